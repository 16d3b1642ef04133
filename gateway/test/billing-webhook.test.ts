// POST /api/webhooks/stripe end to end: a gateway and a billing service (PAYMENT_PROVIDER=stripe) of this test's
// own, in this process. The gateway must hand billing the exact bytes Stripe signed.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@qa/platform';
import { serviceKey, testEnv } from '../../test/support/env';
import { Browserish } from '../../test/support/http';
import { loadGatewayConfig } from '../src/config';
import { createClients } from '../src/clients';
import { createApp } from '../src/app';
import { billingClient, newUserId, startOwnBilling } from '../../services/billing/test/support';
import { newPaymentId, paymentIntent, signed, stripeEvent } from '../../services/billing/test/webhooks';

const WEBHOOK_SECRET = 'whsec_gateway_webhook_route_test';
const { running } = await startOwnBilling({
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_API_URL: testEnv('STRIPE_API_URL'),
  STRIPE_SECRET_KEY: 'sk_test_gatewayWebhookRoute',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
});
const billingUrl = `127.0.0.1:${running.grpcPort}`;
const config = loadGatewayConfig({ ...process.env, SERVICE_PRIVATE_KEY: serviceKey('gateway'), PAYMENT_PROVIDER: 'stripe', BILLING_GRPC_URL: billingUrl, WEB_DIST: '' });
const clients = createClients(config);
const server = createApp(config, clients, createLogger('gateway-test', 'silent')).listen(0);
const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
const billing = billingClient(billingUrl);

after(async () => {
  server.close();
  Object.values(clients).forEach((c) => c.close());
  billing.close();
  await running.stop();
});

const post = (body: string, headers: Record<string, string>) => new Browserish(origin).request('POST', '/api/webhooks/stripe', { body, headers });

test('a signed webhook replayed 5 times through the gateway grants 20 credits once', async () => {
  const userId = newUserId();
  const { payload, signature } = signed(stripeEvent('payment_intent.succeeded', paymentIntent(newPaymentId(), { metadata: { userId } })), WEBHOOK_SECRET);
  // Sent as Stripe sends it: JSON, whose bytes must reach billing untouched.
  const replies = await Promise.all(Array.from({ length: 5 }, () => post(payload.toString(), { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature })));
  for (const r of replies) assert.deepEqual([r.status, r.body], [200, { received: true }]);
  assert.equal((await billing.call.GetUsage({ userId })).analysisCredits, 23);
});

test('a webhook with a bad or missing signature gets 400 and grants nothing', async () => {
  const userId = newUserId();
  const { payload } = signed(stripeEvent('payment_intent.succeeded', paymentIntent(newPaymentId(), { metadata: { userId } })), WEBHOOK_SECRET);
  const forged = signed(JSON.parse(payload.toString()), 'whsec_not_the_right_secret');
  const bad = await post(payload.toString(), { 'content-type': 'application/json', 'stripe-signature': forged.signature });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.message, 'Invalid webhook signature');
  assert.ok(bad.body.errorId);
  const missing = await post(payload.toString(), { 'content-type': 'application/json' });
  assert.equal(missing.status, 400);
  assert.equal((await billing.call.GetUsage({ userId })).analysisCredits, 3);
});
