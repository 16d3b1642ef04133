// The risk level a screen shows never claims more than the findings support: a "High Risk" badge beside
// "0 High risk" tells two stories. The level is capped by the worst finding present, by this one function,
// wherever a level is shown (the analysis page's clarity card, the anonymous preview's badge). Lists that carry no
// findings (history, comparisons) show the clarity score only, never a level.
export type RiskLevel = 'high' | 'medium' | 'low';

export interface FindingCounts {
  high: number;
  medium: number;
}

const RANK: Record<RiskLevel, number> = { low: 0, medium: 1, high: 2 };

/** The worst finding present: high with a high-risk finding, medium with a medium-risk one, otherwise low. */
export function worstFindingLevel(counts: FindingCounts): RiskLevel {
  if (counts.high > 0) return 'high';
  if (counts.medium > 0) return 'medium';
  return 'low';
}

/** The level to show: the one claimed (the analysis's level or its clarity band), capped by the worst finding. */
export function shownRiskLevel(claimed: RiskLevel, counts: FindingCounts): RiskLevel {
  const supported = worstFindingLevel(counts);
  return RANK[claimed] > RANK[supported] ? supported : claimed;
}

/** Counts of the anonymous preview's flagged issues, by their severity (critical counts as high). */
export function countsOfSeverities(severities: (string | undefined)[]): FindingCounts {
  const of = (...names: string[]) => severities.filter((s) => names.includes((s ?? '').toLowerCase())).length;
  return { high: of('high', 'critical'), medium: of('medium') };
}
