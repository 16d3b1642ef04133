// The payment schedule as the quote writes it: each instalment in its own words, its share of the price and
// whether it is due before the work starts. The first block of payment lines is the schedule (the same deposit is
// often restated in the terms further down).
import type { QuoteFacts } from '@qa/contracts';
import { findMoney, findPercentages, findShortThousands } from '../extract/entities';
import { sentencesOf, type QuoteText } from '../text/quote-text';

type PaymentStep = QuoteFacts['payments'][number];

// "Need 5k to start for materials", "rest when done": a sum asked for before the work, and what is left after it.
const PAYMENT =
  /\b(?:need|want|require|take|ask\s+for)\w*\s+(?:\$?\d[\d,.]*k?|half|a\s+third|\d+\s?%)\s+(?:to\s+(?:start|begin|book|order|get\s+started)|up\s*front|down|in\s+advance)\b|\brest\s+(?:when|on|at|upon|after|once)\b|deposit|down\s*payment|(?<!-)\bdown\b(?!-)|\bdue\b|payable|\bupon\b|at\s+signing|balance|remaining|remainder|installment|progress\s+payment|\bdraws?\b|final\s+payment|\bpaid\b|retainer|payment/i;
const UPFRONT =
  /deposit|down\s*payment|(?<!-)\bdown\b(?!-)|retainer|up[\s-]?front|in\s+advance|(?:at|upon|on|with)\s+(?:contract\s+)?sign(?:ing|ature|ed)?|(?:at|upon|on)\s+acceptance|to\s+(?:schedule|start|begin|book|secure|order)|(?:get|put)\s+(?:you|it|the\s+job|your\s+job|your\s+project)\s+(?:on|in|into)\s+(?:the|our)\s+(?:schedule|calendar|books|diary)|before\s+(?:the\s+)?(?:work|we|any|start|starting)|prior\s+to\s+(?:the\s+)?(?:start|work)|initial\s+payment|due\s+(?:today|now)/i;
const PAYMENT_HEADING = /payment|terms/i;
const WHEN = /\b(?:at|on|upon|when|after|before|with)\b/i;
const IN_FULL = /\b(?:in\s+full|full\s+(?:payment|amount|price))\b/i;
const BALANCE = /\b(?:balance|remaining|remainder|the\s+rest)\b|\brest\s+(?:when|on|at|upon|after|once)\b/i;
// Not a payment of the price: financing, tax, a refund, a late fee.
// A unit rate ("$95 per sheet") prices extra work.
const NOT_A_STEP =
  /per\s+month|monthly|\/\s*mo\b|\bAPR\b|financ|\btax\b|refund|late\s+(?:fee|charge)|interest|per\s+annum|(?:\b(?:per|a)\s+|\/\s*)(?:sheet|square|sq|foot|ft|hour|hr|unit)\b/i;
// Steps are separated by semicolons, commas (not those of "$5,000") and "and"/"then" before the next amount.
const STEP_SPLIT =
  /;\s*|,(?!\d{3})\s*|\s+(?:and|then|with)\s+(?=(?:the\s+)?(?:\d|\$|balance|remaining|remainder|rest|final|half|one[\s-]third))/i;
const MAX_STEPS = 8;

export function paymentSteps(text: QuoteText, total: number | null): PaymentStep[] {
  const block: PaymentStep[] = [];
  let lastLine = -2;
  for (const [index, line] of text.lines.entries()) {
    // Under a payment heading, or right after a step, "At tear-off: $10,000" is the next step.
    const inSchedule = block.length > 0 || PAYMENT_HEADING.test(line.heading);
    const steps = sentencesOf(line.text).flatMap((s) => stepsOf(s, total, inSchedule));
    if (!steps.length) {
      // A blank line or another topic ends the schedule once one has been found.
      if (block.length && index > lastLine + 1) break;
      continue;
    }
    block.push(...steps);
    lastLine = index;
  }
  return dedupe(block).slice(0, MAX_STEPS);
}

/** What is due before any work: the up-front steps of the schedule together, 0 when nothing is; null without terms. */
export function depositPercent(steps: PaymentStep[]): number | null {
  if (!steps.length) return null;
  const upfront = steps.filter((s) => s.upfront);
  if (upfront.some((s) => s.percent === null)) return null;
  return Math.min(100, round(upfront.reduce((sum, s) => sum + (s.percent ?? 0), 0)));
}

function stepsOf(sentence: string, total: number | null, inSchedule: boolean): PaymentStep[] {
  if (!(PAYMENT.test(sentence) || (inSchedule && WHEN.test(sentence))) || NOT_A_STEP.test(sentence))
    return [];
  const steps: PaymentStep[] = [];
  for (const part of sentence.split(STEP_SPLIT).map(stepWords)) {
    if (!part) continue;
    const amount = findMoney(part)[0]?.value ?? findShortThousands(part) ?? null;
    let percent: number | null =
      findPercentages(part)[0]?.value ?? (amount !== null && total ? (amount / total) * 100 : null);
    if (percent === null && amount === null && IN_FULL.test(part)) percent = 100;
    else if (percent === null && amount === null) {
      if (!BALANCE.test(part) || !steps.length) continue;
      // "balance due upon completion": what the earlier steps of the sentence leave.
      const before = steps.reduce((sum, s) => sum + (s.percent ?? 0), 0);
      percent = before > 0 && before < 100 ? 100 - before : null;
    }
    // Under 1% of the price is not an instalment of it (a fee, a rate); over 100% is not a share of it.
    if (percent !== null && (percent < 1 || percent > 100)) continue;
    steps.push({
      words: part,
      percent: percent === null ? null : round(percent),
      amount,
      upfront: UPFRONT.test(part),
    });
  }
  return steps;
}

/** A step in the quote's words, without the label of the line it sits on ("Payment terms: "). */
function stepWords(part: string): string {
  return part
    .trim()
    .replace(/^(?:payments?|payment\s+(?:terms|schedule)|terms)\s*:\s*/i, '')
    .replace(/[.:]$/, '');
}

function dedupe(steps: PaymentStep[]): PaymentStep[] {
  const seen = new Set<string>();
  return steps.filter((s) => {
    const key = s.words.toLowerCase().replace(/\W+/g, ' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
