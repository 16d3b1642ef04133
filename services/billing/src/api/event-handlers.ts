// What billing does with other services' events. Each handler is idempotent on its own (ledger keys), on top of
// the event bus skipping event ids it has applied.
import type { EventBus } from '@qa/platform';
import type { CreditAccounts } from '../domain/credit-accounts';
import type { Reservations } from '../domain/reservations';

export function subscribe(bus: EventBus, deps: { credits: CreditAccounts; reservations: Reservations }) {
  bus.on('user.registered', async (event) => {
    await deps.credits.open(event.userId, new Date(event.createdAt));
  });
  bus.on('analysis.completed', async (event) => {
    await deps.reservations.onAnalysisOutcome(event, 'commit', 'analysis completed');
  });
  bus.on('analysis.failed', async (event) => {
    await deps.reservations.onAnalysisOutcome(event, 'release', 'analysis failed');
  });
}
