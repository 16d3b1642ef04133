// Amounts of money in any currency a quote is likely to be written in: dollars (US, Australian, Canadian, NZ, Singapore),
// pounds, euros, rupees and rand ("Rs 1,25,000", "₹85,000", "AUD 12,400", "£4,250", "3.200,00 €"). Dollar amounts come
// from the shared entity finder; the others are added here so the price model can read them.
import type { Currency } from '@qa/contracts';
import { findMoney, type Money } from '../extract/entities';

export type { Currency };

export interface Amount extends Money {
  currency: Currency;
}

// The mark before an amount that the rules' own patterns look for: a dollar, pound or euro sign, or "Rs" (the
// price model reads every currency through findAmounts; these patterns only need to see that money follows).
export const MONEY_MARK = String.raw`(?:[$\u00a3\u20ac]|Rs\.?\s?)`;

// Digits with western (12,500) or Indian (1,25,000) grouping, or none; "." or "," cents.
const FIGURE = String.raw`(\d{1,3}(?:,\d{2,3})+|\d+)(?:\.(\d{1,2}))?`;
const PREFIX = new RegExp(
  String.raw`(?<![A-Za-z])(AUD|A\$|AU\$|CAD|C\$|CA\$|NZD|NZ\$|SGD|S\$|GBP|£|EUR|€|INR|Rs\.?|₹)\s?` +
    FIGURE +
    String.raw`(?:\s?(?:\/-|-\/))?`,
  'g',
);
// A mark that a figure follows belongs to that figure: in "1 €220.00" (a quantity, then a price) the "€" is the
// price's.
const SUFFIX = new RegExp(FIGURE + String.raw`\s?(AUD|CAD|NZD|SGD|GBP|EUR|€|INR|rupees)(?![A-Za-z])(?!\s?\d)`, 'gi');
// Euro amounts as most of the euro area writes them: "€ 4.922,16", "€ 38,50", "1.925,00 €" (dots group thousands,
// a comma marks cents). Only figures that cannot be read the English way are taken here.
const EURO_CONTINENTAL =
  /(?:(?:€|\bEUR)\s?((?:\d{1,3}(?:\.\d{3})+|\d+),\d{2}|\d{1,3}(?:\.\d{3})+)(?![\d,.]?\d))|(?:(?<![\d.,])((?:\d{1,3}(?:\.\d{3})+|\d+),\d{2}|\d{1,3}(?:\.\d{3})+)\s?(?:€|EUR\b))/g;
// Rand as South Africa writes it, "R 87 170,00", "R11 370,00", "ZAR 2 800", or the English way, "R 58,900.00": a bare
// "R" is also an insulation value ("R 38"), so it is money only with grouped thousands or cents, or with "ZAR".
const RAND =
  /(?<![A-Za-z\d-])(?:R|ZAR)\s?(\d{1,3}(?:[ \u00a0]\d{3})+|\d{1,3}(?:,\d{3})+(?=\.\d{2}(?!\d)|(?![\d.,]?\d))|\d+)(?:[,.](\d{2}))?(?![\d.,]?\d)/g;

// Dollars as French Canada writes them, the sign after the figure: "13 105,00 $", "95,00 $", "1 000 $" (spaces group
// thousands, a comma marks cents). The country is read from the rest of the quote like any dollar's.
// Only figures that cannot be read the English way count: cents after a comma, or thousands grouped by spaces (so
// "Qty 4 $1,240.00" stays a quantity and a price).
const DOLLARS_AFTER =
  /(?<![\d.,])(?:(\d{1,3}(?:[ \u00a0\u202f]\d{3})*),(\d{2})|(\d{1,3}(?:[ \u00a0\u202f]\d{3})+))[ \u00a0\u202f]?\$(?![\d])/g;

function currencyOf(mark: string): Currency {
  const m = mark.toUpperCase().replace(/\.$/, '');
  if (m.startsWith('A') && m !== 'A') return 'AUD';
  if (m.startsWith('C')) return 'CAD';
  if (m.startsWith('NZ')) return 'NZD';
  if (m.startsWith('S')) return 'SGD';
  if (m === 'GBP' || m === '£') return 'GBP';
  if (m === 'EUR' || m === '€') return 'EUR';
  return 'INR';
}

/** Every amount of money in a sentence, in order, with its currency. */
export function findAmounts(text: string): Amount[] {
  const out: Amount[] = [];
  const dollarsAfter = [...text.matchAll(DOLLARS_AFTER)].map((m) => ({
    index: m.index,
    raw: m[0],
    value: Number((m[1] ?? m[3]).replace(/[ \u00a0\u202f]/g, '') + (m[2] ? `.${m[2]}` : '')),
    currency: 'USD' as Currency,
  }));
  // The sign of "95,00 $ 2 090,00 $" belongs to the figure before it, not to the one after it.
  const afterSign = (a: { index: number; raw: string }) =>
    dollarsAfter.some((d) => a.index < d.index + d.raw.length && d.index < a.index + a.raw.length);
  out.push(...dollarsAfter);
  for (const m of text.matchAll(EURO_CONTINENTAL)) {
    const figure = m[1] ?? m[2];
    out.push({ index: m.index, raw: m[0], value: Number(figure.replace(/\./g, '').replace(',', '.')), currency: 'EUR' });
  }
  for (const m of findMoney(text)) {
    // "A$12,400", "C$9,800" and "S$5,668" are read by the dollar finder without their country letter.
    const before = text.slice(Math.max(0, m.index - 3), m.index);
    if (/(?:A|AU|C|CA|NZ|S)$/.test(before) && /^\$/.test(m.raw)) continue;
    if (afterSign(m)) continue;
    out.push({ ...m, currency: 'USD' });
  }
  for (const m of text.matchAll(PREFIX)) {
    out.push({
      index: m.index,
      raw: m[0],
      value: Number(m[2].replace(/,/g, '') + (m[3] ? `.${m[3]}` : '')),
      currency: currencyOf(m[1]),
    });
  }
  for (const m of text.matchAll(SUFFIX)) {
    if (out.some((o) => o.index <= m.index && m.index < o.index + o.raw.length)) continue;
    out.push({
      index: m.index,
      raw: m[0],
      value: Number(m[1].replace(/,/g, '') + (m[2] ? `.${m[2]}` : '')),
      currency: currencyOf(m[3] === 'rupees' ? 'INR' : m[3]),
    });
  }
  for (const m of text.matchAll(RAND)) {
    if (!/[\s,]\d{3}/.test(m[1]) && !m[2] && !m[0].startsWith('ZAR')) continue;
    out.push({ index: m.index, raw: m[0], value: Number(m[1].replace(/[\s,]/g, '') + (m[2] ? `.${m[2]}` : '')), currency: 'ZAR' });
  }
  return out
    .sort((a, b) => a.index - b.index)
    .filter((a, i, all) => !i || all[i - 1].index + all[i - 1].raw.length <= a.index);
}

const SYMBOL: Record<Currency, string> = {
  USD: '$',
  AUD: 'A$',
  CAD: 'C$',
  NZD: 'NZ$',
  GBP: '£',
  EUR: '€',
  INR: '₹',
  ZAR: 'R ',
  SGD: 'S$',
};

/** An amount in its currency, for explanations ("$12,400", "₹1,25,000" is shown as "₹125,000"). */
export function formatAmount(n: number, currency: Currency = 'USD'): string {
  return `${SYMBOL[currency]}${n.toLocaleString('en-US', { minimumFractionDigits: n % 1 ? 2 : 0, maximumFractionDigits: 2 })}`;
}
