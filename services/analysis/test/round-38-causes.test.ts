// General causes found by the first run of held-out round 38, each in wordings of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findPrice } from '../src/domain/price/find-total';
import { QuoteText } from '../src/domain/text/quote-text';
import { findingsFor, found, has, quoteText } from './helpers';

const chat = (lines: string[]) => new QuoteText([{ file: 0, page: 1, method: 'ocr', lines }]);

test('a chat app that marks the phone owner "(you)" and prints the time before the colon is still a thread', () => {
  const text = chat([
    'Sam (you) 09:14: Hi Kev, can you price the porch roof? Is there a guarantee on it?',
    'Kev 09:40: Hi Sam, porch roof re-felted with torch-on, new fascia, £1,150 all in.',
    'Sam (you) 09:52: Great, and do you need money up front?',
    'Kev 10:05: Nothing up front, pay when done. 10 year guarantee on the felt work.',
  ]);
  assert.ok(text.thread);
  assert.doesNotMatch(text.text, /Is there a guarantee/);
  assert.match(text.text, /pay when done/);
  const exported = chat([
    '[12/03/2026, 10:02] Kev: Deck boards lifted and relaid, $2,300.',
    '[12/03/2026, 10:05] Ana: Does that include the stain?',
    '[12/03/2026, 10:09] Kev: Stain is extra, $400.',
    '[12/03/2026, 10:11] Ana: OK thanks',
  ]);
  assert.ok(exported.thread);
  assert.doesNotMatch(exported.text, /include the stain/);
});

test('a thread settles its price by repeating it: the largest figure said twice is the price agreed', () => {
  const text = chat([
    'Kev 18:10: Gutters and fascia on the back, $1,200 if you pay cash or $1,440 with a proper receipt and the tax.',
    'Jo (you) 18:20: We need the receipt for the insurance, so the 1,440 please.',
    'Kev 18:31: Fine, $1,440 it is. $300 to order the fascia boards, rest on the day.',
    'Jo (you) 18:40: Deal.',
  ]);
  const price = findPrice(text);
  assert.equal(price.total, 1440);
});

test('a total right under a "not included" list is the price, not something left out', () => {
  const lines = ['WORK DONE', '[x] Replace sump pump', '[x] New check valve', 'NOT INCLUDED', 'Battery backup', 'Total due $1,180.00'];
  assert.equal(findPrice(quoteText(lines)).total, 1180);
  assert.ok(!has(lines, 'price.total-missing', 'plumbing'));
});

test('taxes named last in what a price includes do not make the price a tax line', () => {
  const lines = ['Hang eight interior doors.', 'Price: 8 doors at $450 each, hung, $3,600, including hardware, labour and taxes.'];
  assert.equal(findPrice(quoteText(lines)).total, 3600);
});

test('cash against a dearer price with an invoice or the tax is a cash discount, in any currency', () => {
  assert.ok(has(['Patio relaid with new sand bed.', '€4,100 with VAT or €3,600 cash.'], 'payment.cash-discount', 'concrete'));
  assert.ok(has(['New boiler fitted.', '£2,400 cash, or £2,880 if you need an invoice.'], 'payment.cash-discount', 'hvac'));
  assert.ok(!has(['New boiler fitted, £2,880 incl. VAT.', 'Pay by cash, card or bank transfer on completion.'], 'payment.cash-discount', 'hvac'));
});

test('a cash price beside an approximate price is a second price, and the approximate one is raised in pounds too', () => {
  const lines = ['Resin driveway, about 90 m2.', 'Our price: around £6,200 plus VAT.', 'Cash price £5,700.'];
  const price = findPrice(quoteText(lines));
  assert.equal(price.total, null);
  assert.deepEqual(price.options.map((o) => o.amount).sort(), [5700, 6200]);
  const ids = found(lines, 'concrete');
  assert.ok(ids.includes('price.options'));
  assert.ok(ids.includes('payment.cash-discount'));
  assert.ok(ids.includes('vague.approximate-price'));
});

test('site or ground conditions that may change the price are unforeseen costs', () => {
  assert.ok(has(['Dig out and lay a new gravel drive, $6,900.', 'Site conditions could change the cost once we dig.'], 'vague.unforeseen', 'concrete'));
});

test('a negation in the sentence before does not deny what the next sentence does', () => {
  const lines = ['Total $9,400.', 'Not a problem. Strip off the old shingles and felt, new GAF shingles.'];
  assert.ok(!has(lines, 'scope.roofing.tear-off'));
  assert.ok(has(['Total $9,400.', 'GAF shingles over the existing roof, not tear off.'], 'scope.roofing.overlay'));
});

test('a flat roof in one membrane is not asked for drip edge or ice-dam membrane', () => {
  const lines = ['Garage flat roof: strip old felt, new torch-on two-layer system, new upstands.', 'Total £2,650 incl. VAT.'];
  const ids = found(lines);
  assert.ok(!ids.includes('scope.roofing.drip-edge'));
  assert.ok(!ids.includes('scope.roofing.ice-water'));
  assert.ok(found(['Tear off and re-shingle the garage roof, 12 squares.', 'Total $6,100.']).includes('scope.roofing.drip-edge'));
});

test('how long a material lasts is no term of a warranty', () => {
  const lines = ['Re-roof with TPO membrane, $7,800.', 'All our work is guaranteed; TPO should last 30 years.'];
  assert.ok(has(lines, 'warranty.duration-missing'));
  assert.ok(!has(['Re-roof with TPO membrane, $7,800.', 'All our work is guaranteed for 10 years.'], 'warranty.duration-missing'));
});

test('a membrane bonded to the deck is no bonded contractor, nor is an Irish address a certificate of insurance', () => {
  assert.ok(has(['EPDM membrane bonded to new boards, $4,100.'], 'insurance.missing'));
  assert.ok(has(['Address: 4 Cois na Habhann, Galway', 'New patio, €5,200 incl. VAT.'], 'insurance.missing', 'concrete'));
  assert.ok(!has(['EPDM membrane, $4,100.', 'We are licensed, bonded and insured.'], 'insurance.missing'));
});

test('a refundable deposit is still paid up front', () => {
  const lines = ['New heat pump as above, total $6,000.', 'Place a $3,000 refundable deposit to hold your install date; balance on completion.'];
  assert.ok(has(lines, 'payment.deposit-high', 'hvac'));
});

test('what waiting costs in power bills is not an approximate price of the job', () => {
  const lines = ['Solar system, 6 kW, total $18,900.', 'Each month you wait costs you about $250 in power bills.'];
  assert.ok(!has(lines, 'vague.approximate-price', 'solar'));
});

test('"if needed, price TBD" is asked once, as the open figure', () => {
  const ids = found(['New service mast, $2,900.', 'Trenching to the meter if needed, price TBD.'], 'electrical');
  assert.ok(ids.includes('vague.tbd'));
  assert.ok(!ids.includes('vague.as-needed'));
});

test('loan or lender costs built into a financed price are a dealer fee', () => {
  assert.ok(has(['Solar as proposed.', 'Financed price $18,400 (includes loan origination costs)'], 'price.dealer-fee', 'solar'));
});

test("a terrace plant's galvanised mounting structure is its racking", () => {
  const lines = ['3 kWp on-grid plant, 6 modules 550 Wp, Rs. 1,85,000 incl. GST.', 'Structure: hot-dip galvanised steel, elevated 2 m above the terrace, anchored to the slab.'];
  assert.ok(!has(lines, 'scope.solar.racking', 'solar'));
});

test('"labour + materials" naming what a figure covers is a firm price; "plus materials" after it is not', () => {
  assert.ok(!has(['Tub out, walk-in shower in.', 'Labour + materials ....... $6,500'], 'vague.open-price', 'bath'));
  assert.ok(has(['Tub out, walk-in shower in.', 'Price $6,500 plus materials.'], 'vague.open-price', 'bath'));
});

test('lead-safe work missing on a home known to be pre-1978 is a gap, not a question', () => {
  const f = findingsFor(['Replace 6 windows in a house built 1962, vinyl double-hung, $7,200 installed.'], 'windows').find((x) => x.id === 'scope.windows.lead-safe');
  assert.equal(f?.issueType, 'medium');
});

test('in an exported chat the contractor is the one quoting rupees grouped by hundreds', () => {
  const text = chat([
    '[12/03/26, 6:52 pm] Asha Rao: Namaste, can you send the rate for the 2BHK?',
    '[12/03/26, 7:10 pm] Vinod Deshmukh Painters: Full flat, putty and two coats Asian Royale, Rs. 1,45,000 including material.',
    '[12/03/26, 7:14 pm] Asha Rao: Does that include the balcony grills?',
    '[12/03/26, 7:20 pm] Vinod Deshmukh Painters: Grills are extra. 50% advance, balance on completion.',
  ]);
  assert.ok(text.thread);
  assert.match(text.text, /Rs\. 1,45,000/);
  assert.doesNotMatch(text.text, /balcony grills\?/);
});
