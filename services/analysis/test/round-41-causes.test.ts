// General causes found by the first run of held-out round 41, each in wordings of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findPrice } from '../src/domain/price/find-total';
import { found, has, quoteText } from './helpers';

test('pricing held only for agreements signed by a date is a deadline, whichever comes first in the sentence', () => {
  assert.ok(has(['Battery and solar as proposed, $38,500.', 'Launch pricing is held for contracts signed no later than April 10.'], 'pressure.deadline', 'solar'));
  assert.ok(has(['Hail roof per your claim, RCV $19,300.', 'To keep this material pricing, the agreement must be signed by Monday, June 1.'], 'pressure.deadline'));
});

test("a cap the law sets, said beside the deposit, is not the deposit's share", () => {
  const lines = ['Kitchen remodel as specified, contract price $60,000.', 'Deposit at signing (by law no more than 40% of the contract price) $9,000.', 'Balance in three progress payments as the work proceeds, the last at completion.'];
  assert.ok(!has(lines, 'payment.deposit-high', 'kitchen'));
});

test("a price range texted without a currency sign is a range, quoted as it was written", () => {
  const lines = ['Tile out, LVP in, about 600 sq ft.', "So you're looking at 3,100 to 3,450 depending on the subfloor."];
  const price = findPrice(quoteText(lines));
  assert.equal(price.total, null);
  assert.equal(price.noSinglePrice, 'range');
  assert.deepEqual(price.options.map((o) => o.amount), [3100, 3450]);
  assert.doesNotMatch(price.totalText, /\$/);
});

test('money "to hold the date" is a deposit, not the price', () => {
  const lines = ['Vinyl plank in the den, $1,900 installed.', '$300 to hold the date, rest when done.'];
  assert.equal(findPrice(quoteText(lines)).total, 1900);
  assert.ok(!has(lines, 'payment.deposit-high', 'flooring'));
});

test('a contractor class before the number is a licence number', () => {
  assert.ok(!has(['Service upgrade to 200 A, $4,900.', 'SC Electrical Contractor Class A EL104233'], 'license.missing', 'electrical'));
});

test('"2 top coats" states the coats', () => {
  assert.ok(!has(['Exterior of the cottage: prep, undercoat bare timber, 2 top coats Dulux Weathershield, $8,200.'], 'scope.painting.coats', 'painting'));
});

test('a plant on a concrete slab is not asked about re-roofing, and a promise about leakage at the anchors is a penetration warranty', () => {
  const lines = ['4 kWp plant on an elevated structure anchored to the RCC slab, Rs. 2,60,000 incl. GST.', 'Structure and workmanship warranty 5 years, including any leakage at the anchor points.'];
  const ids = found(lines, 'solar');
  assert.ok(!ids.includes('scope.solar.roof'));
  assert.ok(!ids.includes('warranty.roof-penetration-missing'));
});

test('"most of our customers pull it themselves" after the permit is named hands the permit to the homeowner', () => {
  const lines = ['New deck, 14 x 20, $21,000.', 'Permit: the county will want one for a deck this high. Most of our customers get it themselves, it saves time.'];
  assert.ok(has(lines, 'permits.homeowner', 'other'));
});
