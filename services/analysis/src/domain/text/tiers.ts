// How a quote names the options it offers side by side ("Option B", "Package 2", "GOOD / BETTER / BEST"), shared by
// the text reader (an unticked tier is a choice, not an exclusion), the clause model (a tier's block is a whole
// job) and the price model (each tier's own price).

/** A line that opens an option: "Option A", "Alt. 2", "[x] Package 3", "Better - ...", "Good:", a "GOOD  BETTER  BEST" header. */
export const OPTION_HEADER =
  /^[-\s]*(?:\[\s*[xX\u2713\u2714]?\s*\]\s*|[\u2610\u2611\u2612]\s*)?(?:(?:option|opt\.?|alternate|package|tier|choice|method|approach|scenario)\s*#?\s*(?:[A-H]|\d{1,2}|one|two|three|four)\b|alt\.?\s*#?\s*(?:[A-H]|\d{1,2})\b|(?:good|better|best)\b(?=\s*(?:option|package|tier|system|good\b|better\b|best\b|[:\-(]|$)))/i;
// Tier words in capitals lead the row on franchise forms whatever follows: "GOOD Goodman 14.3 SEER2 ...".
const TIER_IN_CAPITALS = /^[-\s]*(?:\[\s*[xX\u2713\u2714]?\s*\]\s*|[\u2610\u2611\u2612]\s*)?(?:GOOD|BETTER|BEST)\b/;

/** The option a line opens ("Option B", "GOOD"), or undefined when it opens none. */
export function optionHeaderOf(line: string): string | undefined {
  const found = OPTION_HEADER.exec(line) ?? TIER_IN_CAPITALS.exec(line);
  return found?.[0].replace(/^[-\s]+/, '').replace(/^\[[^\]]*\]\s*|^[\u2610\u2611\u2612]\s*/, '').trim();
}

/** A heading over options or extras ("Options", "Available upgrades"), not over what every option includes. */
export function isOptionSection(heading: string): boolean {
  return OPTION_SECTION.test(heading) && !COMMON_TO_EVERY_OPTION.test(heading) && !OPTIONS_COLUMN.test(heading);
}

// "Qty  Product  Options": a table's column of a product's features, not a list of extras to choose from.
const OPTIONS_COLUMN = /^(?:(?:qty|quantity|item|product|description|size|model|location|room|unit|style|colou?r)\s+){1,4}options$/i;

// "Upgrades", "Optional upgrade", "Upgrade options" offer extras; "SERVICE UPGRADE 100 A TO 200 A" names the job.
const OPTION_SECTION =
  /\b(?:options?|alternates?|add[\s-]?ons?|upgrades|optional(?:\s+\w+)?)\b|\b(?:available|recommended|possible|suggested)\s+upgrade\b|\bupgrade\s+(?:options?|choices?|packages?)\b|^\s*upgrade\s*:?\s*$/i;
// "Included with every option", "All packages include", "Standard on all systems", "Warranty (both options)": base
// scope of every tier.
const COMMON_TO_EVERY_OPTION =
  /\b(?:included|includes|standard|comes?)\s+(?:with|in|on|for)\s+(?:every|all|each|any)\b|\b(?:every|all|each|both|either)\s+(?:of\s+the\s+)?(?:options?|packages?|tiers?|systems?|levels?)\b/i;

/** Boxes the homeowner ticks to pick one of several: "Choose your system (check one)", "Select a package". */
export const CHOOSE_ONE =
  /\b(?:(?:choose|select|pick)\s+(?:one|only\s+one|your\s+\w+|an?\s+\w+)|(?:check|tick|circle|mark)\s+(?:one|only\s+one|an?\s+(?:option|system|package|level|tier|plan)))\b/i;
