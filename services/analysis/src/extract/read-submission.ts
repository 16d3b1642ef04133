// Reads every file of one submission into pages of text, in upload order, so that a quote split across files
// (say, a PDF of the scope and a photo of the signed terms page) is analysed as one document.
import type { PageText, QuoteFile } from '../types';
import { toLines } from './layout';
import { ocrImage } from './ocr';
import { readPdf, UnreadableFileError } from './pdf-text';
import { rasterisePage, withTempPdf } from './rasterise';

/** A page with an image and fewer visible characters than this on its text layer is a scan (or a pasted photo). */
const MIN_TEXT_LAYER_CHARS = 60;
/** Bounds on work per submission: quotes are a few pages; OCR costs 1-4 s a page on two cores. */
const MAX_PAGES = 40;
const MAX_OCR_PAGES = 12;

type FileKind = 'pdf' | 'png' | 'jpeg';

export async function readSubmission(files: QuoteFile[]): Promise<PageText[]> {
  const pages: PageText[] = [];
  const budget = { pages: MAX_PAGES, ocrPages: MAX_OCR_PAGES };
  for (const [index, file] of files.entries()) {
    const kind = sniff(file);
    if (kind === 'pdf') pages.push(...(await readPdfFile(file, index, budget)));
    else if (budget.ocrPages > 0 && budget.pages > 0) {
      budget.ocrPages--;
      budget.pages--;
      pages.push({ file: index, page: 1, method: 'ocr', lines: toLines(await ocrImage(file.bytes)) });
    }
  }
  return pages;
}

/** The bytes decide the kind, not the declared MIME type: browsers and phones mislabel files. */
function sniff(file: QuoteFile): FileKind {
  const b = file.bytes;
  if (b.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  if (b.length > 8 && b.readUInt32BE(0) === 0x89504e47) return 'png';
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  throw new UnreadableFileError(file.fileName, 'only PDF, PNG and JPEG files can be analysed');
}

async function readPdfFile(
  file: QuoteFile,
  index: number,
  budget: { pages: number; ocrPages: number },
): Promise<PageText[]> {
  const { pages: texts } = await readPdf(file.bytes, file.fileName, budget.pages, MIN_TEXT_LAYER_CHARS);
  budget.pages -= texts.length;
  const pages: PageText[] = [];
  const scanned: PageText[] = [];
  for (const text of texts) {
    const needsOcr = text.charCount < MIN_TEXT_LAYER_CHARS && text.hasImage && budget.ocrPages > scanned.length;
    const page: PageText = {
      file: index,
      page: text.page,
      method: needsOcr ? 'ocr' : 'text',
      lines: text.lines,
    };
    pages.push(page);
    if (needsOcr) scanned.push(page);
  }
  if (scanned.length) {
    budget.ocrPages -= scanned.length;
    await withTempPdf(file.bytes, async (pdfPath, dir) => {
      for (const page of scanned)
        page.lines = toLines(await ocrImage(await rasterisePage(pdfPath, dir, page.page)));
    });
  }
  return pages;
}
