// The clause model: what a sentence, table row, list item or checkbox line asserts (polarity, party, role) and
// whether it covers a checklist item. Each cause of issue 14 is tried in several wordings of our own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { annotate, clausesOf, coverage } from '../src/domain/clauses/clauses';
import { phrases } from '../src/domain/text/phrases';
import { findingsFor, ids, quoteText } from './helpers';

const DRIP_EDGE = phrases(['drip edge']);
const covers = (lines: string[], set = DRIP_EDGE) => coverage(quoteText(lines), set).state;

test('cause 1: a hedged mention is not coverage ("maybe", "?", "might", "possibly", "to be confirmed")', () => {
  for (const s of [
    'Drip edge maybe, depending on what we find',
    'New drip edge?',
    'We might replace the drip edge',
    'Drip edge possibly at the rakes',
    'Drip edge to be confirmed after tear-off',
  ]) {
    assert.equal(annotate(s).polarity, 'hedged', s);
    assert.equal(covers(['Roof replacement', s]), 'hedged', s);
  }
  assert.equal(annotate('System size 3-4 ton?').polarity, 'hedged');
  assert.equal(annotate('Permit may be extra').polarity, 'hedged');
});

test('cause 1: a denied mention is not coverage', () => {
  for (const s of [
    'No drip edge on this job',
    'Drip edge not included',
    'Excludes drip edge',
    'Drip edge: N/A',
  ]) {
    assert.equal(covers(['Roof replacement', s]), 'excluded', s);
  }
  for (const s of [
    'No drip edge on this job',
    'Excludes new gutters',
    'Gutters are not part of this contract',
  ])
    assert.equal(annotate(s).polarity, 'denied', s);
});

test('cause 1: work handed to the homeowner is not the contractor covering it', () => {
  for (const s of [
    'Customer responsible for drip edge',
    'Drip edge by owner.',
    'Homeowner to supply drip edge',
    'Drip edge supplied by the homeowner',
    'Drip edge is the responsibility of the owner',
  ]) {
    assert.equal(annotate(s).party, 'homeowner', s);
    const c = coverage(quoteText(['Roof replacement', s]), DRIP_EDGE);
    assert.equal(c.state, 'excluded', s);
    assert.equal(c.party, 'homeowner', s);
  }
});

test('cause 1: ordinary contractor wording still covers, even when the owner is named for something else', () => {
  for (const s of [
    'Install new drip edge at eaves and rakes',
    'Drip edge included',
    'Colour selected by owner; new aluminium drip edge installed',
    'Replace drip edge and haul debris from the homeowner’s property',
    'Drip edge replaced where damaged',
  ])
    assert.equal(covers(['Roof replacement', s]), 'included', s);
  assert.equal(annotate('Colour selected by owner').party, 'contractor');
  assert.notEqual(annotate('Damage caused by owner is not covered by the warranty').party, 'homeowner');
});

test('cause 1 and 4: form labels and blanks are not statements', () => {
  for (const s of ['Insurance Co. / Claim #', 'Permit No. ______', 'Warranty: ________', 'Drip edge:'])
    assert.equal(annotate(s).role, 'label', s);
  assert.equal(covers(['Roof replacement', 'Drip edge: ________']), 'absent');
  assert.equal(annotate('Insurance: general liability $2M, certificate attached').role, 'base');
});

test('cause 4: table headers, unticked boxes and bare headings are layout, not content', () => {
  for (const s of [
    'Description Qty Rate Amount',
    'Item | Quantity | Unit Price | Total',
    'DATE DUE PAYMENT STATUS',
  ])
    assert.equal(annotate(s).role, 'label', s);
  for (const s of ['[ ] Drip edge', '\u2610 Drip edge upgrade', '- [ ] Add drip edge']) {
    assert.equal(annotate(s).role, 'unticked', s);
    assert.equal(covers(['Roof replacement', s]), 'absent', s);
  }
  assert.equal(annotate('[x] Drip edge').role, 'base');
  assert.equal(covers(['Roof replacement', '[X] Drip edge, white aluminium']), 'included');
  // A heading alone names what follows; in an all-capitals quote a line of work is still work.
  assert.equal(annotate('Drip Edge', { isHeadingLine: true }).role, 'label');
  assert.equal(annotate('NEW DRIP EDGE AT EAVES', { isHeadingLine: true }).role, 'base');
});

test('cause 5: exclusions, "by others", "customer to supply" and owner sections are read as such', () => {
  const text = quoteText([
    'Scope of work',
    '- Install new gutters and downspouts',
    '',
    'Exclusions:',
    '- Fascia repair',
    '',
    'Painting of new trim by others.',
    'Customer to supply light fixtures.',
    '',
    'Owner responsibilities:',
    '- Move vehicles from the driveway',
  ]);
  const clauses = clausesOf(text);
  const of = (needle: string) => clauses.find((c) => c.text.includes(needle))!;
  assert.equal(of('Fascia').polarity, 'denied');
  assert.equal(of('Fascia').party, 'nobody');
  assert.equal(of('Painting').party, 'others');
  assert.equal(of('light fixtures').party, 'homeowner');
  assert.equal(of('Move vehicles').party, 'homeowner');
  assert.equal(of('gutters').party, 'contractor');
  assert.equal(coverage(text, phrases(['fascia'])).state, 'excluded');
  assert.equal(coverage(text, phrases(['painting'])).party, 'others');
  assert.equal(coverage(text, phrases(['gutter'])).state, 'included');
  for (const s of [
    'Electrical work to be done by a separate contractor',
    'Drywall finishing by others',
    'Plumbing outsourced to the owner’s plumber',
  ])
    assert.equal(annotate(s).party, 'others', s);
});

test('options and add-ons are not the base scope; tiers of a whole job are', () => {
  for (const s of [
    'Optional: gutter guards $1,100',
    'Add-on - seamless gutters $2,400',
    'Gutter guards (optional)',
  ])
    assert.equal(annotate(s).role, 'option', s);
  assert.equal(covers(['Siding replacement', 'Optional: new gutters $1,900'], phrases(['gutter'])), 'option');
  const tiers = [
    'Option 1 - Good',
    'Install drip edge',
    'Total $9,000',
    '',
    'Option 2 - Best',
    'Install drip edge and ridge vent',
    'Total $11,000',
  ];
  assert.equal(covers(tiers), 'included');
});

test('cause 7: a unit or hourly rate for work "as needed" with no cap is open-ended', () => {
  for (const s of [
    'Replace rotted decking as needed at $85 per sheet',
    'Additional labour if required: $95/hour',
    'Extra framing repairs billed at $12 per linear foot as necessary',
    'Wood replacement where needed, $4.50/sq ft',
  ]) {
    const a = annotate(s);
    assert.ok(a.unitPriced, s);
    assert.ok(a.openEnded, s);
  }
  for (const s of [
    'Replace rotted decking as needed at $85 per sheet, not to exceed 5 sheets without approval',
    'Labour $95 per hour, estimated 6 hours',
    'Up to 3 sheets of decking included; more at $85 per sheet',
    'Install 1,200 sq ft of flooring',
  ])
    assert.ok(!annotate(s).openEnded, s);
});

test('polarity: conditions are told apart from hedges and plain statements', () => {
  assert.equal(annotate('Replace damaged sheathing if needed').polarity, 'conditional');
  assert.equal(annotate('Should any rot be found, it will be repaired').polarity, 'conditional');
  assert.equal(annotate('Install new underlayment').polarity, 'affirmed');
  assert.equal(annotate('No additional charge for haul-away').polarity, 'affirmed');
});

test('a sentence wrapped onto the next line is one clause', () => {
  const clauses = clausesOf(
    quoteText(['Replace the split AC and the gas', 'furnace if needed.', 'Permit included.']),
  );
  assert.equal(clauses.length, 2);
  assert.equal(clauses[0].polarity, 'conditional');
  assert.match(clauses[0].text, /gas furnace/);
});

test('cause 7 in the rules: open-ended hourly work is flagged, capped or approved work is not', () => {
  const tm = (lines: string[]) => ids(findingsFor(lines, 'bath')).includes('vague.time-and-materials');
  assert.ok(tm(['Total $9,800', 'Additional labour if required: $95/hour.']));
  assert.ok(tm(['Total $9,800', 'Any extra repairs billed at $80 per hour plus materials as needed.']));
  assert.ok(!tm(['Total $9,800', 'Additional labour if required: $95/hour, not to exceed 6 hours.']));
  assert.ok(!tm(['Total $9,800', 'Extra work if needed at $95/hour, only with your written approval.']));
  assert.ok(!tm(['Total $9,800', 'Labour: 12 hours at $95 per hour.']));
});

test('finishes the homeowner supplies with no spec, date or allowance are raised; pinned-down ones are not', () => {
  const owner = (lines: string[]) => ids(findingsFor(lines, 'bath')).includes('scope.owner-supplied');
  assert.ok(owner(['Total $14,000', 'Customer to supply all tile and light fixtures.']));
  assert.ok(owner(['Total $14,000', 'Faucets and vanity supplied by the homeowner.']));
  assert.ok(owner(['Total $14,000', 'Homeowner will purchase the flooring.']));
  assert.ok(!owner(['Total $14,000', 'Customer to supply tile by March 3 (two weeks before install).']));
  assert.ok(!owner(['Total $14,000', 'Owner supplies vanity, Kohler model K-1234, before demo day.']));
  assert.ok(
    !owner(['Total $14,000', 'We supply all tile within a $6/sq ft allowance; colour selected by owner.']),
  );
});

test('cause 1 and 4 in the rules: a form field or an unticked box is not a mention of insurance, permits or cleanup', () => {
  const f = (lines: string[]) => ids(findingsFor(lines, 'roofing'));
  const form = [
    'Replace roof, 24 squares, GAF Timberline HDZ. Total $16,000.',
    'Insurance Co. / Claim #',
    'Permit No. ______',
  ];
  assert.ok(f(form).includes('insurance.missing'));
  assert.ok(f(form).includes('permits.missing'));
  assert.ok(
    f(['Replace roof. Total $16,000.', '[ ] Debris removal and haul-away']).includes('cleanup.missing'),
  );
  assert.ok(
    !f(['Replace roof. Total $16,000.', 'Fully insured: general liability and workers comp.']).includes(
      'insurance.missing',
    ),
  );
  assert.ok(
    !f(['Replace roof. Total $16,000.', 'Permits:', 'Pulled by us and included in the price.']).includes(
      'permits.missing',
    ),
  );
});
