// General causes found by the first run of held-out round 16, each in wordings of its own: a table whose rows are
// the ways to pay, a lender's fee by another name, and a figure for part of the job with the rest "to follow".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findPrice } from '../src/domain/price/find-total';
import { findingsFor, ids, quoteText } from './helpers';

const has = (lines: string[], id: string, projectType: string) =>
  ids(findingsFor(lines, projectType)).includes(id);

test('rows under an "Option ... Price" header are the choices, each priced by its last figure', () => {
  const lines = [
    'Option Terms Price',
    'Cash $1,000 deposit, rest on completion $18,200.00',
    'Finance 12 months same as cash, no deposit $19,400.00',
    '',
    'Your choice: [ ] Cash [ ] Finance',
  ];
  const price = findPrice(quoteText(lines));
  assert.equal(price.total, null);
  assert.deepEqual(
    price.options.map((o) => o.amount),
    [18200, 19400],
  );
});

test("a lender's merchant or establishment fee inside the financed price is a dealer fee", () => {
  assert.ok(
    has(
      ['6.6 kW system. Cash $8,900 or finance $9,750; the finance price includes the establishment fee.'],
      'price.dealer-fee',
      'solar',
    ),
  );
});

test('a figure for part of the job with the rest priced later is no single price, and an open price', () => {
  const lines = [
    'Countertops: Caesarstone quartz, 42 sq ft, templated and fabricated. Countertop total $5,640.00',
    'Sink and faucet installation: pricing to be provided after templating by our plumber.',
  ];
  const price = findPrice(quoteText(lines));
  assert.equal(price.total, null);
  assert.equal(price.noSinglePrice, 'part-to-follow');
  const found = ids(findingsFor(lines, 'kitchen'));
  assert.ok(found.includes('vague.open-price'));
  assert.ok(!found.includes('scope.open-question'));
  // A permit fee confirmed later is a cost question, not part of the work without a price.
  assert.equal(
    findPrice(quoteText(['Re-roof, 24 squares. Total $13,900.', 'Permit fee to be confirmed once we apply.'])).total,
    13900,
  );
});
