// The clause model between the text and the rules: the quote read once into clauses (a sentence, a table row, a
// list item, a checkbox line), each annotated with where it sits (page, section), the amounts it carries, and what
// it asserts: its polarity (affirmed, denied, hedged, conditional), who does it (the contractor, the homeowner,
// others, nobody) and its role (base scope, an option or alternate, a note, a form label or header, an unticked
// box). Checks ask questions of clauses ("is there an affirmed contractor clause in the base scope that names
// tear-off?") rather than of raw text, so a hedge, a denial, a hand-over to the homeowner or a form label is not
// read as coverage.
import { findMoney, type Money } from '../extract/entities';
import type { PhraseSet } from '../text/phrases';
import { isOptionSection, optionHeaderOf } from '../text/tiers';
import { ABBREVIATION_BEFORE_DOT, continuesOnto, type Match, type QuoteText } from '../text/quote-text';

export type ClauseKind = 'sentence' | 'table-row' | 'list-item' | 'checkbox';
export type Polarity = 'affirmed' | 'denied' | 'hedged' | 'conditional';
export type Party = 'contractor' | 'homeowner' | 'others' | 'nobody';
export type Role = 'base' | 'option' | 'note' | 'label' | 'unticked';

export interface Clause {
  text: string;
  /** Offsets of the clause in QuoteText.text. */
  start: number;
  end: number;
  line: number;
  page: number;
  section: string;
  kind: ClauseKind;
  amounts: Money[];
  /** The clause prices work by the unit or the hour ("$85/sheet", "$95 per hour"). */
  unitPriced: boolean;
  polarity: Polarity;
  party: Party;
  role: Role;
  /** Inside an option block of a quote priced as alternatives (Option A / B, Good / Better / Best). */
  tier: boolean;
  /** Work left open: conditional or unit-priced with no cap, estimate or "not to exceed". */
  openEnded: boolean;
}

// Hedges: the writer is not committing ("maybe", "might", "possibly", "3-4 ton?", "to be confirmed").
const HEDGE =
  /\b(?:maybe|might|possibly|perhaps|probably|likely|may\s+(?:be|or\s+may\s+not|need|require|want)|not\s+sure|unsure|undecided|to\s+be\s+(?:determined|decided|confirmed|verified|discussed|selected)|TBD|TBC|TBA|pending)\b|[^?\s]\s?\?(?!\?)(?=\s|$|[),;:])/i;
// Conditions: the work happens only if something turns out to be so ("if needed", "as required", "should ...
// be found", "in the event of", "unless", "if the engineer finds it is carrying load").
const CONDITION =
  /\bif\s+(?:it|this|that|they|there|the\s+\w+)\s+(?:turns?|proves?)\s+(?:out\s+)?(?:to\s+be\b|that\b)?|\bif\s+(?:he|she|they|the\s+\w+)\s+finds?\b|\bif\s+it(?:'s|\s+is)\s+(?:load[\s-]?bearing|structural|carrying)\b|\b(?:if|as|where|when|wherever)\s+(?:needed|necessary|required|applicable|requested|found|present|damaged|any|possible)\b|\bif\s+(?:there\s+is|there\s+are|we\s+find|found|damage|rot|the\s+\w+\s+(?:is|are))\b|\bshould\s+(?:any|there|it|the)\b[^.]{0,40}\b(?:be|become|prove)\b|\bin\s+the\s+event\s+(?:of|that)\b|\bunless\b|\bupon\s+(?:inspection|discovery)\b|\bif\s+(?:the\s+|your\s+|any\s+|it\s+)?(?:[a-z]+\s+){0,2}?needs?\b|\bif\s+you\s+need\b|\bdepending\s+on\b|\bany\s+(?:rotted|rotten|damaged|deteriorated|bad)\b/i;
// Denials: the work is not done or not included.
const DENIAL =
  /\b(?:(?:don'?t|doesn'?t|do\s+not|does\s+not)\s+do\b|(?:not|(?:is|are)n[\u2019']t)\s+(?:included|part\s+of|provided|covered|in\s+(?:the\s+)?(?:contract|scope|price|quote|estimate))|excluded|excludes?|excluding|exclusions?|n\/a|none|does\s+not\s+include|do(?:es)?\s+not\s+(?:provide|install|supply|cover|perform)|will\s+not|won'?t|no\s+(?:\w+\s+){0,2}(?:is|are|will\s+be)\s+(?:included|provided|quoted)|is\s+not\s+quoted|NIC)\b|^\s*(?:-\s*)?no\s+(?!(?:additional\s+|extra\s+|hidden\s+)?(?:charge|cost|fee)s?\b)\w/i;
// Who does it: the homeowner ("customer responsible for", "by owner", "owner to supply", "supplied by the
// homeowner", "owner-furnished", "customer supplied", "tiles to be supplied by yourselves", "tiles you choose and buy
// yourself", "you will need to have your electrician ...",
// India's "cement, sand & adhesive - by party").
const HOMEOWNER =
  /\b(?:(?:home)?owner|HO|customer|client|buyer|purchaser)(?:'s)?(?:\s+(?:(?:is|are|will\s+be|shall\s+be)\s+)?(?:responsible|responsibility|to\s+(?:supply|provide|furnish|purchase|buy|obtain|pull|arrange|handle|remove|pay\s+for|do|perform|install)|(?:will|shall|must)\s+(?:supply|provide|furnish|purchase|buy|obtain|pull|arrange|handle|remove|do|perform|install)|supplies|provides|furnishes))\b|(?<!\b(?:install|instal|fit|fix|hang|set|connect|mount|lay|reinstall|plumb|hook)(?:s|ed|ing|ting)?\s+(?:(?:up|in)\s+)?(?:the\s+|all\s+|your\s+|any\s+)?)\b(?:(?:home)?owner|customer|client|buyer|purchaser)(?:'s)?[\s-](?:supplied|provided|furnished)\b|\b(?:responsibility|expense)\s+of\s+(?:the\s+)?(?:home)?(?:owner|customer|client)\b|\b(?:supplied|provided|furnished|purchased|done|performed|installed|removed|obtained|pulled|handled)\s+by\s+(?:the\s+)?(?:home)?(?:owner|customer|client)s?\b|\b(?:supplied|provided|furnished|purchased|bought|sourced|arranged|obtained|done)\s+by\s+(?:you|yourself|yourselves)\b|\byou(?:'ll|\s+will)?\s+(?:need|have)\s+to\s+(?:have|get|hire|call|book|arrange)\b|\b(?:by|from)\s+(?:your|the\s+(?:home)?owner'?s)\s+(?:own\s+)?(?:electrician|plumber|builder|carpenter|painter|contractor|gas\s+fitter)\b|(?<!\b(?:select|chos|chose|choos|approv|pick|sign|initial|request|accept|decid|determin|specifi|direct|paid|payable|caused|damaged|colou?r|shade|style|pattern|notif|writ|report|inform|advis|told|tell)\w*\s+)\bby\s+(?:the\s+)?(?:home)?(?:owner|customer|client)s?\s*(?:[.;,)]|$|(?:or|and|\/)\s+(?:your|the|a|their|owner'?s?|his|her)\b)|(?:\b(?:is|are)|'s|'re)\s+(?:on\s+(?:you|your\s+(?:end|side))|up\s+to\s+you|your\s+(?:responsibility|job|call)|yours\s+to\s+(?:sort|deal\s+with|arrange|organi[sz]e|handle|dispose\s+of|get\s+rid\s+of))\b|\byou(?:'re|\s+are)\s+(?:buying|purchasing|supplying|sourcing|ordering|providing|sorting|getting)\b|[-\u2013:]\s*(?:on\s+)?your\s+(?:end|side)\b|\byou\b[^.;]{0,40}\bhav(?:e|ing)\s+(?:[\w-]+\s+){1,5}?delivered\b|\byou\s+(?:will\s+|must\s+|need\s+to\s+|are\s+to\s+)?(?:supply|furnish|purchase|buy|obtain|pull|arrange\s+(?:for\s+)?|handle|remove)\b(?!\s+(?:a|an|any)\s+(?:quote|estimate|receipt|copy|warranty|invoice))|\b(?:buy|purchase|source|order|get|supply|pick\s+up)\s+(?:(?:it|them|these|those|the\s+\w+)\s+)?yoursel(?:f|ves)\b|\bOFCI\b|\bby\s+party\b/i;
// Others: "by others", "by a separate contractor", "by the utility", "outsourced".
const OTHERS =
  /\bby\s+others\b|\b(?:by|to)\s+(?:a\s+|the\s+)?(?:separate|another|other|outside|third[\s-]party)\s+(?:contractor|trade|company|vendor|firm)s?\b|\boutsourced\b/i;
// Options and alternates, offered but not part of the base price.
const OPTION =
  /^(?:-\s*)?(?:optional\b|option(?:al)?\s*[:#-]|option\s+(?:[A-H]|\d{1,2})\b|alternate\b|alt\.?\s*#?\d|add[\s-]?ons?\b|upgrades?\s*[:-]|upgrade\s+option)|\((?:optional|option|add[\s-]?on|alternate)\)|\boptional\s+(?:add[\s-]?on|upgrade|item)s?\b|\bnot\s+included\s+in\s+(?:the\s+)?(?:base\s+)?(?:price|total)\b.*\badd\b|\bfor\s+an?\s+additional\s+\$/i;
const NOTE_SECTION = /^(?:notes?|remarks?|comments?|disclaimers?|important)\b/i;
const NOTE_START = /^(?:-\s*)?(?:notes?|n\.?b\.?|p\.?s\.?|please\s+note)\s*[:.-]/i;
const EXCLUDED_SECTION =
  /exclu|not\s+included|not\s+in\s+(?:our\s+|the\s+|this\s+)?(?:contract|scope)|outside\s+(?:of\s+)?(?:our\s+|the\s+|this\s+)?scope|by\s+(?:the\s+)?others|items?\s+not\s+(?:included|covered)/i;
const OWNER_SECTION =
  /\b(?:owner|homeowner|customer|client)(?:'s)?\s+(?:responsibilit|to\s+(?:provide|supply)|supplied|obligations?|provides?)|\bby\s+(?:the\s+)?(?:home)?(?:owner|customer|client)\b/i;
// A form label waiting for a value ("Insurance Co.: ____", "Claim #", "Permit No. ______"), a table header of
// column words ("Description Qty Rate Amount"), or a labelled blank.
const BLANK = /_{3,}|\.{5,}|\[\s*\]\s*$/;
const LABEL_ONLY = /^(?:-\s*)?[A-Za-z][A-Za-z .&'/#()-]{1,50}(?::|#|No\.?)\s*$/;
const COLUMN_WORDS =
  /^(?:item|items|description|desc|qty|quantity|unit|units|uom|rate|price|unit\s+price|amount|total|cost|hours|hrs|labor|labour|material|materials|ext(?:ended)?|line|no\.?|#|date|due|payment|milestone|percent|%|status|notes?)$/i;
const CHOICE_ROW =
  /^(?:-\s*)?\[\s*\]\s*(?:(?:[A-H]|\d{1,2})[.)]\s|(?:good|better|best|basic|standard|premium|deluxe|economy|option\s+\w+|tier\s+\w+|package\s+\w+)\b).*\d/i;
const EMPTY_BOX = /^(?:-\s*)?(?:\[\s*_?\s*\]|[\u2610\u25a1])/;
const TICKED = /\[\s*[xX\u2713\u2714]\s*\]|[\u2611\u2612]/;
// "not to exceed $2,000", "capped at", "up to 6 sheets", "estimated 10 hours", "maximum": a limit on open work; so is a
// quantity in the price with a rate beyond it ("extra levelling beyond the 3 bags included: $45.00 per bag").
const CAP =
  /\bnot\s+to\s+exceed\b|\b(?:won'?t|will\s+not|never|not)\s+(?:go|run)\s+over\b|\b(?:won'?t|will\s+not)\s+exceed\b|\bNTE\b|\bcap(?:ped)?\b|\bmax(?:imum)?\b|\bup\s+to\s+(?:\$?\d|\w+\s+(?:sheets?|hours?|feet|ft|sq))|\blimit(?:ed)?\s+(?:to|of)\b|\bestimated?\s+(?:at\s+)?\d|\bincludes?\s+(?:up\s+to\s+)?\d+\s+(?:sheets?|hours?|feet|ft|sq|linear|lf|sf)|\bbeyond\s+(?:the\s+)?\d+\s+[a-z]+\s+included\b/i;
// In any currency a quote is written in: "$45/hr", "£30 per hour", "Rs. 9/- per sq.ft.", "$3.25 per SF", "$92 per 4x8
// sheet", and a rate sheet's row ending in its unit and rate columns ("... where required  sq ft  $1.95").
// A rate sheet whose header names the currency ("Rate (Rs.)") ends its rows in the unit and a bare figure: "per day 900.00".
const UNIT_RATE =
  /\b(?:sq\.?\s*ft|sf|lin\.?\s*ft|lf|sheet|each|room|hour|hr)\s+(?:\$|\u00a3|\u20ac|\bRs\.?)\s?[\d,.]+\s*$|\bper\s+(?:sq\.?\s*ft|sq\.?\s*m|m2|rft|r\.?\s*ft|sf|lin\.?\s*ft|lf|sheet|room|hour|hr|day|point|no\.?|unit)\s+\d[\d,]*(?:\.\d{2})?\s*$|(?:\$|\u00a3|\u20ac|\u20b9|\bRs\.?|\b(?:AUD|CAD|NZD|EUR|GBP|INR)\b)\s?[\d,.]+(?:\/-)?\s*(?:\/|per\s+|an?\s+|each\b|ea\b)\s*(?:\d+\s*['x\u00d7]\s*\d+\s*(?:ft\s+)?)?(?:(?:running|linear|lin\.?|square|sq\.?)\s*(?:ft|foot|feet|met(?:re|er)s?|m)\b|m2|m\u00b2|sqm|met(?:re|er)s?|m(?![a-z0-9\u00b2])|hour|hr|sheet|sq(?:uare)?\.?\s*(?:ft|foot|feet|yd)?|square|ft|foot|feet|lf|sf|linear\s+f(?:oo|ee)t|board|piece|unit|man[\s-]?hour|day|(?:cu(?:bic)?\.?\s*)?(?:yard|yd)|cy|gallon|bag|load|trip|hole|post|ton|each|ea|run|drop|outlet|fixture|register|vent|circuit|opening|window|door|room|step|stump|crack|pier|anchor|patch|spot|repair)s?\b|\$\s?[\d,.]+\s*(?:each|ea\.?)(?![a-z])|\bhourly\b|\bper\s+(?:hour|hr)\b|\bT\s*&\s*M\b|time[\s-]+(?:and|&)[\s-]+materials?/i;

/** Reads the clauses of a quote: each line split into its sentences (a table row or a list item is one clause). */
export function readClauses(text: QuoteText): Clause[] {
  const out: Clause[] = [];
  const ticked = TICKED.test(text.text);
  let optionBlock = false;
  // "Option 1: Dual fuel   Option 2: AC + furnace", "GOOD - Classic BETTER - Preferred BEST - Platinum" over a table's
  // columns name several tiers on one line.
  const tiers = text.lines
    .filter((l) => optionHeaderOf(l.text) !== undefined)
    .reduce((n, l) => n + Math.max(1, (l.text.match(/\b(?:option|tier|package|alternate)\s+(?:[A-H]|\d{1,2})\b/gi) ?? []).length + (l.text.match(/\b(?:GOOD|BETTER|BEST)\b/g) ?? []).length), 0);
  const lines = text.lines;
  const choices = ticked ? 0 : lines.filter((l) => CHOICE_ROW.test(l.text)).length;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (!line.text) {
      optionBlock = false;
      continue;
    }
    // A sentence wrapped onto the next line ("... 80,000 BTU gas" / "furnace (attic).") is one clause.
    let last = index;
    while (
      last + 1 < lines.length &&
      lines[last + 1].page === line.page &&
      continuesOnto(lines[last].text, lines[last + 1].text) &&
      !/\|/.test(lines[last].text) &&
      last - index < 4
    )
      last++;
    const joined = text.text.slice(line.start, lines[last].start + lines[last].text.length);
    const heading = line.heading;
    if (optionHeaderOf(line.text)) optionBlock = !(tiers < 2 && ONLY_OPTION_CHOSEN.test(line.text));
    else if (heading && heading === line.text.replace(/[:\s]+$/, ''))
      optionBlock = isOptionSection(heading);
    const kind: ClauseKind = /\|/.test(line.text)
      ? 'table-row'
      : EMPTY_BOX.test(line.text) || TICKED.test(line.text)
        ? 'checkbox'
        : /^(?:-\s|\d{1,2}[.)]\s?|[a-z][.)]\s)/.test(line.text)
          ? 'list-item'
          : 'sentence';
    const parts =
      kind === 'sentence' || kind === 'list-item' ? splitSentences(joined) : [{ at: 0, text: joined }];
    for (const part of parts) {
      const start = line.start + part.at;
      const clauseText = part.text;
      const context = {
        section: heading,
        lineExcluded: line.excluded,
        isHeadingLine:
          heading !== '' && heading === line.text.replace(/^[\d.)\s-]+/, '').replace(/[:\s]+$/, ''),
        optionBlock,
        formHasTicks: ticked,
        kind,
      };
      const a = annotate(clauseText.replace(/\s+/g, ' '), context);
      // "[ ] A. GAF Timberline HDZ ... $16,480 / [ ] B. CertainTeed Landmark Pro ... $17,350" with no box ticked anywhere:
      // each lettered line is a whole job to choose from, not a box left empty.
      const choice = choices >= 2 && CHOICE_ROW.test(line.text);
      if (choice) a.role = 'option';
      out.push({
        text: clauseText.replace(/\s+/g, ' '),
        start,
        end: start + clauseText.length,
        line: index,
        page: line.page,
        section: heading,
        kind,
        amounts: findMoney(clauseText.replace(/\s+/g, ' ')),
        ...a,
        tier: choice || (tiers >= 2 && (optionBlock || optionHeaderOf(heading) !== undefined)),
      });
    }
    index = last;
  }
  return out;
}

// "OPTION 1 OF 1 - HEAT PUMP REPLACEMENT [SELECTED]": the one option there is, chosen, is the job itself.
const ONLY_OPTION_CHOSEN = /\b1\s+of\s+1\b|\[\s*(?:x|selected|chosen|accepted)\s*\]|\b(?:selected|chosen|accepted)\b/i;

export interface ClauseContext {
  section?: string;
  /** The line lies in an exclusions / by-owner list (the text reader's own reading). */
  lineExcluded?: boolean;
  isHeadingLine?: boolean;
  optionBlock?: boolean;
  formHasTicks?: boolean;
  kind?: ClauseKind;
}

/** What one clause asserts, from its own words and where it sits. Exported for unit tests. */
export function annotate(
  text: string,
  ctx: ClauseContext = {},
): Pick<Clause, 'polarity' | 'party' | 'role' | 'unitPriced' | 'openEnded'> {
  const section = ctx.section ?? '';
  const body = text.replace(/^(?:-\s*)?(?:\[\s*[xX\u2713\u2714_]?\s*\]|[\u2610\u2611\u2612\u25a1])\s*/, '');
  let polarity: Polarity = 'affirmed';
  if (DENIAL.test(body) || ctx.lineExcluded || EXCLUDED_SECTION.test(section)) polarity = 'denied';
  else if (HEDGE.test(body)) polarity = 'hedged';
  else if (CONDITION.test(body)) polarity = 'conditional';

  let party: Party = 'contractor';
  if (HOMEOWNER.test(body) || OWNER_SECTION.test(section)) party = 'homeowner';
  else if (OTHERS.test(body)) party = 'others';
  else if (polarity === 'denied') party = 'nobody';

  let role: Role = 'base';
  if (EMPTY_BOX.test(text) && !TICKED.test(text)) role = 'unticked';
  else if (isLabel(body, ctx)) role = 'label';
  else if (
    OPTION.test(body) ||
    ctx.optionBlock ||
    (isOptionSection(section) && !/total|price/i.test(section))
  )
    role = 'option';
  else if (NOTE_START.test(body) || NOTE_SECTION.test(section)) role = 'note';

  const unitPriced = UNIT_RATE.test(body);
  const openEnded =
    unitPriced &&
    !CAP.test(body) &&
    // Excluded from the price but billed at a rate ("hidden conditions: billed at $95 per hour") is open too, and so is
    // work on whatever is "found" once the job is open ("brick found deteriorated after take-down: T&M, $95/hr").
    (polarity === 'conditional' || polarity === 'denied' || /\bas\s+needed|extra|additional|\bbilled\b|\bcharged\b|\bfound\b/i.test(body));
  return { polarity, party, role, unitPriced, openEnded };
}

/**
 * A form field waiting for a value or a table header: "Insurance Co. / Claim #", "Permit No. ______", "Description
 * Qty Rate Amount", or an unticked box. Never a statement, whatever follows it.
 */
export function isFormLayout(text: string): boolean {
  const t = text.trim().replace(/^-\s*/, '');
  if (EMPTY_BOX.test(t) && !TICKED.test(t)) return true;
  if (BLANK.test(t) && t.replace(/_{3,}|\.{5,}/g, '').replace(/[^A-Za-z]/g, '').length < 40) return true;
  if (/(?:#|\bNo\.?)\s*:?\s*$/.test(t) && !/\d/.test(t) && t.length <= 60) return true;
  const words = t.replace(/[|:/]/g, ' ').split(/\s+/).filter(Boolean);
  return words.length >= 2 && words.every((w) => COLUMN_WORDS.test(w.replace(/[.,]$/, '')));
}

function isLabel(text: string, ctx: ClauseContext): boolean {
  const t = text.trim();
  if (!t) return true;
  if (BLANK.test(t) && t.replace(/_{3,}|\.{5,}/g, '').replace(/[^A-Za-z]/g, '').length < 40) return true;
  if (LABEL_ONLY.test(t)) return true;
  // "Insurance Co. / Claim #": labels separated by slashes or pipes with no value after them.
  const cells = t.split(/\s*[|/]\s*/).filter(Boolean);
  if (
    cells.length >= 2 &&
    cells.every((c) => /[#:]\s*$|^[A-Z][A-Za-z .&']{0,30}$/.test(c)) &&
    !/\d/.test(t) &&
    /[#:]/.test(t)
  )
    return true;
  const words = t.replace(/[|:]/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length >= 2 && words.every((w) => COLUMN_WORDS.test(w.replace(/[.,]$/, '')))) return true;
  // "Option  Equipment  Efficiency  Thermostat  Labor  Price  warr.": a table's header row, every word a capitalised
  // column name (or an abbreviation), no figures, and a money column among them.
  if (
    words.length >= 3 &&
    words.length <= 10 &&
    !/\d/.test(t) &&
    words.some((w) => /^(?:price|amount|cost|total)\.?$/i.test(w)) &&
    words.every((w) => /^[A-Z][a-z]*\.?$|^[a-z]{2,5}\.$/.test(w))
  )
    return true;
  // A heading with no body of its own is a label of what follows, not a statement.
  // A line written in capitals as work ("NEW DRIP EDGE AT EAVES") is content, whatever its shape; so is a line with a
  // ticked box ("[X] Thermostat: [X] Programmable").
  return (
    Boolean(ctx.isHeadingLine) &&
    !TICKED.test(t) &&
    words.length <= 5 &&
    !/\d/.test(t) &&
    !/\b(?:new|install|replac|remov|provid|furnish|supply|tear|apply|haul|includ|repair)\w*/i.test(t)
  );
}

function splitSentences(line: string): { at: number; text: string }[] {
  const out: { at: number; text: string }[] = [];
  // Texts and chats start sentences in lower case ("... by the condenser. if your panel is full ..."); only words
  // that begin a sentence are read so, never what follows an abbreviation's dot ("approx. cost").
  const re = /[.!](?=\s+(?:[A-Z(\d-]|(?:if|but|so|also|then|just|might|may|maybe|should|would|could|can|will|need|needs|we|i|ill|im|it|its|that|thats|this|there|no|yes|ok|okay|let|please|rest|labor|labour|permit|cash)\b))|;(?=\s)/g;
  let from = 0;
  for (const m of line.matchAll(re)) {
    const before = line.slice(Math.max(0, m.index - 6), m.index);
    // An abbreviation or an initial ("J. Smith") does not end a sentence.
    if (m[0] === '.' && (ABBREVIATION_BEFORE_DOT.test(before) || /\b[A-Z]$/i.test(before))) continue;
    out.push({ at: from, text: line.slice(from, m.index + 1) });
    from = m.index + 1;
    while (line[from] === ' ' || line[from] === '\n') from++;
  }
  if (from < line.length) out.push({ at: from, text: line.slice(from) });
  return out.filter((p) => p.text.trim());
}

/** The clauses of a text, read once per text. */
const cache = new WeakMap<QuoteText, Clause[]>();
export function clausesOf(text: QuoteText): Clause[] {
  let clauses = cache.get(text);
  if (!clauses) {
    clauses = readClauses(text);
    cache.set(text, clauses);
  }
  return clauses;
}

/** The clause that holds a text offset (a match), or undefined for a blank line. */
export function clauseAt(text: QuoteText, offset: number): Clause | undefined {
  const clauses = clausesOf(text);
  let lo = 0;
  let hi = clauses.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = clauses[mid];
    if (offset < c.start) hi = mid - 1;
    else if (offset >= c.end) lo = mid + 1;
    else return c;
  }
  return undefined;
}

/** A clause that says the contractor does this, as part of the price: affirmed (or conditional), base scope. */
export function isCoverage(c: Clause): boolean {
  return (
    (c.polarity === 'affirmed' || c.polarity === 'conditional') &&
    c.party === 'contractor' &&
    (c.role === 'base' || c.role === 'note' || (c.role === 'option' && c.tier))
  );
}

/** Whether the clause affirms what stands at `at`: a hedge on another part ("colour TBD") leaves that part affirmed. */
export function coversAt(c: Clause, at: number): boolean {
  return isCoverage(c.polarity === 'hedged' && hedgesOnlyAnAttribute(c, at) ? { ...c, polarity: 'affirmed' } : c);
}

export type Coverage = 'included' | 'excluded' | 'hedged' | 'option' | 'absent';

/**
 * Whether the quote covers something, judged clause by clause: included when a match sits in an affirmed (or
 * conditional) contractor clause of the base scope; hedged when the only mentions hedge ("maybe", "3-4 ton?");
 * option when it is only offered as an option or alternate; excluded when denied, listed as not included, or
 * handed to the homeowner or others; absent when never mentioned (or only in form labels and unticked boxes).
 */
export function coverage(
  text: QuoteText,
  set: PhraseSet,
): { state: Coverage; matches: Match[]; party?: Party } {
  const matches = text.findPhrases(set);
  const judged = matches.map((m) => ({ m, ...judge(text, m) }));
  for (const state of ['included', 'hedged', 'option', 'excluded'] as const) {
    const hits = judged.filter((j) => j.state === state);
    if (hits.length) return { state, matches: hits.map((h) => h.m), party: hits[0].party };
  }
  return { state: 'absent', matches: [] };
}

// "Tear off old siding, put up new vinyl siding, builder grade, color TBD $7,800", "Decking: Trex Enhance - colour
// TBD (Foggy Wharf or Rocky Harbor?)": the colour is left open, not the tear-off or the decking. An attribute left to decide, in a part of the sentence of its own, hedges only that part.
const OPEN_ATTRIBUTE = /^\s*(?:[-\u2013]\s*)?[A-Za-z][\w/&-]*(?:\s+[\w/&-]+){0,2}\s+(?:TBD|TBC|TBA|to\s+be\s+(?:determined|decided|confirmed|selected|chosen|advised))\b/i;

function hedgesOnlyAnAttribute(c: Clause, at: number): boolean {
  const offset = at - c.start;
  if (offset < 0 || offset >= c.text.length) return false;
  // Parts end at a comma, a semicolon or a dash set apart by spaces ("Trex Enhance Naturals - colour TBD").
  const parts = [...c.text.matchAll(/(?:(?!\s[-\u2013]\s)[^,;])+/g)].map((p) => ({ text: p[0], start: p.index, end: p.index + p[0].length }));
  const own = parts.find((p) => offset >= p.start && offset < p.end);
  const hedged = parts.filter((p) => HEDGE.test(p.text));
  return Boolean(own) && !HEDGE.test(own!.text) && hedged.length > 0 && hedged.every((p) => OPEN_ATTRIBUTE.test(p.text));
}

// A form's question answered with a ticked "No": "Heat loss calculation performed: [X] No".
const ANSWERED_NO = /^[^:\n]{0,50}:\s*\[\s*[xX\u2713\u2714]\s*\]\s*(?:no|none|n\/a)\b/i;

function judge(text: QuoteText, m: Match): { state: Coverage; party?: Party } {
  const c = clauseAt(text, m.index);
  if (!c || c.role === 'label' || c.role === 'unticked') return { state: 'absent' };
  // "Optional: gutter guards $1,100" is offered, not refused.
  if (c.role === 'option' && !c.tier && !DENIAL.test(c.text)) return { state: 'option' };
  if (text.isExcluded(m) || ANSWERED_NO.test(text.text.slice(m.index, m.index + 80)))
    return { state: 'excluded', party: c.party === 'contractor' ? 'nobody' : c.party };
  if (c.party === 'homeowner' || c.party === 'others') return { state: 'excluded', party: c.party };
  if (c.polarity === 'hedged' && !hedgesOnlyAnAttribute(c, m.index)) return { state: 'hedged' };
  // In a quote priced as alternatives each option is a whole job: what it names is covered by that option.
  if (c.role === 'option' && !c.tier) return { state: 'option' };
  return { state: 'included' };
}
