// Calibrated scoring: the clarity rating follows what is at stake in the findings, not their number or the
// quote's length.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AnalysisIssue } from '@qa/contracts';
import { bandOf, clarityRating } from '../src/score';

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
