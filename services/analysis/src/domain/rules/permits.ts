// Permits: whether the job has one, who pulls it, and who pays. When the homeowner pulls the permit they become
// responsible for the work passing code, a common way for unlicensed contractors to avoid the building department.
import { clausesOf } from '../clauses/clauses';
import { findMoney } from '../extract/entities';
import { phrases } from '../text/phrases';
import { permitRarelyNeeded, permitUsual, type Trade } from '../trade';
import { SECTIONS, type Finding } from '../types';
import { finding, type Check, type RuleContext } from './rule';

const SECTION = SECTIONS.permits;

const GUESSED_FEE = /\b(?:usually|typically|normally|around|about|approx\w*|roughly|somewhere|estimated?)\b[^.;]{0,20}[$£€]\s?\d/i;
// "We pull the permit, but the fee is not included": the contractor obtains it, so only its cost is left out.
const WE_PULL_IT =
  /\b(?:we|I|contractor|the\s+contractor)\s+(?:will\s+|shall\s+|'ll\s+)?(?:pull|obtain|apply\s+for|file\s+for|take\s+out|get|arrange|handle)s?\s+(?:the\s+|all\s+|any\s+)?(?:\w+\s+){0,2}?permits?\b/i;

const STANDING_ON_THE_ROAD = /\b(?:skip|dumpster|roll[\s-]?off|parking|scaffold\w*|hoarding)\b/i;
// "We can skip the permit": the verb, a claim about the work's own permit.
const SKIP_AS_A_VERB = /\b(?:can|could|will|'ll|to|just|and|or|should|would|might|we|you|I)\s+skip\s+(?:the\s+|a\s+|any\s+)?permits?\b/i;
const PERMIT = phrases([
  // A skip, parking or street-use permit lets a skip or a van stand on the road; it says nothing of the work's own
  // approval ("placed on your drive, so no skip permit is needed").
  /(?<!\b(?:skip|parking|dumpster|street[\s-]use|road|highway|pavement|sidewalk|hoarding|scaffold(?:ing)?)\s+)\bpermits?\b/i,
  // Never the idiom: "weather permitting", "time permitting".
  /(?<!\b(?:weather|time|schedule|conditions?|access|ground|availability|budget)\s+)\bpermitting\b/i,
  'building department',
  'building dept',
  'city inspection',
  'county inspection',
  'code inspection',
  // The same approval in British, Irish, Australian and New Zealand words.
  'council approval',
  'planning permission',
  'building consent',
  'building control',
  'building regulations',
  'building regs',
  // England's self-certified notifiable work (electrics under Part P, a boiler or windows under a competent
  // person scheme) and Scotland's building warrant.
  'Part P',
  'competent person scheme',
  'building warrant',
  'development approval',
  'felling licence',
]);
// "You pull it as owner-builder" hands it over; so does, in the next sentence, "what most of our customers do is pull it
// themselves" (OWNER_APPLIES_FOR_IT).
const OWNER_PULLS =
  /\bas\s+(?:an?\s+)?owner[\s-]builders?\b|\byou(?:'ll|\s+will|'d|\s+would)\s+(?:need|have)\s+to\s+(?:\w+\s+){0,3}?(?:obtain|pull|secure|apply\s+for|get|take\s+out|file\s+for)\b|\b(?:owner|homeowner|customer|client|buyer|purchaser|you)(?:'s)?\s+(?:(?:is|are|will\s+be|shall\s+be)\s+)?(?:responsible|responsibility)\b|\b(?:owner|homeowner|customer|client|buyer|purchaser|you)\s+(?:to|will|shall|must|needs?\s+to|has\s+to|have\s+to|(?:would|will|'d|'ll)\s+(?:have|need)\s+to)\s+(?:\w+\s+){0,3}(?:obtain|pull|secure|apply|get|acquire|provide)|\b(?:we|I)\s+(?:don'?t|do\s+not|never)\s+(?:do|pull|handle|get|obtain)\s+(?:the\s+)?permits\b|permits?[^.;\n]{0,40}\b(?:by|obtained\s+by|pulled\s+by|to\s+be\s+(?:obtained|pulled|secured)\s+by|(?:is|are)\s+the\s+responsibility\s+of|responsibility\s+of)\s+(?:the\s+)?(?:owner|homeowner|customer|client|buyer)|owner[\s-]builder|\b(?:get|pull|obtain|apply\s+for|take\s+out)\s+(?:it|them|one|the\s+permits?)\s+(?:out\s+)?yourself\b/i;
// "As the property owner you apply for it online through the City".
const OWNER_APPLIES_FOR_IT =
  /^(?:as\s+the\s+(?:property\s+|home\s*)?owner,?\s+)?(?:you|the\s+(?:home)?owner|the\s+customer|the\s+client)\s+(?:will\s+|would\s+|need\s+to\s+|have\s+to\s+|must\s+)?(?:apply|applies|pull|pulls|obtain|obtains|get|gets|file|files|take\s+out|takes\s+out)\s+(?:for\s+)?(?:it|one|them)\b|^(?:what\s+)?(?:most|many|all)\s+(?:of\s+)?(?:our\s+)?(?:customers|homeowners|clients|owners|people)\s+(?:do\s+is\s+)?(?:pull|get|obtain|take\s+out)\s+(?:it|one|them)\s+(?:themselves|yourself)\b/i;
// Also two approvals in one breath: "no planning permission or Building Regulations approval is needed".
const NOT_REQUIRED = new RegExp(
  // "No permit for a pecan in your own backyard your fine": none is needed, said in a message.
  String.raw`\bno\s+permits?\s+(?:needed\s+|required\s+)?for\b[^.]{0,60}\b(?:(?:you(?:'re|r|\s+are)?|your)\s+(?:fine|good|ok(?:ay)?)|all\s+good|no\s+problem)|` +
    String.raw`\b(?:needs?|requires?)\s+no\s+(?:[\w-]+\s+){0,2}(?:permits?|permission|approval|consent)\b|\b(?:(?:does|do|will)\s+not|doesn'?t|don'?t|won'?t)\s+(?:need|require)\s+(?:a\s+|any\s+)?(?:[\w-]+\s+){0,2}(?:permits?|permission|approval|consent)\b|\b(?:no|not?)\s+(?:(?:building|city|town|county|council|electrical|plumbing|mechanical|zoning|planning|development|HDB|renovation|resource)\s+){0,2}(?:permits?|permission|approval|consent)\s+(?:is\s+|are\s+|will\s+be\s+)?(?:required|needed|necessary)|\bno\s+(?:[\w-]+\s+){1,4}or\s+(?:[\w-]+\s+){0,3}(?:permits?|permission|approval|consent|notice|notification|application)\s+(?:is\s+|are\s+)?(?:required|needed|necessary)|permits?\s+(?:is\s+|are\s+)?(?:probably\s+|likely\s+|usually\s+|typically\s+|generally\s+)?not\s+(?:really\s+|actually\s+|even\s+)?(?:required|needed|necessary)|permits?\s+(?:is|are)n[\u2019']?t\s+(?:(?:really|usually|even)\s+)?(?:required|needed|necessary)|without\s+(?:a\s+|any\s+)?permits?|(?:don'?t|do\s+not|won'?t|will\s+not)\s+need\s+(?:a\s+)?permits?|\bno\s+need\s+(?:for|of)\s+(?:a\s+|any\s+)?permits?|${SKIP_AS_A_VERB.source}|\b(?:never|don'?t|do\s+not|won'?t|will\s+not)\s+(?:pull|take\s+out|file\s+for)\s+(?:a\s+|any\s+)?(?:permits?|them)\b|\b(?:never|don'?t|do\s+not)\s+(?:pull|take\s+out|bother)\s+(?:(?:one|them|permits?|with\s+(?:one|them|permits?))\s+)?for\s+(?:a\s+|an\s+)?[a-z]`,
  'i',
);
const COSMETIC =
  /cosmetic|refac|paint|finish\s+work|no\s+(?:structural|electrical|plumbing|mechanical)\s+(?:work|changes)/i;
// Who pays the permit fee is a cost question, not who pulls the permit: "permit fee paid by homeowner;
// contractor pulls the permit" leaves the contractor answerable to the building department.
const PERMIT_FEE =
  /\bpermit(?:s|ting)?\s+(?:and\s+inspection\s+)?(?:fees?|costs?|charges?)|\b(?:fees?|costs?|charges?)\s+(?:for|of)\s+(?:the\s+|all\s+|any\s+)?permits?/gi;
const COST_OPEN =
  /\b(?:fees?|costs?|charges?)\b[^.;]{0,20}\bnot\s+(?:included|covered)\b|\b(?:extra|additional|at\s+cost|billed|separate(?:ly)?|plus|\+|passed\s+(?:on|through)|not\s+included\s+in\s+(?:the\s+)?price|TBD|to\s+be\s+determined|(?:paid|payable|covered)\s+by\s+(?:the\s+)?(?:owner|homeowner|customer|client))\b|\b(?:owner|homeowner|customer|client)\s+(?:pays?|to\s+pay|(?:is\s+)?responsible)\b/i;
// "7. Permits and inspections": a numbered or capitalised title, with no colon or full stop.
const HEADING_LIKE = /^(?:\d+\.?\s*)?[A-Z][^:.;]*$/;
// "We obtain it at our cost": the contractor pays.
const COST_COVERED =
  /(?<!\bnot\s|n'?t\s)\b(?:included|includes?)\b|at\s+no\s+(?:additional|extra)\s+(?:cost|charge)|\bat\s+(?:our|my|the\s+contractor'?s)\s+(?:own\s+)?(?:cost|expense)\b|\b(?:we|contractor|the\s+contractor)\s+(?:\w+\s+){0,6}pays?\s+(?:the|all|any)\s+(?:permit\s+)?fees?\b/i;

// "Siding and gutters" picked from the list for a job that only replaces gutters: the document says which.
function gutterOnly(ctx: RuleContext): boolean {
  return (
    ctx.trade === 'siding' &&
    /\bgutters?\b/i.test(ctx.text.text) &&
    !/\b(?:siding|cladding|clapboard|lap\s+boards?|shakes?|soffits?)\b/i.test(ctx.text.text)
  );
}

/**
 * A no-permit claim the homeowner need not question: cosmetic work ("No permit required (cosmetic work)": refacing,
 * painting and finishes need none); a claim that comes with the authority's own answer ("The council confirmed
 * this by email (copy attached)"); or one that names the exemption it relies on ("exempt under Schedule 1 of the
 * Building Act", "exempt development", "permitted development"), which the homeowner can look up.
 */
function claimBackedUp(claims: string[], wholeText: string, trade: Trade): boolean {
  if (!claims.length) return false;
  // "Building consent" is New Zealand's word: its Building Act exempts most small work (Schedule 1), and electrical
  // work needs a certificate of compliance instead. No reviewer of a New Zealand quote called "doesn't need a
  // building consent" a claim to check (three quotes).
  if (claims.every((s) => /\bbuilding\s+consent\b/i.test(s) || REASONED.test(s))) return true;
  if (trade !== 'hvac' && claims.some((s) => COSMETIC.test(s))) return true;
  // The rule may be cited just before the claim: "Rooftop solar is exempt development in NSW (SEPP ...); no council
  // approval required."
  const withLeadIn = (claim: string) => {
    const at = wholeText.indexOf(claim);
    return at < 0 ? claim : wholeText.slice(Math.max(0, at - EXEMPTION_LEAD_IN), at + claim.length);
  };
  return AUTHORITY_CONFIRMED.test(wholeText) || claims.some((s) => EXEMPTION_CITED.test(withLeadIn(s)));
}
const EXEMPTION_LEAD_IN = 160;
// The claim with the reason the rule does not reach the job: "the footpath crossing isn't touched so no permit
// needed", "no opening is enlarged, so none is needed", "it stays inside your boundary, so no consent", "because the
// windows go into the same openings ... does not require a building permit".
const REASONED =
  /\b(?:isn'?t|aren'?t|is\s+not|are\s+not|won'?t\s+be|will\s+not\s+be|not\s+being|(?:is|are)\s+never)\s+(?:touched|changed|moved|altered|affected|disturbed|enlarged|widened|cut)\b[^.]{0,30}\b(?:so|therefore|hence|which\s+means)\b|\b(?:stop|stays?|remains?|kept)\s+(?:at|on|inside|within)\s+(?:your|the)\s+(?:boundary|property\s+line|section|lot)\b|\b(?:because|since)\b[^.]{0,100}\b(?:same\s+(?:openings?|size|location|footprint|spot)|unchanged|like[\s-]for[\s-]like|no\s+(?:structural|external)(?:\s+or\s+(?:structural|external))?\s+(?:work|change|alteration)s?)\b/i;

// A rule cited, or its threshold ("No building consent needed for a fence under 2.5 m").
const EXEMPTION_CITED =
  /\b(?:under|below|less\s+than|up\s+to|no\s+(?:higher|taller)\s+than)\s+\d+(?:\.\d+)?\s*(?:m|metres?|meters?|ft|feet|'|m2|sq\s*m|square\s+(?:metres?|meters?|feet))(?![a-z])|\bexempt(?:ed)?\s+(?:development|building\s+work)\b|\bpermitted\s+development\b|\bexempt\w*\s+(?:\w+\s+){0,3}under\s+(?:the\s+)?(?:schedule|section|s\.|class|part|clause|item|regulation|state|[A-Z][\w-]*\s+(?:Act|Code|Regulations?|Policy))|\bschedule\s+\d+\s+(?:of\s+the\s+)?[A-Z][\w\s]{0,30}\bAct\b|\bS\.?I\.?\s+(?:No\.?\s+)?\d+/i;
const AUTHORITY_CONFIRMED =
  /\b(?:council|city|county|town(?:ship)?|borough|building\s+(?:department|dept\.?|official|inspector|control)|municipality|local\s+authority)\b[^.]{0,40}\b(?:confirmed|has\s+confirmed|advised\s+(?:us\s+)?in\s+writing)\b|\b(?:confirmed|verified)\s+(?:this\s+|it\s+)?(?:in\s+writing\s+)?(?:with|by)\s+(?:the\s+)?(?:council|city|county|town(?:ship)?|borough|building\s+(?:department|dept\.?|official|control))\b/i;

// A wall taken out or opened up, or a load-bearing question: structural work.
const STRUCTURAL_CHANGE =
  /\b(?:remov\w*|open\w*\s+up|knock\w*\s+(?:out|through|down)|tak\w*\s+(?:out|down))\s+(?:the\s+|a\s+|part\s+of\s+the\s+)?(?:[\w-]+\s+){0,2}wall\b(?![\s-]*(?:tiles?|tiling|paper|cabinets?|units?|coverings?|panel\w*|boards?|cladding|mount\w*|ovens?|lights?|sockets?|plates?|heaters?|insulation|plaster|finish\w*|vents?|fans?|hung))|\bwall\s+(?:between\s+[\w\s]{3,30}\s+)?(?:removed|taken\s+out|opened\s+up|knocked\s+through)\b|\bload[\s-]?bearing\b/i;

export const checkPermits: Check = (ctx) => {
  const { text, trade } = ctx;
  if (permitRarelyNeeded(trade, ctx.projectType) || gutterOnly(ctx)) return { checked: [], findings: [] };
  const usual = permitUsual(trade, text.text);
  const findings: Finding[] = [];
  const { state, matches } = text.mention(PERMIT);
  // A question ("And does the permit cost extra?", quoted from the homeowner's e-mail) states no terms.
  const sentences = [...new Set([...text.findPhrases(PERMIT)].map((m) => text.quote(m)))].filter((s) => !/\?\s*$/.test(s));
  // Either wording the permit rules know, or any clause the clause model reads as handed to the homeowner
  // ("Permit if town needs one is on you").
  const ownerPulls =
    sentences.find((s) => {
      const rest = s.replace(PERMIT_FEE, '');
      return /permit/i.test(rest) && OWNER_PULLS.test(rest);
    }) ??
    // "Permit - the city needs one. You apply for it, fee is yours": the next sentence hands "it" over.
    text
      .findPhrases(PERMIT)
      .map((m) => (text.following(m, 200).split(/(?<=[.!?])\s+/)[1] ?? '').replace(/\s+/g, ' '))
      .find((next) => OWNER_APPLIES_FOR_IT.test(next)) ??
    clausesOf(text).find(
      (c) =>
        c.party === 'homeowner' &&
        c.role !== 'label' &&
        c.role !== 'unticked' &&
        c.role !== 'option' &&
        /permit/i.test(c.text.replace(PERMIT_FEE, '')),
    )?.text;
  // "Skip on the drive (I've checked, no permit needed as it's on your land)": the skip's permit, not the work's.
  const notRequiredClaims = [...sentences, ...text.findAll(NOT_REQUIRED).map((m) => text.quote(m))].filter(
    (s) => NOT_REQUIRED.test(s) && !(STANDING_ON_THE_ROAD.test(s) && !SKIP_AS_A_VERB.test(s)),
  );
  if (claimBackedUp(notRequiredClaims, text.text, trade)) return { checked: [SECTION], findings: [] };
  const notRequired = notRequiredClaims[0];
  // "Exclusions: permit fees (billed at cost, approx. $250)" leaves out the fee, not the permit.
  const excludedSentences = text
    .findPhrases(PERMIT)
    .filter((m) => text.isExcluded(m))
    .map((m) => text.quote(m));
  const onlyFeeExcluded =
    excludedSentences.length > 0 &&
    excludedSentences.every((s) => !/permit/i.test(s.replace(PERMIT_FEE, '')) || WE_PULL_IT.test(s));

  // "Permit is up to you, most people don't pull for these": left to the homeowner because it is said not to be needed;
  // the claim is the finding.
  if (ownerPulls && !(notRequired && ownerPulls.includes(notRequired))) {
    findings.push(
      finding(
        'permits.homeowner',
        'high',
        SECTION,
        ownerPulls,
        'You are asked to get the permit yourself. The permit holder answers to the building department for the work, and contractors who avoid pulling permits are often unlicensed or uninsured.',
        [
          'Why won’t you pull the permit under your own licence?',
          'Will you pull all permits and schedule the inspections, with the fees in the price?',
        ],
      ),
    );
  } else if (notRequired) {
    findings.push(
      finding(
        'permits.not-required-claim',
        'medium',
        SECTION,
        notRequired,
        `The quote says no permit is needed. Many cities do require one for ${ctx.project} work; unpermitted work can fail a home sale inspection or void insurance cover.`,
        [
          'Have you confirmed with the building department that no permit is required? Can you show me?',
          'If a permit turns out to be required, will you pull it at no extra cost?',
        ],
      ),
    );
  } else if (state === 'absent' && usual && (ctx.price.currency === 'USD' || STRUCTURAL_CHANGE.test(text.text))) {
    // Where a permit is only sometimes needed, silence is normal: asking on every such quote cries wolf. So it is
    // outside the US: like-for-like work needs no consent in much of Britain, Canada and Australia, and reviewers
    // never raised a silent quote priced in another currency, except where a wall comes out (round 29's Ottawa
    // kitchen): structural work needs a permit or consent almost everywhere.
    findings.push(
      finding(
        'permits.missing',
        'medium',
        SECTION,
        '',
        `The quote does not say whether a permit is needed or who obtains it. ${capitalise(ctx.project)} work usually needs a permit and inspection.`,
        [
          'Does this job need a permit, and will you pull it under your licence?',
          'Are permit fees included in the price?',
          'Who schedules and attends the inspections?',
        ],
      ),
    );
  } else if (state === 'excluded' && !onlyFeeExcluded) {
    findings.push(
      finding(
        'permits.excluded',
        usual ? 'medium' : 'clarification',
        SECTION,
        text.quote(matches[0]),
        'Permits are listed as not included. Find out who obtains them and what they cost, so the price you compare is the real price.',
        [
          'Will you pull the permit if I pay the fee, or am I expected to get it?',
          'What do the permit and inspection fees usually come to?',
        ],
      ),
    );
  } else {
    // One sentence saying the contractor pays the fee answers the question for the others.
    const paid = sentences.some((s) => COST_COVERED.test(s) && /\bfees?\b|\bat\s+(?:our|my)\s+(?:own\s+)?(?:cost|expense)\b/i.test(s));
    const open = paid
      ? undefined
      : sentences.find(
          (s) =>
            (COST_OPEN.test(permitClauses(s)) || excludedSentences.includes(s)) &&
            !COST_COVERED.test(permitClauses(s)) &&
            !NOT_REQUIRED.test(permitClauses(s)) &&
            // A fee that "may be extra" with a guess at it ("usually around $90 to $150") is still open; an estimate
            // billed at cost ("about $300, billed at cost") answers the question.
            (!findMoney(s).length || (GUESSED_FEE.test(s) && /\bmay\s+be\b|\bmight\b|\bdepending\b/i.test(s))) &&
            // A heading ("7. Permits and inspections") says nothing about who pays.
            !(s.trim().split(/\s+/).length <= 5 && HEADING_LIKE.test(s.trim()) && !COST_OPEN.test(s)),
        );
    if (open) {
      findings.push(
        finding(
          'permits.cost-unclear',
          'clarification',
          SECTION,
          open,
          'The contractor handles the permit but its cost is left open. Ask for the amount so it does not become a surprise extra.',
          [
            'How much will the permit and inspection fees be?',
            'Will you bill the fees at cost with the receipt?',
          ],
        ),
      );
    }
  }
  return { checked: [SECTION], findings };
};

/**
 * The clauses of a sentence that speak of the permit: "no consent is needed for like-for-like work; the neighbour's
 * side we will quote separately" leaves nothing about the permit's cost open.
 */
function permitClauses(sentence: string): string {
  const clauses = sentence.split(/;\s+/);
  const about = clauses.filter((c) => new RegExp(PERMIT.pattern.source, 'i').test(c));
  return (about.length ? about : clauses).join('; ');
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
