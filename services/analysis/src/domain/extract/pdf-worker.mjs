// Reads the text layer of PDFs with pdfjs (legacy build, which runs in Node without a browser) on a worker
// thread. It is plain JavaScript so the worker can start without the TypeScript loader: that loader rewrites
// pdfjs's 3 MB of modules on every start, which costs seconds and ~350 MB of memory. Running here also keeps a
// long parse off the service's event loop.
// Request: { id, bytes: Uint8Array, maxPages, fewChars }. Reply: { id, numPages, pages: [{ items, charCount,
// hasImage, widthPt, heightPt }] } or { id, error: { name, message } }. Item positions are in PDF points, y from the top of the page.
// hasImage is only looked up for pages with fewer than fewChars characters (candidates for OCR).
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
const IMAGE_OPS = new Set([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintInlineImageXObjectGroup,
  OPS.paintImageXObjectRepeat,
  OPS.paintImageMaskXObject,
  OPS.paintImageMaskXObjectGroup,
  OPS.paintImageMaskXObjectRepeat,
]);

parentPort.on('message', async ({ id, bytes, maxPages, fewChars }) => {
  let pdf;
  try {
    pdf = await getDocument({
      data: bytes,
      // Fonts are only needed for rendering, but pdfjs warns without them; they ship inside the package.
      standardFontDataUrl: path.join(pdfjsRoot, 'standard_fonts') + path.sep,
      cMapUrl: path.join(pdfjsRoot, 'cmaps') + path.sep,
      cMapPacked: true,
      useSystemFonts: false,
      isEvalSupported: false,
      verbosity: 0,
    }).promise;
    const pages = [];
    for (let n = 1; n <= Math.min(pdf.numPages, maxPages); n++) pages.push(await readPage(pdf, n, fewChars));
    parentPort.postMessage({ id, numPages: pdf.numPages, pages });
  } catch (err) {
    parentPort.postMessage({
      id,
      error: { name: err?.name ?? 'Error', message: String(err?.message ?? err) },
    });
  } finally {
    await pdf?.destroy();
  }
});

async function readPage(pdf, pageNumber, fewChars) {
  const page = await pdf.getPage(pageNumber);
  try {
    const { width: pageWidth, height: pageHeight } = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const items = [];
    let charCount = 0;
    for (const item of content.items) {
      if (!('str' in item)) continue; // marked-content markers carry no text
      const [, , c, d, e, f] = item.transform;
      // The transform's vertical scale is the font size; item.height is 0 for some generators.
      const height = item.height || Math.hypot(c, d);
      items.push({ str: item.str, x: e, y: pageHeight - f - height, width: item.width, height });
      charCount += item.str.replace(/\s/g, '').length;
    }
    // A page with almost no text is worth OCR only if it shows a picture (a scan or a photo); a page of drawn
    // lines, such as a signature page, is not.
    const hasImage = charCount < fewChars && (await page.getOperatorList()).fnArray.some((fn) => IMAGE_OPS.has(fn));
    return { items, charCount, hasImage, widthPt: pageWidth, heightPt: pageHeight };
  } finally {
    page.cleanup();
  }
}
