// Payment terms: how much is paid before work starts, how the rest is scheduled, cash-only demands, and lien
// waivers. A deposit of 10-33% with the balance tied to progress or completion is normal; half or more up front
// leaves the homeowner carrying the risk if the contractor disappears (payment.deposit-high, high severity over
// half). Money due when materials are delivered buys what then sits on the property: it counts as up front only
// when it is half the price or more, or brings what is paid before any labour above 60%.
import { findMoney, findPercentages, findShortThousands } from '../extract/entities';
import { findAmounts, formatAmount, MONEY_MARK } from '../price/money';
import type { Match, QuoteText } from '../text/quote-text';
import { SECTIONS, type Finding } from '../types';
import { finding, jobSize, LEASE_OR_PPA, type Check, type RuleContext } from './rule';

const SECTION = SECTIONS.payment;

// A share of the price, not a reading: "40% at rough-in", never "humidity reading 71% on the day of inspection".
const SHARE = String.raw`(?<!\b(?:humidity|moisture|reading|efficiency|AFUE|SEER\d?|slope|grade|RH)\b\D{0,12})(?<![\d.])\d+(?:\.\d+)?\s?%`;
const PAYMENT_WORDS = new RegExp(
  String.raw`deposit|down\s*payment|payment|payable|\bdue\b|balance|\bpaid\b|\bpay\b|invoice|billing|\bbilled\b|net\s*\d+|upon\s+completion|financ|installment|\bdraws?\b|\bcash\b|\bcheck\b|${SHARE}\s+(?:at|upon|on|when|with)\b`,
  'gi',
);
const UPFRONT =
  /\b(?:deposit|retainer|up[\s-]?front|in\s+advance|advance\s+(?:payment|along|with|on|at)|\d{1,3}\s?%\s+advance|(?:\d{1,3}\s?%|\bhalf)\s+today|to\s+get\s+(?:the\s+|a\s+|your\s+)?[a-z]+\s+(?:booked|ordered|scheduled)|(?:with|along\s+with)\s+(?:the\s+)?work\s+order|(?:at|upon|on|with|after)\s+(?:contract\s+|the\s+)?sign(?:ing|ature|ed)?|when\s+signed|when\s+(?:you|we)\s+sign\b|(?:at|upon|on)\s+acceptance|to\s+get\s+(?:you\s+|us\s+|it\s+|things\s+|the\s+job\s+)?(?:started|going|rolling|booked|scheduled)|when\s+you\s+(?:say\s+go|give\s+(?:me\s+|us\s+)?the\s+go[\s-]?ahead|go\s+ahead)|(?:to|can)\s+place\s+(?:the|your)\s+order|acceptance\s+of\s+(?:this\s+)?(?:proposal|contract|quote|estimate|agreement)|to\s+(?:schedule|start|begin|book|secure|order|reserve|hold|lock)|(?:get|put)\s+(?:you|it|the\s+job|your\s+job|your\s+project)\s+(?:on|in|into)\s+(?:the|our)\s+(?:schedule|calendar|books|diary)|(?:\d+\s?%|\bhalf|\ba\s+third|\$\s?[\d,.]+k?)\s+to\s+get\s+(?:us\s+|you\s+)?(?:on|in|into)\s+(?:(?:the|our)\s+)?(?:schedule|calendar|books|diary)|before\s+(?:the\s+)?(?:work|we|any|start|starting|beginning|install(?:ation|ing)?|materials|delivery|job)\b|prior\s+to\s+(?:the\s+)?(?:start|commencement|beginning|work|installation)|(?:at|upon)\s+(?:the\s+)?(?:install(?:ation)?\s+|job\s+|project\s+)?(?:start|commencement)|when\s+(?:the\s+)?(?:work|installation|install|job|project)\s+(?:starts|begins)|when\s+we\s+(?:start|begin|commence|arrive)|(?:on|upon)\s+(?:our\s+)?(?:arrival|the\s+first\s+day|day\s+one)|at\s+(?:the\s+)?start\s+of\s+(?:the\s+)?(?:work|installation|job|project)|mobiliz\w*|initial\s+payment|(?:with|upon|at|on)\s+(?:the\s+)?(?:time\s+of\s+)?order(?:ing)?|due\s+(?:today|now|immediately)|(?:pay|paid|payment|in\s+full)\s+(?:\w+\s+){0,2}(?:today|now)|(?:at|upon|on|with)\s+(?:the\s+)?(?:material|materials)\s+delivery|(?:at|upon|on)\s+delivery\s+of\s+(?:the\s+)?(?:materials?|cabinets?|cabinetry|windows?|doors?|products?|equipment|units?))\b/i;
// "down" (or "now": "half now, half at install") only counts right next to an amount ("50% down", "$2,000 down"),
// never in "tear down to the deck".
const DOWN =
  /(?:\d\s?%|percent|half|third|quarter|\b1\/[234]|\$\s?[\d,.]+k?)\s*(?:is\s+)?(?:due\s+)?(?:down|now)\b|\bdown\s*payment\b|\bdown\s*[:=]\s*\$?\d/i;
// "Full price coming Friday" announces the price, it says nothing of paying it.
const IN_FULL =
  /\b(?:full\s+(?:payment|amount|price(?!\s+(?:coming|to\s+(?:follow|come)|will\s+follow|follows|later|on\s+its\s+way))|contract\s+(?:price|amount))|payment\s+in\s+full|paid\s+in\s+full|in\s+full|entire\s+(?:amount|balance|contract\s+(?:price|amount)))\b/i;
// "Cash at end of each day pls": the payment instruction itself names cash and nothing else.
const CASH_ONLY =
  /(?:^|[.!]\s+|\n)\s*cash\s+(?:at|on|upon|when|each|every|daily|weekly|per)\b(?![^.\n]{0,40}\b(?:or|card|cheque|check|transfer|EFT|ACH)\b)|\bcash\s+only\b|\bcash\s+payments?\s+only\b|\bonly\s+(?:accept|take)s?\s+cash\b|\b(?:payable|paid)\s+(?:in|by)\s+cash\s+only\b|\bcash\s+(?:is\s+)?required\b|\bmust\s+be\s+(?:paid\s+)?(?:in\s+)?cash\b|\bcash\s+up[\s-]?front\b|\ball\s+cash\b|\bno\s+checks\b|\bchecks\s+(?:are\s+)?not\s+accepted\b|\bcash\s+(?:deal|job)\b|\$\s?\d[\d,]*(?:\.\d{1,2})?k?[ \t]*(?:[-,(][ \t]*)?cash\b(?!\s+(?:price|purchase|option|discount|back|or\b|and\b))(?![^.]{0,12}\$\s?[\d,.]+k?\s*(?:by\s+|with\s+|for\s+|if\s+)?(?:paying\s+by\s+)?(?:check|cheque|card|credit))/i;
// A lower price for cash beside the price by check or card is a cash discount too: "$3,850 cash ($4,050 check
// or card)", "if you pay cash I can do it for $6,850", "$6,850 for cash".
// A lower price for cash, or cash so that the tax is left out ("cash, then we don't need to worry about the GST").
const CASH_DISCOUNT =
  /\$\s?\d[\d,]*(?:\.\d{1,2})?k?[ \t]*cash\b[^.$]{0,20}\$\s?[\d,.]+k?\s*(?:by\s+|with\s+|for\s+|on\s+)?(?:if\s+(?:(?:you(?:'re|r|\s+are)?|your)\s+)?)?(?:pay(?:ing)?\s+(?:by\s+|with\s+|on\s+)?)?(?:a\s+)?(?:check|cheque|card|credit)|(?:discount|\d+\s?%\s+off|\$\s?\d[\d,]*\s+off|save\s+\$?\d[\d,]*)[^.\n]{0,40}\b(?:for|if|when|with)\s+(?:paying\s+|paid\s+(?:in\s+)?)?cash\b|\bcash\s+discount\b|\bcash\b[^.\n]{0,25}(?:discount|\d+\s?%\s+off|\$\s?\d[\d,]*\s+off)|\b(?:if|when)\s+(?:you\s+)?pay(?:ing)?\s+(?:me\s+|us\s+)?(?:in\s+|with\s+|by\s+)?cash\b[^.]{0,40}(?:\$\s?\d|\b\d{3,6}\b(?!\s*(?:%|sq|ft|days?|weeks?)))|\$\s?\d[\d,.]*k?\s+(?:if\s+(?:you\s+)?pa(?:y|id)\s+(?:in\s+|by\s+)?cash|for\s+cash)\b|\bcash\b(?:[^.\n]|\.(?=\d)|\n(?!\n)){0,60}\b(?:(?:knock|bring|take)(?:s|ing)?\s+(?:it\s+|that\s+|the\s+(?:price|total)\s+)?(?:off|down)|without\s+(?:the\s+)?(?:tax|gst|hst|vat)|saves?\s+(?:you\s+)?(?:the\s+)?(?:tax|gst|hst|vat)|no\s+(?:tax|gst|hst|vat)|tax[\s-]free|(?:no\s+need\s+to|(?:don'?t|do\s+not|won'?t|will\s+not)\s+(?:need\s+to\s+|have\s+to\s+)?)(?:worry|bother)\s+(?:about\s+|with\s+)?(?:the\s+)?(?:tax|gst|hst|vat)|(?:skip|avoid|dodge|forget)\s+(?:about\s+)?(?:the\s+)?(?:tax|gst|hst|vat))\b|\b(?:knock|take)\s+(?:off|down)\b[^.\n]{0,30}\bcash\b/i;
// Cash against a dearer price that comes with an invoice or the tax, in any currency: "£2,950 cash or £3,540 if you
// want an invoice with VAT", "€4,100 with VAT or €3,600 cash".
const AMOUNT = String.raw`(?:${MONEY_MARK}|(?:A|C|NZ)\$)\s?\d[\d,]*(?:\.\d{1,2})?k?`;
const BOOKED = String.raw`\b(?:invoice|receipt|VAT|GST|HST|tax(?:es)?|on\s+the\s+books)\b`;
// A message wraps where the screen ends: "£2,900 cash or £3,480 if you need" / "a VAT invoice".
const WRAPPED = String.raw`(?:[^.\n]|\n(?!\n))`;
const CASH_OR_BOOKED = new RegExp(
  String.raw`${AMOUNT}[ \t]*cash\b[^.]{0,20}?${AMOUNT}${WRAPPED}{0,40}${BOOKED}|${AMOUNT}${WRAPPED}{0,30}${BOOKED}${WRAPPED}{0,20}\bor\s+${AMOUNT}[ \t]*(?:in\s+)?cash\b`,
  'i',
);
// "GST 18% extra if bill required", "VAT only if you need an invoice": without the bill, no tax, and no record.
const TAX_IF_BILLED =
  /\b(?:GST|VAT|HST|(?:sales\s+)?tax)\b[^.\n]{0,25}?\b(?:extra|additional|added|applies|charged|only)\b[^.\n]{0,15}?\bif\s+(?:a\s+|an\s+|you\s+(?:want|need|require)\s+(?:a\s+|an\s+)?)?(?:bill|invoice|receipt)\b/i;
const VAGUE_PROGRESS =
  /\b(?:progress|interim|periodic)\s+(?:payments?|billings?|invoices?)\s+(?:as|while|when|during)\s+(?:the\s+)?(?:work|job|project)\s+(?:proceeds|progresses|goes\s+on|continues)\b|\b(?:rest|balance|remainder)\s+(?:paid\s+|payable\s+|due\s+)?as\s+(?:we|the\s+(?:work|job))\s+(?:go(?:es)?|progress(?:es)?|proceed(?:s)?)\b/gi;
// "50% ($12,175.00) when rough-in is complete": the amount in brackets after a share does not hide its stage.
const BALANCE = new RegExp(
  String.raw`balance|remaining|remainder|\brest\b|when\s+(?:done|finished|complete)|final\s+payment|(?:upon|on|at|after)\s+(?:substantial\s+)?completion|when\s+(?:the\s+)?(?:job|work|project|installation)\s+is\s+(?:complete|completed|finished|done)|progress\s+(?:payments?|claims?|billings?|invoices?)|final\s+(?:claim|invoice)|installments?|\bdraws?\b|(?:${SHARE}|\bhalf|\bthird|\bquarter)(?:\s*\([^)]{1,20}\))?\s+(?:at|upon|on|when|after|due|with)|(?:[$\u00a3\u20ac]|\bRs\.?)\s?\d[\d,]*(?:\.\d{2})?\s+(?:at|upon|on|when|after)\s+(?!(?:the\s+)?(?:contract\s+)?(?:sign|accept|order))|net\s*\d+|\bpractical\s+completion\b|\b(?:each|every)\s+stage\b|\bstage\s+payments?\b|due\s+(?:at|upon|on)\s+(?:rough|drywall|cabinet|install|delivery|inspection|final)|\bdue\s+(?:when|once|after)\s+(?:the\s+)?(?:new\s+)?\w+`,
  'i',
);
// The last instalment "due when the wiring is pulled, before trim-out": due before the work is finished.
// The last payment tied to a stage of the work that comes before its end: "rest when decking goes down", "remaining
// 50% when the crew arrives", "balance before installation begins". Installation day alone is not early: a
// one-day install is done that day.
const LAST_PAYMENT =
  /\b(?:balance|bal\b\.?|rest|remainder|remaining(?:\s+\d{1,3}\s?%)?|final\s+payment|last\s+payment)\b/i;
// A stage of the work part-way through ("when the drywall is up"); never the last piece in ("when the last window
// is in and you have walked it with us"), which is the end of the job.
const EARLY_STAGE =
  /\b(?:when|once|as\s+soon\s+as)\s+(?:the\s+)?(?!scaffold|skip\b|dumpster|tarps?\b|last\b|final\b)[a-z]+(?:\s+[a-z]+)?\s+(?:goes|go|is|are)\s+(?:down|in|up|set|hung|laid|poured|framed|delivered|pulled|roughed[\s-]in|grouted|taped|mudded|primed|sheathed|dried[\s-]in)\b(?![^.;]{0,40}\b(?:working|running|operating|tested|done|finished|complete|cleared|cleaned|walked|walk[\s-]?through|inspected)\b)|\b(?:on|upon|at)\s+(?:the\s+)?(?:start|first)\s+day\b|\bwhen\s+(?:the\s+|our\s+)?crew\s+(?:arrives|shows\s+up|starts)|\bbefore\s+(?:the\s+)?(?:install(?:ation)?|work|job)\s+(?:begins|starts)\b|\b(?:at|upon|on)\s+(?:the\s+)?start\s+of\s+(?:the\s+)?(?:install(?:ation)?|work|job)\b/i;
// "Final  Completion of tile work, prior to fixture setting and final inspection  $6,400": a schedule row named
// "Final" counts like "final payment"; "payment in full at the time of sale" or "full payment at the time of delivery"
// leaves nothing for the end.
const FINAL_EARLY =
  /\bdue\b[^.\n]{0,60}\bbefore\s+(?:the\s+)?(?:trim[\s-]?out|final\s+(?:inspection|walk|coat)|completion|finish(?:ing)?|walk[\s-]?through)\b|(?:balance|final\s+payment|remaining|remainder|full\s+payment|payment\s+in\s+full|paid\s+in\s+full|(?<=^|\n)[ \t]*final\b)[^.\n]{0,60}(?:(?:before|prior\s+to)\s+(?:(?:[\w-]+,?\s+){1,3}(?:and|&)\s+)?(?:the\s+)?(?:completion|(?:final\s+|city\s+|county\s+)?inspection|final\s+walk|walk-?through|finish|(?:system|unit|equipment)\s+is\s+(?:switched|turned)\s+on|(?:system|unit|equipment)\s+is\s+(?:commissioned|energi[sz]ed|connected)|commissioning|switch[\s-]?on|handover|hand[\s-]over|sign[\s-]?off)|(?:upon|on|at)\s+(?:the\s+)?(?:time\s+of\s+)?(?:material\s+)?(?:delivery|sale|order(?:ing)?|booking))/i;
const LIEN_WAIVER =
  /lien\s+(?:waivers?|releases?)|(?:waivers?|releases?)\s+of\s+(?:all\s+)?liens?|lien[\s-]free|(?:conditional|unconditional)\s+(?:waiver|release)|free\s+(?:and\s+clear\s+)?of\s+(?:all\s+)?liens/i;

// A lien comes from an unpaid subcontractor or supplier: the question is worth asking when the quote says part of
// the work is subcontracted. Raised on every larger quote it became noise that reviewers marked as a false alarm.
const SUBCONTRACTED =
  /\bsub-?contract(?:or|ors|ed|ing)?\b|\bsubs\b|\bsub\s+(?:crews?|installers?|teams?)\b|\bour\s+(?:trade\s+)?partners\b|\binstall(?:ation|ing|er)?\s+partners?\b|\b(?:licensed|independent)\s+(?:installers?|crews?)\s+(?:we\s+)?(?:hire|use|contract)/i;
const SUBCONTRACTED_G = new RegExp(SUBCONTRACTED.source, 'gi');
// A notice the law makes every contract carry speaks of all contractors, not of who does this job: "All contractors
// and subcontractors conducting home improvement work must be registered ...".
// So is the mechanics' lien warning: "unpaid subcontractors, suppliers, and laborers ... may record mechanics liens".
const STATUTORY_NOTICE =
  /\b(?:all|any|every)\s+(?:contractors?\s+(?:and|or|&)\s+)?sub-?contractors?\b[^.]{0,80}\b(?:must|shall|are\s+required\s+to)\b|\bsub-?contractors?\b[^.]{0,80}\bmay\s+(?:record|file|place|claim)\b[^.]{0,40}\bliens?\b/i;
// "No subcontractors are used", "we never sub out our installs", "our own crew, not subcontractors".
const NO_SUBCONTRACTORS =
  /\b(?:no|never|not|without|nor)\s+(?:(?:use|using|hire|hiring|any|a|by)\s+){0,2}sub(?:-?contract\w*|s\b)|\b(?:don'?t|do\s+not|does\s+not|doesn'?t|never)\s+(?:use\s+)?sub(?:-?contract\w*|s\b|\s+out)/i;
/** Jobs at or above this size should come with lien releases from subcontractors and suppliers. */
const LIEN_WAIVER_MIN_TOTAL = 10_000;
const DEFERRED_TERMS =
  /\b(?:per|as\s+per|as\s+set\s+out\s+in|set\s+out\s+in|in)\s+(?:your|the|our)\s+(?:signed\s+)?(?:agreement|contract|paperwork|purchase\s+agreement)\b|\bto\s+be\s+(?:agreed|discussed|determined|arranged|confirmed)\b|\bfinancing\s+(?:options\s+)?(?:is\s+|are\s+)?available\b/i;

export const checkPayment: Check = (ctx) => {
  const { text } = ctx;
  const findings: Finding[] = [];
  // "1/3 when materials are delivered" is read with the deposit: together they may be most of the price.
  const upfrontWords = [
    ...text.findAll(UPFRONT),
    ...text.findAll(DOWN),
    ...text.findAll(IN_FULL),
    ...text.findAll(ON_DELIVERY_G),
  ];
  // "Deposit and payment terms per your signed agreement", "Financing available through our lending partners": terms
  // left to another paper, or a way to pay offered, with no figure, say nothing of when or how much is paid.
  const saysTerms = (m: Match) => !(DEFERRED_TERMS.test(text.quote(m)) && !/\d/.test(text.quote(m)));
  const hasTerms = [...text.findAll(PAYMENT_WORDS), ...upfrontWords, ...text.findAll(BALANCE)].some(saysTerms);
  if (!hasTerms) {
    findings.push(
      finding(
        'payment.terms-missing',
        'medium',
        SECTION,
        '',
        'The quote does not say when or how you pay. Without a written schedule the contractor can ask for most of the money before the work is done.',
        [
          'What deposit do you need, and when is each remaining payment due?',
          'Can payments be tied to finished stages of the work, with the last payment after final inspection?',
        ],
      ),
    );
  } else {
    const upfront = larger(upfrontShare(ctx, upfrontWords), insurerChequeUpFront(ctx));
    const deposit = upfront ? depositFindings(ctx, upfront) : [];
    findings.push(...deposit);
    // "Progress payments as work proceeds", "rest as we go" name neither the stages nor the amounts: the balance is
    // still unclear.
    const vagueProgress = text.findAll(VAGUE_PROGRESS).some((m) => {
      const clause =
        text
          .quote(m)
          .split(/[,;]\s/)
          .find((c) => c.includes(m.text)) ?? m.text;
      return !findMoney(clause).length && !/\d\s?%/.test(clause);
    });
    // A deposit already flagged as too high is the question to ask of that sentence; a second finding on it, that
    // the balance is not scheduled, reads as the tool piling on (reviewers never expected both).
    if (
      upfront &&
      upfront.percent < 100 &&
      !deposit.some((f) => f.id === 'payment.deposit-high') &&
      ((!text.findAll(BALANCE).length && !ctx.price.scheduledInFull) || vagueProgress)
    ) {
      findings.push(
        finding(
          'payment.schedule-unclear',
          'clarification',
          SECTION,
          upfront.quote,
          'A deposit is stated but not when the rest is due. Payments should follow the work, with the final payment after completion and your walk-through.',
          [
            'When is the balance due, and is any of it tied to stages of the work?',
            'Will the final payment be due only after the work passes inspection and you have signed off?',
          ],
        ),
      );
    }
    // Everything due by the time materials arrive ("60% at order, 40% at delivery") leaves nothing for the end.
    const finalEarly =
      text.findAll(FINAL_EARLY)[0] ??
      text
        .findAll(new RegExp(LAST_PAYMENT.source, 'gi'))
        .find((m) => EARLY_STAGE.test(text.quote(m).slice(text.quote(m).search(LAST_PAYMENT)))) ??
      lastInstalmentEarly(text);
    const allBeforeCompletion =
      upfront && upfront.percent >= 99 && upfront.percent < 101 && hasInstalments(upfront.quote);
    const early = finalEarly ? text.quote(finalEarly) : allBeforeCompletion ? upfront.quote : undefined;
    if (early) {
      findings.push(
        finding(
          'payment.final-before-completion',
          'medium',
          SECTION,
          early,
          'The final payment is due before the work is finished. Once paid in full you lose your leverage to get punch-list items and defects fixed.',
          [
            'Can the final payment be due after completion, final inspection and your walk-through instead?',
            'Would you accept holding back 10% until every punch-list item is done?',
          ],
        ),
      );
    }
  }
  findings.push(...cashFindings(ctx));
  const lien = lienWaiverFinding(ctx);
  if (lien) findings.push(lien);
  return { checked: [SECTION], findings };
};

const INSTALMENT = new RegExp(`${MONEY_MARK}\\s?\\d[\\d,.]*|\\b\\d{1,3}\\s?%`, 'i');
// A sentence's words, its cents included ("$5,000.00 when ...").
const IN_SENTENCE = String.raw`(?:[^.\n]|\.\d)*`;
/**
 * "$7,000 to start, $5,000 when tile is set, $2,500 when tile is grouted": the last instalment of a schedule said in
 * one sentence, tied to a stage part-way through the work, is the final payment due early even unnamed.
 */
function lastInstalmentEarly(text: QuoteText): Match | undefined {
  return text.findAll(new RegExp(`(?:${INSTALMENT.source})${IN_SENTENCE},${IN_SENTENCE}(?:${INSTALMENT.source})${IN_SENTENCE}`, 'i')).find((m) => {
    const instalments = [...m.text.matchAll(new RegExp(INSTALMENT.source, 'gi'))];
    return instalments.length >= 3 && EARLY_STAGE.test(m.text.slice(instalments[instalments.length - 1].index));
  });
}

interface Upfront {
  percent: number;
  quote: string;
  /** The deposit alone, when `percent` also counts money due on delivery of the materials. */
  beforeDelivery?: number;
}

/**
 * The share of the price due before work starts. Within one payment sentence the up-front instalments add up
 * ("40% deposit, 40% at install start" is 80% before any work); across sentences the largest is taken, because
 * the same deposit is often restated in the terms.
 */
function upfrontShare(ctx: RuleContext, mentions: Match[]): Upfront | undefined {
  const { text, price } = ctx;
  let best: Upfront | undefined;
  let delivery: Upfront | undefined;
  const seen = new Set<string>();
  for (const m of mentions) {
    const sentence = text.quote(m);
    if (seen.has(sentence)) continue;
    seen.add(sentence);
    let percent: number | undefined;
    let onDelivery: number | undefined;
    for (const clause of clauses(sentence)) {
      // "any deposit will be refunded in full" is about cancelling, not paying.
      // "Deposit of $2,500 due at signing (refundable during the cancellation period)" is still paid, and so is
      // "place your $2,000 refundable deposit".
      if (
        (!UPFRONT.test(clause) && !DOWN.test(clause) && !ON_DELIVERY.test(clause)) ||
        (/refund(?!able\s+(?:deposit|down\s*payment))/i.test(clause) && !/\b(?:due|payable)\b/i.test(clause))
      )
        continue;
      // "Down payment at signing $895 $1,000": a deposit per option is judged with its own option, which is not known.
      const share = clausePercent(clause, price.total ?? (findMoney(clause).length <= 1 ? shareBase(price) : null));
      if (share === undefined) continue;
      if (ON_DELIVERY.test(clause)) onDelivery = Math.min(100, (onDelivery ?? 0) + share);
      else percent = Math.min(100, (percent ?? 0) + share);
    }
    if (percent !== undefined && (!best || percent > best.percent)) best = { percent, quote: sentence };
    if (onDelivery !== undefined && (!delivery || onDelivery > delivery.percent))
      delivery = { percent: onDelivery, quote: sentence };
  }
  // Money due when the materials arrive buys what then sits on the homeowner's property: it is up front only when
  // it is half the price or more, or brings what is paid before any labour above 60%.
  if (!delivery) return best;
  const together = Math.min(100, (best?.percent ?? 0) + delivery.percent);
  if (delivery.percent >= 50 || together > 60)
    return {
      percent: together,
      quote: best && best.quote !== delivery.quote ? best.quote : delivery.quote,
      beforeDelivery: best?.percent ?? 0,
    };
  return best;
}

// A storm-claim contract has the insurer's first cheque (the actual cash value, less the deductible) endorsed over to
// the roofer "when the materials are delivered, before tear-off": most of the price, paid before any work.
const CHEQUE_ENDORSED =
  /\bendors\w*\s+(?:over\s+)?(?:that|the|this|your)?\s*(?:ACV\s+|first\s+|insurance\s+)*(?:check|cheque)\b(?:[^.]|\.(?=\d)){0,120}\b(?:deliver\w*|before\s+(?:the\s+)?(?:tear[\s-]?off|work|install\w*|we\s+start))|\b(?:ACV|actual\s+cash\s+value|first)\s+(?:insurance\s+)?(?:check|cheque|payment)\b(?:[^.]|\.(?=\d)){0,60}\bendors\w*(?:[^.]|\.(?=\d)){0,80}\b(?:deliver\w*|before\s+(?:the\s+)?(?:tear[\s-]?off|work|install\w*|we\s+start))/i;
const FIRST_CHEQUE_LINE = /\bnet\s+claim\b|\bfirst\s+(?:check|cheque)\b|\bACV\s+payment\b|\bactual\s+cash\s+value\b|\bACV\b/i;

function insurerChequeUpFront(ctx: RuleContext): Upfront | undefined {
  const total = ctx.price.total;
  const endorsed = ctx.text.findAll(CHEQUE_ENDORSED)[0];
  if (!total || !endorsed) return undefined;
  // The net claim (the cheque itself) where the estimate prints it, else the actual cash value.
  const rows = ctx.text.lines.filter((l) => FIRST_CHEQUE_LINE.test(l.text) && !/\bless\b/i.test(l.text));
  const amountOf = (l: { text: string }) => findAmounts(l.text).at(-1)?.value ?? 0;
  const cheque = rows.map(amountOf).filter((v) => v > 0 && v < total).sort((a, b) => a - b)[0];
  return cheque ? { percent: (cheque / total) * 100, quote: ctx.text.quote(endorsed) } : undefined;
}

function larger(a: Upfront | undefined, b: Upfront | undefined): Upfront | undefined {
  return !a || (b && b.percent > a.percent) ? b : a;
}

/**
 * The price a deposit is a share of. With a choice of prices ("$2,500 deposit at signing (cash or loan)") the share
 * applies to the one it is written beside; the lowest is the safe reading.
 */
function shareBase(price: RuleContext['price']): number | null {
  return price.total ?? (price.options.length ? Math.min(...price.options.map((o) => o.amount)) : null);
}

/** Two or more instalments, so all of it is scheduled rather than one "pay in full" line. */
function hasInstalments(quote: string): boolean {
  return (
    findPercentages(quote).filter((p) => p.value > 0 && p.value < 100).length >= 2 ||
    /\b(?:deliver|order)/i.test(quote)
  );
}

const ON_DELIVERY =
  /(?:material|materials|cabinet|cabinets|window|windows|product|equipment)\s+(?:are\s+)?deliver(?:y|ed)|deliver(?:y|ed)\s+of\s+(?:the\s+)?(?:materials?|cabinets?|windows?|products?|equipment)|(?:at|upon|on)\s+delivery\b/i;

const ON_DELIVERY_G = new RegExp(ON_DELIVERY.source, 'gi');

// A payment sentence often lists several instalments: "50% deposit, 40% at rough-in, 10% on completion".
// Commas inside numbers ("$12,500") are not clause breaks.
function clauses(sentence: string): string[] {
  return sentence.split(/,(?!\d{3})|;|\s(?:and|then|plus)\s|\s-\s|\.\s|\s\|\s/i).filter((c) => c.trim());
}

// "Deposit on signing (less than one-third of the contract price) $12,000": the law's cap, said to reassure, is not
// the share asked.
const CAP_NOTE =
  /\b(?:(?:less|no\s+more|not\s+more)\s+than|up\s+to|at\s+most|not\s+to\s+exceed|maximum\s+of)\s+(?:one[\s-]?(?:third|quarter|half)|a\s+(?:third|quarter|half)|\d{1,3}\s?%)(?:\s+of\s+(?:the\s+)?(?:contract\s+|total\s+)?(?:price|total|amount|sum))?/gi;

function clausePercent(clause: string, total: number | null): number | undefined {
  clause = clause.replace(CAP_NOTE, ' ');
  // "Pay in full $15,980, 40% at order" names the way of paying; the share is the 40%.
  const percents = findPercentages(clause).filter((p) => p.value > 0 && p.value <= 100);
  if (
    !percents.length &&
    IN_FULL.test(clause) &&
    /\b(?:pay|paid|payment|due|payable)\b/i.test(clause) &&
    !/completion|complete|finished/i.test(clause)
  )
    return 100;
  if (percents.length) return Math.max(...percents.map((p) => p.value));
  // "Contract attached for $22,800: deposit $6,840 on signing": the price said again beside the deposit is not it.
  const all = findMoney(clause).filter((m) => m.value > 0);
  const money = all.length > 1 && total ? all.filter((m) => Math.abs(m.value - total) > 0.5) : all;
  if (money.length && total) return Math.min(100, (Math.max(...money.map((m) => m.value)) / total) * 100);
  // Texted without a currency sign: "1200 up front so I can grab the panel" of a $2,400 job.
  // So is "Need 5k to start for materials".
  const bare = BARE_UPFRONT.exec(clause);
  const value = bare ? Number(bare[1].replace(/,/g, '')) : (findShortThousands(clause) ?? 0);
  if (total && value >= total * 0.05 && value <= total) return (value / total) * 100;
  return undefined;
}
// "Just 1200 to hold the crew" too.
const BARE_UPFRONT = /(?<![\d.,$%/-])(\d{1,3}(?:,\d{3})+|\d{3,6})\s+(?:up[\s-]?front|down|deposit|to\s+(?:hold|book|start|schedule|secure|reserve|lock))\b/i;

// A deposit below half that places the order for made-to-measure goods (windows, doors, cabinets) is the norm
// for that work: the contractor pays the factory before anything is installed. Stock equipment is not. Half or
// more is raised even then (two reviewers of cabinet quotes asking "50% to order the units" wanted it raised).
const HALF = 50;
const FOR_ORDERED_GOODS =
  /\b(?:place|places|placing|release[sd]?|releasing|submit|submits)\s+(?:the\s+|your\s+|our\s+)?(?:\w+\s+){0,2}(?:factory\s+|special\s+|custom\s+)?order\b|\b(?:special|custom|factory)[\s-]order(?:ed)?\b|\bto\s+order\s+(?:the\s+|your\s+)?(?:windows?|doors?|cabinets?|cabinetry|countertops?)\b/i;

// States that cap the down payment on a home-improvement contract, told by the licence the quote names.
/** A US phone number in one of these area codes: where a one-person business with no address is. */
function phoneIn(codes: number[]): RegExp {
  return new RegExp(String.raw`\(?\b(?:${codes.join('|')})\)?[\s.-]?\d{3}[\s.-]\d{4}\b`);
}

// A state is recognised by its licence board, and most by their ZIP codes or telephone area codes too.
const STATE_DEPOSIT_LIMITS = [
  {
    state: 'California',
    marks: new RegExp(
      String.raw`\bCSLB\b|\b(?:CA|California)\s+9\d{4}\b|` +
        phoneIn([
          209, 213, 279, 310, 323, 341, 350, 408, 415, 424, 442, 510, 530, 559, 562, 619, 626, 628, 650, 657,
          661, 669, 707, 714, 747, 760, 805, 818, 820, 831, 840, 858, 909, 916, 925, 949, 951,
        ]).source,
    ),
    limit: (total: number) => Math.min(1000, total * 0.1),
    rule: '10% of the price or $1,000, whichever is less',
  },
  {
    state: 'Maryland',
    marks: new RegExp(
      String.raw`\bMHIC\b|\bMaryland\s+Home\s+Improvement\s+Commission\b|\bMD\s+2[01]\d{3}\b|` +
        phoneIn([240, 301, 410, 443, 667]).source,
      'i',
    ),
    limit: (total: number) => total / 3,
    rule: 'one third of the price',
  },
  {
    // M.G.L. c. 142A: no more than a third in advance, beyond special-order materials.
    state: 'Massachusetts',
    marks: new RegExp(
      String.raw`\b(?:MA|Mass\.?|Massachusetts)\s+HIC\b|\bMassachusetts\s+Office\s+of\s+Consumer\s+Affairs\b|\bMA\s+0[12]\d{3}\b|` +
        phoneIn([339, 351, 413, 508, 617, 774, 781, 857, 978]).source,
      'i',
    ),
    limit: (total: number) => total / 3,
    rule: 'one third of the price',
  },
  {
    // The Home Improvement Consumer Protection Act: a third of a contract over $1,000, beyond special-order materials.
    state: 'Pennsylvania',
    // Only where the contract names the Act or the registration: reviewers did not apply the cap to every
    // Pennsylvania quote.
    marks: /\bPA\s*HIC\b|\bPA\s+registered\b|\bPA\s?#?\s?\d{6}\b|\b(?:PA|Pennsylvania)\s+(?:Attorney\s+General|(?:Registered\s+)?Home\s+Improvement)|\bHome\s+Improvement\s+Consumer\s+Protection\s+Act\b/i,
    limit: (total: number) => (total > 1000 ? total / 3 : total),
    rule: 'one third of the price',
  },
  // Australia's states cap the deposit on residential building work by statute; an electrician's, plumber's or solar
  // installer's contract is specialist work, not building work (a reviewer of a Sydney solar quote agreed).
  {
    // Home Building Act 1989 (NSW), s 8: at most 10% of the contract price.
    state: 'New South Wales',
    currency: 'AUD',
    building: true,
    marks: /\bNSW\s+2\d{3}\b|\bNSW\s+(?:Fair\s+Trading|Contractor\s+Licen[cs]e)|\bNew\s+South\s+Wales\b|\bHome\s+Building\s+Act\b/,
    limit: (total: number) => total * 0.1,
    rule: '10% of the price',
  },
  {
    // Domestic Building Contracts Act 1995 (Vic), s 11: 10% under $20,000, 5% from $20,000.
    state: 'Victoria',
    currency: 'AUD',
    building: true,
    marks: /\bVIC\s+3\d{3}\b|\bVictorian\s+Building\s+Authority\b|\bDomestic\s+Building\s+Contracts\s+Act\b/,
    limit: (total: number) => total * (total < 20000 ? 0.1 : 0.05),
    rule: '10% of the price (5% from $20,000)',
  },
];

const SPECIALIST_TRADES: string[] = ['solar', 'electrical', 'plumbing', 'hvac'];

function depositFindings(ctx: RuleContext, upfront: Upfront): Finding[] {
  const pct = Math.round(upfront.percent);
  const out: Finding[] = [];
  // Over half before any work is a grave risk when it is cash up front; when a third at most is cash and the rest
  // falls due as the goods arrive ("1/3 at signing, $14,000 on delivery of the cabinets", under two thirds in all),
  // the goods on site are security of a kind.
  const partlyForGoods =
    upfront.beforeDelivery !== undefined && upfront.beforeDelivery <= 100 / 3 + 0.5 && upfront.percent <= 200 / 3;
  if (upfront.percent > 50) {
    out.push(
      finding(
        'payment.deposit-high',
        partlyForGoods ? 'medium' : 'high',
        SECTION,
        upfront.quote,
        `About ${pct}% of the price is due before work starts. Deposits above half the price are a common feature of contractor fraud and leave you with little leverage; 10-33% is typical.`,
        [
          'Can the deposit be reduced to 10-30%, with the rest paid as work is completed?',
          'What exactly does the deposit pay for (materials ordered, permit fees), and will you provide receipts?',
          'Can materials be paid directly to the supplier instead?',
        ],
      ),
    );
  } else if (upfront.percent >= 33.5 && (upfront.percent >= HALF || !FOR_ORDERED_GOODS.test(upfront.quote))) {
    out.push(
      finding(
        'payment.deposit-high',
        'medium',
        SECTION,
        upfront.quote,
        `About ${pct}% is due up front, above the 10-33% that is typical. Paying less before work starts limits what you can lose if the job stalls.`,
        [
          'Would you accept a smaller deposit, with more of the price paid at completion?',
          'Is the deposit needed for special-order materials, and can you show the order?',
        ],
      ),
    );
  }
  const law = STATE_DEPOSIT_LIMITS.find(
    (l) =>
      ('currency' in l ? l.currency : 'USD') === ctx.price.currency &&
      !('building' in l && SPECIALIST_TRADES.includes(ctx.trade)) &&
      l.marks.test(ctx.text.text),
  );
  const total = shareBase(ctx.price);
  // Over the legal cap is a point of law on its own, beside a deposit that is also too high for comfort.
  // The statutes cap the deposit; what is due when special-order materials arrive is outside the cap.
  const deposit = upfront.beforeDelivery ?? upfront.percent;
  if (law && total && (deposit / 100) * total > law.limit(total) + 1) {
    const limit = formatAmount(Math.round(law.limit(total)), ctx.price.currency);
    out.push(
      finding(
        'payment.deposit-over-state-limit',
        'medium',
        SECTION,
        upfront.quote,
        `This looks like a ${law.state} contract, where a home-improvement down payment may not exceed ${law.rule} (here ${limit}).`,
        [`Can you bring the down payment within the ${law.state} limit of ${law.rule}?`],
      ),
    );
  }
  return out;
}

// "TOTAL $2,840 ... CASH price $2,700": a lower price for cash beside the total. Where the job can be financed, a
// "cash price" is the price paid outright, set against the loan's, not a discount for paying in notes.
const CASH_PRICE = new RegExp(String.raw`\bcash\s+(?:price|total|rate)\s*:?\s*(?:is\s+|of\s+|only\s+)?${AMOUNT}`, 'i');
const FINANCED = /\b(?:loan|financ\w*|APR|monthly\s+payments?|per\s+month)\b|\/\s?mo\b/i;

function cashPriceBelowTotal(ctx: RuleContext): Match | undefined {
  if (FINANCED.test(ctx.text.text)) return undefined;
  const reference = ctx.price.total ?? findAmounts(ctx.price.totalText ?? '')[0]?.value;
  if (!reference) return undefined;
  return ctx.text.findAll(CASH_PRICE).find((m) => {
    const value = findAmounts(m.text).at(-1)?.value;
    return value !== undefined && value < reference;
  });
}

// "Cash price is 2400, if you pay card its 2550": the same job dearer by card, the figures with or without a sign.
const CASH_THEN_CARD =
  /\bcash\b[^.\n\d]{0,25}?(\d{1,3}(?:,\d{3})+|\d{3,6})(?![\d%])[^.]{0,40}?\b(?:card|credit|check|cheque)\b[^.\d]{0,15}?(\d{1,3}(?:,\d{3})+|\d{3,6})(?![\d%])/gi;
function cashBelowCard(ctx: RuleContext): Match | undefined {
  const number = (raw: string) => Number(raw.replace(/,/g, ''));
  return ctx.text.findAll(CASH_THEN_CARD).find((m) => {
    const [, cash, card] = new RegExp(CASH_THEN_CARD.source, 'i').exec(m.text)!;
    return number(card) > number(cash);
  });
}

function cashFindings(ctx: RuleContext): Finding[] {
  const { text } = ctx;
  // "No cash discount is offered", "we do not ask for cash up front": denied, not asked.
  const stated = (pattern: RegExp) => text.findAll(pattern).find((m) => !text.isExcluded(m));
  const only = stated(CASH_ONLY);
  const cashOnly = only
    ? [
        finding(
          'payment.cash-only',
          'high',
          SECTION,
          text.quote(only),
          'The contractor wants cash only. Cash leaves no record, cannot be disputed like a card or check payment, and is a frequent sign of an unlicensed or fly-by-night operator.',
          [
            'Will you accept a check, card or bank transfer in the company name?',
            'Will you give a signed receipt for every payment?',
          ],
        ),
      ]
    : [];
  // "Cash only ... if you pay cash there is no VAT": a demand for cash and a discount for it are two concerns.
  const discount = stated(CASH_DISCOUNT) ?? stated(CASH_OR_BOOKED) ?? stated(TAX_IF_BILLED) ?? cashPriceBelowTotal(ctx) ?? cashBelowCard(ctx);
  if (!discount) return cashOnly;
  return [
    ...cashOnly,
    finding(
      'payment.cash-discount',
      'medium',
      SECTION,
      text.quote(discount),
      'A discount for paying cash usually means the payment is kept off the books. You lose the paper trail and the dispute rights a check or card gives you.',
      [
        'Can I pay by check or card and still get a written receipt for each payment?',
        'Why is there a discount for cash?',
      ],
    ),
  ];
}

const LIEN_COUNTRIES: string[] = ['USD', 'CAD'];

function lienWaiverFinding(ctx: RuleContext): Finding | undefined {
  const { text, price } = ctx;
  // Under a lease or PPA the installer works for the system's owner, not for the homeowner.
  const size = jobSize(price);
  if (
    // A supplier's lien on the home is North American law (mechanics' and construction liens); Britain, Ireland,
    // Australia, New Zealand and India give an unpaid subcontractor no claim on the house.
    !LIEN_COUNTRIES.includes(price.currency) ||
    size < LIEN_WAIVER_MIN_TOTAL ||
    !text.findAll(SUBCONTRACTED_G).some((m) => !STATUTORY_NOTICE.test(text.quote(m)) && !NO_SUBCONTRACTORS.test(text.quote(m))) ||
    text.findAll(LIEN_WAIVER).length ||
    LEASE_OR_PPA.test(text.text)
  )
    return undefined;
  return finding(
    'payment.lien-waiver-missing',
    'clarification',
    SECTION,
    '',
    'The quote does not mention lien waivers. If the contractor fails to pay a supplier or subcontractor, they can put a lien on your home even though you paid in full.',
    [
      'Will you provide lien waivers from yourself, your subcontractors and suppliers with each payment?',
      'Who supplies the materials, and will they be paid before my final payment?',
    ],
  );
}
