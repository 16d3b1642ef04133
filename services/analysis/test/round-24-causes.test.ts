// General causes found by the first run of held-out round 24, each in wordings of its own: tax named last in a list
// of what a price covers, with no brackets; carpet "uplifted" and an edge strip; "quoted and approved" extras; a day
// set by a call once the goods arrive; a day rate per person.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findPrice } from '../src/domain/price/find-total';
import { found, has, quoteText } from './helpers';

test('tax named last in a list of what a price covers, with no brackets, does not make the price a tax', () => {
  const price = findPrice(quoteText(['Cost: labour, materials, skip hire and VAT £8,400.00', 'Deposit £1,000.00 on booking; balance £7,400.00 on completion.']));
  assert.equal(price.total, 8400);
});

test('carpet uplifted is removal, and an edge strip is a transition', () => {
  const ids = found(['Uplift the old carpet and pad and take away. Lay new carpet 30 m2 with an edge strip at the tiles.', 'Total $2,900'], 'flooring');
  assert.ok(!ids.includes('scope.flooring.removal'));
  assert.ok(!ids.includes('scope.flooring.transitions'));
});

test('extras "quoted and approved by you before we do it" are a change process', () => {
  const lines = ['New opener and springs $1,250.', 'Anything else gets quoted and OKd by you before we start on it.', 'Start next Tuesday, 3 hours. Licensed, insured, licence 123456. 1 year labour warranty.'];
  assert.ok(!has(lines, 'change-orders.missing', 'other'));
});

test('a day set by a call once the goods arrive is a start', () => {
  assert.ok(!has(['New door $2,700.', 'The door comes in 2-3 weeks and we ring you to book the install day. Fitting takes half a day.'], 'schedule.start-missing', 'other'));
});

test('extra work at a day rate per person is a rate, not an open price', () => {
  assert.ok(!has(['Kitchen fitted £14,000.', 'Extra work is charged at £240 per person per day plus materials.'], 'vague.open-price', 'kitchen'));
});
