// A wrong configuration stops the auth service at once with one line naming the variable.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { serviceKey } from '../../../test/support/env';

const root = path.resolve(import.meta.dirname, '../../..');

function startAuth(
  env: Record<string, string | undefined>,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const childEnv: NodeJS.ProcessEnv = {
      ...process.env,
      LOG_LEVEL: 'silent',
      GRPC_PORT: '0',
      HEALTH_PORT: '0',
      SERVICE_PRIVATE_KEY: serviceKey('auth'),
      ...env,
    };
    for (const [name, value] of Object.entries(env)) if (value === undefined) delete childEnv[name];
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'services/auth/src/main.ts')], {
      cwd: root,
      env: childEnv,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

test('in production without JWT_SECRET the auth service exits with one line naming JWT_SECRET', async () => {
  const { code, stderr } = await startAuth({
    APP_ENV: 'production',
    JWT_SECRET: undefined,
    SMTP_URL: 'smtp://mail.example.com:587',
  });
  assert.notEqual(code, 0);
  const lines = stderr.trim().split('\n');
  assert.equal(lines.length, 1, stderr);
  assert.equal(lines[0], 'auth: invalid configuration: JWT_SECRET: must be set in production');
});

test('with MONGO_URL pointing to a closed port the auth service exits with one line naming MONGO_URL', async () => {
  const { code, stderr } = await startAuth({ MONGO_URL: 'mongodb://127.0.0.1:1' });
  assert.notEqual(code, 0);
  const lines = stderr.trim().split('\n');
  assert.equal(lines.length, 1, stderr);
  assert.match(lines[0], /^auth: .*MONGO_URL=mongodb:\/\/127\.0\.0\.1:1/);
});

test('a malformed setting is named too', async () => {
  const { code, stderr } = await startAuth({ SIGN_IN_MAX_FAILURES_PER_EMAIL: 'ten' });
  assert.notEqual(code, 0);
  assert.match(stderr.trim(), /^auth: invalid configuration: SIGN_IN_MAX_FAILURES_PER_EMAIL: /);
  assert.equal(stderr.trim().split('\n').length, 1);
});

test('in production the SMTP server must be configured', async () => {
  const { code, stderr } = await startAuth({
    APP_ENV: 'production',
    JWT_SECRET: 'a-production-secret-of-some-length',
    // Production object-store keys: the development ones in the test environment would be refused first.
    S3_ACCESS_KEY: 'qa-prod-7f3a',
    S3_SECRET_KEY: 'b6e1c0d9a8f74e21',
    SMTP_URL: undefined,
  });
  assert.notEqual(code, 0);
  assert.equal(stderr.trim(), 'auth: invalid configuration: SMTP_URL: must be set in production');
});
