// Rate limits through the gateway, at their real defaults: 10 failed sign-ins per e-mail in 15 minutes and 5
// reset requests per e-mail in an hour. (The per-IP limits are tested through gRPC with a made-up client IP in
// services/auth/test, so this run's own IP keeps its budget.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Browserish, signUp } from '../../test/support/http';
import { RESET_LINK_SENT } from '../../services/auth/test/support';

test('the 11th sign-in after 10 failures in 15 minutes gets 429, even with the right password', async () => {
  const { email, password } = await signUp();
  for (let i = 1; i <= 10; i++) {
    const res = await new Browserish().post('/api/auth/login', { email, password: `wrong-password-${i}` });
    assert.equal(res.status, 401, `attempt ${i}`);
  }
  for (const attempt of ['wrong-password-11', password]) {
    const res = await new Browserish().post('/api/auth/login', {
      email: email.toUpperCase(),
      password: attempt,
    });
    assert.equal(res.status, 429, attempt);
    assert.equal(res.body.message, 'Too many sign-in attempts. Please wait 15 minutes and try again.');
  }
  const other = await signUp();
  assert.equal(
    (await new Browserish().post('/api/auth/login', { email: other.email, password: other.password })).status,
    200,
    'other accounts are not affected',
  );
});

test('a successful sign-in starts the count of failures afresh', async () => {
  const { email, password } = await signUp();
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < 6; i++)
      assert.equal(
        (await new Browserish().post('/api/auth/login', { email, password: 'nope-nope' })).status,
        401,
      );
    assert.equal(
      (await new Browserish().post('/api/auth/login', { email, password })).status,
      200,
      `round ${round}`,
    );
  }
});

test('the 6th password-reset request for an e-mail within an hour gets 429', async () => {
  const { email } = await signUp();
  for (let i = 1; i <= 5; i++) {
    const res = await new Browserish().post('/api/auth/forgot-password', { email });
    assert.equal(res.status, 200, `request ${i}`);
    assert.equal(res.body.message, RESET_LINK_SENT);
  }
  const res = await new Browserish().post('/api/auth/forgot-password', { email: ` ${email.toUpperCase()}` });
  assert.equal(res.status, 429);
  assert.equal(res.body.message, 'Too many password reset requests. Please try again later.');
});
