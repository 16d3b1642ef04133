// Real quote files for the upload tests: a multi-page PDF written with pdfkit, and PNG/JPG renderings of its first
// page made by poppler's pdftoppm. Plus a multipart sender that puts the files before the fields, like the web app.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Browserish, Reply } from '../../test/support/http';

const pages = [
  [
    'Summit Roofing LLC - Estimate #2291',
    'Prepared for: Jordan Homeowner, 14 Elm Street',
    'Scope of work: tear off existing asphalt shingles down to the deck, replace damaged decking as needed,',
    'install synthetic underlayment, ice and water shield at eaves and valleys, 30-year architectural shingles,',
    'new drip edge, ridge vent and pipe boots. Haul away all debris.',
  ],
  [
    'Price: Materials $8,400.00  Labor $5,600.00  Total $14,000.00',
    'Payment terms: 50% deposit due at signing, balance due upon completion.',
    'Warranty: 10-year workmanship warranty. Manufacturer warranty per shingle maker.',
    'Schedule: work to begin within 2-3 weeks, weather permitting.',
    'Permits: contractor will pull all required permits. Licensed and insured.',
  ],
];

export async function quotePdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 72 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  pages.forEach((lines, i) => {
    if (i > 0) doc.addPage();
    doc.fontSize(14);
    for (const line of lines) doc.text(line).moveDown();
  });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** The PDF's first page as an image, rendered at 100 dpi. */
export function renderFirstPage(pdf: Buffer, format: 'png' | 'jpeg'): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quote-fixture-'));
  try {
    fs.writeFileSync(path.join(dir, 'in.pdf'), pdf);
    execFileSync('pdftoppm', [`-${format}`, '-r', '100', '-f', '1', '-l', '1', '-singlefile', path.join(dir, 'in.pdf'), path.join(dir, 'out')]);
    return fs.readFileSync(path.join(dir, format === 'png' ? 'out.png' : 'out.jpg'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface UploadFile {
  name: string;
  type: string;
  data: Buffer | Uint8Array;
}

/** Multipart as the web app builds it: the files first, then projectType and contractorName. */
export function uploadFilesFirst<T = any>(client: Browserish, url: string, files: UploadFile[], fields: Record<string, string>): Promise<Reply<T>> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return client.request<T>('POST', url, { body: form });
}

export const validFields = { projectType: 'roofing', contractorName: 'Summit Roofing LLC' };
