// The contract terms a homeowner compares quotes on, each as the quote states it: warranties (and for how long),
// start and duration, licence, insurance, permit (and who pulls it), change orders and cleanup. Each term also
// names the analysis's findings about it, so a comparison can show the concern beside the words.
import type { QuoteFacts, TermId } from '@qa/contracts';
import { clauseAt } from '../clauses/clauses';
import { findDurations, findLicenceNumbers } from '../extract/entities';
import type { Match, QuoteText } from '../text/quote-text';
import type { Finding } from '../types';

type TermStatement = QuoteFacts['terms'][number];

interface TermRule {
  id: TermId;
  pattern: RegExp;
  /** The sentence must also say this (a start needs a when, a duration a length). */
  alsoSays?: RegExp;
  /** Sentences about something else that happen to use the words. */
  notAbout?: RegExp;
  /** The analysis's finding ids about this term. */
  findings: RegExp;
}

const WARRANTY_WORD = /warrant|guarant/i;
const PAYMENT_WORDS = /deposit|payment|\bdue\b|balance|\bpaid\b/i;
const TERMS: TermRule[] = [
  {
    id: 'warranty.workmanship',
    pattern:
      /workmanship|craftsmanship|labou?r\s+(?:warranty|guarantee)|installation\s+(?:warranty|guarantee)|(?:warranty|guarantee)\s+(?:on|for|covering)\s+(?:all\s+)?(?:our\s+)?(?:work|labou?r|installation)|\b(?:we|contractor)\s+(?:\w+\s+){0,3}(?:warrant|guarantee)|leak[\s-]free|\d+[\s-]*(?:yr|year)s?\.?\s+labou?r/i,
    findings:
      /^warranty\.(?:none|missing|workmanship-missing|duration-missing|conflict|roof-penetration-missing)$/,
  },
  {
    id: 'warranty.manufacturer',
    pattern:
      /manufacturer|\bmfr\b|\bmfg\b|factory|product\s+warrant|limited\s+lifetime|(?:shingle|panel|module|inverter|equipment|parts|compressor|system)s?\s+(?:warranty|guarantee)|\d+[\s-]*(?:yr|year)s?\.?\s+parts/i,
    alsoSays: /warrant|guarant|\byears?\b|\byrs?\b|lifetime/i,
    findings: /^warranty\.missing$/,
  },
  {
    id: 'schedule.start',
    // Not a "starter strip".
    pattern: /\b(?:start(?!er)|begin|commence)\w*|\bscheduled?\s+(?:for|on|within)\b/i,
    alsoSays:
      /\d|\bwithin\b|\bnext\s+(?:week|month)\b|\basap\b|\bweeks?\b|\bdays?\b|january|february|march|april|may|june|july|august|september|october|november|december/i,
    notAbout: /deposit|payment|\bdue\b|balance|warrant/i,
    findings: /^schedule\.(?:missing|start-missing)$/,
  },
  {
    id: 'schedule.duration',
    pattern:
      /\b(?:takes?|taking|complet\w*|finish\w*|duration|last\w*|working\s+days?|days?\s+to\s+complete)\b/i,
    alsoSays:
      /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:-|to)?\s*(?:\d+\s*)?(?:business\s+|working\s+)?(?:days?|weeks?|hours?)\b/i,
    notAbout: /deposit|payment|\bdue\b|balance|warrant/i,
    findings: /^schedule\.(?:missing|completion-missing)$/,
  },
  {
    id: 'licence',
    pattern: /licen[sc]\w*|\blic\b\.?\s*#|\bCSLB\b|\bregistered\s+(?:[\w-]+\s+){0,3}contractor\b/i,
    notAbout: /licensed\s+(?:electrician|plumber)s?\b/i,
    findings: /^license\./,
  },
  {
    id: 'insurance',
    pattern: /\binsured\b|insurance|general\s+liability|workers'?\s*comp|\bbonded\b/i,
    notAbout:
      /(?:your|homeowner'?s?|owner'?s?|home|property)\s+insurance|insurance\s+(?:claim|company|adjuster|carrier|deductible|proceeds|settlement)/i,
    findings: /^insurance\./,
  },
  { id: 'permit', pattern: /\bpermit/i, findings: /^permits\./ },
  {
    id: 'change-orders',
    pattern:
      /change[\s-]orders?|changes?\s+(?:to|in)\s+(?:the\s+)?(?:work|scope|contract|plans?)|(?:additional|extra)\s+work/i,
    findings: /^change-orders\./,
  },
  {
    id: 'cleanup',
    pattern: /clean[\s-]?up|haul\w*\s+(?:away|off)|\bdebris\b|dumpster|\bdispos(?:al|e)\b|broom[\s-]clean/i,
    findings: /^cleanup\./,
  },
];

export function termStatements(text: QuoteText, findings: Finding[]): TermStatement[] {
  return TERMS.map((rule) => {
    const match = firstStatement(text, rule);
    const words = match ? text.quote(match) : '';
    return {
      id: rule.id,
      words,
      years: rule.id.startsWith('warranty.') && words ? yearsIn(words, rule.pattern) : null,
      party: match && (rule.id === 'permit' || rule.id === 'cleanup') ? partyOf(text, match) : '',
      findingIds: [...new Set(findings.filter((f) => rule.findings.test(f.id)).map((f) => f.id))],
    };
  });
}

function firstStatement(text: QuoteText, rule: TermRule): Match | undefined {
  if (rule.id === 'licence') {
    // A licence number is the statement that matters most; a bare "licensed" is next best.
    const number = findLicenceNumbers(text.text)[0];
    if (number) return { index: number.index, text: number.raw, line: text.lineIndexAt(number.index) };
  }
  return text.findAll(rule.pattern).find((m) => {
    if (text.isLayout(m)) return false;
    const sentence = text.quote(m);
    if (rule.alsoSays && !rule.alsoSays.test(sentence)) return false;
    if (rule.notAbout?.test(sentence)) return false;
    // A warranty is a promise: "warranty" must be said (on its line: "Warranty: 10-yr parts; 2-yr labor"), and not
    // in a payment sentence.
    if (rule.id.startsWith('warranty.'))
      return WARRANTY_WORD.test(text.lines[m.line].text) && !PAYMENT_WORDS.test(sentence);
    return true;
  });
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  five: 5,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  'twenty-five': 25,
  thirty: 30,
  fifty: 50,
};
const YEARS = new RegExp(
  `\\b(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})(?:\\s*\\(\\d+\\))?[\\s-]*(?:years?|yrs?)\\b`,
  'gi',
);

/** The years of the warranty the words are about: the figure nearest the term's own words ("10-year workmanship"). */
function yearsIn(words: string, term: RegExp): number | null {
  const at = words.search(term);
  let best: { years: number; distance: number } | undefined;
  for (const m of words.matchAll(YEARS)) {
    const raw = m[1].toLowerCase();
    const years = NUMBER_WORDS[raw] ?? Number(raw);
    const distance = Math.abs(m.index - Math.max(0, at));
    if (!best || distance < best.distance) best = { years, distance };
  }
  if (best) return best.years;
  const months = findDurations(words).find((d) => d.unit === 'month');
  return months ? Math.round((months.max / 12) * 10) / 10 : null;
}

function partyOf(text: QuoteText, match: Match): string {
  const clause = clauseAt(text, match.index);
  if (text.isExcluded(match))
    return clause?.party === 'homeowner' || clause?.party === 'others' ? clause.party : 'nobody';
  return clause?.party ?? 'contractor';
}
