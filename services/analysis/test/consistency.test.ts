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

const scopeConflict = (lines: string[], type = 'bath') =>
  ids(findingsFor(lines, type)).includes('consistency.scope-conflict');

test('an item the scope installs that an exclusion rules out in general is a conflict', () => {
  assert.ok(scopeConflict(['Install new vanity light and exhaust fan.', 'Exclusions:', '- Electrical work']));
  assert.ok(scopeConflict(['Replace toilet and faucet.', 'Plumbing by others.']));
  assert.ok(
    scopeConflict(
      ['Windows or doors are not part of this quote.', 'Furnish and install two tempered glass units.'],
      'roofing',
    ),
  );
});

test('a qualified exclusion or an unrelated one is not', () => {
  assert.ok(
    !scopeConflict([
      'Install new vanity light and exhaust fan.',
      'Exclusions: electrical beyond the fan circuit.',
    ]),
  );
  assert.ok(!scopeConflict(['Replace toilet and faucet.', 'Excludes plumbing rough-in behind walls.']));
  assert.ok(!scopeConflict(['Replace toilet and faucet.', 'Exclusions:', '- Painting']));
  assert.ok(!scopeConflict(['Install new vanity light.', 'Electrical work included.']));
});
