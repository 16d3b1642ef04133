// Schedule: when work starts and how long it takes. A quote is not expected to name a calendar date, but it
// should commit to a start window and a duration so the homeowner can hold the contractor to them.
import { findDates, findDurations } from '../extract/entities';
import type { QuoteText } from '../text/quote-text';
import { SECTIONS, type Finding } from '../types';
import { finding, isSmallPlainJob, jobSize, type Check } from './rule';

// A start without a duration is normal for a job of a few days: once it starts it is soon done. Only on a large,
// multi-week job is the missing finish date worth a question (reviewers raised it on no smaller quote).
const COMPLETION_ASK_MIN_TOTAL = 25_000;

const SECTION = SECTIONS.schedule;

// "Start date" or "Install date" counts only with a date, a day or a window right after it: a form label left blank
// ("Install date: ____", read by OCR into the next sentence) commits to nothing.
const START =
  // "Timing: mid-May", "Schedule - early spring", "When: week of the 14th": a labelled window is a start.
  // "Tuesday the 17th, one day": a booked day beside how long the job takes. "probably a June start", "an
  // early-spring start". "Tentative: tear-out the week of May 11", "w/c 11 May": a week named by its date.
  /\b(?:the\s+)?week\s+of\s+(?:(?:mon|tue|wed|thu|fri)[a-z]*\.?,?\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|\b(?:week\s+(?:commencing|beginning|starting)|w\/c)\s+(?:(?:mon|tue|wed|thu|fri)[a-z]*\.?,?\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b|\d{1,2}\/\d{1,2}\b)|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b(?=[^.\n]{0,40}\b(?:one|two|three|half\s+a|\d)\s*(?:-\s*\d\s*)?(?:days?|hours?|hrs?)\b)|\b(?:an?\s+)?(?:(?:early|mid|late)[\s-]+)?(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|fall|autumn|winter)\s+start\b|\b(?:timing|schedule|when|start)\s*[:\-\u2013]\s*(?:(?:prob(?:ably|\.)?|approx(?:imately|\.)?|about|around|roughly|likely|hopefully)\s*)?(?:(?:early|mid|late|end\s+of|beginning\s+of)[\s-]+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|spring|summer|fall|autumn|winter|next\s+(?:week|month)|(?:the\s+)?week\s+(?:of|after\s+next)|this\s+week|in\s+(?:a|one|two|three|four|\d)\s+(?:weeks?|fortnight))\w*\b|\bstart(?:ing)?\s+date(?=\s*[:\-\u2013]?\s*(?:on\s+|is\s+|of\s+|(?:set|scheduled)\s+for\s+)?(?:the\s+)?(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|week|next|this|within|approx|about|around|early|mid|late|tb[dac]\b))|\b(?:estimated|anticipated|projected|tentative|approximate|proposed|expected|target|planned)\s+start|\bcommence(?:ment)?|\b(?:work|installation|install|project|job|crew|we)(?:['\u2019](?:d|ll))?\s+(?:will\s+|to\s+|can\s+|should\s+|would\s+)?(?:start|begin|mobilize)s?\b|\b(?:start|begin)\s+(?:work\s+)?(?:on|within|in|the\s+week|by|around|after|no\s+later)|\b(?:scheduled?|booked|reserved)\s+(?:for|to\s+(?:begin|start)|within|in)\b|\blead\s+time|\b(?:can|could)\s+(?:start|begin)\b(?!\s+to\s+(?!work\b)[a-z])|\b(?:install(?:ation)?|work|job|service|project)\s+date(?=\s*[:\-\u2013]?\s*(?:on\s+|is\s+|of\s+|(?:set|scheduled)\s+for\s+)?(?:the\s+)?(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|week|next|this|within|approx|about|around|early|mid|late|tb[dac]\b))|\b(?:can|could|will)\s+(?:(?:do|swap|fit|replace|install|change)\s+(?:it|this|that|them|the\s+(?:job|work|repair|install\w*|unit|heater|tank))|be\s+(?:there|out)|do|come(?:\s+(?:over|out|round|around))?)\s+(?:on\s+|in\s+)?(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\b|\d{1,2}\/\d{1,2}|next|this|tomorrow|(?:the\s+)?week\s+of\b|(?:early|mid|late)[\s-]+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d)|\binstall\s+(?:next|this)\s+(?:week|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|\bschedul(?:e|ing)\s+(?:is|will\s+be)\b(?!\s+(?:filling|full|busy|tight|packed|booking|getting))|\b(?:got|have)\s+(?:an?\s+)?(?:\d{1,2}(?::\d{2})?\s*(?:am|pm)\s+)?(?:opening|open|slot|spot)\s+(?:on\s+)?(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\b|\b(?:got|have)\s+(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\b|\d{1,2}\/\d{1,2}\b)[^.\n]{0,30}?\b(?:open|free|available)\b|\bavailability\b|\b(?:hold|reserve|book|lock\s+in)\s+(?:the\s+|your\s+|a\s+)?(?:week|date|slot|start)\s+(?:of|on|for)\b|\bnext\s+available\b|\b(?:booking|scheduling|taking\s+(?:on\s+)?)\s*(?:new\s+)?(?:jobs|work|installs?|installations)?\s*(?:from|for)\s+(?:(?:early|mid|late|the\s+end\s+of)[\s-]+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|next\s+(?:week|month)|spring|summer|autumn|fall|winter)\w*\b|\b(?:get|put|have)\s+you\s+(?:on\s+the\s+(?:board|schedule|calendar|books)|scheduled|booked(?:\s+in)?)\s+(?:in|within)\s+(?:about\s+)?\d+(?:\s*-\s*\d+)?\s*(?:days?|wks?|weeks?)\b|\bnext\s+(?:open|free)\s+(?:slot|spot|date|opening|week|day)\b|\b(?:call|contact|ring|text)\s+(?:you\s+)?to\s+(?:set|book|schedule|arrange|fix)\s+(?:the|a|your)\s+(?:install(?:ation)?\s+)?(?:day|date)s?\b|\b(?:1st|2nd|3rd|4th|first|second|third|fourth|last)\s+(?:wk|week)\s+(?:of|in)\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:set|book|schedule|fix)\s+(?:your|the)\s+(?:install(?:ation)?|work|start|job)\s+(?:day|date)s?\s+(?:on|for|around|to\s+(?:match|suit))\b|\bstart(?:ing|s)?\s*[:-]?\s*(?:date\s*[:-]?\s*)?(?:is\s+|will\s+be\s+)?(?:on\s+|~\s*)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d{1,2}\/\d{1,2}|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?(?=[\s,]|$)|next|the\s+week|week\s+of|early|mid|late|approx|about|around|\d+\s*(?:-\s*\d+\s*)?(?:days?|weeks?))|\b\d+\s*(?:-\s*\d+\s*)?(?:days?|weeks?)\s+(?:from|after|of)\s+(?:signing|contract|acceptance|deposit|approval)|\b(?:can|will)\s+install\s+(?:tomorrow|today|this\s+week|next\s+week|on|by|within)\b|\b(?:squeeze|fit|get)\s+you\s+in\s+(?:from|on|by|around|next|this|the\s+week)\b|\b(?:have|get)\s+(?:it|this|them|the\s+(?:new\s+)?\w+)\s+in\s+(?:by|on|this|next)\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|week)\b|\b(?:install(?:ation)?|scheduled|booked)\s*[:-]?\s*(?:for\s+|on\s+)?(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?,?\s+)?(?:\d{1,2}\/\d{1,2}\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b)|\bwithin\s+(?:\d+|a|one|two|three|four|a\s+couple\s+of)\s*(?:business\s+|working\s+|calendar\s+)?(?:days?|weeks?)\s+(?:of|from|after)\s+(?:your\s+|the\s+)?(?:signing|signed|contract|acceptance|approval|deposit|permit|go[\s-]ahead|order)|\b(?:permits?|permitting|approvals?|lead\s+time|engineering|design)\b[^.\n]{0,40}?\d+\s*(?:-\s*\d+\s*)?(?:business\s+|working\s+)?(?:days?|weeks?)/i;
// "Completed in 3 days" is a duration; "complete in accordance with the specifications" and "completed in a
// workmanlike manner" are not; nor is "Texas law requires the insured to pay", only "requires two days"; nor "we
// take care of it with your adjuster", only "takes the crew two days".
// "Take down two maples" is the work, not how long it takes. "9-10 days with 4 painters" is how long it takes.
const COMPLETION =
  /\bcomplet(?:e|ed|ion)\s+(?:date|within|by|on)|\bcomplet(?:e|ed|ion)\s+in\s+(?:about\s+|approx\w*\.?\s+|around\s+|under\s+|less\s+than\s+|just\s+)?(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|a\s+(?:day|week|month|few|couple)|half|the\s+(?:week|month|spring|summer|fall|autumn|winter))|\b(?:substantial(?:ly)?|final)\s+completion|\b(?:takes?|taking|lasts?)(?!\s+(?:down|out|off|away|up|apart)\b)\s+(?:[a-z]+\s+){0,3}?(?:about\s+|approx\w*\.?\s+|around\s+|roughly\s+|up\s+to\s+|only\s+|just\s+)?(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|a\s+(?:day|week|month|few|couple|full|half)|half|several|few|couple)|\brequires?\s+(?:about\s+|approx\w*\.?\s+|around\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|an?|half\s+a|several|few|couple\s+of)\s*(?:-\s*\d+\s*)?(?:full\s+|working\s+|business\s+)?(?:hours?|hrs?|days?|weeks?|wks?|months?)\b|\bfinish(?:ed)?\s+(?:by|within|in|on)|\b(?:install(?:ation)?|project|job|work|construction)\s+(?:time|duration|period)|\b(?:estimated|expected|anticipated)\s+(?:duration|completion|time|timeline)|\bdays?\s+to\s+complete|\b(?:install(?:ation)?|fitting|work|on[\s-]site)\s*:?\s*(?:approx\.?\s+|about\s+)?\d+(?:\s*(?:-|to)\s*\d+)?\s*(?:working\s+|business\s+)?days?\b|\bon[\s-]site\s+for\b|\bdone\s+(?:in|within|by)\b|\b(?:a|an|one|two|three|half|\d+(?:\.\d)?)[\s-]+(?:day|week)\s+(?:job|project|install(?:ation)?|repair)\b|(?:^|[.:]\s+)(?:\d+|one|two|three|four|five)(?:\s*(?:-|to)\s*\d+)?\s+(?:full\s+|working\s+|business\s+)(?:days?|weeks?)\b|\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)(?:\s*(?:-|to)\s*\d+)?\s+(?:full\s+|working\s+|business\s+)?(?:days?|weeks?)\s+on[\s-]site\b|\b\d+(?:\s*(?:-|to)\s*\d+)?\s+(?:working\s+)?(?:days?|weeks?)\s+with\s+(?:\d+|two|three|four|five|six|a)\s+(?:painters?|men|workers?|labou?rers?|guys|people|fitters?|installers?|tilers?|carpenters?|crews?)\b/i;
// "Duration: 3-4 days", "Timeline: June to July": the word says a length only with one beside it. "Owens Corning
// Duration" is a shingle, and "timeline to be agreed" commits to nothing.
const LENGTH_WORD = /\b(?:duration|timeline|time\s*frame|timeframe)\b/i;
const LENGTH_FIGURE =
  /\b(?:\d+(?:\.\d)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a\s+(?:few|couple(?:\s+of)?)|several|half\s+a)\s*(?:-\s*\d+\s*)?(?:full\s+|working\s+|business\s+|calendar\s+)?(?:hours?|hrs?|days?|weeks?|wks?|months?)\b|\b(?:january|february|march|april|june|july|august|september|october|november|december|may\s+\d)\b|\b\d{1,2}\/\d{1,2}\b/i;
const namesLength = (sentence: string) =>
  COMPLETION.test(sentence) || (LENGTH_WORD.test(sentence) && LENGTH_FIGURE.test(sentence));
// "Time: about six weeks": a labelled time is the job's.
const WORK_CONTEXT =
  /\b(?:time|duration)\s*[:\-\u2013]|\b(?:install|installation|work|project|job|complete|completion|crew|on[\s-]?site|tear[\s-]?off|build|construction|remodel|days?\s+to)\b/i;
// A start date or duration left "TBD" is not a commitment (the vague-language check quotes it).
const UNDECIDED = /\b(?:TBD|TBA|to\s+be\s+(?:determined|decided|confirmed|scheduled))\b/i;
// "April 7-9", "Tue 4/14 - Fri 4/17", "May 4 through May 8": dates the job is booked for give both when it
// starts and when it ends. The end may be a bare day ("7-9") but not a quantity ("3/12 - 5 hrs").
const WEEKDAY = '(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\\.?,?\\s+)?';
const DAY_OF_YEAR = `${WEEKDAY}(?:\\d{1,2}\\/\\d{1,2}(?:\\/\\d{2,4})?|(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?)`;
const DATE_RANGE = new RegExp(
  `\\b${DAY_OF_YEAR}\\s*(?:-|\u2013|to|through|thru)\\s*(?:${DAY_OF_YEAR}|\\d{1,2}(?:st|nd|rd|th)?\\b(?!\\s*(?:%|hrs?\\b|hours?|days?|weeks?|am\\b|pm\\b|:|\\/)))`,
  'i',
);
const LONE_DURATION =
  /^\s*(?:approx(?:imately|\.)?\s+|about\s+|around\s+|roughly\s+|~\s*)?(?:\d+|one|two|three|four|five)(?:\s*(?:-|to)\s*(?:\d+|two|three|four|five|six))?\s*(?:full\s+|working\s+|business\s+)?(?:days?|weeks?)\.?\s*$/i;
const BOOKING_CONTEXT = /\b(?:schedul\w*|book\w*|reserv\w*|dates?)\b/i;
// Words of validity, payment, warranty and cancellation: their dates and periods are not the job's schedule ("due to
// us within 10 days of your receiving it" is a payment term; "due to start" is not). A slot
// freed by someone else's cancellation ("had a cancellation so I can start Mon 16th") is the schedule.
const NOT_SCHEDULE =
  /\b(?:valid|expir|honou?r|net\s*\d|payabl|payment|due\b(?!\s+to\s+(?:start|begin|commence|finish|arrive|be\s+(?:done|finished|completed|installed)))|warrant|guarantee|(?<!\b(?:had|got|have|has|due\s+to)\s+a\s+)cancel|rescind|notice|interest|late\s+fee|lien|days?\s+of\s+(?:invoice|receipt(?!\s+of\s+(?:the\s+|your\s+)?(?:advance|deposit|(?:work\s+)?order|signed)))|good\s+(?:through|until|thru|for)|(?<!\b(?:grant|loan|finance|funding)\s)offer|promotion|deadline|accept(?:ed|ance)?\s+by|sign(?:ed)?\s+by|respond\s+by)\w*/i;
// "Timing: provisionally the week commencing 11 May, once the notice period has ended": a field labelled as the
// schedule is the schedule, whatever else its sentence mentions.
const SCHEDULE_LABEL = /^\s*(?:timing|schedule|start(?:\s+date)?|programme|program|timescales?|when)\s*[:\-\u2013]/i;
// Where the next field of a form line starts: a capitalised label of one to four words and a colon.
const FIELD_START = /\s+(?=[A-Z][A-Za-z]*(?:\s+[A-Za-z]+){0,3}:\s)/;
const MONTH_INDEX = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A date's place in its year (month * 100 + day), read from its own words; undefined when unreadable. */
function dayOfYear(raw: string): number | undefined {
  const numeric = /^(\d{1,2})[/.-](\d{1,2})/.exec(raw);
  if (numeric) return Number(numeric[1]) * 100 + Number(numeric[2]);
  const named = /^([a-z]{3})[a-z]*\.?\s+(\d{1,2})/i.exec(raw);
  const dayFirst = /^(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([a-z]{3})/i.exec(raw);
  const [monthName, day] = named ? [named[1], named[2]] : dayFirst ? [dayFirst[2], dayFirst[1]] : [];
  const month = monthName ? MONTH_INDEX.indexOf(monthName.toLowerCase()) : -1;
  return month >= 0 ? (month + 1) * 100 + Number(day) : undefined;
}

/**
 * "I have you down for Tuesday, March 24": a day after the quote's own date, in a sentence that is not about
 * validity, payment or warranty, is the day the work is booked for.
 */
// In a message thread a day named in answer to "when?" is the start: "This saturday. Power off maybe 6 hrs."
// So is "Thursday morning work?", "Thu 3/12, 8 AM." or "Thursday 19th, we'd start 8am", a day offered at the head
// of a message.
const MESSAGE_DAY =
  /(?:^|[.!?]\s+|^[^\n]{1,40}?:\s+)(?:(?:this|next|on)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+(?:morning|afternoon|evening|am\b|pm\b|at\s+\d|first\s+thing|work|ok|good|suit)|(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+(?:\d{1,2}\/\d{1,2}\b|\d{1,2}(?::\d{2})?\s*[ap]\.?m\b))/gim;

function bookedDay(text: QuoteText): boolean {
  const dates = findDates(text.text);
  const quoteDay = dates.length ? dayOfYear(dates[0].raw) : undefined;
  if (quoteDay === undefined) return false;
  const quoteYear = yearOf(dates[0].raw);
  return dates.slice(1).some((d) => {
    const day = dayOfYear(d.raw);
    const sentence = text.quote({ index: d.index, text: d.raw, line: text.lineIndexAt(d.index) });
    // An insurance claim's date of loss ("DOL 10/21/2025" on a February 2026 estimate) is last year, not a booking.
    // A date with no year is taken to be in the other date's year.
    const year = yearOf(d.raw) ?? quoteYear ?? 0;
    const later = day !== undefined && year * 10000 + day > (quoteYear ?? year) * 10000 + quoteDay;
    return later && !NOT_SCHEDULE.test(sentence) && !UNDECIDED.test(sentence);
  });
}

/** The year a date states ("02/24/2026", "March 4, 2026", "4/3/26"), if it states one. */
function yearOf(raw: string): number | undefined {
  const found = /[/.-](\d{4}|\d{2})\s*$/.exec(raw) ?? /,?\s(\d{4})\s*$/.exec(raw);
  if (!found) return undefined;
  const n = Number(found[1]);
  return n < 100 ? 2000 + n : n;
}

/**
 * What the durations in a sentence say: "scheduling about 3 weeks out" is when work starts, "takes 2 days" is how
 * long it lasts, and "installation within 6 weeks" commits to both.
 */
const ONCE_UNDERWAY = /^\s*(?:of\s+(?:work|install\w*)\s+)?(?:(?:after|from)\s+(?:the\s+)?(?:start(?:ing)?(?:\s+date)?|commencement)\b|once\s+(?:we(?:'re|\s+are)?\s+(?:going|started|underway|on\s+site|in)|we\s+start|started|work\s+(?:starts|begins)|underway)|on[\s-]site\b)/i;

function durationRoles(sentence: string): { start: boolean; length: boolean } {
  const roles = { start: false, length: false };
  // "Next week prob. 2-3 days.": a duration said on its own, in answer to how long, is the job's length.
  if (LONE_DURATION.test(sentence)) roles.length = true;
  for (const d of findDurations(sentence)) {
    if (d.unit === 'year') continue;
    const at = sentence.indexOf(d.raw);
    const before = sentence.slice(Math.max(0, at - 40), at);
    const after = sentence.slice(at + d.raw.length, at + d.raw.length + 20);
    if (/\binstall(?:ation|ed)?\s+(?:in|within)\s+(?:about\s+|approx\.?\s+|around\s+)?$/i.test(before)) {
      roles.start = roles.length = true;
      continue;
    }
    // "a June start, 4-5 wks once we're going", "booking May, about 2 weeks on site", "Completion 5-6 weeks after
    // start": how long, counted from the start (and the words before it may give the start too).
    const underway = ONCE_UNDERWAY.test(sentence.slice(at + d.raw.length, at + d.raw.length + 40));
    if (underway) roles.length = true;
    if (
      // "Start 3/16, 2 days": with the start date in between, the duration is how long the job takes.
      /(?:start|begin|scheduling|scheduled|lead\s+time|available|book(?:ed|ing)?)\b(?:(?!\d{1,2}\/\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d)[^.;]){0,12}$/i.test(
        before,
      ) ||
      (!underway && /^\s*(?:out|from|after|of)\b/i.test(after))
    ) {
      roles.start = true;
    } else if (!underway && (WORK_CONTEXT.test(sentence) || START.test(sentence))) {
      roles.length = true;
    }
  }
  return roles;
}

export const checkSchedule: Check = (ctx) => {
  const { text } = ctx;
  const findings: Finding[] = [];
  const scheduleSentences = [
    ...new Set(
      text.lines.filter((l) => /schedule|timeline|time\s*frame/i.test(l.heading)).map((l) => l.text),
    ),
  ];
  const sentences = new Set<string>();
  for (const m of [...text.findAll(START), ...text.findAll(COMPLETION), ...text.findAll(LENGTH_WORD)])
    sentences.add(text.quote(m));
  for (const d of [...findDurations(text.text), ...findDates(text.text)]) {
    const line = text.lineIndexAt(d.index);
    sentences.add(text.quote({ index: d.index, text: d.raw, line }));
    // "Start date: May 4. Approx 2 weeks." - a bare duration is read with the rest of its line; on a form line of
    // several fields ("Start: 2-3 WKS FROM DEPOSIT Time on site: 2 DAYS Workmanship warranty: 1 YEAR"), with its own
    // field, so that the warranty beside it does not make the start a warranty term.
    sentences.add(text.lines[line].text);
    for (const field of text.lines[line].text.split(FIELD_START)) sentences.add(field);
  }
  const relevant = [...sentences, ...scheduleSentences].filter(
    (s) => (!NOT_SCHEDULE.test(s) || SCHEDULE_LABEL.test(s)) && !UNDECIDED.test(s),
  );
  const roles = relevant.map(durationRoles);
  // The range is matched in the whole text: a line break inside it ("Tue 4/14 -\nFri 4/17") is common.
  const booked = text.findAll(DATE_RANGE).some((m) => {
    const sentence = text.quote(m);
    return (
      !NOT_SCHEDULE.test(sentence) &&
      !UNDECIDED.test(sentence) &&
      [BOOKING_CONTEXT, WORK_CONTEXT, START].some((re) => re.test(sentence))
    );
  });
  const hasStart = booked || bookedDay(text) || (Boolean(text.thread) && text.findAll(MESSAGE_DAY).length > 0) || relevant.some((s) => START.test(s)) || roles.some((r) => r.start);
  const hasLength = booked || relevant.some(namesLength) || roles.some((r) => r.length);

  if (!hasStart && !hasLength) {
    findings.push(
      finding(
        'schedule.missing',
        'medium',
        SECTION,
        '',
        'The quote gives no start date or time frame. Without one in writing, the job can be delayed indefinitely and you have nothing to point to.',
        [
          'When can you start, and how many working days will the job take?',
          'Will you put the start date and completion time in the contract?',
          'What happens if the work runs well past that time?',
        ],
      ),
    );
  } else if (!hasStart && !isSmallPlainJob(ctx)) {
    findings.push(
      finding(
        'schedule.start-missing',
        'clarification',
        SECTION,
        '',
        'The quote says how long the work takes but not when it will start. Ask for a start window in writing.',
        ['When will the work start after I sign, and what could delay it?'],
      ),
    );
  } else if (!hasLength && jobSize(ctx.price) >= COMPLETION_ASK_MIN_TOTAL) {
    findings.push(
      finding(
        'schedule.completion-missing',
        'clarification',
        SECTION,
        relevant.find((s) => START.test(s)) ?? '',
        'The quote says when work starts but not how long it will take or when it will be finished.',
        ['How many working days will the job take, and when will it be finished?'],
      ),
    );
  }
  return { checked: [SECTION], findings };
};
