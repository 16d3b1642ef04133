// Issue 18, screen 9: the Analytics tab listed "Deck" twice; free-text types are one type whatever their case or
// spacing, shown with the most common spelling.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { groupProjectTypes } from '../src/domain/project-types';

test('project types differing only in case or spacing are counted as one, under the most common spelling', () => {
  const grouped = groupProjectTypes([
    { name: 'Deck', count: 3 },
    { name: 'deck ', count: 1 },
    { name: 'DECK', count: 1 },
    { name: 'roofing', count: 4 },
    { name: 'Sun  room', count: 1 },
    { name: 'sun room', count: 2 },
  ]);
  assert.deepEqual(
    grouped.sort((a, b) => a.name.localeCompare(b.name)),
    [
      { name: 'Deck', count: 5 },
      { name: 'roofing', count: 4 },
      { name: 'sun room', count: 3 },
    ],
  );
});
