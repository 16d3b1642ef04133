import { useNavigate } from 'react-router-dom';
import { Checkbox, Tag } from 'antd';
import { FileImageOutlined, FilePdfOutlined, LoadingOutlined, RightOutlined } from '@ant-design/icons';
import { ClarityBadge } from '../../../components/clarity-badge';
import { formatRelativeDate } from '../../../lib/format';
import { projectTypeLabel } from '../../../lib/project-types';
import type { QuoteListItem } from '../types';

function fileTypeLabel(fileType: string | undefined): string {
  if (!fileType) return 'File';
  if (fileType === 'application/pdf') return 'PDF';
  if (fileType.startsWith('image/')) return fileType.slice(6).toUpperCase().replace('JPEG', 'JPG');
  return fileType.toUpperCase();
}

function statusOf(item: QuoteListItem): 'analyzing' | 'complete' | 'failed' {
  if (item.status) return item.status;
  return item.analysisComplete ? 'complete' : 'analyzing';
}

/** Picking analysed quotes to compare: which are picked, and how to pick or unpick one. */
export interface HistorySelection {
  selected: ReadonlySet<string>;
  onToggle: (quoteId: string) => void;
}

export function HistoryList({ items, selection }: { items: QuoteListItem[]; selection?: HistorySelection }) {
  const navigate = useNavigate();
  return (
    <ul className="qa-list qa-history" data-testid="history-list">
      {items.map((item) => {
        const clickable = item.analysisComplete === true;
        const status = statusOf(item);
        const open = () => navigate(`/analysis/${encodeURIComponent(item.id)}`);
        const isPdf = item.fileType === 'application/pdf';
        return (
          <li key={item.id}>
            <div
              className={`qa-card qa-history__item ${clickable ? 'qa-history__item--clickable' : ''}`}
              data-testid="history-item"
              data-quote-id={item.id}
              data-status={status}
              role={clickable ? 'link' : undefined}
              tabIndex={clickable ? 0 : undefined}
              aria-disabled={clickable ? undefined : true}
              onClick={clickable ? open : undefined}
              onKeyDown={
                clickable
                  ? (e) => {
                      if (e.key === 'Enter' || e.key === ' ') {
                        e.preventDefault();
                        open();
                      }
                    }
                  : undefined
              }
            >
              {selection && clickable && (
                // Picking is not opening: the click and the keys stay with the checkbox.
                <span
                  className="qa-history__pick"
                  onClick={(e) => e.stopPropagation()}
                  onKeyDown={(e) => e.stopPropagation()}
                >
                  <Checkbox
                    checked={selection.selected.has(item.id)}
                    onChange={() => selection.onToggle(item.id)}
                    aria-label={`Compare ${item.contractorName}`}
                    data-testid="history-select"
                  />
                </span>
              )}
              <span className={`qa-icon-tile qa-history__icon ${isPdf ? 'qa-history__icon--pdf' : ''}`} aria-hidden>
                {isPdf ? <FilePdfOutlined /> : <FileImageOutlined />}
              </span>
              <div className="qa-history__body">
                <div className="qa-history__title">
                  <span data-testid="history-project-type">{projectTypeLabel(item.projectType)}</span>
                  {status === 'analyzing' && (
                    <Tag color="processing" icon={<LoadingOutlined />} data-testid="history-status">
                      Analyzing
                    </Tag>
                  )}
                  {status === 'failed' && (
                    <Tag color="error" data-testid="history-status">
                      Failed
                    </Tag>
                  )}
                </div>
                <div className="qa-history__contractor" data-testid="history-contractor">
                  {item.contractorName}
                </div>
                <div className="qa-history__meta">
                  <span className="qa-history__file" title={item.fileName}>
                    {item.fileName}
                  </span>
                  <span>·</span>
                  <span>{fileTypeLabel(item.fileType)}</span>
                  <span>·</span>
                  <span data-testid="history-date">{formatRelativeDate(item.createdAt)}</span>
                </div>
              </div>
              <div className="qa-history__side">
                {clickable && typeof item.clarityRating === 'number' && (
                  <ClarityBadge score={item.clarityRating} testId="history-clarity" />
                )}
                {clickable && <RightOutlined className="qa-history__chevron" aria-hidden />}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
