// General causes found by the first run of held-out round 50, each in wordings of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findPrice } from '../src/domain/price/find-total';
import { findLicenceNumbers } from '../src/domain/extract/entities';
import { has, quoteText } from './helpers';

test('a sentence whose subject is the price states it', () => {
  const lines = ['New deck as drawn.', 'Our fixed price for everything listed is $18,400.00.', 'Stair lights $650.00'];
  assert.equal(findPrice(quoteText(lines)).total, 18400);
});

test('a price stated in a sentence above a schedule of shares is the price, not the sum of the rows', () => {
  const lines = ['The price for the work described is $12,000.', 'Stage Amount', 'Signing (25%) $3,000.00', 'Cabinets delivered (50%) $6,000.00', 'Walk-through (25%) $3,000.00'];
  const price = findPrice(quoteText(lines));
  assert.equal(price.total, 12000);
  assert.equal(price.noSinglePrice, undefined);
});

test('drywall on the walls that are not tiled is no unsuitable tile backer', () => {
  const lines = ['Tub surround tiled on Durock with RedGard, $14,000.', 'Half-inch moisture-resistant board beyond the tiled area, taped and skimmed.'];
  assert.ok(!has(lines, 'scope.bath.backer-board', 'bath'));
  // On the tub walls it still is.
  assert.ok(has(['Tub surround tiled, $14,000.', 'Greenboard on the tub walls under the tile.'], 'scope.bath.backer-board', 'bath'));
});

test('a quote that says no subcontractors are used is asked no lien waivers', () => {
  const base = ['Driveway replacement, 900 sq ft, $16,200.', '4 in. slab on 4 in. compacted stone, rebar, broom finish.'];
  assert.ok(!has([...base, 'All work by our own crew; we never use subcontractors.'], 'payment.lien-waiver-missing', 'concrete'));
  assert.ok(has([...base, 'Forming and finishing are done by our subcontractor.'], 'payment.lien-waiver-missing', 'concrete'));
});

test('a licence class and its number written apart, deep in a message, are a licence number; a state and ZIP are not', () => {
  const filler = (n: number) => Array.from({ length: n }, (_, i) => `Note ${i + 1} about the panel, the breaker and the run through the attic.`);
  assert.ok(findLicenceNumbers([...filler(12), 'I am licensed, MEL 38812.', ...filler(12)].join('\n')).length);
  assert.equal(findLicenceNumbers([...filler(12), 'Licensed and based in Austin, TX 78704.', ...filler(12)].join('\n')).length, 0);
});

test('British floor fitting words: lifting the old carpet "+ skip", latex screed, and extra ply "at cost"', () => {
  const lines = ['Bedroom, 14 m2, £1,240 fitted.', '- Lift + skip old carpet and gripper', '- Latex screed to the dips', '- 10 mm fibreboard underlay', '- Carpet: Cormar Apollo Plus, colour Silver Birch'];
  assert.ok(!has(lines, 'scope.flooring.removal', 'flooring'));
  assert.ok(!has(lines, 'scope.flooring.subfloor', 'flooring'));
  assert.ok(has(['Bedroom carpet, £1,240 fitted.', 'Plywood over the boards where required, charged at cost.'], 'vague.as-needed', 'flooring'));
});

test('a ticked row among tiers whose names the reader lost is the choice', () => {
  const lines = [
    'PRODUCT CHOICE',
    'Product Wear layer / Installed total',
    'thickness',
    'GOOD Mohawk RevWood Plus, 10 mil / 6 mm $4,120.00',
    'Harbor Oak',
    '[X] Pergo Extreme Wood Originals, 20 mil / 8 mm $4,880.00',
    'BETTER Northern Oak, attached pad',
    'K.L.',
    'BEST Coretec Pro Plus 9 in, Gray Oak 20 mil / 8 mm $5,640.00',
  ];
  assert.equal(findPrice(quoteText(lines)).total, 4880);
});

test("a row named by how it is paid, whose first figure is the deposit, gives that way's price in its last", () => {
  const lines = ['How you pay Terms Amount', 'Check or card $750 to book, balance at completion $9,900.00', 'Financing 84 monthly payments of $160 $13,440.00'];
  const price = findPrice(quoteText(lines));
  assert.equal(price.total, null);
  assert.deepEqual(price.options.map((o) => o.amount), [9900, 13440]);
});

test("a row of a table whose columns are the tiers is in every tier", () => {
  const lines = [
    'Good Better Best',
    'Furnace Goodman 80% Goodman 96% Goodman 97% modulating',
    'Thermostat Honeywell T4 Honeywell T6 Pro Ecobee Premium',
    'Investment $5,900.00 $7,400.00 $9,100.00',
  ];
  assert.ok(!has(lines, 'scope.hvac.thermostat', 'hvac'));
});

test('a "Licences and insurance" heading claims no licence; "Licensed & insured" under a letterhead does', () => {
  const heading = ['Furnace replacement $6,400.', 'LICENCES AND INSURANCE', 'Our technicians hold gas fitter tickets; liability certificate on request.'];
  assert.ok(!has(heading, 'license.number-missing', 'hvac'));
  assert.ok(has(['Apex Roofing', 'Licensed & Insured', 'Reroof, 24 sq, $14,900.'], 'license.number-missing'));
});

test('a share of the price asked by a near day with the slot at stake is a deadline', () => {
  assert.ok(has(['Bathroom remodel $22,000.', 'I need 40% down by this Friday or the crew goes to another job.'], 'pressure.deadline', 'bath'));
});

test('extras to be settled on site as they come up are agreed by word of mouth', () => {
  assert.ok(has(['Basement finish $41,000.', "Whatever comes up behind the drywall we'll sort it out as we go."], 'change-orders.verbal', 'other'));
});

test('a maker named as a yardstick is not the product bought', () => {
  const lines = ['Kitchen remodel $30,000.', 'New cabinets: painted shaker from our local shop, comparable to KraftMaid.'];
  assert.ok(has(lines, 'scope.kitchen.cabinet-spec', 'kitchen'));
});

test('a credit toward the deductible in dollars and cents is a deductible offer', () => {
  assert.ok(has(['Roof replacement per insurance scope.', 'Leave us a review and we will credit $750.00 toward your deductible.'], 'pressure.deductible-waiver'));
});

test('every other roofer "booking up", and spots first come first served, are urgency', () => {
  assert.ok(has(['Reroof $16,000.', 'Hail season is here and every roofer in the county is booking up.'], 'pressure.urgency'));
  assert.ok(has(['Reroof $16,000.', 'Install dates are first come, first served.'], 'pressure.urgency'));
});

test('a day the contractor has free is a start', () => {
  assert.ok(!has(['Gutter clean and flush, $240.', 'I have Tuesday 4/14 free in the afternoon.'], 'schedule.missing', 'other'));
});

test('a figure "if you want one" is an add-on outside the price', () => {
  const lines = ['Chimney sweep and camera inspection', '$295.00 including the written report.', 'A stainless cap can be added for', '$180.00 if you want one, just say.'];
  assert.equal(findPrice(quoteText(lines)).total, 295);
});

test('a yearly rate escalator with a label between its words is an escalator', () => {
  assert.ok(has(['Solar lease, 7.6 kW, $0 down.', 'Monthly payment $139.00', 'Yearly lease escalator: 3.5%'], 'price.escalator', 'solar'));
});

test('a solar lease is asked about the holes drilled in the roof too', () => {
  const lines = ['Solar lease, 7.6 kW, $0 down, monthly payment $139.00.', 'REC Alpha 400 W panels, Enphase IQ8 microinverters, IronRidge racking.'];
  assert.ok(has(lines, 'warranty.roof-penetration-missing', 'solar'));
});

test('a credit the quote keeps out of its price, or says no longer applies, is no claim on it', () => {
  const lines = ['Solar PV, 6.4 kW, $19,800 installed.', 'A state income tax credit (15%, capped at $1,000) may be available; it is yours to claim and is not deducted from the price.'];
  assert.ok(!has(lines, 'scope.solar.tax-credit', 'solar'));
  assert.ok(!has(['Solar PV, 6.4 kW, $19,800 installed.', 'The federal 25D credit does not apply to systems installed after 2025.'], 'scope.solar.tax-credit', 'solar'));
});

test("a spec sheet's row naming the inverter's maker names the inverter", () => {
  const lines = ['SunBright Solar Proposal', 'System size 8.2 kW', 'Panels 20 x 410W', 'Inverters Enphase', 'microinverters', 'Price $24,600'];
  assert.ok(!has(lines, 'scope.solar.inverter', 'solar'));
});

test("a trade the quote's state does not license is asked no licence; one it licenses still is", () => {
  const fence = (place: string) => [`Lone Oak Fence Co., ${place}`, '6 ft cedar privacy fence, 140 ft, $6,900.', 'Posts set 30 in. deep in concrete.'];
  assert.ok(!has(fence('Waco, TX 76710'), 'license.missing', 'fence'));
  assert.ok(has(fence('Fresno, CA 93720'), 'license.missing', 'fence'));
});

test('installing "within a week of your approval" is a start', () => {
  const lines = [
    'Furnace and AC replacement, Rheem equipment, permit included.',
    'Pay by check $11,850.00, or finance at 0% for 60 months $13,440.00.',
    'Installation takes one day; we normally install within a week of your approval.',
  ];
  assert.ok(!has(lines, 'schedule.start-missing', 'hvac'));
});
