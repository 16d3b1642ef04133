// Reads every file of one submission into pages of text, in upload order, so that a quote split across files
// (say, a PDF of the scope and a photo of the signed terms page) is analysed as one document. Work is bounded:
// pages and OCR pages have a budget (what lies beyond is left out with a note), images over a pixel budget are
// refused before any decoder sees them, and scanned PDF pages are rendered at a resolution that fits that budget.
import type { PageText, QuoteFile } from '../types';
import { jpegSize, pngSize, type ImageSize } from './image-size';
import { toLines } from './layout';
import { ocrImage } from './ocr';
import { readPdf, type PdfPageText } from './pdf-text';
import { rasterisePage, withTempPdf } from './rasterise';
import { UnreadableFileError } from './unreadable';

/** A page with an image and fewer visible characters than this on its text layer is a scan (or a pasted photo). */
const MIN_TEXT_LAYER_CHARS = 60;
/** Bounds on work per submission: quotes are a few pages; OCR costs 1-4 s a page on two cores. */
export const READ_LIMITS = {
  pages: 40,
  ocrPages: 12,
  /** 40 megapixels: a 12 MP phone photo fits three times over; decoded, it is ~160 MB of RGBA. */
  pixels: 40_000_000,
  /** Scans are rendered at this resolution unless the page is so large that it would exceed the pixel budget. */
  dpi: 200,
};

type FileKind = 'pdf' | 'png' | 'jpeg';

export interface Submission {
  pages: PageText[];
  /** What the homeowner should know about how the files were read (pages left out over the budget). */
  notes: string[];
}

export async function readSubmission(files: QuoteFile[]): Promise<Submission> {
  const pages: PageText[] = [];
  const budget = { pages: READ_LIMITS.pages, ocrPages: READ_LIMITS.ocrPages, skipped: 0 };
  for (const [index, file] of files.entries()) {
    const kind = sniff(file);
    if (kind === 'pdf') pages.push(...(await readPdfFile(file, index, budget)));
    else if (budget.ocrPages > 0 && budget.pages > 0) {
      checkPixels(file, kind === 'png' ? pngSize(file.bytes) : jpegSize(file.bytes));
      budget.ocrPages--;
      budget.pages--;
      pages.push({ file: index, page: 1, method: 'ocr', lines: toLines(await ocrImage(file.bytes, file.fileName)) });
    } else budget.skipped++;
  }
  const notes = budget.skipped
    ? [`Only the first ${pages.length} pages were read (${budget.skipped} more left out: at most ${READ_LIMITS.pages} pages and ${READ_LIMITS.ocrPages} scanned pages or photos are analysed per quote).`]
    : [];
  return { pages, notes };
}

/** The bytes decide the kind, not the declared MIME type: browsers and phones mislabel files. */
function sniff(file: QuoteFile): FileKind {
  const b = file.bytes;
  if (b.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  if (b.length > 8 && b.readUInt32BE(0) === 0x89504e47) return 'png';
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  throw new UnreadableFileError(file.fileName, 'only PDF, PNG and JPEG files can be analysed');
}

function checkPixels(file: QuoteFile, size: ImageSize | undefined): void {
  if (!size || !size.width || !size.height) throw new UnreadableFileError(file.fileName, 'the image is damaged or incomplete');
  if (size.width * size.height > READ_LIMITS.pixels) {
    throw new UnreadableFileError(
      file.fileName,
      `the image is too large to read (${size.width} x ${size.height} pixels; at most ${READ_LIMITS.pixels / 1e6} megapixels). Please upload a smaller photo or a PDF`,
    );
  }
}

/** The resolution a scanned page is rendered at: the usual 200 dpi, lower for a page too large for the budget. */
function dpiFor(page: PdfPageText): number {
  const squareInches = (page.widthPt / 72) * (page.heightPt / 72);
  return Math.max(1, Math.min(READ_LIMITS.dpi, Math.floor(Math.sqrt(READ_LIMITS.pixels / Math.max(squareInches, 1e-6)))));
}

async function readPdfFile(
  file: QuoteFile,
  index: number,
  budget: { pages: number; ocrPages: number; skipped: number },
): Promise<PageText[]> {
  if (budget.pages <= 0) {
    budget.skipped++;
    return [];
  }
  const { numPages, pages: texts } = await readPdf(file.bytes, file.fileName, budget.pages, MIN_TEXT_LAYER_CHARS);
  budget.pages -= texts.length;
  budget.skipped += numPages - texts.length;
  const pages: PageText[] = [];
  const scanned: { page: PageText; text: PdfPageText }[] = [];
  for (const text of texts) {
    const needsOcr = text.charCount < MIN_TEXT_LAYER_CHARS && text.hasImage && budget.ocrPages > scanned.length;
    const page: PageText = {
      file: index,
      page: text.page,
      method: needsOcr ? 'ocr' : 'text',
      lines: text.lines,
    };
    pages.push(page);
    if (needsOcr) scanned.push({ page, text });
  }
  if (scanned.length) {
    budget.ocrPages -= scanned.length;
    await withTempPdf(file.bytes, async (pdfPath, dir) => {
      for (const { page, text } of scanned)
        page.lines = toLines(await ocrImage(await rasterisePage(pdfPath, dir, page.page, dpiFor(text)), file.fileName));
    });
  }
  return pages;
}
