// analysis.completed / analysis.failed settle the quote's current attempt. Settling is one conditional write on
// quoteId + attempt + status, so a redelivered or out-of-date outcome changes nothing.
import type { EventBus, Logger } from '@qa/platform';
import type { QuoteStore } from '../store/quotes';
import type { SettleSignal } from '../domain/settle-signal';

export function subscribe(bus: EventBus, deps: { quotes: QuoteStore; settled: SettleSignal; log: Logger }) {
  const { quotes, settled, log } = deps;
  bus.on('analysis.completed', async (event) => {
    const applied = await quotes.settle(event.quoteId, event.userId, event.attempt, { status: 'complete', result: event.result });
    if (applied) settled.notify(event.quoteId);
    else log.info({ quoteId: event.quoteId, attempt: event.attempt }, 'analysis.completed for no running attempt; ignored');
  });
  bus.on('analysis.failed', async (event) => {
    const applied = await quotes.settle(event.quoteId, event.userId, event.attempt, { status: 'failed', failureReason: event.error });
    if (applied) settled.notify(event.quoteId);
    else log.info({ quoteId: event.quoteId, attempt: event.attempt }, 'analysis.failed for no running attempt; ignored');
  });
}
