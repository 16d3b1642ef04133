// What each priced line of a quote is to the homeowner, from what the price model read it as: the work priced,
// the sums around it, or something priced beside the job (a rate for extra work, an optional extra, an option or
// alternative, a payment instalment, financing, rebates, an insurance split). The analysis page lists only the
// work and the sums as the price's breakdown.
import type { PriceLineRole } from '@qa/contracts';

/** The price model's reading of one line (find-total.ts). */
export interface ReadLine {
  label: string;
  amount: number;
  kind: string;
  unitRate: boolean;
  excluded: boolean;
  option?: string;
  several?: number[];
}

// A payment row read as a discount: "30% ($3,508.50) at signing" keeps its amount in brackets, read as negative.
const INSTALMENT =
  /\b\d{1,3}(?:\.\d+)?\s?%\s*(?:\)\s*)?(?:at|upon|on|when|after|due|with|of)\b|\bdeposit\b|\bbalance\b|\b(?:at|upon|on)\s+(?:contract\s+)?signing\b|\bfinal\s+payment\b/i;
const PERCENT = /\b(\d{1,3}(?:\.\d+)?)\s?%/g;

export function lineRole(line: ReadLine, lines: ReadLine[]): PriceLineRole {
  // Rebates, tax credits, monthly payments, financed amounts, insurance depreciation and deductibles.
  if (line.kind === 'incentive' || line.kind === 'claim') return 'other';
  // A rate stays a rate inside an option's block.
  if (line.unitRate) return 'rate';
  if (line.option || line.several || line.kind === 'alternative') return 'option';
  if (line.excluded) return 'optional';
  if (isInstalment(line, lines)) return 'payment';
  switch (line.kind) {
    case 'item':
    case 'price':
      return 'item';
    case 'subtotal':
    case 'tax':
    case 'discount':
    case 'total':
      return line.kind;
    default:
      return 'other';
  }
}

/**
 * An instalment of the price the model did not read as one: a bracketed (negative) amount under a payment label,
 * or a row below a stated total whose label names a share ("On cabinet delivery (40%)") and whose amount is that
 * share of it. Markups and fees ("Overhead 10%") are shares of what comes above them.
 */
function isInstalment(line: ReadLine, lines: ReadLine[]): boolean {
  if (line.kind === 'discount') return line.amount < 0 && INSTALMENT.test(line.label);
  if (line.kind !== 'item') return false;
  const prices = lines
    .slice(0, lines.indexOf(line))
    .filter((l) => l.kind === 'total')
    .map((l) => l.amount);
  return [...line.label.matchAll(PERCENT)].some(([, share]) =>
    prices.some(
      (price) => Math.abs((price * Number(share)) / 100 - line.amount) <= Math.max(1, line.amount * 0.005),
    ),
  );
}
