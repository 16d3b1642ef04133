// General causes found by the first run of held-out round 31, each in wordings of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findPrice } from '../src/domain/price/find-total';
import { has, quoteText } from './helpers';

test('an allowance whose amount starts the next line has an amount', () => {
  const lines = ['5. Flooring: oak in the hall; porcelain in the kitchen. Porcelain ALLOWANCE', '$7.50/sq ft for about 210 sq ft ($1,575.00); laying included.', 'Contract Price $52,000.00'];
  assert.ok(!has(lines, 'vague.allowance-no-amount', 'kitchen'));
});

test('a cutting or waste allowance is material over-ordered, not money', () => {
  const lines = ['Laminate for the den, 30 m2 plus a 10% waste allowance, fitted with underlay.', 'Total NZ$3,900 incl GST.'];
  assert.ok(!has(lines, 'vague.allowance-no-amount', 'flooring'));
});

test('with one tier ticked there is nothing left to choose', () => {
  const lines = ['Good Better Best', 'Installed price $9,800 $12,600 $15,900', 'Tier chosen: [X] Best', 'Payment on completion.'];
  assert.ok(!has(lines, 'price.options', 'hvac'));
});

test('"= $9.25 sqft" is a rate, not the price of the job', () => {
  const lines = ['Engineered oak, install and finish = $9.25 sqft, about 540 sqft.', 'Stairs $120 per step.'];
  const price = findPrice(quoteText(lines));
  assert.equal(price.total, null);
});

test('a financed contract price with a lower cash purchase above it is cash against financed', () => {
  const lines = ['Cash purchase $27,400', 'Monthly option: $129/mo for 25 years', 'Contract price (financed purchase) $36,200.00'];
  const price = findPrice(quoteText(lines));
  assert.equal(price.total, null);
  assert.equal(price.noSinglePrice, 'financing');
  assert.deepEqual(price.options.map((o) => o.amount), [27400, 36200]);
});
