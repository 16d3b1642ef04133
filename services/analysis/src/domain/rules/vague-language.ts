// Vague language: words that leave the price or the work open ("as needed", "TBD", "standard fixtures",
// "approximately $", an allowance with no amount, "unforeseen conditions" or "rot found after demo" billed
// extra). Each finding quotes the sentence it came from. Ordinary uses are left alone: "as required by code",
// "ASTM standard", "industry standard", "American Standard" (a brand), "as needed at $85 per sheet" (priced),
// "etc." in legal boilerplate.
import type { IssueType } from '@qa/contracts';
import { findBareAmounts, findMoney } from '../extract/entities';
import { findAmounts, MONEY_MARK } from '../price/money';
import type { Match } from '../text/quote-text';
import { SECTIONS, type Finding, type Section } from '../types';
import { ANY_BRAND, MODEL_NUMBER } from './brands';
import { PRICED_ALLOWANCE } from './checklists/shared';
import { finding, type Check, type RuleContext } from './rule';

interface VagueTerm {
  id: string;
  pattern: RegExp;
  /** A fixed section, or undefined to take it from where the sentence sits in the quote. */
  section?: Section;
  /** The issue type for this sentence, or undefined when the wording is not vague here. */
  judge: (sentence: string, match: Match, ctx: RuleContext) => IssueType | undefined;
  /** Skip matches in legal boilerplate (terms and conditions), where the word is not about this job's scope. */
  skipInTerms?: boolean;
  explain: (phrase: string) => string;
  questions: string[];
}

/** The same vague wording repeated many times is one point for the homeowner, not ten. */
const MAX_PER_TERM = 3;

// "POA", "price on application": no figure at all, to be given later.
const ON_APPLICATION = /\bPOA\b|\bprice\s+on\s+(?:application|request)\b/i;
const AS_NEEDED = /\b(?:as|if|where|when)\s+(?:needed|necessary|required)\b/i;
// "Labor + material ........ $9,800": a figure that names what it covers, labour and materials both in it.
// "Labour + material = Rs. 71,400", "labour + material all included": both in the figure, nothing added to it.
const LABOUR_PLUS_MATERIALS_PRICED = new RegExp(String.raw`\blabou?r\s*(?:\+|\bplus)\s*(?:all\s+)?materials?\b(?:[\s.:=\u2026-]*(?:${MONEY_MARK}\s?\d|$)|\s+(?:(?:are\s+|is\s+)?all\s+)?(?:included|inclusive|incl\b))`, 'i');
const CHANGE_HANDLED = /\b(?:chang\w*|extras?|variations?)\b[^.]{0,120}\b(?:agree\w*|approv\w*|confirm\w*)\b[^.]{0,40}\b(?:writing|written|before)\b/i;
const OTHER_TRADE = /\b(?:surveyor|engineer|architect|arborist|inspector|certifier)s?\b/i;
const EXTRA_COST =
  /\bextra\b|\bon\s+top\b|additional\s+(?:cost|charge|fee)s?|\bbilled\b|\bcharged?\b|cost\s+more|\bat\s+cost\b|at\s+(?:the\s+)?(?:owner|customer|homeowner)'?s\s+expense|not\s+included|\bplus\b|\bT\s*&\s*M\b|time\s+and\s+materials?/i;
// "at no charge", "no extra cost", "at our expense": the work is named and costs the homeowner nothing more.
// "an unpriced extra", "priced when we get there": the cost is left to later.
const UNPRICED = /\bunpriced\b|\bnot\s+(?:yet\s+)?priced\b|\bpriced\s+(?:separately|later|then|at\s+(?:that|the)\s+time|once)\b|\bcan'?t\s+price\b|\bcannot\s+price\b/i;
const NO_CHARGE =
  /\bno\s+(?:additional\s+|extra\s+)?(?:charge|cost)\b|at\s+no\s+(?:additional\s+|extra\s+)?(?:cost|charge)|free\s+of\s+charge|at\s+(?:our|contractor'?s)\s+(?:own\s+)?expense/i;
// "not included" is the opposite, and is read as an extra cost.
const INCLUDED = new RegExp(`(?<!\\bnot\\s)\\b(?:included|includes?)\\b|${NO_CHARGE.source}`, 'i');
// A named standard ("as required for chargepoints under I.S. 10101", "to AS/NZS 3000") is a code too.
const CODE =
  /\b(?:by|per|to\s+meet|under|with)\s+(?:the\s+)?(?:local\s+|applicable\s+|current\s+)?(?:building\s+|municipal\s+)?codes?\b|code[\s-]required|required\s+by\s+(?:code|law|the\s+(?:city|county|manufacturer|utility|inspector))|\b(?:as\s+)?required\s+(?:under|by)\s+(?:the\s+)?(?:[A-Z]{2,}\s+)?(?:act|law|regulations?|standards?|statute)\b|manufacturer'?s?\s+(?:specifications|instructions|requirements|installation)|per\s+manufacturer|\b(?:required|needed)\b[^.;]{0,40}\b(?:under|by|per|to)\s+(?:I\.S\.(?:\s?\d{3,5})?|(?:BS|EN|IEC|AS(?:\/NZS)?|NZS|CSA|NFPA|ANSI|ASTM)\s?\d{3,5}\b)/i;
// "re-route the drain as needed to fit the new tub": adapting connections to a named new fixture is part of
// installing it, not an open quantity of extra work.
const FIT_NEW =
  /\b(?:as|where|if)\s+(?:needed|necessary|required)\s+to\s+(?:fit|connect|accommodate|suit|match|tie\s+in(?:to)?|hook\s+up|line\s+up\s+with)\s+(?:to\s+)?(?:the|your)\s+new\b/i;
const LEGAL =
  // Examples inside a warranty or a legal clause ("should the work fail - flaking, cracks and so on") list what
  // is covered, not what is bought.
  /\bfail(?:s|ed|ure)?\b|\bwarrant|\bguarantee|\bact\s+of\s+god|\bweather\b|\bstrikes?\b|\bfire\b|\bflood|\bwar\b|\briot|force\s+majeure|beyond\s+(?:our|the\s+contractor'?s|contractor'?s)\s+control|\bdelays?\b|\blawsuit|\battorney|\bcollection/i;
const COLOUR_CHOICE = /\b(?:colou?rs?|shades?|stain|grout)\b/i;
const NO_PRICE_CHANGE = /\bno\s+(?:price|cost)\s+(?:change|difference|impact)|\bsame\s+price\b/i;
// "under a signed change order", "with Owner approval", "only with your written consent".
const OWNER_APPROVES =
  /\bagree\w*\s+(?:it\s+|this\s+|that\s+|them\s+|the\s+(?:price|cost|work|repair)\s+)?with\s+you\s+(?:before|first)\b|\b(?:show|tell|call|ask)\s+you\s+(?:first|before)\b|\b(?:give\s+you|get\s+you|send\s+you)\s+(?:a\s+)?(?:price|quote|estimate)\s+first\b|\bonly\s+(?:do\s+it\s+|proceed\s+)?if\s+you\s+(?:say\s+so|agree|approve|ok\s+it|want)\b|\byour\s+(?:ok|okay|go[\s-]ahead)\b|\bsigned\s+(?:change\s+order|approval|authori[sz]ation)|\b(?:with|after|upon|requires?|subject\s+to)\s+(?:the\s+)?(?:owner|homeowner|customer|client|buyer|your)(?:'s)?\s+(?:prior\s+)?(?:written\s+)?(?:approval|consent|authori[sz]ation|ok)\b/i;
const PRICE_WORDS = /\bprice|\bcost|\$|\bamount|\bfees?\b|\ballowance|\btotal|\bcharge/i;
const TERMS_HEADING = /terms|conditions|legal|general\s+provisions|notices?\b|disclaimer/i;
const VALIDITY =
  /\bafter\s+\d+\s+days|\bif\s+not\s+accepted|\bnot\s+accepted\s+within|\bafter\s+(?:the\s+)?expiration|\bvalid\s+(?:for|until|through)|\bvalidity|\bexpires?\b|\bif\s+(?:the\s+)?(?:proposal|quote|estimate)\s+is\s+not\s+signed/i;

// "... effectively paying $18,655 for a system that will produce about $2,000 of electricity a year": an
// illustration after a tax credit and a year's output, not the price.
const NOT_THE_PRICE =
  /\bsav(?:e|es|ings?)\b|\b(?:rebates?|incentives?)\s+(?:may|might|could|can|of|up\s+to|worth|typically|usually|(?:is|are)\s+(?:typically\s+|usually\s+)?(?:about|around|between|up\s+to))\b|\b(?:from|after|in|starting)\s+month\s+\d|\/\s*kwh\b|per\s+kwh\b|\bper\s+month\b|\/\s*mo(?:nth)?\b|\bmonthly\b|\butility\s+(?:bill|rate)s?\b|\b(?:electric(?:ity)?|power|energy|gas)\s+bills?\b|\b(?:every|each)\s+(?:month|year|day)\s+you\s+wait\b|\byou(?:'ll)?\s+never\s+get\s+back\b|\bof\s+(?:electricity|power|energy)\b|\beffectively\s+(?:paying|pay|costs?)\b/i;

// "If we find ...", "should any rot be discovered": something found once the work is under way.
// Layers that protect a whole surface: done only "where needed", most of the surface may go without.
const BARRIER =
  /\b(?:house\s*wrap|weather[\s-]?(?:resistant\s+)?barrier|membrane|underlayment|ice\s+(?:and|&)\s+water|vapou?r\s+(?:barrier|retarder)|moisture\s+barrier|waterproof\w*|tank(?:ing|ed)?|primer|priming)\b/i;
const FOUND_LATER =
  /\bif\s+(?:we|you|the\s+crew|our\s+crew|they|the\s+installers?)\s+(?:finds?|discovers?|uncovers?|encounters?|runs?\s+into|hits?|comes?\s+across)\b/i;
// Work that depends on what opening up shows, in the contractor's own words: "soft spots found in the subgrade",
// "if poor soil or roots are found", "depending on what we find once the shingles are off", "anything else we find
// in there", "the gas line may need upsizing". Like FOUND_LATER, open-ended only where it is charged on top (or,
// for the hedged forms, left to be told later).
const FOUND_ON_OPENING =
  /\b(?:is|are|be|gets?)\s+(?:found|discovered|uncovered|encountered)\b|\bif\s+(?:any\s+(?:is\s+|are\s+)?)?(?:found|discovered|uncovered|encountered)\b|\b[a-z]+\s+(?:found|discovered|uncovered)\s+(?:in|under|behind|beneath|below|during|after|once|when|on)\b|\bdepending\s+on\s+what\s+(?:we|you|they|the\s+\w+)\s+(?:finds?|sees?|uncovers?)\b|\b(?:anything|whatever|everything)\s+(?:else\s+)?(?:we|you|they|the\s+crew)\s+(?:finds?|discovers?|uncovers?|comes?\s+across|runs?\s+into)\b/i;
// "may need", "if the flue needs redoing or you need an expansion tank": work that might turn out to be needed.
const MAY_NEED =
  /\b(?:may|might|could)\s+(?:also\s+)?(?:need|require)\b|\bif\s+(?:the\s+|your\s+|any\s+|it\s+)?(?:[a-z]+\s+){0,2}?needs?\s+(?:redoing|replac\w*|repair\w*|upgrad\w*|rework\w*|level\w*|flatten\w*|patch\w*|reinforc\w*|rebuild\w*|sister\w*|fixing|to\s+be\s+(?:redone|replaced|repaired|upgraded|levell?ed|reinforced|rebuilt))\b|\bif\s+you\s+need\s+(?:an?\s+|new\s+|more\s+)/i;
/** The sentence after the one a match is in, when it speaks of the same thing ("That's extra", "This is charged"). */
function nextSentenceAbout(following: string): string {
  const next = /[.!;]\s+(\S[^.!;]*)/.exec(following)?.[1] ?? '';
  return /^(?:that|this|which|these|those|it)(?:'s|\u2019s|\s+(?:is|are|would|will|'d|'ll|gets?|costs?)\b)/i.test(next) ? next : '';
}
const TOLD_LATER = /\b(?:let\s+you\s+know|advise\s+you|inform\s+you|tell\s+you)\b[^.;]{0,30}\b(?:then|at\s+that\s+time|once|when)\b|\bdepending\s+on\s+what\b/i;
// "$95 per hour": an hourly rate prices the time but not how much of it hidden damage will take (a price per sheet
// of rotten decking is how such damage is fairly quoted).
// "$95/hr", "$95 + GST per hour": an hourly or daily rate, the tax named between the figure and its unit.
const RATE_AFTER = /^\s*(?:(?:\+|plus|ex\.?|excl\.?)\s*(?:GST|VAT|HST|tax)\s*)?(?:\/\s*|per\s+|an?\s+)(?:(?:man|person)[\s-]?)?(?:hour|hr|day)\b|^\s*per\s+(?:man|person)\s+per\s+day\b/i;

// "Permit if required", "state plan review if required": approvals the authority decides on, asked about by the
// permit check.
const PERMIT_ONLY =
  /^[^.;]{0,40}\b(?:permits?|plan\s+review|inspections?|approvals?)\b(?:\s+(?:fees?|costs?))?,?\s+(?:\(?(?:extra|additional)\)?\s+)?(?:if|as|where|when)\s+(?:needed|necessary|required)/i;
// "Main panel upgrade if required by SRP", "if required by the utility or the inspector": the authority decides whether
// the work is needed, not the contractor (whether it is priced is another question, asked by vague.tbd and the price).
const AUTHORITY_DECIDES =
  /\b(?:if|as|where|when)\s+(?:required|needed|requested|directed|mandated)\s+by\s+(?:the\s+|your\s+)?(?:utility|power\s+company|electric\s+company|city|county|council|inspector|inspection|code|building\s+(?:department|official|control)|authorit\w+|network\s+operator|distributor)\b/i;
const AUTHORITY_ACRONYM_DECIDES = /\b(?:if|as|where|when)\s+(?:required|needed)\s+by\s+(?:the\s+)?[A-Z]{2,6}\b/;
const HANDED_OVER =
  /\b(?:homeowner|owner|customer|client)(?:'s)?\s+(?:responsibility|to\s+(?:arrange|provide|handle|pay))\b|\bby\s+(?:the\s+)?(?:homeowner|owner|customer|others)\b/i;

const TERMS: VagueTerm[] = [
  {
    id: 'vague.as-needed',
    pattern: new RegExp(AS_NEEDED.source, 'gi'),
    skipInTerms: true,
    judge: (s, m) => {
      // A figure settles it, a rate by the unit too ("plywood replacement if needed $65/sheet": two fixtures'
      // reviewers call raising it a false alarm; one reviewer of round 23 wanted it raised).
      if (CODE.test(s) || INCLUDED.test(s) || FIT_NEW.test(s) || findMoney(s).length) return undefined;
      // "Switchboard upgrade (if required) POA": priced on application, raised as an open price.
      if (ON_APPLICATION.test(s)) return undefined;
      // "Permit if required (extra)" is a permit question (the permit check asks who pays); "meter upgrade if
      // required: homeowner responsibility" is not the contractor's open-ended work.
      if (PERMIT_ONLY.test(s) || HANDED_OVER.test(s) || AUTHORITY_DECIDES.test(s) || AUTHORITY_ACRONYM_DECIDES.test(s)) return undefined;
      if (EXTRA_COST.test(s)) return 'medium';
      // "access holes cut where needed", "new cap where necessary": where, inside work already described and
      // priced, is how the job is done, not how much of it there is; but a barrier the whole surface needs
      // ("house wrap where needed", "ice and water shield where required") may be left off most of it.
      return /^where\b/i.test(m.text) && !BARRIER.test(s) ? undefined : 'clarification';
    },
    explain: (p) =>
      `"${p}" leaves it to the contractor to decide how much of this work is done, and the quote does not say whether it is in the price or what it costs.`,
    questions: [
      'How much of this work do you expect, and is it included in the price?',
      'If more is needed, what is the price per unit (per sheet, per foot, per hour), and will you ask me first?',
    ],
  },
  {
    id: 'vague.tbd',
    pattern:
      /\b(?:TBD|T\.B\.D\.?|TBA|TBC|to\s+be\s+(?:determined|decided|confirmed|announced|selected|discussed))(?![A-Za-z])/gi,
    judge: (s) => {
      // "Adjuster meeting: TBD" or "Follow-up call TBD" is diary keeping, not an open term of the job.
      // So is an inspection the building department schedules.
      if (/meeting|appointment|adjuster|call\s*back|follow[\s-]?up|visit|inspection|inspector/i.test(s))
        return undefined;
      // "Sizes to be confirmed at check measure": made-to-order units are measured again before they are ordered.
      if (/\b(?:check|site|final|re-?)[\s-]?measure\b|\bmeasured\s+on\s+site\b/i.test(s) && !PRICE_WORDS.test(s)) return undefined;
      // "Colors TBD by homeowner": picking a colour from the named product line does not change what is bought,
      // unless the sentence ties a price to it.
      if (COLOUR_CHOICE.test(s) && (!PRICE_WORDS.test(s) || NO_PRICE_CHANGE.test(s))) return undefined;
      // "Tile TBD by homeowner within allowance of $6/sf": the choice is open, the budget for it is not.
      if (PRICED_ALLOWANCE.test(s)) return undefined;
      return PRICE_WORDS.test(s) ? 'medium' : 'clarification';
    },
    explain: (p) =>
      `The quote leaves this "${p}". Anything not decided before you sign can change the price or the result later.`,
    questions: [
      'Can this be decided and written into the quote before I sign?',
      'If it is decided later, how will it affect the price?',
    ],
  },
  {
    // "New toilet + vanity (standard)": a grade in brackets after the fixture names no product either.
    id: 'vague.grade',
    pattern:
      /\b(?:builder|contractor|economy)[\s-]grade\b|(?<!\b(?:industry|ASTM|code|manufacturer'?s?|mfr'?s?|ANSI|UL|NFPA|building|safety|energy\s+star|American|federal|state|local|gas|electric)\s+)\b(?:standard|builder[\s-]grade|contractor[\s-]grade|basic|economy|mid[\s-]grade|mid[\s-]range|good[\s-]quality|high[\s-]quality|top[\s-]quality|quality|premium|similar)\s+(?:grade\s+)?(?:materials?|fixtures?|cabinets?|cabinetry|faucets?|tiles?|hardware|trim|finish(?:es)?|shingles?|countertops?|counters|flooring|carpet|pad|padding|vanit(?:y|ies)|toilets?|grade|items?|colou?rs?|equipment|units?|parts|products?|lumber|paint|appliances?|lighting|lights?|sinks?|panels?|system|windows?|doors?|boards?|decking|inverters?|technology)\b|\b(?:materials?|fixtures?|cabinets?|finish(?:es)?|tiles?|flooring|shingles?|products?|equipment)\s*:\s*(?:standard|builder[\s-]grade|contractor[\s-]grade|basic|economy|mid[\s-]grade|mid[\s-]range)(?:\s+(?:grade|quality))?(?=\s*(?:[,.;]|$))|\b(?:toilets?|vanit(?:y|ies)|fixtures?|faucets?|tiles?|cabinets?|sinks?|windows?|doors?|shingles?|carpet|flooring|lights?|lighting|hardware|appliances?)\s*\(\s*(?:standard|basic|builder[\s-]grade|contractor[\s-]grade|economy|mid[\s-](?:grade|range))\s*\)/gi,
    section: SECTIONS.materials,
    judge: (s, m) => {
      // "basic materials (backer board, thinset, grout)": the materials are named right after the word.
      const after = s.slice(s.indexOf(m.text.trim()) + m.text.trim().length);
      // But "builder grade (we use a shop in Gatineau)" names who makes them, not what they are.
      if (/^\s*(?:\((?!\s*(?:we|our|I|from|made|supplied|sourced|by)\b)|:\s*\w)/i.test(after)) return undefined;
      // "Existing units are original builder-grade sliders": what comes out, not what is sold.
      const before = s.slice(0, s.indexOf(m.text.trim()));
      if (/\b(?:existing|old|original|current|previous|present)\b[^.;]{0,40}$/i.test(before)) return undefined;
      if (
        s.search(ANY_BRAND.pattern) >= 0 ||
        MODEL_NUMBER.test(s) ||
        CODE.test(s) ||
        /\ballowance\b[^.]*\$\s?\d|\$\s?\d[^.]*\ballowance\b/i.test(s)
      )
        return undefined;
      return 'clarification';
    },
    explain: (p) =>
      `"${p}" does not say which brand, product line or grade you will get, so two quotes cannot be compared and a cheaper product could be used.`,
    questions: [
      'Which brand, product line and model or colour will you use?',
      'Can the exact products be written into the quote?',
    ],
  },
  {
    id: 'vague.approximate-price',
    pattern:
      new RegExp(String.raw`\b(?:approx(?:imately|\.)?|around|about|roughly|ballpark|circa|in\s+the\s+range\s+of|somewhere\s+around)\s*(?:cost|price|total)?\s*(?:of\s*|is\s*)?${MONEY_MARK}\s?\d[\d,]*(?:\.\d{2})?|~\s*${MONEY_MARK}\s?\d[\d,]*(?:\.\d{2})?|${MONEY_MARK}\s?[\d,]+(?:\.\d{2})?\s*(?:\+(?!\s*(?:tax|GST|HST|VAT|PST|QST|${MONEY_MARK}|[A-Za-z]+\s+\(?\s*${MONEY_MARK}))|or\s+so\b|ish\b|give\s+or\s+take|plus\s+or\s+minus|\+\/-)|${MONEY_MARK}\s?[\d,]+(?:\.\d{2})?\s*(?:-|to)\s*${MONEY_MARK}\s?[\d,]+`, 'gi'),
    section: SECTIONS.pricing,
    judge: (s, m, ctx) => {
      // "TOTAL $2,840 + jambs" beside "jambs: price to follow": the open part is the price model's finding.
      // So is "TOTAL $10,400 + T&M": the open part is time and materials, raised as such.
      if (ctx.price.noSinglePrice === 'part-to-follow' && /\+\s*$/.test(m.text)) return undefined;
      // "The loft would be a different job ... roughly £600-900 on top": a guess at other work, not this job's price.
      if (/\b(?:a\s+)?(?:different|separate|another)\s+(?:job|project)\b/i.test(s)) return undefined;
      // "Permit fees billed at cost, approx. $250": an estimate of a third party's fee passed through unmarked.
      // So is a guess at the permit fee ("usually around $90 to $150"): the permit check asks about its cost.
      if (
        (/\bat\s+cost\b|pass(?:ed)?[\s-]+through/i.test(s) &&
          /\b(?:fees?|permits?|inspections?|dump|disposal)\b/i.test(s)) ||
        // So is "the building permit (the fee runs about $420)" inside a fixed price.
        /\b(?:permit|inspection)s?\b[^.;$]{0,20}\bfees?\b/i.test(s)
      )
        return undefined;
      // An estimate of savings or of a rebate, a utility rate or a future monthly payment is not the price of the job;
      // nor is another trade's fee the homeowner pays ("a surveyor re-pegs it (your cost, usually about $600-$900)").
      if (NOT_THE_PRICE.test(s)) return undefined;
      if (OTHER_TRADE.test(s) && /\byour\s+(?:own\s+)?cost\b|\bat\s+your\s+(?:own\s+)?expense\b|\bpaid\s+(?:directly\s+)?by\s+you\b/i.test(s)) return undefined;
      const amounts = findMoney(m.text);
      if (amounts.length === 2 && !(amounts[1].value > amounts[0].value && amounts[0].value >= 100))
        return undefined;
      return 'medium';
    },
    explain: (p) =>
      `The price is given as "${p}" rather than a fixed amount. An approximate price can grow once work starts.`,
    questions: [
      'Can you give me a fixed price for the work described?',
      'If the price can change, what is the most it could be, in writing?',
    ],
  },
  {
    id: 'vague.allowance-no-amount',
    // A "PC sum" (prime cost) or "provisional sum" is the British and Australian allowance.
    pattern: /\ballowances?\b|\b(?:PC|P\.C\.|prime\s+cost|provisional)\s+sums?\b/gi,
    section: SECTIONS.pricing,
    judge: (sentence, m, ctx) => {
      const line = ctx.text.lines[m.line];
      const s = `${sentence} ${ctx.text.following(m)}`;
      const isHeading =
        line.text.replace(/[:\s]+$/, '').toLowerCase() === line.heading.toLowerCase() ||
        /^(?:\d{1,2}[.)]?\s+)?allowances?\s*:?$/i.test(line.text);
      // "Tile ALLOWANCE" at a line's end, "$9.00/sq ft ..." at the start of the next: the amount follows.
      const next = ctx.text.text.slice(m.index + m.text.length, m.index + m.text.length + 24);
      // "8% cutting allowance", "allowance for waste": material over-ordered, not money.
      if (/\b(?:cutting|waste|wastage|cuts?|overage|offcut)\s+$/i.test(ctx.text.text.slice(Math.max(0, m.index - 12), m.index)) || /^\s+for\s+(?:cuts?|cutting|waste|wastage)\b/i.test(next))
        return undefined;
      // "05 Countertops - ALLOWANCE: quartz ... cut-out. Caesarstone ... $6,200.00": an estimate row's amount, at the end
      // of its line, is the allowance's.
      // So is an estimating printout's figure with its cents and no sign ("ALW-10 Site allowance 1 item 2,400.00").
      const rowAmount = findAmounts(line.text).at(-1);
      if (
        isHeading ||
        findAmounts(sentence).length ||
        (rowAmount && !line.text.slice(rowAmount.index + rowAmount.raw.length).trim()) ||
        /\s\d{1,3}(?:,\d{3})*\.\d{2}\s*$/.test(line.text) ||
        /^[\s:]*(?:of\s+|at\s+)?(?:[$\u00a3\u20ac]|A\$|C\$|NZ\$|R\s?\d|Rs\.?\s?)\s?\d/.test(next) ||
        /\bper\s+(?:sq|square|foot|ft|yard|each|fixture|piece)/i.test(sentence) ||
        /\bat\s+\S{1,4}\d[\d,.]*\s*\/\s*(?:m2|m\u00b2|sq|sf|ft|lf|each|ea)\b/i.test(sentence) ||
        // An allowance of a quantity ("up to 6 lineal metres of fascia is included") is bounded too.
        /\bup\s+to\s+\d+(?:\.\d+)?\s*(?:lineal|linear|lin\.?|square|sq\.?|cubic)?\s*(?:met(?:re|er)s?|m\b|m2|feet|ft|sheets?|hours?|boards?|pieces?)/i.test(sentence)
      )
        return undefined;
      // "covered by provisional sum B9", "PC sum B8", "allowance #3": named by its row, whose line has the amount.
      const code = /^\s+(?:no\.?\s*|#\s*|item\s+)?([A-Z]{0,3}\d{1,3}[a-z]?)\b/.exec(next)?.[1];
      const priced = (row: string) => findAmounts(row).length > 0 || /\s\d{1,3}(?:,\d{3})*\.\d{2}\s*$/.test(row);
      if (code && ctx.text.lines.some((l) => new RegExp(`^\\s*${code}\\b`).test(l.text) && priced(l.text)))
        return undefined;
      // "per allowance below", "see allowance schedule": the amount is stated elsewhere in the quote.
      if (
        /(?:per|see|as\s+per|according\s+to|within)\s+(?:the\s+)?(?:allowances?|(?:PC|provisional)\s+sums?)|(?:allowances?|(?:PC|P\.C\.|prime\s+cost|provisional)\s+sums?)\s+(?:(?:is\s+|are\s+)?(?:included|given|set\s+out|priced)\s+)?(?:below|above|schedule|listed|shown|table)/i.test(
          sentence,
        )
      )
        return undefined;
      // "Allowance amounts are material cost", "all allowances include tax": a remark about the allowances in
      // general, when the quote lists them with amounts, is not an allowance without one.
      if (
        /^\s+(?:amounts?\b|(?:are|include|cover|exclude|reflect|assume)s?\b|do\s+not\b)/i.test(
          ctx.text.text.slice(m.index + m.text.length, m.index + m.text.length + 20),
        ) &&
        ctx.text.lines.some(
          (l) => /allowance/i.test(`${l.heading} ${l.text}`) && findMoney(l.text).length > 0,
        )
      )
        return undefined;
      // "vanity light from the lighting allowance" beside an allowance schedule with "lighting $450": the allowance
      // is priced where the quote lists its allowances.
      const named = /([a-z]{4,})\s+$/i.exec(ctx.text.text.slice(Math.max(0, m.index - 30), m.index))?.[1];
      if (
        named &&
        !/^(?:the|this|that|your|our|an?|any|each|with|from|within|under|over)$/i.test(named) &&
        ctx.text.lines.some(
          (l, i) =>
            i !== m.line &&
            /allowance|(?:PC|provisional)\s+sum/i.test(`${l.heading} ${l.text}`) &&
            new RegExp(`\\b${named}`, 'i').test(l.text) &&
            findAmounts(l.text).length > 0,
        )
      )
        return undefined;
      // A definition of how allowances work ("...the difference will be credited") is not an unpriced allowance.
      if (
        /exceed|\bover\b|\bunder\b|difference|credit|overage|reconcil|adjust|upgrade|select(?:ion)?s?\s+(?:above|below|more|less)/i.test(
          s,
        )
      )
        return undefined;
      return 'medium';
    },
    explain: () =>
      'An allowance is mentioned without a dollar amount. Allowances set how much of the price goes to items you pick later; without an amount you cannot tell what you will get or what you will pay extra.',
    questions: [
      'What is the dollar amount of each allowance?',
      'If my selections cost more or less than the allowance, how is the difference charged or credited?',
    ],
  },
  {
    id: 'vague.unforeseen',
    pattern: new RegExp(
      String.raw`\b(?:unforeseen|unforseen|unforeseeable|unanticipated|hidden|concealed|latent|unknown|pre-?existing)\s+(?:[a-z]+\s+){0,2}?(?:conditions?|damages?|problems?|issues?|defects?|rot|costs?|circumstances|work|repairs?|obstructions?|obstacles?)\b|\b(?:rot(?:ted|ten|ting)?|decayed|damaged?|deteriorated|mou?ld|termite|water[\s-]damaged?)\s+(?:[a-z]+,?\s+){0,5}?(?:found|discovered|uncovered|revealed|exposed)\s+(?:after|during|once|when|upon)\b|\bif\s+(?:the\s+|any\s+)?(?:[a-z]+\s+){1,5}(?:is|are|turns?\s+out\s+(?:to\s+be\s+)?)\s*(?:rotten|rotted|decayed|damaged|deteriorated|corroded)\b|\b(?:extra|additional)\s+(?:charges?|costs?|fees?)\s+(?:for|on)\s+(?:any\s+)?(?:[a-z]+\s+){0,2}?(?:rot|damage|repairs?)\b|\b(?:rot(?:ted|ten)?|damaged?|deteriorated)\s+(?:[a-z]+\s+){0,3}?(?:will\s+be\s+|is\s+|are\s+)?(?:billed|charged)\s+(?:extra|separately|additionally|hourly)\b|\b(?:rot(?:ted|ten)?|damaged?|deteriorated|soft|bad)\s+(?:[a-z]+\s+){0,3}?(?:if|where|when)\s+(?:any\s+(?:is\s+)?)?found\b|\bconditions?\s+(?:[a-z,]+\s+){0,9}?(?:not\s+(?:visible|known|apparent|evident|accessible)|that\s+(?:could|can)\s*not\s+be\s+seen)\b|\b(?:should|if)\s+(?:the\s+|any\s+|your\s+)?(?:[a-z-]+\s+){0,4}?(?:proves?|turns?\s+out|is\s+found|are\s+found)\s+(?:to\s+be\s+)?(?:cracked|damaged|rotten|rotted|deteriorated|defective|unsound|failed|broken|corroded|inadequate|undersized|unsafe)\b` +
        // "rock, tree roots or buried concrete found when digging post holes are extra": what the ground hides.
        // Only when charged on top: "Rock or ledge encountered while digging: we stop and discuss" is a process.
        String.raw`|\b(?:rock|roots?|boulders?|ledge|buried\s+[a-z]+|old\s+footings?|obstructions?)\b[^.;]{0,40}?\b(?:found|discovered|encountered|hit|struck)\s+(?:when|while|during|after|once|in)\b(?=[^.]{0,60}\b(?:extra|additional|charged|billed|at\s+cost)\b)` +
        // "if there's rot under the floor that's extra", "if there is any water damage behind the tile".
        String.raw`|\bif\s+(?:there'?s|there\s+is|there\s+are|theres)\s+(?:any\s+|some\s+)?(?:[a-z]+\s+)?(?:rot|rotten\s+\w+|damage|mou?ld|termites?|decay|soft\s+spots?|asbestos)\b` +
        // "Any rotten sheathing or framing found will be replaced at additional cost": found, then charged, unpriced.
        String.raw`|\b(?:rot(?:ted|ten)?|damaged?|deteriorated|decayed)\s+(?:[a-z]+\s+){0,4}?found\b[^.]{0,40}?\b(?:at\s+(?:an\s+)?(?:additional|extra)\s+(?:cost|charge)|(?:billed|charged)\s+(?:as\s+)?extra)\b` +
        // "Would be extra depending what we find": the charge waits on what the opening-up shows.
        String.raw`|\b(?:extra|additional)\b[^.]{0,20}?\bdepend(?:s|ing)?\s+(?:on\s+)?what\s+(?:we|you|they|I)\s+find\b` +
        // "Ground conditions may alter the price once the existing surface is removed."
        String.raw`|\b(?:ground|site|soil|sub-?surface|underlying|existing|hidden)\s+conditions?\s+(?:[a-z]+\s+){0,2}?(?:may|might|could|can|will)\s+(?:alter|change|affect|increase|vary|impact|add\s+to)\s+(?:the\s+|this\s+|our\s+|your\s+)?(?:price|cost|quote|total|estimate)\b` + `|${FOUND_LATER.source}|${FOUND_ON_OPENING.source}|${MAY_NEED.source}`,
      'gi',
    ),
    section: SECTIONS.pricing,
    judge: (sentence, m, ctx) => {
      // A clause heading ("A. Concealed conditions.") is followed by the terms themselves, and a clause may go on
      // in its next sentence ("... work will stop for your written approval"); but a figure there is another
      // line's price, not one for the hidden work, unless the sentence is only a heading.
      // A short bullet that itself charges extra ("- Rotten fascia if found - extra") is the term, not a heading.
      const heading = sentence.trim().split(/\s+/).length <= 6 && !EXTRA_COST.test(sentence);
      const s = `${sentence} ${ctx.text.following(m)}`;
      // "If we find loose plaster once we start": only a finding that is charged on top is open-ended.
      if (FOUND_LATER.test(m.text) && !EXTRA_COST.test(sentence)) return undefined;
      // "Anything else we find" is open-ended work whatever follows; found or hedged work only when charged on top or
      // left to be told later; "may need" only then, and only where nothing in the sentence prices it.
      const hedged = MAY_NEED.test(m.text) || FOUND_ON_OPENING.test(m.text);
      // "... might need some packing or a sheet of ply. That's extra, at cost": the next sentence charges for it.
      // "If suspect material is found we stop work; testing and abatement are at additional cost": the charge may
      // come after a semicolon, in the same sentence.
      const following = ctx.text.following(m);
      const chargedNext = EXTRA_COST.test(nextSentenceAbout(following)) || EXTRA_COST.test(following.split(/[.!?](?:\s|$)/)[0]);
      if (hedged && !/\b(?:anything|whatever|everything)\b/i.test(m.text) && !EXTRA_COST.test(sentence) && !chargedNext && !UNPRICED.test(sentence) && !TOLD_LATER.test(sentence))
        return undefined;
      if (
        findMoney(heading ? s : sentence).some(
          (money) => !RATE_AFTER.test(s.slice(money.index + money.raw.length, money.index + money.raw.length + 16)),
        ) ||
        NO_CHARGE.test(s) ||
        /not\s+to\s+exceed|\bNTE\b|capped|\bcap\b|maximum\s+of/i.test(s)
      )
        return undefined;
      if (
        /written\s+(?:approval|authori[sz]ation|change\s+order|price|quote|estimate)|in\s+writing|approv\w+\s+(?:before|prior)|before\s+(?:proceeding|any\s+work)|\bpriced\s+(?:by|in|with|through)\s+(?:a\s+)?(?:signed\s+)?change\s+orders?\b[^.;]{0,30}\bbefore\b/i.test(
          s,
        ) ||
        OWNER_APPROVES.test(s)
      )
        return undefined;
      // "Contractor is not responsible for pre-existing roof conditions": a limit on what is warranted, not a charge.
      if (!EXTRA_COST.test(s) && /\bnot\s+(?:be\s+)?(?:held\s+)?(?:responsible|liable)\s+for\b/i.test(sentence)) return undefined;
      return EXTRA_COST.test(s) || /responsib|owner|customer|homeowner/i.test(s) ? 'medium' : 'clarification';
    },
    explain: (p) =>
      `Extra charges for "${p}" are open-ended: the quote sets no price or limit, so the final bill could be much higher than quoted.`,
    questions: [
      'What unit prices apply if you find hidden damage (per sheet, per foot, per hour)?',
      'Will you stop, show me the problem and get my written approval before doing extra work?',
      'Is there a maximum on extra charges?',
    ],
  },
  {
    id: 'vague.open-price',
    pattern: new RegExp(
      String.raw`\b(?:prices?|pricing|costs?|quotes?|estimates?|amounts?)\s+(?:is\s+|are\s+)?subject\s+to\s+change|\b(?:additional|extra)\s+(?:charges?|costs?|fees?)\s+may\s+(?:apply|be\s+(?:added|required|necessary|incurred))|\b(?:may|might|could)\s+cost\s+(?:more|extra)|\bfinal\s+(?:price|cost|amount|invoice)\s+(?:will\s+be\s+|to\s+be\s+)?(?:determined|based|calculated|adjusted)|\bprice\s+(?:may|might|could|will)\s+(?:vary|change|increase|be\s+adjusted)|\bplus\s+(?:any\s+)?(?:(?:additional|extra)\s+(?:[a-z]+\s+)?(?:work|costs?|charges?|parts|materials?|items|labou?r)|extras|cost\s+of\s+materials)|\b(?:material|fuel)\s+(?:price|cost)\s+(?:increases?|escalation|surcharges?)\s+(?:will|may|shall)\s+be\s+(?:passed|added|billed)|\b(?:materials?|parts|supplies)\s+(?:at\s+cost|billed\s+(?:at\s+cost|separately)|extra)\b|(?:\+|\bplus)\s*(?:all\s+)?(?:materials?|parts|supplies)\b|\b(?:extra|charged|billed|payable|additional)\s+at\s+actuals?\b|${ON_APPLICATION.source}`,
      'gi',
    ),
    section: SECTIONS.pricing,
    // A rate sheet for changed work ("$85 per hour plus materials at cost") is a stated price, not an open one.
    // "Coloured finish (price on request)" is an upgrade on offer; "switchboard upgrade (if required) POA" is work the
    // job may need, with no price.
    judge: (s) =>
      VALIDITY.test(s) ||
      LABOUR_PLUS_MATERIALS_PRICED.test(s) ||
      /per\s+(?:(?:man|person|labou?r|crew|worker)[\s-]?)?(?:hour|day)|hourly|\/\s*hr\b|\brates?\b/i.test(s) ||
      (ON_APPLICATION.test(s) && !AS_NEEDED.test(s))
        ? undefined
        : 'medium',
    explain: (p) =>
      `"${p}" means the quoted price is not firm. You could be billed more than the figure you agreed to.`,
    questions: [
      'Is this a fixed price for the work described?',
      'Under what exact conditions could the price change, and will you need my written approval first?',
    ],
  },
  {
    id: 'vague.time-and-materials',
    pattern: /\btime[\s-]*(?:and|&)[\s-]*materials?\b|\bT\s*&\s*M\b|\bcost[\s-]plus\b/gi,
    section: SECTIONS.pricing,
    // Capped or priced, it is bounded; applied to an allowance's difference or to changes the homeowner asks for,
    // it is the markup on extras (the change-order rules judge those), not how the job itself is priced.
    judge: (s) =>
      findMoney(s).length ||
      /not\s+to\s+exceed|\bNTE\b|maximum|\bcap(?:ped)?\b|will\s+not\s+exceed/i.test(s) ||
      /\ballowances?\b|\bchange\s+orders?\b|\b(?:extra|additional|changed)\s+work\b/i.test(s)
        ? undefined
        : 'medium',
    explain: (p) =>
      `Work billed on "${p}" has no fixed price. Without an hourly rate and a cap, the total is open-ended.`,
    questions: [
      'What are the hourly rates and the markup on materials?',
      'Will you agree to a not-to-exceed amount?',
    ],
  },
  {
    id: 'vague.etc',
    pattern:
      /\betc\b\.?|\band\s+so\s+(?:on|forth)\b|\band\s+(?:other|more|misc\.?|miscellaneous)\s+(?:items|work|materials|repairs)\b/gi,
    skipInTerms: true,
    // "If anything has to change on the day (different spot for the charger etc) we'll agree it in writing": examples
    // of a change the sentence handles, not a list of the work.
    judge: (s) => (LEGAL.test(s) || CHANGE_HANDLED.test(s) ? undefined : 'clarification'),
    explain: (p) =>
      `"${p}" leaves the list of work open. Only what is written is clearly included; anything else can become an extra.`,
    questions: ['Can you list every item of work that is included, instead of "etc."?'],
  },
  {
    id: 'vague.or-equal',
    pattern:
      /\bor\s+(?:an?\s+)?(?:[a-z]{2,8}\.?\s+)?(?:equal|equivalent|equiv|eqv|similar|comparable|approved\s+equal)\b|\b(?:equal|equivalent|comparable|similar)\s+or\s+(?:better|greater|higher|superior)\b|\bsubstitut\w*\s+(?:\w+\s+){0,3}(?:of\s+)?(?:equal|equivalent|comparable|similar|like)\s+(?:or\s+\w+\s+)?(?:quality|value|kind|grade|make)\b|\bequivalent\s+(?:brand|product|material)|\bsimilar\s+(?:brand|product|model)|\bbrands?\s+(?:may|might|will)\s+vary\b|\bsubject\s+to\s+availability\b|\bbrands?\b[^.\n]{0,40}\b(?:per|based\s+on|depending\s+on|according\s+to)\s+(?:\w+\s+)?availability\b|\b(?:contractor|installer|builder)'?s\s+(?:choice|discretion|option)\b|\bwhatever\s+(?:the\s+)?(?:[a-z]+\s+){0,2}(?:has|have|is|are|gets?)\s+(?:got\s+)?(?:in\s+stock|available|on\s+hand|on\s+the\s+shelf)\b|\b(?:depending\s+on|based\s+on)\s+(?:what'?s\s+|what\s+is\s+)?(?:in\s+stock|on\s+hand)\b|\b(?:depending|depends|based)\s+(?:on\s+)?what\s+(?:the\s+|my\s+|our\s+)?(?:[a-z]+\s+){0,2}(?:has|have|gets?|carries|stocks)\b/gi,
    section: SECTIONS.materials,
    // A substitution the homeowner must approve first is their choice, not the contractor's.
    judge: (s) => (OWNER_APPROVES.test(s) ? undefined : 'clarification'),
    explain: (p) =>
      `"${p}" lets the contractor substitute a different product. You may not get the brand or quality you are comparing on.`,
    questions: [
      'Will you get my approval in writing before substituting any product?',
      'Which exact product will you use if the named one is not available?',
    ],
  },
  {
    id: 'vague.misc',
    pattern: /\b(?:misc\.?|miscellaneous)(?![a-z])/gi,
    section: SECTIONS.pricing,
    judge: (s, m, ctx) => {
      // An estimate's columns often carry no "$": "Misc fittings, flex lines, etc. 125.00 125.00".
      const line = ctx.text.lines[m.line].text;
      const amount = Math.max(0, ...[...findMoney(line), ...findBareAmounts(line)].map((x) => x.value));
      // Against the price, or what the rows add up to when the price is left open ("TOTAL $10,400 + T&M").
      const total = ctx.price.total ?? ctx.price.lines.reduce((n, l) => n + (l.role === 'item' ? l.amount : 0), 0);
      // "Transportation and miscellaneous charges extra, as actual": charges on top with no figure or limit at all.
      if (!amount && EXTRA_COST.test(s) && !NO_CHARGE.test(s)) return 'medium';
      return amount >= 400 || (total > 0 && amount >= total * 0.04) ? 'clarification' : undefined;
    },
    explain: (p) => `Money is charged as "${p}" without saying what it covers or how much it can come to.`,
    questions: ['What exactly is in the miscellaneous amount?'],
  },
];

export const checkVagueLanguage: Check = (ctx) => {
  const { text } = ctx;
  const findings: Finding[] = [];
  for (const term of TERMS) {
    const seen = new Set<string>();
    for (const m of text.findAll(term.pattern)) {
      if (seen.size >= MAX_PER_TERM) break;
      const sentence = text.quote(m);
      if (seen.has(sentence)) continue;
      if (term.skipInTerms && TERMS_HEADING.test(text.lines[m.line].heading)) continue;
      const issueType = term.judge(sentence, m, ctx);
      if (!issueType) continue;
      seen.add(sentence);
      findings.push(
        finding(
          term.id,
          issueType,
          term.section ?? sectionOf(ctx, m, sentence),
          sentence,
          term.explain(m.text.trim()),
          term.questions,
        ),
      );
    }
  }
  // Vague wording is reported where it appears, so this check marks no section as clear by itself.
  return { checked: [], findings };
};

/** The section a sentence belongs to, from the heading it sits under or from what it talks about. */
function sectionOf(ctx: RuleContext, m: Match, sentence: string): Section {
  const context = `${ctx.text.lines[m.line].heading} ${sentence}`;
  if (/permit/i.test(context)) return SECTIONS.permits;
  if (/\bpay|deposit|financ|balance/i.test(context)) return SECTIONS.payment;
  if (/warrant|guarantee/i.test(context)) return SECTIONS.warranty;
  if (/schedul|timeline|start\s+date|completion\s+date|\bstart\b/i.test(context)) return SECTIONS.schedule;
  if (findMoney(sentence).length || /\bprice|\bcost|allowance/i.test(context)) return SECTIONS.pricing;
  if (/material|product|spec|equipment|brand|colou?r/i.test(context)) return SECTIONS.materials;
  return SECTIONS.scope;
}
