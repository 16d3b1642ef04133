// General causes found by the first run of held-out round 23, each in wordings of its own (none of these sentences is
// in the round's quotes): OCR's space after a thousands comma, whole figures at the end of a priced row, a sentence that
// mentions a measurement, a tax a little off its rate, a promotional price, Canadian and Singaporean licensing and
// insurance, a permit handed over in the next sentence, weeks of a month and days on site, promotions that end this
// week and slots nearly gone, the heat pump's own warranty, cleanup and boiler removal in other words, a homeowner's
// question about the permit, an exclusion of permits only, and a change "written up for your signature".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findPrice } from '../src/domain/price/find-total';
import { QuoteText } from '../src/domain/text/quote-text';
import { found, has, quoteText } from './helpers';

test("a photographed figure with a space after its thousands comma is one figure", () => {
  const text = new QuoteText([{ file: 0, page: 1, method: 'ocr', lines: ['Prune and thin the oak $1,050', 'Remove the maple $1,700', 'TOTAL $2, 750'] }]);
  const price = findPrice(text);
  assert.equal(price.total, 2750);
  assert.equal(price.mismatch, undefined);
});

test('a whole figure at the end of a row under an amount column, and a tax after its rate, are amounts', () => {
  const price = findPrice(quoteText(['$', 'tear out old steps 1,150', 'new steps 875', 'subtotal 2,025', 'HST 13% 263', 'TOTAL 2,288']));
  assert.equal(price.total, 2288);
  assert.equal(price.mismatch, undefined);
});

test('a sentence that mentions a measurement does not make the table below it a table of sizes', () => {
  const price = findPrice(
    quoteText([
      'Re: wardrobes as per the measurement taken at site on 12-01-2026.',
      'Sr. Item Qty Rate (Rs.) Amount (Rs.)',
      '1 Sliding wardrobe, 8 ft 1 62,000 62,000',
      '2 Loft units 1 18,000 18,000',
      'Total 80,000',
    ]),
  );
  assert.equal(price.total, 80000);
});

test('a tax a few units off its stated rate is a mismatch, not rounding', () => {
  const price = findPrice(quoteText(['Works R40,000.00', 'Sub-total R40,000.00', 'VAT @ 15% R6,024.00', 'TOTAL R46,024.00']));
  assert.ok(price.mismatch, 'VAT of 15% on R40,000 is R6,000');
});

test('the figure right after "promo" is the promotional price', () => {
  assert.equal(findPrice(quoteText(['Usually $2,400, this month promo $1,990 nett.'])).total, 1990);
  assert.notEqual(findPrice(quoteText(['Gutter clean $600.', 'Spring promo $100 off.'])).total, 100);
});

test('Canada and Singapore license trades on wiring, gas and water, not renovators', () => {
  const deck = ['Rebuild the 12 x 14 deck, 1450 Pandosy St, Kelowna BC V1Y 1P3', 'Total $14,200 + GST'];
  assert.ok(!has(deck, 'license.missing', 'deck'));
  assert.ok(has(['Rewire the kitchen, Hamilton ON L8P 4R5', 'Total $6,300 + HST'], 'license.missing', 'electrical'));
  assert.ok(has(['Rénovation de cuisine, Laval, Québec', 'Total $31,000 + TPS/TVQ'], 'license.missing', 'kitchen'));
  assert.ok(!has(['Condo ceiling repair, pay by PayNow', 'Total $900'], 'license.missing', 'other'));
});

test("a Canadian workers' compensation board account is cover the contractor carries", () => {
  assert.ok(!has(['New deck boards and railing, Total $9,800', 'WSIB clearance certificate on file.'], 'insurance.missing', 'deck'));
});

test('a permit handed to the homeowner in the next sentence is the homeowner pulling it', () => {
  assert.ok(has(['Total $12,000', 'The township needs a building permit for this. The owner will apply for it and pay the fee.'], 'permits.homeowner', 'deck'));
});

test('a week of a month is a start, and days on site are a length', () => {
  const ids = found(['Price $8,600.', 'Installation the 3rd week of June, five working days on site.'], 'roofing');
  assert.ok(!ids.some((id) => id.startsWith('schedule.')), ids.join(' '));
});

test('a promotion that ends this week is a deadline, and slots nearly gone are pressure', () => {
  const ids = found(['Special only until Friday: $3,200 for the whole job.', 'Saturday slots very few left.'], 'other');
  assert.ok(ids.includes('pressure.deadline'));
  assert.ok(ids.includes('pressure.urgency'));
});

test("the heat pump's own warranty stated twice with two terms is a conflict", () => {
  const lines = [
    'Eight-year manufacturer warranty on the heat pump.',
    'Terms',
    'The heat pump carries the standard five-year manufacturer warranty.',
  ];
  assert.ok(has(lines, 'warranty.conflict', 'hvac'));
});

test('cleanup in other words, and an oil boiler removed', () => {
  for (const line of [
    'We keep the house tidy every day and remove all of our rubbish at the end.',
    'Any dust is hoovered up before we leave.',
    'We take all the old cartons and packaging away.',
  ])
    assert.ok(!has(['Fit the new stair lift rail and chair.', line], 'cleanup.missing', 'other'), line);
  assert.ok(!has(['Replace the oil boiler with an air-to-water heat pump.', 'Decommission and remove the old oil boiler and tank.'], 'scope.hvac.removal', 'hvac'));
});

test("a homeowner's question about the permit states no terms", () => {
  assert.ok(!has(['Total $4,100, permit included.', '> Will the permit cost me extra?'], 'permits.cost-unclear', 'electrical'));
});

test('permits for the electrical work left out are not the electrical work left out', () => {
  const lines = ['New 200 A transfer switch installed at the meter.', '- Electrical permits and inspection fees: not included.'];
  assert.ok(!has(lines, 'consistency.scope-conflict', 'electrical'));
});

test('a change "written up for your signature" is a change process', () => {
  const lines = [
    'Rebuild the chimney crown and reflash, $4,900.',
    'Any change will be written up for your signature before we do it.',
    'Start in May, 3 days. Fully insured, licence 123456. Five year warranty.',
  ];
  assert.ok(!has(lines, 'change-orders.missing', 'roofing'));
});

test("India's dado is the backsplash, and breaking the old platform is the demolition", () => {
  const ids = found(['Demolish nothing yet: breaking of the existing platform and dado tiles by our team.', 'Total Rs. 1,80,000'], 'kitchen');
  assert.ok(!ids.includes('scope.kitchen.backsplash'));
  assert.ok(!ids.includes('scope.kitchen.demolition'));
});

test('work charged "at actuals" and a price "on application" are open prices', () => {
  assert.ok(has(['Cabinets and counters Rs. 2,10,000', 'Gas piping extra at actuals.'], 'vague.open-price', 'kitchen'));
  const ids = found(['New battery and inverter $14,200', 'Meter box upgrade (if needed) - POA'], 'solar');
  assert.ok(ids.includes('vague.open-price'));
  assert.ok(!ids.includes('vague.as-needed'));
});

test('a cash price and a finance plan of monthly payments are two prices', () => {
  const price = findPrice(
    quoteText(['System supplied and installed $15,300.00', 'CASH/EFT PRICE $15,300.00', 'Finance plan: 48 monthly payments of $395.00 through SunLend.']),
  );
  assert.equal(price.total, null);
  assert.deepEqual(price.options.map((o) => o.amount).sort((a, b) => a - b), [15300, 18960]);
});

test("inverter makers common outside the US name the inverter, and a merchant's service fee is a dealer fee", () => {
  const lines = ['6.6 kW system, 15 x 440 W panels, GoodWe GW5000-DNS inverter, $7,900 incl GST.', 'The finance price includes the lender merchant service fee.'];
  const ids = found(lines, 'solar');
  assert.ok(!ids.includes('scope.solar.inverter'));
  assert.ok(ids.includes('price.dealer-fee'));
});

test('an installation guarantee on every product fitted is a warranty on the work', () => {
  const lines = ['INSTALLATION GUARANTEE: every window we fit is guaranteed for ten years.', 'Terms', 'Installation labour is warranted for one (1) year.'];
  assert.ok(has(lines, 'warranty.conflict', 'windows'));
});

test("an optional line after an estimate's item code is an option inside the total", () => {
  const price = findPrice(
    quoteText([
      'Code Description Qty Unit Ext.',
      'RF-01 Tear-off and disposal 1 $3,000.00 $3,000.00',
      'RF-02 Shingles installed 1 $9,000.00 $9,000.00',
      'GT-07 OPTIONAL - gutter guards 1 $800.00 $800.00',
      'ESTIMATE TOTAL $12,800.00',
    ]),
  );
  assert.ok(price.optionInTotal);
});

test("a permit you'll need to pull is the homeowner's, and hitting rock billed on top is unforeseen work", () => {
  assert.ok(has(['Total $9,000.', "The permit you'll need to pull at the town office yourself."], 'permits.homeowner', 'other'));
  assert.ok(has(['Total $9,000.', 'If we run into rock the breaker goes on the machine at $190/hr on top.'], 'vague.unforeseen', 'other'));
});

test('an upgrade priced on request is on offer, not an open price', () => {
  assert.ok(!has(['New driveway, plain finish, $9,400.', 'Exposed-aggregate finish (price on request).'], 'vague.open-price', 'concrete'));
});

test('boxes to choose how to pay are not an item of the work', () => {
  const price = findPrice(
    quoteText(['Heat pump supplied and installed $9,800.00', 'PAYMENT METHOD: [ ] Card $9,800.00 [ ] Monthly plan $210.00 x 60']),
  );
  assert.ok(!price.lines.some((l) => l.amount === 210), JSON.stringify(price.lines));
});
