// The one-paragraph plain-English summary shown above the issue list.
import type { AnalysisIssue } from '@qa/contracts';
import type { PriceAnalysis } from './price/find-total';
import { formatAmount } from './price/money';
import { BANDS, shownBand } from './score';

export function writeOverview(args: {
  project: string;
  contractorName: string;
  price: PriceAnalysis;
  issues: AnalysisIssue[];
  clearSections: string[];
  rating: number;
}): string {
  const { project, contractorName, price, issues, clearSections, rating } = args;
  const who = contractorName.trim() ? ` from ${contractorName.trim()}` : '';
  const parts: string[] = [`This ${project} quote${who} ${priceSentence(price)}.`];

  const count = (t: AnalysisIssue['issueType']) => issues.filter((i) => i.issueType === t).length;
  const [high, medium, clarify] = [count('high'), count('medium'), count('clarification')];
  if (!issues.length) {
    parts.push('We found no problems: the terms, scope and price are clearly set out.');
  } else {
    parts.push(
      `We found ${plural(high, 'high-risk issue')}, ${plural(medium, 'medium-risk issue')} and ${plural(clarify, 'point')} to clarify with the contractor.`,
    );
    const top = issues.find((i) => i.issueType === 'high') ?? issues.find((i) => i.issueType === 'medium');
    if (top) parts.push(`The most important: ${firstSentence(top.explanation)}`);
  }
  if (clearSections.length) parts.push(`Clearly covered: ${joinList(clearSections)}.`);
  const band = BANDS[shownBand(rating, { high, medium })];
  parts.push(`Clarity rating ${rating}/10 (${band.label}: ${band.text.toLowerCase()}).`);
  return parts.join(' ');
}

function priceSentence(price: PriceAnalysis): string {
  // In the quote's own currency: "€1,872.75", not a dollar sign on a euro price.
  const money = (n: number) => formatAmount(n, price.currency);
  if (price.noSinglePrice === 'part-to-follow') return 'prices only part of the job; the rest is to be priced later';
  // Options, a range, cash or card, cash or financed: the prices it does give, and that none is yet the price.
  if (price.total === null && price.options.length >= 2) {
    const amounts = price.options.map((o) => o.amount);
    const span = `${money(Math.min(...amounts))} to ${money(Math.max(...amounts))}`;
    if (price.noSinglePrice === 'range') return `gives a range of ${span} rather than one price`;
    if (price.noSinglePrice === 'financing')
      return `gives a cash price of ${money(amounts[0])} and a financed price of ${money(amounts[1])}`;
    return `gives ${price.options.length} prices, from ${span}, and none is chosen yet`;
  }
  if (price.total === null)
    return price.itemsSum === undefined
      ? 'does not state a total price'
      : `lists items adding up to ${money(price.itemsSum)} but states no total`;
  if (price.basis === 'option') {
    const amounts = price.options.map((o) => o.amount);
    return `offers ${price.options.length} options from ${money(Math.min(...amounts))} to ${money(Math.max(...amounts))}; we used ${money(price.total)}`;
  }
  return `comes to ${money(price.total)}`;
}

function plural(n: number, noun: string): string {
  return `${n === 0 ? 'no' : n} ${noun}${n === 1 ? '' : 's'}`;
}

function firstSentence(text: string): string {
  const m = /^.*?[.!?](?=\s|$)/.exec(text);
  return m ? m[0] : text;
}

function joinList(items: string[]): string {
  return items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
