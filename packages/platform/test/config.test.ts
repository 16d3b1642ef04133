// Bad configuration stops a process at start with one clear line naming the variable, not a stack trace.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { kafkaConnection, loadConfig, secret } from '@qa/platform';
import { z } from 'zod';
import { serviceKey, testEnv } from '../../../test/support/env';

const root = path.resolve(import.meta.dirname, '../../..');

/** Starts a process (its credentials from the stack, so only the setting under test is wrong). */
function runProcess(entry: string, env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const identity = entry.startsWith('gateway/') ? 'gateway' : 'analysis';
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, entry)], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        LOG_LEVEL: 'silent',
        GRPC_PORT: '0',
        HEALTH_PORT: '0',
        SERVICE_PUBLIC_KEYS: testEnv('SERVICE_PUBLIC_KEYS'),
        SERVICE_PRIVATE_KEY: serviceKey(identity),
        ...env,
      },
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

test('an unreachable MONGO_URL stops a service with one line naming it', async () => {
  const { code, stderr } = await runProcess('services/analysis/src/main.ts', { MONGO_URL: 'mongodb://127.0.0.1:1' });
  assert.equal(code, 1);
  const lines = stderr.trim().split('\n');
  assert.equal(lines.length, 1, stderr);
  assert.match(lines[0], /MONGO_URL/);
});

test('a service without its service key, or with another service\'s, stops with one line naming SERVICE_PRIVATE_KEY', async () => {
  for (const key of ['', serviceKey('billing')]) {
    const { code, stderr } = await runProcess('services/analysis/src/main.ts', { SERVICE_PRIVATE_KEY: key });
    assert.equal(code, 1);
    const lines = stderr.trim().split('\n');
    assert.equal(lines.length, 1, stderr);
    assert.match(lines[0], /^analysis: invalid configuration: SERVICE_PRIVATE_KEY: /);
  }
});

test('a missing secret in production stops the gateway with one line naming it', async () => {
  const { code, stderr } = await runProcess('gateway/src/main.ts', { APP_ENV: 'production', PAYMENT_PROVIDER: 'stripe' });
  assert.equal(code, 1);
  const lines = stderr.trim().split('\n');
  assert.equal(lines.length, 1, stderr);
  assert.match(lines[0], /JWT_SECRET/);
});

test('a malformed value names the variable', () => {
  assert.throws(() => loadConfig({ PORT: z.coerce.number().int() }, { PORT: 'eighty' }), /invalid configuration: PORT:/);
  assert.throws(() => loadConfig({}, { KAFKA_BROKERS: '' }), /KAFKA_BROKERS/);
});

test('secrets keep their development default outside production only', () => {
  const shape = { SESSION_KEY: secret('development-default-key') };
  assert.equal(loadConfig(shape, {}).SESSION_KEY, 'development-default-key');
  assert.throws(() => loadConfig(shape, { APP_ENV: 'production' }), /SESSION_KEY: must be set in production/);
  assert.equal(loadConfig(shape, { APP_ENV: 'production', SESSION_KEY: 'a-real-production-secret' }).SESSION_KEY, 'a-real-production-secret');
});

test('Kafka is plaintext by default; TLS and SASL come from the environment, with both credentials required', () => {
  assert.deepEqual(kafkaConnection(loadConfig({}, { KAFKA_BROKERS: 'a:9092, b:9092' })), { brokers: ['a:9092', 'b:9092'], ssl: false, sasl: undefined });
  const managed = { KAFKA_BROKERS: 'kafka.example.com:9096', KAFKA_SSL: 'true', KAFKA_SASL_MECHANISM: 'scram-sha-512', KAFKA_SASL_USERNAME: 'qa' };
  assert.throws(() => loadConfig({}, managed), /^Error: invalid configuration: KAFKA_SASL_PASSWORD: must be set when KAFKA_SASL_MECHANISM is$/);
  assert.deepEqual(kafkaConnection(loadConfig({}, { ...managed, KAFKA_SASL_PASSWORD: 'pw' })), {
    brokers: ['kafka.example.com:9096'],
    ssl: true,
    sasl: { mechanism: 'scram-sha-512', username: 'qa', password: 'pw' },
  });
  assert.throws(() => loadConfig({}, { KAFKA_SASL_MECHANISM: 'gssapi' }), /KAFKA_SASL_MECHANISM/);
  assert.throws(() => loadConfig({}, { KAFKA_SSL: 'yes' }), /KAFKA_SSL/);
});
