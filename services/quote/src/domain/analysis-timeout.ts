// A quote still analysing well after the reservation timeout will not hear back: its quote.submitted or the
// analysis's answer was lost (`npm run chaos`, database-restarted, once saw a quote.submitted vanish from the outbox
// while the database restarted under it). Billing has given the credit back at the timeout; this ends the quote the
// same way, failed with a reason, so an accepted analysis never stays "analyzing" for ever. It acts half a timeout
// after billing, so billing's release comes first, and an answer that was merely late (the analysis service starts
// a submission only within half the timeout) has long arrived.
import type { Logger } from '@qa/platform';
import type { QuoteStore } from '../store/quotes';
import type { SettleSignal } from './settle-signal';

export const TIMED_OUT =
  'This analysis did not finish in time, so it was stopped and your credit given back. Please try again; it costs nothing.';

const BATCH = 100;

export function analysisTimeouts(deps: { quotes: QuoteStore; settled: SettleSignal; log: Logger; reservationTimeoutMs: number; intervalMs: number }) {
  const { quotes, settled, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function pass() {
    const stuck = await quotes.analysingSince(new Date(Date.now() - deps.reservationTimeoutMs * 1.5), BATCH);
    for (const quote of stuck) {
      if (await quotes.settle(quote._id, quote.userId, quote.attempt, { status: 'failed', failureReason: TIMED_OUT })) {
        settled.notify(quote._id);
        log.warn({ quoteId: quote._id, attempt: quote.attempt }, 'analysis never reported back; the quote is failed as timed out');
      }
    }
  }

  const tick = () => {
    running ??= pass()
      .catch((err) => log.warn({ err }, 'analysis timeout pass failed; will retry'))
      .finally(() => {
        running = undefined;
      });
  };

  return {
    start() {
      timer = setInterval(tick, deps.intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
