// The homeowner's share of the job: finishes or materials the homeowner is to supply, read from the clause model
// (party = homeowner). A hand-over is fine when the quote pins it down (what exactly, by when, or an allowance);
// otherwise the job can stall, or the price change, waiting for the homeowner's purchase.
import { clausesOf } from '../clauses/clauses';
import { findDates } from '../extract/entities';
import { ANY_BRAND } from './brands';
import { SECTIONS, type Finding } from '../types';
import { finding, type Check } from './rule';

// "Tiles, cement, sand, adhesive & grout - by party", "Dado tiling labour only (tiles by client)": goods listed against
// the homeowner's name are theirs to buy ("(finish paint by owner)" hands over work, which the follow-on check asks).
const SUPPLIES =
  /\b(?:suppl(?:y|ies|ied)|provid(?:e|es|ed)|furnish(?:es|ed)?|purchas(?:e|es|ed)|buy|bought|sourc(?:e|es|ed)|sorting|getting|owner[\s-]supplied|OFCI)\b|\bhav(?:e|ing)\s+(?:[\w-]+\s+){1,5}?delivered\b|[-\u2013:]\s*by\s+(?:the\s+)?(?:home)?(?:owner|customer|client|party)\b|\(\s*(?:[\w-]+\s+){0,2}?(?:tiles?|fixtures?|materials?|taps?|sinks?|fittings?|lights?|flooring|hardware)\s+by\s+(?:the\s+)?(?:home)?(?:owner|customer|client|party)\s*\)/i;
const GOODS =
  /\b(?:tiles?|fixtures?|faucets?|light(?:ing|s)?|fans?|flooring|carpet|appliances?|cabinets?|hardware|knobs|pulls|countertops?|worktops?|handles|vanit(?:y|ies)|toilets?|sinks?|mirrors?|shower\s+doors?|accessories|materials?|finishes|paint|doors?|windows?|trim|backsplash|grout|plumbing\s+fixtures?|planks?|laminate|LVP|LVT|vinyl|tubs?|showers?|hobs?|chimneys?|ovens?|taps?)\b/i;
// Pinned down: a model or brand named, a date or lead time, or an allowance.
const PINNED =
  /\ballowance\b|\$\s?\d|\bmodel\b|#\s?[A-Z0-9-]{3,}|\b(?:by|before|prior\s+to|no\s+later\s+than|within\s+\d+)\b[^.]{0,30}\b(?:start|delivery|install|rough|demo|date|days?|weeks?)\b|\bselected\s+from\b|\bsee\s+(?:section\s+|item\s+|clause\s+|\u00a7\s*)?\d|\bper\s+(?:the\s+)?(?:[\w']+\s+){0,2}?(?:attached|spec|specs|specifications?|selections?|plans?|drawings?|layout|schedule)\b/i;

const APPLIANCE = /^(?:appliances?|hobs?|chimneys?|ovens?|fans?)$/i;
function onlyAppliances(clause: string): boolean {
  return [...clause.matchAll(new RegExp(GOODS.source, 'gi'))].every((m) => APPLIANCE.test(m[0]));
}

export const checkOwnerShare: Check = (ctx) => {
  const findings: Finding[] = [];
  const open = clausesOf(ctx.text).filter(
    (c) =>
      c.party === 'homeowner' &&
      c.role !== 'label' &&
      c.role !== 'unticked' &&
      SUPPLIES.test(c.text) &&
      GOODS.test(c.text) &&
      !PINNED.test(c.text) &&
      // Appliances the homeowner buys and the fitter connects are the usual way a kitchen is done ("Appliances:
      // owner-supplied"); only finishes and fixtures left to the homeowner hold the job up.
      !onlyAppliances(c.text) &&
      // A product named by its maker ("Shaw Floorte Pro Paragon 7\" Plus purchased by customer") is pinned down.
      c.text.search(ANY_BRAND.pattern) < 0 &&
      !findDates(c.text).length,
  );
  if (open.length) {
    findings.push(
      finding(
        'scope.owner-supplied',
        'clarification',
        SECTIONS.materials,
        open[0].text,
        'You are to supply part of the materials or finishes, but the quote does not say exactly what, to what specification, or by when. If they arrive late or do not fit, the job can stall and extra labour can be billed.',
        [
          'Exactly which items must I supply, to what specification, and by what date?',
          'What happens to the schedule and price if they are late or do not fit?',
          'Could you supply them instead within an allowance?',
        ],
      ),
    );
  }
  return { checked: [], findings };
};
