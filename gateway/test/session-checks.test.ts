// The session check remembered for a moment (src/http/session-checks.ts): how often auth is asked, and how soon an
// ended session is refused. A second gateway of this test's own, in this process, plays another replica beside the
// stack's: both talk to the stack's real services, and this one counts the session checks it asks auth for.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@qa/platform';
import { Browserish, signUp } from '../../test/support/http';
import { serviceKey } from '../../test/support/env';
import { billingClient, newQuoteId } from '../../services/billing/test/support';
import { nthMailTo, resetLinkIn } from '../../services/auth/test/support';
import { loadGatewayConfig } from '../src/config';
import { createClients } from '../src/clients';
import { createApp } from '../src/app';
import { REMEMBER_MS } from '../src/http/session-checks';

const config = loadGatewayConfig({ ...process.env, SERVICE_PRIVATE_KEY: serviceKey('gateway'), WEB_DIST: '', LOG_LEVEL: 'silent' });
const clients = createClients(config);
const asked: string[] = [];
type AuthCalls = typeof clients.auth.call;
const countingAuth = new Proxy(clients.auth.call, {
  get(target, method) {
    if (method !== 'GetUser') return Reflect.get(target, method);
    return (...args: Parameters<AuthCalls['GetUser']>) => {
      asked.push(args[0].userId ?? '');
      return target.GetUser(...args);
    };
  },
});
const app = createApp(config, { ...clients, auth: { ...clients.auth, call: countingAuth } }, createLogger('gateway-replica', 'silent'));
const server = app.listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const replicaUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const billing = billingClient();

after(() => {
  server.close();
  Object.values(clients).forEach((c) => c.close());
  billing.close();
});

/** A browser on the replica holding the given session cookie. */
function onReplica(cookie: string): Browserish {
  const browser = new Browserish(replicaUrl);
  browser.setCookie('qa_session', cookie);
  return browser;
}
const askedFor = (userId: string) => asked.filter((id) => id === userId).length;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('signed-in requests in a burst ask auth once per session, not once each', async () => {
  const { client, user } = await signUp();
  const browser = onReplica(client.cookie('qa_session')!);
  const started = Date.now();
  const burst = await Promise.all(Array.from({ length: 30 }, () => browser.get('/api/usage')));
  for (let i = 0; i < 10; i++) burst.push(await browser.get('/api/usage'));
  const elapsed = Date.now() - started;
  assert.deepEqual(new Set(burst.map((r) => r.status)), new Set([200]));
  // One question per REMEMBER_MS at most (the burst may outlast one on a busy machine).
  assert.ok(askedFor(user.id) <= 1 + Math.floor(elapsed / REMEMBER_MS), `auth asked ${askedFor(user.id)} times for 40 requests in ${elapsed} ms`);
});

test('answers are never shared between users', async () => {
  const [first, second] = await Promise.all([signUp(), signUp()]);
  await billing.call.ReserveCredit({ userId: second.user.id, quoteId: newQuoteId(), attempt: 1 });
  const browsers = [onReplica(first.client.cookie('qa_session')!), onReplica(second.client.cookie('qa_session')!)];
  const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => browsers[i % 2].get('/api/usage')));
  assert.deepEqual(
    replies.map((r) => r.body.analysisCredits),
    replies.map((_, i) => (i % 2 ? 2 : 3)),
  );
});

test('a logout through this gateway refuses the old cookie here at once, this session and the older ones', async () => {
  const { client, email, password } = await signUp();
  const laptop = new Browserish();
  assert.equal((await laptop.post('/api/auth/login', { email, password })).status, 200);
  const phone = onReplica(laptop.cookie('qa_session')!);
  const cookie = client.cookie('qa_session')!;
  const browser = onReplica(cookie);
  assert.equal((await browser.get('/api/usage')).status, 200);
  assert.equal((await phone.get('/api/usage')).status, 200);

  assert.equal((await browser.post('/api/auth/logout')).status, 200);
  assert.equal((await onReplica(cookie).get('/api/usage')).status, 401, 'the logged-out cookie');
  assert.equal((await phone.get('/api/usage')).status, 401, 'a session signed in before the logout');
});

test('a password reset through this gateway refuses the sessions from before it here at once', async () => {
  const { client, email } = await signUp();
  const before = onReplica(client.cookie('qa_session')!);
  assert.equal((await before.get('/api/usage')).status, 200);
  assert.equal((await new Browserish(replicaUrl).post('/api/auth/forgot-password', { email })).status, 200);
  const { token } = resetLinkIn(await nthMailTo(email, 1));
  const browser = new Browserish(replicaUrl);
  assert.equal((await browser.post('/api/auth/reset-password', { token, password: 'brand-new-secret' })).status, 200);
  assert.equal((await before.get('/api/usage')).status, 401, 'the session from before the reset');
  assert.equal((await browser.get('/api/usage')).status, 200, 'the session the reset started');
});

test(`a session ended through another gateway is refused here within ${REMEMBER_MS} ms`, async () => {
  const { client } = await signUp();
  const cookie = client.cookie('qa_session')!;
  const browser = onReplica(cookie);
  assert.equal((await browser.get('/api/usage')).status, 200);
  const elsewhere = new Browserish();
  elsewhere.setCookie('qa_session', cookie);
  assert.equal((await elsewhere.post('/api/auth/logout')).status, 200);
  const loggedOut = Date.now();
  // Checked every 100 ms; one request's time on a busy machine is allowed on top of the bound.
  let status = 200;
  while (status === 200 && Date.now() - loggedOut < REMEMBER_MS + 5000) {
    status = (await onReplica(cookie).get('/api/usage')).status;
    if (status === 200) await sleep(100);
  }
  const refusedAfter = Date.now() - loggedOut;
  assert.equal(status, 401);
  assert.ok(refusedAfter <= REMEMBER_MS + 1500, `refused ${refusedAfter} ms after the logout`);
});
