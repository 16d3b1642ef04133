// The comparison built from stored analyses (pure): rows by meaning, the summary, the gaps, a like-for-like price
// where the gaps can be priced, quotes of different trades, analyses made before comparisons, repeated names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AnalysisResult, QuoteFacts, ScopeState } from '@qa/contracts';
import { buildComparison, type ComparisonInput } from '../src/domain/comparisons/build-comparison';
import type { TradeDescription } from '../src/domain/comparisons/compared-quote';

const trade = (name: string, items: string[]): TradeDescription => ({
  trade: name,
  label: name,
  items: items.map((id) => ({
    id: `scope.${name}.${id}`,
    label: id.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()),
    section: 'Scope of Work',
    words: [id.replace(/-/g, ' ')],
    questions: [`Is the ${id} included?`],
  })),
});
const roofing = trade('roofing', ['tear-off', 'ice-water', 'gutters']);
const siding = trade('siding', ['house-wrap', 'trim']);

type Scope = Record<string, [ScopeState, number?]>;
function result(
  price: number | null,
  tradeName: string,
  scope: Scope,
  extra: Partial<QuoteFacts> = {},
): AnalysisResult {
  return {
    clarityRating: 7,
    riskLevel: 'medium',
    summary: { highRiskCount: 0, mediumRiskCount: 1, clarificationCount: 0, clearSectionCount: 3 },
    issues: [],
    extractedPrice: price,
    provider: 'rules',
    pages: [],
    overview: '',
    clearSections: [],
    priceLines: [],
    facts: {
      trade: tradeName,
      scope: Object.entries(scope).map(([id, [state, amount]]) => ({
        id: `scope.${tradeName}.${id}`,
        state,
        words: state === 'absent' ? '' : `${id} words`,
        amount: amount ?? null,
        unitPriced: false,
      })),
      jobSize: null,
      unitPrice: null,
      payments: [],
      depositPercent: null,
      terms: [],
      email: '',
      priceOptions: [],
      priceWords: '',
      ...extra,
    },
  };
}
const quote = (id: string, contractorName: string, r: AnalysisResult, t = roofing): ComparisonInput => ({
  quote: { _id: id, contractorName, projectType: t.trade, createdAt: new Date('2026-05-01T00:00:00Z') },
  result: r,
  trade: t,
});
const stored = { _id: 'c1', userId: 'u1', quoteIds: [], createdAt: new Date('2026-05-02T00:00:00Z') };
const rowOf = (view: ReturnType<typeof buildComparison>, id: string) => view.rows.find((r) => r.id === id)!;

test('gaps priced from the other quotes give a like-for-like price; the cheapest quote is said to leave them out', () => {
  const view = buildComparison(stored, [
    quote(
      'a',
      'Alpha',
      result(10_000, 'roofing', {
        'tear-off': ['included'],
        'ice-water': ['included', 800],
        gutters: ['included', 1200],
      }),
    ),
    quote(
      'b',
      'Bravo',
      result(8_500, 'roofing', {
        'tear-off': ['included'],
        'ice-water': ['absent'],
        gutters: ['option', 900],
      }),
    ),
  ]);
  assert.deepEqual(
    rowOf(view, 'scope.roofing.gutters').cells.map((c) => c.value),
    ['Included', 'Optional (+$900)'],
  );
  assert.deepEqual(
    view.gaps.map((g) => g.text),
    [
      'Included by Alpha; Bravo does not mention it.',
      'Included by Alpha; Bravo offers it only as an option.',
    ],
  );
  assert.equal(view.summary[0], 'Prices run from $8,500 (Bravo) to $10,000 (Alpha).');
  assert.equal(
    view.summary[1],
    'Bravo is $1,500 cheaper than Alpha but leaves out ice water, which Alpha prices at $800; gutters, which Alpha prices at $1,200.',
  );
  assert.deepEqual(view.likeForLike, [
    {
      quoteId: 'b',
      estimate: 10_200,
      text: 'Bravo: about $10,200 like for like, $8,500 plus ice water at about $800 (Alpha’s price) and gutters at $900, its own option price.',
    },
  ]);
});

test('a cheapest quote that leaves nothing out is said to; an amount that is most of the price is not an item’s price', () => {
  const view = buildComparison(stored, [
    quote(
      'a',
      'Alpha',
      result(9_000, 'roofing', {
        'tear-off': ['included'],
        'ice-water': ['included'],
        gutters: ['included', 8_000],
      }),
    ),
    quote(
      'b',
      'Bravo',
      result(9_400, 'roofing', { 'tear-off': ['included'], 'ice-water': ['excluded'], gutters: ['absent'] }),
    ),
  ]);
  assert.equal(
    view.summary[1],
    'Alpha is $400 cheaper than Bravo and leaves out nothing the others include.',
  );
  assert.equal(view.likeForLike[0].estimate, undefined);
  assert.match(
    view.likeForLike[0].text,
    /^Bravo: a like-for-like price cannot be worked out from the other quotes\. The price of ice water \(no quote prices it separately\) and gutters \(no quote prices it separately\) is not known\./,
  );
});

test('quotes of different trades: the rows are both checklists, each cell of the other trade says so, and a note explains', () => {
  const view = buildComparison(stored, [
    quote(
      'a',
      'Alpha',
      result(10_000, 'roofing', { 'tear-off': ['included'], 'ice-water': ['included'], gutters: ['absent'] }),
    ),
    quote(
      's',
      'Sierra',
      result(12_000, 'siding', { 'house-wrap': ['included'], trim: ['homeowner'] }),
      siding,
    ),
  ]);
  assert.equal(view.title, 'Roofing and siding: 2 quotes');
  assert.deepEqual(
    view.rows.filter((r) => r.group === 'scope').map((r) => r.id),
    [
      'scope.roofing.tear-off',
      'scope.roofing.ice-water',
      'scope.roofing.gutters',
      'scope.siding.house-wrap',
      'scope.siding.trim',
    ],
  );
  assert.deepEqual(
    rowOf(view, 'scope.siding.trim').cells.map((c) => [c.state, c.value]),
    [
      ['other-trade', 'Not on this trade’s checklist'],
      ['homeowner', 'Homeowner’s job'],
    ],
  );
  assert.equal(
    rowOf(view, 'scope.roofing.tear-off').differs,
    false,
    'another trade’s quote does not make an item a gap',
  );
  assert.match(view.notes[0], /different kinds of work \(roofing and siding\)/);
});

test('an analysis made before comparisons shows "Not recorded" and a note; a repeated contractor name gets a number', () => {
  const old = result(9_000, 'roofing', {});
  delete old.facts;
  const view = buildComparison(stored, [
    quote(
      'a',
      'Alpha',
      result(10_000, 'roofing', { 'tear-off': ['included'], 'ice-water': ['absent'], gutters: ['included'] }),
    ),
    quote('b', 'Alpha', old),
  ]);
  assert.deepEqual(
    view.columns.map((c) => c.contractorName),
    ['Alpha (1)', 'Alpha (2)'],
  );
  assert.deepEqual(
    rowOf(view, 'scope.roofing.gutters').cells.map((c) => c.value),
    ['Included', 'Not recorded'],
  );
  assert.deepEqual(
    rowOf(view, 'terms.permit').cells.map((c) => c.value),
    ['Not stated', 'Not recorded'],
  );
  assert.match(view.notes[0], /^Alpha \(2\) was analysed before quotes could be compared/);
  assert.equal(rowOf(view, 'scope.roofing.ice-water').cells[0].note, 'Looked for: ice water');
});

test('no single price shows the options; deposits far apart are said', () => {
  const view = buildComparison(stored, [
    quote(
      'a',
      'Alpha',
      result(
        null,
        'roofing',
        {},
        {
          priceOptions: [
            { label: 'Option A', amount: 9_000 },
            { label: 'Option B', amount: 11_000 },
          ],
          depositPercent: 10,
        },
      ),
    ),
    quote(
      'b',
      'Bravo',
      result(
        9_400,
        'roofing',
        {},
        {
          depositPercent: 50,
          payments: [
            { words: '50% deposit at signing', percent: 50, amount: null, upfront: true },
            { words: 'balance upon completion', percent: 50, amount: null, upfront: false },
          ],
        },
      ),
    ),
  ]);
  assert.deepEqual(
    rowOf(view, 'price.total').cells.map((c) => [c.value, c.words]),
    [
      ['No single price', 'Option A: $9,000; Option B: $11,000'],
      ['$9,400', ''],
    ],
  );
  assert.deepEqual(
    rowOf(view, 'price.deposit').cells.map((c) => c.value),
    ['10%', '50% ($4,700)'],
  );
  assert.equal(rowOf(view, 'price.schedule').cells[1].value, '50% at signing · 50% on completion');
  assert.ok(
    view.summary.includes('Alpha gives no single price: it offers options from $9,000 to $11,000.'),
    view.summary.join('\n'),
  );
  assert.ok(view.summary.includes('Deposits range from 10% (Alpha) to 50% (Bravo) of the price.'));
});

test('quotes in different currencies: each amount in its own, prices not set side by side, no gap priced across', () => {
  const view = buildComparison(stored, [
    quote(
      'a',
      'Alpha',
      result(10_000, 'roofing', { 'tear-off': ['included'], 'ice-water': ['included', 800], gutters: ['included'] }),
    ),
    quote('b', 'Bravo', {
      ...result(12_400, 'roofing', { 'tear-off': ['included'], 'ice-water': ['absent'], gutters: ['option', 950] }),
      currency: 'CAD',
    }),
  ]);
  assert.deepEqual(
    rowOf(view, 'price.total').cells.map((c) => c.value),
    ['$10,000', 'CA$12,400'],
  );
  assert.equal(rowOf(view, 'scope.roofing.gutters').cells[1].value, 'Optional (+CA$950)');
  assert.ok(!view.summary.some((s) => /Prices run from|cheaper than/.test(s)), view.summary.join(' | '));
  assert.match(view.summary[0], /different currencies \(USD and CAD\)/);
  // Alpha's US-dollar price for the ice and water shield does not fill Bravo's Canadian gap.
  assert.deepEqual(
    view.likeForLike.map((l) => [l.quoteId, l.estimate]),
    [['b', undefined]],
  );
  assert.match(view.likeForLike[0].text, /ice water \(no quote prices it separately\)/);
  assert.match(view.likeForLike[0].text, /gutters at CA\$950, its own option price/);
});
