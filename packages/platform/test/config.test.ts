// Bad configuration stops a process at start with one clear line naming the variable, not a stack trace.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { kafkaConnection, loadConfig, paymentProviderShape, secret } from '@qa/platform';
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

/** Production object-store keys, so that only the setting under test is refused. */
const productionKeys = { APP_ENV: 'production', S3_ACCESS_KEY: 'qa-prod-7f3a', S3_SECRET_KEY: 'b6e1c0d9a8f74e21' };

test('secrets keep their development default outside production only', () => {
  const shape = { SESSION_KEY: secret('development-default-key') };
  assert.equal(loadConfig(shape, {}).SESSION_KEY, 'development-default-key');
  assert.throws(() => loadConfig(shape, productionKeys), /SESSION_KEY: must be set in production/);
  assert.equal(loadConfig(shape, { ...productionKeys, SESSION_KEY: 'a-real-production-secret' }).SESSION_KEY, 'a-real-production-secret');
});

test('production refuses a secret set to its development default, which anyone can read in the source', () => {
  const shape = { SESSION_KEY: secret('development-default-key') };
  assert.throws(
    () => loadConfig(shape, { ...productionKeys, SESSION_KEY: 'development-default-key' }),
    /^Error: invalid configuration: SESSION_KEY: a publicly known default is not allowed in production$/,
  );
});

test('production refuses default object-store keys: unset, the development ones or MinIO\'s minioadmin', () => {
  assert.equal(loadConfig({}, {}).S3_SECRET_KEY, 'quoteanalyzer-secret', 'development keeps the local MinIO keys');
  const refused: [Record<string, string | undefined>, RegExp][] = [
    [{ S3_ACCESS_KEY: undefined }, /S3_ACCESS_KEY: must be set in production/],
    [{ S3_SECRET_KEY: undefined }, /S3_SECRET_KEY: must be set in production/],
    [{ S3_ACCESS_KEY: 'minioadmin', S3_SECRET_KEY: 'minioadmin' }, /S3_ACCESS_KEY: a publicly known default is not allowed in production/],
    [{ S3_SECRET_KEY: 'minioadmin' }, /S3_SECRET_KEY: a publicly known default is not allowed in production/],
    [{ S3_ACCESS_KEY: 'quoteanalyzer' }, /S3_ACCESS_KEY: a publicly known default/],
    [{ S3_SECRET_KEY: 'quoteanalyzer-secret' }, /S3_SECRET_KEY: a publicly known default/],
  ];
  for (const [keys, message] of refused) {
    const env = Object.fromEntries(Object.entries({ ...productionKeys, ...keys }).filter(([, value]) => value !== undefined));
    assert.throws(() => loadConfig({}, env), message, JSON.stringify(keys));
  }
  assert.equal(loadConfig({}, productionKeys).S3_ACCESS_KEY, 'qa-prod-7f3a');
});

test('production refuses the local-test payment provider for every process that reads it', () => {
  assert.equal(loadConfig(paymentProviderShape, {}).PAYMENT_PROVIDER, 'local-test');
  for (const env of [productionKeys, { ...productionKeys, PAYMENT_PROVIDER: 'local-test' }]) {
    assert.throws(() => loadConfig(paymentProviderShape, env), /^Error: invalid configuration: PAYMENT_PROVIDER: local-test is not allowed in production$/);
  }
  assert.equal(loadConfig(paymentProviderShape, { ...productionKeys, PAYMENT_PROVIDER: 'stripe' }).PAYMENT_PROVIDER, 'stripe');
});

test('a service started in production with MinIO\'s factory keys stops with one line naming them', async () => {
  const { code, stderr } = await runProcess('services/analysis/src/main.ts', { APP_ENV: 'production', S3_ACCESS_KEY: 'minioadmin', S3_SECRET_KEY: 'minioadmin' });
  assert.equal(code, 1);
  const lines = stderr.trim().split('\n');
  assert.equal(lines.length, 1, stderr);
  assert.equal(lines[0], 'analysis: invalid configuration: S3_ACCESS_KEY: a publicly known default is not allowed in production');
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
