// The events the auth service publishes on the user-events topic, read back with a Kafka consumer: sign-up and
// sign-in carry the anonymous visitor id (admin conversion funnel), and the outbox drains.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { Browserish } from '../../test/support/http';
import { eventually, uniqueEmail } from '../../test/support/env';
import {
  authClient,
  authDb,
  eventsOfUser,
  nthMailTo,
  resetLinkIn,
  runAuthCli,
  userEvents,
} from '../../services/auth/test/support';

const db = await authDb();
const auth = authClient();
after(async () => {
  auth.close();
  await db.close();
});

test('sign-up, sign-in, password reset and the admin grant are published once each, with the visitor id', async () => {
  const visitor = new Browserish();
  await visitor.get('/api/config'); // an anonymous visit first: the browser gets its visitor id
  const visitorId = visitor.cookie('qa_visitor');
  assert.ok(visitorId);
  const email = uniqueEmail('events');
  const registered = await visitor.post('/api/auth/register', {
    email,
    password: 'first-secret',
    firstName: 'Evie',
    lastName: 'Vent',
  });
  assert.equal(registered.status, 201, registered.text);
  const userId = registered.body.id as string;

  const laptop = new Browserish();
  await laptop.get('/api/config');
  assert.equal((await laptop.post('/api/auth/login', { email, password: 'first-secret' })).status, 200);
  assert.equal((await laptop.post('/api/auth/forgot-password', { email })).status, 200);
  const { token } = resetLinkIn(await nthMailTo(email, 1));
  assert.equal(
    (await laptop.post('/api/auth/reset-password', { token, password: 'second-secret' })).status,
    200,
  );
  assert.equal((await runAuthCli('grant-admin', email)).code, 0);

  const events = await userEvents(eventsOfUser(userId), 5);
  assert.deepEqual(
    events.map((e) => e.type),
    ['user.registered', 'user.logged_in', 'user.password_reset', 'user.logged_in', 'user.role_changed'],
  );
  const [signup, login, reset, resetLogin, role] = events;
  assert.deepEqual(
    { ...(signup.data as object), ip: undefined },
    {
      userId,
      email,
      firstName: 'Evie',
      lastName: 'Vent',
      createdAt: registered.body.createdAt,
      visitorId,
      ip: undefined,
    },
  );
  assert.ok((signup.data as { ip: string }).ip, 'the client IP is recorded');
  assert.deepEqual(login.data, {
    userId,
    email,
    visitorId: laptop.cookie('qa_visitor'),
    ip: (login.data as { ip: string }).ip,
  });
  assert.deepEqual(reset.data, { userId, email });
  assert.equal((resetLogin.data as { visitorId: string }).visitorId, laptop.cookie('qa_visitor'));
  assert.deepEqual(role.data, { userId, role: 'admin' });
  for (const event of events) {
    assert.equal(event.key, userId, 'keyed by the user, so one user’s events stay in order');
    assert.equal(event.source, 'auth');
  }

  // Everything published has left the user document and the pending events.
  await eventually(
    async () => {
      const pending = await db.collection('outbox').countDocuments({ _id: { $in: events.map((e) => e.id) as never[] } });
      const user = await db.collection('users').findOne({ _id: userId as never });
      return pending === 0 && user?.outbox.length === 0 ? true : undefined;
    },
    10_000,
    'the outbox to drain',
  );
});
