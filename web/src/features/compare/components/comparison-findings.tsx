// Above the table: what the difference means, the items only some quotes include, and a like-for-like price.
import { Alert } from 'antd';
import { BulbOutlined, ExclamationCircleOutlined, SwapOutlined } from '@ant-design/icons';
import { CardSection } from '../../../components/card-section';
import type { Comparison } from '../types';

export function ComparisonFindings({ comparison }: { comparison: Comparison }) {
  const { summary, gaps, likeForLike, notes } = comparison;
  return (
    <>
      {notes.map((note) => (
        <Alert key={note} type="info" showIcon title={note} data-testid="comparison-note" />
      ))}
      <CardSection
        icon={<BulbOutlined aria-hidden />}
        title="What the difference means"
        className="qa-cmp-summary"
        testId="comparison-summary"
      >
        <ul>
          {summary.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </CardSection>
      {gaps.length > 0 && (
        <CardSection
          icon={<ExclamationCircleOutlined aria-hidden />}
          title="In some quotes, not in others"
          className="qa-cmp-gaps"
          testId="comparison-gaps"
        >
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
        </CardSection>
      )}
    </>
  );
}
