// What the price box of the analysis page shows, from what the analysis gives: the price (or why there is no
// single one), the options the quote prices the job at, and the breakdown of the price, that is the work priced
// and the sums around it. Rates for extra work, optional extras, instalments, financing and rebates are priced
// beside the job, not parts of its price, so they are left to the findings.
import type { NoSinglePrice, PriceLine } from '../types';

export interface PriceBoxInput {
  extractedPrice: number | null;
  currency: string;
  priceLines: PriceLine[];
  priceOptions: PriceLine[];
  noSinglePrice: NoSinglePrice | null;
}

export interface PriceBox {
  price: number | null;
  currency: string;
  /** Why there is no single price, in a sentence; null when there is one (or nothing says otherwise). */
  noSinglePrice: string | null;
  options: PriceLine[];
  items: PriceLine[];
  /** Subtotals, tax and discounts (discounts negative). */
  sums: PriceLine[];
}

const NO_SINGLE_PRICE: Record<NoSinglePrice, string> = {
  options: 'The quote offers options and none is marked as chosen; the contract should name the one you buy.',
  range: 'The quote gives a range rather than one price.',
  financing: 'The quote gives a cash price and a different financed price.',
  alternatives: 'The quote prices the job more than one way.',
  'open-items':
    'Part of the work is charged by the unit or the hour as needed, so the items add up only to the least it could cost.',
  unstated: 'The quote lists prices but states no total; ask for the total in writing.',
  'part-to-follow': 'Part of the work is to be priced later, so the figure shown is not the price of the whole job.',
};

export function priceBox(input: PriceBoxInput): PriceBox {
  const labelled = input.priceLines
    .map((line) => ({ ...line, label: cleanPriceLabel(line.label) }))
    .filter((line) => line.label !== '');
  // Analyses made before roles were kept list their lines as they were read.
  const items = labelled.filter((line) => line.role === undefined || line.role === 'item');
  const sums = items.length
    ? labelled
        .filter((line) => line.role === 'subtotal' || line.role === 'tax' || line.role === 'discount')
        .map((line) => (line.role === 'discount' ? { ...line, amount: -Math.abs(line.amount) } : line))
    : [];
  const options = input.priceOptions.length >= 2 ? optionsOf(input.priceOptions) : [];
  const noSinglePrice =
    input.extractedPrice !== null
      ? null
      : input.noSinglePrice
        ? NO_SINGLE_PRICE[input.noSinglePrice]
        : options.length
          ? 'The quote gives more than one price and does not say which one you would pay.'
          : null;
  return { price: input.extractedPrice, currency: input.currency, noSinglePrice, options, items, sums };
}

/**
 * Options read from one row of figures carry that row's label and their column ("Total (1)", "Total (2)"):
 * numbered instead. Options with labels of their own ("Option A", "Cash price") keep them.
 */
function optionsOf(options: PriceLine[]): PriceLine[] {
  const column = /\s*\(\d+\)$/;
  const rowLabels = new Set(options.map((o) => o.label.replace(column, '')));
  const fromOneRow = options.every((o) => column.test(o.label)) && rowLabels.size === 1;
  return options.map((o, i) => ({
    label: fromOneRow ? `Option ${i + 1}` : cleanPriceLabel(o.label) || `Option ${i + 1}`,
    amount: o.amount,
  }));
}

const CONTRACTION = /^(?:s|t|re|ve|ll|d|m)(?![a-z])/i;

/**
 * A label as the homeowner should read it. Text read from PDFs loses spaces next to quote marks
 * ("standard'materials") and keeps what is left where the amount was cut out ("comes to .", "Electrical: .",
 * "( )"); an unclosed bracket is closed. Words that ran together with no mark between them ("Paintkitchen") cannot
 * be told from compound words and brand names here, so they are left as read.
 */
export function cleanPriceLabel(raw: string): string {
  let label = raw
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
  // A quote mark glued between two words stands where a space was lost: after it when it closes a quoted word
  // ('standard'materials), in its place when it is a stray (standard'materials). An apostrophe (owner's) stays.
  label = label.replace(
    /([A-Za-z])(['"])(?=[A-Za-z])/g,
    (whole: string, before: string, mark: string, offset: number, text: string) => {
      if (mark === "'" && CONTRACTION.test(text.slice(offset + 2))) return whole;
      const closes = text.slice(0, offset + 1).split(mark).length % 2 === 0;
      return closes ? `${before}${mark} ` : `${before} `;
    },
  );
  label = label
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s+([.,;:])/g, '$1')
    .replace(/^[\s\-*\u2022.,;:]+/, '')
    .replace(/[\s\-.,;:@]+$/, '')
    .replace(/\s+/g, ' ');
  label = withoutStrayQuotes(label, '"');
  label = withoutStrayQuotes(label, "'");
  return balancedBrackets(label).trim();
}

/** An odd quote mark at either end is a stray (an inch mark after a figure, 36", is not). */
function withoutStrayQuotes(label: string, mark: '"' | "'"): string {
  const count = label.split(mark).length - 1;
  if (count % 2 === 0) return label;
  if (label.startsWith(mark)) return label.slice(1).trim();
  if (label.endsWith(mark) && !/\d['"]$/.test(label)) return label.slice(0, -1).trim();
  return label;
}

function balancedBrackets(label: string): string {
  let open = 0;
  let out = '';
  for (const ch of label) {
    if (ch === ')') {
      if (!open) continue;
      open--;
    }
    if (ch === '(') open++;
    out += ch;
  }
  return out + ')'.repeat(open);
}
