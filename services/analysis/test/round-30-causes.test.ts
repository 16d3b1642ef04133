// General causes found by the first run of held-out round 30, each in wordings of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findAmounts } from '../src/domain/price/money';
import { findPrice } from '../src/domain/price/find-total';
import { found, has, quoteText } from './helpers';

test('a valley renewed, slates refixed or a leak over a room is a roof repair', () => {
  const ids = found(['Leak in the back bedroom: renew the lead valley on new boards and refix slates either side.', 'Price £940.'], 'roofing');
  assert.ok(!ids.includes('scope.roofing.ventilation'));
  assert.ok(!ids.includes('scope.roofing.size'));
});

test('"Start: prob. week after next" is a start', () => {
  assert.ok(!has(['Fit the new boiler flue and make good, £1,450.', 'Start: probably week after next, 1 day.'], 'schedule.missing', 'Plumbing'));
});

test('a "Cash purchase | Bank loan" header over the price row is cash against financed', () => {
  const lines = ['Cash purchase     Sunpower Bank 20-yr loan, 4.99% APR', 'System price $30,000.00 $38,400.00 (incl. lender fee)'];
  const price = findPrice(quoteText(lines));
  assert.equal(price.noSinglePrice, 'financing');
  assert.equal(price.total, null);
});

test('a disclaimer of pre-existing roof problems is no unforeseen charge and no penetration warranty', () => {
  const lines = [
    '7.2 kW system, 18 panels, Enphase IQ8, installed, $24,000.',
    'Installer is not responsible for pre-existing roof defects or leaks it did not cause.',
  ];
  const ids = found(lines, 'solar');
  assert.ok(!ids.includes('vague.unforeseen'));
  assert.ok(ids.includes('warranty.roof-penetration-missing'));
});

test('one system warranted for life in the pitch and for years in the terms is a conflict', () => {
  const lines = [
    'Crawlspace drain and sump, $11,200.',
    'WARRANTY: lifetime warranty on the sump system for as long as you own the home.',
    'Terms: Contractor warrants the sump system for ten (10) years from completion.',
  ];
  assert.ok(has(lines, 'warranty.conflict', 'Waterproofing'));
});

test("a maker's named lifetime warranty (parts and labour) beside the installer's years is no conflict", () => {
  const lines = ['Ten Andersen 100 Series windows installed, $14,000.', 'Andersen Limited Lifetime Warranty (parts and labor) registered for you.', 'Our installation warranty: 3 years on labor.'];
  assert.ok(!has(lines, 'warranty.conflict', 'windows'));
});

test('a consent threshold stated with the claim backs it up', () => {
  const lines = ['New 1.5 m timber fence along the back boundary, 22 m, NZ$5,600 + GST.', 'No building consent needed for fences under 2.5 m high.'];
  assert.ok(!has(lines, 'permits.not-required-claim', 'Fencing'));
});

test("another trade's fee the homeowner pays is not an approximate price", () => {
  const lines = ['Deck rebuild as drawn, $18,500.', 'If the council asks for it, an engineer signs off the footings (your cost, typically about $400-$700).'];
  assert.ok(!has(lines, 'vague.approximate-price', 'Deck'));
});

test('"1 €220.00": the euro sign belongs to the price after it, not the quantity before it', () => {
  assert.deepEqual(findAmounts('Lift old carpet and gripper 1 €180.00').map((a) => a.value), [180]);
  const lines = ['Item Qty Rate Amount', 'Lift and dispose of old vinyl 1 €180.00', 'Fitting 30 m2 €20.00 €600.00', 'Subtotal €780.00', 'Total €780.00'];
  assert.equal(findPrice(quoteText(lines)).mismatch, undefined);
});

test('"lift and dispose of the existing carpet" is the old floor removed', () => {
  assert.ok(!has(['Lift & dispose of the existing carpet, fit new LVT 20 m2.', 'Total €1,900.'], 'scope.flooring.removal', 'flooring'));
});

test('"CAD drawings" do not make a US quote Canadian', () => {
  const price = findPrice(quoteText(['Our designer turns the sketch into CAD drawings.', 'Total: $64,000.00']));
  assert.equal(price.currency, 'USD');
});

test('half "to get on the schedule" is an up-front payment', () => {
  assert.ok(has(['Bathroom remodel, $22,000.', 'Payment: 50% to get on the schedule, 40% at rough-in, 10% at completion.'], 'payment.deposit-high', 'bath'));
});

test('"anything not in this letter gets written up and signed" is a change process, and "7 weeks of work once we start" a length', () => {
  assert.ok(!has(['Re-roof as described, $19,000.', 'Anything not in this letter gets written up and signed by both of us first.'], 'change-orders.missing', 'roofing'));
  const ids = found(['Kitchen remodel as walked, $58,000.', 'Start about 6 weeks after signing. Figure about 8 weeks of work once we start.'], 'kitchen');
  assert.ok(!ids.includes('schedule.completion-missing'));
});

test('"Thursday the 9th, one day" is when the job happens', () => {
  assert.ok(!has(['Remove the two pines by the drive, $2,100 total.', 'Thursday the 9th, one day. Pay when done.'], 'schedule.missing', 'Tree work'));
});
