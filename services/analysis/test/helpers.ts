// Small builders for unit tests: a QuoteText from plain lines, and the rules engine run on it.
import { findPrice } from '../src/price/find-total';
import { runRules } from '../src/rules/run-rules';
import { QuoteText } from '../src/text/quote-text';
import { projectLabel, tradeOf } from '../src/trade';
import type { Finding } from '../src/types';

export function quoteText(lines: string[]): QuoteText {
  return new QuoteText([{ file: 0, page: 1, method: 'text', lines }]);
}

export function findingsFor(lines: string[], projectType = 'roofing'): Finding[] {
  const text = quoteText(lines);
  return runRules({
    text,
    trade: tradeOf(projectType),
    project: projectLabel(projectType),
    projectType,
    price: findPrice(text),
  }).findings;
}

export function ids(findings: Finding[]): string[] {
  return findings.map((f) => f.id);
}
