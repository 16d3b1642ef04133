// Consumes quote.submitted: reads the files from the object store, analyses them, and records the outcome
// together with the event that announces it (analysis.completed or analysis.failed).
import type { Envelope, EventData } from '@qa/contracts';
import { outboxEntry, type EventBus, type Logger, type ObjectStore, type Outbox } from '@qa/platform';
import type { AnalysisJobModel } from '../store/analysis-jobs';
import { UnreadableFileError } from '../domain/extract/unreadable';
import type { Analyze } from './analyze';

/** The delivery that finds this many starts of an unfinished job fails it instead of running it again. */
const MAX_STARTS = 3;

/**
 * A submission that waited longer than its start deadline (a backlog, a broker down for a while) is failed rather
 * than analysed: billing gives the credit back at the reservation timeout, and an analysis that completed after that
 * would be free while the quote shows it complete. Starting by half the timeout leaves the other half for the
 * analysis itself (bounded by the reader's own limits) and for its outcome to reach billing, so the quote and the
 * credit always end the same way.
 */
export class TooLateToStartError extends Error {
  constructor() {
    super('This analysis waited too long to start, so it was stopped and your credit given back. Please try again; it costs nothing.');
  }
}

export function onQuoteSubmitted(deps: { jobs: AnalysisJobModel; bus: EventBus; files: ObjectStore; analyze: Analyze; log: Logger; outbox: Outbox; startDeadlineMs: number }) {
  return async (event: EventData<'quote.submitted'>, envelope: Pick<Envelope, 'occurredAt'>) => {
    const jobId = `${event.quoteId}:${event.attempt}`;
    const job = await deps.jobs.findOneAndUpdate(
      { _id: jobId },
      { $setOnInsert: { quoteId: event.quoteId, userId: event.userId, attempt: event.attempt, status: 'running' }, $inc: { starts: 1 } },
      { upsert: true, returnDocument: 'after' },
    );
    // A redelivered event for a finished job changes nothing: analysed once, announced once.
    if (job.status !== 'running') return;

    const started = Date.now();
    let update;
    try {
      // Earlier deliveries that began and never finished ended their process: this file is not tried again.
      if (job.starts >= MAX_STARTS) throw new UnreadableFileError('this quote', 'reading it stopped the analysis twice');
      if (started - Date.parse(envelope.occurredAt) > deps.startDeadlineMs) throw new TooLateToStartError();
      const result = await deps.analyze(event.files, event.projectType, event.contractorName);
      const durationMs = Date.now() - started;
      update = {
        $set: { status: 'completed', result, durationMs, finishedAt: new Date() },
        $push: { outbox: outboxEntry(deps.bus, 'analysis.completed', event.quoteId, { quoteId: event.quoteId, userId: event.userId, attempt: event.attempt, durationMs, result }) },
      };
    } catch (err) {
      const error = userFacingFailure(err);
      deps.log.warn({ err, quoteId: event.quoteId }, 'analysis failed');
      update = {
        $set: { status: 'failed', error, durationMs: Date.now() - started, finishedAt: new Date() },
        $push: { outbox: outboxEntry(deps.bus, 'analysis.failed', event.quoteId, { quoteId: event.quoteId, userId: event.userId, attempt: event.attempt, error }) },
      };
    }
    const ticket = await deps.outbox.expect(deps.jobs, jobId);
    await deps.jobs.updateOne({ _id: jobId, status: 'running' }, update);
    await deps.outbox.stage(deps.jobs, jobId, ticket);
  };
}

/** What the homeowner is told when a quote cannot be analysed; the detail stays in the log. */
function userFacingFailure(err: unknown): string {
  if (err instanceof TooLateToStartError) return err.message;
  const message = (err as Error)?.message ?? '';
  if (/no readable text|could not read/i.test(message)) return message;
  return 'We could not read this quote. Please check the file opens correctly and try again.';
}
