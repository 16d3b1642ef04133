import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cleanPriceLabel, priceBox } from './price-box';

test('a quote mark glued between two words is a lost space; apostrophes and inch marks stay', () => {
  assert.equal(
    cleanPriceLabel("Prep and caulk with standard'materials"),
    'Prep and caulk with standard materials',
  );
  assert.equal(cleanPriceLabel('Trim "Colonial"casing'), 'Trim "Colonial" casing');
  assert.equal(cleanPriceLabel("Owner's vanity, contractor's labour"), "Owner's vanity, contractor's labour");
  assert.equal(
    cleanPriceLabel("We'll haul it, it's included, don't worry"),
    "We'll haul it, it's included, don't worry",
  );
  assert.equal(
    cleanPriceLabel('Frameless 3/8" glass door, 36" vanity'),
    'Frameless 3/8" glass door, 36" vanity',
  );
  assert.equal(cleanPriceLabel('Vanity 36"'), 'Vanity 36"');
});

test('stray quote marks at the ends go, quoted words keep theirs', () => {
  assert.equal(cleanPriceLabel("'standard materials"), 'standard materials');
  assert.equal(cleanPriceLabel("with 'standard'materials"), "with 'standard' materials");
  assert.equal(cleanPriceLabel('Siding, ColorPlus "Evening Blue"'), 'Siding, ColorPlus "Evening Blue"');
  assert.equal(cleanPriceLabel('Paint kitchen"'), 'Paint kitchen');
});

test('what is left where the amount was cut out goes', () => {
  assert.equal(cleanPriceLabel('Demolition and disposal comes to .'), 'Demolition and disposal comes to');
  assert.equal(cleanPriceLabel('Electrical: .'), 'Electrical');
  assert.equal(cleanPriceLabel('Less Deductible ( )'), 'Less Deductible');
  assert.equal(cleanPriceLabel('  - Tear-off   and disposal:  '), 'Tear-off and disposal');
  assert.equal(cleanPriceLabel('.'), '');
  assert.equal(cleanPriceLabel(''), '');
});

test('brackets are balanced', () => {
  assert.equal(cleanPriceLabel('Tile material allowance (110 sq ft'), 'Tile material allowance (110 sq ft)');
  assert.equal(cleanPriceLabel('System price /W)'), 'System price /W');
  assert.equal(
    cleanPriceLabel('Plumbing (valve, drain, reset toilet, vanity)'),
    'Plumbing (valve, drain, reset toilet, vanity)',
  );
});

test('words run together with no mark between them are left as read: they cannot be told from brand names', () => {
  assert.equal(
    cleanPriceLabel('Cabinetry (KraftMaid Vantage) supply and install'),
    'Cabinetry (KraftMaid Vantage) supply and install',
  );
  assert.equal(cleanPriceLabel('Paintkitchen walls'), 'Paintkitchen walls');
});

const none = { extractedPrice: null, currency: 'USD', priceLines: [], priceOptions: [], noSinglePrice: null };

test('the breakdown is the work priced and the sums; rates, options, instalments and financing are not', () => {
  const box = priceBox({
    ...none,
    extractedPrice: 3390,
    priceLines: [
      { label: '', amount: 1850, role: 'item' },
      { label: 'Trim and doors', amount: 900, role: 'item' },
      { label: "Prep with standard'materials", amount: 640, role: 'item' },
      { label: 'Subtotal', amount: 3390, role: 'subtotal' },
      { label: 'Spring discount', amount: 200, role: 'discount' },
      { label: 'Sales tax', amount: 200, role: 'tax' },
      { label: 'Total', amount: 3390, role: 'total' },
      { label: 'Option A Total: Option B Total', amount: 4200, role: 'option' },
      { label: 'Rotted trim replaced at /hr plus materials.', amount: 65, role: 'rate' },
      { label: 'Financing available: as low as /month', amount: 89, role: 'other' },
      { label: '30% at signing;', amount: -1017, role: 'payment' },
      { label: 'Optional: gutter guards', amount: 1100, role: 'optional' },
    ],
  });
  assert.equal(box.price, 3390);
  assert.equal(box.noSinglePrice, null);
  assert.deepEqual(
    box.items.map((l) => [l.label, l.amount]),
    [
      ['Trim and doors', 900],
      ['Prep with standard materials', 640],
    ],
  );
  assert.deepEqual(
    box.sums.map((l) => [l.label, l.amount]),
    [
      ['Subtotal', 3390],
      ['Spring discount', -200],
      ['Sales tax', 200],
    ],
  );
});

test('no single price: said in a sentence, with the options as options', () => {
  const options = priceBox({
    ...none,
    priceLines: [
      { label: 'Option 1 Total', amount: 8950, role: 'option' },
      { label: 'Option 2 Total', amount: 12480, role: 'option' },
    ],
    priceOptions: [
      { label: 'Option 1', amount: 8950 },
      { label: 'Option 2', amount: 12480 },
    ],
    noSinglePrice: 'options',
  });
  assert.equal(options.price, null);
  assert.match(options.noSinglePrice ?? '', /options and none is marked as chosen/);
  assert.deepEqual(options.options, [
    { label: 'Option 1', amount: 8950 },
    { label: 'Option 2', amount: 12480 },
  ]);
  assert.deepEqual(options.items, []);

  const columns = priceBox({
    ...none,
    priceOptions: [
      { label: 'Price, installed (1)', amount: 6720 },
      { label: 'Price, installed (2)', amount: 9410 },
    ],
    noSinglePrice: 'options',
  });
  assert.deepEqual(
    columns.options.map((o) => o.label),
    ['Option 1', 'Option 2'],
  );

  const openItems = priceBox({
    ...none,
    priceLines: [{ label: 'Tear out carpet', amount: 544, role: 'item' }],
    noSinglePrice: 'open-items',
  });
  assert.match(openItems.noSinglePrice ?? '', /charged by the unit or the hour as needed/);
  assert.deepEqual(openItems.options, []);
  const partLater = priceBox({
    ...none,
    priceLines: [{ label: 'Cabinet supply total', amount: 14530, role: 'item' }],
    noSinglePrice: 'part-to-follow',
  });
  assert.match(partLater.noSinglePrice ?? '', /priced later/);
});

test('a single price and one option is no list of options; an older analysis keeps its lines, cleaned', () => {
  const box = priceBox({
    ...none,
    extractedPrice: 4200,
    priceLines: [
      { label: 'Labor', amount: 4000 },
      { label: ' ', amount: 200 },
    ],
    priceOptions: [{ label: 'Option A', amount: 4200 }],
  });
  assert.deepEqual(box.options, []);
  assert.deepEqual(box.items, [{ label: 'Labor', amount: 4000 }]);
  assert.equal(box.noSinglePrice, null);
});
