// Housekeeping on a timer: events a crash left in user documents are moved to the outbox, and published events,
// finished rate-limit windows and expired reset tokens are forgotten.
import type { Logger } from '@qa/platform';
import type { UserWriter } from '../store/user-writer';
import type { RateLimiter } from './rate-limits';
import type { PasswordReset } from './password-reset';

const KEEP_PUBLISHED_MS = 24 * 3600_000;

export function sweeper(deps: {
  writer: UserWriter;
  limiter: RateLimiter;
  reset: PasswordReset;
  intervalMs: number;
  log: Logger;
}) {
  const { writer, limiter, reset, intervalMs, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const pass = async () => {
    await writer.sweep();
    await writer.prunePublished(new Date(Date.now() - KEEP_PUBLISHED_MS));
    await limiter.prune();
    await reset.prune();
  };
  const tick = () => {
    running ??= pass()
      .catch((err: unknown) => log.warn({ err }, 'auth housekeeping pass failed; will retry'))
      .finally(() => (running = undefined));
  };

  return {
    start() {
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
