// Calibrated scoring: the clarity rating follows what is at stake in the findings, not their number or the
// quote's length.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AnalysisIssue } from '@qa/contracts';
import { bandOf, clarityRating, riskLevelOf, shownBand } from '../src/domain/score';

const issue = (id: string, issueType: AnalysisIssue['issueType'], section = 'Pricing') => ({
  id,
  issueType,
  section,
  originalText: '',
  explanation: '',
  questions: [],
});

test('a short quote with a couple of open questions still scores 8 or more', () => {
  const r = clarityRating([
    issue('payment.lien-waiver-missing', 'clarification', 'Payment Terms'),
    issue('scope.fence.property-line', 'clarification', 'Scope of Work'),
    issue('scope.fence.height', 'medium', 'Scope of Work'),
  ]);
  assert.ok(r >= 8, String(r));
  assert.equal(bandOf(r), 'low');
});

test('gaps in the description of the work cost less than risky money terms', () => {
  const description = clarityRating([
    issue('scope.siding.product', 'medium', 'Materials'),
    issue('scope.siding.area', 'medium', 'Scope of Work'),
    issue('vague.grade', 'medium', 'Materials'),
  ]);
  const money = clarityRating([
    issue('payment.deposit-high', 'medium', 'Payment Terms'),
    issue('price.unit-far-above', 'medium'),
    issue('insurance.missing', 'medium', 'Licensing & Insurance'),
  ]);
  assert.ok(description > money, `${description} vs ${money}`);
});

test('many small questions do not make a quote dangerous, and one high finding keeps it out of the top band', () => {
  const questions = Array.from({ length: 12 }, (_, i) => issue(`vague.etc-${i}`, 'clarification'));
  assert.ok(clarityRating(questions) >= 8);
  assert.ok(clarityRating([issue('payment.cash-only', 'high', 'Payment Terms')]) < 8);
});

test('one figure that cannot be trusted keeps a quote out of the Low Risk band; one thing not mentioned does not', () => {
  const alone = (id: string, issueType: AnalysisIssue['issueType'] = 'medium') => bandOf(clarityRating([issue(id, issueType)]));
  assert.equal(alone('price.math-mismatch'), 'moderate');
  assert.equal(alone('price.option-in-total'), 'moderate');
  assert.equal(alone('price.total-not-stated', 'clarification'), 'moderate');
  assert.equal(alone('payment.deposit-over-state-limit'), 'moderate');
  assert.equal(alone('scope.painting.lead-safe'), 'moderate');
  assert.equal(alone('insurance.missing'), 'low');
  assert.equal(alone('permits.missing'), 'low');
});

test('tiers to choose from cost nothing; a price range is a price not yet fixed', () => {
  assert.equal(clarityRating([issue('price.options', 'clarification')]), 10);
  assert.equal(bandOf(clarityRating([issue('price.options', 'medium')])), 'moderate');
});

test('the level shown names the worst finding: many medium issues score low but are not called High Risk', () => {
  const mediums = Array.from({ length: 7 }, (_, i) => issue(`scope.roofing.item-${i}`, 'medium', 'Scope of Work'));
  const rating = clarityRating([...mediums, issue('insurance.missing', 'medium'), issue('license.missing', 'medium')]);
  assert.equal(bandOf(rating), 'high');
  assert.equal(shownBand(rating, { high: 0, medium: 9 }), 'moderate');
  assert.equal(riskLevelOf(rating, { high: 0, medium: 9 }), 'medium');
  assert.equal(riskLevelOf(rating, { high: 1, medium: 9 }), 'high');
  assert.equal(riskLevelOf(10, { high: 0, medium: 0 }), 'low');
});
