// Words more than one trade's checklist counts as a mention of the same thing, kept once.

/** Lead-safe work practices (EPA's RRP rule for homes built before 1978): painting, windows and doors. */
export const LEAD_SAFE_WORDS: (string | RegExp)[] = [
  'lead safe',
  'lead-safe',
  'RRP',
  'EPA certified',
  'EPA-certified',
  'lead renovator',
  'renovation, repair and painting',
  'lead paint',
  'lead-based paint',
  'lead test',
  'lead testing',
  'built after 1978',
];

/** The old material or equipment carted away: a slab broken out, a water heater replaced. */
export const HAUL_AWAY_WORDS: (string | RegExp)[] = [
  'haul away',
  /\b(?:hauled|carted|taken)\s+(?:away|off)\b|\bremoved\s+and\s+(?:disposed|hauled)/i,
  'haul-away',
  'haul off',
  'dispose',
  'disposal',
];
