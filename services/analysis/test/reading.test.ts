// How files are read: text layer vs OCR per page, several files as one document, unreadable input.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeQuote, analyzeQuoteDetailed, shutdownAnalyzer, UnreadableFileError } from '../src/domain/analyzer';
import { loadExpectations, loadFiles } from './fixture-expectations';

after(() => shutdownAnalyzer());

const byName = (name: string) => loadExpectations().find((e) => e.name === name)!;

test('a multi-page PDF is read from its text layer, page by page, in reading order', async () => {
  const exp = byName('kitchen-full-contract');
  const { result, text } = await analyzeQuoteDetailed({
    files: loadFiles(exp),
    projectType: 'kitchen',
    contractorName: 'x',
  });
  assert.equal(result.pages.length, 5);
  assert.ok(result.pages.every((p) => p.method === 'text' && p.file === 0));
  const lines = text.lines.map((l) => l.text);
  assert.ok(
    lines.includes('Cabinetry (KraftMaid Vantage) supply and install $21,480.00'),
    'a table row stays on one line',
  );
  assert.equal(text.lines.find((l) => l.text.startsWith('G. Hazardous'))?.page, 4);
});

test("a scanned PDF with no text layer is rasterised and OCR'd", async () => {
  const exp = byName('roofing-storm-scan');
  const { result, text } = await analyzeQuoteDetailed({
    files: loadFiles(exp),
    projectType: 'roofing',
    contractorName: 'x',
  });
  assert.deepEqual(result.pages, [{ file: 0, page: 1, method: 'ocr' }]);
  assert.match(text.text, /Homeowner is responsible for obtaining any required permits/);
});

test('a quote split across a PDF and a photo is analysed as one document', async () => {
  const exp = byName('bath-split');
  const { result, text } = await analyzeQuoteDetailed({
    files: loadFiles(exp),
    projectType: 'bath',
    contractorName: 'x',
  });
  assert.deepEqual(result.pages, [
    { file: 0, page: 1, method: 'text' },
    { file: 1, page: 1, method: 'ocr' },
  ]);
  assert.ok(
    text.text.indexOf('Total $14,900') < text.text.indexOf('to be pulled by homeowner'),
    'files are read in upload order',
  );
  assert.equal(result.extractedPrice, 14900);
});

test('files that are not a PDF, PNG or JPEG, or that hold no text, are refused with a clear error', async () => {
  await assert.rejects(
    analyzeQuote({
      files: [
        {
          fileName: 'quote.docx',
          mimeType: 'application/pdf',
          bytes: Buffer.from('PK\u0003\u0004 not a pdf'),
        },
      ],
      projectType: 'roofing',
      contractorName: 'x',
    }),
    (err: Error) => err instanceof UnreadableFileError && /quote\.docx/.test(err.message),
  );
  await assert.rejects(
    analyzeQuote({
      files: [
        { fileName: 'broken.pdf', mimeType: 'application/pdf', bytes: Buffer.from('%PDF-1.7\n garbage') },
      ],
      projectType: 'roofing',
      contractorName: 'x',
    }),
    UnreadableFileError,
  );
  await assert.rejects(
    analyzeQuote({ files: [], projectType: 'roofing', contractorName: 'x' }),
    UnreadableFileError,
  );
});
