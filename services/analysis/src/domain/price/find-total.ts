// Finds the price of the job the way a homeowner reads a quote: the stated grand total first; for a quote with
// alternatives (Option A/B, Good/Better/Best) the option marked as chosen, else no single price; otherwise subtotal
// plus tax; otherwise a lone "Price:"; otherwise the only amount or the sum of the line items. It also collects
// the priced lines and checks the arithmetic (items -> subtotal -> tax -> total) where the quote shows it.
// Insurance-claim estimates (Xactimate and the like) end in an RCV / depreciation / ACV / deductible summary:
// the job's price is the replacement cost value; the rest is how the insurer splits paying it.
import type { PriceLineRole } from '@qa/contracts';
import { findBareAmounts, type Money } from '../extract/entities';
import { CHOOSE_ONE, OPTION_HEADER, optionHeaderOf } from '../text/tiers';
import { findAmounts, MONEY_MARK, type Currency } from './money';
import { lineRole } from './line-role';
import { clauseAt } from '../clauses/clauses';
import { sentencesOf, type QuoteText } from '../text/quote-text';

export interface PriceLine {
  label: string;
  amount: number;
}

export type TotalBasis =
  | 'stated'
  | 'option'
  | 'subtotal-plus-tax'
  | 'price-label'
  | 'single-amount'
  | 'sum-of-items'
  | 'alternatives'
  | 'none';

/**
 * Why there is no single price: another way of doing the job priced beside it; options or tiers with none chosen;
 * a price range (or prices in columns); a cash and a financed price.
 */
export type NoSinglePrice = 'alternatives' | 'options' | 'range' | 'financing' | 'open-items' | 'unstated' | 'part-to-follow';

export interface PriceAnalysis {
  total: number | null;
  basis: TotalBasis;
  /** The line the total was read from, in the quote's words ('' when it was computed). */
  totalText: string;
  /** The priced lines, each with what it is to the homeowner (line-role.ts). */
  lines: (PriceLine & { role: PriceLineRole })[];
  options: (PriceLine & { text: string })[];
  /** A stated total (or subtotal) that does not equal what its parts add up to. */
  /** `row`: one row's quantity times its rate, not a sum of rows. */
  mismatch?: { stated: number; computed: number; text: string; row?: boolean };
  /** The currency the quote prices in. */
  currency: Currency;
  /**
   * Why there is no single price (the options are in `options`).
   */
  noSinglePrice?: NoSinglePrice;
  /** What priced items add up to when the quote states no total (noSinglePrice 'unstated' or 'open-items'). */
  itemsSum?: number;
  /**
   * The sentence saying part of the work is priced later ("installation: price to follow"). With a stated total this
   * makes noSinglePrice 'part-to-follow'; without one it is named beside whatever else the quote lacks.
   */
  unpricedPart?: string;
  /** A payment schedule of two or more instalments that adds up to the total: every payment is accounted for. */
  scheduledInFull?: boolean;
  /** A payment schedule, complete to its final payment, that adds up to something else than the total. */
  scheduleMismatch?: { scheduled: number; total: number; text: string };
  /** An item called optional (or an add-on) whose amount is counted inside the stated total. */
  /** total: the stated total; sum: the figure the items reach only with the optional one (a subtotal, or the total). */
  optionInTotal?: { amount: number; text: string; total: number; sum: number };
  /** Amounts that look like the price but are not: a struck "regular price", a savings estimate. */
  references: PriceLine[];
}

type Kind =
  | 'total'
  | 'price'
  | 'subtotal'
  | 'tax'
  | 'discount'
  | 'payment'
  | 'incentive'
  | 'claim'
  | 'item'
  | 'reference'
  | 'alternative'
  | 'note';

interface MoneyLine {
  line: number;
  text: string;
  label: string;
  amount: number;
  kind: Kind;
  unitRate: boolean;
  excluded: boolean;
  option?: string;
  selected: boolean;
  /** Two or more prices for the job on one row: a range ("$8,400 - $9,800") or one column per option. */
  several?: number[];
  /** The option names of the table's columns, when `several` sits under a header naming them. */
  columns?: string[];
  /** The two figures of `several` are a range ("from - to"). */
  range?: boolean;
}

const MAX_PRICE_LINES = 30;
// A message's sender and time ("Rico Tree Service 5:33 PM: Ok so total cash"): not part of what a priced line is.
const MESSAGE_HEADER = /^(?:[A-Z][\w.'&-]*\s+){0,4}\(?\d{1,2}:\d{2}\s*(?:[AaPp]\.?[Mm]\.?)?\)?\s*:\s*/;

const TOTAL_LABEL =
  /\b(?:grand\s+total|total(?:\s+(?:price|cost|amount|due|investment|contract(?:\s+(?:price|amount|sum))?|project(?:\s+(?:price|cost))?|estimate|estimated\s+(?:price|cost)|proposal|quote|bid|job|sale|sell(?:ing)?\s+price))?|contract\s+(?:price|total|amount|sum|value)|amount\s+due|project\s+(?:total|price|cost)|proposal\s+(?:total|price|amount)|estimate\s+total|quote\s+total|job\s+total|bid\s+total|(?:your\s+|total\s+)?investment|for\s+the\s+(?:total\s+)?sum\s+of|lump\s+sum(?:\s+price)?|replacement\s+cost\s+value|\bRCV|final\s+(?:price|amount|cost|total)|net\s+(?:price|amount|cost|total)\s+(?:payable|due|to\s+pay)|(?:price|amount|total|sum)\s+payable|(?<!\bif\s)you\s+pay(?=\s*(?:\(|:|$|[-\u2013]|\$|(?:incl|after|now|today|total)\b))|(?:amount|total)\s+(?:for\s+you\s+)?to\s+pay)\b/i;
const PRICE_LABEL =
  /^(?:[-\s]*)(?:(?:system|job|installed|package)\s+|your\s+(?:[a-z]+\s+){0,2})?(?:price|cost|amount|bid|quote|quoted\s+price|estimate|our\s+price|sale\s+price|(?:labou?r|parts|materials?)\s*(?:and|&|\+)\s*(?:labou?r|parts|materials?))\b/i;
// "Optional recirculation pump $450", "LT-05 OPTIONAL - LED light" (after an estimate's item code), "Add-on: gutter
// guards $1,100", "Gutter guards (optional) $1,480", "Add
// $2,450 if you choose to reline", "if you want the roof also then R22 000 extra": offered, not part of the price.
const OPTIONAL_EXTRA =
  /^[-\s]*(?:(?:\d{1,2}[.)]?|[A-Z]{1,4}-?\d{1,4}[.)]?)\s+)?(?:optional\b|add[\s-]?ons?\b|upgrades?\s*[:-])|\((?:optional|add[\s-]?on|upgrade)\)|\badd\s+(?:an?\s+)?(?:extra\s+|additional\s+)?(?:[a-z]{1,3})?[$£€]\s?\d|\bif\s+you\s+(?:also\s+)?(?:want|wish|would\s+like|'d\s+like)\b[^.]*\b(?:extra|additional|also|on\s+top)\b|^\s*(?:[$\u00a3\u20ac]|Rs\.?\s?)\s?[\d,.]+\s+if\s+you\s+(?:want|wish|would\s+like|'d\s+like|decide\s+on)\s+(?:it|that|this|one|them|those)\b(?!\s+(?:done|finished|installed|completed|by|before|on|in)\b)/i;
// "Taxable value" (India's GST invoices) is the subtotal the tax is charged on.
// "Net" alone (or "Net amount ex VAT") after a discount is the figure the tax is added to.
const SUBTOTAL =
  /\bsub[\s-]?total\b|\btaxable\s+(?:value|amount|total)\b|^\s*net(?:\s+(?:amount|total|value))?\s*(?:\(?(?:ex\.?|excl\.?|excluding|before)\s+(?:vat|gst|hst|tax)\)?)?\s*:?\s*$/i;
// A struck-through or list price shown beside the real one: "Regular price $14,900", "Reg. $9,800", "MSRP".
const REFERENCE =
  /\b(?:regular(?:ly)?|reg\.|retail|list|original|normal(?:ly)?|usual(?:ly)?|compare\s+at|value(?:d)?\s+at|msrp)\s*(?:price|cost|value)?\b|\bfull\s+(?:retail\s+)?(?:price|cost|value)\b|\b(?:estimated|projected|lifetime|annual|yearly|\d+[\s-]*(?:year|yr))\s+(?:energy\s+|utility\s+|bill\s+)?savings\b|\bsavings\s+(?:over|of|per|each|a)\s+(?:\d+\s+)?(?:years?|month|annum)|\byou\s+(?:could\s+)?save\b|\bsaves?\s+you\b/i;
// Another price for the same job done another way: "the cost of doing this job by going over the old boards
// would be $15,000", "alternatively ... for $X", "Alternate price", "or $X without the tear-off".
const ALTERNATIVE =
  /\b(?:alternatively|alternate\s+(?:price|bid|cost|method|approach)|alternative\s+(?:price|bid|cost|method|approach)|instead\s+of\b|by\s+going\s+over|if\s+you\s+(?:choose|prefer|opt|decide|would\s+rather)\b|the\s+(?:cost|price)\s+(?:of|for)\s+(?:doing|performing)\s+(?:this|the)\s+(?:job|work|project)\s+(?:by|with|without|using|over))/i;
// How an insurance settlement pays the price (depreciation held back, the deductible, the cheque the insurer
// sends): real amounts, but never the price of the job.
const CLAIM =
  /depreciation|deductible|actual\s+cash\s+value|\bACV\b|net\s+claim|claim\s+(?:payment|amount|total)|insurance\s+(?:proceeds|payment|check)/i;
// Estimating software prints its summary rows without a "$": overhead and profit sit between subtotal and total.
const MARKUP = /^(?:[-\s]*)(?:overhead|profit|o\s*&\s*p|overhead\s+(?:and|&)\s+profit|contractor\s+fee)\b/i;
// Roof and floor measurements ("224.00 Total Perimeter Length", "Total Area 1,850") are sizes, not money.
const MEASUREMENT =
  /\b(?:length|area|perimeter|squares|pitch|slope|number\s+of|count|qty|quantity|sq\.?\s*ft|square\s+f(?:ee|oo)t|linear|lf|sf)\b/i;
// With the value-added taxes of the euro area by their own names (BTW, MwSt, TVA, IVA).
// Canada's provincial taxes too (PST, QST, and in French TPS and TVQ).
const TAX = /\b(?:sales\s+|use\s+)?tax(?:es)?\b|\b(?:HST|GST|PST|QST|TPS|TVQ|VAT|BTW|MwSt|USt|TVA|IVA)\b/i;
// "Contract price (all labor, materials, permit, tax)": tax named last in a list of what the figure covers.
// So is "Price: all materials, labor, permit and sales tax $17,960.00", tax last in a list of three or more, and
// "$14,280.00, including all materials and taxes", tax last in what the price includes.
const NOT_TAX =
  /(?:,|\band\b|&)\s*(?:and\s+|&\s+)?(?:sales\s+)?(?:tax(?:es)?|GST|HST|VAT)\s*\)|,[^,]+(?:,|\band\b|&)\s*(?:sales\s+)?(?:tax(?:es)?|GST|HST|VAT)\s*:?\s*$|\b(?:inclusive|exclusive)\s+of\s+(?:all\s+)?(?:applicable\s+)?(?:tax(?:es)?|GST|HST|VAT)\b|\bno\s+(?:[a-z]+\s+){0,2}tax(?:es)?\b|\btax[\s-]?free\b|\b(?:incl(?:\.|uding|udes|uded)?|inc\.?)\s+(?:[a-z-]+,?\s+){1,5}(?:and|&)\s+(?:(?:sales|all|applicable)\s+)?(?:tax(?:es)?|GST|HST|VAT)\b|tax\s+(?:credit|incentive|rebate|exempt|deduct)|(?:incl(?:\.|uding|udes|uded)?|inc\.?|plus|\+|excl(?:\.|uding|udes)?|ex\.?|not\s+including|of\s+which|before)\s+(?:(?:applicable|sales|all|any|state|local)\s+){0,3}(?:tax|GST|HST|VAT|BTW|MwSt|TVA|IVA)|tax(?:es)?\s+(?:is\s+|are\s+)?(?:not\s+included|extra|excluded|additional)|tax(?:es)?(?:\s*(?:,|and|&)\s*(?:[a-z-]+\s+){0,2}?[a-z-]+)?\s+(?:is\s+|are\s+)?(?:included|incl\.?)(?![a-z])/i;
const DISCOUNT = /\b(?:discount|coupon|promo(?:tion(?:al)?)?|savings|credit\b|less\b|minus\b)/i;
// India's word for a rebate is a subsidy, and the "effective cost" is the price once it is paid. A referral reward
// ("earn up to $1,500 toward your out-of-pocket") is money the homeowner might get, never the price.
const INCENTIVE =
  /\bsubsid(?:y|ies)\b|\bearn(?:s|ed)?\s+(?:up\s+to\s+)?\$|\breferral\b|\btowards?\s+(?:your|their|the)\s+(?:out[\s-]of[\s-]pocket|deductible)\b|\beffective\s+(?:cost|price)\b|after\s+(?:the\s+)?(?:federal\s+)?(?:tax\s+credits?|incentives?|rebates?|itc|credits?)|net\s+(?:cost|price)\s+after|tax\s+credit|\bITC\b|incentive|rebate|per\s+month|monthly|\/\s*mo\b|financ|\bloan\b|\bAPR\b/i;
// Payment-schedule rows ("25% upon cabinet delivery: $12,814"), told apart from line items that merely contain
// such a word ("pressure-balance valve"); "inspection fees, paid £780.00" is a fee the contractor pays and passes on.
// "50% advance Rs. 32,000", "balance Rs. 32,000 after completion": shares of the price, not prices.
const PAYMENT =
  /deposit|down\s*payment|\d\s?%\s*down\b|\b(?:half|third)\s+down\b|due\s+(?:at|upon|on|when|before|prior|today)|(?:at|upon|on)\s+(?:contract\s+)?signing|upon\s+(?:acceptance|completion|start)|\bbalance\s+(?:due|of|upon|on|at|payable|remaining)|remaining\s+balance|progress\s+payment|installment|\bdraw\s*#?\s*\d|(?:first|second|third|final)\s+payment|(?<!\b(?:fees?|charges?|costs?),\s?)\bpaid\b|retainer|mobiliz|payment\s+(?:#|\d|of\b|schedule|due)|\d+\s?%\s+(?:at|upon|on|when|after|before|prior|due|with|deposit|of|advance)|\b(?:[12]\/[234]|3\/4|half|one[\s-](?:third|quarter|half)|two[\s-]thirds)\s+(?:down|at|upon|on|when|once|after|due|with|before)\b|\b(?:to|before\s+we)\s+(?:start|begin|schedule|book|hold\s+(?:the|your|my)\s+(?:date|spot|slot|day))\b|\bup[\s-]?front\b|\bbalance\s+when\b|\badvance\b|\bbalance\s+(?:(?:[$\u00a3\u20ac]|Rs\.?)\s?)?[\d,.]+\s*(?:\/-\s*)?(?:after|on|upon|at|when|due|before)\b/i;
// "$4,100 cash, 1/2 up front": the share named after the amount is a share OF it, so the amount is the price.
const SHARE_OF_AMOUNT = /^[^$]*?(?:\d{1,3}\s?%|\b1\/[234]\b|\bhalf\b|\bone[\s-](?:third|quarter)\b)/i;
const COMPLETION_ONLY = /^(?!.*(?:deposit|down|signing|start|acceptance)).*(?:upon|on|at)\s+completion/i;
const PRICE_NAMED_BEFORE =
  /\b(?:pay(?:ment)?\s+in\s+full|paid\s+in\s+full|cash\s+price|total\s+price|contract\s+price)\s*:?\s*$/i;
const SELECTED =
  /\[\s*[xX\u2713\u2714]\s*\]|\u2612|\u2611|\b(?:selected|accepted|chosen|customer\s+choice)\b/i;
const UNIT =
  '(?:sq(?:uare)?\\.?\\s*(?:ft|foot|feet|yd|yard)s?|squares?|sq\\b|sheets?|sf\\b|ft\\b|foot|feet|lf\\b|linear|lin\\b|hours?|hr\\b|watts?|w\\b|tons?|units?|days?|months?|mo\\b|pieces?|openings?|windows?|fixtures?|planks?|boards?|outlets?|lights?|cans?|vents?|boots?|items?|kw\\b|panels?|modules?|yards?|gallons?|bags?)';
// "/ hr", "per load", "/inch dia.", "per 4x8 (sheet)": any rate per something is a unit rate; "a sheet" only with a
// known unit.
const UNIT_AFTER = new RegExp(
  `^\\s*(?:(?:\\/\\s*|per\\s+)(?:\\d+\\s*x\\s*\\d+\\b|(?:\\d+\\s*x\\s*\\d+\\s+)?[a-z])|an?\\s+${UNIT}|(?:each|ea\\.?)(?![a-z])|(?:sq\\.?\\s*ft|sqft|sf|lf|lin\\.?\\s*ft|m2|sq\\.?\\s*m)\\b)`,
  'i',
);
// A unit column's abbreviation with no quantity before it, right before the only figure of a row ("212 LF
// $9,540" is a quantity and its amount; "- SHT $95.00" is a rate with the quantity left blank).
const UNIT_COLUMN_BEFORE = /(?<!\d[\d,.]*\s*)\b(?:SHT|SHTS|SQ|LF|EA|HR|HRS|SF|SY|CY|GAL|BAG|BAGS)\s*-?\s*$/;
// "per bag $45.00": the unit named before the figure.
const UNIT_BEFORE = /(?:\bper\s+[a-z]+\.?|@)\s*$/i;

const PLUS_PART = /\d(?:\/-)?\s*(?:\+|\bplus\b)\s*([a-z]{4,})\b/i;
const PLUS_OPEN = /\d\s*(?:\+|\bplus\b)\s*(?:T\s*&\s*M\b|time\s+(?:and|&)\s+materials?\b|labou?r\s+(?:and|&)\s+materials?\s+as\s+needed)/i;

export function findPrice(text: QuoteText): PriceAnalysis {
  const moneyLines = collectMoneyLines(text);
  const lines = moneyLines
    .filter((m) => m.kind !== 'payment' && m.kind !== 'reference' && m.kind !== 'note')
    .slice(0, MAX_PRICE_LINES)
    .map((m, _, read) => ({ label: m.label.replace(MESSAGE_HEADER, ''), amount: m.amount, role: lineRole(m, read) }));
  let options = optionPrices(moneyLines).map((o) => ({ label: o.option!, amount: o.amount, text: o.text }));
  let pick: Pick<PriceAnalysis, 'total' | 'basis' | 'totalText'> & { noSinglePrice?: NoSinglePrice } =
    chooseTotal(moneyLines, optionPrices(moneyLines));
  const settled = text.thread && pick.basis === 'sum-of-items' ? settledInThread(moneyLines) : undefined;
  if (settled) pick = { total: settled.amount, basis: 'stated', totalText: settled.text };
  // (A choice among options the thread settles is read below, with the options.)
  const revised =
    text.thread && pick.total !== null && pick.basis !== 'option' ? revisedInThread(moneyLines, pick.total, pick.totalText) : undefined;
  if (revised) pick = { total: revised.amount, basis: 'stated', totalText: revised.text };
  const confirmed = text.thread
    ? (confirmedInThread(text, moneyLines, pick.totalText) ?? acceptedInThread(text, moneyLines, pick.totalText))
    : undefined;
  if (confirmed && confirmed.amount !== pick.total) pick = { total: confirmed.amount, basis: 'stated', totalText: confirmed.text };
  // ">>> You want BOTH done - $4,350 <<<" under "Ceiling only $2,380 / Underfloor only $2,160 / Both $4,350": the
  // choice written down, at a figure the quote gives for one of the ways, is the price.
  // Only where no price was stated (a sum of the rows is no price): beside options or a stated total with its tax,
  // "Option chosen: [X] B $19,860.00 + HST" is read with them.
  const writtenChoice = pick.total === null || pick.basis === 'sum-of-items' ? choiceInWords(moneyLines) : undefined;
  if (writtenChoice) {
    pick = { total: writtenChoice.amount, basis: 'stated', totalText: writtenChoice.text };
    options = [];
  }
  // "We'll go with R-49 ... plus the rim joist is $3,270" / "let's do both for $3,270": the thread has made the
  // choice among the options, so none is left open.
  if ((revised || confirmed) && !options.some((o) => o.amount === pick.total)) options = [];
  if (pick.basis === 'stated' && pick.total !== null && tiersPerUnit(options, pick.total)) options = [];
  // Another price for the same job done another way, beside the stated one: no single price.
  const alternatives = moneyLines.filter((m) => m.kind === 'alternative' && !m.excluded && !m.unitRate);
  if (alternatives.length && pick.total !== null && pick.basis !== 'option') {
    const base = moneyLines.find((m) => m.text === pick.totalText);
    options = [
      { label: base?.label || 'Price', amount: pick.total, text: pick.totalText },
      ...alternatives.map((a) => ({ label: 'Alternative', amount: a.amount, text: a.text })),
    ];
    pick = { total: null, basis: 'alternatives', totalText: pick.totalText, noSinglePrice: 'alternatives' };
  }
  // Option blocks with none chosen, a price range, prices in columns or a cash and a financed price: the job has
  // no single price until the homeowner chooses; the options are shown instead.
  const severalRows = moneyLines.filter(
    (m) =>
      m.several &&
      !m.excluded &&
      !['payment', 'reference', 'note'].includes(m.kind) &&
      !m.option &&
      // "Utility rebates may apply ($400-$550)": money the homeowner may get back, not a price of the job.
      !REBATE_RANGE.test(m.text) &&
      // "If the engineer finds it is load-bearing, a beam would be extra, roughly £3,000 to £4,500": the price of
      // something that may come on top, not of the job.
      !EXTRA_IF.test(m.text),
  );
  const several = severalRows[0];
  // "Contract price (financed purchase) $41,980" as the total, "Cash purchase $31,650" above it: the cash price is
  // the lower one, and the total the financed one.
  const totalLine = moneyLines.find((m) => m.text === pick.totalText);
  const cashBelow =
    pick.total !== null && totalLine && (FINANCED.test(totalLine.label) || /\bfinanc\w*\s+purchase\b/i.test(totalLine.label))
      ? moneyLines.find(
          (m) => !m.excluded && !m.unitRate && CASH_PRICE.test(m.label) && m.amount < pick.total! / 1.01 && m.amount >= pick.total! / 1.6,
        )
      : undefined;
  if (cashBelow) pick = { ...pick, total: cashBelow.amount, totalText: cashBelow.text };
  // "Price for the above: approx €9,800 + VAT. Cash price: €9,000.": a price for paying cash beside a price that is
  // no stated total is a second price; which one applies is the homeowner's choice still to make.
  const cashAlternative =
    (pick.basis === 'price-label' || pick.basis === 'single-amount') && pick.total !== null
      ? moneyLines.find(
          (m) =>
            !m.excluded && !m.unitRate && m.kind !== 'payment' && /\bcash\s+(?:price|total)\b/i.test(m.label) &&
            m.text !== pick.totalText && m.amount !== pick.total && m.amount >= pick.total! * 0.6 && m.amount <= pick.total! * 1.4,
        )
      : undefined;
  if (cashAlternative) {
    options = [
      { label: 'Price', amount: pick.total!, text: pick.totalText },
      { label: 'Cash price', amount: cashAlternative.amount, text: cashAlternative.text },
    ];
    pick = { total: null, basis: 'alternatives', totalText: pick.totalText, noSinglePrice: 'alternatives' };
  }
  const financed = cashBelow
    ? totalLine
    : pick.total === null
      ? undefined
      : financedPrice(moneyLines, pick.total, pick.basis === 'stated');
  const noneSelected = pick.basis === 'option' && !options.some((o) => moneyLines.find((m) => m.text === o.text)?.selected);
  const tickedOption = noneSelected ? (columnTicked(text, options) ?? tickedRowAmong(moneyLines, options)) : undefined;
  if (tickedOption) {
    pick = { total: tickedOption.amount, basis: 'option', totalText: tickedOption.text };
  } else if (noneSelected) {
    pick = { total: null, basis: 'alternatives', totalText: pick.totalText, noSinglePrice: 'options' };
  } else if (
    several?.several &&
    // Rows of ranges or columns ("At-grade system $21,500 - $24,000" / "Mound system $24,800 - $27,800") are
    // ways of pricing the job, never items to add up.
    (pick.total === null || pick.basis === 'sum-of-items' || Math.max(...several.several) >= pick.total * 0.5)
  ) {
    // Under a "Cash | Loan" header the first row is the price paid each way; the rows below it (a tax credit, a net
    // cost, a monthly payment) are what follows from it.
    const financing = severalRows.every((row) => row.columns?.join() === FINANCING_COLUMNS.join());
    options = (financing ? [several] : severalRows).flatMap((row) =>
      row.several!.map((amount, i) => ({
        label: row.columns?.[i] ?? severalLabel(row, i),
        amount,
        text: row.text,
      })),
    );
    const chosen = columnTicked(text, options);
    pick = chosen
      ? { total: chosen.amount, basis: 'option', totalText: chosen.text }
      : {
          total: null,
          basis: 'alternatives',
          totalText: several.text,
          noSinglePrice: severalRows.every((row) => row.several!.length === 2 && row.range)
            ? 'range'
            : financing
              ? 'financing'
              : 'options',
        };
  } else if (financed && pick.total !== null) {
    options = [
      { label: 'Cash price', amount: pick.total, text: pick.totalText },
      { label: 'Financed price', amount: financed.amount, text: financed.text },
    ];
    // "SunLend 25-year loan ... amount financed $38,220.00 [X]": the way of paying the homeowner ticked.
    const ticked = options.filter((o) => TICKED_MARK.test(o.text));
    pick =
      ticked.length === 1
        ? { total: ticked[0].amount, basis: 'option', totalText: ticked[0].text }
        : { total: null, basis: 'alternatives', totalText: pick.totalText, noSinglePrice: 'financing' };
  }
  // "$1,200 cash or $1,440 with a receipt" answered later by "Fine, $1,440 it is": the thread settled the choice.
  if (text.thread && pick.total === null && (pick.noSinglePrice === 'options' || pick.noSinglePrice === 'alternatives')) {
    const agreed = settledInThread(moneyLines);
    if (agreed && agreed.text !== pick.totalText && options.some((o) => o.amount === agreed.amount))
      pick = { total: agreed.amount, basis: 'option', totalText: agreed.text };
  }
  // Items with no stated total beside work charged by the unit or the hour as needed: the items' sum is only
  // the floor of what the job costs, not its price.
  // Items with no stated total at all: their sum is what the items add up to, not a price anyone has quoted
  // (reviewers want the total in writing), so the sum is kept apart from the price.
  let itemsSum: number | undefined;
  // "Running about $36-40 a foot installed" beside a gate and a haul-away: the job itself is priced as a range, and
  // the extras' figures are not its price.
  const rateRange = moneyLines.some((m) => m.unitRate && !m.excluded && RATE_RANGE.test(m.text));
  // "Sump pump $1,450" among "drain tile $89 / LF est. 80-140 LF", "anchors $695 each TBD": the one fixed figure is
  // a part of a job whose other parts are priced by quantities still open.
  // One line "as needed" beside a price ("extra posts $45 each if needed") leaves the price standing; two or more are
  // the job itself priced by open quantities.
  const openUnits = moneyLines.filter((m) => m.unitRate && !m.excluded && OPEN_QUANTITY.test(m.text)).length >= 2;
  if (pick.basis === 'sum-of-items' || ((rateRange || openUnits) && pick.basis === 'single-amount')) {
    if (pick.basis === 'sum-of-items') itemsSum = pick.total ?? undefined;
    const open = moneyLines.some((m) => m.unitRate && !m.excluded && OPEN_QUANTITY.test(m.text));
    pick = {
      total: null,
      basis: 'none',
      totalText: '',
      noSinglePrice: rateRange ? 'range' : open ? 'open-items' : 'unstated',
    };
  } else if (pick.basis === 'none' && isRateSheet(moneyLines)) {
    // A rate sheet ("$1.75 / sq ft", "$38.00 / each", "$85.00 / step") with quantities left to the job: prices, but
    // no total; the job is charged by the unit.
    pick = { total: null, basis: 'none', totalText: '', noSinglePrice: 'open-items' };
  }
  // "Cabinet supply total $14,530 ... Installation labour: price to follow": the figure is the price of a part of the
  // job; the job has none yet.
  // Without a total, a part priced later is named only beside work that is priced (the stumps "I'd price once
  // they're down" after the crew's hourly rate); with no figure for any work, the whole price is what is missing.
  const pricedWork = pick.total !== null || lines.some((l) => l.role === 'item' || l.role === 'rate');
  const toFollow = pricedWork ? text.findAll(PART_TO_FOLLOW).find((m) => !NOT_WORK.test(text.quote(m))) : undefined;
  // "TOTAL $10,400 + T&M": the stated figure, plus work billed by the hour with no figure at all.
  // So is "Total labour approx Rs. 77,000/- + skirting" beside "Skirting 4 inch - Rs. 40 / rft": plus a part charged
  // by the unit, in a quantity not stated.
  const plusRated = PLUS_PART.exec(pick.totalText)?.[1].toLowerCase();
  const plusOpen =
    pick.total !== null &&
    (PLUS_OPEN.test(pick.totalText) ||
      (plusRated !== undefined && moneyLines.some((m) => m.unitRate && !m.excluded && m.label.toLowerCase().includes(plusRated))));
  const unpricedPart = toFollow ? text.quote(toFollow) : plusOpen ? pick.totalText : undefined;
  if (pick.total !== null && unpricedPart) {
    pick = { total: null, basis: 'none', totalText: pick.totalText, noSinglePrice: 'part-to-follow' };
  }
  return {
    ...pick,
    ...(itemsSum !== undefined ? { itemsSum } : {}),
    ...(unpricedPart ? { unpricedPart } : {}),
    lines,
    options,
    mismatch: explained(checkArithmetic(moneyLines, text), optionInTotal(moneyLines)),
    currency: currencyOf(text),
    optionInTotal: optionInTotal(moneyLines),
    scheduleMismatch: pick.total === null ? undefined : scheduleMismatch(moneyLines, pick.total),
    scheduledInFull: pick.total !== null && schedulesInFull(moneyLines, pick.total),
    references: moneyLines
      .filter((m) => m.kind === 'reference')
      .map(({ label, amount }) => ({ label, amount })),
  };
}

/**
 * A thread settles its price by saying it again: "£2,950 cash or £3,540 with an invoice" early on, "£3,540 inc VAT it
 * is then" at the end; options A and B, then "Option A, total $3,185.00". Of the figures stated twice, the one said
 * last is the price agreed (the caller takes it only if it is one of the options); a payment or a unit rate is no
 * price of the job.
 */
function settledInThread(lines: MoneyLine[]): MoneyLine | undefined {
  const figures = lines.filter(
    (m) => !m.excluded && !m.unitRate && m.amount > 0 && !['reference', 'claim', 'incentive', 'payment'].includes(m.kind),
  );
  return figures.findLast((m) => figures.filter((f) => f.amount === m.amount).length >= 2);
}

/**
 * A price the thread revised after it was first stated: "$24,850" in the proposal, then "taking the lighting out
 * brings it to $23,200 ... so $22,800", "Deal at $22,800", "contract attached for $22,800"; "the revised figures are
 * ... total €13,971.85". A figure said twice after the first price, or a new total, within reach of it (a trimmed
 * scope, a discount, an upgrade), is the price agreed.
 */
function revisedInThread(lines: MoneyLine[], total: number, totalText: string): MoneyLine | undefined {
  const first = lines.find((m) => m.text === totalText);
  if (!first) return undefined;
  const later = lines.filter((m) => m.line > first.line && !m.excluded);
  // Every figure said later counts, also one beside a deposit ("contract attached for $22,800: deposit $6,840").
  const said = later.flatMap((m) => findAmounts(m.text).map((a) => a.value));
  // A figure also said before the price ("This replaces the price in my email of 12 February (£7,120 + VAT)") is
  // the old one, quoted again below a reply.
  const before = new Set(lines.filter((m) => m.line < first.line).flatMap((m) => findAmounts(m.text).map((a) => a.value)));
  return later.findLast(
    (m) =>
      !before.has(m.amount) &&
      !m.unitRate &&
      !['reference', 'claim', 'incentive', 'payment'].includes(m.kind) &&
      m.amount !== total &&
      m.amount >= total * 0.6 &&
      m.amount <= total * 1.4 &&
      (m.kind === 'total' ||
        WHOLE_PRICE.test(m.text) ||
        /\btotal\s*:?$/i.test(later.find((p) => p.line === m.line - 1)?.text ?? '') ||
        said.filter((v) => v === m.amount).length >= 2),
  );
}
// "€13,971.85 including VAT", "$11,400 + GST = $13,110 all up": a figure said as the whole price.
const WHOLE_PRICE = /\b(?:incl(?:uding|\.)?|inc\.?)\s+(?:VAT|GST|HST|tax(?:es)?)\b|\ball[\s-](?:in|up)\b|\bin\s+total\b/i;

// The start of a message, past an optional "[27/02, 9:22]" stamp and "Name:" or "Name (Co):" sender.
const MESSAGE_START = String.raw`^(?:\[[^\]]{4,30}\]\s*)?(?:[A-Z][\w.'&-]*(?:\s[A-Z][\w.'&-]*)?(?:\s\([^)]{1,20}\))?:\s*)?`;

// The largest figure the quote gives for the job or its items (not a rate, an excluded item or a payment): a figure
// the thread settles on must be of that size, not a deposit.
function largestJobFigure(lines: MoneyLine[]): number {
  const jobFigures = lines.filter((m) => !m.excluded && !m.unitRate && (m.kind === 'item' || m.kind === 'price' || m.kind === 'total'));
  return Math.max(0, ...jobFigures.map((m) => m.amount));
}

/**
 * The homeowner's own words settle a thread's price when they repeat a figure the contractor offered: "I can do 2650
 * with the stump ... If you pay cash Il knock it to 2450" answered by "OK. So $2,450 cash, tree down, stump ground".
 * The figure must be the contractor's too (with or without its sign) and of the size of the job's prices, not a
 * deposit; the homeowner's last such message, after the price the quote states, wins.
 */
// A message that opens by agreeing: "Me: OK. So $2,450 cash", "Deal at $22,800", "Cash works, $2,100 then".
const AGREES = new RegExp(
  String.raw`${MESSAGE_START}(?:ok(?:ay)?|deal|done|fine|great|perfect|agreed|sounds\s+good|yes|yep|yeah|cash\s+(?:works|is\s+fine)|let'?s\s+(?:do|go)|go\s+ahead|so\b)`,
  'i',
);
function confirmedInThread(text: QuoteText, lines: MoneyLine[], totalText: string): { amount: number; text: string } | undefined {
  const largest = largestJobFigure(lines);
  const after = lines.find((m) => m.text === totalText)?.line ?? -1;
  for (const said of [...text.othersSay].reverse()) {
    if (said.line <= after) break;
    if (!AGREES.test(said.text)) continue;
    for (const a of findAmounts(said.text).reverse()) {
      const digits = String(Math.round(a.value));
      const offered = new RegExp(`(?<![\\d.,])${digits.replace(/(\d)(?=(\d{3})+$)/g, '$1,?')}(?!\\d|[.,]\\d)`);
      const ofTheJob = a.value >= largest * 0.5 && a.value <= largest * 1.5;
      if (a.value >= 100 && Number.isInteger(a.value) && ofTheJob && offered.test(text.text)) return { amount: a.value, text: said.text };
    }
  }
  return undefined;
}

/**
 * The contractor's last offer that the homeowner then accepts in words: "Can do pebble + new waterline tiles for
 * $16,200 inc GST" answered by "OK lets do it"; "So Option 1 plus front door = ... $16,847.50 incl GST" answered by
 * "Perfect, accepted". The offer is the largest figure of the contractor's message just before the acceptance, if
 * it is of the size of the job's prices and comes after the price the quote states.
 */
function acceptedInThread(text: QuoteText, lines: MoneyLine[], totalText: string): { amount: number; text: string } | undefined {
  const largest = largestJobFigure(lines);
  const after = lines.find((m) => m.text === totalText)?.line ?? -1;
  const said = text.othersSay;
  const accepted = said.findLast((s) => ACCEPTS.test(s.text));
  if (!accepted || accepted.line <= after) return undefined;
  // The contractor's message is what lies between the homeowner's message before it and the acceptance (whose
  // header, "Rachel - 27 Feb, 9:22 am", sits on the lines just above it).
  const theirs = new Set(said.map((s) => s.line));
  let start = accepted.line;
  while (theirs.has(start - 1)) start--;
  const before = said.filter((s) => s.line < start && s.text.trim()).at(-1)?.line ?? -1;
  const offer = lines
    .filter((m) => m.line > Math.max(before, after) && m.line < accepted.line && !m.excluded && !m.unitRate && m.kind !== 'payment')
    .flatMap((m) => findAmounts(m.text).map((a) => ({ amount: a.value, text: m.text })))
    .sort((a, b) => b.amount - a.amount)[0];
  return offer && offer.amount >= largest * 0.5 ? offer : undefined;
}
// Words of acceptance opening a message: "OK lets do it", "Perfect, accepted", "Deal", "Go ahead".
const ACCEPTS = new RegExp(
  String.raw`${MESSAGE_START}(?:(?:ok(?:ay)?|great|perfect|yes|yep|sounds\s+good)[,.!\s-]+)?(?:let'?s\s+(?:do|go\s+ahead)|accepted|deal\b|go\s+ahead|we(?:'ll|\s+will)\s+(?:go|take)\s+(?:with\s+)?it)`,
  'i',
);

const OPEN_QUANTITY = /\b(?:as|if|where|when)\s+(?:needed|necessary|required)\b|\bextra\b|\badditional\b|\bTBD\b|\bto\s+be\s+determined\b/i;

// "Financed amount $16,450", "Price with financing", "Loan amount", "Finance through our lending partner: $12,980":
// the same job paid through a lender.
const CASH_PRICE = /\bcash\s+(?:purchase|price|option|total)\b|^[-\s]*(?:pay(?:ing)?\s+(?:in\s+)?)?cash\b/i;
const FINANCED =
  /\b(?:financed\s+(?:amount|price|total|cost)|(?:amount|price|total|cost)\s+(?:financed|with\s+financing|if\s+financed)|financ(?:e|ing)\s+price|loan\s+(?:amount|total))\b|^[-\s]*(?:if\s+you\s+)?financ(?:e|ed|ing)\b(?:\s+(?:it\s+)?(?:through|with|via|by)\b)?|\b(?:through|with|via)\s+(?:our\s+|a\s+|the\s+)?(?:lending\s+partner|lender|finance\s+(?:company|partner))\b/i;

// "84 months at 9.99% APR, $214/month": the financed price is the payments over the term.
// "$398/mo", "$398 per month", and "60 monthly payments of $398.00".
const MONTHLY_PAYMENT =
  /\$\s?([\d,]+(?:\.\d{2})?)\s*(?:\/\s*mo(?:nth)?\b|per\s+month\b|a\s+month\b|monthly\b)|\bmonthly\s+(?:payments?|instal(?:l)?ments?)\s+of\s+\$\s?([\d,]+(?:\.\d{2})?)/i;
const TERM_MONTHS = /\b(\d{2,3})\s*(?:months?|mos?\.?|monthly\s+payments|payments)\b/i;

/**
 * A financed price of the job beside the cash price. Monthly payments count only where the quote states no total
 * of its own: beside "Total investment $14,870" an "as low as $214/month" is a way to pay that total, while "Pay in
 * full $13,480 / or 84 months at $214" are two prices to choose between.
 */
function financedPrice(lines: MoneyLine[], total: number, statedTotal: boolean): MoneyLine | undefined {
  return statedFinancedPrice(lines, total) ?? (statedTotal ? undefined : paymentsOverTerm(lines, total));
}

function paymentsOverTerm(lines: MoneyLine[], total: number): MoneyLine | undefined {
  for (const m of lines) {
    const monthly = MONTHLY_PAYMENT.exec(m.text);
    const term = TERM_MONTHS.exec(m.text);
    if (m.excluded || !monthly || !term || !/financ|loan|\bAPR\b|plan\b/i.test(m.text)) continue;
    const amount = round2(Number((monthly[1] ?? monthly[2]).replace(/,/g, '')) * Number(term[1]));
    // Within reason for the same job: more than the cash price (interest or a fee), less than three times it.
    if (amount > total * 1.01 && amount < total * 3) return { ...m, amount, unitRate: false };
  }
  return undefined;
}

function statedFinancedPrice(lines: MoneyLine[], total: number): MoneyLine | undefined {
  return lines.find(
    (m) =>
      !m.excluded &&
      !m.unitRate &&
      FINANCED.test(m.label) &&
      !isMonthlyPayment(m) &&
      m.amount > total * 1.01 &&
      m.amount <= total * 1.6,
  );
}

// "Monthly plan through our lending partner: 120 months $16,450.00 ... $18,588.50" names the plan, and its figure
// is the plan's price; "$214/month" is a payment, not a price.
function isMonthlyPayment(m: MoneyLine): boolean {
  const monthly = MONTHLY_PAYMENT.exec(m.text);
  return monthly ? Number((monthly[1] ?? monthly[2]).replace(/,/g, '')) === m.amount : /\bper\s+month\b|\/\s*mo\b/i.test(m.text);
}

/** An optional item counted inside the total is why the sum differs: reported as such, not as a wrong sum. */
function explained(
  mismatch: PriceAnalysis['mismatch'],
  inTotal: PriceAnalysis['optionInTotal'],
): PriceAnalysis['mismatch'] {
  return mismatch && inTotal && [inTotal.total, inTotal.sum].some((s) => Math.abs(mismatch.stated - s) < 1)
    ? undefined
    : mismatch;
}

function currencyOf(text: QuoteText): Currency {
  const counts = new Map<Currency, number>();
  for (const a of findAmounts(text.text)) counts.set(a.currency, (counts.get(a.currency) ?? 0) + 1);
  const most = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!most) return columnCurrency(text.text) ?? 'USD';
  return most === 'USD' ? (dollarsOf(text.text) ?? most) : most;
}

// Figures with no sign of their own take the currency their column names: "Amount (Rs.)", "Price (EUR)".
const COLUMN_CURRENCY: [RegExp, Currency][] = [
  [/\((?:rs\.?|inr|\u20b9)\)/i, 'INR'],
  [/\((?:eur|\u20ac)\)/i, 'EUR'],
  [/\((?:gbp|\u00a3)\)/i, 'GBP'],
  [/\((?:aud|a\$)\)/i, 'AUD'],
  [/\((?:cad|c\$)\)/i, 'CAD'],
  [/\((?:nzd|nz\$)\)/i, 'NZD'],
  [/\((?:sgd|s\$)\)/i, 'SGD'],
];

function columnCurrency(text: string): Currency | undefined {
  return COLUMN_CURRENCY.find(([mark]) => mark.test(text))?.[1];
}

// "$" amounts are another country's dollars when the quote says so once ("AUD" over the price column, "all prices
// in Canadian dollars") or carries that country's tax or business number (an ABN; HST).
// The business's web or e-mail address says so too (".com.au", ".co.nz", ".ca"), as does a New Zealand builder's
// LBP licence.
// So do the country's own words: its states or provinces, cities no US town shares, a Canadian postcode ("V1W 3K2")
// or workers' compensation board, a New Zealand greeting ("Kia ora"), Singapore's public flats (HDB), its bank
// transfers (PayNow) and condominium councils (MCST); an Australian Standard ("waterproofing to AS3740"), an
// Australian bank's BSB, and the country codes of Australian and New Zealand phone numbers ("+61 412 ..."); GST at
// 15% is New Zealand's alone.
const OTHER_DOLLARS: [RegExp, Currency][] = [
  [/\bAUD\b|\bAU?\$|\baustralian\s+dollars?\b|\bABN\b|\bBSB\b|\+61[\s-]?\d|\.com\.au\b|\b(?:NSW|QLD)\b|\bAustralia\b|\bAS\s?\d{4}(?:\.\d)?\b(?!\s*\/\s*NZS)/i, 'AUD'],
  // Not "CAD drawings" (computer-aided design).
  [/\bCAD\b(?!\s+(?:drawings?|designs?|plans?|renderings?|files?|models?|software|layouts?))|\bCA?\$|\bcanadian\s+dollars?\b|\bHST\b|@[\w.-]+\.ca\b|\b(?:TVQ|QST|RBQ)\b|\bQu[e\u00e9]bec\b|\bWorkSafe\s?BC\b|\bWSIB\b|\b[A-Z]\d[A-Z]\s\d[A-Z]\d\b|\b(?:Ontario|Alberta|British\s+Columbia|Manitoba|Saskatchewan|Nova\s+Scotia|Calgary|Edmonton|Winnipeg|Mississauga)\b/i, 'CAD'],
  [/\bNZD\b|\bNZ\$|\+64[\s-]?\d|\bnew\s+zealand\s+dollars?\b|\.co\.nz\b|\bLBP\b|\bNew\s+Zealand\b|\bKia\s+ora\b|\b(?:Auckland|Christchurch|Tauranga)\b|\bGST\s*(?:@|at)?\s*15\s?%|\b15\s?%\s*GST\b/i, 'NZD'],
  [/\bSGD\b|\bS\$|\bsingapore\s+dollars?\b|\.com\.sg\b|\bSingapore\b|\bHDB\b|\bPayNow\b|\bMCST\b/i, 'SGD'],
];

function dollarsOf(text: string): Currency | undefined {
  return OTHER_DOLLARS.find(([mark]) => mark.test(text))?.[1];
}

const FINAL_PAYMENT =
  /\b(?:final|balance|remaining|last|holdback|retainage|retention)\b|\b(?:upon|on|at|after)\s+(?:substantial\s+|final\s+|job\s+)?completion\b(?!\s+of)/i;

/**
 * The payments of a schedule in dollars (deposit ... final payment) against the price: a schedule that runs to its
 * final payment and adds up to another figure leaves it unclear what is owed.
 */
function scheduleMismatch(lines: MoneyLine[], total: number): PriceAnalysis['scheduleMismatch'] {
  const payments = lines.filter((m) => m.kind === 'payment' && !m.excluded && m.amount > 0);
  // One schedule: payments on nearby lines, up to and including the first final payment.
  const block: MoneyLine[] = [];
  for (const m of payments) {
    if (block.length && m.line - block[block.length - 1].line > 3) {
      if (FINAL_PAYMENT.test(block[block.length - 1].text)) break;
      block.length = 0;
    }
    block.push(m);
    if (block.length >= 2 && FINAL_PAYMENT.test(m.text)) break;
  }
  if (block.length < 2 || !FINAL_PAYMENT.test(block[block.length - 1].text)) return undefined;
  // A line that carries two instalments ("... primer stage (Rs. 85,149), balance 30% on completion (Rs. 63,861)") is
  // read as one: its sum cannot be trusted to disagree with the price.
  if (block.some((m) => findAmounts(m.text).length > 1)) return undefined;
  const scheduled = round2(block.reduce((n, m) => n + m.amount, 0));
  if (Math.abs(scheduled - total) <= Math.max(1, total * 0.01)) return undefined;
  // A schedule far from the total is more likely a misread than a second price.
  if (scheduled < total * 0.5 || scheduled > total * 1.5) return undefined;
  return { scheduled, total, text: block[block.length - 1].text };
}

// "... price to follow", "pricing will be provided after templating", "I will send you a firm, written price once the
// results are in", "I'd price that once they're down".
const PART_TO_FOLLOW =
  /\b(?:I|we)(?:'d|'ll|\s+would|\s+will)\s+(?:price|quote)\s+(?:that|it|them|this|those)(?:\s+(?:up|out))?\s+(?:once|when|after|later)\b|\b(?:price|pricing|cost|quote|figure|number)s?\b[^.;]{0,20}?\b(?:to\s+follow|will\s+follow|(?:will\s+be\s+|to\s+be\s+)(?:quoted|provided|given|sent|confirmed|advised)\s+(?:separately|later|after|once|when))\b|\b(?:will|'ll|shall)\s+(?:send|provide|give|e-?mail)\s+(?:you\s+)?(?:a|the|our|my|your)\s+(?:firm|final|fixed|exact|formal)\b[^.;]{0,20}?\b(?:price|pricing|quote|figure|number)\b/gi;
// A fee, a tax or the delivery priced later is a cost question, not a part of the work without a price; a beam or
// a footing priced after the engineer's visit is the open structural question (scope.open-question), not this.
const NOT_WORK =
  /\b(?:permit|fees?|tax|vat|gst|hst|delivery|freight|shipping|deposit|beams?|joists?|headers?|footings?|foundation|engineer\w*|load[\s-]?bearing|structural)\b/i;
const RATE_RANGE =
  /\d[\d,.]*\s*(?:-|to|\u2013)\s*(?:[$£€]|R\s?)?\d[\d,.]*\s*(?:a|an|per|\/)\s*(?:(?:linear|lineal|running|square|sq\.?)\s+)?(?:foot|feet|ft|lf|sq\.?\s*ft|sf|square|metre|meter|m|m2|window|door|each)\b/i;

/** "At signing (30%) $11,550 / Rough-in (30%) ... / Completion (10%) $3,850": instalments on nearby lines that make the price. */
function schedulesInFull(lines: MoneyLine[], total: number): boolean {
  const payments = lines.filter((m) => m.kind === 'payment' && !m.excluded && m.amount > 0);
  let run: MoneyLine[] = [];
  for (const m of payments) {
    if (run.length && m.line - run[run.length - 1].line > 3) run = [];
    run.push(m);
    const sum = round2(run.reduce((n, p) => n + p.amount, 0));
    if (run.length >= 2 && Math.abs(sum - total) <= sumTolerance(total)) return true;
  }
  return false;
}

/**
 * An item called optional inside the stated total: the items above the total add up to it only when the
 * optional line is counted.
 */
// "lattice skirt (optional) $850 - in price below", "Add-on: gutter guards $1,100 (included in total)".
const OPTIONAL_WORD = /\boptional\b|\badd[\s-]?on\b/i;
const SAYS_IN_PRICE =
  /\b(?:is\s+)?(?:in|included\s+in|part\s+of|counted\s+in)\s+(?:the\s+|this\s+|our\s+)?(?:price|total|quote)\b(?:\s+(?:below|above))?/i;

function optionInTotal(lines: MoneyLine[]): PriceAnalysis['optionInTotal'] {
  const total = lines.find((m) => m.kind === 'total' && !m.excluded && !m.option);
  if (!total) return undefined;
  // The quote says so itself.
  const said = lines.find(
    (m) =>
      m.line < total.line &&
      OPTIONAL_WORD.test(m.text) &&
      SAYS_IN_PRICE.test(m.text) &&
      !OUTSIDE_PRICE.test(m.text),
  );
  if (said) return { amount: said.amount, text: said.text, total: total.amount, sum: total.amount };
  // The items add up to the first sum below them: a subtotal (tax and fees come after it) or the total itself.
  const sum = lines.find((m) => m.line <= total.line && (m.kind === 'subtotal' || m === total) && !m.option)!;
  const before = lines.filter((m) => m.line < sum.line && m.kind === 'item' && !m.unitRate && !m.option);
  const optional = before.filter((m) => m.excluded && OPTIONAL_EXTRA.test(m.text));
  if (!optional.length) return undefined;
  const base = round2(before.filter((m) => !m.excluded).reduce((n, m) => n + m.amount, 0));
  const withOptional = round2(base + optional.reduce((n, m) => n + m.amount, 0));
  const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(1, b * 0.005);
  if (near(withOptional, sum.amount) && !near(base, sum.amount))
    return { amount: optional[0].amount, text: optional[0].text, total: total.amount, sum: sum.amount };
  return undefined;
}

// A table header whose last column holds money: "Description Qty Rate (Rs.) Amount (Rs.)", "Item Price ($)", "Qty Unit
// Price Ext" (the extended price), "Qty Unit Unit $ Ext $" (a spreadsheet's), "Area (sq ft, Rate (Rs.) Amount (Rs.)"
// (a measured column before the money ones), or a column headed by its currency alone ("Item EUR", "£"). The
// rows under it carry their amounts without a currency sign until the table ends (a blank line).
// "Item  Qty  Amount", "Package  Adds  Price incl. WA sales tax": a table's header over a column of money.
const MONEY_COLUMN_HEADER =
  /^(?!.*\d{2})(?:[A-Za-z.,'#&/()$\u20ac\u00a3]+\s+){1,10}(?:amount|amt\.?|total|price|cost|line\s+total|ext(?:\.|ended(?:\s+(?:price|amount))?|ension)?)(?:\s+(?:incl?\.?|including|inc\.?|excl?\.?|excluding|ex\.?|plus|with)\s+(?:[A-Za-z.&/]+\s*){1,4})?\s*(?:\((?:rs\.?|inr|\u20b9|[a-z]{0,2}\$|usd|aud|cad|nzd|sgd|zar|eur|\u20ac|\u00a3|gbp)\)|[$\u20ac\u00a3])?\s*$|^(?:[A-Za-z]+\s+){0,3}(?:[$\u20ac\u00a3]|usd|aud|cad|nzd|sgd|zar|eur|gbp|inr|rs\.?)\s*$/i;

// "2 Removal of debris from site by tractor per load as required 3,500": a numbered row ending in a figure.
const NUMBERED_TABLE_ROW = /^\s*\d{1,2}[.)]?\s+[A-Za-z].*\d\s*$/;
// "SL  Description of work  Unit  Approx. Qty  Rate (Rs.)": a rate sheet, its figures the rates of the rows.
// "Item  Qty  Rate", "Item  Unit  Rate": the figures below are rates, not amounts.
const RATE_COLUMN_HEADER =
  /^(?!.*\d{2})(?:[A-Za-z.,'#&/()]+\s+){1,10}(?:\bqty\.?\s+(?:unit\s+)?|\bunit\s+)rates?\s*(?:\((?:rs\.?|inr|[a-z]{0,2}\$|usd|aud|cad|nzd|eur|\u20ac|\u00a3|gbp)\)|[$\u20ac\u00a3])?\s*$/i;

// "Payment schedule", "Payments (Option B)": the rows below are instalments.
const PAYMENT_HEADING =
  /^\s*payments?\s*(?:\([^)]*\))?\s*:?\s*$|\bpayment\s+(?:schedule|terms|plan)\b|\bschedule\s+of\s+payments\b|\binstal(?:l)?ments?\b|\bdraw\s+schedule\b|\bprogress\s+payments\b/i;
const MAX_TITLE_WORDS = 8;
const MEASUREMENT_TITLE =
  /\bmeasurements?\b|\btake[\s-]?off\b|\b(?:areas?|quantities)\s*\((?:sq|m2|m\u00b2|ft)/i;

function collectMoneyLines(text: QuoteText): MoneyLine[] {
  const out: MoneyLine[] = [];
  let option: string | undefined;
  let moneyColumn = false;
  // Under a header whose last money column is a rate ("Unit  Approx. Qty  Rate (Rs.)"): each row's figure is its rate.
  let rateColumn = false;
  let measurements = false;
  // Under "Payment schedule" until the next blank line, whatever its table's own header says.
  let paymentTable = false;
  // The options a table's header names ("Option A  Option B  Option C"), until the table ends.
  let columns: string[] | undefined;
  // After a line that asks for a choice ("Choose your shingle", "Select one:"), until the next blank line.
  let choosing = false;
  // Under a table header that names its rows as the choices ("Option  How you pay  Price").
  let choiceTable = false;
  text.lines.forEach((line, index) => {
    // A page break inside a table is not its end: the rows go on at the top of the next page.
    const next = text.lines[index + 1];
    const pageBreak = !line.text && next !== undefined && (next.page !== line.page || next.file !== line.file);
    // A scan reads a gap between a table's rows as a blank line: the table goes on while numbered rows follow.
    const rowFollows = moneyColumn && next !== undefined && NUMBERED_TABLE_ROW.test(next.text);
    if (!line.text && !pageBreak && !rowFollows) {
      moneyColumn = rateColumn = measurements = paymentTable = choosing = choiceTable = false;
      columns = undefined;
    } else if (
      CHOOSE_ONE.test(line.text) &&
      !findAmounts(line.text).length &&
      (line.text.split(/\s+/).length <= 8 || CHOOSE_ONE_AT_END.test(line.text))
    ) {
      choosing = true;
    } else if (PAYMENT_HEADING.test(line.text) && !findAmounts(line.text).length) paymentTable = true;
    if (MONEY_COLUMN_HEADER.test(line.text) || RATE_COLUMN_HEADER.test(line.text)) {
      moneyColumn = true;
      rateColumn = !MONEY_COLUMN_HEADER.test(line.text);
      // "MEASUREMENT AND RATES" over "Qty  Rate (Rs.)  Amount (Rs.)": a table with an amount column is priced.
      measurements = false;
      // "Option  How you pay  Price", "Package  What's in it  Price": each row below is one of the choices.
      if (/^\s*(?:options?|choices?|packages?|tiers?|levels?)\b/i.test(line.text)) choiceTable = true;
      // "Payment  When  Amount", "Milestone  Due  Amount": the rows are instalments ("Payment option  Price" lists
      // ways to pay instead).
      if (/^\s*(?:payments?(?!\s+(?:options?|methods?|types?|choices?))|instal+ments?|draws?|milestones?)\b|\b(?:share|percent(?:age)?|%)\s+(?:amount|\$)/i.test(line.text))
        paymentTable = true;
      return;
    } else if (MEASUREMENT_TITLE.test(line.text) && !findAmounts(line.text).length && line.text.split(/\s+/).length <= MAX_TITLE_WORDS)
      // A table's title, not a sentence that mentions a measurement ("... as per site measurement taken on 26-02").
      measurements = true;
    // In a table of measurements ("Room-wise measurement (sq.ft)" ... "Total 3,360 1,080") bare figures are sizes.
    if (measurements && !findAmounts(line.text).length) return;
    // "Option A Total: $3,390 Option B Total: $4,200": options side by side on one row are one row each.
    const sideBySide = optionsSideBySide(line.text);
    if (sideBySide) {
      for (const part of sideBySide) {
        const row = moneyRow(part);
        const name = optionHeaderOf(part)!;
        if (row)
          out.push({
            ...row,
            line: index,
            excluded: line.excluded,
            option: name,
            selected: SELECTED.test(part),
          });
      }
      option = undefined;
      return;
    }
    const header = optionHeaderOf(line.text);
    // "Option A  Option B  Option C" over a table: each row below gives one figure per column, read as several
    // prices on the row, not as the first option's.
    if (optionColumns(line.text)) {
      option = undefined;
      columns = optionNames(line.text);
    } else if (CASH_OR_LOAN_HEADER.test(line.text) && !findAmounts(line.text).length) {
      // "Cash    GoodLeap loan, 25 yrs @ 3.99% APR" over the prices: one column paid in cash, one financed.
      option = undefined;
      columns = [...FINANCING_COLUMNS];
    } else if (header) option = header;
    // Under "choose one:", "A) Section-fell to ground level ..." opens choice A, and its figure on a later line
    // ("grind the stump ... £1,450 + VAT") is choice A's.
    else if (choosing && LETTERED_CHOICE.test(line.text) && !SECOND_LETTER.test(line.text.replace(CHOICE_BOX, ''))) option = `Option ${LETTERED_CHOICE.exec(line.text)![1].toUpperCase()}`;
    // Under "Choose a level" / "Select one" each priced row is a choice of its own.
    else if (
      !option?.startsWith('Option ') &&
      (CHOOSE_ONE.test(line.heading) || choosing || choiceTable) &&
      line.text !== line.heading &&
      (choiceTable ? findAmounts(line.text).length >= 1 : findAmounts(line.text).length === 1)
    )
      option = line.text.replace(/\s*(?:[$\u00a3\u20ac]|\b(?:Rs\.?|R)\s?\d).*$/, '').replace(/^\[\s*[xX\u2713\u2714]?\s*\]\s*/, '').trim() || option;
    else if (
      !line.text ||
      (line.heading === line.text.replace(/[:\s]+$/, '') && !TOTAL_LABEL.test(line.text))
    )
      option = undefined;

    // Each sentence is its own row: in "Total: $16,800. Deposit 10% at signing." the deposit does not make the
    // total a payment. A figure alone on its line under a label alone on its line ("Total" / "18,400.00", as
    // table cells are often read) is one row.
    const previous = text.lines[index - 1]?.text ?? '';
    // So is a row wrapped after its "=" or ":" ("9. OPTIONAL - Extend tile into hall bath =" / "$722.00").
    // So is a range wrapped after its first figure ("... scrape loose paint. $5,800" / "to $6,500 depending on ...").
    const rangeGoesOn =
      ((RANGE_GOES_ON.test(line.text) && ENDS_WITH_AMOUNT.test(previous)) ||
        (STARTS_WITH_AMOUNT.test(line.text) && RANGE_BROKEN_AFTER_TO.test(previous))) &&
      out.at(-1)?.line === index - 1;
    if (rangeGoesOn) out.pop();
    const rows = rangeGoesOn
      ? [`${sentencesOf(previous).at(-1) ?? previous} ${line.text}`]
      : LONE_AMOUNT.test(line.text) &&
          (isLoneLabel(previous) ||
            (/[=:]\s*$/.test(previous) && !findAmounts(previous.replace(/[^=:]*@[^=:]*[=:]\s*$/, '')).length))
        ? [`${previous} ${line.text}`]
        : NUMBERED_ROW.test(line.text) && findAmounts(line.text).length === 1 && ENDS_WITH_AMOUNT.test(line.text)
          ? // "2.14 Splashback: supply and fix tiles; includes a tile PC sum of £560.00": a numbered row of an
            // estimate is one row, its figure at the end its price, whatever its description says in between.
            [line.text]
          : sentencesOf(line.text);
    for (const sentence of rows) {
      const row = rateColumn ? rateRow(sentence) : moneyRow(withBareRange(sentence), moneyColumn, columns?.length);
      // Quoted as the quote wrote it, whatever was read into it.
      if (row) row.text = sentence;
      // A price wrapped over several lines ("The cost of doing this job by going over the old boards" / "would
      // be $15,000") is judged with the whole clause.
      const clause = line.text ? clauseAt(text, line.start) : undefined;
      if (row && row.kind !== 'alternative' && clause && clause.line < index && ALTERNATIVE.test(clause.text))
        row.kind = 'alternative';
      // So is a total whose label wrapped before its figure ("Total cost of the system, complete with supply,
      // installation, net-meter" / "liaisoning and maintenance: Rs. 1,89,000/-").
      const first = clause && clause.line < index ? findAmounts(clause.text)[0] : undefined;
      const lead = first && first.value === row?.amount ? clause!.text.slice(0, first.index) : '';
      if (row && row.kind === 'item' && lead && TOTAL_LABEL.test(lead) && !PAYMENT.test(lead) && !SUBTOTAL.test(lead))
        row.kind = 'total';
      // An insurance limit whose words wrap onto the next line ("We carry $5,000,000 commercial" / "general
      // liability") is judged with its whole sentence.
      const own = line.text
        ? clauseAt(text, line.start + Math.max(0, line.text.indexOf(sentence)))
        : undefined;
      if (row && row.kind === 'item' && own && COVER_LIMIT.test(own.text)) row.kind = 'note';
      // "£35/m2 (£140), adjusted on your final choice" under a priced row: a rate and its sum in brackets explain the
      // row above; its price is already counted.
      if (row && row.kind === 'item' && out.at(-1)?.line === index - 1 && BRACKETED_BREAKDOWN.test(sentence)) row.kind = 'note';
      // Rows of a payment schedule's table ("2. Rough-in | Rough-in passed | 30% | $20,520.00") are instalments.
      if (row && row.kind === 'item' && (paymentTable || PAYMENT_HEADING.test(line.heading)))
        row.kind = 'payment';
      // "Pay outright  $600 deposit on acceptance, balance on installation day  $6,490.00": in a table of choices the
      // row's last figure is that choice's price, whatever the terms before it.
      if (row && choiceTable && row.kind === 'payment') {
        const figures = findAmounts(sentence);
        if (figures.length >= 2) Object.assign(row, { kind: 'price', amount: figures[figures.length - 1].value });
      }
      if (row)
        out.push({
          ...row,
          line: index,
          excluded: line.excluded || OPTIONAL_EXTRA.test(sentence) || OUTSIDE_PRICE.test(sentence),
          option: optionNamedIn(sentence) ?? option,
          selected: SELECTED.test(line.text) || (choosing && OCR_TICKED_CHOICE.test(line.text)),
          ...(row.several && !row.columns && columns?.length === row.several.length ? { columns } : {}),
        });
    }
  });
  return out;
}

const NUMBERED_ROW = /^\s*\d{1,2}\.\d{1,2}\s+[A-Z]/;
const BRACKETED_BREAKDOWN = new RegExp(String.raw`^\s*${MONEY_MARK}\s?\d[\d,.]*\s*\/\s*[a-z0-9\u00b2]+\s*\(\s*${MONEY_MARK}\s?\d[\d,.]*\s*\)`, 'i');
// "So you're looking at 2,350 to 2,600 depending what we find": a price range texted without a currency sign.
const BARE_RANGE =
  /\b(?:looking\s+at|comes?\s+(?:to|out\s+(?:at|to))|somewhere\s+(?:around|between)|between|ballpark|roughly|around|about)\s+(\d{1,3},\d{3})\s*(?:to|-|\u2013)\s*(\d{1,3},\d{3})\b/i;
// "$650-900 depending if the decking under it is rotted": the range's upper end texted without its sign.
const HALF_SIGNED_RANGE = /([$\u00a3\u20ac])\s?(\d{1,3}(?:,\d{3})+|\d{3,6})\s*(?:-|\u2013|to)\s*(\d{1,3}(?:,\d{3})+|\d{3,6})(?![\d,]|\.\d|\s*(?:%|k\b|sq|ft|feet|m\b|days?|weeks?|hours?|hrs?|years?|yrs?|months?|\/))/i;
function withBareRange(sentence: string): string {
  const half = HALF_SIGNED_RANGE.exec(sentence);
  const [low, high] = half ? [half[2], half[3]].map((v) => Number(v.replace(/,/g, ''))) : [0, 0];
  if (half && high > low && high <= low * 3) return sentence.replace(half[0], `${half[1]}${half[2]}-${half[1]}${half[3]}`);
  const m = BARE_RANGE.exec(sentence);
  if (!m || findAmounts(sentence).length) return sentence;
  const range = m[0].replace(m[1], `$${m[1]}`).replace(new RegExp(`(?<=\\D)${m[2]}\\b`), `$$${m[2]}`);
  return sentence.replace(m[0], range);
}
// A figure's currency sign, for the patterns below that find where a price starts or ends on a line.
const SIGN = String.raw`(?:[$\u00a3\u20ac]|A\$|C\$|NZ\$|Rs\.?\s?)`;
const RANGE_GOES_ON = new RegExp(String.raw`^\s*(?:to|-|\u2013)\s*${SIGN}\s?\d`, 'i');
const ENDS_WITH_AMOUNT = new RegExp(String.raw`${SIGN}\s?\d[\d,.]*k?\s*$`, 'i');
// "figure $2,300 to" / "$2,650 depending on what the venting needs": the range's "to" ends the first line; so does
// the "or" between two prices ("£6,800 cash or" / "£8,160 if you need it through the books").
const RANGE_BROKEN_AFTER_TO = new RegExp(String.raw`${SIGN}\s?\d[\d,.]*k?(?:\s+cash)?\s*(?:to|-|\u2013|or)\s*$`, 'i');
const STARTS_WITH_AMOUNT = new RegExp(String.raw`^\s*${SIGN}\s?\d`, 'i');

// "Sycamore in the front garden - choose one:": a line of any length that ends by asking for a choice.
const CHOOSE_ONE_AT_END = /\b(?:choose|select|pick)\s+(?:one|only\s+one)\s*[:)]?\s*$/i;
// "A) ...", "(b) ...", "B. ..." under such a line.
// A scanned form's box before the letter reads as "x" (ticked) or "11" / "[ ]" (empty): "x B.5 in. thick ...".
const BOX = String.raw`(?:[xX\u2713\u2714]|1[1l]|[\[(]\s*[xX1l]?\s*[\])]|[\u2610\u2611\u2612])`;
const CHOICE_BOX = new RegExp(String.raw`^\s*${BOX}\s+(?=\(?[A-Ha-h][).])`);
const LETTERED_CHOICE = new RegExp(String.raw`^\s*(?:${BOX}\s*)?\(?([A-Ha-h])[).](?:\s+|(?=\d))\S`);
const OCR_TICKED_CHOICE = /^\s*[xX\u2713\u2714]\s+\(?[A-Ha-h][).]/;
// "A. Pressure-treated pine  B. Western red cedar  C. Vinyl": the choices side by side are a table's columns.
const SECOND_LETTER = /\S\s+\(?[B-Hb-h][).]\s+\S/;
// "Hedge + option A (fell)", "Total with Option 2", "Base price including alternate B": a row priced with one of the
// options, named inside it.
const WITH_OPTION =
  /(?:\+|\b(?:with|plus|and|incl\.?|including))\s+(?:option|alt\.?|alternate|package|tier)\s*#?\s*([A-H]|\d{1,2})\b/i;

/** The option a row is priced with, named inside the row ("Hedge + option A"), as "Option A". */
function optionNamedIn(row: string): string | undefined {
  const m = WITH_OPTION.exec(row);
  return m ? `Option ${m[1].toUpperCase()}` : undefined;
}

// A table header of two columns, cash and financed: "Cash  SunCoast Smart Finance", "Cash  GoodLeap loan, 25 yrs".
const CASH_OR_LOAN_HEADER = /^\s*(?:pay\s+)?cash\b(?!\s+(?:price|discount|only)\b).{0,40}?\b(?:loan|financ\w*|monthly\s+plan)\b/i;
const FINANCING_COLUMNS = ['Cash price', 'Financed price'] as const;

/**
 * The column or row the homeowner ticked below a table of tiers ("Option chosen: [X] Better"), when exactly one
 * option's name or letter follows a ticked box.
 */
const TICKED_MARK = /\[\s*[xX\u2713\u2714]\s*\]|[\u2611\u2612]/;

function columnTicked(text: QuoteText, options: PriceAnalysis['options']): PriceAnalysis['options'][number] | undefined {
  const named = options.filter((o, i) => options.findIndex((p) => p.label === o.label) === i);
  if (named.length < 2) return undefined;
  const ticked = text.lines.flatMap((l) => [...l.text.matchAll(/(?:\[\s*[xX\u2713\u2714]\s*\]|[\u2611\u2612])\s*([A-Za-z][\w-]*(?:\s+[A-Za-z0-9][\w-]*)?)/g)].map((m) => m[1].toLowerCase()));
  // "[X] Option B" below rows that open with their letter ("A Charger on the existing service ... $2,150").
  const keys = named.map((o) => optionKey(o.label));
  const keyed = keys.every((k, i) => k && keys.indexOf(k) === i);
  const hits = named.filter(
    (o, i) =>
      ticked.some((t) => t === o.label.toLowerCase() || t.split(/\s+/)[0] === o.label.toLowerCase()) ||
      (keyed && ticked.some((t) => optionKey(t) === keys[i])),
  );
  return hits.length === 1 ? hits[0] : undefined;
}

// "You want both done", "Customer chose option 2", "Your selection:", "Agreed:": the homeowner's choice in words.
const CHOICE_WORDS =
  /\b(?:you(?:'ve)?\s+(?:want|chose|picked|selected|went\s+with|decided\s+on|(?:have\s+)?(?:chosen|picked|selected))|(?:customer|client|owner|homeowner)\s+(?:chose|picked|selected|wants)|your\s+(?:choice|selection|pick)|(?:selected|chosen|agreed)\s*:)/i;
function choiceInWords(lines: MoneyLine[]): MoneyLine | undefined {
  const chosen = lines.filter((m) => CHOICE_WORDS.test(m.text) && !m.excluded && !m.unitRate && m.kind !== 'payment');
  const last = chosen.at(-1);
  return last && lines.some((m) => m !== last && m.amount === last.amount && !m.excluded) ? last : undefined;
}

/**
 * A ticked row among the options that the reader could not give an option's name (its tier word wrapped onto the
 * next line: "[X] COREtec Plus 7\" Enhanced Planks ... $6,221.28" over "BETTER Ashland Oak"): the one ticked figure
 * of the options' size, beside options none of which is ticked, is the choice.
 */
function tickedRowAmong(lines: MoneyLine[], options: PriceAnalysis['options']): PriceAnalysis['options'][number] | undefined {
  if (options.length < 2) return undefined;
  const low = Math.min(...options.map((o) => o.amount));
  const high = Math.max(...options.map((o) => o.amount));
  const ticked = lines.filter(
    (m) => m.selected && !m.option && !m.excluded && !m.unitRate && TICKED_MARK.test(m.text) && m.amount >= low * 0.5 && m.amount <= high * 1.5 && ['item', 'price', 'total'].includes(m.kind),
  );
  return ticked.length === 1 ? { label: ticked[0].label || 'Ticked', amount: ticked[0].amount, text: ticked[0].text } : undefined;
}

/** The letter or number an option goes by: "Option B", "B. New 200 A service", "(2) Full tear-off". */
function optionKey(label: string): string | undefined {
  return /^\s*(?:(?:option|opt\.?|alternate|alt\.?|package|tier|choice|plan)\s*#?\s*)?\(?([a-h]|\d{1,2})(?:[.):]|\s|$)/i.exec(label)?.[1].toLowerCase();
}

/** How one figure of a row of several is shown: a range's two ends, or the row's figures in order. */
function severalLabel(row: MoneyLine, i: number): string {
  // The label is the row with its figures taken out: "So figure to", "Estimated cost -".
  const base = row.label.replace(/\s*(?:\bto\b|\band\b|-|\u2013)\s*$/i, '').trim() || 'Price';
  if (row.range && row.several!.length === 2) return `${base}, ${i ? 'high' : 'low'} end`;
  return `${base} (${i + 1})`;
}

/** The parts of a row holding two or more option headers, each with its own amount, or undefined. */
/** Where each option named on a line begins, when the line starts with one. */
function optionStartsAnywhere(line: string): number[] {
  return [...line.matchAll(new RegExp(OPTION_HEADER.source.replace('^[-\\s]*', '(?:^|\\s)'), 'gi'))].map((m) => m.index);
}

function optionStarts(line: string): number[] {
  const starts = optionStartsAnywhere(line);
  return starts[0] === 0 ? starts : [];
}

// "Item  Option A: Merbau  Option B: ModWood": the first column's own title before the options' columns.
const COLUMN_TITLE = /^\s*(?:[A-Za-z.#%&/]+\s+){0,2}[A-Za-z.#%&/]+\s*$/;
function columnStarts(line: string): number[] {
  const starts = optionStartsAnywhere(line);
  return starts[0] === 0 || (starts.length && COLUMN_TITLE.test(line.slice(0, starts[0]))) ? starts : [];
}

function optionsSideBySide(line: string): string[] | undefined {
  const starts = optionStarts(line);
  if (starts.length < 2) return undefined;
  const parts = starts.map((at, i) => line.slice(at, starts[i + 1]).trim());
  return parts.every((p) => findAmounts(p).length === 1) ? parts : undefined;
}

/** The options a line names side by side: "Option A Option B Option C" gives each name. */
function optionNames(line: string): string[] {
  const starts = columnStarts(line);
  return starts.map((at, i) => optionHeaderOf(line.slice(at, starts[i + 1]).trim()) ?? `Option ${i + 1}`);
}

/** A table's header naming its option columns, with no figure of its own. */
function optionColumns(line: string): boolean {
  return columnStarts(line).length >= 2 && !findAmounts(line).length;
}

const LONE_AMOUNT = /^\$?\s?\d{1,3}(?:,\d{3})*(?:\.\d{2})?$/;

function isLoneLabel(line: string): boolean {
  return !/\d/.test(line) && [TOTAL_LABEL, SUBTOTAL, TAX, PRICE_LABEL].some((re) => re.test(line));
}

type MoneyRow = Pick<MoneyLine, 'text' | 'label' | 'amount' | 'kind' | 'unitRate' | 'several' | 'range' | 'columns'>;

// "$8,400 - $9,800", "$2,800 to $3,400", "between $5,000 and $6,500".
const RANGE_BETWEEN = /^\s*(?:-|\u2013|\u2014|to|and)\s*$/i;
// A price, a total, or what is paid or financed, with one figure per column.
const PRICE_ROW_LABEL = /\b(?:price|total|cost|amount|investment|you\s+pay)\b/i;

/**
 * Two or more prices for the same job in one row: a range, or one column per option ("Total $8,950 $13,700").
 * Not a row whose largest figure is the sum of the others (items, tax and total side by side), nor figures far
 * apart (a price and its deposit).
 */
function severalPrices(
  text: string,
  amounts: Money[],
  isUnit: (m: Money) => boolean,
  optionColumnCount = 0,
): { values: number[]; range: boolean } | undefined {
  const all = amounts.filter((m) => !isUnit(m) && m.value >= 100);
  // "Steel piers est. 8-12 $1,395.00 est. $11,160 - $16,740": a range in the amount column, after the unit price.
  const joined = (a: Money, b: Money) => RANGE_BETWEEN.test(text.slice(a.index + a.raw.length, b.index));
  const endsInRange = all.length > 2 && joined(all[all.length - 2], all[all.length - 1]);
  const extended = endsInRange ? all.slice(-2) : all;
  const values = [...new Set(extended.map((m) => m.value))];
  if (values.length < 2 || values.length > 4) return undefined;
  const range = extended.length === 2 && joined(extended[0], extended[1]);
  const label = labelOf(text, amounts);
  const byPaymentMethod = paidTwoWays(text) !== undefined;
  // Under a header naming the options' columns, a total row with one figure per column is one price per option,
  // a note in brackets included ("Total (incl. GST) $23,480.00 $27,950.00").
  const perColumn = extended.length === optionColumnCount && PRICE_ROW_LABEL.test(label) && !PAYMENT.test(label);
  // A note in brackets with no figure in it ("TOTAL (Oregon has no sales tax) $15,340.00 $19,120.00") does not make
  // the figures parts of one another; a bracketed figure or a share does.
  if (!range && !byPaymentMethod && !perColumn && (!PRICE_ROW_LABEL.test(label) || /\([^)]*\d[^)]*\)|%/.test(text) || PAYMENT.test(label)))
    return undefined;
  const max = Math.max(...values);
  const rest = values.reduce((n, v) => n + v, 0) - max;
  if (Math.abs(rest - max) <= Math.max(1, max * 0.005)) return undefined;
  if (Math.min(...values) < max * 0.4) return undefined;
  return { values, range };
}

/**
 * A sheet of unit rates: two rates by the unit ("$4.25 / sq ft installed", "$3.10 / sq ft w/ pad"), or three beside
 * work charged by the hour (then the hours, not the units, leave the price open).
 */
function isRateSheet(lines: MoneyLine[]): boolean {
  const rates = lines.filter((m) => m.unitRate && !m.excluded);
  const byUnit = rates.filter((m) => !HOURLY_RATE.test(m.text)).length;
  return byUnit >= (rates.length > byUnit ? 3 : 2);
}
const HOURLY_RATE = /\b(?:hour|hr)\b|hourly/i;
const EXTRA_IF = /\b(?:if|should|in\s+case|unless)\b[^.]*\b(?:extra|additional|on\s+top|separate(?:ly)?)\b/i;
const REBATE_RANGE = /\b(?:rebates?|incentives?|cash[\s-]?back)\b/i;
const PRICE_WITHOUT_SIGN =
  /(?<![\d.,$/-])(\d{1,3},\d{3}|\d{4,6})(?=\s+(?:installed|all[\s-]in|out\s+the\s+door|total|for\s+(?:everything|the\s+(?:whole\s+)?(?:job|lot)))\b)/i;

const RANGE_WITHOUT_SIGN =
  /\b(?:looking\s+at|about|around|roughly|ballpark|somewhere\s+(?:around|between)|(?:price|cost)\s+(?:is|of|will\s+be)|runs?|running)\s+(\d{1,3}(?:\.\d)?)\s?(?:-|\u2013|to)\s?(\d{1,3}(?:\.\d)?)\s?[kK]\b/i;

// "£6,800 cash or £8,160 if you need it through the books with VAT": the same, with the tax and a paper trail.
const CASH_OR_INVOICE = new RegExp(
  String.raw`${MONEY_MARK}\s?\d[\d,.]*k?\s*(?:in\s+)?cash\b[^.]{0,30}?${MONEY_MARK}\s?\d[\d,.]*k?[^.]{0,40}?\b(?:invoice|receipt|VAT|GST|HST|(?:the\s+)?books)\b`,
  'i',
);
/** The two ways a row's two prices are paid, if it names them. */
function paidTwoWays(text: string): [string, string] | undefined {
  if (CASH_OR_CARD.test(text)) return ['Paid in cash', 'Paid by card'];
  if (CASH_OR_INVOICE.test(text)) return ['Paid in cash', 'With an invoice'];
  return undefined;
}
// "$1,895 cash or check, $1,990 if you're paying by card": one job, two prices, by how it is paid.
const CASH_OR_CARD =
  /\$\s?\d[\d,.]*k?\s*(?:for\s+|in\s+|by\s+)?cash\b[^.$]{0,30}\$\s?\d[\d,.]*k?\s*(?:for\s+|by\s+|with\s+|on\s+)?(?:if\s+(?:(?:you(?:'re|r|\s+are)?|your)\s+)?)?(?:pay(?:ing)?\s+(?:by\s+|with\s+|on\s+)?)?(?:a\s+)?(?:credit\s+)?(?:card|credit)\b/i;

/** A row under a rate column: its last figure is its rate ("... sq ft 1,150 22": 1,150 is the quantity). */
function rateRow(text: string): MoneyRow | undefined {
  const rate = /\s(\d[\d,]*(?:\.\d{1,2})?)\s*$/.exec(text) ?? undefined;
  const row = moneyRow(text, true);
  if (!rate) return row && { ...row, unitRate: true };
  return { ...(row ?? { text, label: text.slice(0, rate.index).trim(), kind: 'item' as const }), amount: Number(rate[1].replace(/,/g, '')), unitRate: true };
}

/** The amount a sentence prices and what kind of amount it is, or undefined when it names none. */
function moneyRow(text: string, underMoneyColumn = false, optionColumnCount = 0): MoneyRow | undefined {
  let amounts: Money[] = findAmounts(text);
  if (
    !amounts.length &&
    (underMoneyColumn ||
      (!MEASUREMENT.test(text) && [TOTAL_LABEL, SUBTOTAL, TAX, MARKUP, CLAIM, ROUGH_TOTAL].some((re) => re.test(text))))
  ) {
    amounts = findBareAmounts(text);
  }
  // Under an amount column a whole figure with no grouping ends its row: "stairs 950"; so does a tax line's after
  // its rate, wherever it stands ("GST 5% 879").
  if (!amounts.length && (underMoneyColumn || (TAX.test(text) && /%\s+\d{2,6}\s*$/.test(text)))) {
    const trailing = /(?<=[A-Za-z)%]\s+)(\d{2,6})\s*$/.exec(text);
    if (trailing) amounts = [{ index: trailing.index, raw: trailing[1], value: Number(trailing[1]) }];
  }
  // A message's price with no currency sign, named by what it buys: "8900 installed", "6,500 all in", "2675 total".
  const unsigned = amounts.length ? null : PRICE_WITHOUT_SIGN.exec(text);
  if (unsigned) amounts = [{ index: unsigned.index, raw: unsigned[1], value: Number(unsigned[1].replace(/,/g, '')) }];
  // "your looking at 38 to 42k": a range in thousands, the price named by the words before it.
  const range = amounts.length ? null : RANGE_WITHOUT_SIGN.exec(text);
  if (range) {
    const high = range.index + range[0].lastIndexOf(range[2]);
    amounts = [
      { index: range.index + range[0].indexOf(range[1]), raw: range[1], value: Number(range[1]) * 1000 },
      { index: high, raw: `${range[2]}k`, value: Number(range[2]) * 1000 },
    ];
  }
  if (!amounts.length) return undefined;
  // "Tiles (cost up to S$45/m2 included) 620.00" under an amount column: the rate is a note, the row's figure is the
  // bare one at its end.
  if (underMoneyColumn && amounts.every((m) => isUnitRate(text, m))) {
    const last = findBareAmounts(text).filter((b) => !amounts.some((m) => b.index < m.index + m.raw.length && m.index < b.index + b.raw.length)).at(-1);
    if (last && !text.slice(last.index + last.raw.length).trim()) amounts = [...amounts, last];
  }
  // In an estimate's columns (Description, Qty, Unit, Rate, Amount) a row whose only figure follows its unit
  // ("Decking: replace damaged OSB as needed - SHT $95.00 -") gives the rate and leaves the amount blank.
  const priced = amounts.map((m) => ({
    m,
    unit: isUnitRate(text, m) || (amounts.length === 1 && UNIT_COLUMN_BEFORE.test(text.slice(0, m.index))),
  }));
  // "Price: $4,290 including GST (GST component $390)", "Total €2,000 (of which VAT €347)": the tax inside a price
  // is part of it, never the line's own figure.
  const whole = priced.filter((p) => !p.unit);
  const extended = whole.length > 1 ? whole.filter((p, i) => i === 0 || !isTaxComponent(text, p.m)) : whole;
  // The figure a price label names ("Pay in full $15,980 40% at order ($6,392)") before the last one on the row.
  // So does a row named by how it is paid ("Check or bank transfer $19,450.00 $3,000 deposit at signing"), unless
  // that first figure is the way's deposit ("Cash $1,000 deposit, rest on completion $18,200.00").
  const named = extended.find(
    (p) =>
      PRICE_NAMED_BEFORE.test(text.slice(0, p.m.index)) ||
      (PAID_BY_ROW.test(text.slice(0, p.m.index)) && !DEPOSIT_AFTER.test(text.slice(p.m.index + p.m.raw.length))),
  );
  // "Cash / check / ACH $500 to schedule, balance on completion $11,850.00": a row named by how it is paid whose first
  // figure is its deposit gives the price paid that way in its last.
  const paidThisWay =
    !named &&
    extended.length >= 2 &&
    PAID_BY_ROW.test(text.slice(0, extended[0].m.index)) &&
    DEPOSIT_AFTER.test(text.slice(extended[0].m.index + extended[0].m.raw.length));
  const chosen =
    named?.m ?? (extended.length ? extended : priced)[(extended.length ? extended : priced).length - 1].m;
  const label = labelOf(text, amounts);
  const several = severalPrices(text, amounts, (m) => isUnitRate(text, m), optionColumnCount);
  // A range is read from the words before its first figure: "usually $300 to $450".
  const lead = several?.range ? extended[0].m : chosen;
  return {
    several: several?.values,
    range: several?.range,
    ...(several?.values.length === 2 && paidTwoWays(text) ? { columns: paidTwoWays(text) } : {}),
    text,
    label,
    amount: chosen.value,
    // "$2,540 by credit card" is the price paid by card, not a credit.
    kind: (several && paidTwoWays(text)) || unsigned || paidThisWay ? 'price' : kindOf(
      label || text,
      chosen.value,
      text.slice(chosen.index + chosen.raw.length),
      text.slice(0, lead.index),
    ),
    unitRate: !extended.length,
  };
}

// Right before a figure: "GST component", "includes", "of which VAT", "(GST"; right after it: "GST)", "VAT included".
const TAX_PART_BEFORE =
  /(?:\b(?:incl(?:\.|udes|uding)?|of\s+which)\s+(?:(?:the\s+)?(?:gst|hst|vat|tax)\s+(?:of\s+)?)?|\b(?:gst|hst|vat|tax)\s+(?:component|portion|content|part|share|amount|included)\s*(?:of|is|=)?\s*|\(\s*(?:gst|hst|vat|tax)\s*:?\s*)$/i;
const TAX_PART_AFTER = /^\s*(?:gst|hst|vat|(?:sales\s+)?tax)\b(?!\s+(?:extra|additional|not\s+included|excluded))/i;

function isTaxComponent(line: string, money: Money): boolean {
  const before = line.slice(Math.max(0, money.index - 30), money.index);
  const after = line.slice(money.index + money.raw.length, money.index + money.raw.length + 20);
  return TAX_PART_BEFORE.test(before) || (/\(\s*(?:incl\w*\s+)?$|\bincl\w*\s+$/i.test(before) && TAX_PART_AFTER.test(after));
}

function isUnitRate(line: string, money: Money): boolean {
  // "$36-40 a foot": the unit follows the range's second figure.
  const after = line
    .slice(money.index + money.raw.length, money.index + money.raw.length + 36)
    .replace(/^\s*(?:-|to|\u2013)\s*(?:[$£€]|R\s?)?\d[\d,.]*/, '');
  const before = line.slice(Math.max(0, money.index - 14), money.index);
  // "42.0 m @ $205.00 per metre $8,610.00": the unit after a figure is that figure's, not the next one's.
  const unitOfPrevious = /\d\s*per\s+[a-z]+\.?\s*$/i.test(line.slice(Math.max(0, money.index - 30), money.index));
  return (
    (UNIT_BEFORE.test(before) && !unitOfPrevious) ||
    UNIT_AFTER.test(after) ||
    QUANTITY_AT.test(line.slice(Math.max(0, money.index - 60), money.index)) ||
    EACH_ONE_IS.test(line.slice(Math.max(0, money.index - 40), money.index))
  );
}

// "each extra sheet is $78 installed": the price of one of them.
const EACH_ONE_IS = /\beach\s+(?:extra\s+|additional\s+|further\s+)?[a-z]+\s+(?:is|are|runs?|costs?|at|will\s+be)\s*$/i;
// "46 m2 (42 m2 + 8% cuts) at £48.00": a quantity priced "at" a figure gives the rate, whatever follows it.
const QUANTITY_AT =
  /\b\d[\d,.]*\s*(?:m2|m\u00b2|sq\.?\s*(?:ft|m|yd)|sf|lf|lm|ft|units?|pcs|pieces|sheets?|boxes|bags|rolls?|hours?|hrs?)(?![a-z])[^$\u00a3\u20ac\n]{0,30}\bat\s*$/i;

function labelOf(line: string, amounts: Money[]): string {
  let label = line;
  for (const m of [...amounts].reverse())
    label = label.slice(0, m.index) + ' ' + label.slice(m.index + m.raw.length);
  return label
    .replace(/\.{2,}|_{2,}|\s-\s|[|=]/g, ' ')
    .replace(/^[-\s:*]+|[-\s:*@]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

// "permit fee of $120 included in the price", "disposal ($380) is part of the total": a note about an amount
// already priced elsewhere, never an item to add again.
// "that's €120 extra (not in the price below)", "not included in the total": an amount offered beside the price.
const OUTSIDE_PRICE =
  /\bnot\s+(?:in|included\s+in|part\s+of|counted\s+in)\s+(?:the\s+|this\s+|our\s+)?(?:above\s+|quoted\s+)?(?:price|total|quote|contract|figure)\b/i;
const INCLUDED_NOTE =
  /\b(?:included|includes?|part\s+of|built)\s+in(?:to)?\s+(?:the\s+|our\s+|this\s+|your\s+)?(?:above\s+|quoted\s+|contract\s+|total\s+)?(?:price|total|contract|quote|proposal|bid|figure|amount)\b|\bis\s+part\s+of\s+the\s+(?:price|total)\b/i;
// "Total price (incl. sales tax)", "Total including permit fee": the stated figure carries a charge the rows
// above it do not list.
const TOTAL_INCLUDES =
  /\b(?:incl(?:\.|udes|uding|usive\s+of)?|with|plus|\+)\s+(?:all\s+|applicable\s+|the\s+)?(?:[a-z]+\s+){0,3}(?:tax(?:es)?|tpt|gst|hst|vat|fees?|surcharge|freight|delivery)\b/i;

// "So figure 3,800 to 4,700", "comes to about 2,950": a texted total often drops its dollar sign.
const ROUGH_TOTAL = /\b(?:figure|figuring|comes?\s+(?:to|out\s+(?:to|at))|works?\s+out\s+(?:to|at)|ballpark)\b/i;
const PRICE_IF_CHOSEN =
  /\bif\s+(?:accepted|chosen|selected|added|ordered|you\s+(?:accept|choose|add|select|want|go\s+with)\b[^.]{0,30})\b[^.]{0,60}\b(?:becomes|would\s+(?:be|become|come\s+to)|will\s+(?:be|become|come\s+to))\s*:?\s*$/i;
// "$2,285.00 installed, sales tax included, due on completion": the installed job's price, with its terms after it.
const ALL_IN_AFTER =
  /^\s*,?\s*(?:(?:inc(?:l\.?|luding)?\s+(?:GST|VAT|HST|tax)\s+)?all[\s-](?:in(?:clusive)?|up)|all\s+included|in\s+total|for\s+(?:the\s+)?(?:lot|whole\s+(?:job|thing|lot)|everything)|installed\s*,\s*(?:(?:(?:sales\s+)?tax|GST|VAT|HST)\s+(?:included|incl\.?|inc\.?)|(?:due|payable)\s+(?:on|upon|at|when)))\b/i;
const PAYMENT_METHOD = String.raw`(?:cash|check|cheque|bank\s+transfer|wire(?:\s+transfer)?|ACH|EFT|debit|(?:credit\s+)?card)`;
const PAID_BY_ROW = new RegExp(String.raw`^\s*(?:[-\u2022*]\s*)?(?:pay(?:ing)?\s+(?:by|with|in)\s+)?${PAYMENT_METHOD}(?:\s*(?:or|\/|&|,)\s*${PAYMENT_METHOD})*\s*:?\s*$`, 'i');
// Right after a figure, words that make it the deposit: "$3,000 deposit", "$500 to schedule", "$1,000 at signing".
const DEPOSIT_AFTER =
  /^\s*(?:deposit|down\b|up[\s-]?front|to\s+(?:start|begin|schedule|book|hold|reserve|secure)\b|(?:at|on|upon)\s+(?:signing|acceptance|order(?:ing)?)\b|due\s+(?:at|on|upon|now|today)\b)/i;
const CASH_OFFER_AFTER =
  /^\s*(?:(?:if|when)\s+(?:you\s+)?pa(?:y|id|ying)\s+(?:in\s+|by\s+|with\s+)?cash|for\s+cash|(?:in\s+)?cash\s+(?:on\s+the\s+day|in\s+hand|on\s+completion))\b/i;
// "CASH / EFT PRICE $19,168.00", "Cash or cheque total": the price paid outright.
const CASH_PRICE_LABEL = /\bcash(?:\s*(?:\/|or|&)\s*[A-Za-z]+)?\s+(?:price|total)\b/i;
const PAYMENT_METHOD_BOXES = /^\s*(?:payment\s+(?:method|type|option)s?|method\s+of\s+payment|pay\s+by)\b[^\n]*\[\s*[xX\u2713\u2714]?\s*\]/i;
const PROMO_BEFORE = /\b(?:promo(?:tion(?:al)?)?|special|sale|offer)\s*(?:price|rate)?\s*:?\s*$/i;
const PERCENT_OFF = /\b\d{1,2}(?:\.\d)?\s?%\s*(?:off|discount)\b/i;
const DISCOUNTED_PRICE =
  /\b(?:promo(?:tion(?:al)?)?|sale|special|discounted|reduced|net|offer|after[\s-]discount|today'?s|tonight'?s)\s+(?:price|total|cost)\b(?!\s+(?:of|off)\b)/i;

// Cover limits, not charges: "carries $1,000,000 general liability", "insured to $2M per occurrence", "$2M aggregate"
// (never the aggregate of a concrete mix).
const COVER_LIMIT =
  /\b(?:general\s+)?liability\b|\bGL\b|\binsur(?:ed|ance)\s+(?:for|up\s+to|to|of|with|coverage|policy)\b|\bcoverage\b|\bbond(?:ed)?\s+(?:for|up\s+to|of|amount)\b|\bbond(?:ed)?\s*[:(]?\s*$|\bper\s+occurrence\b|\baggregate\s+(?:limit|coverage|of)\b|\b(?:million|\d[mk]?)\s+aggregate\b/i;

// Right before a figure, words that make it a ceiling or a guess at a cost passed through, not a price: "we will not
// go over $9,400 without your approval", "capped at $2,500", "the permit fee is at cost (usually $300 to $450)".
const CEILING_OR_GUESS =
  /\b(?:(?:not|never|won'?t)\s+(?:to\s+)?(?:go\s+over|exceed|be\s+more\s+than)|capped\s+at|(?:a|the)\s+(?:cap|ceiling|maximum|max\.?)\s+of|no\s+more\s+than|usually|typically|normally|generally)\s*:?\s*(?:around|about|approx(?:imately|\.)?)?\s*$/i;

function kindOf(label: string, amount: number, after: string, before: string): Kind {
  // Only the words right before the figure say what it is: "Regular price $14,900 Now $12,900" holds both.
  const own = before.replace(/^[\s\S]*\d/, '');
  if (
    REFERENCE.test(own) ||
    /\b(?:was|(?:previously|formerly)(?:\s+priced)?)\s*:?\s*$/i.test(own) ||
    (own === before && REFERENCE.test(label) && !TOTAL_LABEL.test(label.replace(REFERENCE, '')))
  )
    return 'reference';
  if (ALTERNATIVE.test(label)) return 'alternative';
  // "Or call it $2,600 if you pay cash on the day": a lower figure for cash beside the price is a cash discount (the
  // payment rule's finding), neither the price nor a part of it.
  if (CASH_OFFER_AFTER.test(after)) return 'note';
  // "Check or bank transfer $19,450.00 $3,000 deposit at signing": a row named by how it is paid is the price paid that
  // way (a financed row beside it is the other price); the deposit after the figure is its terms.
  if (amount > 0 && PAID_BY_ROW.test(own)) return 'price';
  // "PAYMENT METHOD: [ ] Cash/EFT $19,168.00 [ ] GreenPay $398.00 x 60": boxes to choose how to pay repeat prices
  // stated above; the row is not an item of the work.
  if (PAYMENT_METHOD_BOXES.test(label)) return 'note';
  // "€1,650.00 + VAT @ 13.5% (€222.75) = €1,872.75": the figure after the equals sign is what the parts make.
  // Only a sum written out is one: "612 sq ft @ $1.35 = $826.20" or "thinset, grout, caulk = $612.00" is a row.
  if (/=\s*$/.test(own) && !MEASUREMENT.test(own) && /\+|\bplus\b/i.test(before)) return 'total';
  if (INCLUDED_NOTE.test(label) || COVER_LIMIT.test(label)) return 'note';
  // "If accepted, the Contract Price becomes $18,800": the price with an alternate the homeowner has not taken.
  if (PRICE_IF_CHOSEN.test(before)) return 'note';
  // "R38 500 all in", "$6,200 for the lot", "$24,500 inc GST all up": the figure for everything.
  if (amount > 0 && ALL_IN_AFTER.test(after)) return 'total';
  // "Need $2,500 down to grab the unit": a payment, named by the word after it.
  if (/^\s*(?:down|up[\s-]?front)\b/i.test(after)) return 'payment';
  if (CEILING_OR_GUESS.test(own.replace(/\(\s*$/, '')) && !TOTAL_LABEL.test(label)) return 'note';
  if (SUBTOTAL.test(label)) return 'subtotal';
  // "Contract price (GoodLeap 25-yr loan, 3.99% APR) $39,600.00": the loan in brackets says how the price is paid.
  if (INCENTIVE.test(label.replace(/\([^)]*\)/g, ' '))) return 'incentive';
  // "includes lender program fee $9,100.00" under the price: a part of the figure above, not a price of its own.
  if (/^\s*(?:which\s+|that\s+)?includes\b/i.test(before)) return 'note';
  if (CLAIM.test(label)) return 'claim';
  // "Contract price (materials, labour, disposal and all taxes)": what the brackets say is in the price does not make
  // the price a tax line.
  if (
    TAX.test(label.replace(/\([^)]*\)/g, ' ')) &&
    !NOT_TAX.test(label) &&
    !/\btotal\b/i.test(label.replace(/total\s+tax|tax\s+total/i, ''))
  )
    return 'tax';
  // "Total installed price $13,750.00, half due when we order the unit": the terms after the total say how it is
  // paid; they do not make it an instalment.
  // So does "Total: $2,870 - due when the job's done".
  if (TOTAL_LABEL.test(before) && !PAYMENT.test(before) && /^\s*(?:[,;(]|[-\u2013\u2014]\s)/.test(after)) return 'total';
  // "... adjust and lube: $465 total, paid on completion": the figure named the total right after it.
  if (/^\s*total\b(?!\s+(?:of|tax|deposit|due\s+(?:now|today|at\s+sign)))/i.test(after) && !/\b(?:deposit|down)\s*$/i.test(before)) return 'total';
  if (TOTAL_LABEL.test(label))
    return PAYMENT.test(label) && !COMPLETION_ONLY.test(label) ? 'payment' : 'total';
  // "The price for the work above is $24,860.00", "Our total cost for everything would be": a sentence whose subject
  // is the price states it.
  if (amount > 0 && PRICE_SENTENCE.test(own) && !PAYMENT.test(own) && !MORE_AFTER.test(after)) return 'price';
  // "Spring promo price $15,750", "Discounted total": the price after the discount, not the discount.
  // "Spring special (15% off) - your price $8,381": the share off names the discount the price already has.
  if (amount >= 0 && (DISCOUNTED_PRICE.test(label) || (PERCENT_OFF.test(label) && /\b(?:price|cost)\b/i.test(label))))
    return 'price';
  // "Normally $1,800 but this week promo $1,280 nett": the figure right after "promo" is the promotional price, unless
  // it is what comes off ("promo $200 off").
  if (amount > 0 && PROMO_BEFORE.test(own) && !/^\s*(?:off|discount|saving|rebate|less)\b/i.test(after)) return 'price';
  // "$200 off if cash": what comes off, named by the word after it.
  if (amount < 0 || DISCOUNT.test(label) || /^\s*off\b/i.test(after)) return /deposit|paid|payment/i.test(label) ? 'payment' : 'discount';
  // "Cash: 40% at signing, 40% at chip-out, 20% at completion $11,650": a whole schedule beside one amount
  // splits that amount, so the amount is the price; so is the amount right after "pay in full".
  if (wholeSchedule(label) || /\bin\s+full\s*:?\s*$/i.test(before)) return 'price';
  if (PAYMENT.test(label) && !(SHARE_OF_AMOUNT.test(after) && !PAYMENT.test(before)))
    // "Price $2,150, due at completion": all of it is paid at the end, so it is the price, not an instalment.
    return PRICE_LABEL.test(label) && COMPLETION_ONLY.test(label) ? 'price' : 'payment';
  if (PRICE_LABEL.test(label) || CASH_PRICE_LABEL.test(label)) return 'price';
  return 'item';
}

const PRICE_SENTENCE =
  /\b(?:the|our|my|your)\s+(?:(?:total|full|whole|overall|contract|fixed|complete|all[\s-]in)\s+)?(?:price|cost|figure|investment)\b(?:\s+(?:for|of)\b[^$\d]{0,60})?\s+(?:is|will\s+be|would\s+be|comes?\s+to|totals?)\s*:?\s*$/i;
// "... would be $450 extra", "$85 per hour": the figure is on top of the price, or a rate.
const MORE_AFTER = /^\s*(?:extra|more|additional|on\s+top|per\b|each\b|an?\s+(?:hour|day|foot|sq))/i;

function wholeSchedule(label: string): boolean {
  const shares = [...label.matchAll(/\b(\d{1,3})\s?%/g)].map((m) => Number(m[1]));
  return shares.length >= 2 && Math.abs(shares.reduce((n, v) => n + v, 0) - 100) < 1;
}

/** Alternatives offered side by side: each option's own total, or the amount on its header line. */
function optionPrices(lines: MoneyLine[]): MoneyLine[] {
  const byOption = new Map<string, MoneyLine>();
  for (const m of lines) {
    if (!m.option || m.unitRate || m.excluded) continue;
    if (!['total', 'item', 'price'].includes(m.kind)) continue;
    const current = byOption.get(m.option);
    // Within one option a "Total" line beats the amounts of its features.
    if (
      !current ||
      (m.kind === 'total' && current.kind !== 'total') ||
      (m.kind === current.kind && m.amount > current.amount)
    ) {
      byOption.set(m.option, { ...m, selected: m.selected || Boolean(current?.selected) });
    }
  }
  return [...byOption.values()];
}

/**
 * Tiers priced per window or per unit ("Good $689 / Better $849 each") under a stated total many times larger: the
 * choice of product, not of the job's price.
 */
function tiersPerUnit(options: { amount: number }[], total: number): boolean {
  return options.length >= 2 && total > Math.max(...options.map((o) => o.amount)) * 3;
}

function chooseTotal(
  lines: MoneyLine[],
  options: MoneyLine[],
): Pick<PriceAnalysis, 'total' | 'basis' | 'totalText'> {
  const usable = lines.filter((m) => !m.excluded && !m.unitRate);
  // A total inside the only "option" block is the quote's total: one alternate is an add-on, not a choice.
  const stated = usable.filter((m) => m.kind === 'total' && (!m.option || options.length < 2));
  const optionSum = options.reduce((n, o) => n + o.amount, 0);
  const statedIsSumOfOptions = stated.some((s) => Math.abs(s.amount - optionSum) < 1);
  if (options.length >= 2 && !statedIsSumOfOptions && !stated.some((s) => tiersPerUnit(options, s.amount))) {
    const chosen = options.find((o) => o.selected) ?? [...options].sort((a, b) => a.amount - b.amount)[0];
    return { total: chosen.amount, basis: 'option', totalText: chosen.text };
  }
  if (stated.length) {
    const grand = stated.filter((m) => /grand\s+total/i.test(m.label));
    const largest = stated.reduce((a, b) => (b.amount > a.amount ? b : a));
    const best = grand.length
      ? grand[grand.length - 1]
      : (usable.find((t) => ['total', 'price', 'item'].includes(t.kind) && !t.option && takesDiscountOff(usable, largest, t)) ??
        largest);
    return { total: best.amount, basis: 'stated', totalText: best.text };
  }
  const subtotal = [...usable].reverse().find((m) => m.kind === 'subtotal');
  if (subtotal) {
    const after = usable.filter((m) => m.line > subtotal.line && (m.kind === 'tax' || m.kind === 'discount'));
    const total = round2(
      subtotal.amount +
        after.reduce((n, m) => n + (m.kind === 'discount' ? -Math.abs(m.amount) : m.amount), 0),
    );
    return { total, basis: 'subtotal-plus-tax', totalText: '' };
  }
  const priceLabelled = usable.filter((m) => m.kind === 'price');
  if (priceLabelled.length) {
    const best = priceLabelled.reduce((a, b) => (b.amount > a.amount ? b : a));
    return { total: best.amount, basis: 'price-label', totalText: best.text };
  }
  const items = usable.filter((m) => m.kind === 'item' && m.amount >= 1);
  const distinct = [...new Set(items.map((m) => m.amount))];
  if (distinct.length === 1) return { total: distinct[0], basis: 'single-amount', totalText: items[0].text };
  // A total whose label the reader lost (OCR dropped "TOTAL"): the largest figure is the sum of the others.
  const largest = items.reduce((a, b) => (b.amount > a.amount ? b : a), items[0]);
  if (items.length >= 3 && items.indexOf(largest) === items.length - 1) {
    const rest = round2(items.filter((m) => m !== largest).reduce((n, m) => n + m.amount, 0));
    if (Math.abs(rest - largest.amount) <= Math.max(1, largest.amount * 0.005))
      return { total: largest.amount, basis: 'stated', totalText: largest.text };
  }
  if (items.length >= 2)
    return { total: round2(items.reduce((n, m) => n + m.amount, 0)), basis: 'sum-of-items', totalText: '' };
  return { total: null, basis: 'none', totalText: '' };
}

/**
 * "Total $20,620 / Military discount ($2,062) / Amount due $18,558": a later total that is an earlier one less the
 * discounts listed between them is what the homeowner pays; the earlier one is the list price.
 */
function takesDiscountOff(lines: MoneyLine[], before: MoneyLine, after: MoneyLine): boolean {
  if (after.line <= before.line) return false;
  // "Your price if signed today $15,714": a discount that holds only if the homeowner signs at once is the sales
  // pressure (pressure.deadline), not the price; the price is the one that stands tomorrow.
  if (SIGNED_NOW.test(after.text)) return false;
  const discounts = lines.filter(
    (m) => (m.kind === 'discount' || creditedIncentive(m)) && m.line > before.line && m.line < after.line,
  );
  const net = discounts.reduce((n, m) => n - Math.abs(m.amount), before.amount);
  return discounts.length > 0 && Math.abs(net - after.amount) <= Math.max(1, after.amount * 0.005);
}

const SIGNED_NOW =
  /\b(?:if|when)\s+(?:you\s+)?(?:sign(?:ed)?|book(?:ed)?|order(?:ed)?|accept(?:ed)?|decide)\s+(?:it\s+)?(?:today|tonight|now|on\s+the\s+spot|at\s+(?:today'?s|this|the)\s+(?:visit|appointment|meeting))\b|\bsame[\s-]day\b|\btoday\s+only\b/i;

// "Weatherization incentive (paid to us) -$2,500" takes money off this invoice; a tax credit or a monthly payment is
// what the homeowner gets or pays elsewhere, never off the price.
// So is India's rooftop-solar subsidy (PM Surya Ghar), which the government pays into the homeowner's bank account
// after commissioning: "Net cost to you" after it is what the homeowner ends up out of pocket, not the price.
const CLAIMED_ELSEWHERE = /tax\s+credit|\bITC\b|federal|\bclaim|per\s+month|monthly|\/\s*mo\b|financ|\bloan\b|\bAPR\b|\bsubsid(?:y|ies)\b/i;
// A figure written as a deduction: "-$2,500.00", "– R 5 000", "($2,500)".
const TAKEN_OFF = /(?:^|\s)[-\u2212\u2013]\s*(?:[A-Z]{0,3}\$|[£€₹]|R\s?|Rs\.?\s?)?\d|\(\s*(?:[A-Z]{0,3}\$|[£€₹]|R\s?|Rs\.?\s?)\d[\d,.\s]*\)/;
function creditedIncentive(m: MoneyLine): boolean {
  return m.kind === 'incentive' && TAKEN_OFF.test(m.text) && !CLAIMED_ELSEWHERE.test(m.label);
}

/**
 * How far a sum may be off and still agree: rounding (a dollar, or 0.1% on large figures), never a slip of a digit
 * ("5,836.45" added up and "5,863.45" written, 0.46% apart).
 */
function sumTolerance(n: number): number {
  return Math.max(1, Math.abs(n) * 0.001);
}

/**
 * Checks the sums a reader can check: a block of consecutive line items against the subtotal (or total) right
 * below it, and subtotal + tax - discounts against the total. Only consecutive rows count, so a stray unit rate
 * or an optional extra elsewhere on the page is never added in.
 */
// "GST @ 18%", "VAT 13.5%", "Sales tax (8.25%)": a tax line that states its rate. One taxing only part of the rows
// ("9.1% on lines 1-5", "on materials") is not checked against the subtotal.
// "GST 5%", "TVQ / QST 9,975 %" (a comma for the decimal point, as French writes it).
const TAX_RATE = /(\d{1,2}(?:[.,]\d{1,3})?)\s?%/;
const PART_TAXED = /\b(?:on|of)\b|\blines?\b|\bmaterials?\b|\bparts\b|\blabou?r\b|\bitems?\b|\bproducts?\b|\bequipment\b/i;

// A tax worked out right is off by cents; a slip of two digits ("19,891.20" for "19,819.20", 0.4%) is not rounding.
const TAX_TOLERANCE = 0.002;

/** A tax line whose amount is not its stated rate of the subtotal above it. */
function taxOffItsRate(usable: MoneyLine[]): PriceAnalysis['mismatch'] {
  for (const tax of usable.filter((m) => m.kind === 'tax')) {
    const rate = TAX_RATE.exec(tax.label);
    if (!rate || PART_TAXED.test(tax.label)) continue;
    // The sum right above it: the subtotal, or the total before tax when a discount comes first.
    const base = [...usable].reverse().find((m) => m.line < tax.line && (m.kind === 'subtotal' || m.kind === 'total'));
    if (!base || tax.line - base.line > 3) continue;
    const expected = round2((base.amount * Number(rate[1].replace(',', '.'))) / 100);
    if (Math.abs(expected - tax.amount) > Math.max(1, expected * TAX_TOLERANCE)) return { stated: tax.amount, computed: expected, text: tax.text };
  }
  return undefined;
}

// A priced row that ends "quantity unit rate amount": "... 2 coats 1,150 sq ft 48 57,200" (1,150 x 48 is 55,200).
const EXTENDED_ROW = new RegExp(
  String.raw`(\d[\d,]*(?:\.\d+)?)\s*(?:sq\.?\s*ft|sft|sqft|sf|r\.?\s?ft|rft|lin\.?\s*ft|lf|m2|m\u00b2|sq\.?\s*m|sqm|nos\.?|no\.|each|ea|pcs|hrs?|hours?|sheets?|bags?|squares?)\s+${MONEY_MARK}?\s?(\d[\d,]*(?:\.\d+)?)\s+${MONEY_MARK}?\s?(\d[\d,]*(?:\.\d{1,2})?)\s*$`,
  'i',
);
const number = (s: string) => Number(s.replace(/,/g, ''));

/** A row whose amount is not its quantity times its rate. */
function rowExtensionMismatch(lines: MoneyLine[]): PriceAnalysis['mismatch'] {
  for (const m of lines.filter((l) => l.kind === 'item' && !l.excluded)) {
    const row = EXTENDED_ROW.exec(m.text);
    if (!row) continue;
    const [quantity, rate, amount] = [row[1], row[2], row[3]].map(number);
    const computed = round2(quantity * rate);
    if (quantity > 0 && rate > 0 && amount > 0 && Math.abs(computed - amount) > Math.max(1, amount * 0.005))
      return { stated: amount, computed, text: m.text, row: true };
  }
  return undefined;
}

function checkArithmetic(lines: MoneyLine[], text: QuoteText): PriceAnalysis['mismatch'] {
  const row = rowExtensionMismatch(lines);
  if (row) return row;
  const usable = lines.filter((m) => !m.excluded && !m.unitRate && !m.option);
  const tolerance = sumTolerance;
  const subtotal = usable.find((m) => m.kind === 'subtotal');
  const firstSum = subtotal ?? usable.find((m) => m.kind === 'total');
  if (firstSum) {
    const block: MoneyLine[] = [];
    for (let i = usable.indexOf(firstSum) - 1; i >= 0; i--) {
      const m = usable[i];
      const below = block.length ? block[block.length - 1].line : firstSum.line;
      if (m.kind !== 'item' || startsSection(text, m.line, below)) break;
      if (below - m.line > 3 && !sameTable(text, m.line, below)) break;
      // A table of allowances lists sums inside the price, not the rows it is made of.
      if (/\ballowances?\b/i.test(text.lines[m.line].heading)) break;
      block.push(m);
    }
    const sum = round2(block.reduce((n, m) => n + m.amount, 0));
    if (
      block.length >= 2 &&
      Math.abs(sum - firstSum.amount) > tolerance(sum) &&
      !carriesStatedCharge(firstSum, sum) &&
      !addsUpFurtherUp(usable, usable.indexOf(block[block.length - 1]), sum, firstSum.amount) &&
      !rowsAboveAddUp(usable, usable.indexOf(firstSum), firstSum.amount) &&
      !partAddsUp(firstSum, [...block].reverse())
    ) {
      return { stated: firstSum.amount, computed: sum, text: firstSum.text };
    }
  }
  const total = subtotal && usable.find((m) => m.kind === 'total' && m.line > subtotal.line);
  if (subtotal && total) {
    let between = usable.filter((m) => m.line > subtotal.line && m.line < total.line);
    let start = subtotal.amount;
    // A recap right above the total ("Units $11,980 / Other items $2,546 / Total") restates the subtotal: the
    // sum runs from the recap, not from the subtotal plus everything listed again.
    const recap = between.findLastIndex((m) => m.kind === 'item' && Math.abs(m.amount - subtotal.amount) < 1);
    if (recap >= 0) {
      start = 0;
      between = between.slice(recap);
    }
    const computed = round2(
      start +
        between.reduce(
          (n, m) =>
            n +
            (m.kind === 'discount' ? -Math.abs(m.amount) : ['tax', 'item'].includes(m.kind) ? m.amount : 0),
          0,
        ),
    );
    // An incentive the contractor credits on the invoice ("we apply for it and credit it", a negative row between
    // the subtotal and the total) is taken off like a discount when that is what makes the figures agree.
    const credited = round2(
      computed +
        between.filter(creditedIncentive).reduce((n, m) => n - Math.abs(m.amount), 0),
    );
    if (
      Math.abs(computed - total.amount) > tolerance(computed) &&
      Math.abs(credited - total.amount) > tolerance(credited) &&
      !carriesStatedCharge(total, computed)
    )
      return { stated: total.amount, computed, text: total.text };
  }
  return taxOffItsRate(usable);
}

/** A total that says it includes tax or a named fee, a little above the rows: the charge is what differs. */
function carriesStatedCharge(stated: MoneyLine, computed: number): boolean {
  return TOTAL_INCLUDES.test(stated.label) && stated.amount > computed && stated.amount <= computed * 1.15;
}

/**
 * A block can be cut short where it is not: prices at the ends of letter paragraphs sit more than a few lines
 * apart, and the first row of a payment schedule ("At signing $1,000") reads as a payment, not an item. When the
 * rows above the block, taken in order, bring a short sum exactly to the stated figure, the figures add up.
 */
/**
 * "Parts $2,593 / Sales tax 6% on parts $155.58 / Labor $1,350 / Chlorinate well $125 / Total $4,223.58": the rows
 * right above a sum, taxes and discounts included, add up to it once a recap line ("Parts") is taken as the sum of
 * what is above it. Any run of rows ending right above the sum that adds up to it means the figures agree.
 */
// "Materials subtotal", "Labor subtotal": the sum of one kind of row, the first rows of the table; the others
// (labour, permits) follow it in the table and again in the recap below it.
const PART_SUBTOTAL = /\b(?:materials?|labou?r|parts|equipment|products?)\b/i;

function partAddsUp(sum: MoneyLine, rowsTopDown: MoneyLine[]): boolean {
  if (!PART_SUBTOTAL.test(sum.label)) return false;
  let running = 0;
  for (const m of rowsTopDown) {
    running = round2(running + m.amount);
    if (Math.abs(running - sum.amount) <= sumTolerance(sum.amount)) return true;
  }
  return false;
}

function rowsAboveAddUp(usable: MoneyLine[], at: number, stated: number): boolean {
  let running = 0;
  for (let i = at - 1; i >= 0; i--) {
    const m = usable[i];
    // Notes, references and instalments are not rows of the sum; anything else ends the run.
    if (['note', 'reference', 'payment'].includes(m.kind)) continue;
    if (!['item', 'price', 'tax', 'discount'].includes(m.kind)) break;
    running = round2(running + (m.kind === 'discount' ? -Math.abs(m.amount) : m.amount));
    if (at - i >= 2 && Math.abs(running - stated) <= sumTolerance(stated)) return true;
  }
  return false;
}

function addsUpFurtherUp(usable: MoneyLine[], from: number, sum: number, stated: number): boolean {
  let running = sum;
  for (let i = from - 1; i >= 0 && running < stated; i--) {
    const m = usable[i];
    if (m.kind !== 'item' && m.kind !== 'payment') break;
    running = round2(running + m.amount);
    if (Math.abs(running - stated) <= sumTolerance(stated)) return true;
  }
  return false;
}

/**
 * A blank line then a short title between two rows ("Contract price" above the price breakdown) starts a new
 * block: the allowance rows above it are not items of the sum below it.
 */
function startsSection(text: QuoteText, from: number, to: number): boolean {
  for (let i = from + 1; i < to - 1; i++) {
    const next = text.lines[i + 1].text;
    if (!text.lines[i].text && next.length <= 40 && !/\d|[.;,]$/.test(next)) return true;
  }
  return false;
}

/**
 * Rows of one table, however many description lines an item runs to: every line between is a table row ("|")
 * with no amount of its own.
 */
function sameTable(text: QuoteText, from: number, to: number): boolean {
  const between = text.lines.slice(from + 1, to).map((l) => l.text);
  if (between.some((l) => /\$\s?\d/.test(l) || !l)) return false;
  return to - from <= 30 && between.filter((l) => l.includes('|')).length * 2 >= between.length;
}

/** Priced-list rows whose amount is a placeholder ("??", "TBD", "N/A", "--") rather than a figure. */
export function unpricedRows(text: QuoteText): string[] {
  return text.lines
    .map((l) => l.text)
    .filter((l) => UNPRICED_ROW.test(l) && /[A-Za-z]{3,}/.test(l.replace(UNPRICED_ROW, '')));
}
const UNPRICED_ROW =
  /\|\s*\**\s*(?:\?{1,3}|TBD|TBA|T\.B\.D\.?|N\/A|-{1,3})\s*\**\s*\|?\s*$|\?{2,3}\s*\**\s*$|\$\s?(?:TBD|TBA|\?+)/i;

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
