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

  const heights = rows.map((row) => median(row.map((w) => w.height)));
  const typicalHeight = median(heights);
  const lines: string[] = [];
  let previousTop: number | undefined;
  rows.forEach((row, i) => {
    const top = Math.min(...row.map((w) => w.y));
    // A gap of about two line heights or more is a paragraph or section break.
    if (previousTop !== undefined && top - previousTop > Math.max(typicalHeight, heights[i]) * 2.2)
      lines.push('');
    previousTop = top;
    lines.push(joinRow(row));
  });
  return lines;
}

function joinRow(row: PositionedText[]): string {
  row.sort((a, b) => a.x - b.x);
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
