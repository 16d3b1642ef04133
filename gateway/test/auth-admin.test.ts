// The admin role: granted from ADMIN_EMAILS (the test stack lists admin@example.com) or by the operator command,
// and checked on the server for every /api/admin call.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Browserish, signUp } from '../../test/support/http';
import { runAuthCli as grantAdmin, userEvents, eventsOfUser } from '../../services/auth/test/support';

const ADMIN_EMAIL = 'admin@example.com';
// The browser journeys (web/e2e/admin.test.ts) sign this address up too: whichever comes first in a run creates
// the account with this shared password, and the other signs in.
const ADMIN_PASSWORD = 'admin-e2e-pass-1';

test('a signed-in user who is not an admin gets 403 from /api/admin/*, a visitor 401', async () => {
  const { client } = await signUp();
  for (const url of [
    '/api/admin/users',
    '/api/admin/analytics?timeframe=7',
    '/api/admin/transactions',
    '/api/admin/activity-logs',
  ]) {
    const res = await client.get(url);
    assert.equal(res.status, 403, `${url}: ${res.text}`);
    assert.equal((await new Browserish().get(url)).status, 401, url);
  }
});

test('admin@example.com (in ADMIN_EMAILS) signs up as an admin and may read /api/admin/users', async () => {
  const admin = new Browserish();
  const registered = await admin.post('/api/auth/register', {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
    firstName: 'Site',
    lastName: 'Admin',
  });
  const session =
    registered.status === 201
      ? registered
      : await admin.post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  assert.equal(session.status, registered.status === 201 ? 201 : 200, session.text);
  assert.equal(session.body.role, 'admin');
  assert.equal((await admin.get('/api/auth/user')).body.role, 'admin');
  const users = await admin.get('/api/admin/users');
  assert.equal(users.status, 200, users.text);
  assert.ok(Array.isArray(users.body));
});

test('grant-admin makes an existing account an admin at once and announces it', async () => {
  const { client, user, email } = await signUp();
  assert.equal((await client.get('/api/admin/users')).status, 403);

  const granted = await grantAdmin('grant-admin', ` ${email.toUpperCase()} `);
  assert.equal(granted.code, 0, granted.stderr);
  assert.match(granted.stdout, new RegExp(`${email} is an admin`));
  // The session cookie from before still says "user"; the server asks the auth service every time.
  assert.equal((await client.get('/api/auth/user')).body.role, 'admin');
  assert.equal((await client.get('/api/admin/users')).status, 200);

  const again = await grantAdmin('grant-admin', email);
  assert.equal(again.code, 0, again.stderr);
  const events = await userEvents((e) => eventsOfUser(user.id)(e) && e.type === 'user.role_changed', 1);
  assert.equal(events.length, 1, 'granted once, announced once');
  assert.deepEqual(events[0].data, { userId: user.id, role: 'admin' });
});

test('grant-admin says what went wrong in one line', async () => {
  const unknown = await grantAdmin('grant-admin', 'nobody-here@example.com');
  assert.equal(unknown.code, 1);
  assert.equal(unknown.stderr.trim(), 'grant-admin failed: No account uses nobody-here@example.com');
  const usage = await grantAdmin('make-admin');
  assert.equal(usage.code, 2);
  assert.match(usage.stderr, /usage: cli.ts grant-admin <email>/);
});
