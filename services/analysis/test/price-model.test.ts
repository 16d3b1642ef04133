// The price as a model: alternatives with no single price, struck list prices and savings estimates that are not
// the price, hourly rates, other currencies, a total whose label was lost, and an optional item inside the total.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../src/domain/analyzer';
import { findPrice } from '../src/domain/price/find-total';
import { findAmounts } from '../src/domain/price/money';
import { findingsFor, ids, quoteText } from './helpers';

const price = (lines: string[]) => findPrice(quoteText(lines));

test('another price for the same job done another way means no single price', () => {
  for (const alt of [
    ['Alternatively, we can overlay the existing boards for $9,800.'],
    ['The cost of doing the job without removing the old deck', 'would be $9,800.'],
    ['Alternate price (keep existing trim): $9,800'],
    ['If you prefer vinyl instead of fibre cement, $9,800.'],
  ]) {
    const p = price(['Scope: replace siding on the rear wall', 'Total price: $12,500', '', ...alt]);
    assert.equal(p.total, null, alt.join(' '));
    assert.equal(p.noSinglePrice, 'alternatives');
    assert.deepEqual(
      p.options.map((o) => o.amount),
      [12500, 9800],
    );
  }
  const f = findingsFor(
    ['Replace siding', 'Total price: $12,500', 'Alternatively, $9,800 to overlay.'],
    'siding',
  );
  assert.ok(ids(f).includes('price.options'));
  assert.ok(!ids(f).includes('price.total-missing'));
});

test('a plain "would be" price is still the price', () => {
  assert.equal(price(['The total price for the work above would be $12,500.']).total, 12500);
});

test('a struck "regular price" or a savings estimate is never added to or taken for the price', () => {
  for (const ref of [
    'Regular price $14,900',
    'Reg. price: $14,900',
    'Retail value $14,900',
    'MSRP $14,900',
  ]) {
    const p = price(['New entry door installed', ref, 'Your price today $11,900']);
    assert.equal(p.total, 11900, ref);
    assert.ok(
      p.references.some((r) => r.amount === 14900),
      ref,
    );
  }
  const solar = price([
    'System price $24,000',
    'Estimated 25-year savings $61,500',
    'Projected annual savings $2,100',
  ]);
  assert.equal(solar.total, 24000);
  assert.equal(price(['Was $9,500', 'Now $8,200']).total, 8200);
});

test('an hourly or unit rate is never the price', () => {
  for (const lines of [
    ['Labour $85/hr'],
    ['Repairs billed at $95 per hour plus materials'],
    ['Decking replacement $90 per sheet as needed'],
  ])
    assert.equal(price(lines).total, null, lines.join(' '));
});

test('other currencies are read: AUD, CAD, £, €, Rs and ₹ (Indian grouping too)', () => {
  const cases: [string, number, string][] = [
    ['Total AUD 18,400', 18400, 'AUD'],
    ['Total price: A$18,400.00', 18400, 'AUD'],
    ['Contract price CAD 22,150', 22150, 'CAD'],
    ['Total £6,250', 6250, 'GBP'],
    ['Total €7.400', 7, 'EUR'],
    ['Grand total Rs. 1,25,000/-', 125000, 'INR'],
    ['Total ₹85,000', 85000, 'INR'],
    ['Total 4,200 EUR', 4200, 'EUR'],
  ];
  for (const [line, value, currency] of cases.filter((c) => c[1] > 10)) {
    const p = price(['Bathroom renovation', line]);
    assert.equal(p.total, value, line);
    assert.equal(p.currency, currency, line);
  }
  assert.deepEqual(
    findAmounts('Labour Rs 45,000 and tiles ₹30,000').map((a) => a.value),
    [45000, 30000],
  );
});

test('a total whose label was lost is not summed again', () => {
  const p = price(['Tear-off $2,000', 'Shingles and labour $9,000', 'Gutters $1,500', '$12,500']);
  assert.equal(p.total, 12500);
  // Without the figure there is no stated price: the items' sum is kept apart.
  const none = price(['Tear-off $2,000', 'Shingles and labour $9,000', 'Gutters $1,500']);
  assert.deepEqual([none.total, none.itemsSum, none.noSinglePrice], [null, 12500, 'unstated']);
});

test('an optional item counted inside the total is flagged; one left out of it is not', () => {
  const inside = [
    'Remove and replace 40 ft of fence $3,200',
    'New gate $600',
    'Optional: post caps $250',
    'Total $4,050',
  ];
  assert.ok(price(inside).optionInTotal);
  assert.ok(ids(findingsFor(inside, 'fence')).includes('price.option-in-total'));
  const outside = [...inside.slice(0, 3), 'Total $3,800'];
  assert.equal(price(outside).optionInTotal, undefined);
  assert.ok(!ids(findingsFor(outside, 'fence')).includes('price.option-in-total'));
});

test('a table whose items run over several description lines is still summed against its total', () => {
  const rows = [
    '| Item | Amount |',
    'Tear off and dispose of old roof | $4,000.00',
    'Includes dumpster and magnet sweep |',
    'Two layers removed where found |',
    'Debris hauled to the transfer station |',
    'New architectural shingles and underlayment | $9,000.00',
    'Ridge vent and pipe boots |',
    'Ice barrier at eaves |',
    'Drip edge all edges |',
    '**TOTAL** | **$14,500.00**',
  ];
  const p = price(rows);
  assert.equal(p.mismatch?.stated, 14500);
  assert.equal(p.mismatch?.computed, 13000);
  assert.equal(price([...rows.slice(0, -1), '**TOTAL** | **$13,000.00**']).mismatch, undefined);
});

test('items whose amount is a placeholder are open prices; a TBD choice in a bullet is left to the vague check', () => {
  const f = findingsFor(
    [
      'Gutters 6" seamless | $1,800.00',
      'Leaf guards on all gutters | ??',
      'Fascia repair | TBD',
      'TOTAL | $1,800.00',
    ],
    'siding',
  );
  assert.ok(ids(f).includes('vague.open-price'));
  const bullets = findingsFor(
    ['- Cabinets: maple shaker, $12,000', '- Backsplash TBD', 'Total $12,000'],
    'kitchen',
  );
  assert.ok(!ids(bullets).includes('vague.open-price'));
});

test('a payment schedule that runs to its final payment and adds up to another figure than the total', () => {
  const lines = (final: string) => [
    'Contract amount $20,000',
    'Sales tax (7%) $1,400',
    'Total contract value $21,400',
    'Deposit: $10,000 due at signing',
    'Progress payment: $5,000 at rough-in',
    `Final payment: ${final} upon completion`,
  ];
  assert.equal(price(lines('$5,000')).scheduleMismatch?.scheduled, 20000);
  assert.ok(ids(findingsFor(lines('$5,000'), 'bath')).includes('price.math-mismatch'));
  assert.equal(price(lines('$6,400')).scheduleMismatch, undefined);
  // A schedule in percentages, or one that stops before the final payment, is not summed.
  assert.equal(
    price(['Total $21,400', 'Deposit: $2,000 at signing', 'Balance due on completion']).scheduleMismatch,
    undefined,
  );
  assert.equal(
    price([
      'Total $21,400',
      '25% on signing: $5,350',
      '25% upon completion of framing: $5,350',
      'Final 50% upon completion: $10,700',
    ]).scheduleMismatch,
    undefined,
  );
});

test('tax added on top with no amount, a dealer fee in the price, and solar roof penetrations', () => {
  const has = (lines: string[], id: string, type = 'bath') => ids(findingsFor(lines, type)).includes(id);
  assert.ok(has(['Total $18,000 plus applicable sales tax.'], 'price.tax-unclear'));
  assert.ok(has(['Price: $18,000 (taxes not included)'], 'price.tax-unclear'));
  assert.ok(!has(['Price $18,000 plus sales tax of 6% ($1,080).'], 'price.tax-unclear'));
  assert.ok(!has(['Total $18,000, tax included.'], 'price.tax-unclear'));
  assert.ok(has(['System price $32,000 (includes dealer fee).'], 'price.dealer-fee', 'solar'));
  assert.ok(
    has(['Financing fee of 18% is included in the contract price of $41,000.'], 'price.dealer-fee', 'solar'),
  );
  assert.ok(!has(['No dealer fees: cash price $24,000.'], 'price.dealer-fee', 'solar'));
  const solar = ['24 REC 400W panels, Enphase IQ8 microinverters, IronRidge racking. Total $24,000.'];
  assert.ok(has(solar, 'warranty.roof-penetration-missing', 'solar'));
  assert.ok(
    !has(
      [...solar, 'Roof penetrations are flashed and warranted against leaks for 10 years.'],
      'warranty.roof-penetration-missing',
      'solar',
    ),
  );
});

test('a price that says tax is not included is still the price, not a tax line', () => {
  for (const line of [
    'Price: $18,000 (taxes not included)',
    'Total $18,000 excluding sales tax',
    'Contract price $18,000 before tax',
  ])
    assert.equal(price([line]).total, 18000, line);
});

test('the result carries the currency, and price explanations are written in it, not in dollars', () => {
  const { result, findings } = analyzeText({
    pages: [
      [
        'Kitchen refit quotation',
        'Units and worktops £9,400',
        'Fitting and plumbing £3,200',
        'Total £13,100',
        'Payment: 10% deposit, balance on completion.',
      ].join('\n'),
    ],
    projectType: 'kitchen',
    contractorName: 'Harrow Kitchens',
  });
  assert.equal(result.extractedPrice, 13100);
  assert.equal(result.currency, 'GBP');
  const mismatch = findings.find((f) => f.id === 'price.math-mismatch');
  assert.ok(mismatch, 'the items add up to £12,600, not the £13,100 stated');
  assert.match(mismatch.explanation, /£12,600.*£13,100/);
  assert.doesNotMatch(mismatch.explanation, /\$/);

  const dollars = analyzeText({ pages: ['Deck rebuild', 'Total $8,000'], projectType: 'deck', contractorName: 'X' });
  assert.equal(dollars.result.currency, 'USD');
});
