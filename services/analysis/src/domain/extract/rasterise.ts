// Renders one PDF page to a PNG with poppler's pdftoppm. pdfjs cannot render in Node without a canvas package,
// and pdftoppm is fast, robust with odd scanner PDFs, and already on the machine.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs `use` with the PDF written to a temporary folder (pdftoppm reads files, not pipes); the folder is removed after. */
export async function withTempPdf<T>(
  bytes: Buffer,
  use: (pdfPath: string, dir: string) => Promise<T>,
): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'qa-analysis-'));
  try {
    const pdfPath = path.join(dir, 'input.pdf');
    await fs.writeFile(pdfPath, bytes);
    return await use(pdfPath, dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Renders at `dpi` (200 is the sweet spot for Tesseract: small print stays legible, a page renders in well under a second). */
export async function rasterisePage(pdfPath: string, dir: string, page: number, dpi: number): Promise<Buffer> {
  const prefix = path.join(dir, `page-${page}`);
  await run(
    'pdftoppm',
    ['-r', String(dpi), '-png', '-f', String(page), '-l', String(page), '-singlefile', pdfPath, prefix],
    {
      timeout: 30_000,
    },
  );
  return fs.readFile(`${prefix}.png`);
}
