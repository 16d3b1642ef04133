// The quotes side by side: one column per contractor, rows aligned by meaning in four groups. On a phone the table
// scrolls inside its frame with the contractor row and the row labels pinned.
import { Tag } from 'antd';
import { ClarityBadge } from '../../../components/clarity-badge';
import type { Comparison, RowGroup } from '../types';
import { ComparisonCell } from './comparison-cell';

const GROUPS: { group: RowGroup; title: string }[] = [
  { group: 'price', title: 'Price' },
  { group: 'scope', title: 'Scope of work' },
  { group: 'terms', title: 'Terms' },
  { group: 'score', title: 'Score' },
];

export function ComparisonTable({ comparison }: { comparison: Comparison }) {
  const { columns, rows } = comparison;
  return (
    <div className="qa-cmp-frame" data-testid="comparison-table">
      <table className="qa-cmp-table" style={{ ['--qa-cmp-columns' as string]: columns.length }}>
        <caption className="qa-visually-hidden">{comparison.title}, side by side</caption>
        <thead>
          <tr>
            <th scope="col" className="qa-cmp-table__corner">
              <span className="qa-visually-hidden">Row</span>
            </th>
            {columns.map((c) => (
              <th
                key={c.quoteId}
                scope="col"
                className="qa-cmp-table__contractor"
                data-testid="comparison-contractor"
              >
                <span className="qa-cmp-table__name">{c.contractorName}</span>
                <ClarityBadge score={c.clarityRating} testId="comparison-clarity" />
              </th>
            ))}
          </tr>
        </thead>
        {GROUPS.map(({ group, title }) => {
          const groupRows = rows.filter((r) => r.group === group);
          if (!groupRows.length) return null;
          return (
            <tbody key={group} data-testid={`comparison-group-${group}`}>
              <tr className="qa-cmp-table__group">
                <th scope="rowgroup" colSpan={columns.length + 1}>
                  <span>{title}</span>
                </th>
              </tr>
              {groupRows.map((row) => (
                <tr
                  key={row.id}
                  className={row.differs ? 'qa-cmp-table__row--differs' : undefined}
                  data-testid="comparison-row"
                  data-row-id={row.id}
                  data-differs={row.differs ? 'true' : 'false'}
                >
                  <th scope="row" className="qa-cmp-table__label">
                    {row.label}
                    {row.differs && (
                      <Tag color="warning" className="qa-cmp-table__gap">
                        Gap
                      </Tag>
                    )}
                  </th>
                  {row.cells.map((cell, i) => (
                    <td key={columns[i]?.quoteId ?? i}>
                      <ComparisonCell cell={cell} showIcon={group === 'scope'} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
