// General causes found by the first run of held-out round 46, each in wordings of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findLicenceNumbers } from '../src/domain/extract/entities';
import { findPrice } from '../src/domain/price/find-total';
import { has, quoteText } from './helpers';

test('"a SCOP of 3.8" states the efficiency; "a" is an article there, not a rate\'s unit', () => {
  const lines = ['Air source heat pump, 8 kW, Mitsubishi Ecodan PUZ-WM85VAA.', 'The design gives a SCOP of 3.8 at 50 C flow.'];
  assert.ok(!has(lines, 'scope.hvac.efficiency', 'hvac'));
});

test("Europe's heat-pump and boiler makers name the equipment", () => {
  assert.ok(!has(['Supply and fit a Viessmann Vitocal 150-A 10 kW heat pump, SCOP 4.1.'], 'scope.hvac.equipment', 'hvac'));
  assert.ok(has(['Supply and fit a 10 kW air source heat pump, SCOP 4.1.'], 'scope.hvac.equipment', 'hvac'));
});

test('an old boiler "decommissioned and removed", or taken away, is the removal of the old equipment', () => {
  const fit = 'New Daikin Altherma 3 heat pump, 9 kW, SCOP 4.2.';
  assert.ok(!has([fit, 'The Grant oil boiler and flue will be decommissioned and removed from site.'], 'scope.hvac.removal', 'hvac'));
  assert.ok(!has([fit, 'We take away the old boiler and the copper cylinder.'], 'scope.hvac.removal', 'hvac'));
});

test('a balance named by its amount in pounds is a scheduled balance', () => {
  const lines = [
    'Amount payable £8,900.00',
    'Terms',
    '- Payment: £750 deposit when you accept (held by our deposit protection scheme); £8,150 on',
    'commissioning, after we have shown you the controls.',
  ];
  assert.ok(!has(lines, 'payment.schedule-unclear', 'hvac'));
});

test("a maker's term on its product beside the installer's own is no conflict", () => {
  const heatPump = [
    'Guarantees: Daikin 7 years parts and labour on the heat pump, which we register for you.',
    'Our workmanship guarantee is 2 years.',
  ];
  assert.ok(!has(heatPump, 'warranty.conflict', 'hvac'));
  const windows = [
    "Pella's Limited Lifetime Warranty covers the windows, glass and parts and labor included, for as long as you own the house;",
    'we warrant our installation for 5 years.',
  ];
  assert.ok(!has(windows, 'warranty.conflict', 'windows'));
  // Two terms for the installer's own work are still a conflict.
  assert.ok(has(['We guarantee our workmanship for 2 years.', 'Workmanship guarantee: 5 years from completion.'], 'warranty.conflict', 'hvac'));
});

test('a board number that ends in its class letter is a licence number', () => {
  const numbers = findLicenceNumbers('Hill Country Air Conditioning\nTACLA00123456C\nAustin, TX');
  assert.ok(numbers.some((n) => n.number === '00123456'));
});

test('"no permit needed" with the reason, or no Building Control notice needed, is no cost question', () => {
  const reasoned = ['Replace the front door, $3,900.', 'Because the new door goes into the same opening, the city does not require a permit for this work.'];
  assert.ok(!has(reasoned, 'permits.not-required-claim', 'windows'));
  const notice = ['Kitchen refit, €21,000 incl. VAT.', 'No planning permission or Building Control notice is needed as nothing structural changes.'];
  assert.ok(!has(notice, 'permits.cost-unclear', 'kitchen'));
});

test('lien waivers are asked only where a supplier can put a lien on the home', () => {
  const uk = ['Loft conversion, £48,000 + VAT.', 'Electrics are subcontracted to our NICEIC partner.'];
  assert.ok(!has(uk, 'payment.lien-waiver-missing', 'general'));
  const us = ['Basement finish, $48,000.', 'Electrical is subcontracted to a licensed electrician.'];
  assert.ok(has(us, 'payment.lien-waiver-missing', 'general'));
  // The statutory lien warning names subcontractors in general, not this job's.
  const notice = [
    'Roof-mounted solar, 8 kW, $31,000.',
    'Mechanics lien warning: even if you pay your contractor in full, unpaid subcontractors and suppliers may record a lien on your property.',
  ];
  assert.ok(!has(notice, 'payment.lien-waiver-missing', 'solar'));
});

test('the way of paying the homeowner ticked settles cash or loan, and the loan\'s fee is still raised', () => {
  const lines = ['Battery and 9 kW solar system', 'Cash price $27,900.00 [ ]', 'GreenLoan 20-year, 4.49% APR - amount financed $35,100.00 [X]'];
  assert.equal(findPrice(quoteText(lines)).total, 35100);
  assert.ok(has(lines, 'price.dealer-fee', 'solar'));
});

test('an hourly rate beside only a ballpark range is open-ended hourly work', () => {
  const lines = ['Tom: We bill $60/hr per guy, two of us, maybe 4 days.', 'Tom: Ballpark $3,500-4,500 for the lot.'];
  assert.ok(has(lines, 'vague.time-and-materials', 'painting'));
});

test("the homeowner's word about the house's age makes lead-safe work the painter's question", () => {
  const lines = [
    'Me: Hi Ben, can you price repainting the living room and stairs?',
    'Ben: Sure, 2 coats Dulux Diamond Matt, I sand back the old gloss first. $2,400.',
    'Me: The house was built in 1961 - is the old paint a worry?',
    'Ben: Nah, we just sand and vacuum.',
    'Me: OK thanks',
  ];
  assert.ok(has(lines, 'scope.painting.lead-safe', 'painting'));
});

test('an allowance named by its schedule row is priced there', () => {
  const lines = [
    'Schedule of prices',
    'C4 Provisional sum: rotten sill repair 650.00',
    'C5 Decoration 1,200.00',
    'Terms: any rot beyond that covered by provisional sum C4 is agreed in writing before work goes on.',
  ];
  assert.ok(!has(lines, 'vague.allowance-no-amount', 'general'));
});

test('two makers of quartz for the one worktop are a material conflict', () => {
  const lines = ['Scope: Cambria quartz worktops, 20 mm, with upstands.', 'Specification', 'Worktops: Silestone quartz 30 mm, polished.'];
  assert.ok(has(lines, 'consistency.material-conflict', 'kitchen'));
  assert.ok(!has(['Scope: quartz worktops, 20 mm.', 'Worktops: Silestone quartz 20 mm, polished.'], 'consistency.material-conflict', 'kitchen'));
});

test("India's excluded 'civil work' answers who makes good the walls", () => {
  const lines = ['Modular kitchen, BWP ply carcass, Hettich hardware: Rs. 3,20,000.', 'Civil work and electrical points are not in our scope and to be done by client.'];
  assert.ok(!has(lines, 'scope.kitchen.drywall-paint', 'kitchen'));
});
