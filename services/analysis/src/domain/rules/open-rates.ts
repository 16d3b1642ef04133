// Work priced by the hour or the unit with no cap: "additional labour if required at $95/hour" or "extra posts as
// needed, $45 each" reads as priced, but nothing limits how many. Asked of the clause model (cause 7 of the
// analyser issue): a rate in a conditional or "extra" clause with no cap, estimate or owner approval is
// open-ended. Rotten sheathing or decking replaced per sheet is the usual exception: nobody can count it before the old
// surface is off, and a per-sheet price is how careful roofers and siders quote it, with a few sheets included or a
// photo before each one. Said bare, "replaced as needed at $85/sheet" with nothing included and nothing shown first,
// it is as open as any other rate (seven held-out reviewers raised it; none of the 23 who called it a false alarm
// had that shape).
import { clausesOf } from '../clauses/clauses';
import { SECTIONS, type Finding } from '../types';
import { finding, type Check } from './rule';

// By the hour or the day ("Painter (if extra labour required) per day 900.00", "day rate").
const HOURLY =
  /\bper\s+(?:man[\s-]?|person[\s-]?)?(?:hour|hr|day)\b|\/\s*(?:man[\s-]?)?(?:hour|hr|day)\b|\ban\s+hour\b|\bhourly\b|\b(?:day|daily)\s+rates?\b|\bT\s*&\s*M\b|time[\s-]+(?:and|&)[\s-]+materials?/i;
// The homeowner decides or sees the need first: approval, a change order, "we will call", "shown to you by photo
// before replacement", "only if you tell".
const OWNER_CONTROL =
  /\bonly\s+(?:if|when)\s+you\s+(?:tell|ask|want|request|say|approve|agree|order)\b|\bagree\w*\s+(?:it\s+|this\s+|that\s+|them\s+|the\s+(?:price|cost|work|repair)\s+)?with\s+you\s+(?:before|first)\b|\b(?:with|after|upon|requires?|only\s+with|subject\s+to)\s+(?:the\s+|your\s+)?(?:owner'?s?|homeowner'?s?|customer'?s?|client'?s?|your)?\s*(?:prior\s+)?(?:written\s+)?(?:approval|consent|authori[sz]ation|ok|sign[\s-]?off)\b|\bchange\s+order\b|\bwe(?:\s+will|'ll)\s+(?:call|ask|show|check\s+with)\b|\b(?:shown|show(?:ing)?|photographed|photos?)\b[^.;]{0,30}\b(?:before|prior\s+to)\s+(?:(?:we|I|they|the\s+crew)\s+)?(?:replac|repair|install|doing|do|any)/i;

// What lies under the surface being replaced. Rotten fascia or trim in sight is not hidden: it can be counted and
// priced before the job.
const HIDDEN_SUBSTRATE =
  /\b(?:sheathing|decking|deck\s+boards?|plywood|osb|substrate|subfloor|sub-floor|joists?|framing|studs?|rafters?|battens?|lath)\b/i;
// ... priced by its own unit ("$95 per 4 x 8 sheet", "$3.25 per SF"); "re-routes around hidden framing at $265 per
// run" prices other work that the hidden substrate only makes more likely.
const PER_SUBSTRATE_UNIT =
  /(?:\bper|\/|\ba|\beach)\s*(?:\d\s*['x]\s*\d\s*(?:ft\s+)?)?(?:sheet|sq\.?\s*f(?:oo)?t|sf|square\s+(?:foot|feet|metre|meter)|board|lf|lin(?:ear)?\.?\s+f(?:oo|ee)?t|ft|foot|m2|m\u00b2|piece|stud|joist|rafter)s?\b/i;

// "as needed", "where required": the need is the contractor's to judge. "Any rotted boards at $45" names a defect.
const AS_NEEDED = /\b(?:as|if|where|when|wherever)\s+(?:needed|necessary|required)\b/i;
const COUNT = '(?:\\d+|one|two|three|four|five|six|eight|ten)';
// "3 sheets of OSB included", "includes up to 4 sheets", "beyond the first two sheets": some of it is in the price.
const INCLUDED_SHEETS = new RegExp(
  `\\b${COUNT}\\s+(?:[\\w-]+\\s+){0,2}(?:sheets?|boards?)\\b[^.\\n]{0,30}?\\bincluded\\b|\\bincludes?\\s+(?:up\\s+to\\s+)?(?:the\\s+first\\s+)?${COUNT}\\s+(?:[\\w-]+\\s+){0,2}(?:sheets?|boards?)\\b|\\b(?:beyond|after|over|above|past)\\s+(?:the\\s+)?(?:first\\s+)?${COUNT}\\s+(?:included\\s+)?(?:[\\w-]+\\s+){0,2}(?:sheets?|boards?)\\b`,
  'i',
);
// Billed to the insurer as a supplement, not to the homeowner; or "billed only with photos": each sheet is shown.
const BILLED_TO_INSURER = /\bsupplement\w*|\b(?:carrier|insurer|insurance\s+company)\b/i;
const PHOTOGRAPHED = /\bphoto\w*|\bpictures?\b/i;
/** Hidden substrate priced per sheet or foot the usual way: some included, each photographed, or the insurer's. */
const usualSubstrateRate = (clause: string, document: string) =>
  HIDDEN_SUBSTRATE.test(clause) &&
  PER_SUBSTRATE_UNIT.test(clause) &&
  (!AS_NEEDED.test(clause) || INCLUDED_SHEETS.test(document) || BILLED_TO_INSURER.test(clause) || PHOTOGRAPHED.test(clause));

// "(13 holes in total)", "18 holes in all", "up to 4 sheets", "never more than 10 extra sheets": the count bounds what
// the rate can come to.
// "Extra cable run, 7 m at £15/m £105.00": a quantity stated at the rate is bounded too.
const ESTIMATED = /\b\d+(?:\.\d+)?\s*(?:m|metres?|meters?|ft|feet|sq\.?\s*ft|m2|units?|sheets?|posts?|each)\s+(?:at|@)\s|\b(?:up\s+to|at\s+most|(?:no|never|not)\s+more\s+than)\s+\d+\b|\b\d+\s+(?:[a-z]+\s+)?in\s+(?:total|all)\b|\btotal\s+of\s+\d+\b|\bestimat\w*|\bnot\s+to\s+exceed\b|\bNTE\b|\bmax(?:imum)?\b|\bcap(?:ped)?\b|\b\d+(?:\.\d)?\s*(?:-\s*\d+\s*)?(?:hours?|hrs?)\b/i;

export const checkOpenRates: Check = (ctx) => {
  const findings: Finding[] = [];
  // With no total at all, an hourly rate is the price of the whole job, open-ended unless hours are estimated.
  // So with only a ballpark range beside the rate ("$55/hr per painter ... ballpark $4,000-5,000"): the range guesses
  // the hours.
  const byTheHourOnly = ctx.price.total === null && (!ctx.price.options.length || ctx.price.noSinglePrice === 'range');
  const open = clausesOf(ctx.text).filter(
    (c) =>
      (c.openEnded || (byTheHourOnly && c.unitPriced && !ESTIMATED.test(c.text))) &&
      HOURLY.test(c.text) &&
      !OWNER_CONTROL.test(c.text) &&
      c.role !== 'label',
  );
  const openUnits = clausesOf(ctx.text).filter(
    (c) =>
      c.openEnded &&
      !HOURLY.test(c.text) &&
      !usualSubstrateRate(c.text, ctx.text.text) &&
      !OWNER_CONTROL.test(c.text) &&
      !ESTIMATED.test(c.text) &&
      c.role !== 'label' &&
      c.role !== 'option' &&
      c.party === 'contractor',
  );
  for (const c of openUnits.slice(0, 2)) {
    findings.push(
      finding(
        'vague.as-needed',
        'medium',
        SECTIONS.pricing,
        c.text,
        'This work is priced per unit "as needed", with no quantity, cap or need for your approval first, so nobody can say how much of it you will pay for.',
        [
          'How many do you expect to need, and will you agree to a not-to-exceed amount?',
          'Will you ask for my approval before adding any?',
        ],
      ),
    );
  }
  for (const c of open.slice(0, 2)) {
    findings.push(
      finding(
        'vague.time-and-materials',
        'medium',
        SECTIONS.pricing,
        c.text,
        'This work is charged by the hour or the day "as needed", with no cap, estimate of the time, or need for your approval first, so its cost is open-ended even though a rate is given.',
        [
          'How many hours do you expect, and will you agree to a not-to-exceed amount?',
          'Will you ask for my written approval before billing any hourly work?',
        ],
      ),
    );
  }
  return { checked: [], findings };
};
