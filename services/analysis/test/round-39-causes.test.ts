// General causes found by the first run of held-out round 39, each in wordings of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findPrice } from '../src/domain/price/find-total';
import { runRules } from '../src/domain/rules/run-rules';
import { normaliseLine } from '../src/domain/text/normalise';
import { QuoteText } from '../src/domain/text/quote-text';
import { projectLabel, tradeOf } from '../src/domain/trade';
import { found, has, quoteText } from './helpers';

const ocr = (lines: string[]) => new QuoteText([{ file: 0, page: 1, method: 'ocr', lines }]);
const idsOf = (text: QuoteText, projectType: string) =>
  runRules({ text, trade: tradeOf(projectType), project: projectLabel(projectType), projectType, price: findPrice(text) }).findings.map((f) => f.id);

test('an empty box a scan reads as "8]" is an unticked option, not a priced item', () => {
  assert.equal(normaliseLine('8] Grind stump below grade $300.00', true), '[ ] Grind stump below grade $300.00');
  const lines = ['[x] Remove dead oak by the drive $1,200.00', '8] Grind stump below grade $300.00', '[x] Haul all wood away $200.00', 'Total (checked items) $1,400.00'];
  const price = findPrice(ocr(lines));
  assert.equal(price.total, 1400);
  assert.equal(price.mismatch, undefined);
});

test("a numbered estimate row is one row whatever its description says, and a rate with its sum in brackets below explains it", () => {
  const lines = [
    '3.1 Bathroom floor: lay 6 m2 of porcelain; includes a tile allowance of £690.00',
    '£40/m2 (£240), adjusted to your final choice',
    '3.2 Grout and silicone £150.00',
    'Total £840.00',
  ];
  const price = findPrice(quoteText(lines));
  assert.equal(price.total, 840);
  assert.equal(price.mismatch, undefined);
});

test('a fee the contractor pays and passes on is an item, not a payment', () => {
  const lines = ['New 200 A panel $2,100.00', 'Meter base and mast $800.00', 'City permit and inspection fees, paid $640.00', 'Total $3,540.00'];
  assert.equal(findPrice(quoteText(lines)).lines.find((l) => l.amount === 640)?.role, 'item');
});

test('the unit after a figure is that figure\'s: "30 m @ $180.00 per metre $5,400.00" is priced at $5,400', () => {
  const lines = ['Close-board fence, 30 m @ $180.00 per metre $5,400.00', 'Side gate $600.00', 'Remove old fence $700.00', 'Subtotal $6,700.00', 'GST 15% $1,005.00', 'Total $7,705.00'];
  const price = findPrice(quoteText(lines));
  assert.equal(price.total, 7705);
  assert.equal(price.mismatch, undefined);
});

test('a discount after a note in brackets still takes money off', () => {
  const lines = ['Roof replacement as described $12,000.00', 'Spring offer 5% (book by 4/30) -$600.00', 'Total $11,400.00'];
  assert.equal(findPrice(quoteText(lines)).mismatch, undefined);
});

test('a table titled for measurements with an amount column is priced', () => {
  const lines = ['MEASUREMENTS AND RATES', 'Item Qty Rate (Rs.) Amount (Rs.)', '1 Hall and bedroom walls 800 sq ft 22.00 17,600.00', '2 All ceilings 600 sq ft 12.00 7,200.00'];
  const price = findPrice(quoteText(lines));
  assert.equal(price.itemsSum, 24800);
  assert.ok(found(lines, 'painting').includes('price.total-not-stated'));
});

test('a written variation sheet signed by us both is a change-order process, and so is additional work quoted in writing after a list', () => {
  assert.ok(!has(['Loft conversion as drawn, £48,000 incl. VAT.', 'Any change is costed on a variation sheet and signed by us both before it is done.'], 'change-orders.missing', 'other'));
  assert.ok(!has(['Repaint the flat, Rs. 80,000.', 'Any additional work (grills, wood polish, texture finishes) will be estimated separately in writing first.'], 'change-orders.missing', 'painting'));
});

test('stage payments ending at practical completion schedule the balance', () => {
  const lines = ['Extension as drawn, total £20,000.00', 'Stage When due Amount', '1 On signing (10%) £2,000.00', '2 Roof on and watertight (60%) £12,000.00', '3 Practical completion (30%) £6,000.00'];
  assert.ok(!has(lines, 'payment.schedule-unclear', 'other'));
});

test('a length named as such, or priced by the metre, is the fence length', () => {
  assert.ok(!has(['New timber fence.', 'Length: 28 metres along the back boundary.', 'Total $7,400 incl. GST.'], 'scope.fence.length', 'fencing'));
  assert.ok(has(['New timber fence, 1.8 m high.', 'Total $7,400 incl. GST.'], 'scope.fence.length', 'fencing'));
});

test('"does not need consent" says no permit is required; it leaves no permit cost open', () => {
  const lines = ['Paling fence 1.8 m high, 30 m, $7,400 incl. GST.', 'A fence of this height does not need building consent (fences up to 2 m, Schedule 1).'];
  assert.ok(!has(lines, 'permits.cost-unclear', 'fencing'));
});

test('"PA registered" claims a registration without its number, and puts the quote under the state\'s deposit cap', () => {
  const lines = ['Basement drain tile system, total $12,000.', 'We are fully insured and PA registered.', 'Deposit due at signing (50%) $6,000, balance on completion.'];
  const ids = found(lines, 'other');
  assert.ok(ids.includes('license.number-missing'));
  assert.ok(!ids.includes('license.missing'));
  assert.ok(ids.includes('payment.deposit-over-state-limit'));
});

test('a sale that ends on a weekday or pricing that ends on a date is a deadline', () => {
  const friday = found(['New furnace installed, $6,800.', 'Our fall special: sign by this Friday and you get 10% off.'], 'hvac');
  assert.ok(friday.includes('pressure.deadline'));
  const ends = found(['Solar as proposed, $29,000.', 'INTRODUCTORY PRICING ENDS APRIL 30. Sign before then to lock in this price.'], 'solar');
  assert.ok(ends.includes('pressure.deadline'));
});

test('a rate per crack, as needed, is open-ended work', () => {
  assert.ok(has(['Interior drain tile, 90 linear feet, total $11,800.', 'Foundation cracks sealed as needed at $380 per crack.'], 'vague.as-needed', 'other'));
});

test("a waterproofing system's two terms are one promise given twice", () => {
  const lines = [
    'Interior drainage and sump, total $9,900.',
    'Our lifetime transferable warranty covers any leak through the walls we treated: we come back and fix it.',
    'The waterproofing system carries our 15-year warranty, set out in the contract.',
  ];
  assert.ok(has(lines, 'warranty.conflict', 'other'));
});

test('a chat header "Me (Sara) 10:02 am" marks the homeowner\'s messages', () => {
  const text = ocr([
    'Me (Sara) 10:02 am',
    'Hi Tom, is there a warranty on the shower?',
    'Tom 10:40 am',
    'Shower regrout and reseal, $650 all up.',
    'Me (Sara) 10:45 am',
    'Great, when can you come?',
    'Tom 11:02 am',
    'Next Tuesday, half a day. Pay on the day.',
  ]);
  assert.ok(text.thread);
  assert.doesNotMatch(text.text, /is there a warranty/);
  assert.ok(idsOf(text, 'bath').includes('warranty.missing'));
});

test('cash that "saves you the GST" is a cash discount', () => {
  assert.ok(has(['Deck rebuilt as discussed, $14,300 inc GST.', 'Pay cash and I can do $13,000, saves you the GST.'], 'payment.cash-discount', 'other'));
});

test('fixtures the homeowner buys need no specification from the contractor', () => {
  const lines = ['Bathroom renovation, $21,000 inc GST.', 'Waterproofing to AS 3740, wall and floor tiling, fit off your basin, toilet and tapware.'];
  assert.ok(!has(lines, 'scope.bath.fixture-spec', 'bath'));
});

test('"Tuesday morning ok?" at the head of a contractor\'s message offers the start', () => {
  const text = ocr([
    'Sam 7:10 PM',
    'Looked at the panel, there is room. New 40 A breaker and wire to the garage, a few hours of work.',
    'Me 7:20 PM',
    'Great, when can you do it?',
    'Sam 7:31 PM',
    'Tuesday morning ok? I would be there by 8.',
    'Me 7:33 PM',
    'Perfect',
  ]);
  assert.ok(text.thread);
  const ids = idsOf(text, 'electrical');
  assert.ok(!ids.includes('schedule.missing') && !ids.includes('schedule.start-missing'));
});

test('a deductible the contractor will "take care of", or no money out of pocket, is a deductible waiver', () => {
  assert.ok(has(['Hail claim roof replacement per your carrier, RCV $19,800.', 'About your $1,000 deductible: we will take care of it.'], 'pressure.deductible-waiver'));
  assert.ok(has(['Hail claim roof replacement per your carrier, RCV $19,800.', "You won't be out of pocket on your new roof."], 'pressure.deductible-waiver'));
});

test('"the insured" and the insured\'s signature line are the homeowner, not the contractor\'s cover', () => {
  const lines = ['Storm claim estimate, RCV $18,400.', "We meet the adjuster on the insured's behalf.", 'Insured (claim agreement)'];
  assert.ok(has(lines, 'insurance.missing'));
});

test('a rate beyond a quantity already in the price is bounded', () => {
  assert.ok(!has(['Engineered oak floor, 60 m2, $9,800 incl. HST.', 'Extra levelling beyond the 2 bags included: $40.00 per bag.'], 'vague.as-needed', 'flooring'));
});

test('in New Zealand, "does not need a building consent" is the Building Act\'s exemption, not a claim to check', () => {
  const lines = ['New concrete driveway within the boundary, $14,800 incl. GST.', 'The work does not need a building consent.'];
  assert.ok(!has(lines, 'permits.not-required-claim', 'concrete'));
  assert.ok(has(['New concrete driveway, $14,800.', 'The work does not need a permit.'], 'permits.not-required-claim', 'concrete'));
});
