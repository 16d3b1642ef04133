// The stripe provider, on a billing instance of this test's own (PAYMENT_PROVIDER=stripe) that talks to
// stripe-mock, with webhooks signed by Stripe's own helper: intents, one grant per payment however often the
// webhook comes, signatures, failures, refunds, the events for admin reporting, the metric, the reservation timeout.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { status as GrpcStatus } from '@grpc/grpc-js';
import { eventually, testEnv } from '../../../test/support/env';
import { billingClient, billingDb, billingEvents, consistentBalance, entries, newQuoteId, newUserId, startOwnBilling } from './support';
import { newPaymentId, paymentIntent, signed, stripeEvent } from './webhooks';
import { stripeProvider } from '../src/payments/stripe';
import { createLogger } from '@qa/platform';

const WEBHOOK_SECRET = 'whsec_billing_stripe_provider_test';
const { running, namespace } = await startOwnBilling({
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_API_URL: testEnv('STRIPE_API_URL'),
  STRIPE_SECRET_KEY: 'sk_test_billingStripeProvider', // stripe-mock wants letters and digits after sk_test_
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  RESERVATION_TIMEOUT_MS: '1500',
  SWEEP_INTERVAL_MS: '200',
});
const billing = billingClient(`127.0.0.1:${running.grpcPort}`);
const db = await billingDb(namespace);

after(async () => {
  billing.close();
  await running.stop();
  await db.dropDatabase();
  await db.close();
});

const deliver = (event: object, secret = WEBHOOK_SECRET) => billing.call.HandlePaymentWebhook(signed(event, secret));
const credits = async (userId: string) => (await billing.call.GetUsage({ userId })).analysisCredits;
const succeeded = (paymentId: string, userId: string, fields: Record<string, unknown> = {}) =>
  stripeEvent('payment_intent.succeeded', paymentIntent(paymentId, { metadata: { userId }, ...fields }));

test('creating a payment intent asks Stripe for a $49 card payment and returns its client secret', async () => {
  const [alice, bob] = [newUserId(), newUserId()];
  const [a, b] = await Promise.all([billing.call.CreatePaymentIntent({ userId: alice }), billing.call.CreatePaymentIntent({ userId: bob })]);
  for (const reply of [a, b]) {
    assert.equal(reply.provider, 'stripe');
    assert.match(reply.paymentIntentId, /^pi_/);
    assert.match(reply.clientSecret, /_secret_/);
  }
  // Whatever id stripe-mock hands out, the record names the user who asked for it last.
  const record = await db.collection('payment_intents').findOne({ _id: b.paymentIntentId as never });
  assert.equal(record?.amount, 4900);
  assert.equal(record?.environment, 'TEST');
  assert.ok([alice, bob].includes(record?.userId));
});

test('a payment_intent.succeeded webhook delivered 5 times grants 20 credits once', async () => {
  const userId = newUserId();
  const paymentId = newPaymentId();
  const event = succeeded(paymentId, userId);
  const replies = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
  assert.deepEqual(replies.map((r) => r.outcome).sort(), ['duplicate', 'duplicate', 'duplicate', 'duplicate', 'granted']);
  assert.ok(replies.every((r) => r.received));
  await deliver(succeeded(paymentId, userId)); // Stripe retrying with a new event id for the same payment
  assert.equal(await credits(userId), 23);
  assert.equal(await consistentBalance(db, userId), 23);
  const { purchases } = await billing.call.ListPurchases({ userId });
  assert.equal(purchases.length, 1);
  assert.deepEqual(
    { ...purchases[0], createdAt: undefined },
    { id: paymentId, creditsAdded: 20, amount: 4900, status: 'completed', createdAt: undefined, paymentIntentId: paymentId, isTest: true },
  );

  const granted = await billingEvents(namespace, (e) => (e.data as { paymentId?: string }).paymentId === paymentId, 2);
  assert.deepEqual(granted.map((e) => e.type).sort(), ['credits.granted', 'payment.succeeded']);
  const payment = granted.find((e) => e.type === 'payment.succeeded')!.data;
  assert.deepEqual(payment, { userId, paymentId, amountCents: 4900, credits: 20, environment: 'TEST', provider: 'stripe' });
});

test('a webhook without metadata credits the user the intent was created for', async () => {
  const userId = newUserId();
  const { paymentIntentId } = await billing.call.CreatePaymentIntent({ userId });
  const reply = await deliver(stripeEvent('payment_intent.succeeded', paymentIntent(paymentIntentId)));
  assert.equal(reply.outcome, 'granted');
  assert.equal(await credits(userId), 23);
});

test('a webhook with a bad signature is rejected and grants nothing', async () => {
  const userId = newUserId();
  const event = succeeded(newPaymentId(), userId);
  const check = (err: { code: number; details: string }) => err.code === GrpcStatus.INVALID_ARGUMENT && err.details === 'Invalid webhook signature';
  await assert.rejects(deliver(event, 'whsec_someone_else'), check);
  const forged = signed(event, WEBHOOK_SECRET);
  const tampered = Buffer.from(forged.payload.toString().replace('"amount":4900', '"amount":4901'));
  await assert.rejects(billing.call.HandlePaymentWebhook({ payload: tampered, signature: forged.signature }), check);
  await assert.rejects(billing.call.HandlePaymentWebhook({ payload: forged.payload, signature: '' }), check);
  assert.equal(await entries(db).countDocuments({ userId }), 0, 'no account was even opened');
});

test('a payment that is not the credit pack grants nothing', async () => {
  const userId = newUserId();
  assert.equal((await deliver(succeeded(newPaymentId(), userId, { amount: 100 }))).outcome, 'ignored');
  assert.equal((await deliver(succeeded(newPaymentId(), userId, { currency: 'eur' }))).outcome, 'ignored');
  assert.equal(await credits(userId), 3);
});

test('a failed payment is recorded once per report and grants nothing', async () => {
  const userId = newUserId();
  const paymentId = newPaymentId();
  const event = stripeEvent('payment_intent.payment_failed', paymentIntent(paymentId, { metadata: { userId }, last_payment_error: { message: 'Your card was declined.' } }));
  assert.equal((await deliver(event)).outcome, 'recorded');
  assert.equal((await deliver(event)).outcome, 'duplicate');
  assert.equal(await credits(userId), 3);
  const { purchases } = await billing.call.ListPurchases({ userId });
  assert.deepEqual(purchases.map((p) => [p.status, p.creditsAdded, p.isTest]), [['failed', 0, true]]);
  const [failure] = await billingEvents(namespace, (e) => e.type === 'payment.failed' && (e.data as { paymentId: string }).paymentId === paymentId, 1);
  assert.deepEqual(failure.data, { userId, paymentId, amountCents: 4900, environment: 'TEST', provider: 'stripe', status: 'failed', reason: 'Your card was declined.' });
  // A later success of the same intent (another card) still grants.
  assert.equal((await deliver(succeeded(paymentId, userId))).outcome, 'granted');
  assert.deepEqual((await billing.call.ListPurchases({ userId })).purchases.map((p) => p.status), ['completed']);
  // A failure of an earlier attempt delivered after the success changes nothing.
  const late = stripeEvent('payment_intent.payment_failed', paymentIntent(paymentId, { metadata: { userId }, last_payment_error: { message: 'Insufficient funds.' } }));
  assert.equal((await deliver(late)).outcome, 'ignored');
  assert.deepEqual((await billing.call.ListPurchases({ userId })).purchases.map((p) => p.status), ['completed']);
});

test('a refund takes the 20 credits back while the balance still holds them', async () => {
  const userId = newUserId();
  const paymentId = newPaymentId();
  await deliver(succeeded(paymentId, userId));
  const refund = stripeEvent('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: paymentId, amount: 4900, refunded: true, metadata: {} });
  assert.equal((await deliver(refund)).outcome, 'refunded');
  assert.equal((await deliver(refund)).outcome, 'duplicate');
  assert.equal(await credits(userId), 3);
  assert.deepEqual((await billing.call.ListPurchases({ userId })).purchases.map((p) => p.status), ['refunded']);
});

test('a refund after some credits were spent is recorded and the credits stay', async () => {
  const userId = newUserId();
  const paymentId = newPaymentId();
  await deliver(succeeded(paymentId, userId));
  for (let i = 0; i < 5; i++) await billing.call.ReserveCredit({ userId, quoteId: newQuoteId(), attempt: 1 });
  const refund = stripeEvent('charge.refunded', { id: 'ch_2', object: 'charge', payment_intent: paymentId, amount: 4900, refunded: true, metadata: {} });
  assert.equal((await deliver(refund)).outcome, 'refund recorded; credits already spent');
  assert.equal(await credits(userId), 18);
  assert.deepEqual((await billing.call.ListPurchases({ userId })).purchases.map((p) => p.status), ['refunded']);
  // A partial refund changes nothing.
  const partial = stripeEvent('charge.refunded', { id: 'ch_3', object: 'charge', payment_intent: newPaymentId(), amount: 4900, refunded: false, metadata: { userId } });
  assert.equal((await deliver(partial)).outcome, 'ignored');
});

test('the local-test card form is not available with the stripe provider', async () => {
  const userId = newUserId();
  const { paymentIntentId } = await billing.call.CreatePaymentIntent({ userId });
  await assert.rejects(
    billing.call.ConfirmTestPayment({ userId, paymentIntentId, cardNumber: '4242424242424242' }),
    (err: { code: number }) => err.code === GrpcStatus.PERMISSION_DENIED,
  );
});

test('a credit held for an analysis that never reports back is released after the timeout', async () => {
  const userId = newUserId();
  const quoteId = newQuoteId();
  await billing.call.ReserveCredit({ userId, quoteId, attempt: 1 });
  assert.equal((await entries(db).findOne({ _id: `reserve:${quoteId}:1` }))?.delta, -1);
  const released = await eventually(async () => (await entries(db).findOne({ _id: `settle:${quoteId}:1` })) ?? undefined, 15_000, 'the timeout release');
  assert.deepEqual([released.kind, released.reason], ['release', 'timed out']);
  assert.equal(await credits(userId), 3);
  const [event] = await billingEvents(namespace, (e) => e.type === 'credits.released' && (e.data as { quoteId: string }).quoteId === quoteId, 1);
  assert.deepEqual(event.data, { userId, quoteId, reason: 'timed out' });
});

test('credits granted are counted in qa_credits_granted_total by reason', async () => {
  await deliver(succeeded(newPaymentId(), newUserId()));
  const metrics = await (await fetch(`http://127.0.0.1:${running.healthPort}/metrics`)).text();
  const value = (reason: string) => Number(metrics.match(new RegExp(`^qa_credits_granted_total\\{reason="${reason}"\\} (\\d+)`, 'm'))?.[1] ?? 0);
  assert.ok(value('purchase') >= 20, metrics.split('\n').filter((l) => l.startsWith('qa_credits')).join('\n'));
  assert.ok(value('signup') >= 3);
});

test('Stripe test keys take TEST payments and live keys LIVE ones', () => {
  const log = createLogger('test', 'silent');
  const provider = (secretKey: string) => stripeProvider({ secretKey, webhookSecret: WEBHOOK_SECRET, apiUrl: '' }, log);
  assert.equal(provider('sk_test_abcdefghijklmnop').environment, 'TEST');
  assert.equal(provider('sk_live_abcdefghijklmnop').environment, 'LIVE');
});
