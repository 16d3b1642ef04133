import { useParams } from 'react-router-dom';
import { useDocumentMeta } from '../../../lib/document-meta';
import { AnalysisView } from '../components/analysis-view';

export function AnalysisPage() {
  const { quoteId = '' } = useParams();
  useDocumentMeta('Quote Analysis | Quote Analyzer');
  return <AnalysisView key={quoteId} quoteId={quoteId} />;
}
