// Accounts and sessions: sign-up, sign-in, sign-out, the current user, and the admin role.
import { randomUUID } from 'node:crypto';
import { AppError, isDuplicateKey, outboxEntry, type EventBus, type OutboxEntry } from '@qa/platform';
import type { UserDoc, UserStore } from '../store/users';
import type { UserWriter } from '../store/user-writer';
import {
  checkEmail,
  checkNames,
  checkNewPassword,
  hashPassword,
  normalizeEmail,
  passwordMatches,
} from './credentials';
import { describeWindow, type Limit, type RateLimiter } from './rate-limits';
import type { SignSession } from './session-token';

/** Who is calling, as the gateway saw it. */
export interface Client {
  ip: string;
  visitorId: string;
}

export interface Session {
  user: UserDoc;
  token: string;
}

export interface AccountsDeps {
  users: UserStore;
  writer: UserWriter;
  bus: EventBus;
  signSession: SignSession;
  limiter: RateLimiter;
  /** Failed sign-ins allowed per e-mail from one client IP, and per IP whatever the e-mails, in a window. */
  signInLimits: { perEmail: Limit; perIp: Limit };
  /** E-mails (normalised) that get the admin role when they sign up or sign in. */
  adminEmails: ReadonlySet<string>;
}

const INVALID_CREDENTIALS = 'Invalid email or password';

export function accounts(deps: AccountsDeps) {
  const { users, writer, bus, signSession, limiter, signInLimits, adminEmails } = deps;
  const tooMany = `Too many sign-in attempts. Please wait ${describeWindow(signInLimits.perEmail.windowMs)} and try again.`;

  const roleChanged = (user: Pick<UserDoc, '_id'>, role: 'admin'): OutboxEntry =>
    outboxEntry(bus, 'user.role_changed', user._id, { userId: user._id, role });

  return {
    async register(
      input: { email: string; password: string; firstName: string; lastName: string },
      client: Client,
    ): Promise<Session> {
      const names = checkNames(input.firstName, input.lastName);
      const email = normalizeEmail(input.email);
      checkEmail(email);
      checkNewPassword(input.password);
      const _id = randomUUID();
      const role = adminEmails.has(email) ? 'admin' : 'user';
      const createdAt = new Date();
      const events = [
        outboxEntry(bus, 'user.registered', _id, {
          userId: _id,
          email,
          ...names,
          createdAt: createdAt.toISOString(),
          ip: client.ip,
          visitorId: client.visitorId,
        }),
        ...(role === 'admin' ? [roleChanged({ _id }, role)] : []),
      ];
      try {
        const user = await writer.create(
          { _id, email, passwordHash: await hashPassword(input.password), ...names, role, createdAt },
          events,
        );
        return { user, token: signSession(user) };
      } catch (err) {
        if (isDuplicateKey(err)) throw new AppError('already_exists', 'User already exists');
        throw err;
      }
    },

    async login(input: { email: string; password: string }, client: Client): Promise<Session> {
      const email = normalizeEmail(input.email);
      if (!email || !input.password)
        throw new AppError('invalid_argument', 'Please enter your email and password');
      const { perEmail, perIp } = signInLimits;
      // Counted as a failure unless it succeeds.
      // Failures count per account *and* client: someone guessing from elsewhere cannot lock the owner out.
      const attempt = await limiter.attempt([
        [perEmail, `${email}|${client.ip}`],
        [perIp, client.ip],
      ]);
      if (!attempt.allowed) throw new AppError('resource_exhausted', tooMany);

      const found = await users.findByEmail(email);
      const matches = await passwordMatches(input.password, found?.passwordHash);
      if (!found || !matches) throw new AppError('unauthenticated', INVALID_CREDENTIALS);
      await Promise.all([attempt.release(), limiter.clear(perEmail, `${email}|${client.ip}`)]);

      let user = found;
      if (adminEmails.has(email) && found.role !== 'admin') {
        user = (await writer.setRole(found._id, 'admin', [roleChanged(found, 'admin')])) ?? found;
      }
      await writer.publish([
        outboxEntry(bus, 'user.logged_in', found._id, {
          userId: found._id,
          email,
          ip: client.ip,
          visitorId: client.visitorId,
        }),
      ]);
      return { user, token: signSession(user) };
    },

    /** Signs the user out everywhere: every session issued before now stops working. */
    async logout(userId: string): Promise<void> {
      await writer.revokeSessions(userId);
    },

    /** The user behind a session, as long as the session was not revoked since it was issued. */
    async currentUser(userId: string, sessionVersion: number): Promise<UserDoc> {
      const user = userId ? await users.findById(userId) : null;
      if (!user || user.sessionVersion !== sessionVersion)
        throw new AppError('unauthenticated', 'Unauthorized');
      return user;
    },

    async grantAdmin(rawEmail: string): Promise<UserDoc> {
      const email = normalizeEmail(rawEmail);
      checkEmail(email);
      const found = await users.findByEmail(email);
      if (!found) throw new AppError('not_found', `No account uses ${email}`);
      if (found.role === 'admin') return found;
      const user = await writer.setRole(found._id, 'admin', [roleChanged(found, 'admin')]);
      if (!user) throw new AppError('not_found', `No account uses ${email}`);
      return user;
    },
  };
}
export type Accounts = ReturnType<typeof accounts>;
