// What the difference means, in plain sentences above the table: how the prices compare and what the cheapest
// leaves out, the scope items only some quotes include, and a like-for-like price where the gaps can be priced
// from the other quotes (and why not, where they cannot).
import { currencyOf, type ComparedQuote, type Row } from './compared-quote';
import { capitalise, listOf, money, percent, possessive, rateIn } from './format';
import { NOT_COVERED } from './scope-rows';

export interface Gap {
  rowId: string;
  label: string;
  text: string;
}
export interface LikeForLike {
  quoteId: string;
  /** Left out when a gap cannot be priced. */
  estimate?: number;
  text: string;
}

const STATE_VERBS: Record<string, [one: string, many: string]> = {
  excluded: ['excludes it', 'exclude it'],
  homeowner: ['leaves it to you', 'leave it to you'],
  others: ['leaves it to others', 'leave it to others'],
  option: ['offers it only as an option', 'offer it only as an option'],
  hedged: ['mentions it only tentatively', 'mention it only tentatively'],
  absent: ['does not mention it', 'do not mention it'],
};
/** An amount stated with an item counts as that item's price only when it is a small part of the whole price. */
const ITEM_SHARE_OF_PRICE = 0.5;

/** The scope items some quotes include and others do not. */
export function gapsOf(quotes: ComparedQuote[], rows: Row[]): Gap[] {
  return rows
    .filter((r) => r.differs)
    .map((row) => {
      const including = quotes.filter((_, i) => row.cells[i].state === 'included').map((q) => q.name);
      const parts = [`included by ${listOf(including)}`];
      for (const [state, [one, many]] of Object.entries(STATE_VERBS)) {
        const names = quotes.filter((_, i) => row.cells[i].state === state).map((q) => q.name);
        if (names.length) parts.push(`${listOf(names)} ${names.length === 1 ? one : many}`);
      }
      return { rowId: row.id, label: row.label, text: `${capitalise(parts.join('; '))}.` };
    });
}

export function summaryOf(quotes: ComparedQuote[], rows: Row[]): string[] {
  const sentences: string[] = [];
  const priced = quotes
    .filter((q) => q.result.extractedPrice !== null)
    .sort((a, b) => a.result.extractedPrice! - b.result.extractedPrice!);
  // Prices in different currencies are not set side by side: no exchange rate is known here.
  const currencies = [...new Set(priced.map(currencyOf))];
  const comparable = currencies.length === 1 && priced.length >= 2;
  if (comparable) {
    const [low, high] = [priced[0], priced.at(-1)!];
    const currency = currencies[0];
    sentences.push(
      `Prices run from ${money(low.result.extractedPrice!, currency)} (${low.name}) to ${money(high.result.extractedPrice!, currency)} (${high.name}).`,
    );
  } else if (currencies.length > 1) {
    sentences.push(
      `The quotes are priced in different currencies (${listOf(currencies)}), so their prices are not compared here: convert them at today's rate first.`,
    );
  }
  for (const q of quotes.filter((q) => q.result.extractedPrice === null)) {
    const options = q.result.facts?.priceOptions ?? [];
    const amount = (n: number) => money(n, currencyOf(q));
    sentences.push(
      options.length
        ? `${q.name} gives no single price: it offers options from ${amount(Math.min(...options.map((o) => o.amount)))} to ${amount(Math.max(...options.map((o) => o.amount)))}.`
        : `${q.name} gives no price that could be read.`,
    );
  }
  if (comparable) sentences.push(cheapestSentence(quotes, rows, priced[0], priced[1]));
  const gaps = rows.filter((r) => r.differs).length;
  if (gaps)
    sentences.push(
      `${gaps} scope item${gaps === 1 ? ' is' : 's are'} in some quotes and not in others: see the list below before comparing prices.`,
    );
  sentences.push(...depositSentence(quotes), ...claritySentences(quotes));
  return sentences;
}

function cheapestSentence(
  quotes: ComparedQuote[],
  rows: Row[],
  cheapest: ComparedQuote,
  next: ComparedQuote,
): string {
  const difference = money(next.result.extractedPrice! - cheapest.result.extractedPrice!, currencyOf(cheapest));
  const i = quotes.indexOf(cheapest);
  const missing = rows.filter((r) => r.differs && NOT_COVERED.has(r.cells[i].state));
  if (!missing.length)
    return `${cheapest.name} is ${difference} cheaper than ${next.name} and leaves out nothing the others include.`;
  const items = missing
    .slice(0, 3)
    .map((row) => `${row.label.toLowerCase()}, which ${othersOn(quotes, row, i)}`);
  const more = missing.length > 3 ? ` (and ${missing.length - 3} more)` : '';
  return `${cheapest.name} is ${difference} cheaper than ${next.name} but leaves out ${items.join('; ')}${more}.`;
}

/** "Summit prices at $95 per sheet and Peak includes" for the quotes that include an item. */
function othersOn(quotes: ComparedQuote[], row: Row, except: number): string {
  const pricing: string[] = [];
  const including: string[] = [];
  quotes.forEach((q, k) => {
    if (k === except || row.cells[k].state !== 'included') return;
    const price = itemPrice(q, row.id);
    if (price) pricing.push(`${q.name} prices at ${price.text}`);
    else including.push(q.name);
  });
  const includes = including.length
    ? [`${listOf(including)} include${including.length === 1 ? 's' : ''}`]
    : [];
  return listOf([...pricing, ...includes]);
}

/** The price a quote puts on one checklist item: a separate amount, or a rate (which prices only a quantity). */
function itemPrice(
  q: ComparedQuote,
  itemId: string,
): { amount: number; perUnit: boolean; text: string } | undefined {
  const item = q.result.facts?.scope.find((s) => s.id === itemId);
  if (!item || item.amount === null || item.amount <= 0) return undefined;
  const currency = currencyOf(q);
  if (item.unitPriced) return { amount: item.amount, perUnit: true, text: rateIn(item.words, item.amount, currency) };
  const total = q.result.extractedPrice;
  if (total !== null && item.amount >= total * ITEM_SHARE_OF_PRICE) return undefined;
  return { amount: item.amount, perUnit: false, text: money(item.amount, currency) };
}

/** Each priced quote with gaps, brought up to what the others include where the gaps can be priced. */
export function likeForLikeOf(quotes: ComparedQuote[], rows: Row[]): LikeForLike[] {
  const out: LikeForLike[] = [];
  quotes.forEach((q, i) => {
    const price = q.result.extractedPrice;
    const missing = rows.filter((r) => r.differs && NOT_COVERED.has(r.cells[i].state));
    if (price === null || !missing.length) return;
    const currency = currencyOf(q);
    const amountOf = (n: number) => money(n, currency);
    const added: string[] = [];
    const unpriced: string[] = [];
    let estimate = price;
    for (const row of missing) {
      const item = row.label.toLowerCase();
      const own = row.cells[i].state === 'option' ? itemPrice(q, row.id) : undefined;
      if (own && !own.perUnit) {
        estimate += own.amount;
        added.push(`${item} at ${own.text}, its own option price`);
        continue;
      }
      const sources = quotes
        .map((other, k) => ({
          other,
          // Another quote's price stands in for a gap only in the same currency.
          price:
            k !== i && row.cells[k].state === 'included' && currencyOf(other) === currency
              ? itemPrice(other, row.id)
              : undefined,
        }))
        .filter(
          (s): s is { other: ComparedQuote; price: NonNullable<typeof s.price> } => s.price !== undefined,
        );
      const whole = sources.filter((s) => !s.price.perUnit);
      if (whole.length) {
        const amount = Math.round(whole.reduce((sum, s) => sum + s.price.amount, 0) / whole.length);
        estimate += amount;
        added.push(
          `${item} at about ${amountOf(amount)} (${listOf(whole.map((s) => `${possessive(s.other.name)} price`))})`,
        );
      } else if (sources.length) {
        unpriced.push(
          `${item} (${listOf(sources.map((s) => `${s.other.name} charges ${s.price.text}`))}, and how much will be needed is not known)`,
        );
      } else {
        unpriced.push(`${item} (no quote prices it separately)`);
      }
    }
    if (unpriced.length) {
      const partly = added.length ? ` Adding ${listOf(added)} gives ${amountOf(estimate)}, but` : '';
      out.push({
        quoteId: q.quote._id,
        text: `${q.name}: a like-for-like price cannot be worked out from the other quotes.${partly} ${partly ? 'the' : 'The'} price of ${listOf(unpriced)} is not known. Ask ${q.name} to price ${unpriced.length === 1 ? 'it' : 'them'}.`,
      });
    } else {
      out.push({
        quoteId: q.quote._id,
        estimate,
        text: `${q.name}: about ${amountOf(estimate)} like for like, ${amountOf(price)} plus ${listOf(added)}.`,
      });
    }
  });
  return out;
}

function depositSentence(quotes: ComparedQuote[]): string[] {
  const shares = quotes
    .map((q) => ({ name: q.name, share: q.result.facts?.depositPercent ?? null }))
    .filter((d): d is { name: string; share: number } => d.share !== null)
    .sort((a, b) => a.share - b.share);
  if (shares.length < 2 || shares.at(-1)!.share - shares[0].share < 20) return [];
  return [
    `Deposits range from ${percent(shares[0].share)} (${shares[0].name}) to ${percent(shares.at(-1)!.share)} (${shares.at(-1)!.name}) of the price.`,
  ];
}

function claritySentences(quotes: ComparedQuote[]): string[] {
  const clearest = [...quotes].sort((a, b) => b.result.clarityRating - a.result.clarityRating)[0];
  const out = [`${possessive(clearest.name)} quote is the clearest (${clearest.result.clarityRating}/10).`];
  for (const q of quotes.filter((q) => q.result.summary.highRiskCount > 0)) {
    const n = q.result.summary.highRiskCount;
    out.push(
      `${possessive(q.name)} quote has ${n} high-risk finding${n === 1 ? '' : 's'}: read ${n === 1 ? 'it' : 'them'} before choosing.`,
    );
  }
  return out;
}
