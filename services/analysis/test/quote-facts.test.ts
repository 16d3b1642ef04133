// The facts a comparison lines up, read from the quote: checklist coverage in the quote's words (and in step with
// the checklist's findings), the payment schedule and deposit share, the terms, the job size, the contractor's
// e-mail; and DescribeTrade's checklist for a project type.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeQuoteDetailed, analyzeText, shutdownAnalyzer } from '../src/domain/analyzer';
import { describeTrade } from '../src/api/describe-trade';
import { depositPercent, paymentSteps } from '../src/domain/facts/payment-steps';
import { comparisonQuotes } from '../../../test/support/comparison-quotes';
import { loadExpectations, loadFiles } from './fixture-expectations';
import { quoteText } from './helpers';

after(() => shutdownAnalyzer());

const factsOf = (lines: string[], projectType = 'roofing') =>
  analyzeText({ pages: [lines.join('\n')], projectType, contractorName: 'Test' }).result.facts!;
const [summit, valley, peak] = comparisonQuotes.map((q) => factsOf(q.lines));
const stateOf = (facts: typeof summit, item: string) =>
  facts.scope.find((s) => s.id === `scope.roofing.${item}`);

test('each checklist item is included, excluded, priced by the unit or not mentioned, with the quote’s words', () => {
  assert.equal(summit.trade, 'roofing');
  assert.deepEqual(stateOf(summit, 'ice-water'), {
    id: 'scope.roofing.ice-water',
    state: 'included',
    words: 'Ice and water shield at eaves and valleys.',
    amount: null,
    unitPriced: false,
  });
  assert.deepEqual(stateOf(valley, 'ice-water'), {
    id: 'scope.roofing.ice-water',
    state: 'excluded',
    words: 'Ice and water shield: not included.',
    amount: null,
    unitPriced: false,
  });
  assert.deepEqual(stateOf(peak, 'ice-water')?.amount, 850);
  assert.deepEqual(stateOf(summit, 'decking'), {
    id: 'scope.roofing.decking',
    state: 'included',
    words: 'Replace damaged decking at $95 per sheet.',
    amount: 95,
    unitPriced: true,
  });
  assert.deepEqual(stateOf(valley, 'decking'), {
    id: 'scope.roofing.decking',
    state: 'absent',
    words: '',
    amount: null,
    unitPriced: false,
  });
  assert.equal(
    stateOf(valley, 'size')?.state,
    'included',
    'a stated roof size is the mention of the size item',
  );
});

test('an item the homeowner supplies, one offered as an option with its price, and one only hedged', () => {
  const facts = factsOf([
    'Tear off existing shingles down to the deck. Synthetic underlayment. Ridge vent. Step flashing.',
    'Replace damaged decking as needed.',
    'Optional: ice and water shield in valleys, add $650.',
    'Homeowner to supply the drip edge.',
    'Maybe starter strip?',
    'Total $9,800',
  ]);
  assert.equal(stateOf(facts, 'ice-water')?.state, 'option');
  assert.equal(stateOf(facts, 'ice-water')?.amount, 650);
  assert.equal(stateOf(facts, 'drip-edge')?.state, 'homeowner');
  assert.equal(stateOf(facts, 'starter-ridge')?.state, 'hedged');
});

test('the job size and price per unit, the contractor’s e-mail (not the homeowner’s) and the price options', () => {
  assert.deepEqual(summit.jobSize, {
    unit: 'square',
    unitLabel: 'per roofing square (100 sq ft)',
    quantity: 32,
    words: '32 squares',
  });
  assert.equal(summit.unitPrice, 437.5);
  assert.equal(summit.email, 'office@summitroofing.example');
  assert.equal(valley.email, '');
  assert.equal(summit.priceWords, 'Total: $14,000');
  const options = factsOf([
    'Tear off and reroof, 30 squares.',
    'Option A: 3-tab shingles $9,200',
    'Option B: architectural shingles $11,400',
  ]);
  assert.deepEqual(
    options.priceOptions.map((o) => o.amount),
    [9200, 11400],
  );
  assert.equal(options.unitPrice, null, 'no single price, no price per unit');
});

test('the payment schedule in its steps, and the share due before any work', () => {
  const steps = (lines: string[], total: number | null = 20_000) => paymentSteps(quoteText(lines), total);
  assert.deepEqual(
    steps(['Payment: 30% deposit due at signing, balance due upon completion.']).map((s) => [
      s.words,
      s.percent,
      s.upfront,
    ]),
    [
      ['30% deposit due at signing', 30, true],
      ['balance due upon completion', 70, false],
    ],
  );
  assert.deepEqual(depositPercent(peak.payments), 10);
  assert.deepEqual(
    peak.payments.map((s) => s.percent),
    [10, 40, 50],
  );
  // Amounts become shares of the price; a schedule on three lines is one schedule.
  const table = steps([
    'Payment schedule',
    'Deposit: $5,000',
    'At tear-off: $10,000',
    'On completion: $5,000',
    '',
    'Deposit refunded if cancelled within 3 days.',
  ]);
  assert.deepEqual(
    table.map((s) => [s.percent, s.upfront]),
    [
      [25, true],
      [50, false],
      [25, false],
    ],
  );
  assert.equal(depositPercent(table), 25);
  assert.equal(
    depositPercent(steps(['Payment in full due upon completion.', 'Total $8,000'], 8_000)),
    0,
    'nothing up front',
  );
  assert.equal(depositPercent(steps(['Total $8,000'], 8_000)), null, 'no terms, no share');
  // Financing, tax and unit rates are not steps of the schedule.
  assert.deepEqual(
    steps([
      'Financing available at $199 per month, 9.9% APR.',
      'Sales tax 8% due with the invoice.',
      'Extra decking $95 per sheet, paid as used.',
    ]),
    [],
  );
});

test('the terms as stated: warranty years, who pulls the permit, licence, and the findings about each', () => {
  const term = (facts: typeof summit, id: string) => facts.terms.find((t) => t.id === id)!;
  assert.equal(term(summit, 'warranty.workmanship').years, 10);
  assert.equal(term(summit, 'warranty.manufacturer').years, 50);
  assert.equal(term(peak, 'warranty.workmanship').years, 15);
  assert.equal(term(summit, 'permit').party, 'contractor');
  assert.equal(term(valley, 'permit').party, 'homeowner');
  assert.deepEqual(term(valley, 'permit').findingIds, ['permits.homeowner']);
  assert.equal(term(valley, 'schedule.start').words, '', 'a "starter strip" is not a start date');
  assert.deepEqual(term(valley, 'schedule.start').findingIds, ['schedule.missing']);
  assert.match(term(summit, 'licence').words, /RC123456/);
  const twoYearsLabour = factsOf(
    ['Carrier heat pump installed.', 'Warranty: 10-yr parts; 2-yr labor.', 'Total $11,000'],
    'hvac',
  );
  assert.equal(twoYearsLabour.terms.find((t) => t.id === 'warranty.workmanship')!.years, 2);
  assert.equal(twoYearsLabour.terms.find((t) => t.id === 'warranty.manufacturer')!.years, 10);
});

test('on the fixture quotes, an item is "not mentioned" exactly when the checklist raised its finding with no words', async () => {
  const pdfs = loadExpectations().filter(
    (e) => e.files.every((f) => f.endsWith('.pdf')) && !/scan|photo/.test(e.name),
  );
  assert.ok(pdfs.length >= 10);
  for (const exp of pdfs) {
    const { result } = await analyzeQuoteDetailed({
      files: loadFiles(exp),
      projectType: exp.projectType,
      contractorName: exp.contractorName,
    });
    const checklist = new Set(describeTrade(exp.projectType).items.map((i) => i.id));
    const silent = new Set(
      result.issues.filter((i) => i.id && checklist.has(i.id) && !i.originalText).map((i) => i.id),
    );
    const absent = new Set(result.facts!.scope.filter((s) => s.state === 'absent').map((s) => s.id));
    assert.deepEqual([...absent].sort(), [...silent].sort(), exp.name);
    for (const s of result.facts!.scope.filter((c) => c.state === 'included'))
      assert.ok(!result.issues.some((i) => i.id === s.id), `${exp.name}: ${s.id} is included and flagged`);
  }
});

test('DescribeTrade gives the checklist the analyser holds a project type to, free text included', () => {
  const roofing = describeTrade('roofing');
  assert.equal(roofing.trade, 'roofing');
  const ice = roofing.items.find((i) => i.id === 'scope.roofing.ice-water')!;
  assert.equal(ice.label, 'Ice and water shield');
  assert.equal(ice.section, 'Materials');
  assert.ok(ice.words.includes('ice and water'), ice.words.join(', '));
  assert.ok(ice.questions.length >= 1);
  assert.equal(describeTrade('Replacement windows').trade, 'windows');
  assert.equal(describeTrade('Bathroom remodel').trade, 'bath');
  assert.equal(describeTrade('Garden gnome polishing').trade, 'general');
});
