// The auth service through gRPC: session versions, the per-IP limits (with a made-up client IP, so this run's
// own IP keeps its budget).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { status as GrpcStatus, type ServiceError } from '@grpc/grpc-js';
import { uniqueEmail } from '../../../test/support/env';
import { RESET_LINK_SENT, authClient, sessionClaims } from './support';

const auth = authClient();
after(() => auth.close());

/** An address from TEST-NET-3 (RFC 5737), different for every run. */
const madeUpIp = () => `203.0.113.${randomInt(1, 255)}:${randomInt(1, 1_000_000)}`;

async function refusal(call: Promise<unknown>): Promise<ServiceError> {
  try {
    await call;
  } catch (err) {
    return err as ServiceError;
  }
  throw new Error('the call was expected to fail');
}

async function register(email = uniqueEmail('grpc')) {
  const reply = await auth.call.Register({
    email,
    password: 'grpc-secret',
    firstName: 'Gr',
    lastName: 'Pc',
    client: { ip: '198.51.100.7', visitorId: '' },
  });
  assert.ok(reply.user);
  return { user: reply.user, token: reply.token };
}

test('GetUser answers while the session version is current and refuses it once a logout bumped it', async () => {
  const { user, token } = await register();
  const { payload } = sessionClaims(token);
  assert.equal(payload.sub, user.id);
  assert.equal(payload.sv, user.sessionVersion);

  const current = await auth.call.GetUser({ userId: user.id, sessionVersion: user.sessionVersion });
  assert.deepEqual(current, user);
  assert.equal(current.role, 'user');

  await auth.call.Logout({ userId: user.id });
  const stale = await refusal(auth.call.GetUser({ userId: user.id, sessionVersion: user.sessionVersion }));
  assert.equal(stale.code, GrpcStatus.UNAUTHENTICATED);
  assert.equal(stale.details, 'Unauthorized');
  assert.equal(
    (await refusal(auth.call.GetUser({ userId: user.id, sessionVersion: 0 }))).code,
    GrpcStatus.UNAUTHENTICATED,
    'no version, no user',
  );
  assert.equal(
    (await refusal(auth.call.GetUser({ userId: 'no-such-user', sessionVersion: 1 }))).code,
    GrpcStatus.UNAUTHENTICATED,
  );

  const login = await auth.call.Login({ email: user.email, password: 'grpc-secret', client: null });
  assert.equal(login.user?.sessionVersion, user.sessionVersion + 1);
  assert.equal(
    (await auth.call.GetUser({ userId: user.id, sessionVersion: login.user!.sessionVersion })).id,
    user.id,
  );
});

test('25 wrong passwords at once for one e-mail still count no more than 10 failures', async () => {
  const { user } = await register();
  const ip = madeUpIp();
  const tryPassword = (password: string) =>
    refusal(auth.call.Login({ email: user.email, password, client: { ip, visitorId: '' } }));
  const burst = await Promise.all(Array.from({ length: 25 }, () => tryPassword('wrong-password')));
  let failures = burst.filter((err) => err.code === GrpcStatus.UNAUTHENTICATED).length;
  assert.ok(
    burst.every((err) => [GrpcStatus.UNAUTHENTICATED, GrpcStatus.RESOURCE_EXHAUSTED].includes(err.code)),
  );
  assert.ok(failures <= 10, `${failures} passwords were tried`);
  // One by one after the burst, exactly 10 failures in all are allowed.
  while ((await tryPassword('wrong-password')).code === GrpcStatus.UNAUTHENTICATED) failures++;
  assert.equal(failures, 10);
  assert.equal((await tryPassword('grpc-secret')).code, GrpcStatus.RESOURCE_EXHAUSTED);
});

test('10 failed sign-ins on an account from one client lock only that client out: the owner elsewhere signs in', async () => {
  const { user } = await register();
  const attacker = madeUpIp();
  for (let i = 1; i <= 10; i++) {
    const err = await refusal(auth.call.Login({ email: user.email, password: `guess-${i}`, client: { ip: attacker, visitorId: '' } }));
    assert.equal(err.code, GrpcStatus.UNAUTHENTICATED, `attempt ${i}`);
  }
  const limited = await refusal(auth.call.Login({ email: user.email, password: 'grpc-secret', client: { ip: attacker, visitorId: '' } }));
  assert.equal(limited.code, GrpcStatus.RESOURCE_EXHAUSTED);
  const owner = await auth.call.Login({ email: user.email, password: 'grpc-secret', client: { ip: madeUpIp(), visitorId: '' } });
  assert.equal(owner.user?.id, user.id);
});

test('30 failed sign-ins from one IP in 15 minutes, whatever the e-mails, make the 31st wait', async () => {
  const ip = madeUpIp();
  for (let i = 1; i <= 30; i++) {
    const err = await refusal(
      auth.call.Login({
        email: uniqueEmail('ip-limit'),
        password: 'wrong-password',
        client: { ip, visitorId: '' },
      }),
    );
    assert.equal(err.code, GrpcStatus.UNAUTHENTICATED, `attempt ${i}`);
  }
  const { user } = await register();
  const limited = await refusal(
    auth.call.Login({ email: user.email, password: 'grpc-secret', client: { ip, visitorId: '' } }),
  );
  assert.equal(limited.code, GrpcStatus.RESOURCE_EXHAUSTED);
  assert.equal(limited.details, 'Too many sign-in attempts. Please wait 15 minutes and try again.');
  const elsewhere = await auth.call.Login({
    email: user.email,
    password: 'grpc-secret',
    client: { ip: madeUpIp(), visitorId: '' },
  });
  assert.equal(elsewhere.user?.id, user.id, 'the same account signs in from another IP');
});

test('20 password-reset requests from one IP in an hour, whatever the e-mails, make the 21st wait', async () => {
  const ip = madeUpIp();
  for (let i = 1; i <= 20; i++) {
    const reply = await auth.call.ForgotPassword({
      email: uniqueEmail('reset-ip'),
      client: { ip, visitorId: '' },
    });
    assert.equal(reply.message, RESET_LINK_SENT, `request ${i}`);
  }
  const limited = await refusal(
    auth.call.ForgotPassword({ email: uniqueEmail('reset-ip'), client: { ip, visitorId: '' } }),
  );
  assert.equal(limited.code, GrpcStatus.RESOURCE_EXHAUSTED);
  assert.equal(limited.details, 'Too many password reset requests. Please try again later.');
});

