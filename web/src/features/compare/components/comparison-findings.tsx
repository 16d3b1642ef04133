// Above the table: what the difference means, the items only some quotes include, and a like-for-like price.
import { Alert } from 'antd';
import { BulbOutlined, ExclamationCircleOutlined, SwapOutlined } from '@ant-design/icons';
import type { Comparison } from '../types';

export function ComparisonFindings({ comparison }: { comparison: Comparison }) {
  const { summary, gaps, likeForLike, notes } = comparison;
  return (
    <>
      {notes.map((note) => (
        <Alert key={note} type="info" showIcon title={note} data-testid="comparison-note" />
      ))}
      <section
        className="qa-card qa-cmp-summary"
        aria-labelledby="cmp-summary-title"
        data-testid="comparison-summary"
      >
        <h2 id="cmp-summary-title">
          <BulbOutlined aria-hidden /> What the difference means
        </h2>
        <ul>
          {summary.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </section>
      {gaps.length > 0 && (
        <section
          className="qa-card qa-cmp-gaps"
          aria-labelledby="cmp-gaps-title"
          data-testid="comparison-gaps"
        >
          <h2 id="cmp-gaps-title">
            <ExclamationCircleOutlined aria-hidden /> In some quotes, not in others
          </h2>
          <ul>
            {gaps.map((g) => (
              <li key={g.rowId} data-testid="comparison-gap">
                <strong>{g.label}:</strong> {g.text}
              </li>
            ))}
          </ul>
          {likeForLike.length > 0 && (
            <>
              <h3>
                <SwapOutlined aria-hidden /> Like for like
              </h3>
              <ul>
                {likeForLike.map((l) => (
                  <li key={l.quoteId} data-testid="comparison-like-for-like">
                    {l.text}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </>
  );
}
