// The auth service: accounts, sessions (signed tokens with a revocable version), password reset by e-mail, the
// admin role, and rate limits on sign-in and reset requests. Publishes user.* events; consumes none.
import type mongoose from 'mongoose';
import { z } from 'zod';
import {
  ConfigError,
  sessionSecretShape,
  type CommonConfig,
  type EventBus,
  type Logger,
  type Outbox,
  type ServiceDefinition,
} from '@qa/platform';
import { userModel, userStore } from './store/users';
import { userWriter } from './store/user-writer';
import { resetTokenModel, resetTokenStore } from './store/reset-tokens';
import { rateLimitHitModel, rateLimitHitStore } from './store/rate-limit-hits';
import { describeWindow, rateLimiter } from './domain/rate-limits';
import { sessionSigner } from './domain/session-token';
import { accounts } from './domain/accounts';
import { passwordReset } from './domain/password-reset';
import { sweeper } from './domain/sweeper';
import { normalizeEmail } from './domain/credentials';
import { resetMailer } from './mail/reset-mail';
import { grpcHandlers } from './api/grpc-handlers';

const DEV_SMTP_URL = 'smtp://127.0.0.1:1025';
const positive = (value: number) => z.coerce.number().int().positive().default(value);

export const authConfig = {
  ...sessionSecretShape,
  /** Comma list of e-mails that get the admin role when they sign up or sign in. */
  ADMIN_EMAILS: z.string().default(''),
  SMTP_URL: z.string().url().default(DEV_SMTP_URL),
  MAIL_FROM: z.string().min(3).default('Quote Analyzer <no-reply@quoteanalyzer.local>'),
  /** Where the web app is, for the links in e-mails. */
  APP_BASE_URL: z.string().url().default('http://localhost:8080'),
  RESET_TOKEN_TTL_MINUTES: positive(60),
  SIGN_IN_WINDOW_MINUTES: positive(15),
  SIGN_IN_MAX_FAILURES_PER_EMAIL: positive(10),
  SIGN_IN_MAX_FAILURES_PER_IP: positive(30),
  RESET_WINDOW_MINUTES: positive(60),
  RESET_MAX_REQUESTS_PER_EMAIL: positive(5),
  RESET_MAX_REQUESTS_PER_IP: positive(20),
  SWEEP_INTERVAL_MS: positive(30_000),
};
export type AuthConfig = z.infer<z.ZodObject<typeof authConfig>> & CommonConfig;

const minutes = (n: number) => n * 60_000;

/** The stores and use cases, wired from the configuration (the service and the operator CLI share this). */
export function authParts({
  config,
  db,
  bus,
  log,
  outbox,
}: {
  config: AuthConfig;
  db: mongoose.Connection;
  bus: EventBus;
  log: Logger;
  outbox: Outbox;
}) {
  const users = userStore(userModel(db));
  const tokens = resetTokenStore(resetTokenModel(db));
  const writer = userWriter({ users: users.model, outbox });
  const limiter = rateLimiter(rateLimitHitStore(rateLimitHitModel(db)));
  const signSession = sessionSigner(config.JWT_SECRET);
  const tokenTtlMs = minutes(config.RESET_TOKEN_TTL_MINUTES);
  const mailer = resetMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    appBaseUrl: config.APP_BASE_URL,
    validFor: describeWindow(tokenTtlMs),
  });
  const limit = (name: string, max: number, windowMinutes: number) => ({
    name,
    max,
    windowMs: minutes(windowMinutes),
  });
  const adminEmails = new Set(config.ADMIN_EMAILS.split(',').map(normalizeEmail).filter(Boolean));

  return {
    users,
    limiter,
    mailer,
    accounts: accounts({
      users,
      writer,
      bus,
      signSession,
      limiter,
      adminEmails,
      signInLimits: {
        perEmail: limit(
          'sign-in-email',
          config.SIGN_IN_MAX_FAILURES_PER_EMAIL,
          config.SIGN_IN_WINDOW_MINUTES,
        ),
        perIp: limit('sign-in-ip', config.SIGN_IN_MAX_FAILURES_PER_IP, config.SIGN_IN_WINDOW_MINUTES),
      },
    }),
    reset: passwordReset({
      users,
      tokens,
      writer,
      bus,
      signSession,
      limiter,
      tokenTtlMs,
      mailer,
      log,
      requestLimits: {
        perEmail: limit('reset-email', config.RESET_MAX_REQUESTS_PER_EMAIL, config.RESET_WINDOW_MINUTES),
        perIp: limit('reset-ip', config.RESET_MAX_REQUESTS_PER_IP, config.RESET_WINDOW_MINUTES),
      },
    }),
  };
}

export const authService: ServiceDefinition<'auth', typeof authConfig> = {
  name: 'auth',
  grpc: 'auth',
  defaultGrpcPort: 7051,
  defaultHealthPort: 9101,
  config: authConfig,
  async setup(ctx) {
    const { config, log } = ctx;
    if (config.APP_ENV === 'production' && config.SMTP_URL === DEV_SMTP_URL) {
      throw new ConfigError('invalid configuration: SMTP_URL: must be set in production');
    }
    const parts = authParts(ctx);
    const housekeeping = sweeper({
      limiter: parts.limiter,
      reset: parts.reset,
      intervalMs: config.SWEEP_INTERVAL_MS,
      log,
    });
    return {
      handlers: grpcHandlers({ accounts: parts.accounts, reset: parts.reset, log }),
      outboxModels: [parts.users.model],
      start: () => housekeeping.start(),
      stop: async () => {
        await housekeeping.stop();
        parts.mailer.close();
      },
    };
  },
};
