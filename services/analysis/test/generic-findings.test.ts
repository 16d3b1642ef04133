// The findings a reviewer raises only where they matter (cause 10): work the job needs left to others, lien
// waivers where work is subcontracted, a finish date on large jobs, a missing permit where one is usual. Each in
// wordings of its own, not those of the held-out quotes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findingsFor, ids } from './helpers';

test('follow-on work the job needs, handed to the homeowner or others or excluded, is raised', () => {
  const followOn = (lines: string[], project = 'electrical') => ids(findingsFor(lines, project)).includes('scope.excluded-follow-on');
  assert.ok(followOn(['Install 240 V circuit for range. Total $1,450.', 'Patching and painting of the drywall openings by homeowner.']));
  assert.ok(followOn(['Standby generator installed on pad. Total $12,900.', 'Gas piping from the meter to the unit by others.'], 'Generator'));
  assert.ok(followOn(['New base and wall cabinets. Total $18,000.', 'Exclusions:', 'Reconnection of dishwasher and sink'], 'cabinets'));
  assert.ok(followOn(['Dig and replace 40 ft of sewer lateral. Total $9,500.', 'Customer responsible for sod replacement and sprinkler repair.'], 'Sewer line'));
  assert.ok(followOn(['Sump pump and interior drain. Total $8,200.', 'Dedicated GFCI outlet for the pump not included (by your electrician).'], 'Basement waterproofing'));
});

test('follow-on work that is included, not needed, or only offered is not raised', () => {
  const followOn = (lines: string[], project = 'electrical') => ids(findingsFor(lines, project)).includes('scope.excluded-follow-on');
  assert.ok(!followOn(['Install 240 V circuit for range. Total $1,450.', 'We patch the drywall openings and leave them ready for paint.']));
  assert.ok(!followOn(['Install EV charger on garage wall. Total $1,200.', 'Cable run in surface conduit, so no wall patching needed.']));
  assert.ok(!followOn(['Dig and replace sewer lateral. Total $9,500.', 'Optional: lawn restoration with new sod, add $650.'], 'Sewer line'));
  assert.ok(!followOn(['Interior painting, 3 rooms. Total $2,400.', 'Furniture moving by owner.'], 'painting'));
});

test('lien waivers are asked for when the quote says work is subcontracted, not on every larger quote', () => {
  const lien = (lines: string[]) => ids(findingsFor(lines, 'kitchen')).includes('payment.lien-waiver-missing');
  const job = ['Kitchen remodel per plan. Total $42,000.', '30% at signing, 40% at rough-in, 30% at completion.'];
  assert.ok(!lien(job));
  assert.ok(lien([...job, 'Electrical and plumbing are done by our licensed subcontractors.']));
  assert.ok(lien([...job, 'Countertops fabricated and installed by a subcontractor.']));
  assert.ok(!lien([...job, 'Our subcontractors sign conditional lien releases with each draw.']));
  assert.ok(!lien(['Faucet swap, subcontracted plumber. Total $450.']));
});

test('a finish date is asked for on large jobs only; a small booked job is not asked how long it takes', () => {
  const completion = (lines: string[], project: string) => ids(findingsFor(lines, project)).includes('schedule.completion-missing');
  assert.ok(!completion(['Install one EV charger. Total $1,900.', 'Scheduled for Thursday 9 April, crew arrives 8 am.'], 'electrical'));
  assert.ok(!completion(['Replace water heater. Total $2,600.', 'We can start next Monday.'], 'plumbing'));
  assert.ok(completion(['Full kitchen remodel. Total $48,000.', 'Work starts the week of May 4.'], 'kitchen'));
});

test('a permit is asked about where the trade usually needs one, and not on trades where it is only sometimes needed', () => {
  const permit = (lines: string[], project: string) => ids(findingsFor(lines, project)).includes('permits.missing');
  assert.ok(permit(['Replace 200 A panel, Square D. Total $3,900.'], 'electrical'));
  assert.ok(permit(['Tear off and re-roof, 22 squares. Total $14,500.'], 'roofing'));
  // Re-siding needs a permit only in some towns: no reviewer raised its silence on nine siding quotes.
  assert.ok(!permit(['Strip and re-side the house in fiber cement, 28 squares. Total $26,000.'], 'Siding'));
  assert.ok(!permit(['Seamless 6 in. gutters, 140 ft. Total $2,300.'], 'Gutters'));
  assert.ok(!permit(['Remove two oaks and grind stumps. Total $2,800.'], 'Tree removal'));
  assert.ok(!permit(['Paver patio, 300 sq ft on compacted base. Total $7,900.'], 'Paver patio'));
});

test('a change process in plain words is recognised: written up and signed, a variation quoted in writing', () => {
  const missing = (line: string) => ids(findingsFor(['Rebuild deck, 14 x 20 ft, Trex. Total $21,000.', line], 'deck')).includes('change-orders.missing');
  assert.ok(!missing('Any extras get written up and signed by you before we build them.'));
  assert.ok(!missing('Should you want changes, we price the variation in writing first.'));
  assert.ok(!missing('Changes to the layout are quoted in writing before work continues.'));
  assert.ok(missing('We look forward to building your deck.'));
});

test('licence numbers in less usual forms are recognised: a certificate number, a board acronym in the letterhead', () => {
  const missing = (lines: string[]) => ids(findingsFor(lines, 'electrical')).includes('license.missing');
  assert.ok(!missing(['Bright Line Electric  |  555-201-3344  |  MECL 40219', 'Replace 100 A panel with 200 A. Total $3,900.']));
  assert.ok(!missing(['Replace 100 A panel with 200 A. Total $3,900.', 'Master Electrician Cert. #E-55120']));
  assert.ok(!missing(['Replace 100 A panel with 200 A. Total $3,900.', 'Certified Master Electrician NH-20931']));
  assert.ok(missing(['Quote INV 20931  |  555-201-3344', 'Replace 100 A panel with 200 A. Total $3,900.']));
  assert.ok(missing(['Replace 100 A panel with 200 A. Total $3,900.', 'ABN 51634 902118']));
});

test('"if required" on a permit or on work handed to the homeowner is not open-ended contractor work', () => {
  const asNeeded = (line: string) => ids(findingsFor(['Replace water heater, 50 gal. Total $2,900.', line], 'plumbing')).includes('vague.as-needed');
  assert.ok(!asNeeded('Permit fee extra if required by the county.'));
  assert.ok(!asNeeded('Electrical upgrade if needed is the homeowner\'s responsibility.'));
  assert.ok(asNeeded('Replace shut-off valves and flex lines as needed.'));
});

test('a lower cash price beside the price by check or card is a cash discount, not a cash-only demand', () => {
  const found = (line: string) => ids(findingsFor(['Replace sump pump.', line], 'plumbing'));
  const twoPrices = found('Price: $1,100 cash / $1,160 by card.');
  assert.ok(twoPrices.includes('payment.cash-discount'));
  assert.ok(!twoPrices.includes('payment.cash-only'));
  assert.ok(found('Price $1,100 cash only, no checks.').includes('payment.cash-only'));
});

test('deposits: a fraction down is a share; a state cap named by its licence applies; an order deposit up to half is normal', () => {
  const found = (lines: string[], project = 'painting') => ids(findingsFor(lines, project));
  assert.ok(found(['Paint exterior. Total $6,000.', '1/2 down to book, rest on completion.']).includes('payment.deposit-high'));
  const maryland = found(['MHIC #140233', 'Kitchen remodel. Total $30,000.', '45% deposit at signing, balance at completion.'], 'kitchen');
  assert.ok(maryland.includes('payment.deposit-over-state-limit'));
  assert.ok(!found(['Lic. 88231', 'Kitchen remodel. Total $30,000.', '30% deposit at signing, balance at completion.'], 'kitchen').includes('payment.deposit-over-state-limit'));
  const ordered = found(['Replace 8 windows. Total $12,000.', '40% deposit to place your custom order, balance at install.'], 'windows');
  assert.ok(!ordered.includes('payment.deposit-high'));
  assert.ok(found(['Replace 8 windows. Total $12,000.', '40% deposit at signing, balance at install.'], 'windows').includes('payment.deposit-high'));
});

test('"licensed and insured" is the contractor\'s own cover even right under an exclusions list', () => {
  const found = ids(findingsFor(['Interior drain and sump. Total $9,000.', 'Not included:', '- Electrical outlet for the pump', 'Fully licensed and insured.'], 'Basement waterproofing'));
  assert.ok(!found.includes('insurance.not-carried'));
  assert.ok(!found.includes('insurance.missing'));
});

test('a large deposit "to order equipment" off the shelf is still high', () => {
  assert.ok(ids(findingsFor(['New furnace and AC. Total $9,400.', '50% down to order equipment, balance on completion.'], 'hvac')).includes('payment.deposit-high'));
});

test('"install date" counts as a start only with a date or a window right after it', () => {
  const startMissing = (line: string) => ids(findingsFor(['Rewire the house, 14 circuits. Total $14,200.', 'Work takes four days.', line], 'electrical')).includes('schedule.start-missing');
  assert.ok(startMissing('Install date: Power is off for about 6 hours that day.'));
  assert.ok(!startMissing('Install date: Thursday 12 March.'));
  assert.ok(!startMissing('Start date is the week of June 8.'));
});

test('holding or booking a week is a start window', () => {
  const found = ids(findingsFor(['Refinish oak floors, 900 sq ft. Total $12,600.', 'We can reserve the week of May 11 for you once the deposit is in.'], 'flooring'));
  assert.ok(!found.some((id) => id === 'schedule.missing' || id === 'schedule.start-missing'));
});
