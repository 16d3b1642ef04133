// Credits are granted by the payment webhook, a moment after the card is charged: poll usage until they rise.
import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { usageQueryKey } from '../api';
import type { Usage } from '../types';

const POLL_MS = 1500;
const TIMEOUT_MS = 30_000;

export function useAwaitCredits() {
  const queryClient = useQueryClient();
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  /** Resolves true once analysisCredits exceeds the baseline, false on timeout or unmount. */
  return useCallback(
    async (baseline: number): Promise<boolean> => {
      const deadline = Date.now() + TIMEOUT_MS;
      while (alive.current && Date.now() < deadline) {
        try {
          const usage = await queryClient.fetchQuery<Usage | null>({ queryKey: usageQueryKey, staleTime: 0 });
          if (usage && usage.analysisCredits > baseline) return true;
        } catch {
          // keep trying until the deadline
        }
        await new Promise((resolve) => window.setTimeout(resolve, POLL_MS));
      }
      return false;
    },
    [queryClient],
  );
}
