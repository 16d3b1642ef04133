import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  findBareAmounts,
  findDates,
  findDurations,
  findEmails,
  findLicenceNumbers,
  findMoney,
  findPercentages,
  findPhones,
  findQuantities,
} from '../src/domain/extract/entities';

test('money: the shapes contractors write, signs and ranges', () => {
  const values = (s: string) => findMoney(s).map((m) => m.value);
  assert.deepEqual(values('Total $12,500.00'), [12500]);
  assert.deepEqual(values('Price $ 9,800 cash'), [9800]);
  assert.deepEqual(values('about $12.5k'), [12500]);
  assert.deepEqual(values('Discount -$500'), [-500]);
  assert.deepEqual(values('Credit ($250.00)'), [-250]);
  assert.deepEqual(values('USD 4,200 or 4,300 USD'), [4200, 4300]);
  assert.deepEqual(values('Approximately $28,000 - $32,000'), [28000, 32000]);
  assert.deepEqual(
    findBareAmounts('TOTAL 12,500.00').map((m) => m.value),
    [12500],
  );
  assert.deepEqual(findBareAmounts('1,200 sq ft and 3/4/2026'), []);
});

test('percentages, including halves and thirds', () => {
  assert.deepEqual(
    findPercentages('30% deposit, 70 percent on completion').map((p) => p.value),
    [30, 70],
  );
  assert.deepEqual(
    findPercentages('half down').map((p) => p.value),
    [50],
  );
  assert.equal(Math.round(findPercentages('1/3 at signing')[0].value), 33);
});

test('dates in US formats become ISO dates', () => {
  assert.deepEqual(
    findDates('Date: March 2, 2026').map((d) => d.iso),
    ['2026-03-02'],
  );
  assert.deepEqual(
    findDates('EST 3/4/26').map((d) => d.iso),
    ['2026-03-04'],
  );
  assert.deepEqual(
    findDates('start 2026-04-20').map((d) => d.iso),
    ['2026-04-20'],
  );
  assert.deepEqual(
    findDates('on 20 April 2026').map((d) => d.iso),
    ['2026-04-20'],
  );
});

test('durations with ranges and spelled-out numbers', () => {
  const [a] = findDurations('takes 3-5 business days');
  assert.deepEqual([a.min, a.max, a.unit], [3, 5, 'day']);
  const [b] = findDurations('within two (2) weeks');
  assert.deepEqual([b.min, b.max, b.unit], [2, 2, 'week']);
  assert.equal(findDurations('about 5 hrs')[0].unit, 'hour');
});

test('quantities with trade units, without confusing square feet for roofing squares', () => {
  const q = (s: string) => findQuantities(s).map((x) => `${x.value} ${x.unit}`);
  assert.deepEqual(q('31 squares incl. waste'), ['31 square']);
  assert.deepEqual(q('OAKRIDGE - 22 SQ'), ['22 square']);
  assert.deepEqual(q('1,200 sq ft'), ['1200 sqft']);
  assert.deepEqual(q('640 sq. ft. of LVP'), ['640 sqft']);
  assert.deepEqual(q('8.61 kW DC'), ['8.61 kw']);
  assert.deepEqual(q('12,100 kWh per year'), ['12100 kwh']);
  assert.deepEqual(q('3-ton heat pump'), ['3 ton']);
  assert.deepEqual(q('36,000 BTU'), ['36000 btu']);
  assert.deepEqual(q('16.2 SEER2'), ['16.2 seer2']);
  assert.deepEqual(q('SEER2: 17'), ['17 seer2']);
  assert.deepEqual(q('96% AFUE'), ['96 afue']);
  assert.deepEqual(q('HSPF2 9.5'), ['9.5 hspf2']);
  assert.deepEqual(q('212 LF'), ['212 linft']);
  assert.deepEqual(q("180 ft of 6' privacy fence"), ['180 linft']);
  assert.deepEqual(q('21 x REC 410 W panels'), ['410 watt']);
});

test('licence numbers with and without a keyword in front, never a phone number or ZIP', () => {
  const n = (s: string) => findLicenceNumbers(s).map((l) => l.number);
  assert.deepEqual(n('Denver Contractor Lic. #RC-1187456'), ['RC-1187456']);
  assert.deepEqual(n('CSLB Lic. #1098765'), ['1098765']);
  assert.deepEqual(n('License No: CBC1264589'), ['CBC1264589']);
  assert.deepEqual(n('TACLA00123456E | Regulated by TDLR'), ['TACLA00123456E']);
  assert.deepEqual(n('WA Contractor Reg. #CASCAFC884QS'), ['CASCAFC884QS']);
  assert.deepEqual(n('Licensed & insured (303) 555-0142, Denver CO 80216'), []);
  assert.deepEqual(n('OR Residential General Contractor\nCCB-228410'), ['CCB-228410']);
  assert.deepEqual(n('Electrical Contractor EC13008412'), ['EC13008412']);
  assert.deepEqual(n('The contractor agrees 2026 pricing holds; contractor 120 days'), []);
});

test('phone numbers and e-mail addresses', () => {
  assert.deepEqual(
    findPhones('Call (303) 555-0142 or 720.555.0190').map((p) => p.raw),
    ['(303) 555-0142', '720.555.0190'],
  );
  assert.deepEqual(
    findEmails('estimates@summitpeakroofing.com').map((e) => e.raw),
    ['estimates@summitpeakroofing.com'],
  );
});
