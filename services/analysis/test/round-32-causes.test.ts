// General causes found by the first run of held-out round 32, each in wordings of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findPrice } from '../src/domain/price/find-total';
import { found, has, quoteText } from './helpers';

test('"Total: $3,450 - due when we\'re done" is the total, not an instalment', () => {
  assert.equal(findPrice(quoteText(['New gutters and guards, 150 ft.', "Total: $3,450 - due when we're done."])).total, 3450);
});

test("a street's compass point does not split a row, and \"each extra sheet is $70\" is a rate", () => {
  const lines = [
    'Reroof as described $21,400.00',
    'Neighbour discount (the Lees, 418 N. Maple) - $600.00',
    'Total price $20,800.00',
    'Extra rotten decking beyond 3 sheets: each extra sheet is $70 installed.',
  ];
  const price = findPrice(quoteText(lines));
  assert.equal(price.total, 20800);
  assert.equal(price.mismatch, undefined);
});

test('utility rates assumed to rise are no payment escalator', () => {
  const lines = ['8 kW system, cash $24,000.', 'Savings shown assume SCE rates increasing 5% per year.'];
  assert.ok(!has(lines, 'price.escalator', 'solar'));
  assert.ok(has(['Solar lease, $129 per month for 20 years, increasing 2.9% per year.'], 'price.escalator', 'solar'));
});

test('"12 months from us on the installation" is a workmanship warranty', () => {
  const lines = ['Supply and fit 40 m2 of Amtico, €3,900 incl VAT.', 'Amtico lifetime warranty on the product, 12 months from us on the installation.'];
  assert.ok(!has(lines, 'warranty.workmanship-missing', 'flooring'));
});

test('"etc" among examples of a change the quote handles in writing leaves no list open', () => {
  const lines = ['Fit the EV charger on the garage wall, £1,150.', 'If anything changes on the day (cable route, a different wall etc) we will agree it in writing first.'];
  assert.ok(!has(lines, 'vague.etc', 'electrical'));
});

test('"you\'re looking at 55 to 60k" is a price range', () => {
  const price = findPrice(quoteText(["For the full remodel you're looking at 55 to 60k depending on the tile."]));
  assert.equal(price.noSinglePrice, 'range');
  assert.deepEqual(price.options.map((o) => o.amount), [55000, 60000]);
});

test('"sign by the 20th to lock in this price" is a deadline', () => {
  assert.ok(has(['New furnace installed, $5,800.', 'Prices go up next month, sign by the 20th to lock in this price.'], 'pressure.deadline', 'hvac'));
});

test('a deposit due at signing that is refundable in the cooling-off period is still up front', () => {
  const lines = ['CSLB Lic. #1045521', 'Kitchen remodel, $48,000.', 'Deposit of $4,000 due at signing (refundable within the 3-day cancellation period).'];
  assert.ok(has(lines, 'payment.deposit-over-state-limit', 'kitchen'));
});

test("Europe's flooring makers name the product", () => {
  assert.ok(!has(['Supply and fit Moduleo Roots 55 click LVT, 30 m2, underlay included.', 'Total €2,400 incl VAT.'], 'scope.flooring.product', 'flooring'));
});

test('a "1962 rambler" is a home built before 1978', () => {
  assert.ok(found(['Exterior repaint of the 1962 rambler: scrape, prime, two coats.', 'Price $7,900.'], 'painting').includes('scope.painting.lead-safe'));
});
