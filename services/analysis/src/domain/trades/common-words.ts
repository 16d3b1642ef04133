// Words more than one trade's checklist counts as a mention of the same thing, kept once.

/**
 * A home built before 1978, when lead paint was banned: "built in 1955", "house (1948)", "these 1948 Cape Cods",
 * "a 1920s bungalow", "pre-1978", "weatherboard bungalow (c.1925)", "built" at a line's end and "1952" on the next. Never the contractor's own history ("family owned
 * since 1965").
 */
export const PRE_1978_HOME =
  /\b(?:built|constructed|home|house)\b(?:[^.\n]|\n(?!\n)){0,30}\b(?:19[0-7]\d|18\d\d)\b|\bpre[\s-]?1978\b|(?<!\b(?:since|established|est\.?|founded|serving|in\s+business\s+since)\s+(?:in\s+)?)\b(?:19[0-7]\d|18\d\d)s?\b[^.\n\d]{0,25}\b(?:homes?|houses?|cape(?:\s+cods?)?|colonials?|bungalows?|ranch(?:es)?|victorians?|craftsman|farmhouses?|tudors?|foursquares?|split[\s-]levels?|row\s?houses?|cottages?|duplex(?:es)?|ramblers?|saltboxes|saltbox|bi-levels?)\b|\b(?:homes?|houses?|bungalows?|cottages?|villas?|cape(?:\s+cods?)?|colonials?|victorians?|farmhouses?|tudors?)\s*\(?\s*(?:c\.\s?|circa\s+|ca\.\s?|built\s+(?:in\s+)?)(?:19[0-7]\d|18\d\d)s?\b/i;

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
  // "a house of this age will have lead in the old coats; we test with LeadCheck swabs", "AS 4361.2" (Australia's
  // standard for lead paint), "wet-scrape and hand-sand only".
  /\blead\b[^.]{0,40}\b(?:tests?|tested|testing|swabs?|old\s+(?:paint|coats?|layers?))\b|\bLeadCheck\b|\bAS\s?4361\b|\bwet[\s-]scrap\w*/i,
];

/** The old material or equipment carted away: a slab broken out, a water heater replaced. */
export const HAUL_AWAY_WORDS: (string | RegExp)[] = [
  'haul away',
  /\b(?:hauled|carted|taken)\s+(?:away|off)\b|\bremoved\s+and\s+(?:disposed|hauled)/i,
  // "take out the old heater and haul it away", "hauling the old one".
  // A note's shorthand drops the article: "haul old one away".
  /\b(?:haul|cart|take)\w*\s+(?:it|them|everything|all\s+of\s+it|(?:the\s+)?(?:old|existing)(?:\s+[\w-]+)?)\s+(?:away|off)\b|\btake\s+out\s+the\s+old\b|\bhaul(?:s|ed|ing)?\s+(?:away\s+|off\s+)?the\s+(?:old|existing)\b/i,
  'haul-away',
  'haul off',
  'dispose',
  'disposal',
];

/** An area in square feet or square metres: "1,420 sq ft", "420 sf", "86 m2 of wall", "95 sq m", "60 square metres". */
export const AREA_WORDS: RegExp[] = [
  /\b\d[\d,]*\s*(?:sq\.?\s*ft|sf\b|square\s+f(?:ee|oo)t)/i,
  /\b\d[\d,.]*\s*(?:m\u00b2|m2\b|sq\.?\s*m\b|square\s+met(?:re|er)s?)/i,
];
