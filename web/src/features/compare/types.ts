// Shapes of docs/api.md for comparisons of quotes.

export type RowGroup = 'price' | 'scope' | 'terms' | 'score';

export interface ComparisonCell {
  /** How the cell reads at a glance (docs/api.md lists the states per row group). */
  state: string;
  value: string;
  /** The quote's own words behind the cell. */
  words: string;
  /** Why it matters, or what was looked for. */
  note: string;
}

export interface ComparisonRow {
  id: string;
  group: RowGroup;
  label: string;
  differs: boolean;
  cells: ComparisonCell[];
}

export interface ComparisonColumn {
  quoteId: string;
  contractorName: string;
  projectType: string;
  createdAt: string;
  clarityRating: number;
  email: string;
}

export interface Comparison {
  id: string;
  createdAt: string;
  title: string;
  columns: ComparisonColumn[];
  rows: ComparisonRow[];
  summary: string[];
  gaps: { rowId: string; label: string; text: string }[];
  likeForLike: { quoteId: string; estimate: number | null; text: string }[];
  notes: string[];
}

export interface ComparisonListItem {
  id: string;
  createdAt: string;
  title: string;
  contractorNames: string[];
  quoteIds: string[];
}
