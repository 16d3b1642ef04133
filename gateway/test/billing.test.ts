// Credits and payments through the gateway, on the running stack (PAYMENT_PROVIDER=local-test): usage after the
// real sign-up, buying the pack with the local-test card form, declined and invalid cards, ownership.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { topics } from '@qa/contracts';
import { Browserish, signUp } from '../../test/support/http';
import { eventually, testEnv } from '../../test/support/env';
import { appliedByBilling, billingDb, chainOf, eventsOn, publisher } from '../../services/billing/test/support';

const db = await billingDb();
after(() => db.close());

const DAY = 24 * 3600 * 1000;
const GOOD_CARD = '4242 4242 4242 4242';

test('billing routes need a signed-in user', async () => {
  const visitor = new Browserish();
  for (const [method, path] of [['GET', '/api/usage'], ['GET', '/api/purchases'], ['POST', '/api/create-payment-intent'], ['POST', '/api/payments/test/confirm']]) {
    const res = await visitor.request(method, path, method === 'POST' ? { json: {} } : {});
    assert.equal(res.status, 401, `${method} ${path}`);
    assert.equal(res.body.message, 'Unauthorized');
  }
});

test('a new user has 3 credits, and 3 more free credits come a week after sign-up', async () => {
  const { client } = await signUp();
  const res = await client.get('/api/usage');
  assert.equal(res.status, 200);
  assert.deepEqual({ ...res.body, nextFreeCreditsAt: undefined }, { analysisCredits: 3, canAnalyze: true, nextFreeCreditsAt: undefined, weeklyFreeCredits: 3 });
  const inAWeek = new Date(res.body.nextFreeCreditsAt).getTime() - Date.now();
  assert.ok(inAWeek > 7 * DAY - 60_000 && inAWeek <= 7 * DAY, res.body.nextFreeCreditsAt);
});

test('sign-up grants exactly 3 credits even when user.registered is delivered twice', async () => {
  const { client, user } = await signUp();
  const namespace = testEnv('QA_NAMESPACE');
  const [registered] = await eventsOn(namespace, topics.user, (e) => e.type === 'user.registered' && (e.data as { userId: string }).userId === user.id, 1);
  await eventually(async () => ((await appliedByBilling(db, registered.id)) ? true : undefined), 30_000, 'billing applied user.registered');
  const events = await publisher(db);
  try {
    await events.bus.send(registered); // redelivered as it was
    const copy = { ...registered, id: `${registered.id}-again` }; // and as a new event with the same data
    await events.bus.send(copy);
    await eventually(async () => ((await appliedByBilling(db, copy.id)) ? true : undefined), 30_000, 'billing applied the copy');
  } finally {
    await events.stop();
  }
  assert.equal((await client.get('/api/usage')).body.analysisCredits, 3);
  assert.deepEqual((await chainOf(db, user.id)).map((e) => [e.kind, e.delta]), [['grant', 3]]);
});

test('buying the pack with the local-test card: 20 credits, listed as a TEST purchase', async () => {
  const { client } = await signUp();
  const intent = await client.post('/api/create-payment-intent', {});
  assert.equal(intent.status, 200);
  assert.equal(intent.body.provider, 'local-test');
  assert.match(intent.body.paymentIntentId, /^pi_test_[0-9a-f]+$/);
  assert.ok(intent.body.clientSecret.startsWith(`${intent.body.paymentIntentId}_secret_`));

  const paid = await client.post('/api/payments/test/confirm', { paymentIntentId: intent.body.paymentIntentId, cardNumber: GOOD_CARD });
  assert.equal(paid.status, 200);
  assert.deepEqual(paid.body, { status: 'succeeded', message: '20 credits have been added to your account.' });
  assert.equal((await client.get('/api/usage')).body.analysisCredits, 23);

  // Confirming again (a double click) adds nothing, and says so.
  const again = await client.post('/api/payments/test/confirm', { paymentIntentId: intent.body.paymentIntentId, cardNumber: GOOD_CARD });
  assert.deepEqual(again.body, { status: 'succeeded', message: 'This payment was already confirmed; no more credits were added.' });
  assert.equal((await client.get('/api/usage')).body.analysisCredits, 23);

  const purchases = await client.get('/api/purchases');
  assert.equal(purchases.status, 200);
  assert.equal(purchases.body.length, 1);
  const [p] = purchases.body;
  assert.deepEqual(
    { ...p, createdAt: undefined },
    { id: intent.body.paymentIntentId, creditsAdded: 20, amount: 4900, status: 'completed', createdAt: undefined, paymentIntentId: intent.body.paymentIntentId, isTest: true },
  );
  assert.ok(Math.abs(new Date(p.createdAt).getTime() - Date.now()) < 60_000);
});

test('a declined card grants nothing and is listed as failed; an invalid number is refused before any charge', async () => {
  const { client } = await signUp();
  const { paymentIntentId } = (await client.post('/api/create-payment-intent', {})).body;
  const declined = await client.post('/api/payments/test/confirm', { paymentIntentId, cardNumber: '4000000000000002' });
  assert.deepEqual(declined.body, { status: 'failed', message: 'Your card was declined.' });
  const invalid = await client.post('/api/payments/test/confirm', { paymentIntentId, cardNumber: '1234123412341234' });
  assert.deepEqual(invalid.body, { status: 'failed', message: 'Your card number is invalid.' });
  assert.equal((await client.get('/api/usage')).body.analysisCredits, 3);
  const purchases = (await client.get('/api/purchases')).body;
  assert.deepEqual(purchases.map((p: { status: string; creditsAdded: number; isTest: boolean }) => [p.status, p.creditsAdded, p.isTest]), [['failed', 0, true]]);
  // The same intent can still be paid with a good card.
  assert.equal((await client.post('/api/payments/test/confirm', { paymentIntentId, cardNumber: GOOD_CARD })).body.status, 'succeeded');
  assert.equal((await client.get('/api/usage')).body.analysisCredits, 23);
});

test('only the user who created a payment can confirm it', async () => {
  const owner = await signUp();
  const other = await signUp();
  const { paymentIntentId } = (await owner.client.post('/api/create-payment-intent', {})).body;
  const res = await other.client.post('/api/payments/test/confirm', { paymentIntentId, cardNumber: GOOD_CARD });
  assert.equal(res.status, 404);
  assert.equal(res.body.message, 'Payment not found');
  assert.equal((await other.client.get('/api/usage')).body.analysisCredits, 3);
  assert.equal((await owner.client.get('/api/usage')).body.analysisCredits, 3);
});

test('the test card form checks its input at the edge', async () => {
  const { client } = await signUp();
  const res = await client.post('/api/payments/test/confirm', { paymentIntentId: 'pi_test_x' });
  assert.equal(res.status, 400);
  assert.equal(res.body.message, 'cardNumber is required');
});

test('with the local-test provider the Stripe webhook is refused and grants nothing', async () => {
  const res = await new Browserish().request('POST', '/api/webhooks/stripe', { body: '{"type":"payment_intent.succeeded"}', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' } });
  assert.equal(res.status, 400);
  const unsigned = await new Browserish().request('POST', '/api/webhooks/stripe', { body: '{}', headers: { 'content-type': 'application/json' } });
  assert.equal(unsigned.status, 400);
  assert.equal(unsigned.body.message, 'Invalid webhook signature');
});
