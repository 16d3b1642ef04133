// General causes found by the first run of held-out round 19, each in wordings of its own: French Canada's dollars
// and taxes, a rate note inside a priced row, the price "if accepted", one option that is the job, licence numbers
// after their class, exemptions cited by law, pressure by scarcity, a chat thread's longer names, tiers named in
// one header, and more.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findPrice } from '../src/domain/price/find-total';
import { findAmounts } from '../src/domain/price/money';
import { othersMessages } from '../src/domain/text/thread';
import { has, quoteText } from './helpers';


test('dollars written the French way are read, and English quantities before a dollar sign are not', () => {
  assert.deepEqual(findAmounts('Main-d\'oeuvre 3 240,50 $ et matériaux 980 $').map((a) => a.value), [3240.5]);
  assert.deepEqual(findAmounts('Acompte 2 000 $ à la signature').map((a) => a.value), [2000]);
  assert.deepEqual(findAmounts('Casement 3 $1,180.00 $3,540.00').map((a) => a.value), [1180, 3540]);
});

test("Quebec's taxes are taxes, checked at their rate written with a decimal comma", () => {
  const price = findPrice(
    quoteText([
      'Description Montant / Amount',
      'Main-d\'oeuvre / Labour 6 000,00 $',
      'Matériaux / Materials 4 000,00 $',
      'Sous-total / Subtotal 10 000,00 $',
      'TPS / GST 5 % 500,00 $',
      'TVQ / QST 9,975 % 1 047,38 $',
      'TOTAL 11 547,38 $',
    ]),
  );
  assert.equal(price.total, 11547.38);
  assert.equal(price.currency, 'CAD');
  assert.deepEqual(price.mismatch && [price.mismatch.stated, price.mismatch.computed], [1047.38, 997.5]);
});

test('a rate noted inside a row under an amount column leaves the row its own figure', () => {
  const price = findPrice(
    quoteText([
      'No. Description Amount (S$)',
      '1 Hack and re-screed floor 900.00',
      '2 Supply and lay tiles (tile cost up to S$40/m2 included) 560.00',
      '3 Replace the floor trap 150.00',
      'Sub-total S$1,610.00',
      'Total S$1,610.00',
    ]),
  );
  assert.equal(price.total, 1610);
  assert.equal(price.mismatch, undefined);
});

test('the price "if accepted, becomes" is the price with an alternate not taken', () => {
  const price = findPrice(
    quoteText(['CONTRACT PRICE $9,400.00', 'Alternate 1 - storm door: add $880.00.', 'If chosen, the total would be $10,280.00.']),
  );
  assert.equal(price.total, 9400);
});

test('the one option a quote offers, marked chosen, is the job itself', () => {
  const lines = [
    'OPTION 1 OF 1 - FURNACE REPLACEMENT [SELECTED]',
    'Sized by Manual J load calculation; new Lennox ML196 furnace, 80,000 BTU, new thermostat.',
    'Total $6,900.',
  ];
  assert.ok(!has(lines, 'scope.hvac.load-calculation', 'hvac'));
});

test('a licence number after its class and a "#" is a licence number', () => {
  assert.ok(!has(['Replace the furnace. $6,900.', 'SC Mechanical License M1 #40988'], 'license.number-missing', 'hvac'));
  assert.ok(!has(['Replace the furnace. $6,900.', 'SC Mechanical License M1 #40988'], 'license.missing', 'hvac'));
});

test('outside the US a trade whose licensing varies is not asked for a licence', () => {
  const fence = (price: string) => has(['Build 30 m of timber paling fence, posts concreted in.', `Total ${price} incl GST.`], 'license.missing', 'fencing');
  assert.ok(!fence('NZ$6,400'));
  assert.ok(fence('$6,400'));
});

test('a no-permit claim that cites the exemption it relies on is not raised', () => {
  const claim = (line: string) => has(['Build a 1.8 m fence, 40 m. $7,800.', line], 'permits.not-required-claim', 'fencing');
  assert.ok(!claim('No permit is required: fences under 2 m are exempt development under the State planning code.'));
  assert.ok(!claim('No planning permission needed - this is permitted development.'));
  assert.ok(claim('No permit is required for this.'));
});

test("one-call services outside the US are the utility locate", () => {
  assert.ok(!has(['Build 30 m of paling fence. A$6,400.', 'We lodge a Before You Dig request and hand dig near marked services.'], 'scope.fence.locate', 'fencing'));
  assert.ok(!has(['Build 30 m of paling fence. NZ$6,400.', 'A beforeUdig request is lodged first.'], 'scope.fence.locate', 'fencing'));
});

test('a workmanship warranty that leaves roof leaks out is no roof-penetration warranty; payment before switch-on is before completion', () => {
  const lines = [
    'Supply and install 12 x 430 W panels, 5.2 kW, Fronius inverter. Total A$6,450.',
    'Workmanship: 10 years on our installation. This does not cover roof leaks or water ingress.',
    'Deposit A$500. Balance payable on installation day, before the system is commissioned.',
  ];
  assert.ok(has(lines, 'warranty.roof-penetration-missing', 'solar'));
  assert.ok(has(lines, 'payment.final-before-completion', 'solar'));
});

test('"$2,000 down" is a payment, a saving is not a price, and "no need for a permit" is a claim', () => {
  const lines = [
    'I can put in a new 2.5 ton unit for $4,300 installed.',
    'No need for a permit on a swap, saves you about $250.',
    'Need $2,000 down to order it.',
  ];
  assert.equal(findPrice(quoteText(lines)).total, 4300);
  assert.ok(has(lines, 'permits.not-required-claim', 'hvac'));
});

test('scarcity and prices about to rise are pressure', () => {
  const urgent = (line: string) => has(['New condenser $4,300.', line], 'pressure.urgency', 'hvac');
  assert.ok(urgent('I only have 2 of these units left at this price.'));
  assert.ok(urgent('The distributor is raising prices Friday.'));
  assert.ok(urgent('Please decide soon, other customers are waiting for this slot.'));
  assert.ok(!urgent('We have the unit in stock.'));
});

test("a chat sender's name of three words is a sender", () => {
  const others = othersMessages([
    'Ace Tree Service: Price to drop the oak is $1,200',
    'You: Does that include the stump?',
    'Ace Tree Service: Stump is $180 extra',
    'You: Ok thanks',
  ]);
  assert.deepEqual([...(others ?? [])], [1, 3]);
});

test('cleanup is not asked of electrical work; hauling the brush is cleanup', () => {
  assert.ok(!has(['Replace the 100 A panel with a 200 A panel. $3,400.'], 'cleanup.missing', 'electrical'));
  assert.ok(!has(['Remove the dead pine. $900.', 'We haul all the branches and logs.'], 'cleanup.missing', 'Tree removal'));
});

test('tiers named together in one header are tiers: what every column lists is covered', () => {
  const lines = [
    'GOOD BETTER BEST',
    'Shingle GAF Royal Sovereign GAF Timberline HDZ GAF Timberline UHDZ',
    'Starter & ridge GAF Pro-Start; Seal-A-Ridge GAF Pro-Start; Seal-A-Ridge GAF Pro-Start; Seal-A-Ridge',
    'Price $14,200 $16,900 $19,300',
  ];
  assert.ok(!has(lines, 'scope.roofing.starter-ridge', 'roofing'));
});

test('"remove & dispose" and "dismantling of old" name the removal of the old work', () => {
  assert.ok(!has(['Remove & dispose carpet and pad, 600 sf.', 'Install LVP, 600 sf. $4,200.'], 'scope.flooring.removal', 'flooring'));
  assert.ok(!has(['Supply 10 kitchen cabinets. $9,800.', 'Dismantling of old shelves and debris removal.'], 'scope.cabinets.removal', 'cabinets'));
});
