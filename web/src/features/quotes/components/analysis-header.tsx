import { CalendarOutlined, FileTextOutlined, ToolOutlined } from '@ant-design/icons';
import { formatDate } from '../../../lib/format';
import { projectTypeLabel } from '../../../lib/project-types';
import type { QuoteDetail } from '../types';

export function AnalysisHeader({ quote }: { quote: QuoteDetail }) {
  return (
    <header className="qa-analysis-header" data-testid="analysis-header">
      <h1 data-testid="analysis-contractor">{quote.contractorName}</h1>
      <div className="qa-analysis-header__meta">
        <span data-testid="analysis-project-type">
          <ToolOutlined aria-hidden /> {projectTypeLabel(quote.projectType)}
        </span>
        {quote.createdAt && (
          <span data-testid="analysis-date">
            <CalendarOutlined aria-hidden /> {formatDate(quote.createdAt)}
          </span>
        )}
        {quote.fileName && (
          <span className="qa-analysis-header__file">
            <FileTextOutlined aria-hidden /> {quote.fileName}
            {quote.fileCount && quote.fileCount > 1 ? ` (+${quote.fileCount - 1} more)` : ''}
          </span>
        )}
      </div>
    </header>
  );
}
