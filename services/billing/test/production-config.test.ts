// Production refuses the local-test payment provider: the process exits with one line naming the variable.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { serviceKey } from '../../../test/support/env';

const root = path.resolve(import.meta.dirname, '../../..');

function startBilling(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'services/billing/src/main.ts')], {
      cwd: root,
      // With its service key, so the configuration check gets as far as the payment settings.
      env: { ...process.env, LOG_LEVEL: 'silent', GRPC_PORT: '0', HEALTH_PORT: '0', SERVICE_PRIVATE_KEY: serviceKey('billing'), ...env },
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

test('billing refuses to start in production with PAYMENT_PROVIDER=local-test', async () => {
  const { code, stderr } = await startBilling({
    APP_ENV: 'production',
    PAYMENT_PROVIDER: 'local-test',
    STRIPE_SECRET_KEY: 'sk_live_production_key_for_test',
    STRIPE_WEBHOOK_SECRET: 'whsec_production_secret_for_test',
  });
  assert.notEqual(code, 0);
  const lines = stderr.trim().split('\n');
  assert.equal(lines.length, 1, stderr);
  assert.match(lines[0], /PAYMENT_PROVIDER/);
});

test('billing refuses to start in production without the Stripe secrets', async () => {
  const { code, stderr } = await startBilling({ APP_ENV: 'production', PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' });
  assert.notEqual(code, 0);
  assert.match(stderr.trim(), /^billing: invalid configuration: STRIPE_(SECRET_KEY|WEBHOOK_SECRET)/);
});
