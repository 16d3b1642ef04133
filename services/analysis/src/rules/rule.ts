// What every check receives and returns. A check looks at one concern (payment terms, permits, a trade's scope
// checklist...), says which report sections it covered, and returns its findings.
import type { IssueType } from '@qa/contracts';
import type { PriceAnalysis } from '../price/find-total';
import type { QuoteText } from '../text/quote-text';
import type { Trade } from '../trade';
import type { Finding, Section } from '../types';

export interface RuleContext {
  text: QuoteText;
  trade: Trade;
  /** How the project is named in explanations: "roofing", "kitchen remodel", "deck". */
  project: string;
  /** The project type as the homeowner gave it (free text for "other"). */
  projectType: string;
  price: PriceAnalysis;
}

export interface CheckResult {
  checked: Section[];
  findings: Finding[];
}

export type Check = (ctx: RuleContext) => CheckResult;

export function finding(
  id: string,
  issueType: IssueType,
  section: Section,
  originalText: string,
  explanation: string,
  questions: string[],
): Finding {
  return { id, issueType, section, originalText, explanation, questions: questions.slice(0, 3) };
}

/** Leases and power purchase agreements: the homeowner rents the system, so ownership-related checks differ. */
export const LEASE_OR_PPA = /\blease\b|\bleased\b|power\s+purchase\s+agreement|\bPPA\b/i;

export function formatMoney(n: number): string {
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: n % 1 ? 2 : 0, maximumFractionDigits: 2 })}`;
}

/** What the job costs at least, for judging its size: the price, or the cheapest option when there is none. */
export function jobSize(price: PriceAnalysis): number {
  return price.total ?? (price.options.length ? Math.min(...price.options.map((o) => o.amount)) : 0);
}
