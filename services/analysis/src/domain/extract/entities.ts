// Finds the typed values a reviewer looks for in a quote: money, percentages, dates, durations, quantities with
// units (roofing squares, square feet, kW, tons, SEER2...), licence numbers, phone numbers and e-mail addresses.
// Each finder returns where in the text the value was found, so a check can quote the surrounding sentence.
import type { Currency } from '@qa/contracts';

export interface Found {
  index: number;
  raw: string;
}
export interface Money extends Found {
  value: number;
}
export interface Percentage extends Found {
  value: number;
}
export interface DateValue extends Found {
  /** yyyy-mm-dd when the day, month and year are all known. */
  iso?: string;
}
export interface Duration extends Found {
  min: number;
  max: number;
  unit: 'hour' | 'day' | 'week' | 'month' | 'year';
}
export type QuantityUnit =
  | 'square'
  | 'sqft'
  | 'sqyd'
  | 'linft'
  | 'kw'
  | 'watt'
  | 'kwh'
  | 'ton'
  | 'btu'
  | 'seer'
  | 'seer2'
  | 'eer'
  | 'eer2'
  | 'hspf'
  | 'hspf2'
  | 'afue';
export interface Quantity extends Found {
  value: number;
  unit: QuantityUnit;
}
export interface LicenceNumber extends Found {
  number: string;
}

const NUMBER_WORDS: Record<string, number> = {
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
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  sixty: 60,
  ninety: 90,
};
const NUMBER = `(?:\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS).join('|')})`;

function num(text: string): number {
  const word = NUMBER_WORDS[text.toLowerCase()];
  return word ?? Number(text.replace(/,/g, ''));
}

// "$12,500.00", "$ 12500", "US$9,800", "$12.5k", "-$500", "($250.00)", "USD 4,200". A minus counts only
// when it is glued to the "$" and does not follow another amount, so "$28,000 - $32,000" is a range; after a note in
// brackets it still counts ("Spring special (sign by 3/13) -$2,242.50").
const MONEY =
  /(\()?((?<![\d)]\s*)-|(?<=\)\s+)-(?=\$))?(?:(?:US)?\$\s?|USD\s?)(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?(?:\s?([kK]|M{1,2}|million)\b)?\)?|(\d{1,3}(?:,\d{3})+|\d+)(\.\d{2})?\s?USD\b/g;

// "$38-42K", "$8 to 9.5k": a range whose one suffix counts for both ends.
const RANGE_IN_THOUSANDS = /\$\s?(\d{1,3}(?:\.\d{1,2})?)\s?(?:-|\u2013|to)\s?\$?\s?(\d{1,3}(?:\.\d{1,2})?)\s?[kK]\b/g;

export function findMoney(text: string): Money[] {
  const out: Money[] = [];
  const ranges = [...text.matchAll(RANGE_IN_THOUSANDS)];
  for (const r of ranges) {
    const high = r.index + r[0].lastIndexOf(r[2]);
    out.push({ index: r.index, raw: `$${r[1]}`, value: Number(r[1]) * 1000 });
    out.push({ index: high, raw: r[0].slice(r[0].lastIndexOf(r[2])), value: Number(r[2]) * 1000 });
  }
  const inRange = (i: number) => ranges.some((r) => r.index <= i && i < r.index + r[0].length);
  for (const m of text.matchAll(MONEY)) {
    if (inRange(m.index)) continue;
    const whole = m[3] ?? m[6];
    const cents = m[4] ?? m[7] ?? '';
    let value = Number(whole.replace(/,/g, '') + cents);
    // "$6.5k", and an insurance limit "$1M" or "$2 million".
    if (m[5]) value *= /^k$/i.test(m[5]) ? 1000 : 1_000_000;
    // "($450.00)" is a credit, but "Twelve Thousand Five Hundred Dollars ($12,500.00)" is the figure for the words.
    const writtenOut = /dollars\s*$/i.test(text.slice(0, m.index));
    const negative = Boolean(m[2]) || (Boolean(m[1]) && m[0].endsWith(')') && !writtenOut);
    out.push({ index: m.index, raw: m[0], value: negative ? -value : value });
  }
  return out.sort((a, b) => a.index - b.index);
}

/**
 * A sum written short without a currency sign ("Need 5k to start", "2.5K down"), for sentences already known to be
 * about paying: elsewhere "18k" is a size ("18k BTU").
 */
export function findShortThousands(text: string): number | undefined {
  const m = /(?<![\w$.,])(\d{1,3}(?:\.\d{1,2})?)\s?[kK]\b/.exec(text);
  return m ? Number(m[1]) * 1000 : undefined;
}

/**
 * Amounts written without a currency sign but shaped like money ("12,500.00", "8,450", Indian "1,16,600.00"), for
 * lines already known to be about price (a "Total" row, or a row under an "Amount (Rs.)" column).
 */
export function findBareAmounts(text: string): Money[] {
  const out: Money[] = [];
  // A figure followed by a unit of measure ("1,800 mm up the shower walls", "2,400 L tank") is a size, not money.
  // A minus counts only after a space, a colon or a bracket ("Less: discount -3,600.00"), never between two figures;
  // one set apart by spaces only after a colon or a bracket ("Less: - 3,600.00"): "LS - 6,500.00" is a table's empty
  // rate cell before the amount.
  for (const m of text.matchAll(
    /(?<![\d.,$/-])(-(?=\d)|(?<=[:(]\s?)-\s)?(\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d{2})?|\d{1,7}\.\d{2})(?![\d%/-]|\s?(?:sq|sf|ft|lf|kw|w\b|ton|btu|psi\b|cfm\b|gpm\b|mm\b|cm\b|m\b|m2\b|m²|inch|in\.|kg\b|l\b|lit(?:re|er)s?\b|gal))/gi,
  )) {
    const value = Number(m[2].replace(/,/g, ''));
    out.push({ index: m.index, raw: m[0], value: m[1] ? -value : value });
  }
  return out;
}

const FRACTIONS: [RegExp, number][] = [
  [/\b(?:one[\s-])?half\b|\b1\/2\b/i, 50],
  [/\bone[\s-]third\b|\b1\/3\b/i, 100 / 3],
  [/\btwo[\s-]thirds\b|\b2\/3\b/i, 200 / 3],
  [/\bone[\s-]quarter\b|\b1\/4\b/i, 25],
];

export function findPercentages(text: string): Percentage[] {
  const out: Percentage[] = [];
  for (const m of text.matchAll(/(\d{1,3}(?:\.\d+)?)\s?(?:%|percent\b|pct\b)/gi)) {
    out.push({ index: m.index, raw: m[0], value: Number(m[1]) });
  }
  for (const [pattern, value] of FRACTIONS) {
    for (const m of text.matchAll(new RegExp(pattern.source, 'gi')))
      out.push({ index: m.index, raw: m[0], value });
  }
  return out.sort((a, b) => a.index - b.index);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';

export function findDates(text: string): DateValue[] {
  const out: DateValue[] = [];
  const iso = (y: number, mo: number, d: number) =>
    mo >= 1 && mo <= 12 && d >= 1 && d <= 31
      ? `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`
      : undefined;
  const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));
  for (const m of text.matchAll(/\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/g)) {
    out.push({ index: m.index, raw: m[0], iso: iso(fullYear(m[3]), Number(m[1]), Number(m[2])) });
  }
  for (const m of text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) {
    out.push({ index: m.index, raw: m[0], iso: iso(Number(m[1]), Number(m[2]), Number(m[3])) });
  }
  for (const m of text.matchAll(
    new RegExp(`\\b${MONTH_NAME}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4}))?`, 'gi'),
  )) {
    const month = MONTHS.indexOf(m[1].slice(0, 3).toLowerCase()) + 1;
    out.push({ index: m.index, raw: m[0], iso: m[3] ? iso(Number(m[3]), month, Number(m[2])) : undefined });
  }
  for (const m of text.matchAll(
    // Day first, as written outside the US: "3 Mar 2026", "Tuesday 14th April".
    new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_NAME}(?:,?\\s+(\\d{4}))?\\b`, 'gi'),
  )) {
    const month = MONTHS.indexOf(m[2].slice(0, 3).toLowerCase()) + 1;
    out.push({ index: m.index, raw: m[0], iso: m[3] ? iso(Number(m[3]), month, Number(m[1])) : undefined });
  }
  return dedupeByIndex(out);
}

export function findDurations(text: string): Duration[] {
  const out: Duration[] = [];
  // "3-5 business days", "two (2) weeks", "6 to 8 weeks", "1 day".
  const re = new RegExp(
    `\\b(${NUMBER})(?:\\s*\\(\\d+\\))?(?:\\s*(?:-|to|or)\\s*(${NUMBER})(?:\\s*\\(\\d+\\))?)?\\s*(?:business\\s+|working\\s+|calendar\\s+|full\\s+)?(hour|hr|day|week|wk|month|mo|year|yr)s?\\b`,
    'gi',
  );
  for (const m of text.matchAll(re)) {
    const unit =
      ({ hr: 'hour', wk: 'week', mo: 'month', yr: 'year' } as Record<string, Duration['unit']>)[
        m[3].toLowerCase()
      ] ?? (m[3].toLowerCase() as Duration['unit']);
    const min = num(m[1]);
    out.push({ index: m.index, raw: m[0], min, max: m[2] ? num(m[2]) : min, unit });
  }
  return out;
}

const QUANTITY_PATTERNS: [QuantityUnit, RegExp][] = [
  // "32 squares", "32 SQ", "32 sq." but not "32 sq ft" / "32 sq. yd".
  [
    'square',
    /(?<![\d,.])(\d+(?:\.\d+)?)\s*(?:roofing\s+)?(?:squares|square(?!\s*(?:f(?:ee|oo)t|yards?|meters?))|sqs|sq)\b(?!\.?\s*(?:ft|feet|foot|yds?|yards?|in|m)\b)/gi,
  ],
  [
    'sqft',
    /(?<![\d,.])(\d[\d,]*(?:\.\d+)?)\s*(?:sq\.?\s*f(?:ee|oo)?t\.?|sqft|sf\b|s\.f\.|ft2\b|ft\u00b2|square\s+f(?:ee|oo)t)/gi,
  ],
  // A rate sheet's "Unit  Qty  Rate" columns: "sq ft 1,150 22" (the unit, the quantity, then its rate).
  ['sqft', /(?<=\b(?:sq\.?\s*ft|sft|sqft)\s+)(\d{1,3}(?:,\d{3})+|\d{2,5})(?=\s+\d[\d,]*(?:\.\d{1,2})?\s*$)/gim],
  ['sqyd', /(?<![\d,.])(\d[\d,]*(?:\.\d+)?)\s*(?:sq\.?\s*y(?:ar)?ds?\.?|sy\b|square\s+yards?)/gi],
  [
    'linft',
    /(?<![\d,.])(\d[\d,]*(?:\.\d+)?)\s*(?:lf\b|l\.f\.|lin\.?\s*f(?:ee|oo)?t\.?|linear\s+f(?:ee|oo)?t|ln\.?\s*ft)/gi,
  ],
  // "180 ft of 6' privacy fence": fence and railing runs are often given in plain feet.
  ['linft', /(?<![\d,.])(\d[\d,]*)\s*(?:ft\.?|feet|foot)\s+(?:of\s+)?(?:[\w'"-]+\s+){0,3}(?:fenc|rail)/gi],
  // "6.6 kW", "5 kWp" (kilowatts peak, as most of the world writes a solar array's size), "7.2 kW DC".
  ['kw', /(?<![\d,.])(\d+(?:\.\d+)?)\s*(?:kw(?!h)p?|kilowatts?(?![\s-]*hours?)(?:\s+peak)?)(?:\s*-?\s*(?:dc|ac))?\b/gi],
  ['kwh', /(?<![\d,.])(\d[\d,]*(?:\.\d+)?)\s*(?:kwh|kilowatt[\s-]hours?)\b/gi],
  ['watt', /(?<![\d,.])(\d{3})\s*(?:w|watts?|wp)\b/gi],
  ['ton', /(?<![\d,.])(\d+(?:\.\d+)?)\s*[- ]?tons?\b/gi],
  ['btu', /(?<![\d,.])(\d{1,3}(?:,\d{3})|\d{4,6}|\d{2,3}k)\s*(?:btu(?:h|\/h(?:r)?)?|mbh)\b/gi],
];
const RATINGS: [QuantityUnit, string][] = [
  ['seer2', 'SEER2'],
  ['seer', 'SEER'],
  ['eer2', 'EER2'],
  ['eer', 'EER'],
  ['hspf2', 'HSPF2'],
  ['hspf', 'HSPF'],
  ['afue', 'AFUE'],
];

export function findQuantities(text: string): Quantity[] {
  const out: Quantity[] = [];
  for (const [unit, re] of QUANTITY_PATTERNS) {
    for (const m of text.matchAll(re)) {
      const raw = m[1].toLowerCase();
      const value = raw.endsWith('k') ? Number(raw.slice(0, -1)) * 1000 : Number(raw.replace(/,/g, ''));
      if (value > 0) out.push({ index: m.index, raw: m[0], value, unit });
    }
  }
  for (const [unit, name] of RATINGS) {
    // "16.2 SEER2", "SEER2 16.2", "SEER2: 16.2", "96% AFUE", "AFUE 96%".
    const after = new RegExp(`(\\d{1,2}(?:\\.\\d{1,2})?)\\s*%?\\s*${name}(?![A-Za-z0-9])`, 'gi');
    const before = new RegExp(
      `(?<![A-Za-z])${name}(?![A-Za-z0-9])\\s*(?:rating\\s*)?(?:of\\s*)?[:=]?\\s*(\\d{1,2}(?:\\.\\d{1,2})?)`,
      'gi',
    );
    for (const m of [...text.matchAll(after), ...text.matchAll(before)]) {
      out.push({ index: m.index, raw: m[0], value: Number(m[1]), unit });
    }
  }
  return dedupeByIndex(out.filter((q) => !(q.unit === 'seer' && /seer2/i.test(q.raw))));
}

// "Lic. #1045678", "License No: CBC1264589", "CSLB 1098765", "ROC 312456", "HIC# 0654321", "MHIC 12345",
// "Contractor Cert. #1178342".
// "License #CGC1529384", "Lic. no. 1045522", and a class before the number: "License H2 #31447".
const LICENCE =
  /\b(?:licen[sc]e|lic|cslb|roc|hic|mhic|ccb|tdlr|registration|reg|cert(?:ificate|ification)?)\b\.?\s*(?:no\b\.?|number|num\b\.?|#)?\s*[:#.]?\s*(?:#\s*)?((?:[A-Z]{1,8}[- .]?)?\d[A-Z0-9-]{2,14}|[A-Z]{1,3}\d?\s*#\s*\d{4,10})\b/gi;

const STREET_AFTER =
  /^\s+(?:[NSEW]\.?\s+)?[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+(?:St|Street|Rd|Road|Ave|Avenue|Pike|Dr|Drive|Ln|Lane|Blvd|Boulevard|Way|Ct|Court|Hwy|Highway|Pl|Place|Cres|Crescent|Tce|Terrace|Pkwy|Parkway)\b/;
// A line that talks about licensing, where a number may stand apart from the keyword
// ("TACLA00123456E | Regulated by TDLR", "Licensed in Florida: CGC1529384").
const LICENCE_LINE =
  /licen[sc]|\bcertified\b|\blic\b|\bcslb\b|\broc\b|\btdlr\b|\bregist|\bregulated\b|\bccb\b|\bhic\b|\bmhic\b|contractor\s*(?:#|no)/i;
const LEAD_SAFE_CERTIFICATE = /\b(?:EPA|lead[\s-]safe|RRP)\b/i;
// "Contract # PE-3318", "Quote no. Q-26-0318": the document's own number.
const DOCUMENT_NUMBER_BEFORE = /\b(?:contract|invoice|quote|quotation|estimate|proposal|job|order|ref(?:erence)?|account|acct)\.?\s*(?:#|no\.?|number)?\s*:?\s*$/i;
// Letters with digits ("CGC1529384", "EC.0101234", a licence class and its number apart: "TECL 34871") or six or
// more digits; never a phone number or ZIP+4 (a state's two letters and a ZIP are not three letters).
const LICENCE_TOKEN = /\b(?:[A-Z]{1,8}[-.]?\d[A-Z0-9-]{3,14}|[A-Z]{3,8}\s#?\d{4,10}|\d{6,10})\b/g;

// A number right after the licence class, even on the next line ("Residential Building Contractor BC-771204",
// "HVAC Contractor TACLA00031874C"): capital letters then four or more digits, or six or more digits alone.
// "Contractor: CGC1529384", "Electrical Contractor Business Permit 34EB01987000" (New Jersey numbers begin with
// digits), and a licensed trade's title with its number: "KY Master Plumber M7741",
// "Journeyman Electrician #E-20417", "Gas Safe engineer 123456"; a number in two groups: "Plumbing Contractor 058-196422";
// a contractor class before the number: "GA Electrical Contractor Class II EN213094".
const CONTRACTOR_NUMBER =
  /\b(?:[Cc]ontractor|CONTRACTOR|(?:[Mm]aster|MASTER|[Jj]ourneyman|JOURNEYMAN|[Ll]icensed|LICENSED)\s+(?:[Pp]lumber|PLUMBER|[Ee]lectrician|ELECTRICIAN|[Gg]as\s?[Ff]itter|HVAC|[Mm]echanical)|[Gg]as\s+[Ss]afe(?:\s+(?:[Ee]ngineer|[Rr]egistered|[Rr]eg\.?))?)(?:\s+(?:[Cc]lass|CLASS)\s+[IVXA-Z\d]{1,4})?(?:\s+(?:[Bb]usiness\s+)?(?:[Pp]ermit|[Rr]egistration|[Rr]eg\.?|[Ll]icen[cs]e))?(?:\s+(?:[Nn]o\.?|#|[Nn]umber))?:?\s+#?((?:[A-Z]{1,8}[-.]?\d{4,}|\d{1,3}[A-Z]{1,4}\d{4,}|\d{6,10}|\d{2,4}-\d{5,8})[A-Z]?)\b/g;

// In a letterhead or a signature block, a board's acronym with the number right after it ("TECL 31477",
// "REC 27741", "ROC 312456"): document, tax and address numbers are told apart by their own acronyms.
// Some boards end the number with a class letter: Texas's "TACLA00089123E".
const CREDENTIAL_ACRONYM = /(?<![A-Za-z0-9#-])([A-Z]{3,5})\s?#?\s?(\d{4,8})[A-Z]?\b(?![-/.]\d)/g;
const NOT_A_CREDENTIAL =
  /^(?:INV|EST|QTE|QUO|REF|JOB|ACCT|ACN|ABN|EIN|TIN|GST|HST|VAT|QST|PST|UNIT|SUITE|BOX|HWY|RTE|TEL|FAX|MOB|CELL|ZIP|ORDER|PAGE|DATE|NET|USD|CAD|AUD|GBP|EUR|NZD|PPA|SEER|HSPF|AFUE|BTU|MERV|HERS|ISO|ANSI|ASTM|UL|APR|LLC|INC|LTD|PTY)$/;
const HEAD_OR_FOOT_LINES = 8;

function letterheadCredentials(text: string): LicenceNumber[] {
  const lines = text.split('\n');
  const out: LicenceNumber[] = [];
  let offset = 0;
  lines.forEach((line, i) => {
    if (i < HEAD_OR_FOOT_LINES || i >= lines.length - HEAD_OR_FOOT_LINES) {
      for (const m of line.matchAll(CREDENTIAL_ACRONYM))
        if (!NOT_A_CREDENTIAL.test(m[1])) out.push({ index: offset + m.index, raw: m[0], number: m[2] });
    }
    offset += line.length + 1;
  });
  return out;
}

// "Certified Installer Level III, No. 4127" (the number may wrap to the next line): a credential's title, then its number.
const TITLED_NUMBER = /\b(?:certified|licen[sc]ed|registered)\s+(?:[A-Za-z][\w-]*,?\s+){0,4}(?:no\.?|#|number)\s*:?\s*#?(\d{3,10})\b/gi;

export function findLicenceNumbers(text: string): LicenceNumber[] {
  const found = [...text.matchAll(LICENCE), ...text.matchAll(CONTRACTOR_NUMBER), ...text.matchAll(TITLED_NUMBER)]
    // Three digits at least; Washington's registrations are mostly letters ("CASCAEI873LN"), long and with two or more.
    .filter((m) => {
      const digits = (m[1].match(/\d/g) ?? []).length;
      return digits >= 3 || (digits >= 2 && m[1].replace(/[^A-Z0-9]/gi, '').length >= 10);
    })
    // "PA HIC #:" left blank above "1820 Fruitville Pike": the number starts a street address.
    .filter((m) => !STREET_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 40)))
    .map((m) => ({ index: m.index, raw: m[0], number: m[1] }));
  const phones = findPhones(text).map((p) => [p.index, p.index + p.raw.length]);
  let offset = 0;
  let previous = '';
  for (const line of text.split('\n')) {
    // "... Licensed Building Practitioner" / "(Carpentry) BP 123456.": a sentence about the licence wrapped before its
    // number.
    // A form's blank ("MA HIC Reg. No.: ______") is not continued by the next line's figures ("Contract # PE-3318"),
    // and an EPA lead-safe certificate ("Certified Firm NAT-F201884-2") is no contractor's licence.
    const continues = LICENCE_LINE.test(previous) && !/[.!?:;_]\s*$/.test(previous);
    if ((LICENCE_LINE.test(line) || continues) && !(LEAD_SAFE_CERTIFICATE.test(line) && !/licen[sc]/i.test(line))) {
      for (const m of line.matchAll(LICENCE_TOKEN)) {
        if (DOCUMENT_NUMBER_BEFORE.test(line.slice(0, m.index))) continue;
        const at = offset + m.index;
        const inPhone = phones.some(([a, b]) => at >= a && at < b);
        if (
          !inPhone &&
          !/^\d{5}-\d{4}$/.test(m[0]) &&
          !found.some((f) => f.index <= at && at < f.index + f.raw.length)
        ) {
          found.push({ index: at, raw: m[0], number: m[0] });
        }
      }
    }
    offset += line.length + 1;
    previous = line;
  }
  for (const c of letterheadCredentials(text))
    if (!found.some((f) => f.index <= c.index && c.index < f.index + f.raw.length)) found.push(c);
  return found.sort((a, b) => a.index - b.index);
}

// North American numbers ("(614) 555-0147", "317.555.0149"); numbers elsewhere, with their country code
// ("+353 87 555 2194") or the trunk zero ("08 8555 0172", "020 7946 0958", "087 555 2194"); and any run of digits
// after a phone label ("Ph: 98450 55218", "Mob. 0412 555 018").
const PHONES = [
  /(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\b\d{3})[\s.-]?\d{3}[\s.-]\d{4}\b/g,
  /\+\d{1,3}(?:[\s.-]?\(?\d{1,4}\)?){2,5}\b/g,
  /(?<![\d,.])\(?0\d{1,4}\)?[\s.-]\d{3,4}[\s.-]?\d{3,4}\b/g,
  // A mobile written as one run of digits: British "07700900418", Australian "0412555678".
  /(?<![\d,.])0(?:7\d{9}|4\d{8})(?!\d)/g,
  /(?<=\b(?:ph|phone|tel|telephone|mob|mobile|cell|call)\.?\s*:?\s*)\+?\d[\d\s.-]{6,14}\d\b/gi,
];

// Countries whose numbers have neither a trunk zero nor an area code: Singapore's eight digits ("6555 0187").
const LOCAL_PHONES: Partial<Record<Currency, RegExp>> = {
  SGD: /(?<![\d.,$])[3689]\d{3}[\s-]?\d{4}(?![\d.,])/g,
};

export function findPhones(text: string, currency?: Currency): Found[] {
  const local = currency ? LOCAL_PHONES[currency] : undefined;
  const found = [...PHONES, ...(local ? [local] : [])].flatMap((re) => [...text.matchAll(re)].map((m) => ({ index: m.index, raw: m[0] })));
  return found
    .sort((a, b) => a.index - b.index || b.raw.length - a.raw.length)
    .filter((f, i, all) => !i || all[i - 1].index + all[i - 1].raw.length <= f.index);
}

export function findEmails(text: string): Found[] {
  return [...text.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)].map((m) => ({ index: m.index, raw: m[0] }));
}

function dedupeByIndex<T extends Found>(items: T[]): T[] {
  const seen = new Set<number>();
  return items
    .sort((a, b) => a.index - b.index)
    .filter((it) => (seen.has(it.index) ? false : (seen.add(it.index), true)));
}

const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY';
// "Kirkwood MO 63122", "Austin, TX 78704-1234": a state's postal code before a ZIP code, as addresses are written.
const STATE_BEFORE_ZIP = new RegExp(String.raw`\b(${US_STATES})\.?,?\s+\d{5}(?:-\d{4})?\b`);

/** The US state of the first address in the quote (usually the contractor's letterhead), by its postal code. */
export function findUsState(text: string): string | undefined {
  return STATE_BEFORE_ZIP.exec(text)?.[1];
}
