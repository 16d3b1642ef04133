// Builds search patterns from the phrases contractors actually write. A phrase list is written as plain text
// ("tear off", "ice & water", "I&W") and compiled once into a case-insensitive pattern where a space or hyphen
// also matches a line break, a slash or nothing ("tear-off", "tearoff", "tear\noff") and a trailing plural is
// allowed. Entries can also be regular expressions for shapes plain text cannot express.

export interface PhraseSet {
  pattern: RegExp;
  /** Plain phrases long enough to also match with one typo or OCR slip ("underlayement", "drip egde"). */
  fuzzy: string[];
}

const FUZZY_MIN_LENGTH = 8;

/**
 * Brand names are matched case-sensitively (options.caseSensitive) so that "Delta" the faucet maker is not the
 * word "delta"; their all-capitals form is accepted too, for quotes typed in capitals.
 */
export function phrases(
  list: readonly (string | RegExp)[],
  options: { caseSensitive?: boolean } = {},
): PhraseSet {
  const entries: (string | RegExp)[] = options.caseSensitive
    ? list.flatMap((p): (string | RegExp)[] => (typeof p === 'string' ? [p, p.toUpperCase()] : [p]))
    : [...list];
  const sources = [...new Set(entries.map((p) => (typeof p === 'string' ? phraseSource(p) : p.source)))];
  return {
    pattern: new RegExp(alternation(sources), options.caseSensitive ? 'g' : 'gi'),
    fuzzy: options.caseSensitive
      ? []
      : list
          .filter(
            (p): p is string =>
              typeof p === 'string' && /^[a-z]+(?: [a-z]+)*$/i.test(p) && p.length >= FUZZY_MIN_LENGTH,
          )
          .map((p) => p.toLowerCase()),
  };
}

const WORD_START = '(?<![A-Za-z0-9])';

/**
 * The sources as one alternation, with the word-start check written once before each run of alternatives that
 * begin with it. Matches are the same, but the engine can then test an alternative's first letters straight away:
 * behind a look-behind on every one of 464 brand names, one scan of an 8,000-character quote took 150-300 ms (half
 * of the analyser's time); with the check hoisted, under 2 ms.
 */
function alternation(sources: string[]): string {
  const parts: string[] = [];
  for (let i = 0; i < sources.length; ) {
    if (!sources[i].startsWith(WORD_START)) {
      parts.push(`(?:${sources[i++]})`);
      continue;
    }
    const run: string[] = [];
    while (i < sources.length && sources[i].startsWith(WORD_START)) run.push(`(?:${sources[i++].slice(WORD_START.length)})`);
    parts.push(`${WORD_START}(?:${run.join('|')})`);
  }
  return parts.join('|');
}

function phraseSource(phrase: string): string {
  const body = phrase
    .trim()
    .split(/[\s-]+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\-/]*');
  const startsWord = /^\w/.test(phrase.trim());
  const endsWord = /\w$/.test(phrase.trim());
  const endsLetter = /[a-z]$/i.test(phrase.trim());
  return `${startsWord ? WORD_START : ''}${body}${endsLetter ? '(?:s|es)?' : ''}${endsWord ? '(?![A-Za-z0-9])' : ''}`;
}

/** Damerau-Levenshtein distance of at most one (one insertion, deletion, substitution or swap). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}
