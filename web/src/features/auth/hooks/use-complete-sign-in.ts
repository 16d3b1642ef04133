// Spec §4 "After sign-up or sign-in": refresh the user, save a pending anonymous preview, then navigate.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { pendingAnalysis } from '../../../lib/pending-analysis';
import { userQueryKey } from '../../../lib/query-client';
import { quotesQueryKey, savePreviewAnalysis } from '../../quotes/api';
import type { User } from '../types';

export const REDIRECT_AFTER_SAVE_MS = 100;

export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    async (user?: User) => {
      if (user) queryClient.setQueryData(userQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: userQueryKey });

      const analysisData = pendingAnalysis.readResult();
      const info = pendingAnalysis.readContractorInfo();
      if (analysisData && info) {
        try {
          const { quoteId } = await savePreviewAnalysis({
            analysisData,
            contractorName: info.contractorName,
            projectType: info.projectType,
          });
          // The two saved items go, and so does the pending file list: the user is signed in now.
          pendingAnalysis.clearAll();
          void queryClient.invalidateQueries({ queryKey: quotesQueryKey });
          window.setTimeout(
            () => navigate(`/analysis/${encodeURIComponent(quoteId)}`),
            REDIRECT_AFTER_SAVE_MS,
          );
          return;
        } catch (error) {
          console.error('Saving the preview analysis failed', error);
        }
      }
      navigate('/dashboard');
    },
    [queryClient, navigate],
  );
}
