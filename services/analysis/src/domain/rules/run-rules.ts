// Runs every check for a quote and combines their findings: most severe first, without saying the same thing
// twice, plus the list of sections that were checked and found clear.
import { tradeModule } from '../trades/registry';
import { SECTIONS, type Finding, type Section } from '../types';
import { checkChangeOrders } from './change-orders';
import { checkCleanup } from './cleanup';
import { checkConsistency, checkScopeConflict } from './consistency';
import { checkLicensing } from './licensing';
import { checkOpenQuestions } from './open-questions';
import { checkOpenRates } from './open-rates';
import { checkOwnerShare } from './owner-share';
import { checkFollowOnWork } from './follow-on-work';
import { checkPayment } from './payment';
import { checkPermits } from './permits';
import { checkPriceTerms } from './price-terms';
import { checkPricing } from './pricing';
import { checkProductConflict } from './product-conflict';
import type { Check, RuleContext } from './rule';
import { checkSalesTactics } from './sales-tactics';
import { runChecklist } from './scope';
import { checkSchedule } from './schedule';
import { checkVagueLanguage } from './vague-language';
import { checkWarranty } from './warranty';

const CHECKS: Check[] = [
  checkPricing,
  checkPriceTerms,
  checkPayment,
  checkLicensing,
  checkPermits,
  checkSchedule,
  checkWarranty,
  checkConsistency,
  checkScopeConflict,
  checkProductConflict,
  checkChangeOrders,
  checkCleanup,
  checkSalesTactics,
  (ctx) => runChecklist(ctx, tradeModule(ctx.trade).checklist),
  checkVagueLanguage,
  checkOpenRates,
  checkOwnerShare,
  checkFollowOnWork,
  checkOpenQuestions,
];

const SEVERITY_ORDER = { high: 0, medium: 1, clarification: 2 } as const;

export function runRules(ctx: RuleContext): { findings: Finding[]; clearSections: Section[] } {
  const checked = new Set<Section>();
  let findings: Finding[] = [];
  for (const check of CHECKS) {
    const result = check(ctx);
    result.checked.forEach((s) => checked.add(s));
    findings.push(...result.findings);
  }
  findings = dedupe(findings).sort((a, b) => SEVERITY_ORDER[a.issueType] - SEVERITY_ORDER[b.issueType]);
  const flagged = new Set(findings.map((f) => f.section));
  const clearSections = Object.values(SECTIONS).filter((s) => checked.has(s) && !flagged.has(s));
  return { findings, clearSections };
}

// A generic vague-wording note and another finding on the same sentence say one thing to the homeowner, so only
// the more severe is kept, the specific one on a tie ("permit fees TBD" is first a permit-cost question). Two
// specific checks on one sentence ("$4,100 cash, 1/2 up front") are two different concerns and both stay, and so
// are two vague wordings ("builder grade ..., or equal": no product named, and a substitute allowed).
// A price range is both a price that is not fixed and a choice left open: two concerns, both kept.
const BOTH_STAY = new Set(['price.options vague.approximate-price']);
// "Cabinets: TBD once you pick the door style": an item with no price yet and an item not yet specified are two
// questions, the money one and the product one. So are a product not named and a substitute allowed ("Plascon or
// Dulux, whatever the supplier has in stock"): which product, and who decides. So are a product named two ways and
// a substitute allowed on one of them ("Qcells 400 W, or equivalent" under a cover page naming REC panels).
const WITH_SCOPE = new Set(['vague.tbd', 'vague.or-equal']);
const bothStay = (a: Finding, b: Finding) =>
  BOTH_STAY.has([a.id, b.id].sort().join(' ')) ||
  ([a, b].some((f) => WITH_SCOPE.has(f.id)) && [a, b].some((f) => f.id.startsWith('scope.') || f.id === 'consistency.material-conflict'));

// Work "as needed at £38 per metre plus materials" is open-ended work and an open price in one: the as-needed
// finding asks for the cap, and a second one on the same sentence says the same (none of the 42 labels that expect
// vague.as-needed expects vague.open-price too; nine call it a false alarm).
// So is "If required, upgrade cost TBD": the open figure is the question, asked once.
const SAME_CONCERN: [kept: string, dropped: string][] = [
  ['vague.as-needed', 'vague.open-price'],
  ['vague.tbd', 'vague.as-needed'],
  // "LVP to be selected by Owner within the flooring allowance" with no amount for the allowance: the amount is the
  // question; the choice made within it is how allowances work.
  ['vague.allowance-no-amount', 'vague.tbd'],
];
const sameConcern = (f: Finding, findings: Finding[]) =>
  SAME_CONCERN.some(
    ([kept, dropped]) => f.id === dropped && findings.some((g) => g.id === kept && g.originalText === f.originalText),
  );

function dedupe(findings: Finding[]): Finding[] {
  findings = findings.filter((f) => !f.originalText || !sameConcern(f, findings));
  const isVague = (f: Finding) => f.id.startsWith('vague.');
  const rank = (f: Finding) => SEVERITY_ORDER[f.issueType] * 2 + (isVague(f) ? 1 : 0);
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.id}\u0000${f.originalText}`;
    if (seen.has(key)) return false;
    seen.add(key);
    if (!f.originalText) return true;
    const rivals = findings.filter(
      (g) => g !== f && g.originalText === f.originalText && isVague(f) !== isVague(g) && !bothStay(f, g),
    );
    return rivals.every(
      (g) => rank(f) < rank(g) || (rank(f) === rank(g) && findings.indexOf(f) < findings.indexOf(g)),
    );
  });
}
