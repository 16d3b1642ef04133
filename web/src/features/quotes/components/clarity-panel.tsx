import { Progress } from 'antd';
import { clarityBand, formatScore } from '../../../components/clarity-badge';

const TONE_COLOR = { green: '#16a34a', amber: '#d97706', red: '#dc2626' } as const;

/** Clarity rating with its colour band (spec §9). */
export function ClarityPanel({ score }: { score: number }) {
  const band = clarityBand(score);
  return (
    <div
      className={`qa-card qa-clarity qa-tone-bg-${band.tone}`}
      data-testid="clarity-panel"
      data-tone={band.tone}
    >
      <Progress
        type="circle"
        percent={Math.max(0, Math.min(100, score * 10))}
        size={96}
        strokeColor={TONE_COLOR[band.tone]}
        format={() => (
          <span className="qa-clarity__score" data-testid="clarity-score">
            {formatScore(score)}
            <small>/10</small>
          </span>
        )}
      />
      <div className="qa-clarity__text">
        <span className="qa-clarity__label">Clarity rating</span>
        <strong className={`qa-clarity__risk qa-tone-${band.tone}`} data-testid="clarity-risk">
          {band.risk}
        </strong>
        <span className="qa-clarity__caption" data-testid="clarity-caption">
          {band.caption}
        </span>
      </div>
    </div>
  );
}
