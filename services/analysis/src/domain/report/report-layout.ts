// The look shared by the PDF reports (an analysis, a comparison): a letter-size document with a brand header band
// and its details, section headings, paragraphs, blocks kept whole on a page, and a footer with page numbers.
import PDFDocument from 'pdfkit';

export const MARGIN = 50;
export const FOOTER_SPACE = 36;
export const INK = '#1a1a1a';
export const MUTED = '#5f6368';
export const BRAND = '#1f4e79';

/** A buffered document and the bytes it will end as. */
export function newReport(info: { title: string; createdAt: string; landscape?: boolean }) {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: info.landscape ? 'landscape' : 'portrait',
    // Text that flows past a page's end continues on the next page above the footer, never under it.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    info: {
      Title: safe(info.title),
      Author: 'Quote Analyzer',
      CreationDate: parseDate(info.createdAt) ?? new Date(),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, width: doc.page.width - MARGIN * 2, done };
}

/** The brand band with the report's title, then its details as label / value rows. */
export function header(
  doc: PDFKit.PDFDocument,
  title: string,
  rows: [string, string][],
  width: number,
): void {
  doc.rect(0, 0, doc.page.width, 86).fill(BRAND);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text(title, MARGIN, 26, { width });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text('Quote Analyzer - an independent check of your contractor quote', MARGIN, 54, { width });
  doc.y = 106;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: 100 });
    doc
      .font('Helvetica')
      .fillColor(INK)
      .text(safe(value) || '-', MARGIN + 100, y, { width: width - 100 });
    doc.y = Math.max(doc.y, y + 14);
  }
  doc.moveDown(0.8);
}

const HEADING_HEIGHT = 30;

/**
 * A section heading, moved to a new page unless keepWithNext points of what follows fit under it, so that a heading
 * never ends a page on its own.
 */
export function heading(doc: PDFKit.PDFDocument, text: string, width: number, keepWithNext = 30): void {
  ensureSpace(doc, HEADING_HEIGHT + keepWithNext);
  doc.moveDown(0.3);
  doc.font('Helvetica-Bold').fontSize(13).fillColor(BRAND).text(text, MARGIN, doc.y, { width });
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(0.8)
    .strokeColor('#d0d7de')
    .stroke();
  doc.y = y + 8;
  doc.fillColor(INK);
}

export function paragraph(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  opts: { size: number; colour?: string },
): void {
  doc
    .font('Helvetica')
    .fontSize(opts.size)
    .fillColor(opts.colour ?? INK);
  // Its first lines stay together; the rest flows onto the next page rather than leaving this one half empty.
  ensureSpace(doc, Math.min(doc.heightOfString(safe(text), { width }), 3 * doc.currentLineHeight(true)));
  doc.text(safe(text), MARGIN, doc.y, { width });
  doc.fillColor(INK).moveDown(0.6);
}

export function ensureSpace(doc: PDFKit.PDFDocument, height: number): void {
  const bottom = doc.page.height - doc.page.margins.bottom;
  const pageTop = doc.page.margins.top;
  // A block taller than a whole page flows across pages; anything else moves to a fresh page when it does not fit.
  if (doc.y + height > bottom && doc.y > pageTop + 1 && height < bottom - pageTop) doc.addPage();
}

export function footers(doc: PDFKit.PDFDocument): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN - 14;
    // Writing inside the bottom margin must not trigger pdfkit's automatic page break.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text('Automated review for information only; it is not legal or professional advice.', MARGIN, y, {
      width: 360,
      lineBreak: false,
    });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, doc.page.width - MARGIN - 100, y, {
      width: 100,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
}

export function formatDate(value: string): string {
  const date = parseDate(value);
  return date
    ? date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
    : safe(value);
}

function parseDate(value: string): Date | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

// The built-in PDF fonts only cover the Windows-1252 character set; anything else would print as garbage.
const WIN_ANSI_EXTRAS =
  '\u20ac\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u017d\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u017e\u0178';
const REPLACEMENTS: Record<string, string> = {
  '\u2265': '>=',
  '\u2264': '<=',
  '\u2192': '->',
  '\u2212': '-',
  '\u00d7': 'x',
  '\u2248': '~',
};

export function safe(text: string): string {
  return [...text.normalize('NFC')]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(ch))
        return ch;
      if (ch === '\n' || ch === '\t') return ' ';
      return REPLACEMENTS[ch] ?? '?';
    })
    .join('');
}
