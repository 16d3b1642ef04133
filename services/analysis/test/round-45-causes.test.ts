// General causes found by the first run of held-out round 45, each in wordings of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findPrice } from '../src/domain/price/find-total';
import { has, quoteText } from './helpers';

test('"you pay" after the rebates is the total', () => {
  const lines = ['Heat pump water heater supplied and installed $4,980.00', 'Less utility rebate -$800.00', 'You pay $4,180.00'];
  assert.equal(findPrice(quoteText(lines)).total, 4180);
});

test("a maker's years on a part, and a fitter who is \"good for anything\", are warranties", () => {
  const lines = ['Rinnai tankless, $4,100 installed.', 'Rinnai gives 12 yrs on the heat exchanger, and we are good for anything that leaks.'];
  assert.ok(!has(lines, 'warranty.missing', 'water heater'));
});

test('a total row whose bracketed note holds no figure still gives one price per column', () => {
  const lines = ['Choose one:', 'Item Basic Premium', 'Doors supplied and fitted $4,100.00 $5,300.00', 'TOTAL (no tax on labour) $4,100.00 $5,300.00'];
  const price = findPrice(quoteText(lines));
  assert.equal(price.total, null);
  assert.deepEqual(price.options.map((o) => o.amount), [4100, 5300]);
});

test('a permit "at our cost" is paid by the contractor', () => {
  const lines = ['Replace 6 windows, $8,200.', '- Permits: no wall openings are enlarged, so none is planned. If any work turns out to need a permit we get it at our own cost.'];
  assert.ok(!has(lines, 'permits.cost-unclear', 'windows'));
});

test('a registration named by the office that keeps it claims a licence, and its number is asked', () => {
  assert.ok(has(['Roof repair, $3,200.', 'We are insured and registered with the State Contractors Board.'], 'license.number-missing'));
});

test('a discount that lapses within two weeks of the quote is a deadline', () => {
  const lines = ['Estimate date: April 1, 2026', 'Siding replacement, $21,000. Spring savings of $1,500.00 if this agreement is signed by April 10, 2026.'];
  assert.ok(has(lines, 'pressure.deadline', 'siding'));
});

test('gypsum board outside the wet area is no unsuitable backer', () => {
  const lines = ['Walls: cement board in the shower with a membrane. Away from the shower: moisture-resistant drywall.', 'Tile to 84 in. Price $14,600.'];
  assert.ok(!has(lines, 'scope.bath.backer-board', 'bath'));
});

test('a rough figure for a different job is not this job\'s price', () => {
  const lines = ['New combi boiler fitted, £2,950 inc VAT.', 'Moving the boiler to the garage would be a separate job, roughly £700-1,000 on top.'];
  assert.ok(!has(lines, 'vague.approximate-price', 'hvac'));
});

test('"owner shall supply" hands the goods to the homeowner', () => {
  assert.ok(has(['Bath remodel per drawing, $19,400.', 'Owner shall supply the tile and the light fixtures.'], 'scope.owner-supplied', 'bath'));
});

test('a share asked "today" to book the crane is paid up front', () => {
  assert.ok(has(['Remove the split pine, $3,900.', 'Need 60% today to get the crane booked, balance when done.'], 'payment.deposit-high', 'tree'));
});

test('"permit not really required" claims no permit is needed', () => {
  assert.ok(has(['Swap the electric tank for a heat pump water heater, $3,300.', 'Permit not really required for a like-for-like swap.'], 'permits.not-required-claim', 'water heater'));
});

test('working "with your deductible" and an advertising credit for a yard sign are deductible offers', () => {
  assert.ok(has(['Roof replacement per insurance scope.', 'We work with your deductible!'], 'pressure.deductible-waiver'));
  assert.ok(has(['Roof replacement per insurance scope.', 'Ask about our advertising credit for placing our yard sign.'], 'pressure.deductible-waiver'));
});

test('"if you pay cash I can do it for" names no total', () => {
  const lines = ['Price: $7,400 labor and material', 'If you pay cash I can do it for $6,850.'];
  assert.equal(findPrice(quoteText(lines)).total, 7400);
});
