// Reading the price after round 8 (cause 3 and 9), each in wordings of its own: a total whose label mentions tax
// without charging it, cover limits that are not charges, rates per any unit, open items with no total, a cash price
// beside payments over a term, and sign-by-date pricing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findPrice } from '../src/domain/price/find-total';
import { findingsFor, ids, quoteText } from './helpers';

const price = (lines: string[]) => findPrice(quoteText(lines));

test('a total whose label says no tax is charged is the total, not a tax line', () => {
  const p = price(['Cabinets $9,000.00', 'Install $3,000.00', 'Agreed price (no sales tax in this state) $12,000.00']);
  assert.equal(p.total, 12_000);
  assert.equal(price(['Materials $800', 'Labor $1,200', 'Job total, tax-free $2,000']).total, 2_000);
});

test('insurance or bond limits named in the terms are not added to the price', () => {
  const p = price([
    'Decking $6,400',
    'Railing $2,100',
    'We are insured for $2,000,000 per occurrence and bonded up to $25,000.',
  ]);
  assert.equal(p.itemsSum, 8_500);
});

test('a rate per any unit is a rate, not an item to add up', () => {
  assert.equal(price(['Grinding $4 / inch of diameter', 'Haul away $120 per trailer', 'Crew $280/ hr']).total, null);
  assert.equal(price(['Trim shrubs $350', 'Edging per foot $3.50', 'Mulch $420']).itemsSum, 770);
});

test('items with no total beside work billed as needed by the unit or hour give no single price', () => {
  const lines = ['Remove old tile $600.00', 'Install new tile $2,400.00', 'Self-leveler if required, per bag $38 plus labor $70/hr'];
  const p = price(lines);
  assert.equal(p.total, null);
  assert.equal(p.noSinglePrice, 'open-items');
  const found = ids(findingsFor(lines, 'flooring'));
  assert.ok(found.includes('price.total-not-stated'));
  assert.ok(!found.includes('price.total-missing'));
  assert.ok(!found.includes('vague.approximate-price'), '"$38 plus labor" is two charges, not "$38 or more"');
});

test('"pay in full" is the cash price, and payments over a term beside it make a second price to choose', () => {
  const p = price(['Pay in full at completion: $9,600.00', 'Or finance it: 60 months at 8.9% APR, $199/month on approved credit']);
  assert.equal(p.total, null);
  assert.equal(p.noSinglePrice, 'financing');
  assert.deepEqual(p.options.map((o) => o.amount), [9_600, 11_940]);
  // Beside a stated total, a monthly figure is a way to pay that total.
  assert.equal(price(['Total contract price $9,600.00', 'Finance it from $199/month for 60 months with our lender plan.']).total, 9_600);
});

test('a price that holds only if signed by a date is pressure; an offer valid until a date is not', () => {
  const pressure = (line: string) => ids(findingsFor(['New furnace installed. Total $6,900.', line], 'hvac')).includes('pressure.deadline');
  assert.ok(pressure('Holiday pricing is honored only on agreements signed before Dec 20.'));
  assert.ok(pressure('Our winter sale ends January 15; after that the price goes back up.'));
  assert.ok(!pressure('This quote is valid until January 15.'));
  assert.ok(!pressure('Please sign by 2/10 if you would like the February install slot.'));
});

test('a job priced only by the hour, with no estimate of hours, is open-ended', () => {
  const tm = (lines: string[]) => ids(findingsFor(lines, 'Tree removal')).includes('vague.time-and-materials');
  assert.ok(tm(['Remove fallen maple, chip brush.', 'Two-man crew with truck $190 / hour']));
  assert.ok(!tm(['Remove fallen maple, chip brush.', 'Two-man crew with truck $190 / hour, estimated 6 hours']));
  assert.ok(!tm(['Remove fallen maple, chip brush. Total $1,140.', 'Extra work at $190 / hour only with your written approval.']));
});
