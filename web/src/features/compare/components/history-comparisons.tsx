// On /history: the user's comparisons beside their analyses, and the bar that compares the quotes they picked.
import { Link, useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { RightOutlined, SwapOutlined } from '@ant-design/icons';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { formatRelativeDate } from '../../../lib/format';
import { MAX_COMPARED, MIN_COMPARED, useComparisons, useCreateComparison } from '../api';
import '../compare.css';

export function ComparisonList() {
  const comparisons = useComparisons();
  if (!comparisons.data?.length) return null;
  return (
    <section
      className="qa-history-compare"
      aria-labelledby="history-comparisons-title"
      data-testid="history-comparisons"
    >
      <h2 id="history-comparisons-title" className="qa-section-heading">
        Comparisons
      </h2>
      <ul className="qa-list qa-comparison-list">
        {comparisons.data.map((c) => (
          <li key={c.id}>
            <Link
              to={`/compare/${encodeURIComponent(c.id)}`}
              data-testid="history-comparison"
              data-comparison-id={c.id}
            >
              <SwapOutlined className="qa-comparison-list__icon" aria-hidden />
              <span className="qa-comparison-list__body">
                <span className="qa-comparison-list__title">{c.title}</span>
                <span className="qa-comparison-list__names">
                  {c.contractorNames.join(' · ')} · {formatRelativeDate(c.createdAt)}
                </span>
              </span>
              <RightOutlined aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Shown once a quote is picked: how many, and "Compare" when 2 to 5 are. */
export function CompareSelectionBar({ selected, onClear }: { selected: string[]; onClear: () => void }) {
  const create = useCreateComparison();
  const navigate = useNavigate();
  const { toast } = useToast();
  if (!selected.length) return null;
  const n = selected.length;
  const ready = n >= MIN_COMPARED && n <= MAX_COMPARED;
  const hint =
    n < MIN_COMPARED
      ? 'Pick at least one more'
      : n > MAX_COMPARED
        ? `At most ${MAX_COMPARED} at a time`
        : 'Side by side, with the gaps';
  return (
    <div
      className="qa-history-compare__bar"
      role="region"
      aria-label="Compare the chosen quotes"
      data-testid="compare-selection-bar"
    >
      <div>
        <strong data-testid="compare-selected-count">{n} selected</strong>
        <div className="qa-muted qa-small">{hint}</div>
      </div>
      <div>
        <Button type="text" onClick={onClear} style={{ color: '#fff' }}>
          Clear
        </Button>
        <Button
          type="primary"
          icon={<SwapOutlined />}
          disabled={!ready}
          loading={create.isPending}
          data-testid="compare-selected-button"
          onClick={() =>
            create.mutate(selected, {
              onSuccess: ({ comparisonId }) => navigate(`/compare/${encodeURIComponent(comparisonId)}`),
              onError: (error) =>
                toast({
                  title: 'Could not compare',
                  description: errorMessage(error, 'Please try again.'),
                  variant: 'destructive',
                }),
            })
          }
        >
          Compare
        </Button>
      </div>
    </div>
  );
}
