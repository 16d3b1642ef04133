// Turns positioned words (from the PDF text layer or from OCR) into lines in reading order. Both sources go
// through this one function so that a scanned quote and a digital one read the same way: a table row such as
// "Tear-off existing shingles ........ $1,850" stays on one line even when OCR sees the columns as separate blocks.

/** A run of text on a page; y grows downwards (top of the page is 0), units are the source's own. */
export interface PositionedText {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Lines of a page, top to bottom; an empty string marks a paragraph break (a large vertical gap). */
export function toLines(items: PositionedText[]): string[] {
  const words = items.filter((it) => it.str.trim() !== '' && it.height > 0);
  if (!words.length) return [];
  words.sort((a, b) => a.y - b.y || a.x - b.x);

  // Words whose vertical centres are within half a text height of the line's first word belong to that line.
  const rows: PositionedText[][] = [];
  let rowCentre = Number.NEGATIVE_INFINITY;
  let rowHeight = 0;
  for (const word of words) {
    const centre = word.y + word.height / 2;
    const current = rows[rows.length - 1];
    // The larger height is used so that a dash or a dot (tiny OCR boxes) joins its line instead of making its own.
    if (current && Math.abs(centre - rowCentre) <= Math.max(rowHeight, word.height) * 0.5) {
      current.push(word);
      rowHeight = Math.max(rowHeight, word.height);
    } else {
      rows.push([word]);
      rowCentre = centre;
      rowHeight = word.height;
    }
  }

  for (const row of rows) row.sort((a, b) => a.x - b.x);
  const heights = rows.map((row) => median(row.map((w) => w.height)));
  const typicalHeight = median(heights);
  const lines: string[] = [];
  let previousTop: number | undefined;
  for (let i = 0; i < rows.length; i++) {
    const top = topOf(rows[i]);
    // A gap of about two line heights or more is a paragraph or section break.
    if (previousTop !== undefined && top - previousTop > Math.max(typicalHeight, heights[i]) * 2.2)
      lines.push('');
    const continued = wrappedCellLines(rows, i);
    previousTop = continued.length ? topOf(continued[continued.length - 1]) : top;
    lines.push(joinCells(rows[i], continued));
    i += continued.length;
  }
  return lines;
}

// An amount in its own column: "$4,720.00", "- $4,720.00", "($3,750.00)", "1,150.00".
const AMOUNT_CELL = /^[-\u2013(]?\s*\$?\s*[-\u2013]?\s*\$?\s*\d[\d,]*(?:\.\d{2})?\)?$/;

/** Where a row's last cell starts, when that cell is an amount set apart by a column gap, and its label cell. */
function amountCell(row: PositionedText[]): { at: number; labelFrom: number } | undefined {
  const gaps: number[] = [];
  for (let k = 1; k < row.length; k++) {
    const h = Math.max(row[k].height, row[k - 1].height);
    if (row[k].x - (row[k - 1].x + row[k - 1].width) > h * 1.5) gaps.push(k);
  }
  const at = gaps[gaps.length - 1];
  if (at === undefined) return undefined;
  const amount = row
    .slice(at)
    .map((w) => w.str.trim())
    .join(' ');
  if (!AMOUNT_CELL.test(amount) || !/[$.]/.test(amount)) return undefined;
  const labelFrom = gaps.length > 1 ? gaps[gaps.length - 2] : 0;
  // Only a text label wraps; a rate column ("$7.50") before the amount is not one.
  if (
    AMOUNT_CELL.test(
      row
        .slice(labelFrom, at)
        .map((w) => w.str.trim())
        .join(' '),
    )
  )
    return undefined;
  return { at, labelFrom };
}

/**
 * A table cell that wraps leaves its amount on the cell's first line ("Promotional savings (when signed at
 * - $4,720.00" over "today's visit)"), so read line by line the amount cuts the label in two. The cell's further
 * lines follow at line spacing (not row spacing), sit inside the label's column with nothing in the amount
 * column, and are no wider than its first line; they are returned so the label can be read whole.
 */
function wrappedCellLines(rows: PositionedText[][], i: number): PositionedText[][] {
  const row = rows[i];
  const cell = amountCell(row);
  if (!cell) return [];
  const h = median(row.map((w) => w.height));
  const labelStart = row[cell.labelFrom].x;
  const labelEnd = row[cell.at - 1].x + row[cell.at - 1].width;
  const amountStart = row[cell.at].x;
  const out: PositionedText[][] = [];
  let previous = row;
  for (const next of rows.slice(i + 1)) {
    const end = Math.max(...next.map((w) => w.x + w.width));
    const fits =
      topOf(next) - topOf(previous) <= h * 1.45 &&
      next[0].x >= labelStart - h * 0.5 &&
      end <= Math.min(labelEnd + h * 0.5, amountStart - h * 0.5) &&
      !amountCell(next);
    if (!fits) break;
    out.push(next);
    previous = next;
  }
  return out;
}

function joinCells(row: PositionedText[], continued: PositionedText[][]): string {
  if (!continued.length) return joinRow(row);
  const { at } = amountCell(row)!;
  return [joinRow(row.slice(0, at)), ...continued.map(joinRow), joinRow(row.slice(at))].join(' ');
}

function topOf(row: PositionedText[]): number {
  return Math.min(...row.map((w) => w.y));
}

function joinRow(row: PositionedText[]): string {
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const word of row) {
    const gap = word.x - end;
    // pdfjs splits words into fragments with no space between them; a real space is wider than ~15% of the height.
    if (text && gap > word.height * 0.15 && !/\s$/.test(text) && !/^\s/.test(word.str)) text += ' ';
    text += word.str;
    end = Math.max(end, word.x + word.width);
  }
  return text.replace(/\s+/g, ' ').trim();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
