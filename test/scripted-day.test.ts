// A scripted day of activity through the gateway, against all five running services, and every figure of every
// admin endpoint checked against what the day did — again after the read models are wiped and rebuilt from the
// topics. Other tests share this namespace at the same time, so the checks look at this day's own users, uploads
// (its own project types), visitors and payments; global totals are checked as "grew by at least what the day
// added" and for agreement between endpoints (revenue = succeeded payments, uploads = the users' quotes).
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createClient } from '@qa/platform';
import { Browserish, type Reply } from './support/http';
import { actingAs, eventually, testEnv } from './support/env';
import { quotePdf, signInAdmin } from '../services/admin-reporting/test/gateway-support';
import { parseCsv } from '../services/admin-reporting/test/csv-parse';

const run = Math.random().toString(36).slice(2, 8);
const DECK = `Deck ${run}`;
const FENCE = `Fence ${run}`;
const LAST_NAME = `Day${run}`;
const PASSWORD = 'scripted-day-pass-1';
const PACK = { cents: 4900, credits: 20 };
const GOOD_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

type Who = 'alice' | 'bob' | 'eve';
interface Person {
  email: string;
  firstName: string;
  id: string;
  createdAt: string;
  /** Their signed-in browser, to ask the source services what they hold. */
  browser: Browserish;
}
interface UploadDone {
  who?: Who;
  projectType: string;
  success: boolean;
  bytes: number;
}
interface PaymentDone {
  who: Who;
  paymentIntentId: string;
  status: 'succeeded' | 'failed';
}

// What the day did, recorded as it happens; every expectation below is computed from it.
const day = {
  people: {} as Record<Who, Person>,
  uploads: [] as UploadDone[],
  payments: [] as PaymentDone[],
  anonymousVisitors: 0,
  toNewUser: 0,
  toExistingUser: 0,
};
let admin: Browserish;
let pdf: Buffer;
let before7: Summary;
let beforeAll: Summary;

type Summary = Record<string, number>;

function ok<T>(res: Reply<T>, what: string, status = 200): T {
  assert.equal(res.status, status, `${what}: ${res.status} ${res.text}`);
  return res.body;
}

async function register(browser: Browserish, who: Who, firstName: string) {
  const email = `day-${run}-${who}@example.com`;
  const user = ok(await browser.post('/api/auth/register', { email, password: PASSWORD, firstName, lastName: LAST_NAME }), `register ${who}`, 201);
  day.people[who] = { email, firstName, id: user.id, createdAt: user.createdAt, browser };
  // The 3 sign-up credits arrive through billing's consumer of user.registered.
  await eventually(async () => ((await browser.get('/api/usage')).body?.analysisCredits === 3 ? true : undefined), 30_000, `${who}'s sign-up credits`);
}

async function upload(browser: Browserish, path: string, who: Who | undefined, projectType: string, file: 'pdf' | 'txt', expectStatus: number) {
  const files = file === 'pdf' ? [{ name: 'quote.pdf', type: 'application/pdf', data: pdf }] : [{ name: 'quote.txt', type: 'text/plain', data: Buffer.from('not a quote') }];
  const res = await browser.upload(path, files, { projectType, contractorName: 'Scripted Day Builders' });
  assert.equal(res.status, expectStatus, `${who ?? 'anonymous'} upload to ${path}: ${res.text}`);
  day.uploads.push({ who, projectType, success: expectStatus === 200, bytes: files[0].data.length });
}

async function pay(browser: Browserish, who: Who, card: string) {
  const intent = ok(await browser.post('/api/create-payment-intent', {}), `${who} creates a payment intent`);
  const outcome = ok(await browser.post('/api/payments/test/confirm', { paymentIntentId: intent.paymentIntentId, cardNumber: card }), `${who} pays`);
  const status = card === GOOD_CARD ? 'succeeded' : 'failed';
  assert.equal(outcome.status, status);
  day.payments.push({ who, paymentIntentId: intent.paymentIntentId, status });
}

async function csv(path: string): Promise<string[][]> {
  const res = await admin.get(path);
  assert.equal(res.status, 200, `${path}: ${res.text}`);
  return parseCsv(res.text);
}

async function summary(timeframe: number): Promise<Summary> {
  return ok(await admin.get(`/api/admin/analytics?timeframe=${timeframe}`), 'analytics').summary;
}

before(async () => {
  admin = await signInAdmin();
  pdf = await quotePdf('Scripted Day Builders');
  before7 = await summary(7);
  beforeAll = await summary(365);

  // Eve has had an account since before today's anonymous uploads.
  await register(new Browserish(), 'eve', 'Eve');

  // Visitor A analyses a quote anonymously, then signs up from the same browser: a new user (Alice).
  const a = new Browserish();
  await upload(a, '/api/quotes/analyze', undefined, DECK, 'pdf', 200);
  day.anonymousVisitors++;
  await register(a, 'alice', 'Alice');
  day.toNewUser++;

  // Visitor B analyses a quote anonymously, then signs in to Eve's existing account.
  const b = new Browserish();
  await upload(b, '/api/quotes/analyze', undefined, FENCE, 'pdf', 200);
  day.anonymousVisitors++;
  ok(await b.post('/api/auth/login', { email: day.people.eve.email, password: PASSWORD }), 'Eve signs in from B');
  day.people.eve.browser = b;
  day.toExistingUser++;

  // Visitor C first picks a text file (refused), then analyses a PDF, and leaves.
  const c = new Browserish();
  await upload(c, '/api/quotes/analyze', undefined, DECK, 'txt', 400);
  await upload(c, '/api/quotes/analyze', undefined, DECK, 'pdf', 200);
  day.anonymousVisitors++;

  // Alice analyses a quote with a sign-up credit and buys the credit pack.
  await upload(a, '/api/upload-quote', 'alice', DECK, 'pdf', 200);
  await pay(a, 'alice', GOOD_CARD);

  // Bob signs up directly, uses his three credits (with a wrong file type in between), is refused the fourth
  // upload, has a card declined, pays with a good one, and uploads again.
  const bob = new Browserish();
  await register(bob, 'bob', 'Bob');
  await upload(bob, '/api/upload-quote', 'bob', DECK, 'pdf', 200);
  await upload(bob, '/api/upload-quote', 'bob', FENCE, 'txt', 400);
  await upload(bob, '/api/upload-quote', 'bob', FENCE, 'pdf', 200);
  await upload(bob, '/api/upload-quote', 'bob', FENCE, 'pdf', 200);
  await upload(bob, '/api/upload-quote', 'bob', DECK, 'pdf', 402);
  await pay(bob, 'bob', DECLINED_CARD);
  await pay(bob, 'bob', GOOD_CARD);
  await upload(bob, '/api/upload-quote', 'bob', DECK, 'pdf', 200);
});

// --- what the day should show ---

const people = () => Object.entries(day.people) as Array<[Who, Person]>;
const quotesOf = (who: Who) => day.uploads.filter((u) => u.who === who && u.success).length;
const spendOf = (who: Who) => day.payments.filter((p) => p.who === who && p.status === 'succeeded').length * PACK.cents;
const ownTypes = [DECK, FENCE];

async function checkUsers() {
  const rows = ok(await admin.get(`/api/admin/users?search=${encodeURIComponent(LAST_NAME.toUpperCase())}`), 'users');
  const want = people().map(([who, p]) => ({
    id: p.id,
    firstName: p.firstName,
    lastName: LAST_NAME,
    email: p.email,
    totalUploads: quotesOf(who),
    totalSpend: spendOf(who),
    createdAt: p.createdAt,
    role: 'user',
  }));
  // Default order: total spend, descending; ties go to the newer account.
  const bySpend = [...want].sort((x, y) => y.totalSpend - x.totalSpend || y.createdAt.localeCompare(x.createdAt));
  assert.deepEqual(rows, bySpend);

  const ids = async (query: string) => (ok(await admin.get(`/api/admin/users?search=${encodeURIComponent(LAST_NAME)}&${query}`), query) as Array<{ id: string }>).map((u) => u.id);
  assert.deepEqual(await ids('sortBy=totalUploads&order=desc'), [...want].sort((x, y) => y.totalUploads - x.totalUploads || y.createdAt.localeCompare(x.createdAt)).map((u) => u.id));
  assert.deepEqual(await ids('sortBy=joinDate&order=asc'), [...want].sort((x, y) => x.createdAt.localeCompare(y.createdAt)).map((u) => u.id));
  const alice = ok(await admin.get(`/api/admin/users?search=${encodeURIComponent(`alice ${LAST_NAME}`)}`), 'search by first and last name');
  assert.deepEqual(alice.map((u: { id: string }) => u.id), [day.people.alice.id]);

  // The same figures as the source services hold: the quote service's quotes and billing's completed purchases.
  for (const [who, p] of people()) {
    const quotes = ok(await p.browser.get('/api/quotes'), `${who}'s quotes`) as unknown[];
    const purchases = ok(await p.browser.get('/api/purchases'), `${who}'s purchases`) as Array<{ status: string; amount: number }>;
    const row = want.find((u) => u.id === p.id)!;
    assert.equal(row.totalUploads, quotes.length, `${who}: uploads = quotes submitted`);
    assert.equal(row.totalSpend, purchases.filter((x) => x.status === 'completed').reduce((sum, x) => sum + x.amount, 0), `${who}: spend = completed purchases`);
  }
}

/** The day's rows of the activity log: its users' uploads, and the anonymous ones of its own project types. */
async function ownLogs(filter: string) {
  const { logs } = ok(await admin.get(`/api/admin/activity-logs?limit=500&filter=${filter}`), 'activity logs');
  const emails = people().map(([, p]) => p.email);
  return (logs as Array<Record<string, unknown>>).filter((l) =>
    l.uploadType === 'anonymous' ? ownTypes.includes(l.projectType as string) : emails.includes(l.userEmail as string),
  );
}

async function checkActivity() {
  const want = [...day.uploads].reverse(); // newest first
  const check = (rows: Array<Record<string, unknown>>, expected: UploadDone[]) => {
    const context = `the day's rows:\n${rows.map((r) => JSON.stringify(r)).join('\n')}`;
    assert.equal(rows.length, expected.length, `one row per upload attempt; ${context}`);
    rows.forEach((row, i) => {
      const u = expected[i];
      assert.equal(row.uploadType, u.who ? 'authenticated' : 'anonymous', context);
      assert.equal(row.userEmail, u.who ? day.people[u.who].email : null, context);
      assert.equal(row.success, u.success, context);
      assert.match(String(row.ipAddress), /^(::ffff:)?127\.0\.0\.1$|^::1$/, context); // the tests' own address
      assert.ok(!Number.isNaN(Date.parse(String(row.createdAt))), context);
      if (u.success) {
        assert.equal(row.projectType, u.projectType, context);
        assert.equal(row.fileCount, 1, context);
        assert.equal(row.fileSize, u.bytes, context);
      } else {
        // A refused upload shows what was read before the refusal: the no-credits check comes before the form.
        assert.ok(row.projectType === u.projectType || row.projectType === '', context);
        assert.ok(Number(row.fileCount) <= 1, context);
      }
    });
  };
  check(await ownLogs('all'), want);
  check(await ownLogs('anonymous'), want.filter((u) => !u.who));
  check(await ownLogs('authenticated'), want.filter((u) => u.who));
}

async function allTransactions() {
  const rows: Array<Record<string, unknown>> = [];
  for (let offset = 0; ; offset += 500) {
    const page = ok(await admin.get(`/api/admin/transactions?limit=500&offset=${offset}`), 'transactions');
    rows.push(...page.transactions);
    if (rows.length >= page.total || !page.transactions.length) return { rows, total: page.total as number };
  }
}

async function checkTransactions() {
  const { rows, total } = await allTransactions();
  assert.equal(rows.length, total);
  const emails = new Set(people().map(([, p]) => p.email));
  const own = rows.filter((t) => emails.has(t.userEmail as string));
  const want = [...day.payments].reverse().map((p) => ({
    id: p.paymentIntentId,
    userEmail: day.people[p.who].email,
    paymentIntentId: p.paymentIntentId,
    amount: PACK.cents,
    creditsAdded: p.status === 'succeeded' ? PACK.credits : 0,
    isTest: true,
    status: p.status,
  }));
  assert.deepEqual(own.map(({ createdAt: _createdAt, ...t }) => t), want);
  // The first page, as the dashboard asks for it.
  const firstPage = ok(await admin.get('/api/admin/transactions'), 'first page');
  assert.ok(firstPage.transactions.length <= 50 && firstPage.total >= day.payments.length);
  return rows;
}

async function checkAnalytics() {
  const [week, all] = [await summary(7), await summary(365)];
  const grew = (now: Summary, then: Summary, field: string, by: number) => assert.ok(now[field] >= then[field] + by, `${field}: ${then[field]} → ${now[field]}, the day added ${by}`);
  const revenue = day.payments.filter((p) => p.status === 'succeeded').length * (PACK.cents / 100);
  const quotes = day.uploads.filter((u) => u.who && u.success).length;
  for (const [now, then] of [
    [week, before7],
    [all, beforeAll],
  ]) {
    grew(now, then, 'totalUsers', people().length);
    grew(now, then, 'newSignups', people().length);
    grew(now, then, 'totalUploads', quotes);
    grew(now, then, 'totalRevenue', revenue);
    grew(now, then, 'anonymousUploads', day.anonymousVisitors);
    grew(now, then, 'anonymousToNewUser', day.toNewUser);
    grew(now, then, 'anonymousToExistingUser', day.toExistingUser);
    const pct = (part: number) => (now.anonymousUploads ? Math.round((part / now.anonymousUploads) * 1000) / 10 : 0);
    assert.equal(now.newUserConversionRate, pct(now.anonymousToNewUser));
    assert.equal(now.reengagementRate, pct(now.anonymousToExistingUser));
    assert.equal(now.conversionRate, pct(now.anonymousToNewUser + now.anonymousToExistingUser));
  }

  // The figures agree with each other: all-time revenue is the sum of the succeeded payments, total users the
  // users listed, total uploads at least the listed users' quotes (events of users unknown to auth would add to
  // it), and this day's project types have their share of all uploads.
  const { rows } = await allTransactions();
  const succeededCents = rows.filter((t) => t.status === 'succeeded').reduce((sum, t) => sum + Number(t.amount), 0);
  assert.equal(all.totalRevenue, succeededCents / 100);
  const users = ok(await admin.get('/api/admin/users'), 'users') as Array<{ totalUploads: number }>;
  assert.equal(all.totalUsers, users.length);
  assert.ok(all.totalUploads >= users.reduce((sum, u) => sum + u.totalUploads, 0));
  const { summary: allAgain, projectTypes } = ok(await admin.get('/api/admin/analytics?timeframe=365'), 'analytics');
  for (const type of ownTypes) {
    const count = day.uploads.filter((u) => u.who && u.success && u.projectType === type).length;
    const share = projectTypes.find((p: { name: string }) => p.name === type);
    assert.ok(share, `${type} among the popular project types`);
    assert.equal(share.percentage, Math.round((count / allAgain.totalUploads) * 1000) / 10, type);
  }
}

async function checkExports() {
  const users = await csv('/api/admin/export/users.csv');
  assert.deepEqual(users[0], ['Name', 'Email', 'Join Date', 'Total Uploads', 'Total Spend (USD)', 'Last Activity']);
  const logs = await ownLogs('all');
  const { rows: transactions } = await allTransactions();
  for (const [who, p] of people()) {
    const row = users.find((r) => r[1] === p.email);
    assert.ok(row, `${p.email} in users.csv`);
    assert.deepEqual(row.slice(0, 5), [`${p.firstName} ${LAST_NAME}`, p.email, p.createdAt, String(quotesOf(who)), (spendOf(who) / 100).toFixed(2)]);
    // Last activity: the latest upload attempt or payment of the day (Eve's is her sign-in from B, which no
    // report shows, so hers is only bounded by B's upload before it).
    const times = [
      ...logs.filter((l) => l.userEmail === p.email).map((l) => Date.parse(String(l.createdAt))),
      ...transactions.filter((t) => t.userEmail === p.email).map((t) => Date.parse(String(t.createdAt))),
    ];
    const last = Date.parse(row[5]);
    if (who === 'eve') {
      const bUpload = logs.find((l) => l.projectType === FENCE && l.uploadType === 'anonymous')!;
      assert.ok(last >= Date.parse(String(bUpload.createdAt)) && last <= Date.now(), `Eve's last activity ${row[5]}`);
    } else {
      assert.equal(last, Math.max(...times), `${who}'s last activity`);
    }
  }

  const rows = await csv('/api/admin/export/transactions.csv');
  assert.deepEqual(rows[0], ['Date', 'User Email', 'Payment ID', 'Amount (USD)', 'Credits', 'Environment', 'Status']);
  for (const p of day.payments) {
    const json = transactions.find((t) => t.paymentIntentId === p.paymentIntentId)!;
    const row = rows.find((r) => r[2] === p.paymentIntentId);
    assert.deepEqual(row, [json.createdAt, day.people[p.who].email, p.paymentIntentId, '49.00', String(json.creditsAdded), 'TEST', p.status]);
  }
}

/** The read models follow the events within seconds: a check is repeated until it holds (or a minute passes). */
async function settle(check: () => Promise<unknown>, what: string): Promise<void> {
  await eventually(async () => (await check(), true), 60_000, what);
}

test('users: the day\'s accounts with their quotes submitted and their spend, searched and sorted', () => settle(checkUsers, 'the user list'));

test('activity logs: every upload attempt of the day, anonymous and signed-in, successful or not', () => settle(checkActivity, 'the activity log'));

test('transactions: the succeeded and the declined payments of the day', () => settle(checkTransactions, 'the transactions'));

test('analytics: totals grew by the day, the funnel counted its conversions, and the figures agree with each other', () =>
  settle(checkAnalytics, 'the analytics'));

test('exports: the day\'s users and payments in the CSV files', () => settle(checkExports, 'the exports'));

test('after the read models are wiped and rebuilt from the topics, every figure is the same', async () => {
  const reporting = createClient('adminReporting', testEnv('ADMIN_REPORTING_GRPC_URL'), { identity: actingAs('gateway') });
  try {
    const { startedAt } = await reporting.call.Rebuild({});
    assert.ok(!Number.isNaN(Date.parse(startedAt)));
  } finally {
    reporting.close();
  }
  await eventually(
    async () => {
      await checkUsers();
      await checkActivity();
      await checkTransactions();
      await checkAnalytics();
      await checkExports();
      return true;
    },
    120_000,
    'the same figures after the rebuild',
  );
});
