// The downloadable PDF report of an analysis (pdfkit): header, quote details, clarity rating with its band
// (spec §9), summary counts, the extracted price, the overview, then every issue with its section, severity,
// the quote's own words, the explanation and the questions to ask. Pages are filled: an issue keeps only its title
// with its first lines, so it never leaves the rest of a page empty; every page carries a footer with its number.
import type { AnalysisIssue, AnalysisResult } from '@qa/contracts';
import { formatAmount } from '../price/money';
import { BANDS, bandOf, shownBand, type Band } from '../score';
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

export interface ReportMeta {
  quoteId: string;
  contractorName: string;
  projectType: string;
  createdAt: string;
}

const BAND_COLOURS: Record<Band, string> = { low: '#2e7d32', moderate: '#b26a00', high: '#c62828' };
const ISSUE_STYLE: Record<AnalysisIssue['issueType'], { label: string; colour: string }> = {
  high: { label: 'HIGH RISK', colour: '#c62828' },
  medium: { label: 'MEDIUM RISK', colour: '#b26a00' },
  clarification: { label: 'CLARIFY', colour: '#1565c0' },
};

export async function renderReport(meta: ReportMeta, analysis: AnalysisResult): Promise<Buffer> {
  const { doc, width, done } = newReport({
    title: `Quote analysis - ${meta.contractorName}`,
    createdAt: meta.createdAt,
  });
  header(
    doc,
    'Quote Analysis Report',
    [
      ['Contractor', meta.contractorName],
      ['Project type', meta.projectType],
      ['Date', formatDate(meta.createdAt)],
      ['Quote ID', meta.quoteId],
    ],
    width,
  );
  rating(doc, analysis, width);
  summary(doc, analysis, width);
  price(doc, analysis, width);
  overview(doc, analysis, width);
  issues(doc, analysis.issues, width);
  footers(doc);
  doc.end();
  return done;
}

// When the findings cap the score's band, the caption says what they are instead of what the score would claim.
const CAPPED_CAPTION: Record<Exclude<Band, 'high'>, string> = {
  moderate: 'No high-risk issues found',
  low: 'No high- or medium-risk issues found',
};

/** The band shown (score.ts shownBand), with a caption saying so when it is lower than the rating's own band. */
function shownBandOf(analysis: AnalysisResult): { band: Band; text: string } {
  const { highRiskCount, mediumRiskCount } = analysis.summary;
  const band = shownBand(analysis.clarityRating, { high: highRiskCount, medium: mediumRiskCount });
  if (band === bandOf(analysis.clarityRating)) return { band, text: BANDS[band].text };
  return { band, text: CAPPED_CAPTION[band as Exclude<Band, 'high'>] };
}

function rating(doc: PDFKit.PDFDocument, analysis: AnalysisResult, width: number): void {
  const { band, text } = shownBandOf(analysis);
  const colour = BAND_COLOURS[band];
  const top = doc.y;
  doc.roundedRect(MARGIN, top, width, 70, 6).fill(colour);
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(34)
    .text(`${analysis.clarityRating}/10`, MARGIN + 16, top + 16, { width: 120 });
  doc.fontSize(15).text(BANDS[band].label, MARGIN + 150, top + 16, { width: width - 166 });
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(`Clarity rating - ${text}`, MARGIN + 150, top + 38, { width: width - 166 });
  doc.fillColor(INK);
  doc.y = top + 84;
}

function summary(doc: PDFKit.PDFDocument, analysis: AnalysisResult, width: number): void {
  const { highRiskCount, mediumRiskCount, clarificationCount, clearSectionCount } = analysis.summary;
  const boxes: [string, number, string][] = [
    ['High risk', highRiskCount, ISSUE_STYLE.high.colour],
    ['Medium risk', mediumRiskCount, ISSUE_STYLE.medium.colour],
    ['To clarify', clarificationCount, ISSUE_STYLE.clarification.colour],
    ['Clear sections', clearSectionCount, BAND_COLOURS.low],
  ];
  const gap = 10;
  const boxWidth = (width - gap * 3) / 4;
  const top = doc.y;
  boxes.forEach(([label, count, colour], i) => {
    const x = MARGIN + i * (boxWidth + gap);
    doc.roundedRect(x, top, boxWidth, 52, 4).lineWidth(1.2).strokeColor(colour).stroke();
    doc
      .fillColor(colour)
      .font('Helvetica-Bold')
      .fontSize(20)
      .text(String(count), x, top + 8, { width: boxWidth, align: 'center' });
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(9)
      .text(label, x, top + 34, { width: boxWidth, align: 'center' });
  });
  doc.fillColor(INK);
  doc.y = top + 66;
}

function price(doc: PDFKit.PDFDocument, analysis: AnalysisResult, width: number): void {
  heading(doc, 'Price', width);
  const money = (n: number) => formatAmount(n, analysis.currency);
  const total =
    analysis.extractedPrice === null
      ? 'No total price found in the quote'
      : money(analysis.extractedPrice);
  doc.font('Helvetica-Bold').fontSize(14).fillColor(INK).text(total, MARGIN, doc.y, { width });
  doc.moveDown(0.4);
  for (const line of analysis.priceLines) {
    ensureSpace(doc, 16);
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(INK)
      .text(safe(line.label) || '(unlabelled)', MARGIN, y, { width: width - 110 });
    const labelBottom = doc.y;
    doc.text(money(line.amount), MARGIN + width - 100, y, { width: 100, align: 'right' });
    doc.y = Math.max(labelBottom, doc.y) + 2;
  }
  doc.moveDown(0.6);
}

function overview(doc: PDFKit.PDFDocument, analysis: AnalysisResult, width: number): void {
  heading(doc, 'Overview', width);
  paragraph(doc, analysis.overview, width, { size: 10.5 });
  const ocrPages = analysis.pages.filter((p) => p.method === 'ocr').length;
  const read = `${analysis.pages.length} page${analysis.pages.length === 1 ? '' : 's'} read${ocrPages ? `, ${ocrPages} by text recognition (OCR)` : ''}`;
  const by = analysis.provider === 'rules+openai' ? 'rules engine with an AI second opinion' : 'rules engine';
  paragraph(doc, `${read}. Checked by the ${by}.`, width, { size: 8.5, colour: MUTED });
}

function issues(doc: PDFKit.PDFDocument, list: AnalysisIssue[], width: number): void {
  heading(doc, `Issues found (${list.length})`, width, list.length ? leadHeight(doc, list[0], width) : undefined);
  if (!list.length) {
    paragraph(doc, 'No issues were found: the quote sets out its scope, price and terms clearly.', width, {
      size: 10.5,
    });
    return;
  }
  list.forEach((issue, i) => issueBlock(doc, issue, i + 1, width));
}

const TITLE_HEIGHT = 22;
const quoteOf = (issue: AnalysisIssue) => (issue.originalText ? `"${safe(issue.originalText)}"` : '');

/** The part of an issue kept on one page: its title, the quote's own words and the explanation's first lines. */
function leadHeight(doc: PDFKit.PDFDocument, issue: AnalysisIssue, width: number): number {
  const inner = width - 14;
  const quote = quoteOf(issue);
  doc.font('Helvetica-Oblique').fontSize(9.5);
  const quoteHeight = quote ? doc.heightOfString(quote, { width: inner - 10 }) + 6 : 0;
  doc.font('Helvetica').fontSize(10);
  const explanation = Math.min(doc.heightOfString(safe(issue.explanation), { width: inner }), 3 * doc.currentLineHeight(true));
  return TITLE_HEIGHT + quoteHeight + explanation;
}

// An issue starts where the previous one ended; only its lead and each question are kept whole, so a long issue
// flows onto the next page instead of leaving the rest of this one empty.
function issueBlock(doc: PDFKit.PDFDocument, issue: AnalysisIssue, n: number, width: number): void {
  const style = ISSUE_STYLE[issue.issueType];
  const inner = width - 14;
  const quote = quoteOf(issue);
  ensureSpace(doc, leadHeight(doc, issue, width));

  const top = doc.y;
  const label = `${style.label}`;
  doc.font('Helvetica-Bold').fontSize(8);
  const pill = doc.widthOfString(label) + 12;
  doc.roundedRect(MARGIN, top, pill, 14, 7).fill(style.colour);
  doc.fillColor('#ffffff').text(label, MARGIN, top + 3.5, { width: pill, align: 'center' });
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(`${n}. ${safe(issue.section)}`, MARGIN + pill + 8, top + 1, { width: width - pill - 8 });
  doc.y = Math.max(doc.y, top + 18) + 4;

  const x = MARGIN + 14;
  if (quote) {
    const y = doc.y;
    doc
      .font('Helvetica-Oblique')
      .fontSize(9.5)
      .fillColor('#444444')
      .text(quote, x + 10, y, { width: inner - 10 });
    doc.rect(x, y - 1, 3, doc.y - y + 2).fill('#c9c9c9');
    doc.y += 6;
  }
  doc.font('Helvetica').fontSize(10).fillColor(INK).text(safe(issue.explanation), x, doc.y, { width: inner });
  doc.moveDown(0.3);

  const questions = issue.questions.map(safe);
  doc.font('Helvetica').fontSize(9.5);
  const questionHeight = (q: string) => doc.heightOfString(q, { width: inner - 12 }) + 1;
  // "Ask the contractor:" stays with its first question.
  ensureSpace(doc, doc.currentLineHeight(true) + questionHeight(questions[0]));
  doc.font('Helvetica-Bold').text('Ask the contractor:', x, doc.y, { width: inner });
  doc.font('Helvetica');
  for (const q of questions) {
    ensureSpace(doc, questionHeight(q));
    const y = doc.y + 1;
    doc.text('-', x + 2, y, { width: 10 });
    doc.text(q, x + 12, y, { width: inner - 12 });
  }
  doc.moveDown(0.9);
}
