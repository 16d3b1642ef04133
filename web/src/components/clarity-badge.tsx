// Clarity score bands of spec §9.

export interface ClarityBand {
  level: 'low' | 'medium' | 'high';
  tone: 'green' | 'amber' | 'red';
  risk: 'Low Risk' | 'Moderate Risk' | 'High Risk';
  caption: string;
}

const BANDS: Record<ClarityBand['level'], ClarityBand> = {
  low: { level: 'low', tone: 'green', risk: 'Low Risk', caption: 'Clear and detailed quote' },
  medium: { level: 'medium', tone: 'amber', risk: 'Moderate Risk', caption: 'Some clarifications needed' },
  high: { level: 'high', tone: 'red', risk: 'High Risk', caption: 'Significant issues identified' },
};

export function clarityBand(score: number): ClarityBand {
  return BANDS[score >= 8 ? 'low' : score >= 6 ? 'medium' : 'high'];
}

/** The band of a risk level, for a level capped below the score's own. */
export function bandOfLevel(level: ClarityBand['level']): ClarityBand {
  return BANDS[level];
}

export function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}

/**
 * A compact "7.5/10" pill coloured by band. It names no risk level: where it is shown (history, comparisons) the
 * findings that could cap one are not at hand.
 */
export function ClarityBadge({ score, testId = 'clarity-badge' }: { score: number; testId?: string }) {
  const band = clarityBand(score);
  return (
    <span className={`qa-clarity-badge qa-tone-${band.tone}`} data-testid={testId} title="Clarity rating">
      {formatScore(score)}/10
    </span>
  );
}
