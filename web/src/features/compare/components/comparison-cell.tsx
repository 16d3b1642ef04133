// One cell of the comparison: what the quote says, coloured by how it reads, with the quote's own words (and why
// it matters) on hover or tap; a dotted underline says there is more to read.
import type { ReactNode } from 'react';
import { Popover } from 'antd';
import { CheckOutlined, CloseOutlined, ExclamationOutlined, MinusOutlined } from '@ant-design/icons';
import type { ComparisonCell as Cell } from '../types';

type Tone = 'good' | 'bad' | 'warn' | 'quiet';

// Scope states first, then price/terms and score states (docs/api.md).
const TONES: Record<string, Tone> = {
  included: 'good',
  excluded: 'bad',
  homeowner: 'bad',
  others: 'warn',
  option: 'warn',
  hedged: 'warn',
  absent: 'bad',
  stated: 'good',
  concern: 'warn',
  missing: 'bad',
  good: 'good',
  fair: 'warn',
  poor: 'bad',
};

const ICONS: Record<Tone, ReactNode> = {
  good: <CheckOutlined />,
  bad: <CloseOutlined />,
  warn: <ExclamationOutlined />,
  quiet: <MinusOutlined />,
};

export function ComparisonCell({ cell, showIcon }: { cell: Cell; showIcon: boolean }) {
  const tone = TONES[cell.state] ?? 'quiet';
  const value = (
    <span
      className={`qa-cmp-cell qa-cmp-cell--${tone}`}
      data-testid="comparison-cell"
      data-state={cell.state}
    >
      {showIcon && (
        <span className="qa-cmp-cell__icon" aria-hidden>
          {ICONS[tone]}
        </span>
      )}
      <span className={`qa-cmp-cell__value ${cell.words || cell.note ? 'qa-cmp-cell__value--more' : ''}`}>
        {cell.value}
      </span>
    </span>
  );
  if (!cell.words && !cell.note) return value;
  return (
    <Popover
      trigger={['hover', 'click']}
      placement="bottom"
      content={
        <div className="qa-cmp-words" data-testid="comparison-words">
          {cell.words && <q>{cell.words}</q>}
          {cell.note && <p>{cell.note}</p>}
        </div>
      }
    >
      <button type="button" className="qa-cmp-cell__button" aria-label={`${cell.value}: what the quote says`}>
        {value}
      </button>
    </Popover>
  );
}
