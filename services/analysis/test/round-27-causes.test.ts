// General causes found by the first run of held-out round 27, each in wordings of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findLicenceNumbers, findMoney } from '../src/domain/extract/entities';
import { findPrice } from '../src/domain/price/find-total';
import { found, has, quoteText } from './helpers';

test('a concrete strength under an amount column is not an amount, and "$2M GL" is a cover limit', () => {
  const lines = ['Item Description Amount', 'Slab Pour 4" 3,500 psi mix with mesh $6,200.00', 'Joints Saw cut $300.00', 'TOTAL $6,500.00', 'Insured - $2M GL.'];
  const price = findPrice(quoteText(lines));
  assert.equal(price.total, 6500);
  assert.equal(price.mismatch, undefined);
  assert.equal(findMoney('Insured - $2M GL')[0].value, 2_000_000);
  assert.equal(findMoney('$6.5k total')[0].value, 6500);
});

test("Washington's contractor registrations, mostly letters, are licence numbers", () => {
  assert.deepEqual(findLicenceNumbers('WA L&I Contractor Reg. NORTHWH87MQB | Bonded').map((n) => n.number), ['NORTHWH87MQB']);
  assert.ok(!has(['Siding 2,400 sq ft $28,000.', 'WA L&I Contractor Reg. NORTHWH87MQB | Bonded & Insured'], 'license.number-missing', 'siding'));
});

test('a count written in words with the figure in brackets is the window count', () => {
  assert.ok(!has(['We will replace fourteen (14) original aluminium sliding windows, $16,800.'], 'scope.windows.count', 'windows'));
});

test('a form question answered with a ticked "No" is left out, and a ticked line is content', () => {
  const lines = ['New furnace Lennox EL296 60,000 BTU 96% AFUE, $5,600.', 'Load calculation done: [X] No', '[X] Thermostat: [X] Wi-Fi'];
  const ids = found(lines, 'hvac');
  assert.ok(ids.includes('scope.hvac.load-calculation'));
  assert.ok(!ids.includes('scope.hvac.thermostat'));
});

test('"Heating & Cooling" in the company name does not make a furnace job a cooling job', () => {
  const lines = ['Summit Heating & Cooling', 'Replace furnace with a Goodman GR9S 80,000 BTU 96% AFUE, $4,900.'];
  assert.ok(!has(lines, 'scope.hvac.line-set', 'hvac'));
  assert.ok(has(['Replace the AC condenser with a Goodman GSXN4 3 ton, $4,900.'], 'scope.hvac.line-set', 'hvac'));
});

test('"we don\'t do" the patching is work left to the homeowner\'s trade', () => {
  const lines = ['New circuit for the EV charger, $1,450.', "Running the cable will leave holes in the drywall. We don't do drywall patching, so line up your painter."];
  assert.ok(has(lines, 'scope.excluded-follow-on', 'electrical'));
});

test('a short bullet that charges extra for rot if found is unforeseen work, not a heading', () => {
  const lines = ['- New 6" seamless gutters, 140 LF', '- Soft soffit boards where found - extra', 'TOTAL $2,300'];
  assert.ok(has(lines, 'vague.unforeseen', 'Gutters'));
});
