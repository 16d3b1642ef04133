// A visitor's free analysis: one per visitor (the qa_visitor cookie) and a daily cap per client IP, analysed
// synchronously by the analysis service within a deadline. The result is kept here under a preview id; the
// visitor gets the withheld preview (no issue text) until they sign up and save it.
import { randomUUID } from 'node:crypto';
import { status as GrpcStatus } from '@grpc/grpc-js';
import { analysisFromProto, type AnalysisResult } from '@qa/contracts';
import { AppError, isServiceError, outboxEntry } from '@qa/platform';
import { readHeader, UploadReceiver, type UploadParts } from './upload-receiver';
import type { QuoteDeps } from './deps';
import { anonymousPreview } from './quote-views';
import { recordRefusedUpload, uploadRecorded } from './upload-records';
import type { Preview } from '../store/previews';

export const VISITOR_LIMIT = "You've already used your free analysis. Sign up for free to analyze more quotes.";
export const IP_LIMIT = 'Too many free analyses from your network today. Sign up for free to analyze more quotes.';

const today = () => new Date().toISOString().slice(0, 10);

export async function analyzeAnonymous(deps: QuoteDeps, parts: UploadParts) {
  const { client } = await readHeader(parts);
  if (!client.visitorId) throw new AppError('invalid_argument', 'A visitor id is required');
  const previewId = randomUUID();
  const receiver = new UploadReceiver(deps.files, deps.settings.uploadLimits, deps.log);
  let upload;
  try {
    // Told before any file is read; taken for real once the upload is complete and valid.
    await checkAllowance(deps, client.visitorId, client.ip);
    upload = await receiver.receive(parts, `quotes/${previewId}`);
    await takeAllowance(deps, client.visitorId, client.ip, previewId);
  } catch (err) {
    await receiver.discard();
    await recordRefusedUpload(deps, { uploadId: previewId, uploadType: 'anonymous', userId: '', client, ...receiver.progress }, err);
    throw err;
  }

  const { projectType, contractorName, files, totalSize } = upload;
  const base = { _id: previewId, visitorId: client.visitorId, ip: client.ip, projectType, contractorName, totalSize, claimedBy: '', quoteId: '', createdAt: new Date() };
  const recorded = (success: boolean, reason?: string) =>
    uploadRecorded(deps, { uploadId: previewId, uploadType: 'anonymous', userId: '', client, projectType, fileCount: files.length, totalSize, success, reason });

  let result: AnalysisResult;
  try {
    result = analysisFromProto(await deps.analysis.Analyze({ files, projectType, contractorName }, { deadlineMs: deps.settings.analyzeDeadlineMs }));
  } catch (err) {
    deps.log.warn({ err, previewId }, 'anonymous analysis failed');
    const failure = analysisFailure(err);
    // A failed analysis does not use up the visitor's one preview.
    await deps.limits.releaseVisitor(client.visitorId, previewId);
    await receiver.discard();
    const ticket = await deps.outbox.expect(deps.previews.model, previewId);
    await deps.previews.insert({ ...base, files: [], status: 'failed', result: null, failureReason: failure.message }, [recorded(false, failure.message)]);
    await deps.outbox.stage(deps.previews.model, previewId, ticket);
    throw failure;
  }

  const preview: Preview & { result: AnalysisResult } = { ...base, files, status: 'complete', result, failureReason: '' };
  const ticket = await deps.outbox.expect(deps.previews.model, previewId);
  await deps.previews.insert(preview, [
    outboxEntry(deps.bus, 'quote.anonymous_analyzed', previewId, { previewId, projectType, fileCount: files.length, totalSize, ip: client.ip, visitorId: client.visitorId }),
    recorded(true),
  ]);
  await deps.outbox.stage(deps.previews.model, previewId, ticket);
  return anonymousPreview(preview);
}

async function checkAllowance(deps: QuoteDeps, visitorId: string, ip: string): Promise<void> {
  if (await deps.limits.visitorHasUsed(visitorId)) throw new AppError('resource_exhausted', VISITOR_LIMIT);
  if ((await deps.limits.ipCount(ip, today())) >= deps.settings.anonymousPreviewsPerIpPerDay) throw new AppError('resource_exhausted', IP_LIMIT);
}

async function takeAllowance(deps: QuoteDeps, visitorId: string, ip: string, previewId: string): Promise<void> {
  if (!(await deps.limits.takeVisitor(visitorId, previewId))) throw new AppError('resource_exhausted', VISITOR_LIMIT);
  if (!(await deps.limits.takeIpSlot(ip, today(), deps.settings.anonymousPreviewsPerIpPerDay))) {
    await deps.limits.releaseVisitor(visitorId, previewId);
    throw new AppError('resource_exhausted', IP_LIMIT);
  }
}

/** What the visitor is told when the synchronous analysis does not produce a result. */
function analysisFailure(err: unknown): AppError {
  if (isServiceError(err)) {
    if (err.code === GrpcStatus.INVALID_ARGUMENT) return new AppError('invalid_argument', err.details);
    if (err.code === GrpcStatus.DEADLINE_EXCEEDED) return new AppError('unavailable', 'The analysis took too long. Please try again.');
    if (err.code === GrpcStatus.UNAVAILABLE) return new AppError('unavailable', 'The analysis service is unavailable. Please try again shortly.');
  }
  return new AppError('invalid_argument', 'We could not read this quote. Please check the file opens correctly and try again.');
}
