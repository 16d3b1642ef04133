// Password reset: a random token e-mailed as a link, stored only as its SHA-256 hash, usable once and for a
// limited time. A successful reset signs the user in and revokes every older session.
import { createHash, randomBytes } from 'node:crypto';
import { AppError, outboxEntry, type EventBus, type Logger } from '@qa/platform';
import type { UserDoc, UserStore } from '../store/users';
import type { UserWriter } from '../store/user-writer';
import type { ResetTokenStore } from '../store/reset-tokens';
import type { ResetMailer } from '../mail/reset-mail';
import { checkEmail, checkNewPassword, hashPassword, normalizeEmail } from './credentials';
import type { Limit, RateLimiter } from './rate-limits';
import type { SignSession } from './session-token';
import type { Client, Session } from './accounts';

export const RESET_LINK_SENT = "If an account exists for that email, we've sent a password reset link.";
const INVALID_LINK = 'This password reset link is invalid or has expired. Please request a new one.';

export interface PasswordResetDeps {
  users: UserStore;
  tokens: ResetTokenStore;
  writer: UserWriter;
  bus: EventBus;
  signSession: SignSession;
  limiter: RateLimiter;
  /** Reset requests allowed per e-mail and per IP in a window. */
  requestLimits: { perEmail: Limit; perIp: Limit };
  tokenTtlMs: number;
  mailer: ResetMailer;
  log: Logger;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function passwordReset(deps: PasswordResetDeps) {
  const { users, tokens, writer, bus, signSession, limiter, requestLimits, tokenTtlMs, mailer, log } = deps;

  async function validToken(token: string) {
    if (!token) throw new AppError('invalid_argument', 'Invalid reset token');
    const found = await tokens.findValid(hashOf(token), new Date());
    if (!found) throw new AppError('invalid_argument', INVALID_LINK);
    return found;
  }

  async function sendLink(user: UserDoc): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await tokens.insert({
      _id: hashOf(token),
      userId: user._id,
      expiresAt: new Date(Date.now() + tokenTtlMs),
    });
    await mailer.sendResetLink(user, token);
  }

  return {
    /** Sends a reset link when the account exists; the answer is the same either way. */
    async requestReset(rawEmail: string, client: Client): Promise<string> {
      const email = normalizeEmail(rawEmail);
      checkEmail(email);
      const { perEmail, perIp } = requestLimits;
      const attempt = await limiter.attempt([
        [perEmail, email],
        [perIp, client.ip],
      ]);
      if (!attempt.allowed) {
        throw new AppError('resource_exhausted', 'Too many password reset requests. Please try again later.');
      }
      const user = await users.findByEmail(email);
      // The link is made and sent after answering, so the answer takes as long whether or not the account exists.
      if (user) {
        sendLink(user).catch((err: unknown) =>
          log.error({ err, userId: user._id }, 'password reset e-mail not sent'),
        );
      }
      return RESET_LINK_SENT;
    },

    async checkToken(token: string): Promise<void> {
      await validToken(token);
    },

    async reset(token: string, password: string, client: Client): Promise<Session> {
      if (!token) throw new AppError('invalid_argument', 'Invalid reset token');
      checkNewPassword(password);
      const found = await validToken(token);
      const passwordHash = await hashPassword(password);
      // Used up by deleting it: of two requests racing with one token, only one deletes it. (Should the process
      // stop before the password is written, the link is spent and the user asks for another.)
      if (!(await tokens.useUp(found._id))) throw new AppError('invalid_argument', INVALID_LINK);
      const owner = await users.findById(found.userId);
      if (!owner) throw new AppError('invalid_argument', INVALID_LINK);
      const user = await writer.setPassword(
        owner._id,
        passwordHash,
        [
          outboxEntry(bus, 'user.password_reset', owner._id, { userId: owner._id, email: owner.email }),
          outboxEntry(bus, 'user.logged_in', owner._id, {
            userId: owner._id,
            email: owner.email,
            ip: client.ip,
            visitorId: client.visitorId,
          }),
        ],
      );
      if (!user) throw new AppError('invalid_argument', INVALID_LINK);
      // Links sent before this reset are void too.
      await tokens.deleteForUser(user._id);
      return { user, token: signSession(user) };
    },

    /** Forgets tokens that have expired. */
    async prune(): Promise<void> {
      await tokens.deleteExpired(new Date());
    },
  };
}
export type PasswordReset = ReturnType<typeof passwordReset>;
