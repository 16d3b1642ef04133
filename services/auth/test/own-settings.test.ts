// Settings the test stack does not use, on an auth service of this test's own (in this process, on a namespace
// of its own): ADMIN_EMAILS applied at sign-in to an account that existed before, and lowered sign-in limits.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { status as GrpcStatus, type ServiceError } from '@grpc/grpc-js';
import mongoose from 'mongoose';
import { createClient, startService, type RunningService } from '@qa/platform';
import { actingAs, serviceKey, testEnv, uniqueEmail } from '../../../test/support/env';
import { authService } from '../src/service';
import { sessionClaims } from './support';

const namespace = `ta${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
after(async () => {
  const db = await mongoose
    .createConnection(testEnv('MONGO_URL'), { dbName: `${namespace}_auth` })
    .asPromise();
  await db.dropDatabase();
  await db.close();
});

async function withAuth<T>(
  env: Record<string, string>,
  use: (auth: ReturnType<typeof createClient<'auth'>>) => Promise<T>,
): Promise<T> {
  const running: RunningService = await startService(authService, {
    ...process.env,
    LOG_LEVEL: 'warn',
    GRPC_PORT: '0',
    HEALTH_PORT: '0',
    QA_NAMESPACE: namespace,
    ADMIN_EMAILS: '',
    SERVICE_PRIVATE_KEY: serviceKey('auth'),
    ...env,
  });
  const auth = createClient('auth', `127.0.0.1:${running.grpcPort}`, { identity: actingAs('gateway') });
  try {
    return await use(auth);
  } finally {
    auth.close();
    await running.stop();
  }
}

const client = { ip: '192.0.2.10', visitorId: '' };

test('an account listed in ADMIN_EMAILS after it signed up becomes an admin at its next sign-in', async () => {
  const email = uniqueEmail('late-admin');
  const listed = uniqueEmail('listed');
  const before = await withAuth({}, (auth) =>
    auth.call.Register({ email, password: 'secret-1', firstName: 'La', lastName: 'Te', client }),
  );
  assert.equal(before.user?.role, 'user');

  await withAuth({ ADMIN_EMAILS: ` ${email.toUpperCase()} , ${listed}` }, async (auth) => {
    const login = await auth.call.Login({ email, password: 'secret-1', client });
    assert.equal(login.user?.role, 'admin');
    assert.equal(sessionClaims(login.token).payload.role, 'admin');
    const signup = await auth.call.Register({
      email: listed,
      password: 'secret-2',
      firstName: 'Li',
      lastName: 'St',
      client,
    });
    assert.equal(signup.user?.role, 'admin', 'listed addresses sign up as admins');
  });
});

test('sign-in limits follow the configuration, and so does the message', async () => {
  await withAuth({ SIGN_IN_MAX_FAILURES_PER_EMAIL: '2', SIGN_IN_WINDOW_MINUTES: '1' }, async (auth) => {
    const email = uniqueEmail('strict');
    await auth.call.Register({ email, password: 'secret-1', firstName: 'St', lastName: 'Rict', client });
    for (let i = 0; i < 2; i++) {
      await assert.rejects(
        auth.call.Login({ email, password: 'wrong-one', client }),
        (err: ServiceError) => err.code === GrpcStatus.UNAUTHENTICATED,
      );
    }
    await assert.rejects(auth.call.Login({ email, password: 'secret-1', client }), (err: ServiceError) => {
      assert.equal(err.code, GrpcStatus.RESOURCE_EXHAUSTED);
      assert.equal(err.details, 'Too many sign-in attempts. Please wait 1 minute and try again.');
      return true;
    });
  });
});
