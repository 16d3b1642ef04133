// The comparison's PDF: its text reads back with every contractor, the summary, the gaps and each row; a long
// table runs over pages with the contractors heading each; five contractors turn the page to landscape.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { readPdf, terminatePdfWorker } from '../src/domain/extract/pdf-text';
import { renderComparisonReport, type ComparisonReport } from '../src/domain/report/render-comparison';

after(() => terminatePdfWorker());

async function readBack(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const { numPages, pages } = await readPdf(pdf, 'comparison.pdf', 100, 0);
  return { pages: numPages, text: pages.flatMap((p) => p.lines).join('\n') };
}

const names = ['Summit Roofing', 'Valley Roofing', 'Peak Exteriors'];
const report = (contractors: string[], rowCount: number): ComparisonReport => ({
  comparisonId: 'c-123',
  title: 'Roofing: 3 quotes',
  createdAt: '2026-05-04T12:00:00Z',
  contractors,
  summary: [
    'Prices run from $11,900 (Valley Roofing) to $15,500 (Peak Exteriors).',
    'Valley Roofing’s quote has 1 high-risk finding.',
  ],
  gaps: ['Ice and water shield: Included by Summit Roofing and Peak Exteriors; Valley Roofing excludes it.'],
  likeForLike: ['Valley Roofing: about $12,750 like for like.'],
  notes: [],
  rows: [
    {
      label: 'Total price',
      group: 'price',
      differs: false,
      cells: contractors.map((_, i) => ({ value: `$1${i},000`, state: 'stated' })),
    },
    ...Array.from({ length: rowCount }, (_, r) => ({
      label: `Checklist item ${r + 1} with a longer name`,
      group: 'scope',
      differs: r === 0,
      cells: contractors.map((_, i) => ({
        value: i === 1 && r === 0 ? 'Excluded' : 'Included',
        state: i === 1 && r === 0 ? 'excluded' : 'included',
      })),
    })),
  ],
});

test('the text reads back with every contractor, the summary, the gaps, the like-for-like price and the rows', async () => {
  const pdf = await renderComparisonReport(report(names, 10));
  assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
  const { text } = await readBack(pdf);
  for (const expected of [
    'Quote Comparison Report',
    ...names,
    'Prices run from $11,900',
    'Ice and water shield: Included by Summit Roofing',
    'about $12,750 like for like',
    'SCOPE OF WORK',
    'Checklist item 10',
    'Excluded',
    'May 4, 2026',
  ])
    assert.ok(text.includes(expected), `"${expected}" in the report`);
});

test('a long table runs over pages with the contractors at the head of each; five contractors are landscape', async () => {
  const long = await readBack(await renderComparisonReport(report(names, 60)));
  assert.ok(long.pages >= 3, `60 rows need several pages (got ${long.pages})`);
  const heads = long.text
    .split('\n')
    .filter((l) => l.includes('Summit Roofing') && l.includes('Peak Exteriors')).length;
  assert.ok(
    heads >= long.pages - 1,
    `the contractor row heads each page of the table (${heads} on ${long.pages} pages)`,
  );

  const five = [...names, 'Ridge Line Co', 'Apex Roofing'];
  const pdf = await renderComparisonReport(report(five, 5));
  const { pages } = await readPdf(pdf, 'five.pdf', 10, 0);
  assert.ok(pages[0].lines.some((l) => l.includes('Apex Roofing')));
  const size = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  assert.ok(size && Number(size[1]) > Number(size[2]), `landscape page, got ${size?.[1]} x ${size?.[2]}`);
});
