// Signed-in upload (spec §4 "Authenticated upload", §8 upload errors).
import { useNavigate } from 'react-router-dom';
import { errorMessage, isUnauthorizedError } from '../../../lib/api-client';
import { UploadForm } from '../../../components/upload-form/upload-form';
import { useToast } from '../../../components/toast/toast-context';
import { useHandleUnauthorized } from '../../../hooks/use-unauthorized-redirect';
import { useUploadQuote } from '../api';
import { ANALYSIS_COMPLETE_TOAST } from '../lib/analysis-toasts';

export const NO_CREDITS_REDIRECT_MS = 2000;

export function DashboardUpload({ canAnalyze }: { canAnalyze: boolean }) {
  const upload = useUploadQuote();
  const navigate = useNavigate();
  const { toast } = useToast();
  const handleUnauthorized = useHandleUnauthorized();

  return (
    <UploadForm
      id="dashboard-upload"
      canAnalyze={canAnalyze}
      isUploading={upload.isPending}
      onSubmit={(submission, accepted) =>
        upload.mutate(submission, {
          // Spec §4: "Analysis Complete", then the detail page. An analysis still running after the wait opens the
          // detail page early, which shows it analysing and says when it is done; a failed one shows why there.
          onSuccess: ({ quoteId, analysis }) => {
            accepted();
            if (analysis?.status === 'complete') toast(ANALYSIS_COMPLETE_TOAST);
            else if (analysis?.status !== 'failed') {
              toast({
                title: 'Quote Submitted',
                description: 'Your quote is being analyzed. Results are usually ready in 30-60 seconds.',
                variant: 'success',
              });
            }
            navigate(`/analysis/${encodeURIComponent(quoteId)}`);
          },
          onError: (error) => {
            if (isUnauthorizedError(error)) {
              handleUnauthorized();
              return;
            }
            if (error instanceof Error && error.message.includes('No analysis credits remaining')) {
              toast({
                title: 'No Credits Left',
                description: 'Purchase more credits to continue analyzing quotes.',
                variant: 'destructive',
              });
              window.setTimeout(() => navigate('/purchase'), NO_CREDITS_REDIRECT_MS);
              return;
            }
            toast({
              title: 'Upload Failed',
              description: errorMessage(error, 'Failed to analyze quote'),
              variant: 'destructive',
            });
          },
        })
      }
    />
  );
}
