import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toLines, type PositionedText } from '../src/domain/extract/layout';

const word = (str: string, x: number, y: number, width: number): PositionedText => ({
  str,
  x,
  y,
  width,
  height: 10,
});

test('a wrapped label cell is read whole, before its amount', () => {
  const lines = toLines([
    word('Fall special (valid with a signed', 200, 100, 150),
    word('($900.00)', 450, 100, 45),
    word('agreement this evening)', 230, 112, 120),
    word('Contract total', 260, 130, 90),
    word('$11,400.00', 440, 130, 55),
  ]);
  assert.deepEqual(lines, [
    'Fall special (valid with a signed agreement this evening) ($900.00)',
    'Contract total $11,400.00',
  ]);
});

test('a wrapped paragraph, a separate row and a rate column are left as they are', () => {
  // No column gap before the amount: running text, not a table cell.
  assert.deepEqual(
    toLines([word('The price for the work is $4,000.00', 50, 100, 170), word('Thank you', 50, 112, 40)]),
    ['The price for the work is $4,000.00', 'Thank you'],
  );
  // The next line reaches into the amount column: a new row.
  assert.deepEqual(
    toLines([
      word('Gutters', 50, 100, 40),
      word('$1,200.00', 400, 100, 45),
      word('Downspouts', 50, 112, 50),
      word('$300.00', 400, 112, 40),
    ]),
    ['Gutters $1,200.00', 'Downspouts $300.00'],
  );
  // The cell before the amount is a rate, so the line below is not part of it.
  assert.deepEqual(
    toLines([
      word('Pour slab', 50, 100, 45),
      word('$6.50', 300, 100, 25),
      word('$2,600.00', 400, 100, 45),
      word('broom finish', 50, 112, 60),
    ]),
    ['Pour slab $6.50 $2,600.00', 'broom finish'],
  );
});
