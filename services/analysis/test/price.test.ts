import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findPrice } from '../src/domain/price/find-total';
import { checkUnitPrice } from '../src/domain/price/unit-price';
import { findingsFor, ids, quoteText } from './helpers';

const price = (lines: string[]) => findPrice(quoteText(lines));

test('a stated total wins over line items, deposits and per-unit prices', () => {
  const p = price([
    'Tear-off and disposal $2,945.00',
    'Shingles and labor $12,245.00',
    'Decking replacement $78.00 per sheet',
    'Total Contract Price $15,190.00',
    'Deposit (25%) due at signing: $3,797.50',
  ]);
  assert.equal(p.total, 15190);
  assert.equal(p.basis, 'stated');
  assert.ok(
    p.lines.some((l) => l.amount === 78),
    'unit prices are listed as price lines',
  );
  assert.ok(!p.lines.some((l) => l.amount === 3797.5), 'payment rows are not price lines');
});

test('grand total beats section totals', () => {
  const p = price(['Total roofing $14,000', 'Total gutters $2,100', 'Grand Total $16,100']);
  assert.equal(p.total, 16100);
});

test('options A/B: the chosen option if marked, else no single price, and all are reported', () => {
  const unmarked = price([
    'Option A - architectural shingles',
    'Total: $12,400',
    'Option B - designer shingles',
    'Total: $15,900',
  ]);
  assert.equal(unmarked.noSinglePrice, 'options');
  assert.equal(unmarked.total, null);
  assert.deepEqual(
    unmarked.options.map((o) => o.amount),
    [12400, 15900],
  );
  const marked = price(['Option A: 14 SEER2 system $8,950', '[x] Option B: 16 SEER2 system $11,200']);
  assert.equal(marked.total, 11200);
});

test('subtotal plus tax when no total is stated, and a mismatch when the stated total is wrong', () => {
  const computed = price([
    'Materials $4,150.00',
    'Labor $4,750.00',
    'Subtotal $8,900.00',
    'Sales tax $312.00',
  ]);
  assert.equal(computed.total, 9212);
  assert.equal(computed.basis, 'subtotal-plus-tax');
  assert.equal(computed.mismatch, undefined);
  const wrong = price([
    'Materials $4,150.00',
    'Labor $4,750.00',
    'Subtotal $8,900.00',
    'Sales tax $312.00',
    'TOTAL 9,512.00',
  ]);
  assert.equal(wrong.total, 9512, 'a total row without a $ sign is still read');
  assert.deepEqual([wrong.mismatch?.stated, wrong.mismatch?.computed], [9512, 9212]);
});

test('line items that do not add up to the subtotal are caught', () => {
  const p = price(['Demolition $1,400', 'Tile $5,650', 'Plumbing $2,150', 'Subtotal $9,900']);
  assert.deepEqual([p.mismatch?.stated, p.mismatch?.computed], [9900, 9200]);
});

test('net-after-incentive and monthly figures are never the price', () => {
  const p = price([
    'Total system price $39,600.00',
    'After 30% federal tax credit $27,720.00',
    'Or $189 per month',
  ]);
  assert.equal(p.total, 39600);
});

test('a price written with its payment split, and items with no total', () => {
  assert.equal(price(['$4,100 cash, 1/2 up front']).total, 4100);
  const items = price(['Remove carpet $400', 'Install laminate $1,100']);
  assert.deepEqual([items.total, items.itemsSum, items.noSinglePrice], [null, 1500, 'unstated']);
  assert.ok(
    ids(findingsFor(['Remove carpet $400', 'Install laminate $1,100'], 'flooring')).includes(
      'price.total-not-stated',
    ),
  );
});

test('no money at all: no price, and a high-risk finding', () => {
  assert.equal(price(['Replace roof, call for price']).total, null);
  const f = findingsFor(['Replace roof with new shingles', 'Call for price']);
  assert.equal(f.find((x) => x.id === 'price.total-missing')?.issueType, 'high');
});

test('per-unit price against typical ranges: far above and far below are flagged, normal is not', () => {
  const solar = quoteText(['6.0 kW system']);
  assert.equal(checkUnitPrice(solar, 'solar', 39_600)?.verdict, 'far-above');
  assert.equal(checkUnitPrice(solar, 'solar', 18_000)?.verdict, 'typical-or-near');
  const roof = quoteText(['GAF architectural shingles, 30 squares']);
  assert.equal(checkUnitPrice(roof, 'roofing', 4_500)?.verdict, 'far-below');
  assert.equal(Math.round(checkUnitPrice(roof, 'roofing', 16_500)!.unitPrice), 550);
  assert.equal(
    checkUnitPrice(quoteText(['Standing seam metal roof, 30 squares']), 'roofing', 36_000)?.range.name,
    'metal roofing',
  );
  assert.equal(
    checkUnitPrice(quoteText(['New roof']), 'roofing', 9_000),
    undefined,
    'no size, no comparison',
  );
});

test('insurance-claim summaries: the price is the RCV, not the ACV, net claim, depreciation or a measurement', () => {
  const p = price([
    '2,450.00 Total Roof Area',
    '210.00 Total Perimeter Length',
    'Line Item Total 11,893.93',
    'Material Sales Tax 367.71',
    'Subtotal 12,261.64',
    'Overhead 1,226.17',
    'Profit 1,226.17',
    'Replacement Cost Value $14,713.98',
    'Less Depreciation (3,012.40)',
    'Actual Cash Value $11,701.58',
    'Less Deductible (1,000.00)',
    'Net Claim $10,701.58',
    'Total Recoverable Depreciation 3,012.40',
  ]);
  assert.equal(p.total, 14713.98);
  assert.equal(p.mismatch, undefined, 'overhead and profit are part of the sum');
  assert.equal(price(['RCV: $9,840.00', 'ACV: $7,200.00', 'Deductible: $1,000.00']).total, 9840);
});

test('"parts & labor" is a price label, and optional extras are not added to it', () => {
  const p = price(['Parts & labor: $2,185.00', 'Optional recirculation pump $450']);
  assert.deepEqual([p.total, p.basis], [2185, 'price-label']);
  assert.equal(price(['Materials and labor - $14,200', 'Add-on gutter guards $1,100']).total, 14200);
});

test('a total and the deposit in one line of prose are read as separate sentences', () => {
  const p = price(['Total: $16,800. Deposit $1,680 at signing, balance on completion.']);
  assert.deepEqual([p.total, p.basis], [16800, 'stated']);
  assert.equal(price(['Estimated total: approx. $18,500 (final price set by insurance).']).total, 18500);
});

test('a total after a discount is the price; the total before it is the list price', () => {
  assert.equal(
    price(['Retail total $9,400.00', 'Less spring discount ($940.00)', 'Net total $8,460.00']).total,
    8460,
  );
  assert.equal(
    price(['Total $12,000', 'Senior discount 5% -$600', 'Amount due after discount $11,400']).total,
    11400,
  );
  // Totals that are not the earlier one less the discount (section totals) leave the largest as the price.
  assert.equal(
    price(['Total materials $4,000', 'Coupon -$100', 'Total labour $3,000', 'Total $6,900']).total,
    6900,
  );
});

test('"System price" is the price; a net cost after a tax credit is not a line item to add', () => {
  const p = price(['System price $27,000', 'Federal tax credit (30%) -$8,100', 'Net cost $18,900']);
  assert.equal(p.total, 27000);
});

test('a price due in full at completion is the price, not an instalment', () => {
  assert.equal(
    price(['Replace 2 exterior outlets with WR GFCI.', 'Price $640, due upon completion.']).total,
    640,
  );
});

test('a quantity on a line that only removes something is not the size of the new work', () => {
  const removalOnly = quoteText([
    'Cedar privacy fence, 6 ft, installed.',
    'Haul off old fence (60 LF).',
    'Total $7,200',
  ]);
  assert.equal(checkUnitPrice(removalOnly, 'fence', 7200), undefined);
  const both = quoteText([
    'Install 150 LF cedar privacy fence, 6 ft.',
    'Haul off old fence (60 LF).',
    'Total $7,200',
  ]);
  assert.equal(checkUnitPrice(both, 'fence', 7200)?.quantity, 150);
});

test('a label and its figure on separate lines, a written-out price, and a lone add alternate', () => {
  assert.equal(price(['Materials $3,000', 'Labor $2,000', 'Contract Total', '5,400.00']).total, 5400);
  assert.equal(
    price(['The contract sum is Nine Thousand Two Hundred Dollars ($9,200.00), payable as below.']).total,
    9200,
  );
  assert.equal(price(['Credit for reused fixtures ($450.00)', 'Total $7,550.00']).total, 7550);
  assert.equal(
    price(['Base bid $21,000', 'Alternate 2 (add): cedar soffits +$1,800', 'Total base bid $21,000']).total,
    21000,
  );
});

test('rows above a blank line and a new short title are not items of the sum below it', () => {
  const p = price([
    'Selections budget',
    'Vanity and top $2,400',
    'Shower valve and trim $650',
    '',
    'Your price',
    'Base work $21,300',
    'Selections budget (above) $3,050',
    'Total $24,350',
  ]);
  assert.equal(p.total, 24350);
  assert.equal(p.mismatch, undefined);
  const wrong = price(['', 'Your price', 'Base work $21,300', 'Selections $3,050', 'Total $25,350']);
  assert.deepEqual([wrong.mismatch?.stated, wrong.mismatch?.computed], [25350, 24350]);
});

test('rows above a short block that bring it exactly to the total are part of it (letter paragraphs, payment schedules)', () => {
  const letter = findPrice(
    quoteText([
      'Framing and sheathing for the addition: $12,000.',
      'The roof framing ties into the existing rafters with hangers at each joint and new',
      'blocking at the wall, all inspected before sheathing.',
      'Roofing to match: $5,500.',
      'Siding: $3,000.',
      'Windows: $4,500.',
      'That makes the total $25,000.',
    ]),
  );
  assert.equal(letter.total, 25000);
  assert.equal(letter.mismatch, undefined);
  const schedule = findPrice(
    quoteText(['Due upon signing $500', 'At rough-in $4,000', 'At final $2,500', 'Total $7,000']),
  );
  assert.equal(schedule.mismatch, undefined);
  const wrong = findPrice(
    quoteText(['Framing: $12,000', 'Roofing: $5,500', 'Siding: $3,000', 'Total $21,000']),
  );
  assert.ok(wrong.mismatch, 'a short sum with nothing above to make it up is still a mismatch');
});

test('a price range, prices in columns, or a cash and a financed price: no single price, the options shown', () => {
  const range = price(['Deck rebuild, pressure-treated framing', 'Estimated cost: $11,200 to $12,600']);
  assert.equal(range.total, null);
  assert.equal(range.noSinglePrice, 'range');
  assert.deepEqual(
    range.options.map((o) => o.amount),
    [11200, 12600],
  );
  const dash = price(['Quote: $4,750 \u2013 $5,300 depending on rot found']);
  assert.equal(dash.noSinglePrice, 'range');
  const columns = price([
    'Package | Standard | Premium | Elite',
    'Shingle line | Timberline HDZ | Grand Sequoia | Slateline',
    'Installed price | $17,900 | $21,450 | $26,300',
  ]);
  assert.equal(columns.total, null);
  assert.deepEqual(
    columns.options.map((o) => o.amount),
    [17900, 21450, 26300],
  );
  const financed = price([
    'Heat pump installed, cash price: $18,400',
    'Price with financing (lender fee included): $20,150',
    'Monthly payment from $214/mo',
  ]);
  assert.equal(financed.total, null);
  assert.equal(financed.noSinglePrice, 'financing');
  assert.deepEqual(
    financed.options.map((o) => o.amount),
    [18400, 20150],
  );
});

test('one price stays one price: items, tax and total on one row, the same loan amount', () => {
  assert.equal(price(['Total | $9,000 | $540 | $9,540']).total, 9540);
  assert.equal(price(['Contract price $12,000', 'Loan amount $12,000']).total, 12000);
});

test('sums that add up are not mismatches: a total including tax or a fee, a recap, a note, an optional item', () => {
  const withTax = price([
    'Labor $2,600.00',
    'Materials $3,400.00',
    'Total due (including state sales tax) $6,390.00',
  ]);
  assert.equal(withTax.total, 6390);
  assert.equal(withTax.mismatch, undefined);
  const withFee = price(['Tear-out $800', 'New slab $5,200', 'Total incl. city inspection fee $6,075']);
  assert.equal(withFee.mismatch, undefined);
  // Without a word about tax or a fee, a total above its rows is still a mismatch.
  assert.ok(price(['Tear-out $800', 'New slab $5,200', 'Total $6,075']).mismatch);
  const recap = price([
    'Kitchen cabinets $7,000',
    'Vanity $1,000',
    'Cabinet subtotal $8,000',
    'Install labor $1,500',
    'Haul-away $250',
    'Cabinets $8,000',
    'Labor and haul-away $1,750',
    'Grand total $9,750',
  ]);
  assert.equal(recap.mismatch, undefined);
  const note = price([
    '- Dumpster rental; its cost of $300 is included in the contract price.',
    'Siding and trim $11,400',
    'Dumpster $300',
    'Total $11,700',
  ]);
  assert.equal(note.mismatch, undefined);
  const optional = price(['Vinyl plank floor $3,900', 'Stair nosing $450', 'Optional quarter round $280', 'Total $4,630']);
  assert.equal(optional.mismatch, undefined);
  assert.equal(optional.optionInTotal?.amount, 280);
});

test('a discounted price is the price, not a discount', () => {
  const promo = price(['List price $12,400', 'Winter special price $10,950', 'You save $1,450']);
  assert.equal(promo.total, 10950);
  assert.equal(price(['Gutters and guards $4,100', 'Discounted total: $3,690']).total, 3690);
});
