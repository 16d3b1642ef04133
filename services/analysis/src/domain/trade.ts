// Maps the project type the homeowner picked (or typed, for "other") to the trade whose knowledge is used for it.
// The trades themselves live in trades/, one folder each, listed in trades/registry.ts.
import { GENERAL, TRADES, tradeModule } from './trades/registry';

export type Trade =
  | 'roofing'
  | 'kitchen'
  | 'bath'
  | 'hvac'
  | 'solar'
  | 'flooring'
  | 'deck'
  | 'fence'
  | 'windows'
  | 'painting'
  | 'plumbing'
  | 'electrical'
  | 'siding'
  | 'concrete'
  | 'insulation'
  | 'cabinets'
  | 'general';

// Free text is matched loosely so that "Bathroom remodel", "new AC", "Replacement windows", "EV charger" or
// "Attic insulation" get the right checklist.
export function tradeOf(projectType: string): Trade {
  const type = projectType.trim().toLowerCase();
  const exact = TRADES.find((t) => t.id === type);
  if (exact) return exact.id as Trade;
  const match = TRADES.find((t) => t.names.test(type) && !t.notNames?.test(type));
  return (match ?? GENERAL).id as Trade;
}

/** Work that installs nothing: taking a tree down, remediating mould, pumping a tank, sweeping a chimney. */
export const SERVICE_ONLY =
  /\b(?:tree\s+(?:removal|work|service)|take\s+(?:the\s+)?(?:tree|oak|maple|pine)\s+down|fell(?:s|ing)?\s+(?:the\s+|a\s+|two\s+|three\s+)?(?:[\w-]+\s+){0,2}(?:trees?|macrocarpa|gums?|pines?|oaks?|maples?|conifers?|cypress|eucalypt\w*)|arborists?|stump\s+grind\w*|grind\s+the\s+stumps?|mou?ld\s+remediation|remediat\w+|abatement|chimney\s+sweep\w*|septic\s+pump\w*|tank\s+pump\w*)\b/i;

// Free-text "general" projects that almost never need a building permit (the permit check is skipped for them).
const PERMIT_RARE =
  /paint|stain|landscap|lawn|clean|pressure[\s-]?wash|power[\s-]?wash|seal[\s-]?coat|carpet|gutter|window\s+wash|tree\s+trim|junk|organiz|insulat|garage\s+door/i;

export function permitRarelyNeeded(trade: Trade, projectType: string): boolean {
  if (tradeModule(trade).permit === 'rare') return true;
  // Gutters alone need no permit, siding usually does.
  if (trade === 'siding' && /gutter/i.test(projectType) && !/siding|cladding|clapboard/i.test(projectType))
    return true;
  return trade === 'general' && PERMIT_RARE.test(projectType);
}

/** Jobs where a permit is normally required; for the rest a missing mention is only a question. */
export function permitUsual(trade: Trade, text: string): boolean {
  const module = tradeModule(trade);
  return module.permit === 'usual' || (module.permitUsualWhen?.test(text) ?? false);
}

/** Trades many places license lightly or not at all: a missing licence is a question, not a gap. */
export function licenceVaries(trade: Trade): boolean {
  return tradeModule(trade).licence === 'varies';
}

/** How the project is named in explanations ("this roofing quote", "this deck quote"). */
export function projectLabel(projectType: string): string {
  const labels: Record<string, string> = {
    bath: 'bathroom remodel',
    kitchen: 'kitchen remodel',
    hvac: 'HVAC',
  };
  const type = projectType.trim();
  return labels[type.toLowerCase()] ?? (type ? type.toLowerCase() : 'home improvement');
}
