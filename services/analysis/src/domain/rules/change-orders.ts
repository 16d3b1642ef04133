// Change orders: how extra work and changes get priced and approved. Without a written process, "extras" found
// mid-job are the most common way a fair quote turns into a much larger bill.
import { SECTIONS, type Finding } from '../types';
import { finding, isSmallPlainJob, type Check } from './rule';

const SECTION = SECTIONS.changeOrders;

// Includes the terse forms: "Changes in writing only", "extras must be in writing and signed", "any changes
// written up and signed first", "we quote the variation in writing" (also when the
// line wraps mid-sentence), and the plain-letter form "if you want to change anything we write it up and you
// sign it first"; and the British "priced on a written variation sheet and signed by both of us".
const PROCESS =
  // "we write it up with a price and you sign it before we start": writing and signing in one sentence.
  /\b(?:write|put|quote|price)\s+(?:it|them|that|this|everything|each\s+one)\s+(?:up|down|out|in\s+writing)\b[^.;]{0,60}\b(?:sign|signature|approv|initial|ok\s+it)|\b(?:changes?|extras?|additions?|variations?|alterations?)\s+(?:to\s+(?:the\s+)?(?:work|scope|job)\s+)?(?:are\s+|will\s+be\s+)?(?:made\s+)?(?:only\s+)?(?:by|with|via|through|under|upon|after)\s+(?:a\s+|our\s+|your\s+|the\s+|mutual\s+)?(?:written|signed)\b|(?:change|variation)[\s-]*(?:orders?|forms?|requests?|sheets?|notices?|authori[sz]ations?)\b|changes?\s+(?:to|in)\s+(?:the\s+)?(?:scope|work|plans?|contract|specifications?|project)|(?:additional|extra)\s+work\s+(?:will|shall|must|requires?|to\s+be|is|are|not\s+(?:listed|included|shown))|(?:alterations?|deviations?|modifications?)\s+(?:from|to)\s+(?:the\s+)?(?:above|plans|specifications|scope|contract|this)|written\s+(?:authori[sz]ation|approval|consent|change|ok|okay|go[\s-]ahead|sign[\s-]?off|agreement)|\bput\s+(?:the\s+)?(?:price|cost|it|that|them|this)\s+in\s+writing\b|(?:approved|authorized|agreed(?:\s+to)?)\s+in\s+writing|in\s+writing\s+(?:before|prior)|signed\s+by\s+(?:both\s+(?:parties|of\s+us)|us\s+both)|extra\s+charge\s+over\s+and\s+above|\b(?:signed|written)\s+(?:CO|C\.O\.)s?\b|\bextras?\s+(?:only\s+)?(?:by|with|per|require|need)\w*\s+(?:a\s+)?(?:signed|written)|(?:quoted|priced)\s+in\s+writing|\b(?:changes?|extras?|additions?|additional\s+work|variations?)\b[^.;]{0,90}?\b(?:in\s+writing|writ(?:ten|e)\s+(?:up\s+)?(?:and|&)\s+(?:sign|pric|cost|approv|agree)\w*|signed\s+off|(?:quoted|priced|agreed)\s+in\s+writing)|\b(?:change|add)\w*\b[^.;]{0,60}?\b(?:write\s+(?:it|that|them|this|each)\s+up|put\s+(?:it|that|them|this)\s+in\s+writing)\b[^.;]{0,40}?\bsign/i;
// "Any change (an extra head, another spot) is written up and priced before we do it": the change, written down
// with its price, before the work.
const WRITTEN_UP =
  /\b(?:changes?|extras?|additions?|added\s+work|additional\s+work|variations?|alterations?|anything\s+not\s+(?:in|on|listed|covered)\b|anything\s+(?:outside|beyond)\s+(?:the|this|our)\s+(?:scope|quote|contract|estimate))\b[^.;]{0,80}?\b(?:written|wrote|writ(?:e|ing))\s+(?:it\s+|them\s+)?(?:up|down|out|on|onto|into)\b[^.;]{0,50}?\b(?:priced|price|costed|quoted|signed|signature|approved|approval|agreed|initial(?:l?ed|s)?)\b/i;
// "Changes may be approved verbally with the site lead", "a verbal OK is enough for extras", "by phone or text";
// and agreed in person with nothing written after it: "small changes can be agreed with our lead carpenter on site",
// "any extras we'll sort out on the day" (but not "... settled on the day in writing, signed by you").
const NOT_IN_WRITING = String.raw`(?![^.;]{0,60}\b(?:writing|written|signed)\b)`;
const IN_PERSON = [
  String.raw`\b(?:changes?|extras?|additions?)\b[^.;]{0,40}\b(?:agreed|approved|ok(?:ay)?ed|authori[sz]ed|arranged)\s+(?:on\s+site\s+)?(?:with|by)\s+(?:our|the|your)\s+(?:lead\s+)?(?:carpenter|foreman|crew|installer|fitter|builder|tradesman|site\s+(?:lead|manager|supervisor)|supervisor|tech(?:nician)?|project\s+manager|super)\b`,
  // "If anything else comes up once we open the walls we'll talk it through on site and settle up at the end".
  String.raw`\b(?:changes?|extras?|additions?|variations?|anything\s+(?:else|extra|more|unexpected)|(?:any|whatever|something)\s+(?:that\s+)?(?:comes?|crops?)\s+up)\b[^.;]{0,60}\b(?:sort(?:ed)?\s+(?:it\s+|that\s+)?out|agree[d]?|settle[d]?(?:\s+up)?|work(?:ed)?\s+(?:it\s+|that\s+)?out|square[d]?\s+up|talk\s+(?:it\s+|that\s+)?(?:through|over)|discuss(?:ed)?)\s+(?:it\s+|that\s+)?(?:on\s+(?:the\s+day|site|the\s+spot|the\s+job)|as\s+we\s+go)\b`,
  // "If you want to change anything, just let our lead carpenter know on site", "any extra bits doing, just mention
  // it on the day and I'll sort it": a word to someone on the job is the whole process.
  String.raw`\b(?:chang\w*|extras?|extra\s+\w+|additions?|anything\s+(?:else|more|extra))\b[^.;]{0,60}\bjust\s+(?:let\s+(?:me|us|him|her|them|(?:our|the|your)\s+(?:lead\s+)?\w+)\s+know|mention\s+it|tell\s+(?:me|us|him|her|them|(?:our|the|your)\s+(?:lead\s+)?\w+)|ask)\b`,
];
// "Variations requested on site may be instructed verbally to the lead fitter": a change agreed by word of mouth,
// whatever the verb, unless the sentence refuses it ("never accepted verbally", "verbal requests are not binding").
const SPOKEN_CHANGE = String.raw`\b(?:changes?|extras?|additions?|variations?|alterations?|additional\s+work|extra\s+work)\b(?![^.;]{0,100}\b(?:not|never|no|cannot|can'?t|won'?t|nor|only\s+in\s+writing)\b)[^.;]{0,80}\b(?:verbal(?:ly)?|orally|by\s+word\s+of\s+mouth)\b`;
// "Extras are never agreed orally", "verbal instructions are not accepted": the opposite of a spoken change.
const REFUSED_SPOKEN =
  /\b(?:never|not|no|cannot|can'?t|won'?t)\b[^.;]{0,40}\b(?:verbal(?:ly)?|orally|word\s+of\s+mouth)\b|\b(?:verbal|oral)\s+(?:\w+\s+){0,3}(?:are|is|will)\s+(?:not|never)\b/i;
// "Verbal requests will be written up before we act on them": what is said is put in writing before the work.
const WRITTEN_BEFORE_WORK =
  /\b(?:writ(?:e|ten)\s+(?:it\s+|them\s+)?up|put\s+(?:it\s+|them\s+)?(?:down\s+)?in\s+writing|confirm\w*\s+(?:it\s+|them\s+)?in\s+writing)\b[^.;]{0,40}\bbefore\b/i;
const VERBAL = new RegExp(
  [...IN_PERSON.map((p) => p + NOT_IN_WRITING), SPOKEN_CHANGE, String.raw`\bverbal(?:ly)?\s+(?:approv|authori|change|agree|request|order|ok|okay|go[\s-]ahead)|\b(?:approv|authori|agree|request|order|ok)\w*\s+(?:\w+\s+){0,3}?(?:verbally|by\s+(?:phone|text|word\s+of\s+mouth))\b|\b(?:verbal|oral)\s+(?:or|and)\s+written|\b(?:orally|verbally)\s+or\s+(?:in\s+)?writ|\b(?:request|approv|authori[sz]|order|agree)\w*\s+(?:\w+\s+){0,4}?orally\b`].join('|'),
  'i',
);

// "If anything needs changing on the day I'll text you a price first", "anything extra gets a quote before we touch
// it": the change priced before the work is done, the process in a sentence.
// "If we find any rot behind the old troughs I'll send you pics and a price before we touch it": what the job turns up
// is priced before it is done, which is the change process said for the one change a small job expects.
const PRICED_FIRST =
  /\bif\s+(?:we|I)\s+find\b[^.;]{0,60}?\b(?:price|quote)\b[^.;]{0,30}?\bbefore\s+(?:we|I|any|the|doing|starting|touching)\b|\b(?:chang\w*|extras?|additions?|variations?|additional\s+work|extra\s+work|anything\s+(?:else|extra|more|beyond|additional))\b[^.;]{0,60}?\b(?:price[ds]?|quoted?|cost(?:ed|ing)?|estimated?)\b[^.;]{0,30}?\b(?:first|before\s+(?:we|I|any|the|doing|starting|touching|it))\b/i;

// "If anything changes on the day I'll talk it through and confirm by e-mail before we do it", "extras confirmed by
// text first": the change put in writing (an e-mail or a message is writing) before the work.
const CONFIRMED_IN_WRITING =
  /\b(?:chang\w*|extras?|additions?|variations?|additional\s+work|extra\s+work|anything\s+(?:else|extra|more|different|additional))\b[^.;]{0,60}?\b(?:confirm|agree|approv|ok)\w*\b[^.;]{0,20}?\b(?:by|in|via|over)\s+(?:e-?mail|writing|text(?:\s+message)?|message|whats\s?app)\b/i;

export const checkChangeOrders: Check = (ctx) => {
  const { text } = ctx;
  const findings: Finding[] = [];
  const verbal = text.findAll(VERBAL).find((m) => !REFUSED_SPOKEN.test(text.quote(m)) && !WRITTEN_BEFORE_WORK.test(text.quote(m)));
  if (verbal) {
    findings.push(
      finding(
        'change-orders.verbal',
        'medium',
        SECTION,
        text.quote(verbal),
        'Changes can be agreed verbally. Extra charges agreed by word of mouth are the ones most often disputed; every change should be priced and signed before the work is done.',
        ['Will every change be written up with its price and signed by both of us before the work is done?'],
      ),
    );
  } else if (![PROCESS, WRITTEN_UP, PRICED_FIRST, CONFIRMED_IN_WRITING].some((re) => text.findAll(re).length) && !isSmallPlainJob(ctx)) {
    findings.push(
      finding(
        'change-orders.missing',
        'clarification',
        SECTION,
        '',
        'The quote does not say how changes or extra work are handled. Ask for written, signed change orders with the price agreed before any extra work starts.',
        [
          'If you find something that needs extra work, how will you tell me and price it?',
          'Will you get my written approval before doing anything that costs more?',
        ],
      ),
    );
  }
  return { checked: [SECTION], findings };
};
