// Maps the project type the homeowner picked (or typed, for "other") to the checklist used for it.

export type Trade =
  'roofing' | 'kitchen' | 'bath' | 'hvac' | 'solar' | 'flooring' | 'deck' | 'fence' | 'general';

// Free text is matched loosely so that "Bathroom remodel", "new AC" or "LVP floors" get the right checklist.
const FREE_TEXT: [Trade, RegExp][] = [
  ['roofing', /\broof|shingle|re-?roof/i],
  ['solar', /\bsolar|photovoltaic|\bpv\b/i],
  ['hvac', /\bhvac|\bac\b|a\/c|air\s*condition|heat\s*pump|furnace|mini[\s-]?split|heating|cooling/i],
  ['bath', /\bbath|shower|restroom/i],
  ['kitchen', /kitchen|cabinet|countertop/i],
  ['flooring', /floor|carpet|\blvp\b|laminate|hardwood|vinyl\s+plank/i],
  ['deck', /\bdeck|porch|pergola|patio\s+cover/i],
  ['fence', /fenc/i],
];

export function tradeOf(projectType: string): Trade {
  const type = projectType.trim().toLowerCase();
  if (['roofing', 'kitchen', 'bath', 'hvac', 'solar', 'flooring'].includes(type)) return type as Trade;
  return FREE_TEXT.find(([, re]) => re.test(type))?.[0] ?? 'general';
}

// Free-text projects that almost never need a building permit (the permit check is skipped for them).
const PERMIT_RARE =
  /paint|stain|landscap|lawn|clean|pressure[\s-]?wash|power[\s-]?wash|seal[\s-]?coat|carpet|gutter|window\s+wash|tree\s+trim|junk|organiz|insulat|garage\s+door/i;

export function permitRarelyNeeded(trade: Trade, projectType: string): boolean {
  return trade === 'flooring' || (trade === 'general' && PERMIT_RARE.test(projectType));
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
