// Anonymous upload on the landing page: analyse, keep the result in session storage, go to /preview.
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { pendingAnalysis } from '../../../lib/pending-analysis';
import { UploadForm } from '../../../components/upload-form/upload-form';
import { useToast } from '../../../components/toast/toast-context';
import { useAnonymousAnalyze } from '../../quotes/api';

export const UPLOAD_ANCHOR = 'analyze';

export function LandingUpload() {
  const analyze = useAnonymousAnalyze();
  const navigate = useNavigate();
  const { toast } = useToast();

  return (
    <section className="qa-section qa-upload-section" aria-labelledby="upload-title">
      <div className="qa-container qa-container--narrow">
        <div className="qa-card qa-upload-card" id={UPLOAD_ANCHOR} data-testid="landing-upload-card">
          <h2 id="upload-title" className="qa-upload-card__title">
            Submit Quote for Analysis
          </h2>
          <p className="qa-upload-card__lead">
            Upload your contractor quote and get a free AI risk check. No account needed to start.
          </p>
          <UploadForm
            id="landing-upload"
            isUploading={analyze.isPending}
            onSubmit={(submission, accepted) =>
              analyze.mutate(submission, {
                onSuccess: (result) => {
                  accepted();
                  pendingAnalysis.store(
                    result,
                    { contractorName: submission.contractorName, projectType: submission.projectType },
                    submission.files,
                  );
                  navigate('/preview');
                },
                onError: (error) =>
                  toast({
                    title: 'Analysis failed',
                    description: errorMessage(error, 'Failed to analyze quote'),
                    variant: 'destructive',
                  }),
              })
            }
          />
        </div>
      </div>
    </section>
  );
}
