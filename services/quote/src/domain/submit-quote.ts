// A signed-in user's upload, the start of the analysis saga: files to the object store → a credit held by billing
// → the quote recorded with quote.submitted in its outbox. analysis consumes that event and answers with
// analysis.completed or analysis.failed, which settle the quote here and the credit in billing.
//
// The credit is reserved once the files are stored and checked, not before: a refused or broken upload then never
// holds a credit (billing has no call to give one back early; its reservation timeout would). Users with no credits
// are still told at once, by a usage check before any file is read. Only if the quote record itself cannot be
// written after the reservation does a credit wait for billing's reservation timeout to come back.
import { randomUUID } from 'node:crypto';
import { AppError, outboxEntry, type OutboxTicket } from '@qa/platform';
import { readHeader, UploadReceiver, type UploadParts } from './upload-receiver';
import type { QuoteDeps } from './deps';
import { recordRefusedUpload, uploadRecorded } from './upload-records';

export const NO_CREDITS = 'No analysis credits remaining';

export async function submitQuote(deps: QuoteDeps, parts: UploadParts): Promise<{ quoteId: string }> {
  const { userId, client } = await readHeader(parts);
  if (!userId) throw new AppError('unauthenticated', 'Unauthorized');
  const quoteId = randomUUID();
  const receiver = new UploadReceiver(deps.files, deps.settings.uploadLimits, deps.log);
  let ticket: OutboxTicket | undefined;
  try {
    const usage = await deps.billing.GetUsage({ userId });
    if (!usage.canAnalyze) throw new AppError('failed_precondition', NO_CREDITS);
    const upload = await receiver.receive(parts, `quotes/${quoteId}`);
    await deps.billing.ReserveCredit({ userId, quoteId, attempt: 1 });
    const { projectType, contractorName, files, totalSize } = upload;
    ticket = await deps.outbox.expect(deps.quotes.model, quoteId);
    await deps.quotes.insert(
      { _id: quoteId, userId, projectType, contractorName, files, totalSize, status: 'analyzing', attempt: 1, result: null, failureReason: '', previewId: '', createdAt: new Date() },
      [
        outboxEntry(deps.bus, 'quote.submitted', quoteId, { quoteId, userId, attempt: 1, projectType, contractorName, files, ip: client.ip, visitorId: client.visitorId }),
        uploadRecorded(deps, { uploadId: quoteId, uploadType: 'authenticated', userId, client, projectType, fileCount: files.length, totalSize, success: true }),
      ],
    );
  } catch (err) {
    await receiver.discard();
    await recordRefusedUpload(deps, { uploadId: quoteId, uploadType: 'authenticated', userId, client, ...receiver.progress }, err);
    throw err;
  }
  await deps.outbox.stage(deps.quotes.model, quoteId, ticket);
  return { quoteId };
}
