// Every SWEEP_INTERVAL_MS: credits held for analyses that never reported back are released once they are older
// than RESERVATION_TIMEOUT_MS.
import type { Logger } from '@qa/platform';
import type { LedgerStore } from '../store/ledger';
import type { Reservations } from './reservations';

const BATCH = 100;

export function sweeper(deps: { ledger: LedgerStore; reservations: Reservations; intervalMs: number; reservationTimeoutMs: number; log: Logger }) {
  const { ledger, reservations, intervalMs, reservationTimeoutMs, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function pass() {
    const expired = await ledger.unsettledHoldsBefore(new Date(Date.now() - reservationTimeoutMs), BATCH);
    for (const hold of expired) await reservations.settle(hold, 'release', 'timed out');
    if (expired.length) log.info({ holds: expired.length }, 'released credits held past the reservation timeout');
  }

  const tick = () => {
    running ??= pass()
      .catch((err) => log.warn({ err }, 'sweeper pass failed; will retry'))
      .finally(() => {
        running = undefined;
      });
  };

  return {
    start() {
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
