// The quote against itself: the same warranty stated with two different terms ("workmanship guaranteed for 15
// years" on one page, "all work carries a lifetime warranty" on another). Read from the clause model, so a hedged
// sentence, a form label or a product's own warranty is not set against the contractor's.
import { clausesOf, type Clause } from '../clauses/clauses';
import { SECTIONS, type Finding } from '../types';
import { finding, type Check } from './rule';

const WARRANTY_WORD = /\bwarrant(?:y|ee|ies|ed|s)?\b|\bguarant(?:ee|y|eed|ees)\b|\bcovered\s+for\b/i;
const WHOLE_JOB =
  /\b(?:labou?r|workmanship)\s*(?:&|and|\+|\/)\s*(?:materials?|parts)\b|\b(?:materials?|parts)\s*(?:&|and|\+|\/)\s*(?:labou?r|workmanship)\b/i;
const WORK =
  /\bworkmanship\b|\blabou?r\b|\binstallation\b|\b(?:our|all|the|contractor'?s?)\s+(?:\w+\s+)?work\b|\bcraftsmanship\b/i;
const STRONG_WORK = /\b(?:workmanship|labou?r|installation|craftsmanship)\b/i;
const EVERY_ONE_WE_FIT = /\b(?:every|each|all|any)\s+(?:[\w-]+\s+){0,2}(?:we|our\s+(?:crews?|team|installers?))\s+(?:install|put\s+in|fit|hang|lay|build|set)\b/i;
const ON_THE_PRODUCT =
  /\b(?:on|covers?|covering)\s+(?:the|all|each|every|your)\s+(?:new\s+)?(?:windows?|doors?|shingles?|panels?|units?|equipment|products?|materials?|cabinets?|fixtures?|appliances?|boards?|tiles?|flooring|heat\s+pumps?|boilers?|furnaces?|cylinders?|tanks?|water\s+heaters?)\b/i;
// "Milgard Full Lifetime Warranty", and "Vaillant 10 years parts and labour on the heat pump": the maker named before
// its own term.
const MAKERS_NAMED_WARRANTY =
  /\b[A-Z][a-zA-Z]+(?:'s)?\s+(?:(?:Full|Limited|Lifetime|Transferable|Non-Prorated)\s+){1,3}Warranty\b|\b[A-Z][a-zA-Z]+\s+(?:\d{1,2}|ten|five|twelve)[\s-]+years?\s+(?:parts|labou?r)\s+(?:and|&)\s+(?:parts|labou?r)\b/;
const MAKER = /\bmanufacturer|\bmfr\b|\bfactory\b|\bproducts?\b|\bbrand\b/i;
const PRODUCT =
  /\bmanufacturer|\bmfr\b|\bfactory\b|\bproducts?\b|\bshingles?\b|\bpanels?\b|\bmodules?\b|\binverters?\b|\bequipment\b|\bcompressor\b|\bparts\b|\bmaterials?\b|\bsiding\b|\bwindows?\b|\btank\b|\bheat\s+exchanger\b|\bfinish\b|\bbrand\b/i;
// A term in years, months, weeks or days ("90 days", "ninety (90) days", "2-year", "lifetime").
const UNIT = String.raw`(years?|yrs?|months?|mos?|weeks?|wks?|days?)`;
const TERM = new RegExp(
  String.raw`\b(\d{1,3})\s*(?:\(\d+\)\s*)?[\s-]?${UNIT}\b|\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|twenty[\s-]five|thirty|fifty|sixty|ninety)\s*(?:\(\d+\)\s*)?[\s-]?${UNIT}\b|\b(lifetime|life\s+of\s+the\s+(?:home|house|roof|structure)|(?:for\s+)?as\s+long\s+as\s+you\s+own\s+(?:your|the)\s+(?:home|house|property))\b`,
  'i',
);
const WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  'twenty five': 25,
  'twenty-five': 25,
  thirty: 30,
  fifty: 50,
  sixty: 60,
  ninety: 90,
};
const LIFETIME = 1000;

interface Term {
  clause: Clause;
  /** What the term covers: the work, or one named part of the equipment ("compressor"). */
  subject: string;
  years: number;
  label: string;
}

const PER_YEAR: [RegExp, number][] = [
  [/^mo/i, 12],
  [/^w/i, 52],
  [/^d/i, 365],
];

function yearsOf(m: RegExpMatchArray): number {
  if (m[5]) return LIFETIME;
  const n = m[1] ? Number(m[1]) : WORDS[m[3].toLowerCase().replace(/\s+/, ' ')];
  const unit = m[2] ?? m[4];
  return n / (PER_YEAR.find(([re]) => re.test(unit))?.[1] ?? 1);
}

/**
 * The warranty terms a text states, one per length ("Lifetime labor warranty ... for as long as you own the home" is
 * one term); "transferable once within 10 years of installation" bounds the transfer, not the warranty.
 */
function termsIn(text: string): RegExpMatchArray[] {
  const terms = [...text.matchAll(new RegExp(TERM.source, 'gi'))].filter((m) => !/\btransfer\w*\b[^.]{0,30}$/i.test(text.slice(0, m.index)));
  return terms.filter((m, i) => terms.findIndex((n) => yearsOf(n) === yearsOf(m)) === i);
}

function stated(c: Clause): boolean {
  if (c.polarity === 'hedged') return false;
  return !(c.role === 'label' || c.role === 'unticked' || c.role === 'option');
}

/** The warranty term a clause states for the contractor's own work (or the whole job), if it states one. */
function workTerm(c: Clause): Term | undefined {
  // "... guarantees its workmanship for two years, excluding sealant and grout": the exception after the comma
  // limits the warranty, it does not deny it.
  const head = c.text.replace(/,\s*(?:excluding|except(?:\s+for)?)\b.*$/i, '');
  const denied = c.polarity === 'denied' && (head === c.text || /\b(?:no|not|none|never|without|excluded)\b/i.test(head));
  if (!WARRANTY_WORD.test(c.text) || denied || !stated(c)) return undefined;
  // "Every kitchen is handled from start to finish by our team, and every installation is guaranteed for five
  // years": only the part of the sentence that gives the warranty says what it covers.
  // With a warranty in each half ("the frames are warranted for as long as you own your home, AND our installation
  // labor is covered for as long as you own your home"), the half about the work.
  const parts = c.text.split(/;|,\s+(?=(?:and|but|while|so|which)\s)/i).filter((p) => WARRANTY_WORD.test(p));
  const said = parts.length === 1 ? parts[0] : (parts.filter((p) => STRONG_WORK.test(p)).length === 1 ? parts.find((p) => STRONG_WORK.test(p))! : c.text);
  const whole = WHOLE_JOB.test(said);
  // "Every window we put in is guaranteed for as long as you own your home" under an installation guarantee: the
  // work on a product, named as such, with no maker's warranty in the sentence.
  const onTheWork = STRONG_WORK.test(said) && EVERY_ONE_WE_FIT.test(said) && !MAKER.test(said);
  if (!whole && (!WORK.test(said) || (PRODUCT.test(said) && !onTheWork))) return undefined;
  // "Milgard Full Lifetime Warranty (parts and labor) on the windows": the maker's warranty on its product, labour
  // included, beside the installer's own ("2-year warranty on our installation").
  // So is "Milgard Full Lifetime Warranty (parts and labor) registered in your name".
  // ("We register both" is the installer's errand, not the installer's warranty.)
  if (whole && (ON_THE_PRODUCT.test(said) || MAKERS_NAMED_WARRANTY.test(said)) && !/\b(?:we|our|us)\b(?!\s+(?:register|will\s+register|can\s+register))/i.test(said)) return undefined;
  const terms = termsIn(said);
  // "10 years on parts, 2 years on labour" states two warranties in one sentence: not one term.
  if (terms.length !== 1) return undefined;
  return { clause: c, subject: 'work', years: yearsOf(terms[0]), label: terms[0][0] };
}

// Parts of the equipment a warranty names one by one ("5 years on the compressor, 3 years on parts"), each of which
// must carry one term wherever the quote states it.
const COMPONENTS: [string, RegExp][] = [
  // A foundation's piers carry a warranty of their own ("lifetime warranty on every pier").
  ['pier', /\bpiers?\b/i],
  // The heat pump as a unit ("seven-year manufacturer's warranty on the heat pump").
  ['heat pump', /\bheat\s+pumps?\b/i],
  ['compressor', /\bcompressors?\b/i],
  ['heat exchanger', /\bheat\s+exchangers?\b/i],
  ['parts', /\bparts\b/i],
  ['tank', /\btanks?\b/i],
  ['inverter', /\binverters?\b/i],
  ['battery', /\bbatter(?:y|ies)\b/i],
];
// A term that holds only on a condition or with something extra ("10 years if registered", "with our service plan",
// "extendable to 12") is another warranty, not the same one stated differently.
const CONDITIONAL_TERM = /\b(?:if|when|unless|with|extend\w*|upgrade\w*|register\w*|plan|club|optional|available)\b/i;

/** The terms a clause under a warranty gives to named parts: "3 years compressor and 1 year parts" gives two. */
function componentTerms(c: Clause): Term[] {
  if (!WARRANTY_WORD.test(`${c.section} ${c.text}`) || c.polarity === 'denied' || !stated(c)) return [];
  // "1 year parts and labour" is the whole job's warranty (workTerm's), not the parts'.
  const pieces = c.text.replace(new RegExp(WHOLE_JOB.source, 'gi'), ' whole job ').split(/[;,]|\s(?:and|&|plus)\s/i);
  return pieces.flatMap((piece) => {
    const terms = termsIn(piece);
    const named = COMPONENTS.filter(([, word]) => word.test(piece));
    if (terms.length !== 1 || named.length !== 1 || CONDITIONAL_TERM.test(piece)) return [];
    return [{ clause: c, subject: named[0][0], years: yearsOf(terms[0]), label: terms[0][0].trim() }];
  });
}

// What a waterproofing, roofing or window warranty promises whoever makes the product: that water stays out. "LIFETIME
// WARRANTY: if water comes through the walls we fix it" on the first page and "warranted against seepage for
// twenty-five (25) years" in the terms are one promise given two terms.
const KEEPS_WATER_OUT = /\b(?:leaks?|leaking|seepage|water\s+(?:comes?|gets?|coming|getting|intrusion|penetration|ingress)|water[\s-]?tight|dry\s+basement)\b/i;

function leakTerm(c: Clause): Term | undefined {
  // Under a heading that names the warranty ("LIFETIME TRANSFERABLE WARRANTY" / "If water comes through ... we come
  // back and fix it"), the promise below it is the warranty's.
  if (!WARRANTY_WORD.test(`${c.section} ${c.text}`) || !KEEPS_WATER_OUT.test(c.text) || c.polarity === 'denied' || !stated(c)) return undefined;
  const terms = termsIn(c.text);
  if (terms.length !== 1) return undefined;
  const after = c.text.slice(terms[0].index! + terms[0][0].length, terms[0].index! + terms[0][0].length + 25);
  if (CONDITIONAL_TERM.test(after)) return undefined;
  return { clause: c, subject: 'keeping water out', years: yearsOf(terms[0]), label: terms[0][0].trim() };
}

// "Lifetime transferable warranty on the drainage system" on page 1, "Contractor warrants the drainage system for
// twenty-five (25) years" in the terms: one system the contractor installs, warranted for two terms.
const SYSTEM_WARRANTED =
  /\b(?:warrant(?:y|ies)\s+(?:on|for|covering)|warrants?|guarantees?|guarantee\s+on)\s+(?:the|your|our|this)\s+((?:[a-z-]+\s+){0,2}system)\b/i;

// "The drainage system carries our 10-year warranty": the same, the system named first.
const SYSTEM_CARRIES =
  /\b(?:the|your|our|this)\s+((?:[a-z-]+\s+){0,2}system)\s+(?:carries|has|comes\s+with|is\s+covered\s+by|gets)\s+(?:our|a|the)\b/i;
// A drainage or waterproofing system's warranty is the promise that water stays out, however it is worded.
const WATERPROOFING_SYSTEM = /\b(?:drain\w*|waterproof\w*|basement|sump)\b/i;

function systemTerm(c: Clause): Term | undefined {
  const m = SYSTEM_WARRANTED.exec(c.text) ?? SYSTEM_CARRIES.exec(c.text);
  if (!m || c.polarity === 'denied' || !stated(c) || MAKER.test(c.text)) return undefined;
  const terms = termsIn(c.text);
  if (terms.length !== 1) return undefined;
  const system = m[1].toLowerCase().replace(/\s+/g, ' ');
  const subject = WATERPROOFING_SYSTEM.test(system) ? 'keeping water out' : system;
  return { clause: c, subject, years: yearsOf(terms[0]), label: terms[0][0].trim() };
}

export const checkConsistency: Check = (ctx) => {
  const findings: Finding[] = [];
  const clauses = clausesOf(ctx.text);
  const terms = [
    ...clauses.map(workTerm).filter((t): t is Term => Boolean(t)),
    ...clauses.flatMap(componentTerms),
    ...clauses.map(leakTerm).filter((t): t is Term => Boolean(t)),
    ...clauses.map(systemTerm).filter((t): t is Term => Boolean(t)),
  ];
  // In a quote of tiers each tier states its own warranty ("Good: labour 1 year", "Best: labour 5 years"): terms
  // are compared within one tier's block, never across tiers.
  const blockOf = (t: Term) => clauses.filter((c) => c.tier && c.start < t.clause.start).at(-1)?.start ?? -1;
  let pair: [Term, Term] | undefined;
  for (const subject of new Set(terms.map((t) => t.subject))) {
    const same = terms.filter((t) => t.subject === subject).sort((a, b) => a.clause.start - b.clause.start);
    const other = same.find((t) => t.years !== same[0].years && blockOf(t) === blockOf(same[0]));
    if (other) {
      pair = [same[0], other];
      break;
    }
  }
  if (pair) {
    const [first, other] = pair;
    const on = first.subject === 'work' ? 'the work' : `the ${first.subject}`;
    findings.push(
      finding(
        'warranty.conflict',
        'medium',
        SECTIONS.warranty,
        other.clause.text,
        `The quote states two different warranties on ${on}: "${first.label}" in one place and "${other.label}" in another. The contract should state one term; otherwise the shorter one is the one you can count on.`,
        [
          `Which warranty term applies to ${first.subject === 'work' ? 'your workmanship' : on}, and can the contract state just that one?`,
          'What exactly does the warranty cover (labour, materials, leaks), and how do I make a claim?',
        ],
      ),
    );
  }
  return { checked: [], findings };
};

// Categories of work an exclusion names in general and the things a scope clause installs (or, for the rubbish,
// promises to take away) that belong to them.
const INSTALLS = /\b(?:install\w*|replac\w*|furnish\w*|new|provid\w*|supply|supplied|set)\b/i;
const CATEGORIES: { name: string; excluded: RegExp; member: RegExp; promised?: RegExp }[] = [
  {
    name: 'electrical work',
    excluded: /\belectrical(?:\s+work)?\b/i,
    member:
      /\b(?:light(?:ing|s)?(?:\s+fixtures?)?|vanity\s+light|exhaust\s+fan|ceiling\s+fan|fan|outlets?|receptacles?|switch(?:es)?|wiring|circuits?|GFCI)\b/i,
  },
  {
    name: 'plumbing work',
    excluded: /\bplumbing(?:\s+work)?\b/i,
    member:
      /\b(?:toilets?|faucets?|shower\s+valve|mixing\s+valve|valves?|tub|bathtub|sinks?|drains?|water\s+heater|supply\s+lines?)\b/i,
  },
  {
    name: 'windows and doors',
    excluded: /\bwindows?\s+(?:or|and|&)\s+doors?\b|\bno\s+windows?\b|\bwindows?\b/i,
    member: /\b(?:windows?|IG\s+units?|glass\s+units?|patio\s+door|sliding\s+door|entry\s+door)\b/i,
  },
  {
    // "Strip-out ... - rubbish removal included" in the scope, "Not included: skip hire and rubbish removal" below.
    name: 'rubbish removal',
    excluded:
      /\b(?:rubbish|debris|trash|junk)\s+(?:removal|disposal|haul\w*|carting)\b|\b(?:removal|disposal|haul\w*|carting)\s+of\s+(?:all\s+)?(?:the\s+)?(?:rubbish|debris|trash|waste)\b|\b(?:skip|dumpster|roll[\s-]?off)\s+(?:bin\s+)?(?:hire|rental|fees?)\b/i,
    member: /\b(?:rubbish|debris|trash|junk|waste|skip|dumpster)\b/i,
    promised: /\bincluded\b|\bremov\w*|\bhaul\w*|\bdispos\w*|\btake\s+away\b|\bcart(?:ed|ing)?\s+away\b/i,
  },
];
// "Electrical beyond the fan circuit", "plumbing other than the fixture swap": the exclusion already carves the
// scope's items out.
const QUALIFIED =
  /\b(?:beyond|other\s+than|except|besides|outside\s+of|rough[\s-]?in|behind\s+(?:the\s+)?walls|hidden|upgrades?\s+to|panel|service|relocat)/i;

// "The upstairs windows were replaced in 2009 and are not part of this", "the garage doors are by others": an
// exclusion of some of them, named by where they are, leaves the rest in the scope.
const SUBSET_BEFORE =
  /\b(?:upstairs|downstairs|basement|attic|garage|shed|other|remaining|rear|back|front|side|upper|lower|(?:first|second|third|top|ground)[\s-]floor|bedroom|bathroom|kitchen|storm|those|these)\s+(?:[\w-]+\s+)?$/i;

// "Electrical and gas permits and inspection fees: billed at cost": the permit is excluded, not the work.
const PERMIT_AFTER = /^\s*(?:(?:and|&)\s+[\w-]+\s+)?(?:permits?|inspections?|fees?|licen[cs]es?|approvals?)\b/i;

function namesAllOf(text: string, category: RegExp): boolean {
  return [...text.matchAll(new RegExp(category.source, 'gi'))].some(
    (m) => !SUBSET_BEFORE.test(text.slice(Math.max(0, m.index - 30), m.index)) && !PERMIT_AFTER.test(text.slice(m.index + m[0].length)),
  );
}

/** An item the scope installs that an exclusion (or a hand-over to others) rules out in general. */
// "Not included: Alternate 1, replace the two windows over the sink, add $3,950 if you want it": an extra offered at
// its own price, not work ruled out.
const OFFERED_EXTRA = /\balternates?\s*#?\s*\d|\badd\s+(?:[$\u00a3\u20ac]|A\$|C\$|NZ\$)\s?[\d,]+\s+(?:if|should)\s+you\b/i;

export const checkScopeConflict: Check = (ctx) => {
  const clauses = clausesOf(ctx.text);
  // What a warranty does not cover ("excludes water from window wells, plumbing leaks") limits the warranty, not
  // the work.
  const refusals = clauses.filter(
    (c) =>
      (c.polarity === 'denied' || c.party === 'others') &&
      c.role !== 'label' &&
      !QUALIFIED.test(c.text) &&
      !OFFERED_EXTRA.test(c.text) &&
      !/\bwarrant|\bguarantee/i.test(`${c.section} ${c.text}`),
  );
  for (const cat of CATEGORIES) {
    const refusal = refusals.find((c) => namesAllOf(c.text, cat.excluded));
    if (!refusal) continue;
    const promise = clauses.find(
      (c) =>
        c !== refusal &&
        c.polarity !== 'denied' &&
        c.party === 'contractor' &&
        (c.role === 'base' || c.role === 'note') &&
        (cat.promised ?? INSTALLS).test(c.text) &&
        cat.member.test(c.text),
    );
    if (!promise) continue;
    return {
      checked: [],
      findings: [
        finding(
          'consistency.scope-conflict',
          'medium',
          SECTIONS.scope,
          promise.text,
          `The scope includes this, yet the quote also rules out ${cat.name} ("${refusal.text.slice(0, 120)}"). It is unclear who does this part of the job and whether it is in the price.`,
          [
            `Is this part of the job in your price, and who does the ${cat.name} it needs?`,
            'Can the scope and the exclusions be made to agree in the contract?',
          ],
        ),
      ],
    };
  }
  return { checked: [], findings: [] };
};
