// What the quote says, item by item and in its own words, for lining it up beside other quotes: the trade's
// checklist items, the price (or its options), the job size and price per unit, the payment schedule and deposit, the contract terms and the
// contractor's e-mail address. Read from the same text, price model and findings as the analysis itself.
import type { QuoteFacts } from '@qa/contracts';
import { findEmails } from '../extract/entities';
import type { PriceAnalysis } from '../price/find-total';
import { checkUnitPrice } from '../price/unit-price';
import type { QuoteText } from '../text/quote-text';
import type { Trade } from '../trade';
import { tradeModule } from '../trades/registry';
import type { Finding } from '../types';
import { depositPercent, paymentSteps } from './payment-steps';
import { scopeCoverage } from './scope-coverage';
import { termStatements } from './term-statements';

export function quoteFacts(args: {
  text: QuoteText;
  trade: Trade;
  price: PriceAnalysis;
  findings: Finding[];
}): QuoteFacts {
  const { text, trade, price, findings } = args;
  const unit = checkUnitPrice(text, trade, price.total, price.currency);
  const payments = paymentSteps(text, price.total);
  return {
    trade,
    scope: scopeCoverage(text, tradeModule(trade).checklist, findings),
    jobSize: unit
      ? {
          unit: unit.range.unit,
          unitLabel: unit.range.unitLabel,
          quantity: unit.quantity,
          words: unit.quantityText,
        }
      : null,
    unitPrice: unit ? Math.round(unit.unitPrice * 100) / 100 : null,
    payments,
    depositPercent: depositPercent(payments),
    terms: termStatements(text, findings),
    email: contractorEmail(text),
    priceOptions: price.options.map(({ label, amount }) => ({ label, amount })),
    priceWords: price.totalText,
    ...(price.noSinglePrice ? { noSinglePrice: price.noSinglePrice } : {}),
  };
}

// The homeowner's own address is often printed too ("Prepared for: ... jane@..."): it is not whom to write to.
const CUSTOMER_LINE = /prepared\s+for|customer|client|bill\s+to|sold\s+to|home\s*owner|\bowner\b/i;

function contractorEmail(text: QuoteText): string {
  const found = findEmails(text.text).find(
    (e) => !CUSTOMER_LINE.test(text.lines[text.lineIndexAt(e.index)].text),
  );
  return found?.raw ?? '';
}
