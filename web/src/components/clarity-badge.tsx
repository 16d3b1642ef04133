// Clarity score bands of spec §9.

export interface ClarityBand {
  tone: 'green' | 'amber' | 'red';
  risk: 'Low Risk' | 'Moderate Risk' | 'High Risk';
  caption: string;
}

export function clarityBand(score: number): ClarityBand {
  if (score >= 8) return { tone: 'green', risk: 'Low Risk', caption: 'Clear and detailed quote' };
  if (score >= 6) return { tone: 'amber', risk: 'Moderate Risk', caption: 'Some clarifications needed' };
  return { tone: 'red', risk: 'High Risk', caption: 'Significant issues identified' };
}

export function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}

/** A compact "7.5/10" pill coloured by band. */
export function ClarityBadge({ score, testId = 'clarity-badge' }: { score: number; testId?: string }) {
  const band = clarityBand(score);
  return (
    <span className={`qa-clarity-badge qa-tone-${band.tone}`} data-testid={testId} title={band.risk}>
      {formatScore(score)}/10
    </span>
  );
}
