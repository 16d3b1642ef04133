// Several quotes for one project, uploaded from the dashboard and compared once analysed: each quote is an upload
// of its own (one credit each, as a single upload), then the comparison is made of those whose analysis completed.
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiJson, errorMessage } from '../../../lib/api-client';
import { toQuoteFormData, type QuoteSubmission } from '../../../components/upload-form/validation';
import { usageQueryKey } from '../../billing/api';
import { awaitAnalysis, quotesQueryKey } from '../../quotes/api';
import { comparisonsQueryKey, createComparison, MIN_COMPARED } from '../api';

export type QuoteProgress =
  | { contractorName: string; state: 'waiting' | 'uploading' }
  | { contractorName: string; state: 'analyzing' | 'complete'; quoteId: string }
  | { contractorName: string; state: 'failed'; reason: string; quoteId?: string };

// Each read is held by the server until the analysis settles or this long (docs/api.md waitMs).
const WAIT_MS = 10_000;

export type RunOutcome = { comparisonId: string } | { error: string };

export function useUploadAndCompare() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<QuoteProgress[]>([]);
  const [running, setRunning] = useState(false);

  const run = useCallback(
    async (submissions: QuoteSubmission[]): Promise<RunOutcome> => {
      setRunning(true);
      const states: QuoteProgress[] = submissions.map((s) => ({
        contractorName: s.contractorName,
        state: 'waiting',
      }));
      const update = (i: number, next: QuoteProgress) => {
        states[i] = next;
        setProgress([...states]);
      };
      setProgress([...states]);
      try {
        const settled: Promise<void>[] = [];
        for (const [i, submission] of submissions.entries()) {
          const { contractorName } = submission;
          update(i, { contractorName, state: 'uploading' });
          try {
            const { quoteId } = await apiJson<{ quoteId: string }>(
              'POST',
              '/api/upload-quote',
              toQuoteFormData(submission),
            );
            update(i, { contractorName, state: 'analyzing', quoteId });
            settled.push(
              untilSettled(quoteId).then((s) =>
                update(
                  i,
                  s.status === 'complete'
                    ? { contractorName, state: 'complete', quoteId }
                    : { contractorName, state: 'failed', quoteId, reason: s.reason },
                ),
              ),
            );
          } catch (error) {
            // An upload refused (no credits left, a bad file) stops the rest: they would cost credits for nothing.
            update(i, { contractorName, state: 'failed', reason: errorMessage(error, 'The upload failed.') });
            await Promise.all(settled);
            return { error: `${contractorName}: ${errorMessage(error, 'The upload failed.')}` };
          }
        }
        await Promise.all(settled);
        const analysed = states.flatMap((s) => (s.state === 'complete' ? [s.quoteId] : []));
        if (analysed.length < MIN_COMPARED)
          return {
            error:
              'Fewer than 2 quotes could be analysed, so there is nothing to compare. Your history shows each result.',
          };
        const { comparisonId } = await createComparison(analysed);
        return { comparisonId };
      } catch (error) {
        return { error: errorMessage(error, 'The comparison could not be made. Please try again.') };
      } finally {
        setRunning(false);
        await Promise.all(
          [usageQueryKey, quotesQueryKey, comparisonsQueryKey].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        );
      }
    },
    [queryClient],
  );

  return { run, progress, running };
}

async function untilSettled(
  quoteId: string,
): Promise<{ status: 'complete' } | { status: 'failed'; reason: string }> {
  for (;;) {
    const detail = await awaitAnalysis(quoteId, WAIT_MS);
    if (detail.status === 'complete') return { status: 'complete' };
    if (detail.status === 'failed')
      return { status: 'failed', reason: detail.failureReason ?? 'The analysis failed.' };
  }
}
