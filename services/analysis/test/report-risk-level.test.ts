// The PDF report's band never claims more than the findings it sits beside (issue 18, screen 8): an analysis
// scored "High Risk" with no high-risk finding shows the band of its worst finding.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AnalysisIssue, AnalysisResult } from '@qa/contracts';
import { readPdf, terminatePdfWorker } from '../src/domain/extract/pdf-text';
import { renderReport } from '../src/domain/report/render-report';

after(() => terminatePdfWorker());

const meta = {
  quoteId: 'q_risk',
  contractorName: 'Brightline Painting',
  projectType: 'other',
  createdAt: '2026-11-25T10:00:00Z',
};

function scored(rating: number, types: AnalysisIssue['issueType'][]): AnalysisResult {
  const issues = types.map((issueType, i) => ({
    issueType,
    section: 'Licensing & Insurance',
    originalText: '',
    explanation: `Finding ${i}.`,
    questions: ['Can you put it in writing?'],
  }));
  const count = (t: AnalysisIssue['issueType']) => types.filter((x) => x === t).length;
  return {
    clarityRating: rating,
    riskLevel: 'high',
    summary: {
      highRiskCount: count('high'),
      mediumRiskCount: count('medium'),
      clarificationCount: count('clarification'),
      clearSectionCount: 1,
    },
    issues,
    extractedPrice: 4200,
    provider: 'rules',
    pages: [{ file: 0, page: 1, method: 'text' }],
    overview: 'A painting quote.',
    clearSections: ['Materials'],
    priceLines: [],
  };
}

async function firstPage(result: AnalysisResult): Promise<string> {
  const { pages } = await readPdf(await renderReport(meta, result), 'report.pdf', 1, 0);
  return pages[0].lines.join('\n');
}

test('a high band with medium findings and no high one is shown as Moderate Risk', async () => {
  const text = await firstPage(scored(4, ['medium', 'medium', 'clarification']));
  assert.ok(text.includes('4/10'));
  assert.ok(text.includes('Moderate Risk'), text);
  assert.ok(!text.includes('High Risk'), 'no "High Risk" beside no high-risk finding');
  assert.ok(text.includes('No high-risk issues found'));
});

test('with clarifications only it is Low Risk; with a high-risk finding the band stays', async () => {
  const low = await firstPage(scored(5, ['clarification']));
  assert.ok(low.includes('Low Risk') && !low.includes('High Risk'), low);
  const high = await firstPage(scored(4, ['high', 'medium']));
  assert.ok(high.includes('High Risk') && high.includes('Significant issues identified'), high);
});
