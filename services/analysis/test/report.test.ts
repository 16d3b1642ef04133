import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AnalysisIssue, AnalysisResult } from '@qa/contracts';
import { readPdf, terminatePdfWorker } from '../src/domain/extract/pdf-text';
import { renderReport } from '../src/domain/report/render-report';

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

/** How far down each page its text reaches (PDF points from the top), read by poppler's pdftotext -bbox. */
async function textBottoms(pdf: Buffer): Promise<{ pageHeight: number; bottoms: number[]; pages: string[] }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'qa-report-test-'));
  try {
    const file = path.join(dir, 'report.pdf');
    await fs.writeFile(file, pdf);
    const { stdout } = await promisify(execFile)('pdftotext', ['-bbox', file, '-']);
    const pages = stdout.split('<page ').slice(1);
    const pageHeight = Number(/height="([\d.]+)"/.exec(pages[0])![1]);
    // The footer line (disclaimer and page number) is left out: it is on every page whatever the content.
    const footerTop = pageHeight - 70;
    const bottoms = pages.map((p) =>
      Math.max(...[...p.matchAll(/yMax="([\d.]+)"/g)].map((m) => Number(m[1])).filter((y) => y < footerTop)),
    );
    return { pageHeight, bottoms, pages };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

test('a report of more than one page fills its first page: a long issue starts there and flows on', async () => {
  const long = (i: number): AnalysisIssue => ({
    issueType: 'high',
    section: `Payment Terms ${i}`,
    originalText: 'A deposit of 50% is due at signing, the balance on completion of the work.',
    explanation: Array.from(
      { length: 14 },
      (_, k) => `Point ${i}.${k}: half the price before any work starts leaves the homeowner carrying the risk if the job stalls.`,
    ).join(' '),
    questions: ['Would you accept a smaller deposit?', 'Is the deposit held in a separate account?'],
  });
  const pdf = await renderReport(meta, result([long(1), long(2)], 4));
  const { pageHeight, bottoms, pages } = await textBottoms(pdf);
  assert.ok(pages.length >= 2, `two long issues need two pages (got ${pages.length})`);
  // The body ends 86 pt above the page's edge (margin and footer); a page is filled when its text comes within
  // about four lines of that.
  const bodyEnd = pageHeight - 86;
  for (const [i, bottom] of bottoms.slice(0, -1).entries()) {
    assert.ok(bottom > bodyEnd - 50, `page ${i + 1} of ${pages.length} is filled: its text ends at ${bottom.toFixed(0)} pt of ${bodyEnd} pt`);
    assert.ok(bottom <= bodyEnd + 1, `page ${i + 1}'s text stays above the footer (ends at ${bottom.toFixed(0)} pt)`);
  }
  const firstPage = pages[0].replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  assert.ok(firstPage.includes('1. Payment Terms 1'), 'the first issue begins on page 1, under its heading');
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
