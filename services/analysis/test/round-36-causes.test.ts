// General causes found by the first run of held-out round 36, each in wordings of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findPrice } from '../src/domain/price/find-total';
import { found, has, quoteText } from './helpers';

test('a contract price whose brackets say taxes are in it is the price, not a tax line', () => {
  const lines = ['Item Amount', 'New furnace and coil as above $11,480.00', 'Permit and inspection $220.00', 'Price to you (equipment, labour and all applicable taxes) $11,700.00'];
  assert.equal(findPrice(quoteText(lines)).total, 11700);
  assert.equal(findPrice(quoteText(['Kitchen as above $30,000.00', 'Sales tax (6%) $1,800.00', 'Total $31,800.00'])).lines.find((l) => l.amount === 1800)?.role, 'tax');
});

test('lettered choices on a scanned form whose boxes read as "11" and "x" pick the ticked one, and "week of June 8" is a start', () => {
  const lines = [
    'FINISH (CHECK ONE)',
    'Choice Price Initials',
    '11 A. Broom finish patio, 4 in. $6,200.00',
    'x B.5 in. stamped ashlar pattern $8900.00 JM',
    '',
    'Tentative: form and pour the week of June 8, two days.',
  ];
  const price = findPrice(quoteText(lines));
  assert.equal(price.total, 8900);
  const ids = found(lines, 'concrete');
  assert.ok(!ids.includes('schedule.missing'));
  assert.ok(!ids.includes('price.total-not-stated'));
});

test('a work order headed "PANEL UPGRADE 100 A TO 200 A" is the job, not a list of optional upgrades', () => {
  const lines = [
    'PANEL UPGRADE 100 A TO 200 A',
    '[x] Service: new 200 A meter base, mast and service entrance cable; utility disconnect and reconnect arranged by us.',
    '[x] Grounding: two ground rods, bonding to water and gas.',
    'Not included: wall patching - N/A, all work is in the open garage.',
    'Total $5,100.00',
  ];
  const ids = found(lines, 'electrical');
  assert.ok(!ids.includes('scope.electrical.service'));
  assert.ok(!ids.includes('scope.electrical.grounding'));
  assert.ok(!ids.includes('scope.excluded-follow-on'));
});

test('"don\'t worry about your deductible" and "you won\'t pay a dime out of pocket" waive the deductible', () => {
  assert.ok(has(['Roof replacement through your claim.', "Don't worry about your deductible, we handle it."], 'pressure.deductible-waiver', 'roofing'));
  assert.ok(has(['Roof replacement through your claim.', "You won't pay a dime out of pocket."], 'pressure.deductible-waiver', 'roofing'));
});

test('"half when you sign" is paid up front', () => {
  const lines = ['Replace 12 windows, installed, $15,600.', 'Payment is half when you sign, the rest when we finish.'];
  assert.ok(has(lines, 'payment.deposit-high', 'windows'));
});
