// The terms rows: warranties (how long, what they cover), start and duration, licence, insurance, permit (who pulls
// it), change orders and cleanup. A cell reads the quote's statement short, its words on hover, and the analysis's
// concern about the term beside it.
import type { AnalysisResult, QuoteFacts, TermId } from '@qa/contracts';
import { termIds } from '@qa/contracts';
import type { ComparedQuote, Row } from './compared-quote';
import { cell, concernOf } from './compared-quote';
import { capitalise } from './format';

type Term = QuoteFacts['terms'][number];

const LABELS: Record<TermId, string> = {
  'warranty.workmanship': 'Workmanship warranty',
  'warranty.manufacturer': 'Manufacturer warranty',
  'schedule.start': 'Start',
  'schedule.duration': 'Duration',
  licence: 'Licence',
  insurance: 'Insurance',
  permit: 'Permit',
  'change-orders': 'Change orders',
  cleanup: 'Cleanup',
};

export function termRows(quotes: ComparedQuote[]): Row[] {
  return termIds.map((id) => ({
    id: `terms.${id}`,
    group: 'terms',
    label: LABELS[id],
    cells: quotes.map(({ result }) => termCell(result, id)),
    differs: false,
  }));
}

function termCell(result: AnalysisResult, id: TermId) {
  const facts = result.facts;
  if (!facts) return cell('unknown', 'Not recorded');
  const term = facts.terms.find((t) => t.id === id);
  const ids = new Set(term?.findingIds ?? []);
  const concern = concernOf(result, (f) => ids.has(f));
  if (!term?.words) return cell(concern ? 'concern' : 'missing', 'Not stated', '', concern?.explanation);
  return cell(concern ? 'concern' : 'stated', shortStatement(term), term.words, concern?.explanation);
}

/** The statement in a few words: "10 years", "Contractor pulls it", "No. RC123456", "Within 2 weeks". */
export function shortStatement(term: Term): string {
  const { words } = term;
  switch (term.id) {
    case 'warranty.workmanship':
    case 'warranty.manufacturer':
      if (term.years !== null) return `${term.years} year${term.years === 1 ? '' : 's'}`;
      return /lifetime/i.test(words) ? 'Lifetime' : 'Stated, no length';
    case 'schedule.start': {
      const m =
        /\b(?:start|begin|commence)\w*(?:\s+date)?:?\s+((?:on|by|within|in|around|after|the\s+week\s+of|next)\b[^,.;]{1,36})/i.exec(
          words,
        );
      return m ? capitalise(m[1].split(/\s+(?:and|then)\b/)[0].trim()) : 'Stated';
    }
    case 'schedule.duration': {
      // The length after the words about duration: "begins within 2 weeks and takes 2 days" is 2 days.
      const from = Math.max(0, words.search(/\b(?:takes?|taking|complet|finish|duration|last)/i));
      const m =
        /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)(?:\s*(?:-|to)\s*\d+)?\s*(?:business\s+|working\s+)?(?:days?|weeks?|hours?)\b/i.exec(
          words.slice(from),
        );
      return m ? m[0] : 'Stated';
    }
    case 'licence': {
      const m = /#\s*([A-Z0-9-]{4,})|\b(?:no\.?|number)\s*:?\s*([A-Z0-9-]{4,})/i.exec(words);
      return m ? `No. ${m[1] ?? m[2]}` : 'Licensed, no number';
    }
    case 'insurance':
      return /workers'?\s*comp/i.test(words) ? "Liability and workers' comp" : 'Insured';
    case 'permit':
      return partyStatement(term.party, 'Contractor pulls it');
    case 'change-orders':
      return /writ|signed|sign-?off|approv/i.test(words) ? 'In writing' : 'Stated';
    case 'cleanup':
      return partyStatement(term.party, 'Included');
  }
}

function partyStatement(party: string, byContractor: string): string {
  if (party === 'homeowner') return 'Homeowner’s job';
  if (party === 'others') return 'By others';
  if (party === 'nobody') return 'Not included';
  return byContractor;
}
