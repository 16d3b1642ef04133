import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatMoney } from './format';

test('an amount is shown in the currency the quote prices in, dollars when none is given', () => {
  assert.equal(formatMoney(12450), '$12,450');
  assert.equal(formatMoney(1872.75, 'EUR'), '€1,872.75');
  assert.equal(formatMoney(4250, 'GBP'), '£4,250');
  assert.equal(formatMoney(9800, 'CAD'), 'CA$9,800');
  assert.equal(formatMoney(125000, 'INR'), '₹125,000');
});
