// Work priced by the hour with no cap: "additional labour if required at $95/hour" reads as priced, but nothing
// limits how many hours. Asked of the clause model (cause 7 of the analyser issue): an hourly rate in a
// conditional or "extra" clause with no cap, estimate or owner approval is open-ended.
import { clausesOf } from '../clauses/clauses';
import { SECTIONS, type Finding } from '../types';
import { finding, type Check } from './rule';

const HOURLY =
  /\bper\s+(?:man[\s-]?)?(?:hour|hr)\b|\/\s*(?:man[\s-]?)?(?:hour|hr)\b|\ban\s+hour\b|\bhourly\b|\bT\s*&\s*M\b|time\s+(?:and|&)\s+materials?/i;
const OWNER_CONTROL =
  /\b(?:with|after|upon|requires?|only\s+with|subject\s+to)\s+(?:the\s+|your\s+)?(?:owner'?s?|homeowner'?s?|customer'?s?|client'?s?|your)?\s*(?:prior\s+)?(?:written\s+)?(?:approval|consent|authori[sz]ation|ok|sign[\s-]?off)\b|\bchange\s+order\b|\bwe\s+will\s+(?:call|ask|show)\b/i;

const ESTIMATED = /\bestimat\w*|\bnot\s+to\s+exceed\b|\bNTE\b|\bmax(?:imum)?\b|\bcap(?:ped)?\b|\b\d+(?:\.\d)?\s*(?:-\s*\d+\s*)?(?:hours?|hrs?)\b/i;

export const checkOpenRates: Check = (ctx) => {
  const findings: Finding[] = [];
  // With no total at all, an hourly rate is the price of the whole job, open-ended unless hours are estimated.
  const byTheHourOnly = ctx.price.total === null && !ctx.price.options.length;
  const open = clausesOf(ctx.text).filter(
    (c) =>
      (c.openEnded || (byTheHourOnly && c.unitPriced && !ESTIMATED.test(c.text))) &&
      HOURLY.test(c.text) &&
      !OWNER_CONTROL.test(c.text) &&
      c.role !== 'label',
  );
  for (const c of open.slice(0, 2)) {
    findings.push(
      finding(
        'vague.time-and-materials',
        'medium',
        SECTIONS.pricing,
        c.text,
        'This work is charged by the hour "as needed", with no cap, estimate of hours, or need for your approval first, so its cost is open-ended even though a rate is given.',
        [
          'How many hours do you expect, and will you agree to a not-to-exceed amount?',
          'Will you ask for my written approval before billing any hourly work?',
        ],
      ),
    );
  }
  return { checked: [], findings };
};
