import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AnalysisIssue, AnalysisResult } from '@qa/contracts';
import { readPdf, terminatePdfWorker } from '../src/extract/pdf-text';
import { renderReport } from '../src/report/render-report';

const meta = {
  quoteId: 'q_7f3a',
  contractorName: 'Summit Peak Roofing',
  projectType: 'roofing',
  createdAt: '2026-03-05T10:00:00Z',
};

function result(issues: AnalysisIssue[], rating: number): AnalysisResult {
  return {
    clarityRating: rating,
    riskLevel: rating >= 8 ? 'low' : rating >= 6 ? 'medium' : 'high',
    summary: {
      highRiskCount: issues.filter((i) => i.issueType === 'high').length,
      mediumRiskCount: issues.filter((i) => i.issueType === 'medium').length,
      clarificationCount: issues.filter((i) => i.issueType === 'clarification').length,
      clearSectionCount: 2,
    },
    issues,
    extractedPrice: 17025,
    provider: 'rules',
    pages: [
      { file: 0, page: 1, method: 'text' },
      { file: 1, page: 1, method: 'ocr' },
    ],
    overview: 'This roofing quote from Summit Peak Roofing comes to $17,025.',
    clearSections: ['Warranty', 'Permits'],
    priceLines: [
      { label: 'Tear-off and disposal (1 layer)', amount: 2945 },
      { label: 'Shingle system materials (GAF)', amount: 7595 },
    ],
  };
}

after(() => terminatePdfWorker());

async function readBack(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const { numPages, pages } = await readPdf(pdf, 'report.pdf', 100, 0);
  return { pages: numPages, text: pages.flatMap((p) => p.lines).join('\n') };
}

test('the report is a valid multi-page PDF whose text reads back, issue by issue', async () => {
  const issues: AnalysisIssue[] = Array.from({ length: 18 }, (_, i) => ({
    issueType: (['high', 'medium', 'clarification'] as const)[i % 3],
    section: ['Payment Terms', 'Permits', 'Scope of Work'][i % 3],
    originalText: i % 2 ? `Quoted line number ${i} about the deposit of 50% due at signing.` : '',
    explanation: `Explanation ${i}: the quote leaves this open, which can cost the homeowner money later; it should be written down before signing (≥ 30 days).`,
    questions: [`Question ${i}a: what exactly is included?`, `Question ${i}b: can this be put in writing?`],
  }));
  const pdf = await renderReport(meta, result(issues, 7));
  assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
  const { pages, text } = await readBack(pdf);
  assert.ok(pages >= 3, `18 issues need several pages (got ${pages})`);
  for (const expected of [
    'Quote Analysis Report',
    'Summit Peak Roofing',
    'March 5, 2026',
    '7/10',
    'Moderate Risk',
    'Some clarifications needed',
    '$17,025',
    'Tear-off and disposal (1 layer)',
    'Quoted line number 17',
    'Question 17b: can this be put in writing?',
    `Page ${pages} of ${pages}`,
    '>= 30 days',
  ]) {
    assert.ok(text.includes(expected), `report text contains "${expected}"`);
  }
  assert.ok(text.indexOf('Explanation 0') < text.indexOf('Explanation 17'), 'issues keep their order');
});

test('a clean quote renders on one page with its band and no issues', async () => {
  const { pages, text } = await readBack(
    await renderReport({ ...meta, createdAt: 'not a date' }, result([], 10)),
  );
  assert.equal(pages, 1);
  assert.ok(text.includes('Low Risk') && text.includes('Clear and detailed quote'));
  assert.ok(text.includes('No issues were found'));
  assert.ok(text.includes('not a date'), 'an unparseable date is shown as given');
});
