// A service process that cannot reach its database for MONGO_UNREACHABLE_EXIT_MS exits (code 1, one fatal log
// line), so that its supervisor starts a new process, which reconnects; one that can, keeps running. Found by
// `npm run chaos` (database-restarted): the analysis service's MongoDB client never reconnected after a restart.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { serviceKey, testEnv } from '../../../test/support/env';
import { linkToMongo } from '../../../test/support/cuttable-link';

const root = path.resolve(import.meta.dirname, '../../..');

/** The auth service as a process of its own, its database behind the link; resolves with its exit. */
async function startAuth(mongoPort: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'services/auth/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      GRPC_PORT: '0',
      HEALTH_PORT: '0',
      QA_NAMESPACE: `wd${Date.now().toString(36)}`,
      MONGO_URL: `mongodb://127.0.0.1:${mongoPort}`,
      MONGO_UNREACHABLE_EXIT_MS: '3000',
      SERVICE_PRIVATE_KEY: serviceKey('auth'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const start = Date.now();
  while (!output.includes('auth service ready')) {
    if (child.exitCode !== null || Date.now() - start > 90_000) throw new Error(`auth did not start:\n${output.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, exited, output: () => output };
}

test('a service that cannot reach its database for longer than the limit exits; one that can stays up', async () => {
  const link = await linkToMongo(testEnv('MONGO_URL'));
  const auth = await startAuth(link.port);
  try {
    // Reaching it: still running well past the limit.
    await new Promise((r) => setTimeout(r, 6000));
    assert.equal(auth.child.exitCode, null, 'exited while its database answered');

    await link.cut();
    const code = await Promise.race([auth.exited, new Promise((r) => setTimeout(() => r('still running'), 30_000))]);
    assert.equal(code, 1);
    const fatal = auth
      .output()
      .split('\n')
      .filter((line) => line.includes('"level":60'));
    assert.equal(fatal.length, 1, auth.output().slice(-2000));
    assert.match(fatal[0], /the database has been out of reach too long/);
  } finally {
    auth.child.kill('SIGKILL');
  }
});
