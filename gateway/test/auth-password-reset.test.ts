// Password reset through the gateway: the request, the e-mail (read from the SMTP catcher), the link, the new
// password, and every way a link stops working.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { Browserish, signUp } from '../../test/support/http';
import { testEnv, uniqueEmail } from '../../test/support/env';
import { mailTo } from '../../test/support/mail';
import {
  INVALID_LINK,
  RESET_LINK_SENT,
  authDb,
  nthMailTo,
  resetLinkIn,
} from '../../services/auth/test/support';

const db = await authDb();
after(() => db.close());
const tokens = db.collection('password_reset_tokens');

/** Asks for a reset link for the account and returns the token from the n-th e-mail it received. */
async function requestLink(email: string, n = 1): Promise<string> {
  const res = await new Browserish().post('/api/auth/forgot-password', { email });
  assert.equal(res.status, 200, res.text);
  return resetLinkIn(await nthMailTo(email, n)).token;
}

test('forgot-password answers the same whether or not the account exists, and needs an e-mail', async () => {
  const { email } = await signUp();
  const known = await new Browserish().post('/api/auth/forgot-password', { email });
  const unknownEmail = uniqueEmail('nobody');
  const unknown = await new Browserish().post('/api/auth/forgot-password', { email: unknownEmail });
  assert.deepEqual([known.status, unknown.status], [200, 200]);
  assert.deepEqual(known.body, { message: RESET_LINK_SENT });
  assert.deepEqual(unknown.body, known.body);
  await nthMailTo(email, 1);
  assert.deepEqual(await mailTo(unknownEmail), [], 'no e-mail for an address without an account');

  const blank = await new Browserish().post('/api/auth/forgot-password', { email: '   ' });
  assert.equal(blank.status, 400);
  assert.equal(blank.body.message, 'Please enter your email address');
});

test('the e-mailed link resets the password, signs the user in and revokes older sessions', async () => {
  const { client: before, email, user } = await signUp({ firstName: 'Grace' });
  assert.equal((await before.get('/api/auth/user')).status, 200);
  // Typed with other casing and spaces: the link still goes to the account's address.
  const res = await new Browserish().post('/api/auth/forgot-password', { email: ` ${email.toUpperCase()} ` });
  assert.equal(res.status, 200);
  const mail = await nthMailTo(email, 1);
  assert.match(mail.subject, /reset/i);
  assert.match(mail.text, /Hi Grace,/);
  const { link, token } = resetLinkIn(mail);
  assert.equal(link, `${testEnv('APP_BASE_URL')}/reset-password/${token}`);
  assert.ok(mail.html.includes(`href="${link}"`), 'the HTML part links to the same page');
  assert.equal(Buffer.from(token, 'base64url').length, 32, '32 random bytes');

  const stored = await tokens.find({ userId: user.id }).toArray();
  assert.equal(stored.length, 1);
  assert.equal(
    stored[0]._id as unknown as string,
    createHash('sha256').update(token).digest('hex'),
    'only the hash is stored',
  );
  assert.ok(!JSON.stringify(stored).includes(token), 'the token itself is nowhere in the database');
  const ttl = (stored[0].expiresAt as Date).getTime() - Date.now();
  assert.ok(ttl > 59 * 60_000 && ttl <= 60 * 60_000, `expires in an hour (${ttl} ms)`);

  const check = await new Browserish().get(`/api/auth/reset-password/${token}`);
  assert.equal(check.status, 200);
  assert.deepEqual(check.body, { valid: true });

  const browser = new Browserish();
  const short = await browser.post('/api/auth/reset-password', { token, password: '12345' });
  assert.equal(short.status, 400);
  assert.equal(short.body.message, 'Password must be at least 6 characters long');
  assert.equal(
    (await browser.get(`/api/auth/reset-password/${token}`)).status,
    200,
    'a refused password does not use up the link',
  );

  const reset = await browser.post('/api/auth/reset-password', { token, password: 'brand-new-secret' });
  assert.equal(reset.status, 200, reset.text);
  assert.equal(reset.body.autoLogin, true);
  assert.equal(typeof reset.body.message, 'string');
  assert.equal(reset.body.user.id, user.id);
  assert.equal(reset.body.user.email, email);
  assert.ok(browser.cookie('qa_session'), 'the reset signs the user in');
  assert.equal((await browser.get('/api/auth/user')).body.id, user.id);

  assert.equal(
    (await before.get('/api/auth/user')).body,
    null,
    'the session from before the reset is revoked',
  );
  assert.equal(
    (await new Browserish().post('/api/auth/login', { email, password: 'correct-horse-1' })).status,
    401,
    'the old password no longer works',
  );
  assert.equal(
    (await new Browserish().post('/api/auth/login', { email, password: 'brand-new-secret' })).status,
    200,
  );

  const again = await new Browserish().get(`/api/auth/reset-password/${token}`);
  assert.equal(again.status, 400, 'a used link is invalid');
  assert.equal(again.body.message, INVALID_LINK);
  const reuse = await new Browserish().post('/api/auth/reset-password', {
    token,
    password: 'another-secret',
  });
  assert.equal(reuse.status, 400);
  assert.equal(reuse.body.message, INVALID_LINK);
});

test('an expired link is refused, and so is an unknown or missing one', async () => {
  const { email, user } = await signUp();
  const token = await requestLink(email);
  await tokens.updateOne({ userId: user.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });

  const check = await new Browserish().get(`/api/auth/reset-password/${token}`);
  assert.equal(check.status, 400);
  assert.equal(check.body.message, INVALID_LINK);
  const reset = await new Browserish().post('/api/auth/reset-password', {
    token,
    password: 'brand-new-secret',
  });
  assert.equal(reset.status, 400);
  assert.equal(reset.body.message, INVALID_LINK);
  assert.equal(
    (await new Browserish().post('/api/auth/login', { email, password: 'brand-new-secret' })).status,
    401,
    'the password did not change',
  );

  const unknown = await new Browserish().get('/api/auth/reset-password/not-a-real-token');
  assert.equal(unknown.status, 400);
  assert.equal(unknown.body.message, INVALID_LINK);
  const missing = await new Browserish().post('/api/auth/reset-password', { password: 'brand-new-secret' });
  assert.equal(missing.status, 400);
  assert.equal(missing.body.message, 'Invalid reset token');
});

test('a reset voids the other links sent before it', async () => {
  const { email } = await signUp();
  const first = await requestLink(email, 1);
  const second = await requestLink(email, 2);
  assert.notEqual(first, second);
  const reset = await new Browserish().post('/api/auth/reset-password', {
    token: second,
    password: 'brand-new-secret',
  });
  assert.equal(reset.status, 200, reset.text);
  const stale = await new Browserish().get(`/api/auth/reset-password/${first}`);
  assert.equal(stale.status, 400);
  assert.equal(stale.body.message, INVALID_LINK);
});
