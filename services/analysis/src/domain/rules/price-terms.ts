// Money terms around the price: tax left out of it with no amount (price.tax-unclear), a dealer, lender or
// financing fee built into it (price.dealer-fee), and, for solar owned or leased, no warranty on the holes drilled in
// the roof (warranty.roof-penetration-missing). Asked of the clause model, so a hedge or a label is not a term.
import { clausesOf } from '../clauses/clauses';
import { SECTIONS, type Finding } from '../types';
import { finding, type Check } from './rule';

const TAX_EXTRA =
  /\b(?:plus|\+|excluding|excludes?|excl\.?|not\s+including|does\s+not\s+include|without|before)\s+(?:(?:applicable|all|any|sales|state|local)\s+){0,3}tax(?:es)?\b|\btax(?:es)?\s+(?:is\s+|are\s+)?(?:not\s+included|extra|additional|excluded|to\s+be\s+added|will\s+be\s+added)\b|\b(?:GST|HST|VAT|PST|tax(?:es)?)\s+(?:(?:is\s+)?extra\s+)?as\s+applicable\b/i;
const TAX_AMOUNT =
  /\b(?:tax(?:es)?|GST|HST|VAT|PST)\b[^.\n]{0,25}?(?:\$\s?\d|\d+(?:\.\d+)?\s?%)|\d+(?:\.\d+)?\s?%\s*(?:sales\s+|use\s+)?tax/i;
const DEALER_FEE =
  /\b(?:dealer|lender|financ(?:ing|e)|loan|origination|platform|program|merchant|establishment)\s+(?:service\s+|processing\s+|program\s+)?(?:fees?|costs)\b|\bfees?\s+(?:charged\s+)?by\s+the\s+lender\b/i;
/** A financed price this much above the cash price carries a fee, not rounding. */
const FEE_MARGIN = 1.03;
// A warranty's words; a mount "flashed" or "sealed" is how the holes are made, not a promise about them.
const ROOF_PENETRATION =
  /\bpenetrations?\b|\broof(?:ing)?\s+(?:warranty|leak|seal)|\bleak[\s-]?(?:free|proof|warranty|guarantee)|\bwater[\s-]?tight|\bweather[\s-]?tight|\bno\s+leaks?\b|\bleak(?:s|age)?\b/i;

// "Contractor is not responsible for ... leaks not caused by the installation", "we do not warrant your roof or roof
// leaks": a disclaimer, no warranty.
const NOT_COVERED =
  /\b(?:does\s+not|doesn'?t|will\s+not|won'?t|do\s+not|don'?t)\s+(?:cover|warrant|guarantee)\b|\bnot\s+covered\b|\bexclud\w*|\bnot\s+(?:be\s+)?(?:held\s+)?(?:responsible|liable)\s+for\b/i;

export const checkPriceTerms: Check = (ctx) => {
  const findings: Finding[] = [];
  const clauses = clausesOf(ctx.text).filter((c) => c.role !== 'label' && c.role !== 'unticked');
  const taxExtra = clauses.find((c) => TAX_EXTRA.test(c.text) && c.polarity !== 'hedged');
  if (taxExtra && !clauses.some((c) => TAX_AMOUNT.test(c.text)) && ctx.price.total !== null) {
    findings.push(
      finding(
        'price.tax-unclear',
        'clarification',
        SECTIONS.pricing,
        taxExtra.text,
        'Tax is added on top of the quoted price, but its amount is not stated, so the price you compare is not what you will pay.',
        ['How much tax will be added, on which part of the price (materials or all of it)?'],
      ),
    );
  }
  const fee = clauses.find(
    (c) => DEALER_FEE.test(c.text) && c.polarity !== 'denied' && !/\bno\s+\w*\s*fees?\b/i.test(c.text),
  );
  // A cash price and a higher financed price for the same job: the difference is the lender's fee, built into the
  // price whether or not the quote names it (reviewers expected the finding on 12 of 14 such quotes).
  const cash = ctx.price.options.find((o) => /cash/i.test(o.label));
  const financed = ctx.price.options.find((o) => /financ/i.test(o.label));
  // (Also when the homeowner ticked the loan: the fee is then inside the price they pay.)
  const feeInside =
    cash && financed && financed.amount > cash.amount * FEE_MARGIN
      ? financed.text
      : undefined;
  if (fee || feeInside) {
    findings.push(
      finding(
        'price.dealer-fee',
        'medium',
        SECTIONS.pricing,
        fee?.text ?? feeInside!,
        'A dealer, lender or financing fee is part of the price. Such fees are often 10-30% of a financed solar or home-improvement price; paying cash or using your own loan can avoid them.',
        [
          'How much of the price is the dealer or lender fee, and what is the cash price without it?',
          'Can I bring my own financing instead?',
        ],
      ),
    );
  }
  if (
    // Under a lease or PPA too: the system is the lessor's, the holes in the roof are the homeowner's (reviewers of
    // three lease and PPA proposals asked for the penetration warranty).
    ctx.trade === 'solar' &&
    // "This warranty does not cover roof leaks" names the roof only to leave it out.
    !clauses.some((c) => ROOF_PENETRATION.test(c.text) && c.polarity !== 'denied' && !NOT_COVERED.test(c.text))
  ) {
    findings.push(
      finding(
        'warranty.roof-penetration-missing',
        'clarification',
        SECTIONS.warranty,
        '',
        'The quote gives no warranty on the roof penetrations (the holes drilled for the mounts). A leak at a mount is the most common solar installation fault, and the roofer’s warranty usually stops covering the roof once it is drilled.',
        [
          'Do you warrant the roof penetrations against leaks, for how long, and who repairs the roof if one leaks?',
        ],
      ),
    );
  }
  return { checked: [], findings };
};
