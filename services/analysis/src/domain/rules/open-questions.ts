// An open question the price depends on: "this wall may be load bearing; if so a beam will be priced as an
// extra", "we will not know how far the damage goes until the mason is on the roof". The homeowner is asked to
// sign before the biggest unknown of the job is answered, so the price can move by more than any line item.
// Asked of the clause model: a hedged clause about the structure or the design, followed by its cost left open,
// or a clause saying the answer (and the price) comes only after a later visit.
import { clausesOf, type Clause } from '../clauses/clauses';
import { SECTIONS, type Finding } from '../types';
import { finding, type Check } from './rule';

const STRUCTURE =
  /\bload[\s-]?bearing\b|\bstructural\b|\bbeams?\b|\bjoists?\b|\bheaders?\b|\bfootings?\b|\bfoundation\b|\bengineer(?:ing|'s)?\b|\b(?:layout|design|floor\s+plan)\b/i;
const COST_OPEN =
  /\b(?:extra|additional|not\s+included|separate(?:ly)?|priced\s+(?:later|after|separately|as)|at\s+(?:additional\s+)?cost|change\s+order|will\s+be\s+required)\b/i;
const MAYBE = /\bif\b|\bshould\b|\bin\s+case\b/i;
const HIDDEN_DAMAGE = /\brot(?:ten|ted|ting)?\b|\bdecay(?:ed)?\b|\bdamage[sd]?\b|\bmou?ld\b|\btermites?\b|\bwoodworm\b/i;
// "Once you have decided on the liner and we have talked to your insurer, we will send you a written quotation": the
// price waits on a choice still open. "Until the engineer has been, we cannot say whether steel is needed": the same,
// the other way round.
const UNKNOWN_UNTIL =
  /\b(?:until|till)\b[^.;]{0,60}\b(?:will\s+not|won'?t|do\s+not|don'?t|cannot|can'?t)\s+(?:yet\s+)?(?:know|tell|say|determine|confirm|price|quote|estimate)\b|\b(?:will\s+not|won'?t|do\s+not|don'?t|cannot|can'?t)\s+(?:yet\s+)?(?:know|tell|say|determine|confirm|price|quote|estimate|cost)\b[^.;]{0,80}\b(?:until|till|before|after)\b|\b(?:pricing|price|cost|quote|estimate)(?:\s+(?:for|of)(?:\s+\w+){1,3}?)?\s+(?:will\s+(?:be\s+)?(?:provided|given|sent|confirmed)|to\s+follow)\s+(?:after|once|following|when)\b|\b(?:we|I)(?:'ll|\s+will)\s+(?:send|give|get|provide|confirm|e-?mail|forward)\s+(?:you\s+)?(?:a\s+|the\s+|our\s+)?(?:firm\s+|final\s+|fixed\s+|full\s+)?(?:price|quote|pricing|cost|figure|number)\b[^.;]{0,30}?\b(?:once|after|when|until)\b[^.;]{0,80}\b(?:know|see|find|assess\w*|inspect\w*|investigat\w*)\b|\b(?:once|after|when)\b[^.;]{0,80}\b(?:decided|chosen|agreed|confirmed|talked|spoken|heard)\b[^.;]{0,60}\b(?:we|I)(?:'ll|\s+will)\s+(?:send|give|provide|prepare)\s+(?:you\s+)?(?:a\s+|the\s+|our\s+)?(?:written\s+|firm\s+|final\s+|fixed\s+|full\s+)?(?:price|quote|quotation|pricing|estimate|cost)\b/i;

const GUESSED =
  /\b(?:roughly|approx\w*|about|around|ballpark|circa|between)\s+(?:EUR|GBP|USD|AUD|CAD|NZD|[$\u00a3\u20ac])?\s?\d|\d\s*(?:to|-|\u2013)\s*(?:EUR|GBP|USD|AUD|CAD|NZD|[$\u00a3\u20ac])?\s?\d/i;
const CAPPED =
  /\b(?:won'?t|will\s+not|never)\s+(?:go\s+over|exceed|be\s+more\s+than)\b|\bnot\s+to\s+exceed\b|\bcapped\s+at\b|\bno\s+more\s+than\s+\$/i;

function openQuestion(clauses: Clause[]): Clause | undefined {
  // A tier of Good/Better/Best or Method A/B is a whole job: a question inside it is open for the job too.
  const usable = clauses.filter((c) => c.role !== 'label' && c.role !== 'unticked' && (c.role !== 'option' || c.tier));
  // Damage that may or may not be there once the old work is out ("can't price it till the bath's out: if the
  // joists are rotten ...") is a hidden condition (vague.unforeseen); damage already seen whose extent is unknown
  // ("we won't know how far the damage goes until the mason is up") is the open question.
  // A ceiling on the answer ("I won't go over $10,900") closes the question the price depends on.
  const unknown = usable.find(
    (c) => UNKNOWN_UNTIL.test(c.text) && !(HIDDEN_DAMAGE.test(c.text) && MAYBE.test(c.text)) && !CAPPED.test(c.text),
  );
  if (unknown) return unknown;
  return usable.find((c, i) => {
    // "We believe it is not load-bearing; if it turns out to be, a beam will be priced separately": hedged or
    // conditional, the structural question is open.
    if ((c.polarity !== 'hedged' && c.polarity !== 'conditional') || !STRUCTURE.test(c.text)) return false;
    // "Any rotted joists found after demolition will be repaired at additional cost" is hidden damage
    // (vague.unforeseen), not a question about the design.
    if (c.polarity === 'conditional' && HIDDEN_DAMAGE.test(c.text)) return false;
    // "Extra footings where the soil is loose, $60 each": priced, so the price does not wait on the answer. The row's
    // own amount after the sentence has ended ("... quoted as an extra. $2,850.00") prices the row, not the question.
    // A guess or a range ("roughly EUR 2,000 to EUR 2,800") leaves the price open still.
    if (
      c.polarity === 'conditional' &&
      c.amounts.some((a) => !/[.!?]\s*$/.test(c.text.slice(0, a.index))) &&
      !GUESSED.test(c.text)
    )
      return false;
    const next = usable[i + 1];
    return COST_OPEN.test(c.text) || (next !== undefined && next.line - c.line <= 1 && COST_OPEN.test(next.text));
  });
}

export const checkOpenQuestions: Check = (ctx) => {
  // A part of the job "priced later" is the price model's open price (vague.open-price), not a second finding.
  const unpriced = ctx.price.unpricedPart;
  // "Price: $7,200 to $8,400. The spread is the carpentry - we won't know how far it goes until we scrape": a range
  // stated beside the question prices it (the range is the price model's finding).
  const { price, text } = ctx;
  const rangeAt = price.noSinglePrice === 'range' && price.totalText ? text.text.indexOf(price.totalText) : -1;
  const rangeLine = rangeAt >= 0 ? text.lineIndexAt(rangeAt) : undefined;
  const question = openQuestion(
    clausesOf(text).filter(
      (c) => (!unpriced || !unpriced.includes(c.text.trim())) && !(rangeLine !== undefined && Math.abs(c.line - rangeLine) <= 3),
    ),
  );
  const findings: Finding[] = question
    ? [
        finding(
          'scope.open-question',
          'medium',
          SECTIONS.scope,
          question.text,
          `The price depends on a question the quote leaves open: "${question.text.trim().slice(0, 140)}". Until it is answered you cannot know what the job will cost.`,
          [
            'Can this be settled (an inspection, an engineer, a second visit) before I sign?',
            'If the answer is the expensive one, what will it cost, in writing?',
          ],
        ),
      ]
    : [];
  return { checked: [], findings };
};
