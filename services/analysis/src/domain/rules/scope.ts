// Runs a trade's scope checklist: for each item a careful reviewer expects in a quote for that trade, is it
// included, listed as excluded / by others, or never mentioned? An item is searched for under every phrasing
// contractors use before it is reported missing, and items that only matter in some jobs (waterproofing when
// there is a shower) are checked only when the job includes them.
import { clauseAt, coverage, coversAt } from '../clauses/clauses';
import { findQuantities, type QuantityUnit } from '../extract/entities';
import type { Currency } from '../price/money';
import type { PhraseSet } from '../text/phrases';
import { sentencesOf, type Match, type QuoteText } from '../text/quote-text';
import { SECTIONS, type Finding, type Section } from '../types';
import type { Trade } from '../trade';
import { finding, type Check, type CheckResult, type RuleContext } from './rule';

export interface ChecklistItem {
  id: string;
  section: Section;
  /** What the item is, as used in sentences: "ice and water shield". */
  what: string;
  phrases: PhraseSet;
  /** Brand or product names (matched case-sensitively) that also count as a mention. */
  brands?: PhraseSet;
  /** A stated quantity in one of these units also counts as a mention (roof size, system size, square feet). */
  quantity?: QuantityUnit[];
  /** The item is only checked when the quote mentions one of these (e.g. a shower, for waterproofing). */
  onlyIf?: PhraseSet;
  /** The item does not apply when the quote mentions one of these (e.g. a ductless system, for ductwork). */
  skipIf?: PhraseSet;
  /** The item does not apply to jobs this says yes to (e.g. refinishing a floor that stays, for its removal; a
   * tiled roof on battens outside North America, for ice and water shield). */
  skipJob?: (text: QuoteText, currency: Currency) => boolean;
  ifMissing: 'medium' | 'clarification';
  /** A step the job should not skip (a load calculation, a utility locate): leaving it out is itself the concern. */
  raiseWhenExcluded?: boolean;
  /** When the quote says one of these, the item missing or excluded is a medium concern, not a question (a new
   * system "sized the same as the existing" one with no load calculation repeats the old sizing). */
  graverWhen?: PhraseSet;
  /** Why it matters, for the missing case. */
  explanation: string;
  questions: string[];
}

export interface Checklist {
  trade: Trade;
  items: ChecklistItem[];
  /** Trade-specific checks that are not simple mention tests (roof overlay, solar tax-credit claims...). */
  extraChecks?: Check[];
}

const WORK_LINE =
  /\b(?:install|remov|replac|provid|furnish|supply|build|frame|pour|paint|repair|haul|prep|set\b|hang|run\b|apply|tear|demo|construct|level|seal|connect|wire|plumb|mount|lay\b|dispos|clean|inspect|upgrad|relocat|patch|caulk|grout|trim|sand|finish|stain|shingle|flash|vent|blow|insulat|spray|excavat|cut|grind|chip|rake|dig|trench|grad(?:e|ing)|plant|prune|fell|rig|pump|drain|resurfac|scrap|skim|weld|fabricat|polish|fit|lay\w*|take\s+(?:it\s+|them\s+)?down)\w*/i;
// A maker named as one of several it might be: "whatever the supply house has in stock, usually AO Smith or
// Bradford", "either Carrier or Trane".
const BRAND_UNDECIDED = /\bwhatever\b|\b(?:usually|normally|typically|probably|either)\b[^.;]{0,30}\bor\b/i;
// "Replace your existing 4 ton Rheem package unit": the maker of what comes out names nothing that goes in.
const EXISTING_BEFORE = /\b(?:existing|old|current|original|present)\s+(?:[\w-]+\s+){0,3}$/i;
// "Same quality as Fabuwood", "comparable to Kohler": a maker named as a yardstick, not as what is bought.
const COMPARED_BEFORE =
  /\b(?:same\s+(?:quality|grade|standard|spec(?:ification)?s?)\s+as|comparable\s+(?:to|with)|similar\s+to|equivalent\s+to|on\s+(?:a\s+)?par\s+with|as\s+good\s+as|just\s+like|compares?\s+(?:well\s+)?(?:to|with))\s+(?:a\s+|an\s+|the\s+)?$/i;
// "Subject: paint job": an e-mail's header names the job, it does not describe the work.
const EMAIL_HEADER = /^\s*(?:subject|re|from|to|cc|sent|date)\s*:/i;
// "- Marcus", "- Dave R.", "- Ed, Kowalczyk Painting, 215-555-0147": a note signed with a dash is not a line of work.
const SIGN_OFF = /^-\s*[A-Z][a-z]+(?:\s+[A-Z][a-z]*\.?)?\s*$/;
const PHONE_NUMBER = /\(?\b\d{3}\)?[-.\s]\d{3}[-.\s]\d{4}\b/;
/** Fewer sentences naming work than this and the quote does not really say what will be done. */
const MIN_SCOPE_ITEMS = 3;
const LETTERHEAD_LINES = 4;
/** Checklists this long say enough about the job on their own when at least half their items are mentioned. */
const MIN_CHECKLIST = 4;
/** A checklist this long with this share of its items unsaid is a thin scope, whatever else the quote says. */
const MIN_UNSAID_CHECKLIST = 6;
const UNSAID_SHARE = 0.7;

export function runChecklist(ctx: RuleContext, checklist: Checklist): CheckResult {
  const { text } = ctx;
  const findings: Finding[] = [];
  const quantities = findQuantities(text.text);
  let missing = 0;
  const graver = (item: ChecklistItem) =>
    item.graverWhen && text.mention(item.graverWhen).state !== 'absent' ? ('medium' as const) : undefined;
  // Items that are not this job's questions (a condensate drain on a furnace alone) count neither way.
  let applicable = 0;
  for (const item of checklist.items) {
    if (item.onlyIf && text.mention(item.onlyIf).state !== 'included' && !toldByHomeowner(text, item.onlyIf)) continue;
    if (item.skipIf && text.mention(item.skipIf).state === 'included') continue;
    if (item.skipJob?.(text, ctx.price.currency)) continue;
    applicable++;
    if (item.quantity && quantities.some((q) => item.quantity!.includes(q.unit))) continue;
    if (
      item.brands &&
      text.findPhrases(item.brands).some((m) => {
        const c = clauseAt(text, m.index);
        return (
          !text.isExcluded(m) &&
          !EXISTING_BEFORE.test(text.text.slice(Math.max(0, m.index - 40), m.index)) &&
          !COMPARED_BEFORE.test(text.text.slice(Math.max(0, m.index - 40), m.index)) &&
          // A spec sheet's row ("Inverters  Enphase" over "microinverters") reads as a heading, but a maker named in
          // it is what is bought.
          (!c || ((coversAt(c, m.index) || (c.role === 'label' && c.polarity === 'affirmed' && c.party === 'contractor')) && !BRAND_UNDECIDED.test(c.text)))
        );
      })
    )
      continue;
    // Coverage is asked of clauses: a hedged mention ("maybe", "3-4 ton?"), an option, a form label, an unticked
    // box or a job handed to the homeowner is not the contractor saying it is in the price.
    const covered = coverage(text, item.phrases);
    // A size is stated by a quantity: the unit of a rate ("$2.15 / sq ft") or a size measured later ("final square
    // footage is measured on install day") says how it will be billed, not how much is bought.
    // A product named only as one of several the contractor may use ("Plascon or Dulux, whatever the supplier has
    // in stock") is not pinned down.
    const undecided =
      item.brands && covered.state === 'included' && covered.matches.every((m) => BRAND_UNDECIDED.test(clauseAt(text, m.index)?.text ?? ''));
    const { state, matches, party } =
      item.quantity && covered.state === 'included' && covered.matches.every((m) => sizeLeftOpen(text, m))
        ? { ...covered, state: 'absent' as const }
        : undecided
          ? { ...covered, state: 'hedged' as const }
          : covered;
    // "A 4 in. slab, welded wire mesh ... $10,260" / "B 5 in. slab, #3 rebar ... $12,420": named in a row of every
    // option, it is in the job whichever is chosen.
    // So is a row of a table whose columns are the options ("Thermostat  ecobee3 lite  ecobee Premium  Infinity").
    if (state === 'option' && (inEveryOption(text, matches, ctx.price.options.length) || inEveryColumn(text, matches, ctx.price.options))) continue;
    if (state === 'hedged' || state === 'option') {
      missing++;
      findings.push(
        finding(
          item.id,
          graver(item) ?? item.ifMissing,
          item.section,
          text.quote(matches[0]),
          state === 'hedged'
            ? `${capitalise(item.what)} is only mentioned tentatively, so the quote does not commit to it. ${item.explanation}`
            : `${capitalise(item.what)} appears only as an option, not in the base price. ${item.explanation}`,
          [`Is ${item.what} included in the price, and exactly what will be done?`, ...item.questions].slice(
            0,
            3,
          ),
        ),
      );
    } else if (state === 'absent') {
      missing++;
      findings.push(finding(item.id, graver(item) ?? item.ifMissing, item.section, '', item.explanation, item.questions));
    } else if (
      state === 'excluded' &&
      (item.ifMissing === 'medium' || item.raiseWhenExcluded) &&
      // What the homeowner buys is still specified when the quote names it; the owner-supplied check asks the rest.
      !(party === 'homeowner' && item.section === SECTIONS.materials)
    ) {
      // An explicit exclusion answers a mere question ("No electrical work"); only core items and steps the job
      // should not skip are worth a note.
      findings.push(
        finding(
          item.id,
          graver(item) ?? 'clarification',
          item.section,
          text.quote(matches[0]),
          `${capitalise(item.what)} is listed as ${party === 'homeowner' ? 'your responsibility' : party === 'others' ? 'work for others' : 'not included'}. Make sure it is covered by someone and budget for it, or ask for it to be added.`,
          [
            `Who will provide ${item.what}, and what will it cost?`,
            `Can ${item.what} be added to this quote?`,
          ],
        ),
      );
    }
  }
  // An equipment list that covers most of the trade's checklist (a solar or HVAC spec sheet) is not thin, even
  // though it names few tasks with a verb. Half is not most: "walls and windows, two coats, €4,600" names the
  // surfaces and the coats of a painting job and nothing else.
  const coversChecklist = applicable >= MIN_CHECKLIST && missing * 2 < applicable;
  // A checklist mostly unanswered says the same from the other side: a quote that leaves seven in ten of its trade's
  // items unsaid barely describes the work, however many sentences name a task (seven reviewers of storm-roof
  // scans, text threads and handwritten notes raised it; none called it a false alarm).
  const mostlyUnsaid = applicable >= MIN_UNSAID_CHECKLIST && missing >= applicable * UNSAID_SHARE;
  const thin = coversChecklist ? undefined : mostlyUnsaid ? thinFinding() : thinScope(ctx);
  if (thin) findings.push(thin);
  for (const extra of checklist.extraChecks ?? []) findings.push(...extra(ctx).findings);
  const sections = new Set<Section>([SECTIONS.scope, ...checklist.items.map((i) => i.section)]);
  return { checked: [...sections], findings };
}

/**
 * What the homeowner wrote in a thread is no term of the quote, but what they say about their home is a fact about
 * the job: "The house is from 1952 - is lead paint something we need to worry about?" makes lead-safe work the
 * painter's question.
 */
function toldByHomeowner(text: QuoteText, set: PhraseSet): boolean {
  const theirs = text.othersSay.map((s) => s.text).join('\n');
  return theirs !== '' && new RegExp(set.pattern.source, set.pattern.flags.replace('g', '')).test(theirs);
}

function inEveryOption(text: QuoteText, matches: { index: number }[], options: number): boolean {
  return options >= 2 && new Set(matches.map((m) => text.lineIndexAt(m.index))).size >= options;
}

/** A match on a row of the table whose price row gives one figure per option (every option shares that row). */
function inEveryColumn(text: QuoteText, matches: { line: number }[], options: { text: string }[]): boolean {
  if (options.length < 2 || options.some((o) => o.text !== options[0].text)) return false;
  const priceRow = text.lines.findIndex((l) => l.text.includes(options[0].text));
  if (priceRow < 0) return false;
  return matches.some((m) => {
    const [from, to] = [Math.min(m.line, priceRow), Math.max(m.line, priceRow)];
    return text.lines.slice(from, to + 1).every((l) => l.text.trim() !== '');
  });
}

function thinScope(ctx: RuleContext): Finding | undefined {
  // Items are counted by sentence, not by line: a terse quote may put its whole scope on two long lines. The
  // letterhead's capitals name the business ("NORTH STAR PLUMBING / & DRAIN"), not work.
  const letterhead = new Set(
    ctx.text.lines
      .filter((l) => l.text.trim())
      .slice(0, LETTERHEAD_LINES)
      .filter((l) => !/[a-z]/.test(l.text) && l.text.split(/\s+/).length <= 6),
  );
  const items = ctx.text.lines
    .filter((l) => !l.excluded && !EMAIL_HEADER.test(l.text) && !letterhead.has(l))
    .flatMap((l) => sentencesOf(l.text.replace(/\S+@\S+|\b(?:https?:\/\/|www\.)\S+/gi, '')))
    .filter((s) => WORK_LINE.test(s) || (/^- /.test(s) && !SIGN_OFF.test(s) && !PHONE_NUMBER.test(s)));
  if (items.length >= MIN_SCOPE_ITEMS) return undefined;
  return thinFinding();
}

function thinFinding(): Finding {
  return finding(
    'scope.thin',
    'medium',
    SECTIONS.scope,
    // The issue is what is absent, so no line of the quote is quoted.
    '',
    'The quote barely describes the work. Without a written list of what will be done and with which materials, you cannot check the job or compare quotes, and anything left out can be billed as extra.',
    [
      'Can you give me an itemised scope of work listing each task and the materials?',
      'What exactly is included in the price, and what is not?',
    ],
  );
}

// "$2.15 / sq ft", "per sq ft", "$2.15 a sq ft": a rate's unit. "Gives a SCOP of 4.0" is an article, not a rate.
const RATE_UNIT_BEFORE = /(?:\/|\bper|\d\s+a)\s*$/i;
const MEASURED_LATER =
  /\bmeasured\b[^.;]{0,40}\b(?:on|at|after|once)\s+(?:the\s+)?(?:install|installation|completion|the\s+day|job)|\bas\s+per\s+actual\s+measurement|\bfinal\s+(?:square\s+footage|measurement|area)\b/i;

function sizeLeftOpen(text: QuoteText, m: Match): boolean {
  const before = text.text.slice(Math.max(0, m.index - 12), m.index);
  return (
    RATE_UNIT_BEFORE.test(before) ||
    MEASURED_LATER.test(text.quote(m)) ||
    // A unit with no figure ("Install LVP, floating click lock   sq ft", a rate sheet's unit column) sizes nothing.
    (BARE_UNIT.test(m.text) && !/\d[\d,.]*\s*$/.test(before))
  );
}
const BARE_UNIT = /^(?:sq\.?\s*ft|sqft|square\s+(?:feet|yards))$/i;

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
