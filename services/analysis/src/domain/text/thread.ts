// A text-message thread ("Rick: $1895 cash or check" / "Me: Is there a warranty?") is often the whole quote. Only
// the contractor's messages are the quote: the homeowner's questions and replies are not its terms, so "Is there a
// warranty?" is not a warranty and "Leave the wood please" is not work the contractor promised.
import { withinOneEdit } from './phrases';

// "Cody:", "Me:", "Mike R:", "Sipho SM Painters:", and as chat apps print them, with the time and the phone owner
// marked: "Priya (you) 18:02:", "Dean (11:47 am):", "[07/03/2026, 19:40] Dave:". A form's labels ("Name:",
// "Address:") are not speakers, and never alternate; nor is a chat app's own line ("Thu, Mar 5, 2:14 PM").
const SPEAKER =
  /^(?:\[[^\]]{4,30}\]\s*)?([A-Z][A-Za-z.'&-]{0,14}(?: [A-Z][A-Za-z.'&-]{0,14}){0,2})(?:\s\((?:you|me|\d{1,2}[:.]\d{2}(?:\s?[aApP]\.?[mM]\.?)?)\))?(?:,?\s\d{1,2}[:.]\d{2}(?:\s?[aApP]\.?[mM]\.?)?)?\s{0,2}:\s+\S/;
const FORM_LABELS =
  /^(?:name|address|date|time|phone|ph|tel|cell|mobile|email|e-mail|fax|web|website|to|from|sent|cc|bcc|subject|re|attn|job|job site|site|customer|client|owner|project|scope|terms|note|notes|total|subtotal|price|deposit|balance|start|warranty|payment|quote|estimate|invoice|ref|our ref|description|item|qty|rate|amount|tax|gst|hst|vat|licen[cs]e|insurance|signature|signed|accepted|approved|options?|step|days?|hours?|cost|read|delivered|seen|today|yesterday|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?)$/i;
// A chat app's message header on a line of its own, the sender and the time, the message below it: "Johan ProCoat
// 10:04", "Mrs Naidoo 09:14", "Me, 2:41 PM", "Me (Anika) 9:14 am", "Dave - Keystone Plumbing 4:12 PM", "Dave Roofer ·
// Tue 10 Mar, 19:40", an e-mail client's "Aoife Brennan <aoife@mail.example> Tue, 24 Feb 2026, 21:14", and as a scan
// reads them ("Megan. Tue, Mar 10,620 PM"), and a pasted copy's "Jared (Apex) - Mon 3/2 4:05 PM:". The sender holds
// until the next header,
// across the gaps between messages.
const HEADER =
  /^([A-Z][A-Za-z.'&-]{0,20}(?: [A-Z][A-Za-z.'&-]{0,20}){0,2}?(?: [-\u2013] (?!(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b)[A-Z][A-Za-z.'&-]{0,20}(?: [A-Z][A-Za-z.'&-]{0,20}){0,2})?)(?: \([A-Za-z.' -]{1,20}\))?(?: <[^<>\s@]+@[^<>\s]+>)?(?:\s*[-\u00b7\u2022|,.+]\s*|\s+)(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z]{3,9}\.?,?\s*|[A-Za-z]{3,9}\.?\s+\d{1,2},?\s*|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?,?\s+)?(?:\d{4},?\s+)?(?:at\s+)?(?:\d{1,2}[:.]\d{2}(?:\s?[ap]\.?m\.?)?|\d{3,4}\s?[ap]\.?m\.?)\s*:?$/i;
// A printed e-mail thread heads each message with its sender: "From: Marco Ruiz <marco@rosecityplumbing.com>",
// "From: Jenna Morales", and as a web mail prints it, in columns without a colon and the address wrapped ("From Dana
// Kowalczyk <dan" over "To Tom Hale", "From Ciarán Doyle <ciaran@"): without the colon only with the "To" line
// under it. Outlook prints the date on the same line: "From: Cody Barlow <cody@...> Sent: Tuesday, March 3".
const EMAIL_FROM =
  /^From(:?)\s+(\p{Lu}[\p{L}.'&-]{0,20}(?: \p{Lu}[\p{L}.'&-]{0,20}){0,3})(?:\s*<[^<>\s]*>?)?(?:\s+(?:Sent|Date):\s.*)?\s*$/u;
const EMAIL_TO = /^To:?\s+\S/;
const BUBBLE_MARK = /^\s*(?:>>?|<)\s+/;
// India groups by hundreds ("Rs. 1,85,000").
const MONEY = /[$£€]\s?\d|\b(?:Rs\.?|INR)\s?\d|\bR\s?\d{1,3}[, ]\d{3}/g;
const SELF = /^(?:me|you)$/i;
const BUSINESS =
  /\b(?:LLC|Ltd|Inc|Pty|licen[cs]ed?|lic\.?\s*#|master\s+(?:plumber|electrician)|we\s+(?:install|pull|supply|fit|quote|carry)|our\s+(?:crew|team|price|quote|master|installer|technician)s?)\b/i;

/** Who says what in a thread: the line indexes of messages not from the contractor, or undefined if not a thread. */
export function othersMessages(lines: string[]): Set<number> | undefined {
  const speakerOf: (string | undefined)[] = [];
  let current: string | undefined;
  let headed = false;
  const names: string[] = [];
  // Senders named by an e-mail's "From:" line: a sender for sure, even of one message.
  const sent = new Set<string>();
  // One sender read two ways by OCR ("Luis LV Fence", "Luis Lv Fence") is one speaker.
  const speaker = (name: string) => {
    const key = name.toLowerCase().replace(/[^a-z]/g, '');
    const known = names.find((n) => n === key || (key.length >= 5 && withinOneEdit(n, key)));
    if (known) return known;
    names.push(key);
    return key;
  };
  lines.forEach((raw, i) => {
    // A screenshot's bubbles as a reader may mark them: ">> Me (Priya) 18:57", "< Gary Bathroom Fitter".
    const line = raw.replace(BUBBLE_MARK, '');
    const header = HEADER.exec(line.trim());
    const m = SPEAKER.exec(line.trim());
    const from = EMAIL_FROM.exec(line.trim());
    if (from && (from[1] || lines.slice(i + 1, i + 4).some((next) => EMAIL_TO.test(next.trim())))) {
      current = speaker(from[2]);
      headed = true;
      sent.add(current);
    } else if (header && !FORM_LABELS.test(header[1])) {
      current = speaker(header[1]);
      headed = true;
    } else if (m && !FORM_LABELS.test(m[1])) current = speaker(m[1]);
    else if (!line.trim() && !headed) current = undefined;
    speakerOf.push(current);
  });
  const turns = speakerOf.filter((s, i) => s && s !== speakerOf[i - 1]) as string[];
  // The two sides of a conversation each speak more than once; a label that opens one line of a pasted quote
  // ("Includes: new gas flex connector ...") speaks once, and what follows it is the quote, not another speaker's.
  const speakers = [...new Set(turns)].filter((s) => sent.has(s) || turns.filter((t) => t === s).length >= 2);
  // Three e-mails (a quote, the homeowner's choice, the contractor's confirmation) are a conversation.
  if (speakers.length < 2 || turns.length < (speakers.every((s) => sent.has(s)) ? 3 : 4)) return undefined;
  const money = (s: string) =>
    lines.reduce((n, line, i) => n + (speakerOf[i] === s ? (line.match(MONEY)?.length ?? 0) : 0), 0);
  // The chat's title on the homeowner's screen is the contact's name: "Luis - Valley Flow Plumbing".
  const title = (lines.find((l) => l.trim()) ?? '').toLowerCase().replace(/[^a-z]/g, '');
  // The contractor quotes the prices; with none, the one the chat is titled by, then the one who is not "Me".
  // Then, with no price said yet ("pricing will follow") and a title that names neither, the one who writes as the
  // business: its name, licence, trade.
  const business = (s: string) =>
    lines.reduce((n, line, i) => n + (speakerOf[i] === s && BUSINESS.test(line) ? 1 : 0), 0);
  const contractor = [...speakers].sort(
    (a, b) =>
      money(b) - money(a) ||
      Number(title.startsWith(b)) - Number(title.startsWith(a)) ||
      business(b) - business(a) ||
      Number(SELF.test(a)) - Number(SELF.test(b)),
  )[0];
  return new Set(speakerOf.flatMap((s, i) => (s && speakers.includes(s) && s !== contractor ? [i] : [])));
}
