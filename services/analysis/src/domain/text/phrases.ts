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
    pattern: new RegExp(sources.map((s) => `(?:${s})`).join('|'), options.caseSensitive ? 'g' : 'gi'),
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

function phraseSource(phrase: string): string {
  const body = phrase
    .trim()
    .split(/[\s-]+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\-/]*');
  const startsWord = /^\w/.test(phrase.trim());
  const endsWord = /\w$/.test(phrase.trim());
  const endsLetter = /[a-z]$/i.test(phrase.trim());
  return `${startsWord ? '(?<![A-Za-z0-9])' : ''}${body}${endsLetter ? '(?:s|es)?' : ''}${endsWord ? '(?![A-Za-z0-9])' : ''}`;
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
