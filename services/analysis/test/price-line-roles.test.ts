// What each priced line is to the homeowner (price/line-role.ts): the analysis page lists only the work and the
// sums around it, so rates, optional extras, options, instalments and financing must be told apart.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findPrice } from '../src/domain/price/find-total';
import { quoteText } from './helpers';

const roles = (lines: string[]) =>
  Object.fromEntries(findPrice(quoteText(lines)).lines.map((l) => [l.label, l.role]));

test('the work priced and the sums around it', () => {
  assert.deepEqual(
    roles([
      'Tear-off and disposal $2,945.00',
      'Shingles and labor $12,245.00',
      'Subtotal $15,190.00',
      'Spring discount -$500.00',
      'Sales tax 6% $881.40',
      'Total Contract Price $15,571.40',
    ]),
    {
      'Tear-off and disposal': 'item',
      'Shingles and labor': 'item',
      Subtotal: 'subtotal',
      'Spring discount': 'discount',
      'Sales tax 6%': 'tax',
      'Total Contract Price': 'total',
    },
  );
});

test('rates for extra work, optional extras and financing are priced beside the job', () => {
  assert.deepEqual(
    roles([
      'Exterior repaint, two coats $7,850.00',
      'Total price $7,850.00',
      'Any rotted wood found will be replaced at $85.00/hr plus materials.',
      'Optional: gutter guards $1,100.00',
      'Financing available: as low as $89/month for 60 months at 9.99% APR.',
    ]),
    {
      'Exterior repaint, two coats': 'item',
      'Total price': 'total',
      'Any rotted wood found will be replaced at /hr plus materials.': 'rate',
      'Optional: gutter guards': 'optional',
      'Financing available: as low as /month for 60 months at 9.99% APR.': 'other',
    },
  );
});

test('options on one row, or in blocks, are options', () => {
  // Side by side on one row, each option is a row of its own.
  assert.deepEqual(roles(['Option A Total: $3,390.00 Option B Total: $4,200.00']), {
    'Option A Total': 'option',
    'Option B Total': 'option',
  });
  const blocks = roles(['Option 1 - repair', 'Total: $8,950', 'Option 2 - replace', 'Total: $12,480']);
  assert.deepEqual(Object.values(blocks), ['option']);
  const rateInBlock = roles(['Option B Total: $4,200.00', 'Any rotted trim found will be replaced at $65.00/hr.']);
  assert.equal(rateInBlock['Any rotted trim found will be replaced at /hr.'], 'rate', 'a rate in an option block is a rate');
});

test('payment rows the price model read as discounts or items are instalments', () => {
  const bracketed = roles([
    'Tile and fixtures $11,695.00',
    'TOTAL $11,695.00',
    '30% ($3,508.50) at signing;',
    '40% ($4,678.00) when tile starts;',
  ]);
  assert.equal(bracketed['30% at signing;'], 'payment');
  assert.equal(bracketed['40% when tile starts;'], 'payment');

  const shares = roles([
    'Cabinets and install $60,000.00',
    'Contract price $85,100.00',
    '2 Demolition complete and beam installed (20%) $17,020.00',
  ]);
  assert.equal(shares['2 Demolition complete and beam installed (20%)'], 'payment');
});

test('a markup above the total is an item, even when it is a share of the rows above it', () => {
  const lines = roles(['Labour and materials $10,000.00', 'Overhead 10% $1,000.00', 'Total $11,000.00']);
  assert.equal(lines['Overhead 10%'], 'item');
});
