// General causes found by the first run of held-out round 47, each in wordings of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findPrice } from '../src/domain/price/find-total';
import { othersMessages } from '../src/domain/text/thread';
import { continuesOnto } from '../src/domain/text/quote-text';
import { has, quoteText } from './helpers';

// A web-mail print of a thread: "From Name <address" over "To Name", no colons, the address wrapped.
const webMail = (messages: [from: string, to: string, body: string[]][]) =>
  messages.flatMap(([from, to, body]) => [`From ${from} <${from.split(' ')[0].toLowerCase()}@`, 'example.com>', `To ${to}`, 'Sent Monday 2 March 2026', ...body, '']);

test('a web-mail thread printed without colons, with accented names, is a conversation', () => {
  const lines = webMail([
    ['Zoë Fenwick', 'Seán Mulligan', ['Hi Seán, the attic conversion comes to £18,400 including VAT.']],
    ['Seán Mulligan', 'Zoë Fenwick', ['Thanks Zoë, could you drop the dormer?']],
    ['Zoë Fenwick', 'Seán Mulligan', ['Without the dormer it is £15,900 including VAT.']],
  ]);
  const others = othersMessages(lines);
  assert.ok(others, 'read as a thread');
  assert.ok(others.has(lines.indexOf('Thanks Zoë, could you drop the dormer?')));
  // "From Monday we start" is no sender without the "To" line under it.
  assert.equal(othersMessages(['From Monday we start the tear-off.', 'Crew of four.', 'From Tuesday the decking.']), undefined);
});

test('a price the thread revises after the proposal is the price agreed', () => {
  const lines = webMail([
    ['Gary Olsen', 'Pat Reyes', ['Patio: 400 sq ft pavers on compacted base.', 'Price for the above: $14,900 including haul-off.']],
    ['Pat Reyes', 'Gary Olsen', ['We have another bid at $13,000. Any room?']],
    ['Gary Olsen', 'Pat Reyes', ['Dropping the seat wall brings it to $13,800, and I can do $13,500 if we start in June.']],
    ['Pat Reyes', 'Gary Olsen', ['June is fine.']],
    ['Gary Olsen', 'Pat Reyes', ['Agreement attached for $13,500: deposit $4,050 at signing, balance when done.']],
  ]);
  const text = quoteText(lines);
  assert.equal(findPrice(text).total, 13500);
  // The price said again beside the deposit is not the deposit: 30% is no more than half.
  assert.ok(!has(lines, 'payment.deposit-high', 'other'));
});

test('a revised total said once, as the whole price, replaces the first one', () => {
  const lines = webMail([
    ['Ines Duarte', 'Tom Blake', ['Six windows, net €9,600.00, VAT €1,296.00, Total €10,896.00.']],
    ['Tom Blake', 'Ines Duarte', ['Please leave out the utility room window.']],
    ['Ines Duarte', 'Tom Blake', ['Done: five windows come to €9,080.00 including VAT.', 'Deposit of 25% on ordering.']],
  ]);
  assert.equal(findPrice(quoteText(lines)).total, 9080);
});

test("the homeowner's own words settle a price the contractor offered without a currency sign", () => {
  const lines = [
    'Dwayne - Lakeside Stump & Tree',
    'Me: How much for the two pines by the fence?',
    'Dwayne: $1,900 for both, chipped and hauled. Grinding the stumps is $300 more',
    'Me: Could you do both with stumps for 2000?',
    'Dwayne: I can do 2100 with stumps if you pay cash, else 2200',
    'Me: Cash works. So $2,100 for both pines and stumps, see you Friday.',
    'Dwayne: Yes sir',
  ];
  assert.equal(findPrice(quoteText(lines)).total, 2100);
  // A deposit the homeowner mentions is no price.
  const deposit = [...lines.slice(0, 3), 'Dwayne: Need $200 down to hold Friday', 'Me: Sent the $200 down.', 'Dwayne: Got it'];
  assert.notEqual(findPrice(quoteText(deposit)).total, 200);
});

test('an advance and a balance named by their amounts are payments, not prices', () => {
  const lines = [
    'Raju: Full flat painting, walls and ceilings, Rs. 60,000 final.',
    'Me: ok, when do you need money?',
    'Raju: 50% advance Rs. 30,000 on Monday, balance Rs. 30,000 after completion.',
    'Me: fine',
  ];
  assert.equal(findPrice(quoteText(lines)).total, 60000);
});

test('a cash price offered across a line break is a cash discount', () => {
  const lines = ['Ron: Gutters and guards, 140 ft, 1875 with the guards. If you pay me in cash I', 'can do it for 1750'];
  assert.ok(has(lines, 'payment.cash-discount', 'gutters'));
});

test('old frames cut out and taped and foamed openings are a full-frame, sealed installation', () => {
  const lines = [
    'Supply and fit 7 uPVC casement windows (Eurocell Modus), €8,450 incl. VAT.',
    'Existing frames cut out and removed; new frames fixed into the reveals.',
    'Airtight membrane tape inside, weatherproof tape outside, expanding foam to the cavity, new cills.',
  ];
  assert.ok(!has(lines, 'scope.windows.install-method', 'windows'));
  assert.ok(!has(lines, 'scope.windows.flashing', 'windows'));
});

test("a brand's 'company warranty' is the maker's; the painter's own work still needs one", () => {
  const lines = ['2 coats Berger Silk Glamor on all walls, Rs. 52,000.', 'Silk Glamor has Berger company warranty 7 years.'];
  assert.ok(has(lines, 'warranty.workmanship-missing', 'painting'));
  assert.ok(!has(['2 coats on all walls, $5,200.', 'Our company warranty covers the work for 2 years.'], 'warranty.workmanship-missing', 'painting'));
});

test('days "with four painters" is how long the job takes', () => {
  const lines = ['Exterior repaint, two coats, $7,900.', 'About 6-7 days with three painters.'];
  assert.ok(!has(lines, 'schedule.missing', 'painting'));
});

test('labour and material said to be all included is a firm price', () => {
  assert.ok(!has(['Repaint the hall and stairs, labour + material all included, $3,400.'], 'vague.open-price', 'painting'));
  assert.ok(has(['Repaint the hall and stairs, $3,400 + materials.'], 'vague.open-price', 'painting'));
});

test('extra work at a rate "only if you tell us" waits on the homeowner', () => {
  const lines = ['Paint 3 rooms, $2,900.', 'Doors and trim extra at $60 per door, only if you ask for them.'];
  assert.ok(!has(lines, 'vague.as-needed', 'painting'));
});

test('floors or rooms cleaned at the end are the clean-up', () => {
  assert.ok(!has(['Paint 3 rooms, $2,900, two coats.', 'At the end a full floor cleaning and paint marks removed.'], 'cleanup.missing', 'painting'));
});

test('a range whose upper end is written without its sign is a range', () => {
  const price = findPrice(quoteText(['Rebuild the brick step and landing, $1,200-1,600 depending what is under the old slab.']));
  assert.equal(price.total, null);
  assert.equal(price.noSinglePrice, 'range');
  // A figure and a size are no range.
  assert.equal(findPrice(quoteText(['Concrete pad, $2,400 - 12 ft x 14 ft, 4 in. thick.'])).total, 2400);
});

test('"one day only" about the work is no sale deadline', () => {
  assert.ok(!has(['Boiler swap, £2,800.', 'Water will be off for part of one day only.'], 'pressure.deadline', 'hvac'));
  assert.ok(has(['Boiler swap, £2,800.', 'One day only price if you book at the visit.'], 'pressure.deadline', 'hvac'));
});

test('"until X is done, we cannot say" leaves the price open', () => {
  const lines = ['Open up the wall between hall and lounge, price to follow.', 'Until the surveyor has looked at the lintel, we cannot tell what support it needs or its cost.'];
  assert.ok(has(lines, 'scope.open-question', 'general'));
});

test('no permit needed, with the reason the rule does not reach the job, is no claim to check', () => {
  const lines = ['Resurface the patio, $6,200.', 'The slab stays inside your boundary and the kerb is not touched, so no council permit needed.'];
  assert.ok(!has(lines, 'permits.not-required-claim', 'concrete'));
  assert.ok(has(['Resurface the patio, $6,200.', 'No council permit needed.'], 'permits.not-required-claim', 'concrete'));
});

test('a rate sheet laid out "Item  Unit  Rate" prices each row by its unit, and open rows are open', () => {
  const lines = [
    'Item Unit Rate',
    'Strip old carpet and pad sq ft $0.70',
    'Subfloor patching where required sq ft $2.10',
    'Lay engineered oak, glue-down sq ft $3.90',
    'TOTAL: after the final measure',
  ];
  const price = findPrice(quoteText(lines));
  assert.equal(price.total, null);
  assert.ok(has(lines, 'vague.as-needed', 'flooring'));
});

test('a line that ends on "from" or "with" runs on to the next line', () => {
  assert.ok(continuesOnto('Tile to be chosen by the owner from', "Cooper's showroom within the tile allowance."));
  assert.ok(!continuesOnto('Tile chosen by the owner.', 'Grout in Mid Grey.'));
});

test('an item to be selected within an allowance with no amount is asked once, about the amount', () => {
  const lines = ['Basement finish, $38,000.', 'Carpet to be selected by Owner within the carpet allowance.'];
  assert.ok(has(lines, 'vague.allowance-no-amount', 'general'));
  assert.ok(!has(lines, 'vague.tbd', 'general'));
});
