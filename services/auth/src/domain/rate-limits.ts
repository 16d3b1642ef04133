// Limits on sign-in and password-reset requests, per e-mail and per client IP, over a sliding window. The counts
// live in this service's database, so every replica sees the same numbers.
import { randomUUID } from 'node:crypto';
import type { RateLimitHitStore } from '../store/rate-limit-hits';

export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

/** A limit and whom it counts for (an e-mail or an IP); an empty subject is never limited. */
export type Check = [limit: Limit, subject: string];

export interface Attempt {
  /** False when the attempt would exceed a limit; it is then not counted. */
  allowed: boolean;
  /** Takes the attempt back (a sign-in that succeeded is not a failure). */
  release(): Promise<void>;
}

export function rateLimiter(hits: RateLimitHitStore) {
  const keyOf = (limit: Limit, subject: string) => `${limit.name}:${subject}`;

  return {
    /**
     * Counts an attempt against each limit. The attempt is recorded first and counted with the others, so
     * concurrent attempts cannot all slip under a limit.
     */
    async attempt(checks: Check[]): Promise<Attempt> {
      const now = Date.now();
      const counted = checks
        .filter(([, subject]) => subject)
        .map(([limit, subject]) => ({ limit, key: keyOf(limit, subject), _id: randomUUID() }));
      const within = await Promise.all(
        counted.map(async ({ limit, key, _id }) => {
          await hits.record({ _id, key, expiresAt: new Date(now + limit.windowMs) });
          return (await hits.countLive(key, new Date(now))) <= limit.max;
        }),
      );
      const release = async () => {
        await hits.deleteIds(counted.map((c) => c._id));
      };
      const allowed = within.every(Boolean);
      if (!allowed) await release();
      return { allowed, release };
    },

    /** Forgets every attempt counted for the subject. */
    async clear(limit: Limit, subject: string): Promise<void> {
      await hits.deleteKey(keyOf(limit, subject));
    },

    /** Forgets attempts that no longer count. */
    async prune(): Promise<void> {
      await hits.deleteExpired(new Date());
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;

/** "15 minutes", "1 hour": a window as the messages say it. */
export function describeWindow(windowMs: number): string {
  const minutes = Math.round(windowMs / 60_000);
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
