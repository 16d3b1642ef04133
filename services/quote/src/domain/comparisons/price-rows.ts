// The price rows: the total (or "no single price" with the options), the price per unit of the trade, the deposit
// as a share of the price, and the payment schedule, each with the quote's own words behind it.
import type { ComparedQuote, Row } from './compared-quote';
import { cell, concernOf, currencyOf } from './compared-quote';
import { money, percent } from './format';

const UNIT_NAMES: Record<string, string> = {
  square: 'square',
  watt: 'watt',
  ton: 'ton',
  sqft: 'sq ft',
  linft: 'linear ft',
};
const UNIT_ROW_LABELS: Record<string, string> = {
  square: 'Price per roofing square',
  watt: 'Price per watt',
  ton: 'Price per ton',
  sqft: 'Price per square foot',
  linft: 'Price per linear foot',
};

export function priceRows(quotes: ComparedQuote[]): Row[] {
  return [totalRow(quotes), unitRow(quotes), depositRow(quotes), scheduleRow(quotes)];
}

function totalRow(quotes: ComparedQuote[]): Row {
  const cells = quotes.map((q) => {
    const { result } = q;
    const facts = result.facts;
    if (result.extractedPrice !== null)
      return cell('stated', money(result.extractedPrice, currencyOf(q)), facts?.priceWords ?? '');
    const options = facts?.priceOptions ?? [];
    if (options.length)
      return cell(
        'concern',
        'No single price',
        options.map((o) => `${o.label}: ${money(o.amount, currencyOf(q))}`).join('; '),
      );
    return cell('missing', 'No price found');
  });
  return { id: 'price.total', group: 'price', label: 'Total price', cells, differs: false };
}

function unitRow(quotes: ComparedQuote[]): Row {
  const units = new Set(quotes.map((q) => q.result.facts?.jobSize?.unit).filter(Boolean));
  const label = units.size === 1 ? (UNIT_ROW_LABELS[[...units][0]!] ?? 'Price per unit') : 'Price per unit';
  const cells = quotes.map((q) => {
    const size = q.result.facts?.jobSize;
    const unitPrice = q.result.facts?.unitPrice;
    if (!size || unitPrice === null || unitPrice === undefined) return cell('none', 'Size not stated');
    return cell(
      'stated',
      `${money(unitPrice, currencyOf(q))} per ${UNIT_NAMES[size.unit] ?? size.unit}`,
      `${size.words} (${size.unitLabel})`,
    );
  });
  return { id: 'price.unit', group: 'price', label, cells, differs: false };
}

function depositRow(quotes: ComparedQuote[]): Row {
  const cells = quotes.map((q) => {
    const { result } = q;
    const facts = result.facts;
    const concern = concernOf(result, (id) => id.startsWith('payment.deposit'));
    const words =
      facts?.payments
        .filter((p) => p.upfront)
        .map((p) => p.words)
        .join('; ') ?? '';
    const share = facts?.depositPercent;
    if (share === null || share === undefined)
      return cell(concern ? 'concern' : 'missing', 'Not stated', words, concern?.explanation);
    if (share === 0)
      return cell('stated', 'Nothing up front', facts!.payments.map((p) => p.words).join('; '));
    const amount =
      result.extractedPrice !== null
        ? ` (${money(Math.round((result.extractedPrice * share) / 100), currencyOf(q))})`
        : '';
    return cell(concern ? 'concern' : 'stated', `${percent(share)}${amount}`, words, concern?.explanation);
  });
  return {
    id: 'price.deposit',
    group: 'price',
    label: 'Deposit (share of the price)',
    cells,
    differs: false,
  };
}

function scheduleRow(quotes: ComparedQuote[]): Row {
  const cells = quotes.map(({ result }) => {
    const steps = result.facts?.payments ?? [];
    const concern = concernOf(result, (id) =>
      /^payment\.(?:terms-missing|schedule-unclear|final-before-completion)$/.test(id),
    );
    if (!steps.length) return cell(concern ? 'concern' : 'missing', 'Not stated', '', concern?.explanation);
    const value = steps
      .map((s) => (s.percent !== null ? `${percent(s.percent)} ${stepWhen(s.words)}` : s.words))
      .join(' · ');
    return cell(
      concern ? 'concern' : 'stated',
      value,
      steps.map((s) => s.words).join('; '),
      concern?.explanation,
    );
  });
  return { id: 'price.schedule', group: 'price', label: 'Payment schedule', cells, differs: false };
}

/** When a payment falls, from its words: "30% deposit due at signing" reads "at signing". */
function stepWhen(words: string): string {
  const m = /\b(?:at|upon|on|when|after|before|with|prior\s+to)\b\s+[^,;]{2,40}$/i.exec(words);
  if (m) return m[0].replace(/^upon\b/i, 'on');
  return /deposit|down/i.test(words) ? 'deposit' : '';
}
