// General causes found by the first run of held-out round 11, each in wordings of its own: tiers offered as
// unticked boxes on a "check one" form (cause 4: a box to choose is not an exclusion), what every tier includes,
// totals written as a sum ("... + VAT = €X"), a total "payable" and tax "incl. GST", an add-on priced outside the
// total, a financed price named by its lender, the dollars of another country, and the words of Britain,
// Ireland and Australia for insurance, permits, phones, dates and the grid connection.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../src/domain/analyzer';
import { clausesOf } from '../src/domain/clauses/clauses';
import { findDates, findPhones } from '../src/domain/extract/entities';
import { findPrice } from '../src/domain/price/find-total';
import { findingsFor, ids, quoteText } from './helpers';

const priceOf = (lines: string[]) => findPrice(quoteText(lines));

test('unticked tiers under "select one" are options still to choose, not exclusions', () => {
  const form = [
    'Water softener proposal',
    '[x] Site visit and water test done',
    'SELECT ONE PACKAGE',
    '[ ] BASIC Fleck 5600 softener, 32,000 grain - $1,450',
    '[ ] PREMIUM Kinetico 2060s twin-tank softener - $3,980',
    'Warranty 5 years parts and labor.',
  ];
  const price = priceOf(form);
  assert.equal(price.total, null);
  assert.equal(price.noSinglePrice, 'options');
  assert.equal(price.options.length, 2);
  const text = quoteText(form);
  assert.ok(!text.lines.some((l) => l.text.startsWith('Not included:')), text.lines.map((l) => l.text).join('\n'));

  // Capital tier words lead the row whatever follows; an unticked extra on the same form is still not included.
  const capitals = priceOf([
    '[x] Remove the old unit',
    '[ ] GOOD Rheem 14.3 SEER2 heat pump $9,200',
    '[ ] BETTER Trane XR16 heat pump $11,750',
    '[ ] Surge protector $240',
  ]);
  assert.equal(capitals.noSinglePrice, 'options');
  assert.deepEqual(
    capitals.options.map((o) => o.amount),
    [9200, 11750],
  );
});

test('what every tier includes is base scope, not an option', () => {
  const text = quoteText([
    'Option 1: Rinnai tankless $4,900',
    'Option 2: Navien tankless $5,600',
    '',
    'STANDARD WITH EVERY OPTION',
    'Remove and haul away the old tank.',
    '',
    'OPTIONAL UPGRADES',
    'Recirculation pump $650.',
  ]);
  const clauses = clausesOf(text);
  assert.equal(clauses.find((c) => c.text.startsWith('Remove and haul'))?.role, 'base');
  assert.equal(clauses.find((c) => c.text.startsWith('Recirculation'))?.role, 'option');
});

test('a load calculation left out is raised even though a missing one is only a question', () => {
  const lines = (loadLine: string) => [
    'Replace 3-ton AC and 80k furnace with Lennox ML14 and ML196. Total $10,400.',
    'Remove old equipment, new pad, line set, disconnect, thermostat, condensate line.',
    loadLine,
  ];
  assert.ok(ids(findingsFor(lines('Excluded: heat-loss calculation (we size to the existing unit).'), 'HVAC')).includes('scope.hvac.load-calculation'));
  assert.ok(!ids(findingsFor(lines('A Manual J load calculation is included; report to you before install.'), 'HVAC')).includes('scope.hvac.load-calculation'));
});

test('a total written as a sum, "payable", or with GST/VAT included is the total, not the tax', () => {
  assert.equal(priceOf(['Labour and materials £2,400 + VAT 20% (£480) = £2,880']).total, 2880);
  assert.equal(priceOf(['Supply and install (inc. GST) $12,100', 'Less rebate -$2,300', 'Amount payable $9,800']).total, 9800);
  assert.equal(priceOf(['Kitchen refit, ex. VAT €18,000', 'VAT 13.5% €2,430', 'Total payable €20,430']).total, 20430);
  assert.equal(priceOf(['Final price (incl. HST) $7,345.00']).total, 7345);
});

test('an amount "not in the price" is an add-on, never the price', () => {
  const price = priceOf(['Grind the stump - included.', 'Log splitting is $90 more, not included in the total.', 'Total $1,100']);
  assert.equal(price.total, 1100);
  const alone = priceOf(['Take down the sycamore in sections: $800', 'Stump grinding $150 extra, not part of the quoted price.']);
  assert.equal(alone.total, 800);
});

test('a financed price named by its lender beside a cash price gives no single price', () => {
  const price = priceOf([
    'Cash or check: $8,400',
    'Financing with our lending partner, 18 months then 7.99% APR: $9,150',
  ]);
  assert.equal(price.total, null);
  assert.equal(price.noSinglePrice, 'financing');
});

test('"$" amounts are Australian or Canadian dollars when the quote says so', () => {
  assert.equal(priceOf(['All prices in AUD', 'Total $4,400']).currency, 'AUD');
  assert.equal(priceOf(['ABN 12 345 678 901', 'Total $4,400 incl. GST']).currency, 'AUD');
  assert.equal(priceOf(['HST # 81234 5678', 'Total $4,400']).currency, 'CAD');
  assert.equal(priceOf(['Total $4,400']).currency, 'USD');
});

test('public liability cover, council approval and phone numbers outside North America are recognised', () => {
  const found = ids(
    findingsFor(
      [
        'Replace the consumer unit and rewire the kitchen. Total £3,100 incl. VAT.',
        'NICEIC approved contractor no. 605432. £5m public liability.',
        'Building control notified through the competent person scheme.',
        'Tel: 020 7946 0958',
      ],
      'electrical',
    ),
  );
  assert.ok(!found.includes('insurance.missing'), found.join());
  assert.ok(!found.includes('permits.missing'), found.join());
  assert.ok(!found.includes('contractor.contact-missing'), found.join());
  assert.deepEqual(
    findPhones('Mob. 0412 555 018 or +61 8 8555 0172; office (03) 9555 0100').map((p) => p.raw),
    ['0412 555 018', '+61 8 8555 0172', '(03) 9555 0100'],
  );
  assert.equal(findPhones('Invoice 2026-0417, licence 20-0417').length, 0);
});

test('day-first dates are dates: "Thursday 9th October", "3 Mar 2026"', () => {
  assert.deepEqual(
    findDates('Quote of 3 Mar 2026. We can be there Thursday 9th October.').map((d) => d.raw),
    ['3 Mar 2026', '9th October'],
  );
  const found = ids(
    findingsFor(['Quote date: 2 June 2026', 'Take down the dead ash, chip the brash. Price €900.', 'Booked in for the 18th of June, one day.'], 'tree removal'),
  );
  assert.ok(!found.includes('schedule.start-missing'), found.join());
});

test("a solar quote's grid connection and switchboard, in Australian words, count as covered", () => {
  const found = ids(
    findingsFor(
      [
        '6.6 kW system, 15 x 440 W panels, Fronius Primo 5.0 inverter. Net price $5,900.',
        'We lodge the grid connection application with the network and arrange the meter change.',
        'New solar main switch on your switchboard.',
      ],
      'solar',
    ),
  );
  assert.ok(!found.includes('scope.solar.interconnection'), found.join());
  assert.ok(!found.includes('scope.solar.electrical'), found.join());
});

test('the last payment tied to a stage before the end is due before completion; at the end of a one-day install it is not', () => {
  const early = (line: string) =>
    ids(findingsFor(['Composite deck 12 x 14, Trex Select, pressure-treated frame. Total $11,800.', line], 'deck')).includes('payment.final-before-completion');
  assert.ok(early('Half at signing, the remainder once the boards are laid.'));
  assert.ok(early('30% deposit; balance when our crew arrives to start.'));
  assert.ok(early('Deposit 40%, final payment before the work begins.'));
  assert.ok(!early('Deposit 40%, balance once the deck is in and finished.'));
  assert.ok(!early('Deposit 40%, balance on the day of installation once everything is working.'));
});

test('an item called optional that the quote says is in the price is an option counted in the total', () => {
  const price = findPrice(quoteText(['Cedar fence 140 ft $7,000', 'Gate arbor (optional) $600 - included in total', 'TOTAL $7,600']));
  assert.equal(price.optionInTotal?.amount, 600);
  const outside = findPrice(quoteText(['Cedar fence 140 ft $7,000', 'Gate arbor (optional) $600 - not in the total', 'TOTAL $7,000']));
  assert.equal(outside.optionInTotal, undefined);
});

test('"or equal" with a word between is still a substitution', () => {
  const found = ids(findingsFor(['Vinyl plank flooring, CoreLuxe (or sim. equal), 600 sq ft. Total $5,400.'], 'flooring'));
  assert.ok(found.includes('vague.or-equal'), found.join());
});

test('a price held only this week, or savings only when signed at the first in-home visit, is a deadline', () => {
  const deadline = (line: string) => ids(findingsFor(['Replace 14 windows. Total $13,900.', line], 'windows')).includes('pressure.deadline');
  assert.ok(deadline('This price is valid this week only.'));
  assert.ok(deadline('Special pricing applies only if signed during the first in-home appointment.'));
  assert.ok(!deadline('Quote valid for 30 days.'));
});

test('a warranty in plain words: "1 yr on our labor", "we stand behind our work for a year", "should our work fail within"', () => {
  const warranty = (line: string) => ids(findingsFor(['Replace 40 gal water heater, Rheem, new valve and expansion tank. Total $1,980.', line], 'plumbing'));
  for (const line of ['2 yrs on our labor.', 'We stand behind our workmanship for a year.', 'Should any of our work fail within eighteen months we come back and fix it.']) {
    const found = warranty(line);
    assert.ok(!found.includes('warranty.missing'), `${line}: ${found.join()}`);
    assert.ok(!found.includes('warranty.duration-missing'), `${line}: ${found.join()}`);
  }
  assert.ok(warranty('Thanks for your business.').includes('warranty.missing'));
});

test("a licensed trade's title with its number is a licence number", () => {
  const found = ids(findingsFor(['Journeyman Electrician #E-20417 on site.', 'Add 2 circuits and a GFCI in the garage. Total $980.'], 'electrical'));
  assert.ok(!found.includes('license.missing') && !found.includes('license.number-missing'), found.join());
  assert.ok(ids(findingsFor(['Master Plumber on every job.', 'Replace the kitchen faucet. Total $380.'], 'plumbing')).some((id) => id.startsWith('license.')));
});

test('a painting table with a "Coats" column states the coats', () => {
  const found = ids(
    findingsFor(
      ['Interior repaint, 3 bedrooms. Total $4,200.', 'Room Paint Coats', 'Bedrooms Benjamin Moore Regal eggshell 2', 'Trim Advance satin 2'],
      'painting',
    ),
  );
  assert.ok(!found.includes('scope.painting.coats'), found.join());
});

test('a table under an "Amount (Rs.)" column carries its money without a sign; Indian grouping, discounts and taxable value add up', () => {
  const price = findPrice(
    quoteText([
      'S.No. Particulars Qty Rate Amount (Rs.)',
      '1 Waterproof coating on terrace 1,200 sq.ft 45.00 54,000.00',
      '2 Parapet wall repair 1 lot 18,500.00',
      'Sub total 72,500.00',
      'Less: discount -2,500.00',
      'Taxable value 70,000.00',
      'GST @ 18% 12,600.00',
      'Grand Total 82,600.00',
      '',
      'Area measurement (sq.ft)',
      'Terrace Parapet',
      'Total 1,200 240',
    ]),
  );
  assert.equal(price.total, 82600);
  assert.equal(price.currency, 'INR');
  assert.equal(price.mismatch, undefined, JSON.stringify(price.mismatch));
  assert.ok(price.lines.some((l) => l.amount === 54000 && l.role === 'item'));
  assert.ok(price.lines.some((l) => l.amount === -2500 && l.role === 'discount'));
});

test('a unit rate in rupees or pounds "where required" is open-ended; an advance with the work order is a deposit', () => {
  const found = (line: string) => ids(findingsFor(['Repaint 2BHK flat, 2 coats Asian Paints Apex. Total Rs. 48,000.', line], 'painting'));
  assert.ok(found('Crack filling wherever required will be charged at Rs. 12/- per running ft.').includes('vague.as-needed'));
  assert.ok(found('Extra skim coat where needed at £6 per square metre.').includes('vague.as-needed'));
  assert.ok(found('Payment: 60% advance with the work order, balance on completion.').includes('payment.deposit-high'));
});

test('an incentive the contractor credits between the subtotal and the total makes the figures agree', () => {
  const price = findPrice(
    quoteText(['Dense-pack wall insulation $2,800', 'Rim joist sealing $640', 'Subtotal $3,440', 'Utility rebate, credited on your invoice -$500', 'Total due $2,940']),
  );
  assert.equal(price.total, 2940);
  assert.equal(price.mismatch, undefined, JSON.stringify(price.mismatch));
});

test('"we vacuum up when we leave" is a clean-up promise', () => {
  const found = ids(findingsFor(['Blow R-49 cellulose in the attic, 900 sq ft. Total $2,100.', 'Tarps down in the hall; we vacuum up before leaving.'], 'insulation'));
  assert.ok(!found.includes('cleanup.missing'), found.join());
});

test('an item marked "(optional)" in the middle of its row is an option; counted in the total it is raised', () => {
  const price = findPrice(quoteText(['Roof replacement $14,200', 'Skylight reflash (optional) $650', 'Ridge vent $480', 'TOTAL $15,330']));
  assert.equal(price.optionInTotal?.amount, 650);
});

test('a down payment over a state cap is raised with the licence board named, even when it is over half', () => {
  const found = (head: string, pay: string) => ids(findingsFor([head, 'Re-side the house in vinyl, 24 squares. Contract price $30,000.', pay], 'siding'));
  assert.ok(found('Mass. HIC #184220', 'Deposit 60% on signing, balance on completion.').includes('payment.deposit-over-state-limit'));
  assert.ok(found('PA HIC registration PA104417', 'Deposit 40% on signing, balance on completion.').includes('payment.deposit-over-state-limit'));
  assert.ok(!found('PA HIC registration PA104417', 'Deposit 30% on signing, balance on completion.').includes('payment.deposit-over-state-limit'));
});

test('changes requested "orally or in writing" are verbal change orders', () => {
  const found = ids(findingsFor(['Kitchen remodel per drawings. Total $48,000.', 'The owner may order extra work orally; it is billed at our current rates.'], 'kitchen'));
  assert.ok(found.includes('change-orders.verbal'), found.join());
});

test('stripping the old roof "down to the wood" is a tear-off', () => {
  const tearOff = (line: string) => ids(findingsFor([line, 'GAF Timberline HDZ, synthetic underlayment, ice and water shield at eaves. Total $14,900.'])).includes('scope.roofing.tear-off');
  assert.ok(!tearOff('Strip the existing cedar shakes down to the boards.'));
  assert.ok(!tearOff('Strip all existing shingles and felt.'));
  assert.ok(tearOff('New shingles on the main roof.'));
});

test('a labelled window ("Timing: late April") is a start', () => {
  const found = ids(findingsFor(['Pour a 20 x 24 ft garage slab, 5 in., 4,000 psi, rebar 18 in. o.c. Total $9,600.', 'Timing: late April, three days on site.'], 'concrete'));
  assert.ok(!found.includes('schedule.missing') && !found.includes('schedule.start-missing'), found.join());
});

test('"we put it in writing with the price and you sign it" is a change process', () => {
  const found = ids(findingsFor(['Re-roof 30 squares, tear-off, Owens Corning Duration. Total $21,000.', 'If something else comes up, we write it up with a cost and get your signature first.']));
  assert.ok(!found.includes('change-orders.missing'), found.join());
});

test('an item whose price is still "TBD" and whose product is unspecified raises both questions', () => {
  const found = ids(findingsFor(['Kitchen remodel, labour $22,000.', 'Countertops: TBD after you choose the slab.'], 'kitchen'));
  assert.ok(found.includes('vague.tbd'), found.join());
});

test('"time-and-material" with hyphens is time and materials; a price per man-hour is a rate, not an open price', () => {
  const found = ids(findingsFor(['Rebuild the chimney crown and cap. Price $3,900.', 'Any additional repair will be done on a time-and-material basis at $90 per man-hour plus materials.'], 'chimney repair'));
  assert.ok(found.includes('vague.time-and-materials'), found.join());
  assert.ok(!found.includes('vague.open-price'), found.join());
});

test('"we cannot price that until ..." is a question the price depends on', () => {
  const found = ids(findingsFor(['Replace the sewer cleanout and 10 ft of pipe. Price $2,400.', 'The line past the wall may be cracked; we cannot quote that part until we scope it after the dig.'], 'plumbing'));
  assert.ok(found.includes('scope.open-question'), found.join());
});

test('"buried debris" is a hidden condition, not clean-up; what a warranty excludes does not contradict the scope', () => {
  const found = ids(
    findingsFor(
      [
        'Interior drain tile, 90 LF, new sump pump and a new floor drain. Contract price $11,400.',
        'Debris hauled away daily.',
        'EXCLUSIONS',
        'Rock or buried debris met while digging is billed additionally.',
        '',
        'WARRANTY',
        'Lifetime warranty on the drain tile. Excludes plumbing leaks and surface water.',
      ],
      'basement waterproofing',
    ),
  );
  assert.ok(!found.includes('cleanup.excluded'), found.join());
  assert.ok(!found.includes('consistency.scope-conflict'), found.join());
});

test('"slots are filling fast", "before the next storm" push a decision; "brand per supplier availability" is a substitution', () => {
  const found = ids(
    findingsFor([
      'Re-roof 28 squares, tear-off to the deck, synthetic underlayment. Total $16,400.',
      'Crews are booking up fast after the hail, so book before the next storm.',
      'Shingles: architectural, brand and colour depending on supplier availability.',
    ]),
  );
  assert.ok(found.includes('pressure.urgency'), found.join());
  assert.ok(found.includes('vague.or-equal'), found.join());
});

test('a floor area is stated by a quantity, not by the unit of a rate or a size measured on the day', () => {
  const area = (lines: string[]) => ids(findingsFor(['LVP in kitchen and family room, Shaw Floorte Pro.', ...lines], 'flooring')).includes('scope.flooring.area');
  assert.ok(area(['Install $2.40 per sq ft, removal $0.60/sq ft.', 'Square footage is measured on install day; you pay what we measure.']));
  assert.ok(!area(['Install 640 sq ft at $2.40 per sq ft: $1,536.']));
});

test('"we don\'t warranty customer-supplied material" is a limit, not a warranty on the work', () => {
  const found = ids(findingsFor(['Install customer tile in the shower, 80 sq ft. Total $2,900.', "We don't warranty customer-supplied material."], 'bathroom'));
  assert.ok(found.includes('warranty.workmanship-missing') || found.includes('warranty.missing'), found.join());
  assert.ok(!found.includes('warranty.duration-missing'), found.join());
});

test('metric sizes and strength classes state a slab; a concrete "aggregate" is no insurance limit', () => {
  const lines = [
    'New driveway slab 8.0 m x 3.5 m, 125 mm thick, 32 MPa mix, 20 mm aggregate 3.5 m3 $310.00 $1,085.00',
    'Formwork and mesh 1 item $900.00 $900.00',
    'Subtotal $1,985.00',
  ];
  const found = ids(findingsFor(lines, 'concrete'));
  assert.ok(!found.includes('scope.concrete.area') && !found.includes('scope.concrete.strength'), found.join());
  const price = findPrice(quoteText(lines));
  assert.ok(price.lines.some((l) => l.amount === 1085 && l.role === 'item'), JSON.stringify(price.lines));
  assert.equal(price.mismatch, undefined);
});

test('"a licensed contractor" in a statutory notice is no claim about this one', () => {
  const found = ids(
    findingsFor(
      ['Install 22 kW standby generator, transfer switch and pad. Total $15,900.', 'Payment may be available from the recovery fund if you lose money on a project performed by a licensed contractor.'],
      'electrical',
    ),
  );
  assert.ok(!found.includes('license.number-missing'), found.join());
});

test('the balance due when the tile is grouted is due before completion; a permit to "get yourself" is the homeowner\'s', () => {
  const found = ids(
    findingsFor(
      ['Gut and rebuild the hall bath, new tub and tile to the ceiling. Total $16,800.', 'Deposit 30%, 40% when the drywall is taped, the balance once the tile is grouted.', 'If the town wants a permit, you can pull it yourself.'],
      'bathroom',
    ),
  );
  assert.ok(found.includes('payment.final-before-completion'), found.join());
  assert.ok(found.includes('permits.homeowner'), found.join());
});

test('an Australian metal re-roof in its own words: tiles stripped, sarking, whirlybirds, a roof in m2, an allowance in metres', () => {
  const found = ids(
    findingsFor([
      'Re-roof in Colorbond Trimdek, colour Monument. The roof measures 180 m2. Total price $28,400 incl. GST.',
      'Remove all existing clay tiles and battens; waste to a licensed facility.',
      'Supply and fix Anticon sarking blanket under the new sheets.',
      'Three whirlybird ventilators on the rear slope.',
      'Allowance: up to 4 lineal metres of fascia replacement is included.',
    ]),
  );
  for (const id of ['scope.roofing.tear-off', 'scope.roofing.underlayment', 'scope.roofing.ventilation', 'scope.roofing.size', 'vague.allowance-no-amount'])
    assert.ok(!found.includes(id), `${id}: ${found.join()}`);
});

test('a felling licence is a permit, not a trade licence; the overview states the price in its own currency', () => {
  const found = ids(findingsFor(['Fell the two ash trees, chip and remove. Price €950 incl. VAT.', 'These trees need no felling licence.'], 'tree removal'));
  assert.ok(!found.includes('license.number-missing'), found.join());
  const { result } = analyzeText({ pages: ['Fell the two ash trees, chip and remove.\nPrice €950 incl. VAT.'], projectType: 'Tree removal', contractorName: 'Ash Tree Care' });
  assert.match(result.overview, /€950/);
  assert.doesNotMatch(result.overview, /\$950/);
});
