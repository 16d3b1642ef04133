// Helpers for the auth tests: the running auth service (gRPC and its database), the SMTP catcher's captured
// mail, the user-events topic, and the session cookie's claims.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import mongoose from 'mongoose';
import { Kafka, logLevel } from 'kafkajs';
import jwt from 'jsonwebtoken';
import { createClient } from '@qa/platform';
import { topics, type Envelope } from '@qa/contracts';
import { actingAs, eventually, testEnv } from '../../../test/support/env';
import { mailTo, type CapturedMail } from '../../../test/support/mail';

export const INVALID_LINK = 'This password reset link is invalid or has expired. Please request a new one.';
export const RESET_LINK_SENT = "If an account exists for that email, we've sent a password reset link.";

export function authClient() {
  return createClient('auth', testEnv('AUTH_GRPC_URL'), { identity: actingAs('gateway') });
}

export async function authDb() {
  return mongoose
    .createConnection(testEnv('MONGO_URL'), { dbName: `${testEnv('QA_NAMESPACE')}_auth` })
    .asPromise();
}

/** Waits for the n-th e-mail to an address (1-based) and returns it. */
export async function nthMailTo(email: string, n: number): Promise<CapturedMail> {
  return eventually(async () => (await mailTo(email))[n - 1], 20_000, `e-mail #${n} to ${email}`);
}

/** The reset link in a captured e-mail, and its token. */
export function resetLinkIn(mail: CapturedMail): { link: string; token: string } {
  const match = mail.text.match(/(https?:\/\/\S+)\/reset-password\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return { link: match[0], token: match[2] };
}

/** The claims and header of a session cookie's JWT (not verified: the test has no secret). */
export function sessionClaims(cookie: string) {
  const decoded = jwt.decode(cookie, { complete: true });
  if (!decoded || typeof decoded.payload === 'string') throw new Error('the session cookie is not a JWT');
  return { header: decoded.header, payload: decoded.payload };
}

/**
 * Reads the user-events topic of this test run from the start until `count` events match, then a little longer,
 * so a test can also see that nothing was published twice.
 */
export async function userEvents(
  match: (event: Envelope) => boolean,
  count: number,
  timeoutMs = 30_000,
): Promise<Envelope[]> {
  const kafka = new Kafka({
    clientId: 'auth-test-reader',
    brokers: testEnv('KAFKA_BROKERS').split(','),
    logLevel: logLevel.NOTHING,
  });
  const reader = kafka.consumer({ groupId: `${testEnv('QA_NAMESPACE')}.auth-test-${randomUUID()}` });
  const found: Envelope[] = [];
  await reader.connect();
  try {
    await reader.subscribe({ topic: `${testEnv('QA_NAMESPACE')}.${topics.user}`, fromBeginning: true });
    await reader.run({
      eachMessage: async ({ message }) => {
        const event = JSON.parse(message.value!.toString()) as Envelope;
        if (match(event)) found.push(event);
      },
    });
    await eventually(
      async () => (found.length >= count ? true : undefined),
      timeoutMs,
      `${count} matching user events (got ${found.length})`,
    );
    await new Promise((r) => setTimeout(r, 1000));
    return found;
  } finally {
    await reader.disconnect();
  }
}

export const eventsOfUser = (userId: string) => (event: Envelope) =>
  (event.data as { userId?: string }).userId === userId;

const root = path.resolve(import.meta.dirname, '../../..');

/** Runs the operator CLI of the auth service (services/auth/src/cli.ts) with the stack's environment. */
export function runAuthCli(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'services/auth/src/cli.ts'), ...args], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
