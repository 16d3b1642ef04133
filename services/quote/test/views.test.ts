import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AnalysisResult } from '@qa/contracts';
import { affiliateLink, anonymousPreview, quoteDetail, quoteSummary } from '../src/domain/quote-views';
import type { Quote } from '../src/store/quotes';

const result: AnalysisResult = {
  clarityRating: 6,
  riskLevel: 'medium',
  summary: { highRiskCount: 1, mediumRiskCount: 0, clarificationCount: 1, clearSectionCount: 2 },
  issues: [
    { issueType: 'high', section: 'Payment', originalText: '50% up front', explanation: 'Large deposit', questions: ['Can the deposit be lower?'] },
    { issueType: 'clarification', section: 'Schedule', originalText: 'soon', explanation: 'No dates', questions: ['When do you start?'] },
  ],
  extractedPrice: 12500,
  provider: 'rules',
  pages: [],
  overview: 'A roofing quote.',
  clearSections: ['Scope'],
  priceLines: [],
};

const quote: Quote = {
  _id: 'q1',
  userId: 'u1',
  projectType: 'roofing',
  contractorName: 'Acme',
  files: [{ objectKey: 'quotes/q1/0-a.pdf', fileName: 'a.pdf', mimeType: 'application/pdf', size: 10 }],
  totalSize: 10,
  status: 'complete',
  attempt: 1,
  result,
  failureReason: '',
  previewId: '',
  createdAt: new Date('2026-01-02T03:04:05Z'),
};

test('the anonymous preview carries only type, severity and section of each issue', () => {
  const preview = anonymousPreview({ ...quote, _id: 'p1', visitorId: 'v', ip: '', status: 'complete', result, claimedBy: '', quoteId: '' });
  assert.deepEqual(preview.flaggedIssues, [
    { type: 'high', severity: 'high', section: 'Payment' },
    { type: 'clarification', severity: 'low', section: 'Schedule' },
  ]);
  assert.equal(preview.issueCount, 2);
  assert.equal(preview.clarityScore, 6);
  assert.equal(preview.extractedPrice, 12500);
  assert.doesNotMatch(JSON.stringify(preview), /up front|Large deposit|deposit be lower/);
});

test('a summary marks completion and the rating; a detail has the analysis only when complete', () => {
  assert.deepEqual(quoteSummary(quote), {
    id: 'q1',
    projectType: 'roofing',
    contractorName: 'Acme',
    fileName: 'a.pdf',
    fileType: 'application/pdf',
    createdAt: '2026-01-02T03:04:05.000Z',
    analysisComplete: true,
    clarityRating: 6,
    status: 'complete',
    fileCount: 1,
  });
  const failed = quoteDetail({ ...quote, status: 'failed', result: null, failureReason: 'unreadable' }, 'https://example.com/');
  assert.equal(failed.analysis, undefined);
  assert.equal(failed.failureReason, 'unreadable');
  assert.equal(quoteSummary({ ...quote, status: 'analyzing', result: null }).clarityRating, undefined);
});

test('the affiliate link keeps the configured address and adds utm parameters', () => {
  const link = new URL(affiliateLink('https://www.angi.com/?ref=1', 'roofing'));
  assert.equal(link.origin, 'https://www.angi.com');
  assert.equal(link.searchParams.get('ref'), '1');
  assert.equal(link.searchParams.get('utm_source'), 'quote-analyzer');
  assert.equal(link.searchParams.get('utm_content'), 'roofing');
});
