// The pure parts: funnel rules, CSV quoting, user sorting and periods.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { conversionFunnel, percent } from '../src/domain/funnel';
import { dollars, toCsv } from '../src/domain/csv';
import { sortUsers, userSortOf } from '../src/domain/user-list';
import { periodStart } from '../src/domain/period';
import { parseCsv } from './csv-parse';

const t = (minutes: number) => new Date(Date.UTC(2026, 0, 1) + minutes * 60_000);

test('funnel: a visitor converts once, as a new user before an existing one, only after their first upload', () => {
  const funnel = conversionFunnel({
    anonymousUploads: [
      { id: 'u1', visitorId: 'a', at: t(10) },
      { id: 'u2', visitorId: 'a', at: t(5) }, // the earlier upload is the one that counts
      { id: 'u3', visitorId: 'b', at: t(10) },
      { id: 'u4', visitorId: 'c', at: t(10) },
      { id: 'u5', visitorId: 'd', at: t(10) },
      { id: 'u6', visitorId: '', at: t(10) }, // no visitor id: counted, cannot convert
    ],
    registrations: [
      { visitorId: 'a', createdAt: t(6) }, // after a's first upload: new user
      { visitorId: 'c', createdAt: t(9) }, // before c's upload: not a conversion
      { visitorId: 'x', createdAt: t(20) }, // a visitor without an upload
    ],
    logins: [
      { visitorId: 'a', at: t(30), accountCreatedAt: t(0) }, // a already counted as new
      { visitorId: 'b', at: t(11), accountCreatedAt: t(0) }, // existing account, after b's upload
      { visitorId: 'd', at: t(11), accountCreatedAt: t(10) }, // account created at the upload itself: not "before"
      { visitorId: 'c', at: t(9), accountCreatedAt: t(0) }, // signed in before the upload
    ],
  });
  assert.deepEqual(funnel, {
    anonymousUploads: 5,
    anonymousToNewUser: 1,
    anonymousToExistingUser: 1,
    conversionRate: 40,
    newUserConversionRate: 20,
    reengagementRate: 20,
  });
});

test('percent rounds to one decimal and is 0 without a whole', () => {
  assert.equal(percent(1, 3), 33.3);
  assert.equal(percent(2, 3), 66.7);
  assert.equal(percent(0, 0), 0);
});

test('CSV: quotes what needs quoting, neutralises formulas, CRLF rows', () => {
  const csv = toCsv(['a', 'b'], [['x, "y"', 5], ['=SUM(A1)', '-3'], ['line\nbreak', '@me']]);
  assert.equal(csv, 'a,b\r\n"x, ""y""",5\r\n\'=SUM(A1),\'-3\r\n"line\nbreak",\'@me\r\n');
  assert.deepEqual(parseCsv(csv), [['a', 'b'], ['x, "y"', '5'], ["'=SUM(A1)", "'-3"], ['line\nbreak', "'@me"]]);
  assert.equal(dollars(4900), '49.00');
  assert.equal(dollars(5), '0.05');
});

test('user sorting: defaults to total spend descending; ties go to the newer account', () => {
  assert.deepEqual(userSortOf('', ''), { sortBy: 'totalSpend', order: 'desc' });
  assert.throws(() => userSortOf('name', 'asc'), /sortBy/);
  assert.throws(() => userSortOf('joinDate', 'sideways'), /order/);
  const u = (id: string, totalSpend: number, totalUploads: number, minutes: number) => ({ id, email: `${id}@x`, totalSpend, totalUploads, createdAt: t(minutes) });
  const users = [u('a', 0, 3, 1), u('b', 4900, 1, 2), u('c', 4900, 0, 3), u('d', 9800, 2, 0)];
  assert.deepEqual(sortUsers(users, 'totalSpend', 'desc').map((x) => x.id), ['d', 'c', 'b', 'a']);
  assert.deepEqual(sortUsers(users, 'totalSpend', 'asc').map((x) => x.id), ['a', 'c', 'b', 'd']);
  assert.deepEqual(sortUsers(users, 'totalUploads', 'desc').map((x) => x.id), ['a', 'd', 'b', 'c']);
  assert.deepEqual(sortUsers(users, 'joinDate', 'asc').map((x) => x.id), ['d', 'a', 'b', 'c']);
});

test('periods: 7 and 30 days back from now, 365 is all time, anything else is refused', () => {
  const now = t(0);
  assert.equal(periodStart(7, now).getTime(), now.getTime() - 7 * 86_400_000);
  assert.equal(periodStart(30, now).getTime(), now.getTime() - 30 * 86_400_000);
  assert.equal(periodStart(365, now).getTime(), 0);
  assert.throws(() => periodStart(14, now), /timeframe/);
});
