// General causes found by the first run of held-out round 51, each in wordings of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { annotate } from '../src/domain/clauses/clauses';
import { findPrice } from '../src/domain/price/find-total';
import { has, quoteText } from './helpers';

test('a figure texted without a sign and called the total is the price', () => {
  const lines = ['Mike 2:10 PM: Two maples down and hauled, $1800. Grinding both stumps $350 more', '', 'Mike 2:31 PM: Alright 2150 total, see you Monday'];
  assert.equal(findPrice(quoteText(lines)).total, 2150);
});

test('a figure texted without a sign "to hold" the date is a deposit', () => {
  const lines = ['Gutters, 140 ft seamless with guards, $2,400 all in.', 'Need 1300 to hold your spot, rest when we finish.'];
  assert.ok(has(lines, 'payment.deposit-high', 'other'));
});

test('a job dearer by card than in cash, however the figures are written, is a cash discount', () => {
  assert.ok(has(['Fence repair, 3 panels.', 'Cash is 1,150; if you pay by\ncredit card it comes to 1,230'], 'payment.cash-discount', 'fence'));
  assert.ok(!has(['Fence repair, 3 panels, $1,150.', 'Cash or card, $1,150 either way.'], 'payment.cash-discount', 'fence'));
});

test('weather on its way as a reason to hurry is urgency', () => {
  assert.ok(has(['Oak removal $3,100.', 'A freeze is on the way, you should let us do it before the limbs ice up.'], 'pressure.urgency', 'other'));
});

test('"no permit for that, you\'re fine" claims none is needed; it excludes nothing', () => {
  const lines = ['Deck stain and seal, $1,450.', "No permit for a stain job on your own deck, you're fine."];
  assert.ok(!has(lines, 'permits.excluded', 'deck'));
});

test("a letterhead's capitals name the business, not work: a two-line job is thin", () => {
  const lines = ['NORTHSIDE PLUMBING', '& REPAIR', 'Date: 4/2/26', 'Replace 40 gal water heater.', '$1,980 installed.'];
  assert.ok(has(lines, 'scope.thin', 'plumbing'));
});

test("GST at 15% is New Zealand's, so its dollars are NZ dollars", () => {
  assert.equal(findPrice(quoteText(['Deck rebuild, 24 m2', 'Subtotal $14,000.00', 'GST 15% $2,100.00', 'Total $16,100.00'])).currency, 'NZD');
});

test('a warranty field left empty on a form promises nothing', () => {
  const lines = ['Fence 30 m, $6,400 incl. tax, posts in concrete, old fence removed.', 'Guarantee on workmanship:', 'Quote valid 30 days.'];
  assert.ok(has(lines, 'warranty.missing', 'fence'));
});

test('what the ground hides, found while digging and charged on top, is open-ended even at a rate plus tax', () => {
  const lines = ['Retaining wall, 12 m, $9,800.', 'Boulders or old footings hit while excavating are extra at $110 + VAT per hour.'];
  assert.ok(has(lines, 'vague.unforeseen', 'other'));
});

test('the choice written on a quote among priced ways is the price', () => {
  const lines = ['Walls only $1,900', 'Loft only $1,400', 'Walls and loft together $3,100', 'Customer chose: walls and loft, $3,100'];
  assert.equal(findPrice(quoteText(lines)).total, 3100);
});

test('work a named standard requires is not left to the contractor to judge', () => {
  const lines = ['EV charger, 7 kW, supplied and fitted, £1,050.', 'Earth electrode installed as required for chargepoints under BS 7671.'];
  assert.ok(!has(lines, 'vague.as-needed', 'electrical'));
});

test('cable run on the outside wall, "no plastering needed", answers the wall repair question', () => {
  const lines = ['New 32 A circuit for the charger, €980.', 'Cable clipped along the outside wall; no chasing or plastering is needed inside.'];
  assert.ok(!has(lines, 'scope.electrical.patching', 'electrical'));
});

test('a defect reported by the owner is still the builder\'s to fix', () => {
  assert.equal(annotate('The builder repairs, at its cost, any defect reported in writing by the owner, within 12 months.').party, 'contractor');
  assert.equal(annotate('Tiles supplied by the owner.').party, 'homeowner');
});

test('"booking jobs from late April" is a start', () => {
  const lines = ['Tarmac drive, 60 m2, £7,900 inc VAT.', 'We are booking work from early May. The job takes 4 days.'];
  assert.ok(!has(lines, 'schedule.start-missing', 'concrete'));
});

test('day rates under a rate column, "if extra labour is required", are open-ended time', () => {
  const lines = ['Sl Item Unit Rate (Rs.)', '1 Wall putty, 2 coats per sq ft 9.00', '2 Mason (if extra work required) per day 1100.00'];
  assert.ok(has(lines, 'vague.time-and-materials', 'painting'));
});

test('a "sub crew" doing the install is subcontracted work, and lien waivers are asked', () => {
  const lines = ['Siding replacement, 2,100 sq ft, $24,900.', 'Install is done by our sub crew under my supervision.'];
  assert.ok(has(lines, 'payment.lien-waiver-missing', 'siding'));
});

test('payment terms left to another paper, and a reading in percent, are no payment terms', () => {
  const lines = ['Interior drain tile, 110 ft, sump pump.', 'Moisture reading 64% on the day we visited.', 'Payment terms as set out in your signed contract. Financing options are available.'];
  assert.ok(has(lines, 'payment.terms-missing', 'other'));
});

test('a chosen option written beside a stated total with its tax leaves the total the price; rock found but "discussed" is no charge', () => {
  const lines = ['Option A furnace $9,900.00 plus HST', 'Option B heat pump $19,860.00 plus HST', 'Total price $22,441.80', 'Option chosen: [X] Option B $19,860.00 + HST'];
  assert.equal(findPrice(quoteText(lines)).total, 22441.8);
  assert.ok(!has(['Fence, 40 m, $7,200.', 'Rock or ledge encountered while digging: we stop and discuss before going on.'], 'vague.unforeseen', 'fence'));
});

test("a priced line from a message is shown without its sender and time", () => {
  const lines = ['Mike Dunn 2:31 PM: Alright $2,150 total for both trees, see you Monday'];
  assert.equal(findPrice(quoteText(lines)).lines[0].label.startsWith('Alright'), true);
});
