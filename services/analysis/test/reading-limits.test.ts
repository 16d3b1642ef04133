// Files that are not what their first bytes promise, or far larger than a quote, end in a clear UnreadableFileError
// (which the service turns into analysis.failed with that reason) and never take the process down; the OCR
// process is held to its time and memory limits and let go afterwards.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import PDFDocument from 'pdfkit';
import { analyzeQuote, shutdownAnalyzer, UnreadableFileError } from '../src/domain/analyzer';
import os from 'node:os';
import { OCR_LIMITS, ocrImage, ocrMemoryMb, ocrProcessCount, terminateOcr } from '../src/domain/extract/ocr';
import { readSubmission, READ_LIMITS } from '../src/domain/extract/read-submission';
import { fixturesDir } from './fixture-expectations';

after(() => shutdownAnalyzer());

const photo = fs.readFileSync(path.join(fixturesDir, 'files', 'hvac-bad.png'));
const png = (bytes: Buffer) => ({ fileName: 'quote.png', mimeType: 'image/png', bytes });

/** A real PNG: signature, IHDR of the given size, and an IDAT that is either whole (tiny images) or cut short. */
function pngOf(width: number, height: number, body?: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    data.copy(out, 8);
    out.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth: a blank 1-bit image compresses to almost nothing however large
  const idat = body ?? zlib.deflateSync(Buffer.alloc(64 * 1024));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

test('a PNG header followed by text is refused as damaged, before OCR sees it', async () => {
  const junk = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('this is not an image at all, just text '.repeat(50))]);
  await assert.rejects(analyzeQuote({ files: [png(junk)], projectType: 'roofing', contractorName: '' }), (err: Error) => {
    assert.ok(err instanceof UnreadableFileError);
    assert.match(err.message, /^Could not read quote\.png: the image is damaged or incomplete$/);
    return true;
  });
  assert.equal(ocrMemoryMb(), 0, 'no OCR process was started for it');
});

test('a 40000 x 40000 blank PNG is refused with its size, not decoded', async () => {
  await assert.rejects(analyzeQuote({ files: [png(pngOf(40_000, 40_000))], projectType: 'roofing', contractorName: '' }), /too large to read \(40000 x 40000 pixels; at most 40 megapixels\)/);
});

test('a photo cut off half way is read as far as it goes, or refused with a reason; the process carries on', async () => {
  const half = photo.subarray(0, Math.floor(photo.length / 2));
  try {
    await analyzeQuote({ files: [png(half)], projectType: 'hvac', contractorName: '' });
  } catch (err) {
    assert.ok(err instanceof UnreadableFileError, `not a clear refusal: ${(err as Error).message}`);
  }
  // The same engine then reads a whole photo.
  const words = await ocrImage(photo);
  assert.ok(words.length > 50, `${words.length} words`);
});

test('OCR over its time limit is stopped with a reason, and the next image is read by a fresh process', async () => {
  const limit = OCR_LIMITS.timeMs;
  OCR_LIMITS.timeMs = 1;
  try {
    await assert.rejects(ocrImage(photo, 'slow.png'), /^UnreadableFileError: Could not read slow\.png: the text could not be read \(OCR took longer than/);
  } finally {
    OCR_LIMITS.timeMs = limit;
  }
  assert.ok((await ocrImage(photo)).length > 50);
});

test('OCR over its memory cap is stopped with a reason; afterwards the OCR process is gone', async () => {
  const cap = OCR_LIMITS.memoryMb;
  OCR_LIMITS.memoryMb = 40; // below what loading the model takes
  try {
    await assert.rejects(ocrImage(photo, 'big.png'), /OCR needed more than 40 MB of memory/);
  } finally {
    OCR_LIMITS.memoryMb = cap;
  }
  assert.equal(ocrMemoryMb(), 0);
  assert.ok((await ocrImage(photo)).length > 50);
  await terminateOcr();
  assert.equal(ocrMemoryMb(), 0, 'terminated');
});

test('a PDF over the page budget is read to the budget, and the analysis says what was left out', async () => {
  const doc = new PDFDocument({ size: 'LETTER' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const total = READ_LIMITS.pages + 5;
  for (let n = 1; n <= total; n++) {
    if (n > 1) doc.addPage();
    doc.text(`Roof replacement proposal, page ${n}. Tear off existing shingles, install synthetic underlayment and drip edge. Total price $12,400.`);
  }
  doc.end();
  const bytes = await done;
  const { pages, notes } = await readSubmission([{ fileName: 'long.pdf', mimeType: 'application/pdf', bytes }]);
  assert.equal(pages.length, READ_LIMITS.pages);
  assert.deepEqual(notes, [`Only the first ${READ_LIMITS.pages} pages were read (5 more left out: at most ${READ_LIMITS.pages} pages and ${READ_LIMITS.ocrPages} scanned pages or photos are analysed per quote).`]);
  const result = await analyzeQuote({ files: [{ fileName: 'long.pdf', mimeType: 'application/pdf', bytes }], projectType: 'roofing', contractorName: '' });
  assert.match(result.overview, /Only the first 40 pages were read/);
});

test('two photos arriving together are read by two OCR processes at once (one per core)', async () => {
  await terminateOcr();
  let most = 0;
  const watch = setInterval(() => (most = Math.max(most, ocrProcessCount())), 20);
  try {
    const [a, b] = await Promise.all([ocrImage(photo), ocrImage(photo)]);
    assert.deepEqual(a, b, 'the same words from either process');
  } finally {
    clearInterval(watch);
  }
  assert.equal(most, Math.min(2, os.availableParallelism()));
});
