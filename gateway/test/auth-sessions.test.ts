// Sign-up, sign-in, the current user and sign-out through the gateway, against the real auth service.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Browserish, signUp } from '../../test/support/http';
import { baseUrl, uniqueEmail } from '../../test/support/env';
import { sessionClaims } from '../../services/auth/test/support';

const PASSWORD = 'correct-horse-1';
const newAccount = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('auth'),
  password: PASSWORD,
  firstName: 'Ada',
  lastName: 'Lovelace',
  ...overrides,
});

test('sign-up answers 201 with the user and sets an httpOnly, SameSite=Lax session cookie', async () => {
  const browser = new Browserish();
  const account = newAccount();
  const res = await browser.post('/api/auth/register', account);
  assert.equal(res.status, 201, res.text);
  assert.deepEqual(Object.keys(res.body).sort(), [
    'createdAt',
    'email',
    'firstName',
    'id',
    'lastName',
    'profileImageUrl',
    'role',
  ]);
  assert.equal(res.body.email, account.email);
  assert.deepEqual(
    [res.body.firstName, res.body.lastName, res.body.role, res.body.profileImageUrl],
    ['Ada', 'Lovelace', 'user', null],
  );
  assert.ok(Math.abs(Date.parse(res.body.createdAt) - Date.now()) < 60_000, res.body.createdAt);

  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('qa_session='));
  assert.ok(cookie, 'the session cookie is set');
  assert.match(cookie, /;\s*HttpOnly/i);
  assert.match(cookie, /;\s*SameSite=Lax/i);
  assert.match(cookie, /;\s*Path=\//i);
  assert.doesNotMatch(cookie, /;\s*Secure/i, 'not Secure outside production (plain http locally)');

  const { header, payload } = sessionClaims(browser.cookie('qa_session')!);
  assert.equal(header.alg, 'HS256');
  assert.equal(payload.sub, res.body.id);
  assert.equal(typeof payload.sv, 'number');
  assert.equal(payload.role, 'user');
  const days = (payload.exp! - payload.iat!) / 86_400;
  assert.equal(days, 30);

  const me = await browser.get('/api/auth/user');
  assert.equal(me.status, 200);
  assert.deepEqual(me.body, res.body);
});

test('a second sign-up with the same e-mail, in any casing or spacing, gets 400 "User already exists"', async () => {
  const { email } = await signUp();
  for (const variant of [email, `  ${email.toUpperCase()} `]) {
    const res = await new Browserish().post('/api/auth/register', newAccount({ email: variant }));
    assert.equal(res.status, 400, variant);
    assert.match(res.body.message, /User already exists/);
    assert.ok(res.body.errorId, 'errors carry an id');
    assert.equal(
      res.headers.getSetCookie().some((c) => c.startsWith('qa_session=')),
      false,
      'no session for a refused sign-up',
    );
  }
});

test('sign-up refuses blank names, a short password and a malformed e-mail', async () => {
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ firstName: '   ' }, 'First name and last name are required'],
    [{ lastName: '' }, 'First name and last name are required'],
    [{ firstName: undefined }, 'First name and last name are required'],
    [{ password: '12345' }, 'Password must be at least 6 characters long'],
    [{ password: '' }, 'Password is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: '  ' }, 'Please enter your email address'],
  ];
  for (const [overrides, message] of cases) {
    const account = newAccount(overrides);
    const res = await new Browserish().post('/api/auth/register', account);
    assert.equal(res.status, 400, JSON.stringify(overrides));
    assert.equal(res.body.message, message);
  }
  // Nothing was created by the refused attempts: the address is still free.
  const account = newAccount({ password: '123456' });
  const refused = await new Browserish().post('/api/auth/register', { ...account, firstName: ' ' });
  assert.equal(refused.status, 400);
  assert.equal(
    (await new Browserish().post('/api/auth/register', account)).status,
    201,
    'exactly 6 characters is enough',
  );
});

test('e-mails are trimmed and lower-cased: sign up as " Mixed.Case@Example.COM ", sign in in another casing', async () => {
  const local = uniqueEmail('Mixed.Case').replace('@example.com', '');
  const typed = `  ${local}@Example.COM `;
  const stored = `${local.toLowerCase()}@example.com`;
  const res = await new Browserish().post('/api/auth/register', newAccount({ email: typed }));
  assert.equal(res.status, 201, res.text);
  assert.equal(res.body.email, stored);

  const browser = new Browserish();
  const login = await browser.post('/api/auth/login', {
    email: ` ${stored.toUpperCase()}`,
    password: PASSWORD,
  });
  assert.equal(login.status, 200, login.text);
  assert.equal(login.body.id, res.body.id);
  assert.equal((await browser.get('/api/auth/user')).body.email, stored);
});

test('sign-in answers the user and a session; a wrong password and an unknown e-mail get the same 401', async () => {
  const { email, user } = await signUp({ password: PASSWORD });
  const browser = new Browserish();
  const ok = await browser.post('/api/auth/login', { email, password: PASSWORD });
  assert.equal(ok.status, 200, ok.text);
  assert.equal(ok.body.id, user.id);
  assert.ok(browser.cookie('qa_session'));
  assert.equal((await browser.get('/api/auth/user')).body.id, user.id);

  const wrong = await new Browserish().post('/api/auth/login', { email, password: 'not-the-password' });
  const unknown = await new Browserish().post('/api/auth/login', {
    email: uniqueEmail('nobody'),
    password: PASSWORD,
  });
  assert.equal(wrong.status, 401);
  assert.equal(unknown.status, 401);
  assert.equal(wrong.body.message, 'Invalid email or password');
  assert.equal(unknown.body.message, wrong.body.message);
  assert.equal(
    wrong.headers.getSetCookie().some((c) => c.startsWith('qa_session=')),
    false,
  );

  const blank = await new Browserish().post('/api/auth/login', { email: '', password: '' });
  assert.equal(blank.status, 400);
});

// Signed out is an answer (README "Choices"): 200 with null, so a visitor's page load logs no failed request.
test('GET /api/auth/user answers null without a session and with a forged one', async () => {
  const none = await new Browserish().get('/api/auth/user');
  assert.equal(none.status, 200);
  assert.equal(none.body, null);

  const { client } = await signUp();
  const [header, payload] = client.cookie('qa_session')!.split('.');
  const forged = new Browserish();
  forged.setCookie('qa_session', `${header}.${payload}.${'A'.repeat(43)}`);
  const forgedReply = await forged.get('/api/auth/user');
  assert.equal(forgedReply.status, 200);
  assert.equal(forgedReply.body, null);
  assert.equal((await forged.get('/api/quotes')).status, 401, 'data still needs a live session');
});

test('logout clears the cookie and revokes the session: a kept copy of the old cookie gets 401', async () => {
  const { client, email, password } = await signUp();
  const elsewhere = new Browserish();
  assert.equal((await elsewhere.post('/api/auth/login', { email, password })).status, 200);
  const oldCookie = client.cookie('qa_session')!;
  assert.equal((await client.get('/api/auth/user')).status, 200);

  const out = await client.post('/api/auth/logout');
  assert.equal(out.status, 200, out.text);
  assert.equal(typeof out.body.message, 'string');
  assert.equal(client.cookie('qa_session'), undefined, 'the cookie is cleared');

  const replay = new Browserish();
  replay.setCookie('qa_session', oldCookie);
  assert.equal((await replay.get('/api/quotes')).status, 401);
  replay.setCookie('qa_session', oldCookie);
  const stale = await replay.get('/api/auth/user');
  assert.equal(stale.status, 200);
  assert.equal(stale.body, null, 'the old cookie is signed out');
  assert.equal(replay.cookie('qa_session'), undefined, 'the revoked cookie is dropped');
  assert.equal(
    (await elsewhere.get('/api/auth/user')).body,
    null,
    'sessions issued before the logout are revoked too',
  );

  const again = new Browserish();
  assert.equal((await again.post('/api/auth/login', { email, password })).status, 200);
  assert.equal((await again.get('/api/auth/user')).status, 200, 'signing in again gives a working session');
  assert.equal(
    (await new Browserish().post('/api/auth/logout')).status,
    200,
    'logging out without a session is harmless',
  );
});

test('state-changing auth calls from another site are refused with 403', async () => {
  const account = newAccount();
  const res = await fetch(new URL('/api/auth/register', baseUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
    body: JSON.stringify(account),
  });
  assert.equal(res.status, 403);
  assert.equal(((await res.json()) as { message: string }).message, 'Cross-site request refused');
  const crossSite = await fetch(new URL('/api/auth/login', baseUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  assert.equal(crossSite.status, 403);
  // The refused sign-up created nothing: the same address signs up fine from our own pages.
  assert.equal((await new Browserish().post('/api/auth/register', account)).status, 201);
});
