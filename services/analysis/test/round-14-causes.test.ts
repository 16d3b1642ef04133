// General causes found by the first run of held-out round 14, each in wordings of its own: euro amounts written the
// continental way, the euro area's VAT by its own names, licence silence where no contractor licence exists, and a
// floor area in square metres.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findPrice } from '../src/domain/price/find-total';
import { findAmounts } from '../src/domain/price/money';
import { has, quoteText } from './helpers';


test('euro amounts with dots for thousands and a comma for cents are read as written', () => {
  assert.deepEqual(
    findAmounts('Parquet € 2.480,00, plinten 315,50 €, totaal EUR 12.960').map((a) => [a.value, a.currency]),
    [
      [2480, 'EUR'],
      [315.5, 'EUR'],
      [12960, 'EUR'],
    ],
  );
  // The English way is still read the English way.
  assert.deepEqual(
    findAmounts('Total €1,872.75').map((a) => a.value),
    [1872.75],
  );
});

test("the euro area's VAT by its own names is tax, and a total 'excl.' VAT is a total", () => {
  const price = findPrice(
    quoteText([
      'Fliesen € 3.100,00',
      'Verlegung € 1.900,00',
      'Total excl. MwSt € 5.000,00',
      'MwSt 19% € 950,00',
      'Total incl. MwSt € 5.950,00',
    ]),
  );
  assert.equal(price.total, 5950);
  assert.equal(price.currency, 'EUR');
  assert.equal(price.mismatch, undefined);
  assert.equal(price.lines.find((l) => l.amount === 950)?.role, 'tax');
});

test('no licence question where contractors are not licensed (Britain, Ireland, the euro area, South Africa, India)', () => {
  assert.ok(!has(['Replace the boiler and radiators. Total £6,400 inc VAT.'], 'license.missing', 'hvac'));
  assert.ok(!has(['Nieuwe badkamer, totaal € 14.500,00 incl. BTW.'], 'license.missing', 'bath'));
  assert.ok(has(['Replace the furnace and AC. Total $9,800.'], 'license.missing', 'hvac'));
});

test('a floor area in square metres is a stated area', () => {
  assert.ok(
    !has(
      ['Oak engineered boards, 38 m² living room, glued down. Total £4,100.'],
      'scope.flooring.area',
      'flooring',
    ),
  );
  assert.ok(
    has(
      ['Oak engineered boards in the living room, glued down. Total £4,100.'],
      'scope.flooring.area',
      'flooring',
    ),
  );
});

test('a rate "per 4x8" whose unit wraps onto the next line is still a rate', () => {
  const price = findPrice(quoteText(['Re-roof as described $12,900', 'Rotten decking replaced at $82.00 per 4x8', 'sheet as found.']));
  assert.equal(price.total, 12900);
  assert.equal(price.lines.find((l) => l.amount === 82)?.role, 'rate');
});
