// Free-text project types ("Deck", "deck ", "DECK") are one type on the Analytics tab: grouped without regard to
// case or spacing, and shown with the spelling most users typed.
export interface TypeCount {
  name: string;
  count: number;
}

const keyOf = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export function groupProjectTypes(rows: TypeCount[]): TypeCount[] {
  const groups = new Map<string, TypeCount[]>();
  for (const row of rows) {
    const key = keyOf(row.name);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((spellings) => {
    const shown = [...spellings].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))[0];
    return { name: shown.name.trim().replace(/\s+/g, ' '), count: spellings.reduce((n, s) => n + s.count, 0) };
  });
}
