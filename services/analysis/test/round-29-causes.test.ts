// General causes found by the first run of held-out round 29, each in wordings of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findMoney, findPhones } from '../src/domain/extract/entities';
import { findPrice } from '../src/domain/price/find-total';
import { othersMessages } from '../src/domain/text/thread';
import { found, has, quoteText } from './helpers';

test('a chat screenshot whose headers carry the sender, a day and a time is a thread', () => {
  const lines = [
    'Me \u00b7 Wed 4 Mar, 09:02',
    'Is there a guarantee on the work?',
    'Sam Tiler \u00b7 Wed 4 Mar, 09:40',
    'Floor tiles laid in the utility room, £540 all in.',
    'Me \u00b7 Wed 4 Mar, 09:45',
    'Great, and when?',
    'Sam Tiler \u00b7 Wed 4 Mar, 10:02',
    'Monday the 9th, one day.',
  ];
  const others = othersMessages(lines);
  assert.ok(others?.has(1));
  assert.ok(!others?.has(3));
  // As a scan reads the headers ("Jo. Fri, Apr 3,915 AM"), a sender spelt two ways, and the app's own date line.
  const scanned = [
    'Fri, Apr 3, 9:02 AM',
    'Jo. Fri, Apr 3,905 AM',
    'How much for the gate?',
    'Kyle KB Gates - Fri, Apr 3,915 AM',
    'Gate rehung with new hinges, $280.',
    'Jo - Fri, Apr 3, 9:20 AM',
    'And when?',
    'Kyle Kb Gates+ Fri, Apr 3, 9:31 AM',
    'Saturday morning.',
  ];
  const read = othersMessages(scanned);
  assert.deepEqual([...(read ?? [])].sort((a, b) => a - b), [1, 2, 5, 6]);
});

test('a mobile number written as one run of digits is a phone number', () => {
  assert.equal(findPhones('Call Dean on 07811223344 anytime').length, 1);
  assert.equal(findPhones('Mob 0423111222').length, 1);
});

test('resetting slipped tiles and swapping cracked ones is a repair, not a new roof', () => {
  const lines = ['Refix the loose ridge tiles and swap three cracked tiles on the front slope, new lead at the chimney.', 'Price £420.'];
  const ids = found(lines, 'roofing');
  assert.ok(!ids.includes('scope.roofing.tear-off'));
  assert.ok(!ids.includes('scope.roofing.underlayment'));
});

test('"I\'ll take the old felt, battens and tiles away with me" is the clean-up', () => {
  const lines = ['Re-felt and re-batten the porch roof, reuse the tiles, £1,900.', "I'll take the old felt, battens and broken tiles away with me."];
  assert.ok(!has(lines, 'cleanup.missing', 'roofing'));
});

test("a statute's \"person insured under a policy\" is no cover of the contractor's own", () => {
  const lines = [
    'STORM INSURANCE RESTORATION CONTRACT',
    'Roof replacement per the insurer-approved scope.',
    'It is unlawful for a roofer to help the insured person avoid paying the deductible.',
  ];
  assert.ok(has(lines, 'insurance.missing', 'roofing'));
});

test('"filling our schedule quickly" is urgency', () => {
  assert.ok(has(['New gutters all round, $2,400.', 'Spring is filling our schedule quickly!'], 'pressure.urgency', 'Gutters'));
});

test('a referral reward toward the out-of-pocket cost is not the price', () => {
  const lines = ['Roof replacement billed to your insurer at the approved amount.', 'Yard sign program: earn up to $500 toward your out-of-pocket costs.'];
  assert.equal(findPrice(quoteText(lines)).total, null);
});

test('outside the US, taking out a wall without a word on permits is raised; like-for-like work is not', () => {
  const wall = ['Knock through the wall between the lounge and the kitchen and fit the new units, C$46,000.'];
  assert.ok(has(wall, 'permits.missing', 'kitchen'));
  assert.ok(!has(['Strip out the old units and the wall tiles, fit the new units, C$46,000.'], 'permits.missing', 'kitchen'));
});

test('"$18-22K" is a range of thousands', () => {
  assert.deepEqual(findMoney('somewhere around $18-22K all in').map((m) => m.value), [18000, 22000]);
  assert.equal(findPrice(quoteText(['Ballpark $18-22K depending on the tile you pick.'])).noSinglePrice, 'range');
});

test('"contractor grade (from our supplier)" names who supplies them, not what they are', () => {
  assert.ok(has(['New vanity and toilet, contractor grade (from our usual supplier), $3,800.'], 'vague.grade', 'bath'));
  assert.ok(!has(['Basic materials (backer board, thinset, grout) included, $3,800.'], 'vague.grade', 'bath'));
});

test('a quantity priced "at" a figure on its own line is the rate, not an item', () => {
  const lines = ['Supply oak boards £1,920.00', '40 m2 (36 m2 + 10% waste) at £48.00', 'Fitting £900.00', 'Total £2,820.00'];
  const price = findPrice(quoteText(lines));
  assert.equal(price.total, 2820);
  assert.equal(price.mismatch, undefined);
});

test('a tier ticked under a table of tiers is the price', () => {
  const lines = ['Option A   Option B', 'Price $8,200 $10,900', 'Selected: [X] Option B'];
  assert.equal(findPrice(quoteText(lines)).total, 10900);
  assert.equal(findPrice(quoteText(['Option A   Option B', 'Price $8,200 $10,900'])).total, null);
});

test('testing for lead and wet scraping are lead-safe work', () => {
  const base = ['Exterior repaint of the 1948 house: scrape, sand, prime, two coats.', 'Price $9,800.'];
  assert.ok(has(base, 'scope.painting.lead-safe', 'painting'));
  assert.ok(!has([...base, 'We test the old coats for lead first and wet-scrape where it is found.'], 'scope.painting.lead-safe', 'painting'));
});

test('a Canadian heating quote is not asked for a company licence number', () => {
  assert.ok(!has(['Replace the furnace with a Lennox ML196 60k, C$6,900 + HST.'], 'license.missing', 'hvac'));
  assert.ok(has(['Replace the furnace with a Lennox ML196 60k, $6,900.'], 'license.missing', 'hvac'));
});

test('an alternate offered under "not included" is no exclusion of that work', () => {
  const lines = [
    'Install the new vanity, and new casing and sill at the window over the tub.',
    'Price $9,000 includes sales tax. Not included: Alternate 2, replace the window over the tub with a Marvin casement, add $1,200 if you want it.',
  ];
  assert.ok(!has(lines, 'consistency.scope-conflict', 'bath'));
});

test('"allowance included above" refers to an amount stated elsewhere', () => {
  const lines = ['Cabinet allowance $12,000.', 'Hardware (allowance included above) fitted by our carpenters.', 'Total $30,000.'];
  assert.ok(!has(lines, 'vague.allowance-no-amount', 'kitchen'));
});

test("a network's pre-approval and an export limit are the grid connection", () => {
  const lines = ['6.6 kW system, 15 panels, 5 kW inverter export-limited to 5 kW.', 'Energex network pre-approval handled by us.', 'Total A$6,400.'];
  assert.ok(!has(lines, 'scope.solar.interconnection', 'solar'));
});

test('a "Cash | Loan" table is a cash and a financed price, the fee inside the higher one', () => {
  const lines = ['Cash    Sunrise loan, 20 yrs', 'System price $21,000 $27,300', 'Net after credit $14,700 $19,110'];
  const price = findPrice(quoteText(lines));
  assert.equal(price.noSinglePrice, 'financing');
  assert.deepEqual(price.options.map((o) => o.amount), [21000, 27300]);
  assert.ok(has(lines, 'price.dealer-fee', 'solar'));
});

test('a deposit with no single price is judged against the lower price', () => {
  const lines = ['CSLB Lic. #1012345', 'Cash    GreenLend loan', 'System price $21,000 $27,300', '$3,000 deposit at signing.'];
  assert.ok(has(lines, 'payment.deposit-over-state-limit', 'solar'));
});

test('a line that opens with "+" carries on the line before, and a roof "approx. 10 years old" is its condition', () => {
  const lines = ['Monitoring  SolarEdge', '+ mySolarEdge app', 'Roof: tile, approx. 10 years old, good condition.', 'Total $18,000.'];
  const ids = found(lines, 'solar');
  assert.ok(!ids.includes('scope.solar.roof'));
  const app = found(['Inverter  SolarEdge SE7600', '+ monitoring portal on your phone', 'Total $18,000.'], 'solar');
  assert.ok(!app.includes('scope.solar.monitoring'));
});

test("a maker's lifetime warranty (parts and labour) on its product beside the installer's own is no conflict", () => {
  const lines = [
    'Twelve Pella 250 Series windows installed, $16,400.',
    'Pella Limited Lifetime Warranty (parts and labour) on the windows; 3-year warranty on our installation.',
  ];
  assert.ok(!has(lines, 'warranty.conflict', 'windows'));
});

test('new interior stops are window trim', () => {
  const lines = ['Insert replacement of 8 windows, new interior stops, caulked.', 'Total $9,600.'];
  assert.ok(!has(lines, 'scope.windows.trim', 'windows'));
});

test('"a September start, 3 weeks once we\'re going" gives both the start and the length', () => {
  const lines = ['Kitchen remodel as discussed, $48,000.', "Probably a September start, 3 weeks once we're going."];
  const ids = found(lines, 'kitchen');
  assert.ok(!ids.includes('schedule.start-missing'));
  assert.ok(!ids.includes('schedule.completion-missing'));
});
