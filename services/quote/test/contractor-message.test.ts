// The message to a contractor (pure): greeting, numbered questions, sign-off; the gaps first, then the findings by
// severity, never the same question twice, at most eight.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AnalysisIssue, AnalysisResult } from '@qa/contracts';
import { contractorMessage, MAX_QUESTIONS } from '../src/domain/messages/contractor-message';

const issue = (issueType: AnalysisIssue['issueType'], question: string, id?: string): AnalysisIssue => ({
  issueType,
  section: 'Scope of Work',
  originalText: '',
  explanation: 'Why it matters.',
  questions: [question, 'A second question that is not asked.'],
  ...(id ? { id } : {}),
});
const result = (issues: AnalysisIssue[], email = ''): AnalysisResult => ({
  clarityRating: 6,
  riskLevel: 'medium',
  summary: { highRiskCount: 0, mediumRiskCount: 0, clarificationCount: 0, clearSectionCount: 0 },
  issues,
  extractedPrice: 9000,
  provider: 'rules',
  pages: [],
  overview: '',
  clearSections: [],
  priceLines: [],
  ...(email ? { facts: { trade: 'roofing', scope: [], jobSize: null, unitPrice: null, payments: [], depositPercent: null, terms: [], email, priceOptions: [], priceWords: '' } } : {}),
});
const base = { quoteId: 'q1', contractorName: 'Valley Roofing', projectType: 'roofing', createdAt: new Date('2026-05-04T12:00:00Z'), homeownerName: 'Jordan Homeowner' };

test('a greeting, the questions numbered with the most serious first, and a sign-off with the homeowner’s name', () => {
  const m = contractorMessage({
    ...base,
    result: result([issue('clarification', 'When will you start?'), issue('high', 'Why must I pull the permit?'), issue('medium', 'Which underlayment?')], 'valley@example.com'),
  });
  assert.equal(m.to, 'valley@example.com');
  assert.equal(m.subject, 'Questions about your quote for the roof');
  assert.equal(m.questionCount, 3);
  assert.equal(
    m.body,
    [
      'Hello Valley Roofing,',
      '',
      'Thank you for your quote for the roof, dated May 4, 2026. Before I decide, could you answer a few questions?',
      '',
      '1. Why must I pull the permit?',
      '2. Which underlayment?',
      '3. When will you start?',
      '',
      'Thank you,',
      'Jordan Homeowner',
    ].join('\n'),
  );
});

test('gap questions come first; a finding about the same item and a repeated question are not asked again; at most eight', () => {
  const issues = [
    issue('medium', 'Is decking replacement included?', 'scope.roofing.decking'),
    issue('medium', 'What warranty do you give?', 'warranty.missing'),
    issue('clarification', 'What warranty do you give?'),
    ...Array.from({ length: 10 }, (_, i) => issue('clarification', `Question ${i + 1}?`)),
  ];
  const m = contractorMessage({
    ...base,
    result: result(issues),
    gapQuestions: [{ itemId: 'scope.roofing.decking', question: 'Your quote does not mention decking. Is it in your price?' }],
  });
  const lines = m.body.split('\n').filter((l) => /^\d+\. /.test(l));
  assert.equal(lines.length, MAX_QUESTIONS);
  assert.equal(lines[0], '1. Your quote does not mention decking. Is it in your price?');
  assert.equal(lines[1], '2. What warranty do you give?');
  assert.equal(lines[2], '3. Question 1?');
  assert.ok(!m.body.includes('Is decking replacement included?'));
  assert.equal(m.to, '');
});

test('a quote with nothing to ask gets a thank-you; free-text projects and a missing name read naturally', () => {
  const m = contractorMessage({ ...base, projectType: 'Deck and railing', homeownerName: ' ', result: result([]) });
  assert.equal(m.questionCount, 0);
  assert.equal(m.subject, 'Questions about your quote for the deck and railing');
  assert.match(m.body, /It answers the questions I had/);
  assert.ok(m.body.endsWith('Thank you,\nThe homeowner'));
});
