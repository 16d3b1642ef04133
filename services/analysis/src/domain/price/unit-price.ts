// Compares the quote's price per unit (per roofing square, per watt, per ton, per sq ft, per linear foot) with
// the typical US ranges in price-ranges.json. Only prices far outside the range are reported: a per-unit price
// from a total that also covers extras (gutters, a new panel) is rough, and local prices differ a lot.
import { findQuantities, type Quantity, type QuantityUnit } from '../extract/entities';
import type { QuoteText } from '../text/quote-text';
import type { Trade } from '../trade';
import type { PriceAnalysis } from './find-total';
import priceRanges from './price-ranges.json';

export interface PriceRange {
  trade: string;
  name: string;
  unit: 'square' | 'watt' | 'ton' | 'sqft' | 'linft';
  unitLabel: string;
  match: string[];
  low: number;
  high: number;
  farBelow: number;
  farAbove: number;
  sources: string[];
}

export interface UnitPriceCheck {
  range: PriceRange;
  quantity: number;
  /** The words the quantity was read from, e.g. "28 squares", and where. */
  quantityText: string;
  quantityIndex: number;
  unitPrice: number;
  verdict: 'far-below' | 'typical-or-near' | 'far-above';
}

// "Demolition and haul-away of existing deck", "building permit, plan drawings", "Lighting allowance".
const NOT_THE_MEASURED_WORK = /\b(?:demo(?:lition)?|permits?|drawings?|engineer(?:ing)?|allowance)\b/i;
const ranges = priceRanges.ranges as PriceRange[];
export const priceSources: Record<string, string> = priceRanges.sources;

export function checkUnitPrice(
  text: QuoteText,
  trade: Trade,
  total: number | null,
  currency = 'USD',
  lines: PriceAnalysis['lines'] = [],
): UnitPriceCheck | undefined {
  // The ranges are US dollars: a price in another currency is not compared with them.
  if (!total || total <= 0 || currency !== 'USD') return undefined;
  // What is taken out ("Remove carpet, pad and tack strip") does not say what the new work is.
  const lower = text.lines
    .filter((l) => !REMOVAL_ONLY_LINE.test(l.text) || ALSO_BUILDS.test(l.text))
    .map((l) => l.text)
    .join('\n')
    .toLowerCase();
  // The material named most often is the one installed ("white oak" three times beats "replacing carpet" once).
  const mentions = (r: PriceRange) => r.match.reduce((n, p) => n + lower.split(p).length - 1, 0);
  const named = ranges
    .filter((r) => r.trade === trade && r.match.length > 0 && mentions(r) > 0)
    .sort((a, b) => mentions(b) - mentions(a))[0];
  const range = named ?? ranges.find((r) => r.trade === trade && r.match.length === 0);
  if (!range) return undefined;
  const quantity = quantityFor(text, range.unit, trade);
  if (!quantity) return undefined;
  const unitPrice = total / quantity.value;
  // The ranges price the measured work itself: a total far above one is confirmed only once the itemised lines that
  // are no part of it (demolition of what was there, permits and drawings, allowances) are taken out of it.
  const aside = lines.filter((l) => l.role === 'item' && l.amount > 0 && NOT_THE_MEASURED_WORK.test(l.label)).reduce((n, l) => n + l.amount, 0);
  const verdict =
    unitPrice < range.farBelow
      ? 'far-below'
      : unitPrice > range.farAbove && (total - aside) / quantity.value > range.farAbove
        ? 'far-above'
        : 'typical-or-near';
  return {
    range,
    quantity: quantity.value,
    quantityText: quantity.raw,
    quantityIndex: quantity.index,
    unitPrice,
    verdict,
  };
}

/** The job size in the range's unit, or undefined when the quote does not state it. */
interface JobSize {
  value: number;
  raw: string;
  index: number;
}

// "Haul away old chain link (80 LF)", "Remove and dispose of 40 sq ft of tile": a line that only takes something
// out measures what is removed, which need not be the size of the new work (a roof tear-off is, so it counts).
const REMOVAL_ONLY_LINE = /^\W*(?:haul|remov|dispos|demo|tear[\s-]?out|rip[\s-]?out)\w*/i;
const ALSO_BUILDS = /\b(?:install|new|replace|build|pour|lay)\w*/i;
// "Heating load 34,200 BTU/h", "design heat loss 41,000 BTU/h": what the house needs (a Manual J result), not the size of
// the equipment the price buys.
const LOAD_BEFORE = /\b(?:loads?|heat\s+(?:loss|gain)|design\s+(?:heat|cooling|heating))\b[^.;\d]{0,15}$/i;

function quantityFor(text: QuoteText, unit: PriceRange['unit'], trade: Trade): JobSize | undefined {
  const all = findQuantities(text.text).filter((q) => {
    const line = text.lines[text.lineIndexAt(q.index)].text;
    return (!REMOVAL_ONLY_LINE.test(line) || ALSO_BUILDS.test(line)) && !LOAD_BEFORE.test(text.text.slice(Math.max(0, q.index - 30), q.index));
  });
  const largest = (kind: QuantityUnit, min: number, max: number, scale = 1, onLine?: RegExp) =>
    all
      .filter((q) => q.unit === kind && q.value * scale >= min && q.value * scale <= max)
      .filter((q) => !onLine || onLine.test(text.lines[text.lineIndexAt(q.index)].text))
      .map((q: Quantity) => ({ value: q.value * scale, raw: q.raw, index: q.index }))
      .sort((a, b) => b.value - a.value)[0];
  switch (unit) {
    case 'square':
      return largest('square', 5, 200) ?? largest('sqft', 5, 200, 1 / 100, /roof/i);
    case 'watt':
      return largest('kw', 1000, 50_000, 1000) ?? panelsTimesWatts(text, all);
    case 'ton':
      return (
        largest('ton', 1, 6) ??
        largest('btu', 1.5, 5, 1 / 12_000, /\b(?:ac|a\/c|air\s+condition|heat\s+pump|condenser|cooling)\b/i)
      );
    case 'sqft':
      return (
        largest('sqft', 20, 10_000) ??
        largest('sqyd', 20, 10_000, 9) ??
        (trade === 'deck' ? deckDimensions(text) : undefined)
      );
    case 'linft':
      return largest('linft', 10, 3000);
  }
}

// "24 x REC Alpha 405W panels", "22 Qcells 400 W modules": panel count times panel wattage.
function panelsTimesWatts(text: QuoteText, all: Quantity[]): JobSize | undefined {
  const watts = all.find((q) => q.unit === 'watt' && q.value >= 250 && q.value <= 700);
  const count =
    /(?<![\d.])(\d{1,3})\s*(?:x\s*|qty\.?\s*)?(?:\(\d+\)\s*)?(?:[\w.-]+\s+){0,4}?(?:solar\s+)?(?:panels|modules)\b/i.exec(
      text.text,
    );
  if (!watts || !count) return undefined;
  const n = Number(count[1]);
  return n >= 4 && n <= 120 ? { value: n * watts.value, raw: count[0], index: count.index } : undefined;
}

// "16' x 20' deck", "16 x 20 ft", "12x24": the largest plausible deck area written as dimensions.
function deckDimensions(text: QuoteText): JobSize | undefined {
  let best: JobSize | undefined;
  for (const m of text.text.matchAll(
    /(?<![\d.])(\d{1,2})\s*(?:'|ft\.?|feet)?\s*[x\u00d7]\s*(\d{1,2})\s*(?:'|ft\.?|feet)?(?![\d"]|\s*(?:mm|cm|m\b|m2|m\u00b2))/gi,
  )) {
    const area = Number(m[1]) * Number(m[2]);
    if (area >= 40 && area <= 2000 && (!best || area > best.value))
      best = { value: area, raw: m[0], index: m.index };
  }
  return best;
}
