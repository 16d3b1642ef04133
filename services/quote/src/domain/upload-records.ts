// The admin activity log has one row per upload attempt, successful or not (quote.upload_recorded). A successful
// upload's event travels in its quote's or preview's outbox; a refused one, which changes no document, goes straight
// to the outbox.
import { AppError, isServiceError, outboxEntry, type OutboxEntry } from '@qa/platform';
import type { QuoteDeps } from './deps';

type UploadType = 'authenticated' | 'anonymous';

export interface UploadOutcome {
  uploadId: string;
  uploadType: UploadType;
  userId: string;
  client: { ip: string; visitorId: string };
  projectType: string;
  fileCount: number;
  totalSize: number;
  success: boolean;
  reason?: string;
}

export function uploadRecorded(deps: Pick<QuoteDeps, 'bus'>, outcome: UploadOutcome): OutboxEntry {
  const { uploadId, uploadType, userId, client, projectType, fileCount, totalSize, success, reason = '' } = outcome;
  return outboxEntry(deps.bus, 'quote.upload_recorded', uploadId, {
    uploadId,
    uploadType,
    userId,
    projectType,
    fileCount,
    totalSize,
    success,
    reason,
    ip: client.ip,
    visitorId: client.visitorId,
  });
}

/** The reason a refused upload shows in the log: the message the user saw, or a generic one. */
export function refusalReason(err: unknown): string {
  if (err instanceof AppError) return err.message;
  if (isServiceError(err)) return err.details;
  if ((err as { code?: string })?.code === 'ERR_STREAM_PREMATURE_CLOSE') return 'Upload interrupted';
  return 'Internal error';
}

/**
 * Records a refused upload under the id its files were (briefly) stored under. Never hides the refusal itself if
 * the event cannot be recorded.
 */
export async function recordRefusedUpload(deps: QuoteDeps, outcome: Omit<UploadOutcome, 'success' | 'reason'>, err: unknown): Promise<void> {
  const { uploadId } = outcome;
  const reason = refusalReason(err);
  try {
    await deps.outbox.add([uploadRecorded(deps, { ...outcome, uploadId, success: false, reason })]);
  } catch (recordErr) {
    deps.log.error({ err: recordErr }, 'could not record a refused upload');
  }
}
