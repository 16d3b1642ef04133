// Cleans up a line of extracted text so that checks can use plain ASCII patterns: typographic quotes, dashes,
// ligatures and bullets become their plain forms, and common OCR misreads of money are undone.

const REPLACEMENTS: [RegExp, string][] = [
  [/[\u2018\u2019\u201a\u2032`]/g, "'"],
  [/[\u201c\u201d\u201e\u2033]/g, '"'],
  [/[\u2010-\u2015\u2212]/g, '-'],
  [/\ufb01/g, 'fi'],
  [/\ufb02/g, 'fl'],
  [/\ufb00/g, 'ff'],
  [/\ufb03/g, 'ffi'],
  [/\ufb04/g, 'ffl'],
  [/[\u00a0\u2000-\u200b\u202f\u3000\t]/g, ' '],
  [
    /^[\u2022\u25cf\u25aa\u25a0\u25e6\u2023\u2043\u2219\u00b7\uf0b7\uf0a7\u27a2\u2713\u2714\u25ba\u25b6]\s*/,
    '- ',
  ],
  [/\u2026/g, '...'],
  [/\u00bd/g, '1/2'],
  [/\u00bc/g, '1/4'],
  [/\u00be/g, '3/4'],
  [/\u00b2/g, '2'],
];

export function normaliseLine(line: string, ocr: boolean): string {
  let out = line;
  for (const [pattern, replacement] of REPLACEMENTS) out = out.replace(pattern, replacement);
  // Tesseract reads round bullets as "+", "«", "*" or "»".
  if (ocr)
    out = undoOcrMoneyMisreads(
      out.replace(/^[+*\u00ab\u00bb\u2022\u00b7\u25aa\u25a0\u25cf\u25cb\u25c6\u25ba]\s*(?=[A-Za-z$])/, '- '),
    )
      // The superscript of "62 m²" or "9 ft³" read as "?": a unit, not a question that hedges the line.
      .replace(/(\d\s?(?:m|cm|mm|ft|yd))\?(?=[\s,.;:)]|$)/g, '$12')
      // A form's boxes at the start of a line: "[ ]" read as "[1", "[l", "[]", "[8]" or "8]", "[x]" as "x]", "x1" or
      // "[x1".
      .replace(/^(?:\[\s*[1lI|8]?\s*\]?|8\])(?=\s+[A-Z$])/, '[ ]')
      .replace(/^\[?\s*[xX\u00d7]\s*[\]1lI|](?=\s+[A-Z$])/, '[x]')
      // A photographed "I" read as "|": "like | promised", "If | find something", "| give 1 yr on my labor".
      .replace(/(?<=^|[\s.,(])\|(?=\s+(?:am|can|will|would|have|had|give|gave|pull|promised|find|found|need|think|do|did|don't|can't|won't|just|also|usually|text|call|send|charge|include|could|should|stand|guarantee|recommend|measured|checked|got)\b|'(?:m|ll|ve|d)\b)/g, 'I')
      // The space after a unit abbreviation lost ("1 yrlabor", "4 ftwalk gate"): no English word begins "yr" or "ft".
      .replace(/(?<=\d\s?(?:yrs?|ft))(?=[a-z]{3,})/g, ' ')
      // A wide gap or a dotted leader read as a run of tildes ("TOTAL ~~ $6400"): space, not "approximately".
      .replace(/\s*~{2,}\s*/g, ' ');
  return textSpeak(out).replace(/\s+/g, ' ').trim();
}

/**
 * A text-message thread is often the whole quote: "if u want a survey thats on u", "we dont do permits". Its
 * shorthand is read as the words it stands for, so the rules about who does what can read it (only the lower-case
 * forms, between words: "U-factor" and "UR" stay as they are).
 */
function textSpeak(line: string): string {
  return line
    .replace(/(?<![\w.'-])u(?=\s+[a-z]|[\s.,!?]*$|[,.!?]\s)/g, 'you')
    .replace(/(?<![\w.'-])ur(?=\s+[a-z])/g, 'your')
    .replace(/\b(do|does|did|is|are|was|were|has|have|had|would|could|should|wo)nt\b/g, "$1n't")
    .replace(/\b(that|what|there|it)s(?=\s+(?:on|a|the|not|all|up|fine|ok|okay|included|extra|it)\b)/g, "$1's");
}

// Tesseract often reads "$" as "S" or "5" glued to the amount, and "0" as "O" inside numbers. Only shapes that
// are unmistakably money are touched ("S1,250.00", "$12,5O0"), never ordinary words.
function undoOcrMoneyMisreads(line: string): string {
  return line
    // "TOTAL $3, 400": a space read after the thousands comma of a figure.
    .replace(/(?<=\$\s?\d{1,3}),\s(?=\d{3}(?![\d,]))/g, ',')
    .replace(/(^|[\s(:])S(?=\d{1,3}(?:,\d{3})+(?:\.\d{2})?\b|\d+\.\d{2}\b)/g, '$1$')
    .replace(/(?<=\$[\d,]*)[Oo](?=[\d,.]*\b)/g, '0')
    .replace(/(?<=\$[\d,]*\d)[lI](?=[\d,]*\.\d{2}\b)/g, '1');
}
