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

/** What the job costs at least, for judging its size: the price, or the cheapest option when there is none. */
// Rough US dollars per unit of each currency: only to tell a small job from a large one (a Rs. 4,40,000 kitchen is
// a $5,000 job, not a $440,000 one), never to show or compare prices.
const USD_PER_UNIT: Record<PriceAnalysis['currency'], number> = {
  USD: 1,
  CAD: 0.72,
  AUD: 0.65,
  NZD: 0.59,
  GBP: 1.27,
  EUR: 1.08,
  INR: 0.012,
  ZAR: 0.055,
  SGD: 0.77,
};

/** The job's size in rough US dollars: its price, or its cheapest option. */
export function jobSize(price: PriceAnalysis): number {
  const amount = price.total ?? (price.options.length ? Math.min(...price.options.map((o) => o.amount)) : 0);
  return amount * USD_PER_UNIT[price.currency];
}

// Trades whose work opens walls, roofs, floors, framing or the ground, where what is found can change the job.
const HIDDEN_CONDITION_TRADES: ReadonlySet<Trade> = new Set([
  'roofing',
  'kitchen',
  'bath',
  'deck',
  'siding',
  'windows',
  'flooring',
  'concrete',
  'general',
]);
// A schedule of payments tied to stages of the work.
const PROGRESS_PAYMENTS =
  /progress\s+payments?|\bdraws?\b|installments?|(?<![\d.,])\d{1,3}\s?%\s+(?:at|upon|on|when|after)\s+(?!(?:contract\s+)?sign|acceptance|(?:final\s+)?completion|the\s+end|(?:all\s+)?(?:materials?|labou?r|parts|equipment)\b)/i;
const SMALL_JOB = 10_000;

/**
 * A small job of a trade without hidden conditions, paid without progress payments: a water heater swap, a
 * charger circuit, a room painted. Generic contract clarifications (change orders, a start date) matter little.
 */
export function isSmallPlainJob(ctx: RuleContext): boolean {
  const size = jobSize(ctx.price);
  return (
    size > 0 &&
    size < SMALL_JOB &&
    !HIDDEN_CONDITION_TRADES.has(ctx.trade) &&
    !PROGRESS_PAYMENTS.test(ctx.text.text)
  );
}
