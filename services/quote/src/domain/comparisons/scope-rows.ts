// The scope rows: one per item of the quotes' trade checklists (the union when the quotes are for different
// trades), in the analyser's order, each cell saying how that quote treats the item with its words on hover.
import type { ScopeState } from '@qa/contracts';
import type { ComparedQuote, Row } from './compared-quote';
import { cell, currencyOf } from './compared-quote';
import { money, rateIn } from './format';

interface ChecklistRow {
  id: string;
  label: string;
  words: string[];
}

/** What "not applicable" looks like for an item of another trade's checklist. */
const OTHER_TRADE = 'other-trade';

export function scopeRows(quotes: ComparedQuote[]): Row[] {
  return checklistUnion(quotes).map((item) => {
    const cells = quotes.map((q) => scopeCell(q, item));
    const states = cells.map((c) => c.state);
    const differs = states.includes('included') && states.some((s) => NOT_COVERED.has(s as ScopeState));
    return { id: item.id, group: 'scope', label: item.label, cells, differs };
  });
}

/** States in which the quote does not commit to doing the item in its price. */
export const NOT_COVERED: ReadonlySet<string> = new Set<ScopeState>([
  'excluded',
  'homeowner',
  'others',
  'option',
  'hedged',
  'absent',
]);

function checklistUnion(quotes: ComparedQuote[]): ChecklistRow[] {
  const rows = new Map<string, ChecklistRow>();
  for (const { trade } of quotes)
    for (const item of trade.items) if (!rows.has(item.id)) rows.set(item.id, item);
  return [...rows.values()];
}

function scopeCell(q: ComparedQuote, item: ChecklistRow) {
  const facts = q.result.facts;
  if (!facts) return cell('unknown', 'Not recorded');
  const coverage = facts.scope.find((s) => s.id === item.id);
  if (!coverage) return cell(OTHER_TRADE, 'Not on this trade’s checklist');
  const { state, words, amount, unitPriced } = coverage;
  const currency = currencyOf(q);
  const priced = amount !== null ? (unitPriced ? rateIn(words, amount, currency) : money(amount, currency)) : '';
  switch (state) {
    case 'included':
      return cell(state, priced && unitPriced ? `Included (${priced})` : 'Included', words);
    case 'excluded':
      return cell(state, 'Excluded', words);
    case 'homeowner':
      return cell(state, 'Homeowner’s job', words);
    case 'others':
      return cell(state, 'By others', words);
    case 'option':
      return cell(state, priced ? `Optional (+${priced})` : 'Optional', words);
    case 'hedged':
      return cell(
        state,
        'Not committed',
        words,
        'Mentioned only tentatively, so the price may not cover it.',
      );
    case 'absent':
      return cell(
        state,
        'Not mentioned',
        '',
        item.words.length ? `Looked for: ${item.words.slice(0, 4).join(', ')}` : '',
      );
    case 'not-applicable':
      return cell(state, 'Not needed for this job');
  }
}
