// General causes found by the first run of held-out round 16, each in wordings of its own: a table whose rows are
// the ways to pay, a lender's fee by another name, and a figure for part of the job with the rest "to follow".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../src/domain/analyzer';
import { findPrice } from '../src/domain/price/find-total';
import { normaliseLine } from '../src/domain/text/normalise';
import { findingsFor, has, ids, quoteText } from './helpers';


test('rows under an "Option ... Price" header are the choices, each priced by its last figure', () => {
  const lines = [
    'Option Terms Price',
    'Cash $1,000 deposit, rest on completion $18,200.00',
    'Finance 12 months same as cash, no deposit $19,400.00',
    '',
    'Your choice: [ ] Cash [ ] Finance',
  ];
  const price = findPrice(quoteText(lines));
  assert.equal(price.total, null);
  assert.deepEqual(
    price.options.map((o) => o.amount),
    [18200, 19400],
  );
});

test("a lender's merchant or establishment fee inside the financed price is a dealer fee", () => {
  assert.ok(
    has(
      ['6.6 kW system. Cash $8,900 or finance $9,750; the finance price includes the establishment fee.'],
      'price.dealer-fee',
      'solar',
    ),
  );
});

test('a figure for part of the job with the rest priced later is no single price, and an open price', () => {
  const lines = [
    'Countertops: Caesarstone quartz, 42 sq ft, templated and fabricated. Countertop total $5,640.00',
    'Sink and faucet installation: pricing to be provided after templating by our plumber.',
  ];
  const price = findPrice(quoteText(lines));
  assert.equal(price.total, null);
  assert.equal(price.noSinglePrice, 'part-to-follow');
  const found = ids(findingsFor(lines, 'kitchen'));
  assert.ok(found.includes('vague.open-price'));
  assert.ok(!found.includes('scope.open-question'));
  // A permit fee confirmed later is a cost question, not part of the work without a price.
  assert.equal(
    findPrice(quoteText(['Re-roof, 24 squares. Total $13,900.', 'Permit fee to be confirmed once we apply.'])).total,
    13900,
  );
});

test('"sign by <date> to lock in these prices" is a deadline', () => {
  const job = ['Replace the furnace and AC. Total $11,900.'];
  assert.ok(has([...job, 'Winter pricing: sign by Tuesday, Jan 20 to keep this price.'], 'pressure.deadline', 'hvac'));
  assert.ok(!has([...job, 'This quote is valid until Jan 20.'], 'pressure.deadline', 'hvac'));
});

test('GST or HST added to a price in brackets is not an approximate price; a guessed permit fee is a permit-cost question', () => {
  assert.ok(!has(['Kitchen refit. $18,400 + HST ($2,392.00) = $20,792.00'], 'vague.approximate-price', 'kitchen'));
  const found = ids(
    findingsFor(
      ['Replace the water heater. Total $2,650.', 'We pull the permit; the permit fee might be extra, typically about $75 to $120.'],
      'plumbing',
    ),
  );
  assert.ok(found.includes('permits.cost-unclear'));
  assert.ok(!found.includes('vague.approximate-price'));
});

test('Good / Better / Best rows with empty boxes are choices; a capitalised header row is a label, not coverage', () => {
  const lines = [
    'Tier Equipment Thermostat Price',
    '[ ] Good Rheem 14 SEER2 AC and 80% furnace, Honeywell T4 $7,900',
    '[ ] Better Rheem 16 SEER2 AC and 96% furnace, Honeywell T6 $10,400',
    '[ ] Best Rheem variable-speed AC and modulating furnace, ecobee $14,100',
  ];
  const found = ids(findingsFor(lines, 'hvac'));
  assert.ok(found.includes('price.options'));
  assert.ok(!found.includes('scope.hvac.thermostat'));
  // The header alone names nothing.
  assert.ok(has(['Tier Equipment Thermostat Price', 'Replace the AC. Total $6,200.'], 'scope.hvac.thermostat', 'hvac'));
});

test('a photographed "I" read as "|" is read as "I"', () => {
  assert.equal(normaliseLine('If | find rot | will call you first, | can send photos', true), 'If I find rot I will call you first, I can send photos');
  // A table's column bar stays.
  assert.equal(normaliseLine('Tear-off | 24 SQ | $2,400', true), 'Tear-off | 24 SQ | $2,400');
});

test('"gives 8 yrs on the tank, I give 1 yr on my labor" is a warranty with workmanship; "haul it away" removes the old unit', () => {
  const job = 'Supply and install a 40 gal gas water heater. Total $1,980.';
  const found = ids(findingsFor([job, 'A.O. Smith gives 8 yrs on the tank, I give 1 yr on my labor.', 'Take out the old heater and haul it away.'], 'plumbing'));
  assert.ok(!found.includes('warranty.missing'));
  assert.ok(!found.includes('warranty.workmanship-missing'));
  assert.ok(!found.includes('scope.plumbing.removal'));
});

test('changes "sorted out on the day" or agreed with the fitter are verbal', () => {
  const job = 'Refit the bathroom: new suite, tiling, extractor fan. Total £8,900 inc VAT.';
  assert.ok(has([job, 'Little variations we can settle on the day with you.'], 'change-orders.verbal', 'bath'));
  assert.ok(has([job, 'Changes can be arranged with the builder as we go.'], 'change-orders.verbal', 'bath'));
  assert.ok(!has([job, 'Variations are settled on the day in writing, signed by you.'], 'change-orders.verbal', 'bath'));
});

test('a workmanship term with an exception after the comma still counts, so two terms conflict', () => {
  const lines = [
    'Replace the shower and tile the walls. Total £6,200 inc VAT.',
    'We guarantee our workmanship for one year.',
    'Terms: the company guarantees its workmanship for three years from completion, excluding grout colour and misuse.',
  ];
  assert.ok(has(lines, 'warranty.conflict', 'bath'));
});

test("a skip or old material left 'yours to sort' is disposal handed to the homeowner", () => {
  assert.ok(
    has(
      ['Replace 30 m of paling fence, H4 posts concreted. $4,200 + GST.', 'Old fence stacked by the gate; the skip is yours to arrange.'],
      'cleanup.excluded',
      'fence',
    ),
  );
  // Treated pine by hazard class names the fence's material.
  assert.ok(!has(['Replace 30 m of paling fence, H4 posts concreted, H3.2 rails. $4,200 + GST.'], 'scope.fence.material', 'fence'));
});

test('a colour "choosen by owners" (as often misspelt) hands nothing over: the debris removal in the same line stays the contractor\'s', () => {
  assert.ok(
    !has(
      ['Install new cedar clapboard, paint 2 coats (color choosen by owners), clean & discard all debris from jobsite. Total $16,700.'],
      'cleanup.excluded',
      'siding',
    ),
  );
});

test('"rev. B" in an item\'s name does not end its sentence, so the row keeps its name', () => {
  const price = findPrice(quoteText(['Item Amount', 'Vanity per drawing V-12 rev. C $2,140.00', 'Delivery $150.00']));
  assert.ok(price.lines.some((l) => l.label.startsWith('Vanity per drawing') && l.amount === 2140));
});

test('the overview says a job priced only in part is priced only in part, not that it has no price', () => {
  const { result } = analyzeText({
    pages: ['Countertops: quartz, 42 sq ft. Countertop total $5,640.00\nSink installation: pricing to be provided after templating.'],
    projectType: 'kitchen',
    contractorName: 'Stoneworks',
  });
  assert.match(result.overview, /prices only part of the job/);
  assert.doesNotMatch(result.overview, /does not state a total price/);
});
