// General causes found by the first run of held-out round 21, each in wordings of its own: an amount column whose
// header also names a measured column, a "today's price" after the list price, option columns after a first
// column's title, a total row with a note in brackets under option columns, and a table of choices priced in pounds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findPrice } from '../src/domain/price/find-total';
import { quoteText } from './helpers';

test('a table whose header names a measured column before the money ones is a money table', () => {
  const price = findPrice(
    quoteText([
      'Sl. Item of work Area (sq ft, Rate (Rs.) Amount (Rs.)',
      'approx.)',
      '1 Exterior walls, 2 coats weatherproof emulsion 2,200 32.00 70,400.00',
      '2 Grills, 2 coats enamel 150 40.00 6,000.00',
      'Sub Total 76,400.00',
      'GST @ 18% 13,752.00',
      'Grand Total 90,152.00',
    ]),
  );
  assert.equal(price.total, 90152);
  assert.equal(price.currency, 'INR');
});

test("today's price after the list price and the discount is the price", () => {
  const price = findPrice(
    quoteText(['List price, 8 windows $18,200.00', 'Event discount -$4,550.00', "Today's price $13,650.00", 'Deposit (40%) $5,460.00']),
  );
  assert.equal(price.total, 13650);
});

test("option columns after the first column's title, and a total with a note in brackets, give one price per option", () => {
  const price = findPrice(
    quoteText([
      'Description Option 1: Cedar Option 2: Composite',
      'Frame and footings $6,100.00 $6,100.00',
      'Boards and fixings $4,300.00 $8,900.00',
      'Total (GST inclusive) $10,400.00 $15,000.00',
    ]),
  );
  assert.equal(price.total, null);
  assert.deepEqual(
    price.options.map((o) => [o.label, o.amount]),
    [
      ['Option 1', 10400],
      ['Option 2', 15000],
    ],
  );
});

test("a table of choices with a list price and today's price, in pounds, is a choice of prices", () => {
  const price = findPrice(
    quoteText([
      "Option List price Today's price",
      'Curved rail lift - NEW £6,950.00 £5,950.00',
      'Curved rail lift - REFURBISHED £4,450.00 £3,950.00',
      'Option chosen: [ ] New [ ] Refurbished',
    ]),
  );
  assert.equal(price.total, null);
  assert.deepEqual(
    price.options.map((o) => [o.label, o.amount]),
    [
      ['Curved rail lift - NEW', 5950],
      ['Curved rail lift - REFURBISHED', 3950],
    ],
  );
});
