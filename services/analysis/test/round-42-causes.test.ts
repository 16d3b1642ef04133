// General causes found by the first run of held-out round 42, each in wordings of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findPrice } from '../src/domain/price/find-total';
import { found, has, quoteText } from './helpers';

test('a row named by how it is paid is that way\'s price, beside the financed row', () => {
  const lines = [
    'How you pay Price Terms',
    'Card or bank transfer $8,900.00 $900 deposit, balance on completion',
    'GreenSky plan - 0% APR for 48 $9,600.00 48 monthly payments of $200.00',
  ];
  const price = findPrice(quoteText(lines));
  assert.equal(price.total, null);
  assert.equal(price.noSinglePrice, 'financing');
  assert.ok(price.options.some((o) => o.amount === 8900));
});

test("an estimate row's amount at the end of its line is the allowance's, whatever sentence it stands in", () => {
  const lines = ['07 Flooring - ALLOWANCE: LVP supply and install approx. 300 sq ft. Style chosen by owner. $4,200.00', 'Total $19,800.00'];
  assert.ok(!has(lines, 'vague.allowance-no-amount', 'kitchen'));
});

test('a structural question left open is open, whatever the row it sits in costs', () => {
  const lines = [
    '04 Take out the wall between hall and lounge, about 3 m. We believe it is not structural. If it proves to be load-bearing, a steel beam and engineering will be quoted as an extra. $1,900.00',
    'Total $14,600.00',
  ];
  assert.ok(has(lines, 'scope.open-question', 'other'));
});

test('a price that waits on a choice still to be made is an open question', () => {
  const lines = ['Shower room refit: strip out, replaster, new tray and screen.', 'Once you have chosen the tile and we have confirmed the drain position, we will send you a fixed quotation.'];
  assert.ok(has(lines, 'scope.open-question', 'bath'));
});

test("a slot freed by someone else's cancellation is the start", () => {
  assert.ok(!has(['Re-felt the shed roof, £650.', 'Got a cancellation so we can start Thu 9th, one day.'], 'schedule.missing'));
});

test('an answer demanded by tomorrow on pain of losing the slot is a deadline', () => {
  const lines = ['Patio relay, 20 m2, €3,900.', 'Let me know by tomorrow or the slot goes to the next customer.'];
  assert.ok(has(lines, 'pressure.deadline', 'concrete'));
});

test('cash against a VAT receipt is a cash discount when the message wraps between them', () => {
  assert.ok(has(['New fascias and gutters.', '£1,850 cash or £2,220 if you want', 'a proper VAT receipt.'], 'payment.cash-discount', 'gutters'));
});

test('a labelled timing is the schedule whatever else it mentions, and "w/c" names a week', () => {
  const lines = ['Crown reduction of the oak, 25%, £1,100 + VAT.', 'Timing: w/c 8 June, after the notice period; two days on site.'];
  assert.ok(!found(lines, 'tree').some((id) => id.startsWith('schedule.')));
});

test('"From:" heads each message of a printed e-mail thread, and the option said again at the end is the price', () => {
  const lines = [
    'From: Ann Lee <ann.lee@mail.example>',
    'Hi, can you price the fence both ways?',
    'From: Bob Cruz <bob@cruzfencing.example>',
    'Option 1 Cedar picket, 120 ft $2,400.00',
    'Option 2 Composite, 120 ft $3,900.00',
    'From: Ann Lee',
    "We'll take option 2 please.",
    'From: Bob Cruz',
    'Booked for the 14th. Option 2, total $3,900.00, due on completion.',
  ];
  assert.equal(findPrice(quoteText(lines)).total, 3900);
});

test('a licence number wrapped onto the next line is still given', () => {
  const lines = ['Replace 9 windows, $14,200 installed.', 'Installed by Tama Wiremu, Licensed Building Practitioner', '(Carpentry) BP 654321.'];
  assert.ok(!has(lines, 'license.number-missing', 'windows'));
});

test('a street number under a blank licence label is no licence number', () => {
  const lines = ['Keystone Electric LLC PA HIC #:', '1820 Fruitville Pike, Lancaster, PA 17601', 'Panel upgrade to 200 A, $3,400.'];
  assert.ok(has(lines, 'license.number-missing', 'electrical'));
});

test('a rate sheet with gaps between its rows prices by rate and states no total', () => {
  const lines = ['Sl Item Unit Qty Rate (Rs.)', '', '1 Laying of vitrified tiles sq ft 900 150', '', '2 Skirting in same tile rft 300 80', '', 'GST extra.'];
  const price = findPrice(quoteText(lines));
  assert.equal(price.total, null);
  assert.deepEqual(price.lines.map((l) => [l.role, l.amount]), [['rate', 150], ['rate', 80]]);
  const ids = found(lines, 'flooring');
  assert.ok(ids.includes('price.total-not-stated'));
  assert.ok(!ids.includes('price.total-missing'));
  assert.ok(!ids.includes('scope.flooring.area'));
});

test('"dismantling existing" tiles is the removal', () => {
  assert.ok(!has(['Dismantling of existing marble flooring and laying new vitrified tiles, 600 sq ft, Rs. 1,20,000.'], 'scope.flooring.removal', 'flooring'));
});

test('"or equiv." lets the product be swapped', () => {
  assert.ok(has(['Tile adhesive: Ardex X77 or equiv.', 'Tiling 40 m2, £2,800.'], 'vague.or-equal', 'bath'));
});

test('days counted from the advance are when the work starts', () => {
  const lines = ['Painting of 2BHK flat, Asian Paints Royale, 2 coats, Rs. 85,000.', 'Work will start within 5 days of receipt of advance and finish in 10 working days.'];
  assert.ok(!has(lines, 'schedule.missing', 'painting'));
});

test("a furnace's percentage is its efficiency", () => {
  assert.ok(!has(['Replace furnace with Lennox 95% 60k BTU two-stage, $4,900 installed.'], 'scope.hvac.efficiency', 'hvac'));
});

test('the old asphalt broken out does not make the new concrete drive a laid surface', () => {
  const lines = ['Break out the existing asphalt drive and pour a 4" concrete driveway, 700 sq ft, 3500 psi, $8,400.'];
  assert.ok(has(lines, 'scope.concrete.reinforcement', 'concrete'));
});

test('a fixture with its grade in brackets names no product', () => {
  assert.ok(has(['Hall bath: new vanity + faucet (basic), tile surround.', 'Price $7,400.'], 'vague.grade', 'bath'));
});

test("a furnace's percentage leaves the air conditioner's rating still to ask", () => {
  assert.ok(has(['Replace furnace and A/C: 96% gas furnace, 3 ton A/C and coil, $10,900 installed.'], 'scope.hvac.efficiency', 'hvac'));
});

test('a strength written with a thousands comma states the mix', () => {
  const lines = ['Patio slab 12 x 20 ft, 4 in. thick on 4 in. compacted gravel, #3 rebar 18 in. o.c., 4,000 psi, broom finish, saw-cut joints: $6,300.'];
  assert.ok(!has(lines, 'scope.concrete.strength', 'concrete'));
});
