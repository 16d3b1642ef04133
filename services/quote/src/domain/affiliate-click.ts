// A click on the affiliate link, announced as engagement.affiliate_clicked for the admin analytics. The gateway has
// no event producer, so it asks the quote service; a quote named in the click must be the user's own.
import { randomUUID } from 'node:crypto';
import { AppError, outboxEntry } from '@qa/platform';
import type { QuoteDeps } from './deps';
import { QUOTE_NOT_FOUND } from './quote-reads';

export async function trackAffiliateClick(deps: QuoteDeps, req: { userId: string; quoteId: string; client: { ip: string; visitorId: string } }): Promise<void> {
  const { userId, quoteId, client } = req;
  if (quoteId && !(userId && (await deps.quotes.findOwned(userId, quoteId)))) throw new AppError('not_found', QUOTE_NOT_FOUND);
  // A click changes no document: its event goes straight to the outbox, keyed by the quote or by the click.
  const key = quoteId || randomUUID();
  await deps.outbox.add([outboxEntry(deps.bus, 'engagement.affiliate_clicked', key, { userId, quoteId, ip: client.ip, visitorId: client.visitorId })]);
}
