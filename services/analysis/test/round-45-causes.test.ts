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

test("the homeowner's insurer named on a claim form, and an 'insurance agreement' title, are no cover of the contractor's", () => {
  const lines = [
    'STORM RECOVERY & INSURANCE CONTRACT',
    'Owner: P. Alvarez   Insurance Co: Lakeside Mutual',
    'Re-roof per adjuster-approved scope. Price: as approved by the carrier.',
  ];
  assert.ok(has(lines, 'insurance.missing'));
  // The contractor's own policy on the same kind of field still counts.
  assert.ok(!has([...lines, 'Our insurance co: Midland Casualty, GL policy GL-448812'], 'insurance.missing'));
});

test('a product named "Duration" or a timeline with no length is no time frame', () => {
  const lines = ['Re-roof with Owens Corning TruDefinition Duration shingles in Driftwood, $11,400.', 'Timeline to be worked out once the permit is in.'];
  assert.ok(has(lines, 'schedule.missing'));
  assert.ok(!has(['Re-roof, $11,400.', 'Project duration: 3 working days.'], 'schedule.missing'));
  assert.ok(!has(['Re-roof, $11,400.', 'Timeline: start mid-June, done within the week.'], 'schedule.missing'));
});

test('a boiler or furnace swapped on its own is asked no disconnect or whip', () => {
  const boiler = ['Remove the old Baxi and fit a Vaillant ecoTEC plus 832 combi in the same cupboard, system flushed, £2,900 inc VAT.'];
  assert.ok(!has(boiler, 'scope.hvac.electrical', 'hvac'));
  const furnace = ['Replace existing furnace with Lennox ML196UH070 96% gas furnace, new filter rack and venting, $4,650.'];
  assert.ok(!has(furnace, 'scope.hvac.electrical', 'hvac'));
  // With an outdoor unit in the job the hook-up is still asked.
  assert.ok(has([...furnace, 'Add a 3 ton Lennox ML14KC1 condenser on a new pad with a new line set.'], 'scope.hvac.electrical', 'hvac'));
});

test('days a payment is due within are no schedule', () => {
  const lines = ['Re-roof per the approved scope, $18,300.', 'The supplement check is due to us within 14 days of the carrier releasing it.'];
  assert.ok(has(lines, 'schedule.missing'));
  assert.ok(!has(['Re-roof, $18,300.', 'Crew is due to start within 3 weeks of the permit.'], 'schedule.missing'));
});

test('rotten boards replaced "where required" at a rate, with none included and nothing shown first, are open-ended', () => {
  const bare = ['Strip and re-cover the porch roof, $6,900.', 'Rotted plywood sheathing swapped out where required, $92 per 4x8 sheet.'];
  assert.ok(has(bare, 'vague.as-needed'));
  // The usual shapes stay quiet: some sheets in the price, a photo first, or the rate is the insurer's.
  assert.ok(!has(['Strip and re-cover the porch roof, $6,900, two sheets of plywood included.', 'Rotted plywood sheathing swapped out where required, $92 per 4x8 sheet.'], 'vague.as-needed'));
  assert.ok(!has(['Strip and re-cover the porch roof, $6,900.', 'Rotted plywood sheathing swapped out where required, $92 per 4x8 sheet, photographed for you before we replace it.'], 'vague.as-needed'));
  assert.ok(!has(['Strip and re-cover the porch roof, $6,900.', 'Rotted sheathing replaced per sheet at the carrier price list and supplemented.'], 'vague.as-needed'));
});

test('a rate wrapped before its sheet size ("$88 per" / "4 x 8 sheet") is read as one per-sheet rate', () => {
  const lines = ['Tear off and re-side the gable ends, $9,300.', 'Any soft sheathing gets replaced if needed for $88 per', '4 x 8 sheet, labour and material.'];
  assert.ok(has(lines, 'vague.as-needed', 'siding'));
});

test('a final payment due part-way through, however the schedule names it, is due before completion', () => {
  const unnamed = ['Kitchen backsplash and floor tiling, $9,800.', 'We take $3,000 up front, $4,000 when the floor tile is laid, and $2,800 when the backsplash is grouted.'];
  assert.ok(has(unnamed, 'payment.final-before-completion', 'flooring'));
  const row = ['Payment schedule', 'Deposit  On signing  $1,000.00', 'Final  Cabinets hung, prior to counters, plumbing and city inspection  $8,250.00'];
  assert.ok(has(row, 'payment.final-before-completion', 'kitchen'));
  const atSale = ['Walk-in tub supplied and fitted, $11,200.', 'Payment in full is collected at the time of order; the tub ships in five weeks.'];
  assert.ok(has(atSale, 'payment.final-before-completion', 'bath'));
  const delivery = ['Split AC 1.5 ton, Rs. 48,500 installed.', 'Full payment at the time of delivery; fitting within two days after.'];
  assert.ok(has(delivery, 'payment.final-before-completion', 'hvac'));
  // A schedule that ends with the job done stays quiet.
  const fair = ['Kitchen tiling, $9,800.', 'We take $3,000 up front, $4,000 when the floor tile is laid, and $2,800 once everything is grouted, sealed and cleaned up.'];
  assert.ok(!has(fair, 'payment.final-before-completion', 'flooring'));
});

test('a finish counted in weeks "after start" is how long the job takes, not when it starts', () => {
  const lines = ['Kitchen remodel per plan, $48,200.', 'Start Tuesday, June 2, 2026. Completion 7-8 weeks after start.'];
  assert.ok(!has(lines, 'schedule.completion-missing', 'kitchen'));
});

test('a decision asked by a near day with something at stake is a deadline, in words of its own', () => {
  const deadline = (line: string) => has(['Gutter replacement, 160 ft, $3,350.', line], 'pressure.deadline', 'gutters');
  assert.ok(deadline('Book by the end of the week and we knock 8% off the total.'));
  assert.ok(deadline('Need an answer tomorrow, or the crew goes to the job across town.'));
  assert.ok(deadline('Send the deposit by this Thursday to keep the rate, as the supplier changes prices next month.'));
  // A day with nothing at stake, or a question with no day, is no pressure.
  assert.ok(!deadline('The deposit is due tomorrow by bank transfer.'));
  assert.ok(!deadline('Tell us by Thursday which colour of downspout you want.'));
  assert.ok(!deadline('Let us know when you have decided; the price stands for 30 days.'));
});
