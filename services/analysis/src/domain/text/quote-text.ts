// The quote as one searchable text, with what a reader knows about each line: which page it is on, which heading
// it sits under, and whether it lies in an "Exclusions" / "Not included" part. Checks search this text and quote
// back the sentence a match sits in, in the quote's own words.
import { clauseAt, isFormLayout } from '../clauses/clauses';
import type { PageText } from '../types';
import { normaliseLine } from './normalise';
import { othersMessages } from './thread';
import { withinOneEdit, type PhraseSet } from './phrases';
import { CHOOSE_ONE, optionHeaderOf } from './tiers';

export interface Line {
  text: string;
  start: number; // offset of the line in QuoteText.text
  file: number;
  page: number;
  heading: string; // nearest heading above (or the line's own "Label:"), '' if none
  excluded: boolean; // listed under exclusions / not included / by owner / optional extras
}

export interface Match {
  index: number;
  text: string;
  line: number;
}

export type Mention = 'included' | 'excluded' | 'absent';

// "Your investment", "Our price", "The cost": a section name with a possessive before it is still the section.
const HEADING_WORDS =
  /^(?:your\s+|our\s+|the\s+)?(cost|costs|price\s+and\s+terms|terms\s+of\s+business|scope|scope of work|work to be performed|description|specifications?|materials?|products?|pricing|price|investment|payment|payment terms|payment schedule|terms|terms and conditions|terms & conditions|warranty|warranties|guarantee|schedule|timeline|exclusions?|inclusions?|not included|notes?|permits?|insurance|license|cleanup|clean-?up|options?|allowances?|summary|project|proposal|estimate|quote|acceptance|signature|general conditions|change orders?)$/i;
const EXCLUSION_LABEL =
  /exclu|not included|not in(?:cluded in)? (?:this |the |our |your )?(?:contract|scope|price|proposal|quote|estimate)|outside (?:of )?(?:our |the |this )?scope|by (?:the )?(?:owner|others|homeowner|customer|client)|(?:owner|client)(?:'s)? (?:responsibilit|to provide|supplied)|homeowner(?:'s)? responsibilit|customer responsibilit|optional|add-?ons?\b/i;
const TOTAL_AFTER_LIST = /^(?:grand\s+|job\s+|contract\s+|quote\s+|estimate\s+)?(?:sub-?)?total\b.*\d/i;
// Within the sentence: "Hi Priya no probs. Strip off all the old felt" strips it.
const NEGATION_BEFORE = /\b(?:no|not|without|excluding|excludes?|except|never|nor)\b(?:\s+\S*[^\s.!?;])?(?:\s+\S*[^\s.!?;])?\s*$/i;
const NEGATION_BEFORE_FREE = /\bno\s+(?:additional\s+|extra\s+)?(?:charge|cost|fee)s?\s+(?:for|on)\s*$/i;
const NEGATION_AFTER =
  /^[^.;!?]{0,40}?(?:\bnot\s+included\b|\bnot\s+part\s+of\b|\bexcluded\b|\bn\/a\b|\bnot\s+applicable\b|\bdoes\s+not\s+apply\b|\bnone\b|\bby\s+(?:the\s+)?(?:owner|others|homeowner|customer)\b|\bnot\s+provided\b|\bbilled\s+separately\b|\bseparate\s+charge\b|\bnot\s+(?:covered|warranted)\b|\bnot\s+in\s+contract\b|\bNIC\b)/i;
/** Words whose dot does not end a sentence ("sq. ft.", "Lic. no.", "Rs. 9/-"). */
export const ABBREVIATION_BEFORE_DOT =
  /\b(?:sq|ft|lic|no|nos|approx|inc|co|llc|st|ave|mr|mrs|ms|dr|vs|min|max|yr|yrs|mo|mos|lb|lbs|oz|ga|est|dept|bldg|apt|ste|jr|sr|qty|ea|pcs|e\.g|i\.e|u\.s|w\/|incl|excl|ref|tel|ph|reg|rs|rev|dwg|fig|vol|pg|pp|ctr|mfr|mfg|bal)$/i;
const MAX_QUOTE = 240;

const TICKED_BOX = /\[\s*[xX\u2713\u2714]\s*\]|[\u2611\u2612]/;
const EMPTY_BOX = /\[\s*_*\s*\]|[\u2610\u25a1]/;
// An empty box and its option text, up to the next box on the line.
const UNTICKED_OPTION = new RegExp(`(?:${EMPTY_BOX.source})[^[\\u2610\\u2611\\u2612\\u25a1]*`, 'g');
const ANY_BOX = /\[|[\u2610\u2611\u2612\u25a1]/;

/**
 * An unticked option on a form where other boxes are ticked was not chosen. A line that is just that option
 * ("[ ] Duct replacement - existing ducts tested, not needed") reads as not included; an unticked choice beside
 * others on one line ("Payment: [ ] 50% deposit [X] Due on completion") is dropped. Boxes under a "check one"
 * heading, or naming a tier, are choices still open, not exclusions: the box goes and the option stays.
 */
function dropUnticked(line: string, heading: string): string {
  const lead = new RegExp(`^(?:- )?(?:${EMPTY_BOX.source})\\s*`).exec(line);
  const rest = lead ? line.slice(lead[0].length) : '';
  if (lead && rest && !ANY_BOX.test(rest)) return CHOOSE_ONE.test(heading) || optionHeaderOf(rest) ? rest : `Not included: ${rest}`;
  return line.replace(UNTICKED_OPTION, '').replace(/\s+/g, ' ').trim();
}

export class QuoteText {
  readonly text: string;
  readonly lines: Line[];
  /** The quote is a text-message thread: the homeowner is already talking to the contractor on their number. */
  readonly thread: boolean = false;
  /** In a thread, what the homeowner wrote, by the line it would have had: not terms, but what they agreed to. */
  readonly othersSay: { line: number; text: string }[] = [];
  private readonly words: { word: string; index: number; end: number }[];
  /** Runs of n words joined by single spaces, built once per n for typo-tolerant matching. */
  private readonly runs = new Map<number, { text: string; index: number; end: number }[]>();

  constructor(pages: PageText[]) {
    const lines: Line[] = [];
    let offset = 0;
    let heading = '';
    let excluded = false;
    // On a form where some boxes are ticked, an unticked option was not chosen: drop it so that an unchosen
    // "[ ] 50% deposit" or "[ ] Duct replacement" is neither a term nor included work. When no box is ticked
    // the boxes are for the homeowner to fill in and every option stays.
    const ticked = pages.some((p) => p.lines.some((l) => TICKED_BOX.test(normaliseLine(l, p.method === 'ocr'))));
    let previous = '';
    // Who speaks is read over every page at once: a thread sent as two screenshots is one conversation, and the
    // second may hold no price to tell the contractor by (thread.ts).
    const others = othersMessages(pages.flatMap((page) => page.lines.map((l) => normaliseLine(l, page.method === 'ocr'))));
    if (others) this.thread = true;
    let first = 0;
    for (const page of pages) {
      const offsetOfPage = first;
      first += page.lines.length;
      // A page boundary is a paragraph break.
      for (const [i, raw] of [...page.lines, ''].entries()) {
        // In a message thread the homeowner's own messages are not the quote's terms (thread.ts).
        const theirs = i < page.lines.length && others?.has(offsetOfPage + i);
        if (theirs) this.othersSay.push({ line: lines.length, text: normaliseLine(raw, page.method === 'ocr') });
        const read = theirs ? '' : normaliseLine(raw, page.method === 'ocr');
        const text = ticked && read ? dropUnticked(read, heading) : read;
        // A line that held only unchosen options is gone, not a paragraph break.
        if (read && !text) continue;
        if (!text) {
          // A blank line closes an exclusions list; the heading itself carries on (terms pages run long).
          excluded = false;
        } else {
          const own = headingOf(text);
          // "... unless added by change\norder:" is the end of a wrapped sentence, not a heading of its own.
          if (own.isHeading && !continuesSentence(previous, text)) {
            heading = own.label;
            excluded = EXCLUSION_LABEL.test(own.label);
          } else if (excluded && TOTAL_AFTER_LIST.test(text)) {
            // The quote's total right under its "not included" list is not one of the things left out.
            excluded = false;
          }
        }
        const label = inlineLabel(text);
        lines.push({
          text,
          start: offset,
          file: page.file,
          page: page.page,
          heading: label || heading,
          excluded: excluded || (label !== '' && EXCLUSION_LABEL.test(label)),
        });
        offset += text.length + 1;
        previous = text;
      }
    }
    this.lines = lines;
    this.text = lines.map((l) => l.text).join('\n');
    this.words = [...this.text.matchAll(/[A-Za-z]+/g)].map((m) => ({
      word: m[0].toLowerCase(),
      index: m.index,
      end: m.index + m[0].length,
    }));
  }

  findAll(pattern: RegExp): Match[] {
    const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`;
    return [...this.text.matchAll(new RegExp(pattern.source, flags))].map((m) => ({
      index: m.index,
      text: m[0],
      line: this.lineIndexAt(m.index),
    }));
  }

  /**
   * Exact matches of a phrase set or, when there are none, runs of words that are one typo away from one of its
   * longer phrases ("underlayement", "DRIP EGDE"): a reader sees past such slips, and so should the checks.
   */
  findPhrases(set: PhraseSet): Match[] {
    const exact = this.findAll(set.pattern);
    if (exact.length || !set.fuzzy.length) return exact;
    const found: Match[] = [];
    for (const phrase of set.fuzzy) {
      for (const run of this.wordRuns(phrase.split(' ').length)) {
        if (Math.abs(run.text.length - phrase.length) > 2) continue;
        if (withinOneEdit(run.text, phrase) || withinOneEdit(run.text.replace(/e?s$/, ''), phrase)) {
          found.push({ index: run.index, text: this.text.slice(run.index, run.end), line: this.lineIndexAt(run.index) });
        }
      }
    }
    return found.sort((a, b) => a.index - b.index);
  }

  private wordRuns(n: number): { text: string; index: number; end: number }[] {
    let runs = this.runs.get(n);
    if (!runs) {
      runs = [];
      for (let i = 0; i + n <= this.words.length; i++) {
        const run = this.words.slice(i, i + n);
        runs.push({ text: run.map((w) => w.word).join(' '), index: run[0].index, end: run[n - 1].end });
      }
      this.runs.set(n, runs);
    }
    return runs;
  }

  /** Whether the quote includes something, lists it as excluded / by owner / not included, or never mentions it. */
  mention(set: PhraseSet): { state: Mention; matches: Match[] } {
    const matches = this.findPhrases(set).filter((m) => !this.isLayout(m));
    const included = matches.filter((m) => !this.isExcluded(m));
    if (included.length) return { state: 'included', matches: included };
    return { state: matches.length ? 'excluded' : 'absent', matches };
  }

  /** A match in a form field waiting for a value, a table header or an unticked box: layout, not a statement. */
  isLayout(match: Match): boolean {
    const clause = clauseAt(this, match.index);
    return clause !== undefined && isFormLayout(clause.text);
  }

  /** A match that sits in an exclusions list or is negated in its own clause ("no drip edge", "permits: not included"). */
  isExcluded(match: Match): boolean {
    const line = this.lines[match.line];
    if (line.excluded) return true;
    const before = this.text.slice(line.start, match.index);
    const after = this.text.slice(match.index + match.text.length, line.start + line.text.length);
    if (NEGATION_BEFORE.test(before) && !NEGATION_BEFORE_FREE.test(before)) return true;
    return NEGATION_AFTER.test(after);
  }

  lineIndexAt(offset: number): number {
    let lo = 0;
    let hi = this.lines.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lines[mid].start <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** The sentence (or table row) containing a match, in the quote's own words, shortened around the match if long. */
  quote(match: Match): string {
    const { start, end } = this.sentenceBounds(match);
    // A bullet is layout, not the contractor's words.
    const sentence = this.text.slice(start, end).replace(/\s+/g, ' ').trim().replace(/^- /, '');
    if (sentence.length <= MAX_QUOTE) return sentence;
    const at = Math.max(0, this.text.slice(start, match.index).replace(/\s+/g, ' ').length);
    let from = Math.max(0, at - 90);
    let to = Math.min(sentence.length, from + MAX_QUOTE - 6);
    from = from > 0 ? sentence.indexOf(' ', from) + 1 : 0;
    to = to < sentence.length ? sentence.lastIndexOf(' ', to) : sentence.length;
    return `${from > 0 ? '...' : ''}${sentence.slice(from, to).trim()}${to < sentence.length ? '...' : ''}`;
  }

  /**
   * The text from a match to the end of its paragraph or list item (at most maxChars), for checks that need what
   * follows. The next bullet is a separate item: its terms do not qualify this one.
   */
  following(match: Match, maxChars = 300): string {
    const rest = this.text.slice(match.index, match.index + maxChars);
    const end = rest.search(/\n(?:\n|- )/);
    return end >= 0 ? rest.slice(0, end) : rest;
  }

  private sentenceBounds(match: Match): { start: number; end: number } {
    let lineIdx = match.line;
    let start = match.index;
    // Walk back to a sentence end, or to the start of a line that does not continue the previous one.
    for (;;) {
      const line = this.lines[lineIdx];
      const before = this.text.slice(line.start, start);
      const stop = lastSentenceEnd(before);
      if (stop >= 0) {
        start = line.start + stop;
        break;
      }
      const previous = this.lines[lineIdx - 1];
      const continues = previous && previous.text && continuesOnto(previous.text, line.text);
      if (!continues || match.line - lineIdx >= 2) {
        start = line.start;
        break;
      }
      lineIdx--;
      start = previous.start + previous.text.length;
    }
    lineIdx = match.line;
    let end = match.index + match.text.length;
    for (;;) {
      const line = this.lines[lineIdx];
      const lineEnd = line.start + line.text.length;
      const rest = this.text.slice(end, lineEnd);
      const stop = firstSentenceEnd(rest, this.text.slice(line.start, end));
      if (stop >= 0) {
        end += stop;
        break;
      }
      const next = this.lines[lineIdx + 1];
      const continues = next && continuesOnto(line.text, next.text);
      if (!continues || lineIdx - match.line >= 2) {
        end = lineEnd;
        break;
      }
      lineIdx++;
      end = next.start;
    }
    return { start, end };
  }
}

// "... the job takes / 6-8 working days", "... billed at / $225.00 per hour", "... $95.00 per / 4 x 8 sheet": a sentence
// wrapped before its figure.
// Only after a line that ends in a word no sentence ends on ("at", "takes", "of"), so a table's next numbered row
// ("2 Ceilings ...") or a new note ("... = extra" / "$5,000 down to start") stays apart.
const WAITS_FOR_FIGURE =
  /\b(?:at|of|for|is|are|be|was|will|takes?|costs?|about|approx\.?|approximately|around|to|from|by|within|in|per|totals?|totall?ing|charged|billed|priced|plus)$/i;
// "... to be selected by Owner from" / "Contractor's supplier within the flooring allowance.": a line that ends on a
// word no sentence ends on runs on, even onto a capital.
const DANGLING_WORD = /\b(?:from|with|of|the|an|and|or|by|within|between|into|onto|via|than)$/i;
const FIGURE_CONTINUATION =
  /^(?:[$\u00a3\u20ac]\s?\d|\d+(?:\s*(?:-|to)\s*\d+)?\s*(?:working\s+|business\s+)?(?:days?|weeks?|months?|hours?|hrs?)\b|\d+\s*[x\u00d7']\s*\d+\s*(?:ft\s+)?(?:sheets?|boards?|panels?)\b)/i;
/** Whether a sentence on `line` runs on to `next`: no full stop, and the next line starts in lower case or is the
 * figure the sentence was waiting for. */
export function continuesOnto(line: string, next: string): boolean {
  // "... re-amortizes to approx." / "$215.15/mo.": an abbreviation's dot at the end of a line does not end the sentence.
  if (/[.!?:;]$/.test(line) && !(line.endsWith('.') && ABBREVIATION_BEFORE_DOT.test(line.slice(0, -1)) && !UNIT_BEFORE_DOT.test(line.slice(0, -1)))) return false;
  return (
    /^[a-z(]/.test(next) ||
    (WAITS_FOR_FIGURE.test(line) && FIGURE_CONTINUATION.test(next)) ||
    (DANGLING_WORD.test(line) && /^[A-Z][a-z]/.test(next))
  );
}

function lastSentenceEnd(text: string): number {
  const re = /[.!?;](?=\s)/g;
  let found = -1;
  for (const m of text.matchAll(re)) {
    if (m[0] === '.' && abbreviationDot(text.slice(0, m.index), text.slice(m.index + 1))) continue;
    found = m.index + 1;
  }
  return found;
}

// A unit written short ends a sentence as often as not: "our labor 1 yr. We can have it in by Friday".
const UNIT_BEFORE_DOT = /\d\s*(?:yrs?|mos?|ft|lbs?|ea|pcs)$/i;
const SENTENCE_STARTS = /^\s+(?:We|I|You|Our|Your|The|This|It|If|Please|Price|Total|Payment|All|Any|Thanks?)\b/;

/** Whether the dot after `before` belongs to an abbreviation ("sq. ft.", "Lic. no."), not the end of a sentence. */
function abbreviationDot(before: string, after: string): boolean {
  return ABBREVIATION_BEFORE_DOT.test(before) && !(UNIT_BEFORE_DOT.test(before) && SENTENCE_STARTS.test(after));
}

/** The sentences of one line, in order ("Total: $16,800. Deposit 10% at signing." is two). */
export function sentencesOf(line: string): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.trim()) {
    const end = firstSentenceEnd(rest);
    const len = end >= 0 ? end : rest.length;
    if (rest.slice(0, len).trim()) out.push(rest.slice(0, len).trim());
    rest = rest.slice(len);
  }
  return out;
}

/** Where the first sentence of `text` ends; `before` is what precedes it on the line (a match ending "Bal"). */
function firstSentenceEnd(text: string, before = ''): number {
  for (const m of text.matchAll(/[.!?;](?=\s|$)/g)) {
    if (m[0] === '.' && abbreviationDot(before + text.slice(0, m.index), text.slice(m.index + 1))) continue;
    // "1302 S. Garland", "7755 W. Alameda": a street's compass point, not a sentence's end.
    if (m[0] === '.' && /\d\s+[NSEW]$/.test(before + text.slice(0, m.index)) && /^\s+[A-Z][a-z]/.test(text.slice(m.index + 1))) continue;
    return m.index + 1;
  }
  return -1;
}

/**
 * A heading is a short line in capitals, a short line ending in a colon, a short Title Case line ("General Terms
 * and Conditions", "8. Changes to the Work") or a well-known section name.
 */
function headingOf(text: string): { isHeading: boolean; label: string } {
  const words = text.split(/\s+/);
  const bare = text.replace(/^[\d.)\s-]+/, '').replace(/[:\s]+$/, '');
  // Bullet items are list content even when written in capitals ("- PERMITS" under "EXCLUSIONS").
  // A table row in capitals ends in its amount ("INSTALL LVP FLOATING 640 SF 2.25 1,440.00"), with or without "$".
  // A line that opens with "+" or "&" carries on the one before ("Monitoring  Enphase IQ Gateway" / "+ Enlighten app").
  if (words.length > 7 || text.length > 60 || /\$\s?\d/.test(text) || /^(?:- |[+&]\s)/.test(text) || /\s\d[\d,]*\.\d{2}$/.test(text))
    return { isHeading: false, label: '' };
  const letters = bare.replace(/[^A-Za-z]/g, '');
  const capitals = letters.replace(/[^A-Z]/g, '').length;
  const isCaps = letters.length >= 4 && capitals / letters.length > 0.85;
  const long = bare.split(/\s+/).filter((w) => w.replace(/[^A-Za-z]/g, '').length > 3);
  const isTitle =
    words.length <= 6 &&
    long.length > 0 &&
    !/[.,;!?]$/.test(text) &&
    !/\d/.test(bare) &&
    long.filter((w) => /^[A-Z]/.test(w)).length / long.length >= 0.7;
  const isHeading = isCaps || isTitle || /:$/.test(text) || (words.length <= 4 && HEADING_WORDS.test(bare));
  return { isHeading, label: isHeading ? bare : '' };
}

/** A line that starts in lower case after a line with no closing punctuation carries on its sentence. */
function continuesSentence(previous: string, text: string): boolean {
  return previous !== '' && !/[.!?:;]$/.test(previous) && /^[a-z]/.test(text);
}

/** "Exclusions: permits, painting" carries its own label. */
function inlineLabel(text: string): string {
  const m = /^([A-Za-z][A-Za-z'&/ ]{2,40}):\s*\S/.exec(text);
  return m && m[1].split(/\s+/).length <= 4 ? m[1] : '';
}
