// Housekeeping on a timer: finished rate-limit windows and expired reset tokens are forgotten.
import type { Logger } from '@qa/platform';
import type { RateLimiter } from './rate-limits';
import type { PasswordReset } from './password-reset';

export function sweeper(deps: {
  limiter: RateLimiter;
  reset: PasswordReset;
  intervalMs: number;
  log: Logger;
}) {
  const { limiter, reset, intervalMs, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const pass = async () => {
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
