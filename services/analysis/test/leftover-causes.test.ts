// General causes still open after rounds 6-14, each tested in wordings no round uses: work that depends on what
// opening up shows, a change process stated as "written up and priced", and pressure by waiting, imminent failure
// or scarcity rather than by a date.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findPrice } from '../src/domain/price/find-total';
import { has, quoteText } from './helpers';


test('work that depends on what opening up shows, charged on top or told later, is open-ended', () => {
  for (const line of [
    'Any wet insulation discovered behind the tub surround will be replaced at additional cost.',
    'Extra digging where clay or old footings are encountered: extra.',
    'Deal with whatever else we come across in the crawlspace.',
    'The sill plate might need sistering, charged on top if so.',
    'The sub-floor could need patching depending on what we see once the carpet is up.',
  ])
    assert.ok(has(['Replace the bathroom floor and tub.', line], 'vague.unforeseen', 'bath'), line);
  for (const line of [
    // Found, but at no charge, priced, or with the homeowner's say first.
    'Any soft decking found during tear-off is replaced at no charge.',
    'Soft decking found during tear-off: $85 per sheet.',
    'If rot is found we stop, show you and give you a price first.',
    // A hedge with no cost attached is not extra work.
    'The inspector may need to see the attic before the final sign-off.',
  ])
    assert.ok(!has(['Tear off and re-roof, 24 squares. Total $14,200.', line], 'vague.unforeseen'), line);
});

test('a change process written as "written up and priced" is a change-order process', () => {
  const job = 'Kitchen remodel: cabinets, counters, flooring, lighting and plumbing. Total $48,800.';
  assert.ok(!has([job, 'Should you want something different, extras are written down and costed for your signature first.'], 'change-orders.missing', 'kitchen'));
  assert.ok(!has([job, 'Every alteration after signing gets written up and quoted before the crew does it.'], 'change-orders.missing', 'kitchen'));
  assert.ok(has([job, 'Changes are common on kitchens.'], 'change-orders.missing', 'kitchen'));
});

test('pressure by waiting, imminent failure or scarcity is urgency; a plain start date or an invitation to wait is not', () => {
  for (const line of [
    'Putting this off another winter will only make the leak worse and cost you more.',
    'This boiler could fail at any moment.',
    'Our install calendar books out quickly in spring.',
    'Panels are on allocation from the distributor this quarter.',
    'Our crews are working in your street next week.',
    'Storm season is just around the corner.',
    'Sign now to lock in your rate.',
  ])
    assert.ok(has(['Replace the roof. Total $12,400.', line], 'pressure.urgency'), line);
  for (const line of [
    'No need to rush: do not wait on us, take the time you need to compare.',
    'We can start two weeks after you sign.',
    'Waiting time for the city inspection is usually a week.',
    'Savings assume utility rates rising 3% a year.',
  ])
    assert.ok(!has(['Replace the roof. Total $12,400.', line], 'pressure.urgency'), line);
});

test('"12 months on labour" is a workmanship warranty, beside a maker\'s one', () => {
  const job = 'Supply and fit 42 m² of engineered oak. Total £4,380 inc VAT.';
  assert.ok(!has([job, 'Warranty: 12 months on fitting; Kährs manufacturer guarantee 30 years on the boards.'], 'warranty.workmanship-missing', 'flooring'));
  assert.ok(has([job, 'Kährs manufacturer guarantee 30 years on the boards.'], 'warranty.workmanship-missing', 'flooring'));
});

test('lettered lines with empty boxes after "pick one" are options to choose from, each a whole job', () => {
  const lines = [
    'Tear off to the deck, synthetic underlayment, ice and water shield, drip edge, ridge vent.',
    'Pick one line:',
    '[ ] 1. Owens Corning Duration, colour Driftwood $14,950.00',
    '[ ] 2. Malarkey Vista, colour Weathered Wood $15,640.00',
  ];
  const price = findPrice(quoteText(lines));
  assert.equal(price.total, null);
  assert.equal(price.noSinglePrice, 'options');
  assert.deepEqual(
    price.options.map((o) => o.amount),
    [14950, 15640],
  );
  assert.ok(!price.options[0].label.startsWith('['));
  // The shingle is named in each option.
  assert.ok(!has(lines, 'scope.roofing.shingle-product'));
});

test('a share due when the materials are delivered counts with the deposit', () => {
  const job = 'Fibre-cement siding, 26 squares, trim and soffit. Price $30,000.';
  assert.ok(
    has([job, '- 30% at signing: $9,000', '- 35% once materials are delivered: $10,500', '- Balance on completion: $10,500'], 'payment.deposit-high', 'siding'),
  );
  assert.ok(!has([job, '- 10% at signing', '- 20% when materials are delivered', '- Balance on completion'], 'payment.deposit-high', 'siding'));
});
