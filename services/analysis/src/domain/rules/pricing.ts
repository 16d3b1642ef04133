// Pricing: a total the homeowner can hold the contractor to, sums that add up, alternatives made explicit, and a
// per-unit price that is not wildly outside the usual range for the trade.
import { unpricedRows } from '../price/find-total';
import { checkUnitPrice, priceSources } from '../price/unit-price';
import { SECTIONS, type Finding } from '../types';
import { formatAmount } from '../price/money';
import { finding, LEASE_OR_PPA, type Check, type RuleContext } from './rule';

const SECTION = SECTIONS.pricing;

// "increasing 2.9% every year", "2.9% annual escalator", "escalates 3% per year".
const ESCALATOR =
  /(?:escalat\w*|increas\w*|ris(?:e|es|ing)|go(?:es)?\s+up)\s+(?:by\s+)?(\d+(?:\.\d+)?)\s?%\s+(?:per|each|every|a|an)\s+(?:year|yr|annum)|(\d+(?:\.\d+)?)\s?%\s+(?:annual|yearly|per\s+year)\s+(?:escalator|escalation|increase|price\s+increase)|(?:annual|yearly)\s+(?:(?:payment|rate|price|lease|PPA|contract)\s+)?(?:escalator|escalation|increase)\s*:?\s*(?:of\s+)?(\d+(?:\.\d+)?)\s?%/i;
// "$0.149/kWh", "$0.18 per kWh", "$129/month", "$142.50 per mo".
const RATE_PRICED = /\$\s?\d[\d,]*(?:\.\d+)?\s*(?:\/|per\s+)\s*(?:kwh|mo(?:nth)?\b)|\bmonthly\s+(?:lease\s+|PPA\s+)?(?:payment|rate)\b[^.\n]{0,20}\$\s?\d/i;
/** A lease or PPA is priced per kWh or per month; there is no purchase price to state. */
const leasePriced = (text: string) => LEASE_OR_PPA.test(text) && RATE_PRICED.test(text);
const TERM_YEARS =
  /\b(\d{1,2})[\s-]*(?:year|yr)s?\s+(?:term|lease|agreement|contract|ppa)|\bterm\s*:?\s*(\d{1,2})\s*(?:years?|yrs?)/i;

// A line for the contractor's own costs or a catch-all, not for work: "Project management, misc. & contingency",
// "Overhead", "General conditions", "Supervision", "Markup".
const LUMP_LABEL =
  /\b(?:project\s+management|management\s+fee|overheads?|o\s*&\s*p|profit|mark[\s-]?up|contingency|general\s+conditions|supervision|coordination|miscellaneous|misc\.?|sundries|handling|admin(?:istration|istrative)?\s+(?:fee|charge|costs?))\b/i;
// An insurer's estimate format (replacement cost, depreciation), not merely a job paid through a claim ("you are
// responsible for your deductible").
const INSURANCE_ESTIMATE = /\b(?:RCV|ACV|xactimate|depreciation)\b/i;
/** A lump this large a share of the job's rows is worth a question; less is a rounding of small costs. */
const LUMP_MIN_SHARE = 0.08;
/** Rows of work priced one by one make the quote "itemised": a lump among them stands out. */
const MIN_ITEMISED_ROWS = 4;

/** "Project management, misc. & contingency $3,900" among itemised rows: a large sum whose content is not shown. */
function lumpSumFinding(ctx: RuleContext): Finding | undefined {
  const items = ctx.price.lines.filter((l) => l.role === 'item');
  const rows = items.reduce((n, l) => n + l.amount, 0);
  const lump = items.find(
    (l) => LUMP_LABEL.test(l.label) && !/\d\s?%/.test(l.label) && l.amount >= rows * LUMP_MIN_SHARE,
  );
  // An insurance estimate adds overhead and profit by the carrier's own rules: the line is expected there.
  if (!lump || items.length < MIN_ITEMISED_ROWS || INSURANCE_ESTIMATE.test(ctx.text.text)) return undefined;
  const amount = formatAmount(lump.amount, ctx.price.currency);
  return finding(
    'price.lump-sum',
    'medium',
    SECTION,
    `${lump.label} ${amount}`.trim(),
    `Among prices given row by row, "${lump.label.slice(0, 80)}" is one lump of ${amount} with nothing to show what it buys. A contingency or management fee can hide margin or work that is priced again later.`,
    ['What exactly does this amount cover, and how was it worked out?', 'Is any of it refunded if it is not used?'],
  );
}

export const checkPricing: Check = (ctx) => {
  const { price, text, trade } = ctx;
  const money = (n: number) => formatAmount(n, price.currency);
  const findings: Finding[] = [];
  const escalator = escalatorFinding(ctx);
  if (escalator) findings.push(escalator);
  const lump = lumpSumFinding(ctx);
  if (lump) findings.push(lump);
  if (price.unpricedPart) {
    const part = price.unpricedPart.trim().slice(0, 120);
    findings.push(
      finding(
        'vague.open-price',
        'medium',
        SECTION,
        price.unpricedPart,
        price.noSinglePrice === 'part-to-follow'
          ? `Part of the work has no price yet ("${part}"), so the figure in the quote is not the price of the job. Ask for that part's price, or a firm cap on it, before you sign.`
          : `Part of the work has no price yet ("${part}"). Ask for that part's price, or a firm cap on it, before you sign.`,
        ['What will the part priced later cost, or what is the most it can cost?', 'What is the total price for the whole job?'],
      ),
    );
  }
  if (price.noSinglePrice === 'open-items') {
    findings.push(
      finding(
        'price.total-not-stated',
        'medium',
        SECTION,
        '',
        'The quote lists prices but states no total, and part of the work is charged by the unit or the hour as needed, so nobody can say what the job will cost. Ask for a total with a cap on the open items.',
        ['What is the total price for the whole job, including tax?', 'What is the most the open items can cost?'],
      ),
    );
  } else if (price.noSinglePrice === 'unstated' && !leasePriced(text.text)) {
    const sum = price.itemsSum === undefined ? '' : `; the items add up to ${money(price.itemsSum)}`;
    findings.push(
      finding(
        'price.total-not-stated',
        'medium',
        SECTION,
        '',
        `The quote lists prices but states no total${sum}. Ask for the total in writing, so that the price you sign is one the contractor has stated and nothing is added later.`,
        ['What is the total price for the whole job, including tax?'],
      ),
    );
  } else if (price.noSinglePrice === 'options' || price.noSinglePrice === 'range' || price.noSinglePrice === 'financing') {
    const list = price.options.map((o) => money(o.amount)).join(', ');
    const what = {
      options: `options or tiers at ${list}, with none marked as chosen`,
      range: list ? `a range, ${list}, rather than one price` : 'a rate per unit given as a range rather than a price for the job',
      financing: `a cash price and a different financed price (${list}); a fee for financing is inside the higher one`,
    }[price.noSinglePrice];
    findings.push(
      finding(
        'price.options',
        // A range is a price not yet fixed; tiers and cash-or-financed are a choice, each price firm.
        price.noSinglePrice === 'range' ? 'medium' : 'clarification',
        SECTION,
        price.totalText,
        `The quote gives ${what}. There is no single contract price until you choose; the one you sign should name it and what it includes.`,
        [
          'Which option (and price) will the contract state, and what exactly does it include?',
          'What is the most I could pay, in writing?',
        ],
      ),
    );
  } else if (price.noSinglePrice === 'alternatives') {
    const list = price.options.map((o) => money(o.amount)).join(' and ');
    findings.push(
      finding(
        'price.options',
        'medium',
        SECTION,
        text.quote({
          index: text.text.indexOf(price.totalText),
          text: price.totalText,
          line: text.lineIndexAt(Math.max(0, text.text.indexOf(price.totalText))),
        }),
        `The quote gives more than one price for the job (${list}) and no single contract price. What the cheaper way leaves out or changes is not itemised, so you cannot tell what you would be buying at each price.`,
        [
          'Which price is the contract price, and which way of doing the job does it buy?',
          'Exactly which steps of the scope are dropped or changed for the other price?',
        ],
      ),
    );
  }
  // Items listed for the job with a placeholder where the amount should be ("??", "TBD"): work promised at no
  // stated price.
  const unpriced = unpricedRows(text);
  if (unpriced.length && price.lines.length) {
    findings.push(
      finding(
        'vague.open-price',
        'medium',
        SECTION,
        unpriced[0].replace(/\|/g, ' ').replace(/\*+/g, '').replace(/\s+/g, ' ').trim(),
        `${unpriced.length === 1 ? 'One item has' : `${unpriced.length} items have`} no price, only a placeholder ("??", "TBD"). Work listed without a price can be billed at any amount later, and the total does not include it.`,
        [
          'What is the price of each item that shows no amount, and is it in the total?',
          'Can you give a fixed price for every listed item before I sign?',
        ],
      ),
    );
  }
  if (price.optionInTotal) {
    const { amount, total, sum } = price.optionInTotal;
    const reached = sum === total ? 'the total' : `the subtotal of ${money(sum)}`;
    findings.push(
      finding(
        'price.option-in-total',
        'medium',
        SECTION,
        price.optionInTotal.text,
        `An item marked optional (${money(amount)}) is counted inside the total of ${money(total)}: the items add up to ${reached} only with it. If you do not want it, the price should be lower.`,
        ['Is the optional item included in the total, and what is the total without it?'],
      ),
    );
  }
  if (price.total === null && !price.noSinglePrice) {
    if (!leasePriced(text.text))
      findings.push(
        finding(
          'price.total-missing',
          'high',
          SECTION,
          '',
          'No total price could be found in the quote. Without a stated price for the whole job, there is nothing to hold the contractor to.',
          [
            'What is the total price for all the work described, including tax and fees?',
            'Is that a fixed price?',
          ],
        ),
      );
    return { checked: [SECTION], findings };
  }
  if (price.total === null) return { checked: [SECTION], findings };
  // An option the homeowner has already ticked ("Option chosen: [X] Better") is the price: nothing left to choose.
  if (price.options.length >= 2 && price.basis !== 'option') {
    const list = price.options.map((o) => `${o.label} ${money(o.amount)}`).join(', ');
    findings.push(
      finding(
        'price.options',
        'clarification',
        SECTION,
        price.options[0].text,
        `The quote offers alternatives (${list}). We used ${money(price.total)}; make sure the contract you sign names the option you chose and what it includes.`,
        ['Exactly what is different between the options?', 'Will the contract state which option I chose?'],
      ),
    );
  }
  if (price.mismatch) {
    findings.push(
      finding(
        'price.math-mismatch',
        'medium',
        SECTION,
        price.mismatch.text,
        price.mismatch.row
          ? `The figures do not add up: this row's quantity times its rate is ${money(price.mismatch.computed)}, but the quote charges ${money(price.mismatch.stated)}.`
          : `The figures do not add up: the parts come to ${money(price.mismatch.computed)} but the quote states ${money(price.mismatch.stated)}.`,
        [
          'Can you correct the figures and confirm the total I would pay?',
          'Is anything included in the total that is not listed?',
        ],
      ),
    );
  }
  if (price.scheduleMismatch && !price.mismatch) {
    const { scheduled, total } = price.scheduleMismatch;
    findings.push(
      finding(
        'price.math-mismatch',
        'medium',
        SECTION,
        price.scheduleMismatch.text,
        `The payment schedule adds up to ${money(scheduled)}, but the quote's total is ${money(total)}. It is unclear whether the difference (${money(Math.round(Math.abs(total - scheduled) * 100) / 100)}) is owed, and when.`,
        [
          'Which figure is the contract price, and when is the difference paid?',
          'Can the payment schedule be corrected to add up to the total?',
        ],
      ),
    );
  }
  const unit = checkUnitPrice(text, trade, price.total, price.currency, price.lines);
  if (unit && unit.verdict !== 'typical-or-near') {
    const { range } = unit;
    const per = `${money(Math.round(unit.unitPrice * 100) / 100)} ${range.unitLabel}`;
    const typical = `${money(range.low)}-${money(range.high)}`;
    const sources = range.sources
      .map((s) => priceSources[s]?.split(',')[0])
      .filter(Boolean)
      .join('; ');
    const above = unit.verdict === 'far-above';
    findings.push(
      finding(
        above ? 'price.unit-far-above' : 'price.unit-far-below',
        'medium',
        SECTION,
        text.quote({
          index: unit.quantityIndex,
          text: unit.quantityText,
          line: text.lineIndexAt(unit.quantityIndex),
        }),
        above
          ? `At about ${per} (${money(price.total)} for ${unit.quantityText}), this is far above the typical ${typical} for ${range.name} in the US (${sources}). Local prices vary, but get other quotes to compare.`
          : `At about ${per} (${money(price.total)} for ${unit.quantityText}), this is far below the typical ${typical} for ${range.name} in the US (${sources}). A very low price can mean missing scope, cheap materials, or extras added later.`,
        above
          ? [
              'What does this price include that would explain the difference from typical prices?',
              'Can you break the price down into materials, labour and other costs?',
            ]
          : [
              'What is not included in this price that other contractors might include?',
              'Will the price stay the same if you find more work once you start?',
            ],
      ),
    );
  }
  return { checked: [SECTION], findings };
};

/** A yearly escalator on a lease, PPA or payment plan; checked whether or not the quote states a total. */
const UTILITY_RATES = /\bsavings?\b|\b(?:utility|electric(?:ity)?|power|energy|grid)\s+(?:rates?|prices?|bills?|costs?)\b|\b[A-Z&]{2,6}\s+rates?\b/;

function escalatorFinding(ctx: RuleContext): Finding | undefined {
  const { text } = ctx;
  const rateOf = (s: string) => {
    const m = ESCALATOR.exec(s)!;
    return Number(m[1] ?? m[2] ?? m[3]);
  };
  // "0% annual escalator" is the absence of one; "savings based on PG&E rates increasing 6% per year" is the utility's
  // price assumed, not a payment that rises.
  const escalator = text
    .findAll(ESCALATOR)
    .find((m) => rateOf(m.text) > 0 && !UTILITY_RATES.test(text.quote(m)));
  if (!escalator) return undefined;
  const rate = rateOf(escalator.text);
  const term = TERM_YEARS.exec(text.text);
  const years = term ? Number(term[1] ?? term[2]) : 20;
  const growth = Math.round((Math.pow(1 + rate / 100, years - 1) - 1) * 100);
  return finding(
    'price.escalator',
    'medium',
    SECTION,
    text.quote(escalator),
    `The payment goes up ${rate}% every year. Over ${years} years that compounds: the last year's payment is about ${growth}% higher than the first, and savings estimates assume your utility rates rise at least as fast.`,
    [
      'What is the total I will pay over the whole term, year by year?',
      'Is there an option with no escalator, or to buy the system out, and at what price?',
    ],
  );
}
