// Saving an anonymous preview to the account made after it: the stored preview becomes a complete quote with the
// stored analysis. Only the visitor who made the preview (same qa_visitor cookie) can save it, and only once: the
// quote takes the preview's id, so the unique _id decides who claimed it. Nothing of the analysis comes from the
// browser; a repeated save by the same user answers with the same quote.
import { AppError, isDuplicateKey, outboxEntry } from '@qa/platform';
import type { QuoteDeps } from './deps';

export const PREVIEW_NOT_AVAILABLE = 'This preview cannot be saved. Please analyze the quote again.';

export async function savePreview(deps: QuoteDeps, req: { userId: string; previewId: string; client: { ip: string; visitorId: string } }): Promise<{ quoteId: string }> {
  const { userId, previewId, client } = req;
  if (!previewId) throw new AppError('invalid_argument', 'previewId is required');
  const preview = await deps.previews.findForVisitor(previewId, client.visitorId);
  if (!preview?.result) throw new AppError('not_found', PREVIEW_NOT_AVAILABLE);
  const { _id: quoteId, projectType, contractorName, files, totalSize, result } = preview;
  const ticket = await deps.outbox.expect(deps.quotes.model, quoteId);
  try {
    await deps.quotes.insert(
      { _id: quoteId, userId, projectType, contractorName, files, totalSize, status: 'complete', attempt: 1, result, failureReason: '', previewId, createdAt: new Date() },
      [outboxEntry(deps.bus, 'quote.preview_saved', quoteId, { quoteId, previewId, userId, projectType, ip: client.ip, visitorId: client.visitorId })],
    );
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    if ((await deps.quotes.ownerOf(quoteId)) !== userId) throw new AppError('not_found', PREVIEW_NOT_AVAILABLE);
  }
  await deps.outbox.stage(deps.quotes.model, quoteId, ticket);
  await deps.previews.markClaimed(previewId, userId);
  return { quoteId };
}
