// How amounts and lists read in the comparison's cells and sentences.

/** An amount in its currency (ISO 4217, as the analysis gives it), written as the web app writes it: "$12,450",
 * "CA$9,800", "£4,250.50". */
export function money(n: number, currency = 'USD'): string {
  const cents = Math.round(n * 100) % 100 !== 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(n);
}

export function percent(n: number): string {
  return `${Math.round(n * 10) / 10}%`;
}

/** "A", "A and B", "A, B and C". */
export function listOf(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "Summit’s", "Peak Exteriors’". */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}’` : `${name}’s`;
}

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "$95 per sheet" as the quote writes a rate, when its words show one; else the amount alone. */
export function rateIn(words: string, amount: number, currency = 'USD'): string {
  const m = /(?:\$|£|€|₹|\bRs\.?|\bR)\s?[\d,]+(?:\.\d{1,2})?\s*(?:\/\s*|per\s+|an?\s+|each\b)\s*([a-z]+(?:\s+f(?:oo|ee)t)?)?/i.exec(
    words,
  );
  const unit = m?.[1] && !/^each$/i.test(m[1]) ? ` per ${m[1].toLowerCase()}` : m ? ' each' : '';
  return `${money(amount, currency)}${unit}`;
}
