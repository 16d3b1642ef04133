// The downloadable PDF of a comparison of quotes, laid out like the analysis report: the header with the project
// and the contractors, what the difference means, the items only some quotes include, a like-for-like price, then
// the quotes side by side (one column per contractor, rows grouped as on screen, the contractor row repeated on
// every page the table runs to). More than three contractors turn the page to landscape.
import {
  ensureSpace,
  footers,
  formatDate,
  header,
  heading,
  INK,
  MARGIN,
  MUTED,
  newReport,
  paragraph,
  safe,
} from './report-layout';

export interface ComparisonReport {
  comparisonId: string;
  title: string;
  createdAt: string;
  contractors: string[];
  summary: string[];
  gaps: string[];
  likeForLike: string[];
  notes: string[];
  rows: { label: string; group: string; differs: boolean; cells: { value: string; state: string }[] }[];
}

const GROUP_TITLES: Record<string, string> = {
  price: 'PRICE',
  scope: 'SCOPE OF WORK',
  terms: 'TERMS',
  score: 'SCORE',
};
const GOOD = '#2e7d32';
const BAD = '#c62828';
const WARN = '#b26a00';
// The same reading of a cell's state as on screen (web/src/features/compare/components/comparison-cell.tsx):
// what is fine reads in ink, except a scope item included, which is green where the screen shows a tick.
const STATE_COLOURS: Record<string, string> = {
  included: GOOD,
  stated: INK,
  good: INK,
  excluded: BAD,
  homeowner: BAD,
  absent: BAD,
  missing: BAD,
  poor: BAD,
  others: WARN,
  option: WARN,
  hedged: WARN,
  concern: WARN,
  fair: WARN,
};
const HEADER_FILL = '#eef2f7';
const GROUP_FILL = '#f4f6f8';
const DIFFERS_FILL = '#fff7e0';
const PAD = 4;

export async function renderComparisonReport(report: ComparisonReport): Promise<Buffer> {
  const { doc, width, done } = newReport({
    title: `Quote comparison - ${report.title}`,
    createdAt: report.createdAt,
    landscape: report.contractors.length > 3,
  });
  header(
    doc,
    'Quote Comparison Report',
    [
      ['Project', report.title],
      ['Contractors', report.contractors.join(', ')],
      ['Date', formatDate(report.createdAt)],
      ['Comparison ID', report.comparisonId],
    ],
    width,
  );
  for (const note of report.notes) paragraph(doc, note, width, { size: 9.5, colour: MUTED });
  heading(doc, 'What the difference means', width);
  bullets(doc, report.summary, width);
  if (report.gaps.length) {
    heading(doc, 'In some quotes, not in others', width);
    bullets(doc, report.gaps, width);
  }
  if (report.likeForLike.length) {
    heading(doc, 'Like for like', width);
    bullets(doc, report.likeForLike, width);
  }
  heading(doc, 'Side by side', width);
  table(doc, report, width);
  footers(doc);
  doc.end();
  return done;
}

function bullets(doc: PDFKit.PDFDocument, items: string[], width: number): void {
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  for (const item of items) {
    const text = safe(item);
    ensureSpace(doc, doc.heightOfString(text, { width: width - 14 }) + 4);
    const y = doc.y;
    doc.text('\u2022', MARGIN + 2, y, { width: 10 });
    doc.text(text, MARGIN + 14, y, { width: width - 14 });
    doc.y += 3;
  }
  doc.moveDown(0.4);
}

interface Cell {
  text: string;
  colour: string;
  bold: boolean;
}

function table(doc: PDFKit.PDFDocument, report: ComparisonReport, width: number): void {
  const labelWidth = Math.min(150, width * 0.26);
  const columnWidth = (width - labelWidth) / report.contractors.length;
  const widths = [labelWidth, ...report.contractors.map(() => columnWidth)];
  const contractorRow: Cell[] = [
    { text: '', colour: INK, bold: true },
    ...report.contractors.map((c) => ({ text: safe(c), colour: INK, bold: true })),
  ];
  const draw = (cells: Cell[], fill?: string) => {
    const height = rowHeight(doc, cells, widths);
    const page = doc.bufferedPageRange().count;
    ensureSpace(doc, height);
    // The table ran onto a new page: the contractors head it again.
    if (doc.bufferedPageRange().count !== page && cells !== contractorRow)
      drawRow(doc, contractorRow, widths, HEADER_FILL);
    drawRow(doc, cells, widths, fill);
  };
  draw(contractorRow, HEADER_FILL);
  let group = '';
  for (const row of report.rows) {
    if (row.group !== group) {
      group = row.group;
      draw([{ text: GROUP_TITLES[group] ?? group.toUpperCase(), colour: MUTED, bold: true }], GROUP_FILL);
    }
    draw(
      [
        { text: safe(row.label), colour: INK, bold: true },
        ...row.cells.map((c) => ({
          text: safe(c.value),
          colour: STATE_COLOURS[c.state] ?? MUTED,
          bold: false,
        })),
      ],
      row.differs ? DIFFERS_FILL : undefined,
    );
  }
}

/** A row of one cell spans the whole table (a group's title). */
function cellWidths(cells: Cell[], widths: number[]): number[] {
  return cells.length === 1 ? [widths.reduce((a, b) => a + b, 0)] : widths;
}

function rowHeight(doc: PDFKit.PDFDocument, cells: Cell[], widths: number[]): number {
  const w = cellWidths(cells, widths);
  return (
    Math.max(
      ...cells.map((c, i) =>
        doc
          .font(c.bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(8.5)
          .heightOfString(c.text || ' ', { width: w[i] - PAD * 2 }),
      ),
    ) +
    PAD * 2
  );
}

function drawRow(doc: PDFKit.PDFDocument, cells: Cell[], widths: number[], fill?: string): void {
  const w = cellWidths(cells, widths);
  const top = doc.y;
  const height = rowHeight(doc, cells, widths);
  const total = w.reduce((a, b) => a + b, 0);
  if (fill) doc.rect(MARGIN, top, total, height).fill(fill);
  let x = MARGIN;
  cells.forEach((c, i) => {
    doc
      .font(c.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8.5)
      .fillColor(c.colour)
      .text(c.text, x + PAD, top + PAD, { width: w[i] - PAD * 2 });
    x += w[i];
  });
  doc
    .moveTo(MARGIN, top + height)
    .lineTo(MARGIN + total, top + height)
    .lineWidth(0.5)
    .strokeColor('#d0d7de')
    .stroke();
  doc.fillColor(INK);
  doc.y = top + height;
}
