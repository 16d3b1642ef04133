// How a quote treats each item of its trade's checklist, with the words it uses: what a comparison of quotes lines
// up row by row. The checklist's findings decide what is missing (a `scope.<trade>.<item>` finding means the quote
// does not commit to the item); the clause model says how an item that is mentioned is mentioned.
import type { QuoteFacts, ScopeState } from '@qa/contracts';
import { clauseAt, coverage, type Party } from '../clauses/clauses';
import { findQuantities } from '../extract/entities';
import type { Checklist, ChecklistItem } from '../rules/scope';
import type { QuoteText } from '../text/quote-text';
import type { Finding } from '../types';

type ScopeCoverage = QuoteFacts['scope'][number];

export function scopeCoverage(text: QuoteText, checklist: Checklist, findings: Finding[]): ScopeCoverage[] {
  const flagged = new Map(findings.map((f) => [f.id, f]));
  return checklist.items.map((item) => itemCoverage(text, item, flagged.get(item.id)));
}

function itemCoverage(text: QuoteText, item: ChecklistItem, finding: Finding | undefined): ScopeCoverage {
  const { state, matches, party } = coverage(text, item.phrases);
  const first = matches[0];
  const clause = first ? clauseAt(text, first.index) : undefined;
  const words = first ? text.quote(first) : (finding?.originalText ?? '');
  // The clause's amount belongs to the item only when the clause is about little else (a line item, an option).
  const amount = clause && clause.amounts.length === 1 ? clause.amounts[0].value : null;
  const cell = (s: ScopeState, w = words): ScopeCoverage => ({
    id: item.id,
    state: s,
    words: w,
    amount: s === 'absent' || s === 'not-applicable' ? null : amount,
    unitPriced: clause?.unitPriced ?? false,
  });
  if (state === 'excluded') return cell(byParty(party));
  if (finding) return cell(state === 'hedged' || state === 'option' ? state : 'absent');
  if (state !== 'absent') return cell(state);
  // No finding and no mention: the checklist took a brand or a quantity as the mention, or the item does not
  // apply to this job (waterproofing without a shower).
  const quantity = item.quantity && findQuantities(text.text).find((q) => item.quantity!.includes(q.unit));
  if (quantity)
    return cell(
      'included',
      text.quote({ index: quantity.index, text: quantity.raw, line: text.lineIndexAt(quantity.index) }),
    );
  const brand = item.brands && text.findPhrases(item.brands)[0];
  if (brand) return cell('included', text.quote(brand));
  return cell('not-applicable', '');
}

function byParty(party: Party | undefined): ScopeState {
  if (party === 'homeowner') return 'homeowner';
  if (party === 'others') return 'others';
  return 'excluded';
}
