// Small builders for unit tests: a QuoteText from plain lines, and the rules engine run on it.
import { findPrice } from '../src/domain/price/find-total';
import { runRules } from '../src/domain/rules/run-rules';
import { QuoteText } from '../src/domain/text/quote-text';
import { projectLabel, tradeOf } from '../src/domain/trade';
import type { Finding } from '../src/domain/types';

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

/** The ids of the findings raised on these lines. */
export function found(lines: string[], projectType = 'roofing'): string[] {
  return ids(findingsFor(lines, projectType));
}

/** Whether the finding `id` is raised on these lines. */
export function has(lines: string[], id: string, projectType = 'roofing'): boolean {
  return found(lines, projectType).includes(id);
}
