// General causes found by the first run of held-out round 21, each in wordings of its own: an amount column whose
// header also names a measured column, a "today's price" after the list price, option columns after a first
// column's title, a total row with a note in brackets under option columns, and a table of choices priced in pounds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findPrice } from '../src/domain/price/find-total';
import { found, has, quoteText } from './helpers';

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

test('one fixed figure among lines priced by quantities still open is not the price', () => {
  const price = findPrice(
    quoteText([
      'Item Unit price Quantity',
      'French drain, perforated pipe in gravel $72.00 / LF as needed',
      'Battery backup sump pump, installed $1,280.00 1',
      'Carbon fibre wall straps $540.00 each TBD',
    ]),
  );
  assert.equal(price.total, null);
});

test('a cash demand and a discount for cash are both raised; a cash discount is read across a price with cents', () => {
  const chat = ['Rewire the kitchen circuits, R9 500.', 'Cash only please.', 'If you pay cash there is no VAT.'];
  const ids = found(chat, 'electrical');
  assert.ok(ids.includes('payment.cash-only') && ids.includes('payment.cash-discount'));
  assert.ok(
    has(['Patio in tarmac: €7,400.00 + VAT.', 'Paid in cash on the day, the price is €7,400.00 - no VAT at all.'], 'payment.cash-discount', 'concrete'),
  );
});

test('holding the price if the homeowner confirms by a weekday is a deadline; machinery "in the area next week" is pressure', () => {
  assert.ok(has(['Resurface the drive, £6,200.', 'We can hold this price if you confirm by Thursday.'], 'pressure.deadline', 'concrete'));
  assert.ok(
    has(['Resurface the drive, £6,200.', 'Our machinery is in the Kinsale area next week, so we could fit you in.'], 'pressure.urgency', 'concrete'),
  );
  assert.ok(has(['Resurface the drive, £6,200.', 'From May the price will go up.'], 'pressure.urgency', 'concrete'));
});

test('"can come Saturday" in a message thread is the start', () => {
  const thread = ['Text Message', 'Dumi 08:12', 'New geyser and isolator, R7 800 all in', 'Dumi 08:15', 'Can come Saturday 8am. 1 day maybe 2'];
  assert.ok(!found(thread, 'plumbing').some((id) => id === 'schedule.missing' || id === 'schedule.start-missing'));
});

test('digging out the old surface and taking the spoil away is the removal', () => {
  const lines = ['Dig out the existing gravel drive (60 m2) and take all spoil away.', 'New tarmac, 2 courses, €8,100 incl. VAT.'];
  assert.ok(!has(lines, 'scope.concrete.removal', 'concrete'));
});

test('a certified installer\'s number written after the title, even on the next line, is a licence number', () => {
  const lines = ['Septic tank replacement, $16,400.', 'State Board - Certified Installer Grade II, No.', '5521'];
  assert.ok(!found(lines, 'other').some((id) => id.startsWith('license.')));
});

test('a sentence wrapped before its figure is read whole', () => {
  const lines = ['New drainfield, $18,200.', 'If ledge rock is hit, rock breaking is billed at', '$240.00 per hour.'];
  assert.ok(found(lines, 'other').includes('vague.time-and-materials'));
});
