// The quote against itself: one warranty stated with two different terms.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findingsFor, ids } from './helpers';

const conflict = (lines: string[]) => ids(findingsFor(lines, 'roofing')).includes('warranty.conflict');

test('two different terms for the warranty on the work are a conflict', () => {
  assert.ok(
    conflict([
      'We guarantee our workmanship for 10 years.',
      'Terms',
      'All labor and materials carry a lifetime warranty.',
    ]),
  );
  assert.ok(conflict(['Workmanship warranty: 5 years.', 'Our installation is guaranteed for two years.']));
  assert.ok(
    conflict(['Labor & materials warranted for 15 years.', 'Labour warranty 12 months from completion.']),
  );
});

test('one term stated twice, or product and labour warranties side by side, are not', () => {
  assert.ok(
    !conflict(['Workmanship warranty: 10 years.', 'Our work is guaranteed for ten years from completion.']),
  );
  assert.ok(
    !conflict(['GAF shingles carry a 50 year manufacturer warranty.', 'Workmanship warranty 10 years.']),
  );
  assert.ok(!conflict(['Warranty: 10 years parts, 2 years labor.']));
  assert.ok(
    !conflict(['Workmanship warranty 5 years.', 'Extended 10-year workmanship warranty maybe available?']),
  );
});
