// High-pressure sales tactics: prices that expire within hours, "sign today" discounts, and offers to cover an
// insurance deductible (insurance fraud in many states). A fair price is still fair next week.
import { findDates } from '../extract/entities';
import { SECTIONS, type Finding } from '../types';
import { finding, type Check, type RuleContext } from './rule';

const SECTION = SECTIONS.salesTactics;

// A price good only to the end of this week ("Price is good till end of the week mate"). Also a reply demanded by a
// weekday to keep the price: "lmk by Friday to lock the price", "I can hold this price if
// you confirm by Friday"; or today to keep a start
// date: "I can start Monday if you confirm today", "let me know today so I can hold Monday for you".
// "Sign here by 8pm to hold your spot", "sign the agreement tonight so I can ...": a decision asked within hours.
const SHORT_DEADLINE =
  /\b(?:sign|book|confirm|decide|commit)\w*\b[^.;!?\n]{0,40}?\b(?:tonight|by\s+(?:\d{1,2}(?::\d{2})?\s?(?:am|pm)|midnight|end\s+of\s+(?:the\s+)?day))\b|\b(?:price|pricing|quote|offer|deal)\s+(?:is\s+|'s\s+)?(?:only\s+)?(?:good|valid|held|holds?)\s+(?:till|until|til|to|through|thru)\s+(?:the\s+)?(?:end\s+of\s+(?:the\s+|this\s+)?week|this\s+(?:week(?:end)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|tomorrow|tonight)\b|\b(?:hold|keep|lock)\w*\s+(?:in\s+)?(?:this|the|that|your)\s+(?:price|rate|quote|pricing)\s+(?:only\s+)?(?:if|when|provided)\s+(?:you\s+)?(?:confirm|decide|sign|book|accept|let\s+(?:me|us)\s+know)\w*\s+(?:by|before)\s+(?:this\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight)\b|\b(?:let\s+(?:me|us)\s+know|[lI]mk|confirm|decide|tell\s+(?:me|us))\s+by\s+(?:this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b[^.;]{0,30}\b(?:lock|hold|keep|guarantee)\w*\s+(?:in\s+)?(?:the\s+|this\s+|that\s+|your\s+)?(?:price|rate|pricing|quote)|\b(?:today|tonight|this\s+(?:evening|visit))[\s-]+only\b|\b(?:sign(?:ed)?|accept(?:ed)?|decid(?:e|ed))\s+(?:before|while)\s+(?:the\s+|our\s+|your\s+)?(?:advisor|rep(?:resentative)?|salesman|salesperson|consultant|we|i)\s+(?:leaves?|go(?:es)?|(?:am|are|is)\s+(?:still\s+)?here)\b|\b(?:cannot|can'?t|won'?t|will\s+not)\s+be\s+(?:honou?red|held|offered|extended|available)\s+(?:after|beyond|past)\s+(?:today|tonight|this\s+(?:visit|evening))\b|\b(?:good|valid|honou?red|available|guaranteed|stands|held|locked)\s+(?:for\s+|only\s+)?(?:(?:the\s+)?next\s+)?(?:24|48|72|twenty[\s-]four|forty[\s-]eight|seventy[\s-]two|1|2|3|one|two|three)\s*(?:-\s*)?(?:hours?|hrs?|days?)\b|\b(?:expires?|valid\s+until|good\s+until|ends)\s+(?:at\s+(?:\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?|noon)\s+)?(?:today|tonight|at\s+midnight|end\s+of\s+(?:the\s+)?day|tomorrow)\b|\b(?:sign|signed|accept(?:ed)?|decide|commit)\s+(?:today|tonight|now|this\s+(?:visit|evening)|on\s+the\s+spot)\b(?!')|\bif\s+(?:you\s+)?(?:sign|signed|book|booked|commit|purchased?|buy|order(?:ed)?|accept(?:ed)?|confirm(?:ed)?|decide)\s+(?:it\s+)?(?:today|tonight|now)\b|\b(?:let\s+(?:me|us)\s+know|[lI]mk|confirm|decide|tell\s+(?:me|us))\s+(?:by\s+)?(?:today|tonight)\b[^.;!?]{0,40}\b(?:lock|hold|keep|secure|guarantee)\w*\b|\b(?:sign(?:ed|ing)?|accept(?:ed)?|purchased?|order(?:ed)?|book(?:ed)?)\s+(?:at|during|on)\s+(?:today'?s|this|the\s+(?:first|initial))\s+(?:in[\s-]home\s+|sales\s+|home\s+)?(?:visit|appointment|consultation|presentation|meeting|demo(?:nstration)?)\b|\b(?:today'?s|same[\s-]day|first[\s-]visit|one[\s-]visit)\s+(?:only\s+)?(?:discount|savings|price|pricing|special|incentive|promotion)\b|(?<!\b(?:of|in|within|about|takes?)\s)\bone[\s-]day\s+(?:only|special|sale|price)\b|\b(?:this|for\s+(?:this|the)|the)\s+week(?:end)?\s+only\b|\b(?:good|valid|honou?red|available)\s+(?:only\s+)?(?:this|through\s+this)\s+week(?:end)?\b|\bsame[\s-]day\s+(?:discount|signing\s+(?:discount|bonus)|special)\b|\bsign\w*\s+by\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b[^.;!?]{0,30}\b(?:lock|keep|hold|get|secure|guarantee)\w*\s+(?:in\s+)?(?:this|the|that|your|today'?s)\s+(?:price|pricing|rate|discount)|\b(?:special|discount(?:ed)?|reduced|this|that|the)\s+(?:price|rate|deal)\b[^.;!?]{0,20}\bif\s+(?:it'?s\s+|it\s+is\s+|we\s+|you\s+)?(?:done|do\s+it|book\w*|sign\w*|start\w*|go\s+ahead|confirm\w*|decide)\s+(?:it\s+)?(?:this\s+week(?:end)?|today|tonight|tomorrow|by\s+(?:this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i;
// Fear used to sell: a safety scare in the sales pitch itself ("can leak CARBON MONOXIDE", "do not run this
// furnace") pushes a same-day decision as surely as a deadline.
const URGENCY =
  /\bcarbon\s+monoxide\b|\b(?:do\s+not|don'?t|never)\s+(?:run|use|operate|turn\s+on)\s+(?:this|the|your)\s+(?:furnace|boiler|heater|unit|system|appliance)\b|\bunsafe\s+to\s+(?:run|use|operate)\b|\blimited[\s-]time\s+(?:offer|only|pricing|price|special)\b|\b(?:spots?|slots?|dates?|places?)\b[^.;!?]{0,30}\bfirst[\s-]come,?\s+first[\s-]served\b|\bwon'?t\s+last\b|\b(?:filling|booking|going)\s+(?:up\s+)?(?:fast|quickly)\b|\bbefore\s+the\s+next\s+(?:storm|freeze|price\s+increase|rush)\b|\b(?:storms?|freeze|hurricane|cold\s+snap|bad\s+weather|rain)\s+(?:is\s+|are\s+)?(?:coming|on\s+(?:the|its)\s+way|forecast)\b[^.!?]{0,60}\b(?:better|should|before)\b|\bonly\s+\d+\s+(?:spots?|slots?|openings?)\s+(?:left|remaining|available)\b|\b(?:very\s+)?few\s+(?:spots?|slots?|openings?)\s+(?:left|remaining)\b|\b(?:spots?|slots?|openings?)\s+(?:very\s+)?few\s+left\b|\b(?:other|more)\s+(?:clients|customers|jobs|people)\s+(?:are\s+)?(?:waiting|lined\s+up|queued\s+up|asking)\b|\bonly\s+(?:got|have|has)\s+(?:\d+|one|two|a\s+(?:few|couple))\s+(?:of\s+(?:these|those|them)\s+)?(?:units?|left|spots?|slots?)\b[^.]{0,25}\b(?:left|remaining|at\s+this\s+price)\b|\b(?:raising|increasing|putting\s+up)\s+(?:their\s+|the\s+|our\s+)?prices?\s+(?:on\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\bfirst\s+\d+\s+customers\b|\bact\s+(?:now|immediately|right\s+away|without\s+delay)\b|\bbefore\s+(?:the\s+)?prices?\s+go(?:es)?\s+up\b|\bprices?\s+(?:will\s+)?(?:increase|go\s+up)\s+(?:next|on|after)\s+(?:week|monday|the\s+\d)|\b(?:sign|book|commit|decide|order)\s+(?:by|before)\s+(?:this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\block\s+in\s+(?:this\s+|the\s+|our\s+|your\s+|today'?s\s+|current\s+|\d{4}\s+)?(?:price|pricing|rate|discount)/i;
// Pressure in other words than a deadline: waiting as a threat ("don't wait", "why you should not wait", "waiting a
// few weeks can double the cost", "every month of delay increases the risk", "homeowners who wait may not be
// installed"), a failure said to be imminent ("could collapse any day",
// "actively failing"), scarcity ("crews book out fast", "units are on allocation", "crews in your neighbourhood this
// week", "while our crews are working in your area", "every company in the valley is booked out"), and rates or incentives about to change ("utility rates going up", "the season is weeks away").
const WAIT_OR_SCARCITY =
  /\b(?:crews?|we|schedule)\b[^.;!?]{0,20}\b(?:booked\s+solid|booked\s+out|leav(?:e|es|ing)\s+(?:town|the\s+area)|head(?:s|ing)?\s+(?:up|down|out|back)\s+to)\b[^.;!?]{0,80}\b(?:after\s+that|otherwise|or\s+else)\b|\b(?:every(?:one|body)|every\s+(?:other\s+)?(?:company|contractor|installer|crew|shop|outfit|roofer|builder|plumber|electrician)|all\s+the\s+(?:other\s+)?(?:companies|contractors|installers|crews|shops|roofers|builders))\b[^.;!?]{0,40}\b(?:booked|busy|slammed|swamped|booking\s+up|filling\s+up)\b|\bbefore\s+(?:our\s+|the\s+)?(?:crews?|schedule|calendar|slots?)\s+(?:fill|book)s?\s+up\b|\b(?:lumber|materials?|steel|copper|shingles?|prices?|costs?)\s+(?:is\s+|are\s+)?going\s+up\s+(?:next|this|on|after|soon)\b|\b(?:don'?t|do\s+not|should\s+not|shouldn'?t)\s+wait\b|\b(?:every|each)\s+(?:day|week|month|year|season)\s+of\s+delay\b|\b(?:waiting|delaying|put(?:ting)?\s+(?:it\s+|this\s+|that\s+)?off|(?:homeowners|people|customers|those|anyone)\s+who\s+wait|if\s+you\s+wait|the\s+longer\s+you\s+wait|every\s+(?:day|week|month|year|season)\s+you\s+wait)\b[^.;!?]{0,60}\b(?:cost|worse|damage|double|miss|lose|may\s+not|might\s+not|won'?t|risk|expensive|bill|adds?)|\b(?:could|can|may|might)\s+(?:happen|fail|collapse|give\s+out|go)\s+(?:any\s+(?:day|time|minute|moment)|at\s+any\s+(?:time|moment))\b|\bat\s+risk\s+of\s+(?:total\s+|sudden\s+)?(?:collapse|failure)\b|\bactively\s+failing\b|\b(?:book|fill|sell)(?:s|ing)?\s+(?:up\s+|out\s+)?(?:(?:our|the|my)\s+(?:crews?|schedule|calendar|slots?|spots?)\s+)?(?:fast|quickly)\b|\bon\s+allocation\b|\b(?:in|through)\s+your\s+(?:neighbou?rhood|area|street)\s+(?:this|next)\s+week\b|\bwhile\s+(?:our\s+|the\s+)?crews?\s+(?:is\s+|are\s+)?(?:working\s+|still\s+)?(?:in|through)\s+your\s+(?:neighbou?rhood|area|street)\b|\b(?:crews?|machinery|equipment|gear)\b[^.;!?]{0,30}\bin\s+the\s+[A-Z][\w'-]*\s+(?:area|neighbou?rhood)\s+(?:this|next)\s+week\b|\b(?:the\s+)?prices?\s+will\s+(?:go|be\s+going)\s+up\b|\b(?:season|winter|storms?)\s+(?:is|are)\s+(?:only\s+|just\s+)?(?:weeks?\s+away|days?\s+away|around\s+the\s+corner|coming)\b/i;
// "your R2,500 insurance excess": the sum named between the offer and the word.
const SUM = String.raw`(?:[$\u00a3\u20ac]|R|A\$|NZ\$|C\$)\s?[\d,.]+\s+`;
// "Excess" is the British, Irish, Australian, New Zealand and South African word for the deductible. "Good news on
// your $2,500 deductible: we will take care of it" names it first.
// "WE WORK WITH YOUR DEDUCTIBLE!", and the "advertising credit" for a yard sign that pays it in another name.
const DEDUCTIBLE = new RegExp(
  String.raw`\b(?:credit|rebate|put|apply|knock)\w*\s+(?:you\s+)?(?:up\s+to\s+)?(?:\$\s?[\d,]+(?:\.\d{2})?\s+)?(?:off\s+)?(?:toward|towards|against|to)\s+(?:your|the)\s+(?:insurance\s+)?deductible\b|\bdeductible\s+(?:assistance|help|relief)\b|\b(?:waive|cover|pay|absorb|eat|handle|rebate|refund|credit)\w*\s+(?:for\s+)?(?:(?:your|the|any|all)\s+)?(?:insurance\s+)?deductible|\b(?:waive|cover|absorb|eat|rebate|refund)\w*\s+(?:your|the|any)\s+(?:(?:home)?owner'?s\s+|customer'?s\s+|client'?s\s+|insured'?s\s+)?(?:${SUM})?(?:insurance\s+)?deductible\b|\b(?:waive|cover|absorb|eat|rebate|refund)\w*\s+(?:your\s+(?:${SUM})?(?:insurance\s+)?|(?:the|any)\s+(?:${SUM})?insurance\s+)excess\b|\bdeductible\s+(?:is\s+|will\s+be\s+)?(?:waived|covered|paid|absorbed|rebated|reimbursed|included|taken\s+care\s+of)|(?:\b(?:no|nothing|zero)|\$0)\s+out[\s-]of[\s-]pocket\b|\bwork\s+with\s+(?:you\s+on\s+)?(?:your|the)\s+(?:insurance\s+)?deductible\b|\badvertis\w*\s+(?:credit|allowance|fee|discount)\b|\b(?:yard|lawn)\s+sign\b[^.]{0,40}\bcredit|\b(?:won'?t|wont|will\s+not|don'?t|dont|never)\s+pay\s+(?:anything|a\s+(?:dime|cent|penny|thing)|nothing)\s+out[\s-]of[\s-]pocket\b|\b(?:don'?t|dont|do\s+not|no\s+need\s+to)\s+worry\s+about\s+(?:the|your)\s+(?:insurance\s+)?deductible\b|\b(?:take|taking|took)\s+care\s+of\s+(?:your|the)\s+(?:${SUM})?(?:insurance\s+)?deductible\b|\bfree\s+(?:new\s+)?roof\b|\bdeductible\b[^.!?]{0,40}\b(?:take|taking|took|cover|covering|handle|handling)\s+(?:care\s+of\s+)?(?:it|that|this)\b|\b(?:will\s+not|won'?t|wont|never)\s+be\s+out\s+of\s+pocket\b`,
  'i',
);

// "We do not waive, rebate or absorb deductibles", "it is illegal to pay your deductible": honest contractors say
// so in writing, and that is the opposite of the offer. The negation must govern the offer's own verbs, so
// "Don't worry, we'll cover your deductible" (a new clause after the comma) is still an offer.
const REFUSAL_BEFORE =
  /\b(?:not|never|cannot|can'?t|won'?t|don'?t|doesn'?t)\s+(?:[\w']+(?:,(?!\s+(?:we|i|you|they|he|she|it)\b))?\s+){0,5}$|\b(?:illegal|unlawful|prohibit\w*|against\s+(?:the\s+)?law|forbid\w*)\b[^.;!?]{0,60}$/i;

// "There is no need to sign today", "you don't have to decide tonight": a contractor saying there is no rush.
const NO_PRESSURE_BEFORE =
  /\b(?:no\s+need|(?:do|does|will)\s*n[o']t\s+(?:need|have)|don'?t\s+(?:need|have)|not\s+(?:required|necessary|obligated|expected)|never\s+(?:need|have)|no\s+(?:obligation|pressure)|without\s+(?:having|needing))\b[^.;!?]{0,20}$/i;

// "Good 1 day, Better 2 days" (an option tier and how long it takes), "available 2 days a week": a bare "good" or
// "available" with a number is a price that expires only when it is said of the price or the quote.
const BARE_HOLD = /^(?:good|available|stands|held)\s+(?!for\b|only\b)/i;
const PRICE_BEFORE =
  /\b(?:price|pricing|prices|quote|quotation|estimate|proposal|offer|bid|discount|rate|special|deal)s?\b[^.;!?\n]{0,25}$/i;

function unpricedGood(match: string, before: string): boolean {
  return BARE_HOLD.test(match) && !PRICE_BEFORE.test(before);
}

// The price holds only if the contract is signed by a date: "guaranteed ONLY if signed by March 15", "promo price
// only honored on contracts signed by 3/31". Unlike "valid until" (how long the offer stands), it ties the price to
// signing fast; so does a price "only guaranteed until Friday 20 March", a promotion that ends this week ("Promo
// only until Sunday"), and pricing "reserved for agreements signed on or before Friday, March 6".
const DAY = String.raw`(?:\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)`;
// "Friday 20 March", "this Friday (March 13)", or the weekday alone: "sign by this Friday".
const WHEN = String.raw`(?:(?:this|next)\s+)?(?:\w+day,?\s+\(?${DAY}|${DAY}|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)`;
const SIGN_BY_DATE = new RegExp(
  String.raw`\b(?:price|pricing|prices|rate)\b[^.!\n]{0,60}\b(?:agreements?|contracts?|orders?|proposals?)\s+(?:is\s+|are\s+)?(?:must\s+be\s+)?(?:signed|accepted)\s+(?:on\s+or\s+before|by|before|no\s+later\s+than)\s+${WHEN}|\bsign(?:ed)?\s+by\s+${WHEN}\b[^.!\n]{0,30}\b(?:lock|keep|hold|get|secure|guarantee)\w*\s+(?:in\s+)?(?:these\s+|this\s+|the\s+|your\s+|our\s+)?(?:price|pricing|prices|rate|discount)|\b(?:only|guaranteed|honou?red|promo(?:tion(?:al)?)?|sale|special|discount(?:ed)?)\b[^.!\n]{0,60}\b(?:sign(?:ed)?|accept(?:ed)?|order(?:ed)?|book(?:ed)?)\s+(?:by|before|no\s+later\s+than|on\s+or\s+before)\s+${WHEN}|\b(?:promo(?:tion)?|sale|offer|special|discount|pricing|prices?|incentives?)\s+(?:ends|expires)\s+(?:on\s+)?${WHEN}|\b(?:prices?|pricing|offer|quote)\s+(?:is\s+|are\s+)?(?:only\s+(?:guaranteed|valid|good|held|honou?red)|(?:guaranteed|valid|good|held|honou?red)\s+only)\s+(?:until|till|til|through|to)\s+${WHEN}|\b(?:promo(?:tion)?|special|deal|offer|discount)\s+(?:is\s+|price\s+is\s+)?(?:only\s+)?(?:valid\s+|good\s+|on\s+|runs\s+)?(?:only\s+)?(?:until|till|til|through|ends?)\s+(?:this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b`,
  'i',
);

// A rise on a near date with a decision asked for before it: "supply house price goes up the 15th so would need to
// know before then".
const RISE_DEADLINE = new RegExp(
  String.raw`\b(?:prices?|pricing|costs?)\s+(?:goes|go|is\s+going|are\s+going|will\s+go|going)\s+up\s+(?:on\s+)?(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|next\s+week\b|${DAY})[^.;!?]{0,60}\b(?:know|decide|sign|confirm|book|order|hear)\w*\s+(?:(?:back\s+|from\s+you\s+)?before|by)\b`,
  'i',
);

// A discount or price tied to signing within a short window: "this discount applies only to orders confirmed within
// 7 days", "sign within 72 hours and save 10%". Two weeks or less; a quote valid for 30 days is the norm.
const WINDOW = String.raw`\b(?:sign|confirm|order|accept|book|place|agree|commit)\w*\s+within\s+(\d{1,3}|one|two|three|four|five|six|seven|ten|fourteen)\s+(?:working\s+|business\s+|calendar\s+)?(days?|hours?|hrs?)\b`;
const OFFER_WORD = String.raw`\b(?:discount\w*|offer|price|pricing|promo\w*|special|savings?|save|deal|rate|off)\b`;
// A decision asked for by a near day with something at stake, said in any words: "SIGN THIS WEEK and take 10% off",
// "let me know tonight or I gotta give it to the next guy", "if I get a $5k deposit by this Friday, otherwise I'm
// booked till August", "lock in your price today", "need to know by Friday, got another job wanting that slot". The three parts are read separately so that new wordings of
// each combine; a near day alone ("deposit due today") or an ask alone is no pressure.
const ASK = String.raw`\b(?:sign|book|confirm|decide|commit|accept|lock\s+in|let\s+(?:me|us)\s+know|lmk|tell\s+(?:me|us)|get\s+back\s+to\s+(?:me|us)|hear\s+(?:back\s+)?from\s+you|need\s+(?:an?\s+)?(?:answer|decision|yes|go[\s-]ahead)|need\s+to\s+know|need\s+(?:the\s+|your\s+|it\s+)?(?:signed\s+)?(?:contract|agreement|contingency|paperwork|form|signature)(?:\s+(?:back|signed|returned))?|deposit|(?:\d{1,3}\s?%|half|a\s+third)\s+(?:down|up[\s-]?front))\w*`;
const NEAR_DAY = String.raw`\b(?:tonight|today|tmrw|tomorrow|(?:by\s+)?(?:the\s+)?end\s+of\s+(?:the\s+|this\s+)?(?:day|week)|this\s+week(?:end)?|by\s+(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b`;
const ASKED_BY_NEAR_DAY = new RegExp(`${ASK}[^.!?\\n]{0,25}?${NEAR_DAY}`, 'i');
const AT_STAKE =
  /\b(?:lock|hold|keep|secure|guarantee)\w*\b|\b(?:save|saving|savings|discount\w*)\b|\d{1,2}\s?%\s+off\b|\b(?:price|pricing|rate)\b|\b(?:can|could)\s+(?:start|begin|squeeze|fit)\b|\b(?:slot|spot)\b|\b(?:otherwise|or\s+else)\b|\bor\s+(?:I|we|I'll|we'll|I'm|it|the\s+(?:crew|slot|spot|date|price|offer|discount|deal|booking))\b|\b(?:next\s+(?:guy|person|customer|one)\s+(?:on|in)|someone\s+else|give\s+(?:it|the\s+\w+)\s+(?:away|to))\b/i;
const SIGN_WITHIN = new RegExp(`${OFFER_WORD}[^.;!?]{0,60}${WINDOW}|${WINDOW}[^.;!?]{0,60}${OFFER_WORD}`, 'i');
const WINDOW_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10, fourteen: 14 };
const MAX_WINDOW_DAYS = 14;

function shortWindow(match: string): boolean {
  const m = new RegExp(WINDOW, 'i').exec(match);
  if (!m) return false;
  const n = WINDOW_WORDS[m[1].toLowerCase()] ?? Number(m[1]);
  return /^h/i.test(m[2]) ? n <= MAX_WINDOW_DAYS * 24 : n <= MAX_WINDOW_DAYS;
}

// "This pricing is reserved for you until Friday, March 6" or "this proposal and its pricing expire on 3/15" on a
// proposal dated March 2 or March 10: how long the price stands,
// counted from the quote's own date. A month is the norm; a week or less is a deadline to sign by.
const HELD_UNTIL = new RegExp(
  String.raw`\b(?:price|pricing|prices|quote|quotation|offer|proposal|deal|discount)\s+(?:is\s+|are\s+)?(?:only\s+)?(?:valid|good|held|reserved|guaranteed|honou?red|locked(?:\s+in)?)\s+(?:for\s+you\s+)?(?:only\s+)?(?:until|till|til|through|to)\s+(?:\w+day,?\s+)?(${DAY})|\b(?:price|pricing|prices|quote|quotation|offer|proposal|deal|discount)\b[^.]{0,25}?\bexpires?\s+(?:on\s+)?(?:\w+day,?\s+)?(${DAY})`,
  'i',
);
const MAX_HELD_DAYS = 7;

// "We will take 15% off ... provided this proposal is signed and returned to us by March 20" on a letter of March 6:
// a discount that lapses within two weeks of the quote is a deadline (as SIGN_WITHIN's windows are).
const DISCOUNT_SIGNED_BY = new RegExp(
  String.raw`${OFFER_WORD}(?:[^.]|\.\d){0,120}?\b(?:signed|accepted|returned|confirmed)\b[^.]{0,30}?\b(?:by|before|no\s+later\s+than)\s+(?:\w+day,?\s+)?(${DAY})`,
  'i',
);

/** A price held only a few days past the quote's date (its first full date); undefined without both dates. */
function heldBriefly(ctx: RuleContext, pattern = HELD_UNTIL, maxDays = MAX_HELD_DAYS) {
  const quoteDate = findDates(ctx.text.text).find((d) => d.iso)?.iso;
  if (!quoteDate) return undefined;
  return ctx.text.findAll(pattern).find((m) => {
    const until = findDates(m.text).at(-1);
    if (!until) return false;
    const iso = until.iso ?? (/^\d{4}/.test(quoteDate) ? `${quoteDate.slice(0, 4)}${isoWithoutYear(until.raw) ?? ''}` : undefined);
    if (!iso || iso.length !== 10) return false;
    const days = (Date.parse(iso) - Date.parse(quoteDate)) / 86_400_000;
    return days >= 0 && days <= maxDays;
  });
}

/** "-03-06" for "March 6" or "6 March": the month and day of a date written without its year. */
function isoWithoutYear(raw: string): string | undefined {
  const found = findDates(`${raw} 2000`)[0]?.iso;
  return found ? found.slice(4) : undefined;
}

export const checkSalesTactics: Check = (ctx) => {
  const { text } = ctx;
  const findings: Finding[] = [];
  const deadline = [...text.findAll(SHORT_DEADLINE), ...text.findAll(SIGN_BY_DATE), ...text.findAll(RISE_DEADLINE), ...text.findAll(ASKED_BY_NEAR_DAY).filter((m) => AT_STAKE.test(text.quote(m))), ...text.findAll(SIGN_WITHIN).filter((m) => shortWindow(m.text)), ...[heldBriefly(ctx), heldBriefly(ctx, DISCOUNT_SIGNED_BY, MAX_WINDOW_DAYS)].filter((m) => m !== undefined)]
    .find(
      (m) =>
        !NO_PRESSURE_BEFORE.test(text.text.slice(Math.max(0, m.index - 40), m.index)) &&
        !unpricedGood(m.text, text.text.slice(Math.max(0, m.index - 40), m.index)),
    );
  if (deadline) {
    findings.push(
      finding(
        'pressure.deadline',
        'high',
        SECTION,
        text.quote(deadline),
        'The price is only good if you sign fast (now, within hours, or by a date set by the contractor). A reputable contractor gives you time (usually 30 days) to compare quotes; pressure to sign fast is a classic warning sign.',
        [
          'Will you hold this price for 30 days so I can compare quotes?',
          'Why does the price depend on signing today?',
        ],
      ),
    );
  }
  const urgency = [...text.findAll(URGENCY), ...text.findAll(WAIT_OR_SCARCITY)].find(
    (m) => !NO_PRESSURE_BEFORE.test(text.text.slice(Math.max(0, m.index - 40), m.index)),
  );
  if (urgency) {
    findings.push(
      finding(
        'pressure.urgency',
        'medium',
        SECTION,
        text.quote(urgency),
        'The quote pushes you to decide quickly. Take the time you need to compare at least two or three quotes.',
        ['How long is this price valid in writing?'],
      ),
    );
  }
  const deductible = text
    .findAll(DEDUCTIBLE)
    .find(
      (m) => !REFUSAL_BEFORE.test(text.text.slice(Math.max(0, m.index - 80), m.index).replace(/\n\n/g, '. ')),
    );
  if (deductible) {
    findings.push(
      finding(
        'pressure.deductible-waiver',
        'high',
        SECTION,
        text.quote(deductible),
        'The contractor offers to cover or waive your insurance deductible. That usually means inflating the insurance claim, which is insurance fraud in many states and can make you liable too.',
        [
          'How exactly would my deductible be covered, and is it shown on the invoice sent to my insurer?',
          'Will you give me an itemised price that matches what you bill the insurance company?',
        ],
      ),
    );
  }
  return { checked: [SECTION], findings };
};
