// Warranty: whether the contractor stands behind their own work (workmanship / labour), for how long, and not
// only the manufacturer's product warranty. Most failures (leaks, loose tile, refrigerant leaks) are installation
// faults that a product warranty does not cover.
import { clauseAt } from '../clauses/clauses';
import { phrases } from '../text/phrases';
import type { Match, QuoteText } from '../text/quote-text';
import { SERVICE_ONLY } from '../trade';
import { SECTIONS, type Finding } from '../types';
import { finding, type Check } from './rule';

const SECTION = SECTIONS.warranty;

const WARRANTY = phrases([
  'warranty',
  'warranties',
  'warranted',
  'warrants',
  'warrant',
  'guarantee',
  'guaranteed',
  'guarantees',
  'workmanship',
  // Terse HVAC and appliance quotes: "Carrier 10-yr parts; 2-yr labor" is a warranty without the word.
  /\b\d+[\s-]*(?:yr|year)s?\.?\s+(?:parts|labou?r|workmanship|compressor|heat\s+exchanger)\b/,
  // "labor 1 yr from me", "Labour: 2 years": the term on the work, named first.
  /\blabou?r\s*:?\s*(?:\d+|one|two|three|five|ten)[\s-]*(?:yrs?|years?|months?|mos?)\b/i,
  // "1 yr on our labor", "6 yr tank & parts", "12 months on all work": a term on the work itself.
  /\b(?:\d+|one|two|three|five|ten)[\s-]*(?:yrs?|years?|months?|mos?)\.?\s+(?:on\s+(?:our\s+|my\s+|all\s+|the\s+)?(?:labou?r|work|workmanship|install(?:ation)?|parts|tank|unit|equipment|heat\s+exchanger|compressor|coil|(?:pebble\s+|quartz\s+|new\s+)?(?:surface|finish|render|membrane|coating|tiles?))|(?:[a-z]+\s+){0,2}(?:&|and)\s+parts)\b/i,
  // "tank has 6 yr from the manufacturer", "25 years through Owens Corning": a term the maker gives.
  /\b\d+[\s-]*(?:yrs?|years?)\.?\s+(?:from|by|through|thru|via)\s+(?:the\s+)?(?:manufacturer|maker|factory|mfr|mfg)\b/i,
  // "I'm good for anything that leaks": a promise on the work, said the way a text says it.
  /\b(?:i'?m|i\s+am|we'?re|we\s+are)\s+good\s+for\s+any(?:thing)?\b/i,
  // "We stand behind our labor for a year", "should any of our work fail within twelve months we will put it right".
  /\bstand\s+behind\s+(?:our|the|all\s+(?:our|the))\s+(?:work|labou?r|workmanship|install(?:ation)?)\b/i,
  /\b(?:if|should)\s+(?:any\s+(?:of\s+)?)?(?:our|the)\s+(?:work|workmanship|labou?r|install(?:ation)?)\s+(?:fails?|give\s+way|go\s+wrong)\s+within\b/i,
  // Leases and PPAs: the owner maintains the system for the whole term.
  /\bmaintain(?:s|ed)?\b[^.\n]{0,60}\b(?:full|entire|whole|life\s+of\s+the)\s+(?:term|lease|agreement)/,
]);
// "No warranty for glass breakage or leaks from the plumbing" limits a warranty to what it leaves out; only no
// warranty at all, or none on the work itself, is a denial.
const NO_WARRANTY =
  /\bno\s+(?:written\s+)?(?:warranty|warranties|guarantee)\b(?!\s+(?:on|for|of|against|covering)\s+(?!(?:the|this|our|any|your|my)?\s*(?:work|job|labou?r|install\w*|workmanship|repairs?)\b))|\bwithout\s+(?:any\s+)?(?:warranty|guarantee)|\b(?:warranty|warranties|guarantee)\s*(?::|-)\s*(?:none|n\/a|not\s+(?:included|provided|offered))|\b(?:sold|provided|performed|installed|accepted|done)\s+["']?as[\s-]is\b|\bnot\s+(?:warranted|guaranteed)\b(?![^.\n]{0,30}(?:customer|owner|homeowner)[\s-](?:supplied|provided|furnished))|\bdisclaims?\s+(?:all\s+)?(?:warranties|warranty)/i;
// "Guarantee: 2 years on installation", "12 months on labour", "2 years from us on the fitting": a term on the work
// itself.
const WORKMANSHIP =
  /\b(?:i'?m|i\s+am|we'?re|we\s+are)\s+good\s+for\s+any(?:thing)?\b|\b(?:\d+|one|two|three|five|ten)[\s-]*(?:years?|yrs?|months?)\s+(?:from\s+(?:us|me)\s+)?(?:on|for)\s+(?:all\s+)?(?:our\s+|my\s+|the\s+)?(?:work|labou?r|installation|install|fitting)\b|workmanship|craftsmanship|\blabou?r\b|installation\s+(?:warranty|guarantee)|\b(?:install(?:ation)?|work|labou?r)\s+(?:(?:is|are|will\s+be|shall\s+be)\s+)?(?:fully\s+)?(?:warranted|guaranteed)|\b(?:our|contractor'?s?|(?<![A-Z][\w&-]*\s)company|we)\s+(?:\w+\s+){0,3}(?:warrant|guarantee)|warrant(?:s|ies)?\s+(?:all|its|our|the)\s+(?:\w+\s+)?(?:work|installation|labor)|(?:warranty|guarantee)\s+(?:on|for|covering)\s+(?:all\s+)?(?:our\s+)?(?:work|labor|installation)|parts\s+(?:and|&)\s+labou?r|leak[\s-]free|no[\s-]leak|leak\s+(?:warranty|guarantee)|roof\s+penetration|weathertight|watertight|system\s+(?:plus|pro|warranty)|golden\s+pledge|silver\s+pledge|(?:platinum|gold|silver)\s+(?:protection|warranty)|contractor\s+warranty|installer'?s\s+warranty|\bmaintain|\b(?:free\s+)?(?:service|servicing|repairs?|call[\s-]?backs?)\s+(?:on|for|of)\s+(?:the\s+|our\s+|all\s+)?(?:installation|install|work|workmanship|labou?r)\b/i;
const PRODUCT_ONLY =
  /manufacturer|\bmfr\b|\bmfg\b|factory|\bproduct\b|shingles?\s+(?:warranty|have|carry|come)|panels?\s+(?:warranty|have|carry|come)|modules?|inverters?|equipment|compressor|\bparts\b|limited\s+lifetime|lifetime\s+limited|\blimited\s+\d+[\s-]*(?:year|yr)|\bbrand\b|\b(?:warranty|guarantee)\s+(?:on|for|covering)\s+(?:the\s+|all\s+)?(?:new\s+)?(?:siding|shingles?|windows?|doors?|cabinets?|fixtures?|materials?|products?|tanks?|units?|gutters?|flooring|floors?|tiles?|countertops?|appliances?|panels?|modules?|fans?|lights?|paints?|stains?|coatings?|sealers?|membranes?)\b/i;
const DURATION =
  /\b\d+\s*(?:-|\s)?\s*(?:years?|yrs?|months?|mos?)\b|\b(?:a|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|eighteen|twenty|twenty[\s-]five|thirty|fifty)\s*(?:\(\d+\)\s*)?[\s-]?(?:years?|months?)\b|\blifetime\b|\blife\s+of\b|\bfull\s+term\b/i;

const LIMITATION =
  /\b(?:don'?t|do\s+not|won'?t|will\s+not|cannot|can'?t|does\s+not|doesn'?t)\s+(?:warrant(?:y)?|guarantee)\b/i;

// The printed proposal pad's "All material is guaranteed to be as specified": a promise that the goods match the
// description, not a warranty against failure, and it names no term.
const AS_SPECIFIED = /\bguaranteed\s+to\s+be\s+(?:as\s+(?:specified|described|stated|ordered)|(?:of\s+)?the\s+(?:quality|kind)\s+specified)\b/i;

/** One warranty statement: the sentence to quote, and that sentence with the rest of its line to judge. */
interface Statement {
  quote: string;
  context: string;
}

export const checkWarranty: Check = (ctx) => {
  const { text } = ctx;
  const findings: Finding[] = [];
  const statements = warrantyStatements(text).filter((s) => !(AS_SPECIFIED.test(s.quote) && !DURATION.test(s.quote)));
  const denial = text.findAll(NO_WARRANTY).map((m) => text.quote(m))[0];
  // "We don't warranty customer-supplied material" limits a warranty; on its own it promises nothing.
  const positive = statements.filter((s) => !NO_WARRANTY.test(s.quote) && !LIMITATION.test(s.quote));
  const coversWork = (s: Statement) => WORKMANSHIP.test(s.context) || (!PRODUCT_ONLY.test(s.context) && !MAKER_GIVES.test(s.quote));

  if (denial && !positive.some(coversWork)) {
    findings.push(
      finding(
        'warranty.none',
        'high',
        SECTION,
        denial,
        'The contractor offers no warranty on their work. If something fails because of how it was installed, you would have to pay to fix it.',
        [
          'Will you put a written workmanship warranty in the contract, and for how many years?',
          'Who do I call, and how fast will you respond, if there is a problem after the job?',
        ],
      ),
    );
  } else if (!statements.length) {
    // A job that installs nothing (a tree taken down, a tank pumped) has nothing to fail later: no warranty is usual.
    if (!(ctx.trade === 'general' && SERVICE_ONLY.test(`${ctx.projectType} ${text.text}`))) findings.push(
      finding(
        'warranty.missing',
        'medium',
        SECTION,
        '',
        'The quote mentions no warranty at all, neither on the contractor’s workmanship nor on the products installed.',
        [
          'What warranty do you give on your workmanship, and for how long?',
          'Which manufacturer warranties apply, and will you register them in my name?',
        ],
      ),
    );
  } else {
    const first = positive[0] ?? statements[0];
    if (!positive.some(coversWork)) {
      findings.push(
        finding(
          'warranty.workmanship-missing',
          'medium',
          SECTION,
          first.quote,
          'Only the manufacturer’s product warranty is mentioned. It does not cover installation mistakes, which cause most problems; ask for a written workmanship warranty.',
          [
            'What warranty do you give on your own labour and installation, and for how many years?',
            'Is the warranty transferable if I sell the house?',
          ],
        ),
      );
    } else if (!positive.some((s) => DURATION.test(s.context)) || workWarrantedWithoutTerm(positive)) {
      // Asked only when the work itself is warranted: with a maker's warranty alone the question that matters is the
      // workmanship one above, and the maker sets the term.
      findings.push(
        finding(
          'warranty.duration-missing',
          'clarification',
          SECTION,
          (positive.find((s) => WORK_NAMED.test(s.quote) && !DURATION.test(s.quote)) ?? first).quote,
          'A warranty is mentioned but not how long it lasts or what it covers.',
          [
            'How many years does the warranty last, and what exactly does it cover?',
            'Will you give me the warranty terms in writing?',
          ],
        ),
      );
    }
  }
  return { checked: [SECTION], findings };
};

// "Warranty: lifetime manufacturer warranty on doors; 1 year on our labor." - what follows a semicolon on the
// same line belongs to the same warranty statement, so each mention is judged with the rest of its line.
/**
 * "Lifetime limited warranty on the windows. Installation guaranteed.": the product has a term, the work none; the
 * term that matters for the work is missing.
 */
function workWarrantedWithoutTerm(positive: Statement[]): boolean {
  const onWork = positive.filter((s) => WORK_NAMED.test(s.quote));
  return onWork.length > 0 && !onWork.some((s) => DURATION.test(s.context)) && !positive.some((s) => DURATION.test(s.quote) && WORKMANSHIP.test(s.quote));
}
// The work itself named as what is warranted ("Installation guaranteed", "guarantee on all labour"); a "company
// warranty" may be the maker's.
const WORK_NAMED =
  /\b(?:install(?:ation)?|labou?r|workmanship|fitting)\b[^.;]{0,20}\b(?:guaranteed|warranted|guarantee|warranty)\b|\b(?:guarantee|warrant)\w*\s+(?:on|for)\s+(?:the\s+|our\s+|all\s+)?(?:install(?:ation)?|labou?r|workmanship|work|fitting)\b/i;

// "Mohawk has a lifetime residential warranty on the SolidTech", "Navien gives 15 years": a named maker's warranty.
// (The contractor's own promise says whose it is: "we", "our", or the work itself, which WORKMANSHIP reads.)
// "[10/03/26, 12:05] Santosh: Royale has Asian Paints company warranty 5 years", "Guards carry Alu-Rex's 25 yr
// warranty": the maker's own, named by brand.
const MAKER_GIVES =
  /\b(?:carries|carry|has|have|comes?\s+with)\s+[A-Z][\w-]*'s\s+(?:\d+[\s-]*(?:yrs?|years?)\.?\s+)?(?:limited\s+|lifetime\s+)*(?:warranty|guarantee)\b|^(?:\[[^\]]{4,30}\]\s*)?(?:[A-Z][\w.'&-]*(?:\s+[A-Z][\w.'&-]*)?:\s+)?(?!(?:We|I|Our|The|This|That|It|All|Every|Each|Your)\b)[A-Z][A-Za-z-]+(?:\s+[A-Z][A-Za-z-]+){0,2}\s+(?:has|have|gives|give|offers|provides|carries|carry|includes|covers|backs)\s+(?:a\s+|an\s+|its\s+)?(?:[A-Z][\w-]*'s\s+(?:\d+[\s-]*(?:yrs?|years?)\.?\s+)?(?:limited\s+|lifetime\s+)*(?:warranty|guarantee)|lifetime|limited|\d+|one|two|three|five|ten|twelve|fifteen|twenty|twenty[\s-]five|thirty|(?:[A-Z][\w&-]*\s+){1,3}(?:company\s+|manufacturer'?s?\s+|factory\s+)?(?:warranty|guarantee))\b/;

// "Fully guaranteed. Firestone rubber lasts 50 years": how long a material lasts is no term of a warranty.
const LIFESPAN =
  /\b(?:lasts?|will\s+last|should\s+last|life\s*(?:span|expectancy)(?:\s+of)?|expected\s+(?:life|to\s+last)(?:\s+of)?|good\s+for)\s+(?:up\s+to\s+|over\s+|about\s+|around\s+|at\s+least\s+)?(?:\d+(?:\s*(?:-|to)\s*\d+)?|twenty|thirty|forty|fifty)\+?\s*(?:years?|yrs?)\b/gi;
function warrantyStatements(text: QuoteText): Statement[] {
  const seen = new Map<string, Statement>();
  for (const m of text.findPhrases(WARRANTY)) {
    const quote = text.quote(m);
    // "What kind of warranty comes with it?" (the homeowner, in an e-mail thread) promises nothing.
    if (/\?\s*["')\]]*\s*$/.test(quote)) continue;
    // "Workmanship guarantee: ____" (or left empty on a form) is a field nobody filled in.
    const clause = clauseAt(text, m.index);
    if (text.isLayout(m) || (clause?.role === 'label' && /:\s*$/.test(clause.text))) continue;
    if (!seen.has(quote)) seen.set(quote, { quote, context: `${quote} ${restOfLine(text, m)}`.replace(LIFESPAN, ' ') });
  }
  return [...seen.values()];
}

// The rest of the line, or to the end of the sentence when it wraps onto the next lines ("...glass seal 20
// / years; installation labor 2 years.").
function restOfLine(text: QuoteText, m: Match): string {
  const line = text.lines[m.line];
  const rest = text.text.slice(m.index, line.start + line.text.length);
  if (/[.!?]\s*$/.test(line.text)) return rest;
  const after = text.text.slice(line.start + line.text.length, line.start + line.text.length + 240);
  const end = after.search(/[.!?](?:\s|$)|\n\s*\n/);
  return rest + (end < 0 ? after : after.slice(0, end + 1));
}
