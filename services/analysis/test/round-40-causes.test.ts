// General causes found by the first run of held-out round 40, each in wordings of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findPrice } from '../src/domain/price/find-total';
import { runRules } from '../src/domain/rules/run-rules';
import { QuoteText } from '../src/domain/text/quote-text';
import { projectLabel, tradeOf } from '../src/domain/trade';
import { found, has, quoteText } from './helpers';

test('"$150 off for cash" is a conditional discount: the price stands and the cash discount is raised', () => {
  const lines = ['Grind 3 stumps and haul chips. $1,450', 'Half to book you in. $150 off for cash.'];
  assert.equal(findPrice(quoteText(lines)).total, 1450);
  assert.ok(has(lines, 'payment.cash-discount', 'other'));
});

test('a share "to get on schedule" is a deposit, and in California it is over the cap', () => {
  const lines = ['Remove the oak over the shed, haul everything. $5,200', '(530) 555-0144', '40% to get on schedule, rest when done.'];
  const ids = found(lines, 'other');
  assert.ok(ids.includes('payment.deposit-high'));
  assert.ok(ids.includes('payment.deposit-over-state-limit'));
});

test('"take down two trees" is the work, not how long it takes', () => {
  const ids = found(['Take down three pines along the fence and chip the brush. $4,100'], 'other');
  assert.ok(ids.includes('schedule.missing'));
  assert.ok(!ids.includes('schedule.start-missing'));
});

test('scarcity in a storm pitch is urgency (everyone booked, crews filling up); an honest lead time is not', () => {
  assert.ok(has(['Roof replacement per your claim, RCV $14,200.', 'Right now every roofer in the county is booked solid.'], 'pressure.urgency'));
  assert.ok(has(['Roof replacement per your claim, RCV $14,200.', 'Sign now so we can hold a slot before our crews fill up.'], 'pressure.urgency'));
  assert.ok(!has(['New fence, 120 ft, $6,400.', "We're booking 3-4 weeks out and the job takes two days."], 'pressure.urgency', 'fencing'));
});

test('"$0 out of pocket" and "we work with you on your deductible" are deductible waivers', () => {
  assert.ok(has(['Hail roof per your carrier, RCV $17,900.', 'Most homeowners pay $0 out of pocket with us.'], 'pressure.deductible-waiver'));
  assert.ok(has(['Hail roof per your carrier, RCV $17,900.', 'Deductible: we work with you on your deductible.'], 'pressure.deductible-waiver'));
});

test("the insurer's first cheque endorsed to the roofer before tear-off is most of the price up front", () => {
  const lines = [
    'Replacement Cost Value $20,000.00',
    'Less Recoverable Depreciation (6,000.00)',
    'Actual Cash Value $14,000.00',
    'Less Deductible (1,000.00)',
    'Net Claim $13,000.00',
    'The ACV check is endorsed over to us when the shingles are delivered, before tear-off. The depreciation check is the final payment.',
  ];
  const f = found(lines);
  assert.ok(f.includes('payment.deposit-high'));
});

test("a government subsidy paid into the homeowner's account is not taken off the price", () => {
  const lines = [
    'Supply of 4 kWp on-grid system Rs. 1,90,000',
    'Installation and commissioning Rs. 40,000',
    'Total cost (incl. GST) Rs. 2,30,000',
    'State subsidy credited to you - Rs. 60,000',
    'Net cost to you Rs. 1,70,000',
  ];
  assert.equal(findPrice(quoteText(lines)).total, 230000);
});

test('a subsidy said to be credited to the homeowner, however long its name, is promised as certain', () => {
  const lines = ['3 kWp rooftop plant, Rs. 1,85,000 incl. GST.', 'The central subsidy of Rs. 60,000 under the national rooftop solar programme for homes will be credited to your bank account after inspection.'];
  assert.ok(has(lines, 'scope.solar.tax-credit', 'solar'));
});

test('"Name (10:14 am): message" is a chat line; the homeowner\'s questions are not the quote', () => {
  const text = new QuoteText([
    {
      file: 0,
      page: 1,
      method: 'ocr',
      lines: [
        'Me (9:40 am): Hi Sam, could you quote the laundry? Does it come with a warranty?',
        'Sam (10:14 am): Laundry refit with new tub and tiles, $8,900 inc GST.',
        'Me (10:20 am): Thanks, when could you start?',
        'Sam (10:31 am): Start of next month, one week on site. 10% deposit, rest on completion.',
      ],
    },
  ]);
  assert.ok(text.thread);
  assert.doesNotMatch(text.text, /come with a warranty/);
});

test("an Australian or New Zealand phone number or an Australian bank's BSB makes the dollars local", () => {
  assert.equal(findPrice(quoteText(['Bathroom refit, $21,000 inc GST.', 'Call Mick on +61 400 555 123'])).currency, 'AUD');
  assert.equal(findPrice(quoteText(['Deck rebuild, $9,800.', 'Pay to BSB 062-000 Acc 1234 5678'])).currency, 'AUD');
  assert.equal(findPrice(quoteText(['Deck rebuild, $9,800 incl GST.', 'Ph +64 21 555 0199'])).currency, 'NZD');
  assert.ok(!has(['Bathroom refit, $21,000 inc GST.', 'Call Mick on +61 400 555 123'], 'permits.missing', 'bath'));
});

test('"no making good is needed" hands nothing over, and answers who repairs the walls', () => {
  const lines = ['Install a 7 kW charger on the front of the house, €1,150 incl. VAT.', 'No internal making good of walls is needed as the cable stays outside.'];
  const ids = found(lines, 'electrical');
  assert.ok(!ids.includes('scope.excluded-follow-on'));
  assert.ok(!ids.includes('scope.electrical.patching'));
});

test('"lift and take away the existing carpet" is the removal of the old floor', () => {
  assert.ok(!has(['New laminate in the lounge, 30 m2, $4,200 incl GST.', 'Lift and take away the existing carpet and underlay.'], 'scope.flooring.removal', 'flooring'));
});

test('a chat header "Name - Company 4:12 PM" marks the sender, and "Thu 3/12, 8 AM." answering "when?" is the start', () => {
  const text = new QuoteText([
    {
      file: 0,
      page: 1,
      method: 'ocr',
      lines: [
        'Rob - Summit Heating 9:05 AM',
        'Morning Jen, new 50 gal water heater fitted, permit and haul-away included. Total $2,390.00.',
        'Jen 9:20 AM',
        'Thanks! When can you come? Any warranty?',
        'Rob - Summit Heating 9:31 AM',
        'Wed 4/8, 8 AM. About 4 hrs. 6 yrs on the tank from the maker, 1 yr on my labor.',
        'Jen 9:33 AM',
        'Booked, thanks.',
      ],
    },
  ]);
  assert.ok(text.thread);
  assert.doesNotMatch(text.text, /Any warranty\?/);
  const ids = runRules({ text, trade: tradeOf('plumbing'), project: projectLabel('plumbing'), projectType: 'plumbing', price: findPrice(text) }).findings.map((f) => f.id);
  assert.ok(!ids.includes('schedule.missing') && !ids.includes('schedule.start-missing'));
});
