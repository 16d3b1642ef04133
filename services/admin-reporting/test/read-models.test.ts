// The read models from real events: a scripted history of users, uploads, quotes and payments is published into a
// namespace this test owns (so every global figure is the test's own), some events twice, all of them in reverse
// order; every figure of every gRPC endpoint is checked, then the read models are rebuilt from the topics and
// must give the same figures.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { status } from '@grpc/grpc-js';
import type { Envelope } from '@qa/contracts';
import { eventually, serviceKey } from '../../../test/support/env';
import { appliedCount, startOwnAdminReporting, type OwnService } from './support';
import { parseCsv } from './csv-parse';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const now = Date.now();
const ago = (ms: number) => new Date(now - ms);
const run = Math.random().toString(36).slice(2, 8);

type Name = 'alice' | 'bob' | 'carol' | 'frank';
const user = (name: Name, firstName: string, lastName: string, createdAt: Date) => ({
  userId: `${name}-${run}`,
  email: `${name}-${run}@example.com`,
  firstName,
  lastName,
  createdAt,
  visitorId: `visitor-${name}-${run}`,
});
// Alice's account is old; Bob and Carol register after an anonymous upload from the same browser; Frank had an
// account before his browser's anonymous upload. Carol's and Frank's names test CSV quoting and formula escaping.
const users: Record<Name, ReturnType<typeof user>> = {
  alice: user('alice', 'Alice', 'Anders', ago(40 * DAY)),
  bob: user('bob', 'Bob', 'Builder', ago(10 * DAY)),
  carol: user('carol', 'Carol', 'O"Hara, Jr', ago(60 * MIN)),
  frank: user('frank', '=Frank', 'Fields', ago(5 * DAY)),
};
const visitor = { dave: `visitor-dave-${run}`, eve: `visitor-eve-${run}`, failed: `visitor-failed-${run}` };

interface UploadFact {
  uploadId: string;
  user?: Name;
  visitorId: string;
  projectType: string;
  at: Date;
  success: boolean;
  reason?: string;
  fileCount: number;
  totalSize: number;
  ip: string;
}
const uploads: UploadFact[] = [
  // anonymous
  { uploadId: `anon-bob-${run}`, visitorId: users.bob.visitorId, projectType: 'roofing', at: ago(10 * DAY + HOUR), success: true, fileCount: 1, totalSize: 120_000, ip: '10.0.0.2' },
  { uploadId: `anon-carol-${run}`, visitorId: users.carol.visitorId, projectType: 'kitchen', at: ago(2 * HOUR), success: true, fileCount: 2, totalSize: 300_500, ip: '10.0.0.3' },
  { uploadId: `anon-dave-${run}`, visitorId: visitor.dave, projectType: 'solar', at: ago(3 * HOUR), success: true, fileCount: 1, totalSize: 80_000, ip: '10.0.0.4' },
  { uploadId: `anon-eve-${run}`, visitorId: visitor.eve, projectType: 'hvac', at: ago(70 * MIN), success: true, fileCount: 1, totalSize: 50_000, ip: '10.0.0.5' },
  { uploadId: `anon-eve-again-${run}`, visitorId: visitor.eve, projectType: 'hvac', at: ago(50 * MIN), success: false, reason: 'one free analysis per visitor', fileCount: 1, totalSize: 50_000, ip: '10.0.0.5' },
  { uploadId: `anon-badtype-${run}`, visitorId: visitor.failed, projectType: 'Deck', at: ago(32 * MIN), success: false, reason: 'Invalid file type', fileCount: 1, totalSize: 0, ip: '10.0.0.6' },
  { uploadId: `anon-frank-${run}`, visitorId: users.frank.visitorId, projectType: 'bath', at: ago(1 * DAY), success: true, fileCount: 1, totalSize: 64_000, ip: '10.0.0.7' },
  // authenticated
  { uploadId: `up-alice-${run}`, user: 'alice', visitorId: users.alice.visitorId, projectType: 'roofing', at: ago(35 * DAY), success: true, fileCount: 1, totalSize: 90_000, ip: '10.0.0.1' },
  { uploadId: `up-bob-1-${run}`, user: 'bob', visitorId: users.bob.visitorId, projectType: 'kitchen', at: ago(9 * DAY), success: true, fileCount: 3, totalSize: 1_500_000, ip: '10.0.0.2' },
  { uploadId: `up-bob-2-${run}`, user: 'bob', visitorId: users.bob.visitorId, projectType: 'roofing', at: ago(2 * DAY), success: true, fileCount: 1, totalSize: 70_000, ip: '10.0.0.2' },
  { uploadId: `up-carol-${run}`, user: 'carol', visitorId: users.carol.visitorId, projectType: 'roofing', at: ago(30 * MIN), success: true, fileCount: 1, totalSize: 40_000, ip: '10.0.0.3' },
  { uploadId: `up-carol-nocredit-${run}`, user: 'carol', visitorId: users.carol.visitorId, projectType: 'roofing', at: ago(25 * MIN), success: false, reason: 'No analysis credits remaining', fileCount: 1, totalSize: 2048, ip: '10.0.0.3' },
];

// Submitted quotes (the successful authenticated uploads); Alice's was analysed twice (a retry, attempt 2).
const quotes = [
  { quoteId: `q-alice-${run}`, user: 'alice' as Name, projectType: 'roofing', at: ago(35 * DAY), attempts: 2 },
  { quoteId: `q-bob-1-${run}`, user: 'bob' as Name, projectType: 'kitchen', at: ago(9 * DAY), attempts: 1 },
  { quoteId: `q-bob-2-${run}`, user: 'bob' as Name, projectType: 'roofing', at: ago(2 * DAY), attempts: 1 },
  { quoteId: `q-carol-${run}`, user: 'carol' as Name, projectType: 'roofing', at: ago(30 * MIN), attempts: 1 },
];

// Comparisons of quotes: Bob put his two side by side yesterday; Alice compared two roofing quotes 20 days ago.
const comparisons = [
  { comparisonId: `cmp-bob-${run}`, user: 'bob' as Name, quoteIds: [`q-bob-1-${run}`, `q-bob-2-${run}`], at: ago(1 * DAY) },
  { comparisonId: `cmp-alice-${run}`, user: 'alice' as Name, quoteIds: [`q-alice-${run}`, `q-alice-other-${run}`], at: ago(20 * DAY) },
];

const logins = [
  { user: 'alice' as Name, visitorId: users.alice.visitorId, at: ago(30 * DAY) },
  { user: 'alice' as Name, visitorId: visitor.dave, at: ago(2 * HOUR) }, // an existing account, after Dave's browser's anonymous upload
  { user: 'bob' as Name, visitorId: users.bob.visitorId, at: ago(9 * DAY) },
  { user: 'carol' as Name, visitorId: visitor.eve, at: ago(20 * MIN) }, // Carol's account is newer than Eve's browser's upload
];

interface PaymentFact {
  paymentId: string;
  user: Name;
  environment: 'TEST' | 'LIVE';
  failedAt?: Date;
  succeededAt?: Date;
  refundedAt?: Date;
}
const PACK = { amountCents: 4900, credits: 20 };
const payments: PaymentFact[] = [
  { paymentId: `pi_bob_${run}`, user: 'bob', environment: 'TEST', succeededAt: ago(8 * DAY) },
  { paymentId: `pi_carol_${run}`, user: 'carol', environment: 'TEST', failedAt: ago(20 * MIN), succeededAt: ago(10 * MIN) }, // declined, then paid
  { paymentId: `pi_alice_${run}`, user: 'alice', environment: 'LIVE', succeededAt: ago(35 * DAY), refundedAt: ago(34 * DAY) },
  { paymentId: `pi_frank_${run}`, user: 'frank', environment: 'TEST', failedAt: ago(3 * DAY) },
];

let service: OwnService;
const applied: string[] = [];

/** The whole history as events, in the order they happened. */
function history(): Envelope[] {
  const { event } = service.publisher;
  const list: Envelope[] = [];
  for (const u of Object.values(users)) {
    const { createdAt, ...rest } = u;
    list.push(event('user.registered', u.userId, { ...rest, createdAt: createdAt.toISOString(), ip: '10.0.0.9' }, createdAt));
  }
  list.push(event('user.role_changed', users.alice.userId, { userId: users.alice.userId, role: 'admin' }, ago(39 * DAY)));
  for (const l of logins) list.push(event('user.logged_in', users[l.user].userId, { userId: users[l.user].userId, email: users[l.user].email, ip: '10.0.0.9', visitorId: l.visitorId }, l.at));
  for (const u of uploads) {
    const owner = u.user ? users[u.user] : undefined;
    list.push(
      event(
        'quote.upload_recorded',
        u.uploadId,
        {
          uploadId: u.uploadId,
          userId: owner?.userId ?? '',
          // The e-mail shown comes from the users read model; Carol's failed upload leaves it out to prove it.
          userEmail: owner && u.uploadId !== `up-carol-nocredit-${run}` ? owner.email : '',
          uploadType: owner ? 'authenticated' : 'anonymous',
          projectType: u.projectType,
          fileCount: u.fileCount,
          totalSize: u.totalSize,
          success: u.success,
          reason: u.reason ?? '',
          ip: u.ip,
          visitorId: u.visitorId,
        },
        u.at,
      ),
    );
  }
  for (const q of quotes) {
    for (let attempt = 1; attempt <= q.attempts; attempt++) {
      const files = [{ objectKey: `quotes/${q.quoteId}/a.pdf`, fileName: 'a.pdf', mimeType: 'application/pdf', size: 1000 }];
      list.push(event('quote.submitted', q.quoteId, { quoteId: q.quoteId, userId: users[q.user].userId, attempt, projectType: q.projectType, contractorName: 'Acme', files }, new Date(q.at.getTime() + (attempt - 1) * MIN)));
    }
  }
  for (const c of comparisons) {
    const data = { comparisonId: c.comparisonId, userId: users[c.user].userId, quoteIds: c.quoteIds, projectTypes: ['roofing'] };
    list.push(event('comparison.created', c.comparisonId, data, c.at));
  }
  for (const p of payments) {
    const base = { userId: users[p.user].userId, paymentId: p.paymentId, amountCents: PACK.amountCents, environment: p.environment, provider: 'local-test' };
    if (p.failedAt) list.push(event('payment.failed', base.userId, { ...base, status: 'failed', reason: 'Your card was declined.' }, p.failedAt));
    if (p.succeededAt) list.push(event('payment.succeeded', base.userId, { ...base, credits: PACK.credits }, p.succeededAt));
    if (p.refundedAt) list.push(event('payment.failed', base.userId, { ...base, status: 'refunded' }, p.refundedAt));
  }
  return list.sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
}

before(async () => {
  service = await startOwnAdminReporting();
  const events = history();
  const { event, send } = service.publisher;
  const find = (type: string, key: string) => events.find((e) => e.type === type && JSON.stringify(e.data).includes(key))!;
  // The same fact published again under a new event id (an upstream retry): the projections must absorb it.
  const republished = [
    event('payment.succeeded', users.carol.userId, find('payment.succeeded', `pi_carol_${run}`).data as never, ago(5 * MIN)),
    event('quote.upload_recorded', `anon-dave-${run}`, find('quote.upload_recorded', `anon-dave-${run}`).data as never, uploads.find((u) => u.uploadId === `anon-dave-${run}`)!.at),
    event('quote.submitted', `q-carol-${run}`, find('quote.submitted', `q-carol-${run}`).data as never, quotes[3].at),
    event('user.registered', users.bob.userId, find('user.registered', users.bob.userId).data as never, users.bob.createdAt),
    event('comparison.created', `cmp-bob-${run}`, find('comparison.created', `cmp-bob-${run}`).data as never, comparisons[0].at),
  ];
  // Newest first: the figures must not depend on the order events arrive in.
  for (const e of [...events].reverse()) await send(e);
  for (const e of republished) await send(e);
  // The same envelopes delivered twice (at-least-once delivery): the consumer applies each id once.
  for (const e of events.filter((_, i) => i % 5 === 0)) await send(e);
  applied.push(...events.map((e) => e.id), ...republished.map((e) => e.id));
  await eventually(async () => ((await appliedCount(service, applied)) === applied.length ? true : undefined), 60_000, 'every scripted event applied');
});

after(async () => {
  await service?.stop();
});

// --- what the script should produce, computed from the facts above ---

const since = (days: number) => (days === 365 ? new Date(0) : ago(days * DAY));
const pct = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);
const earned = (p: PaymentFact) => Boolean(p.succeededAt && !p.refundedAt);

function expectedUsers() {
  return (Object.keys(users) as Name[]).map((name) => ({
    id: users[name].userId,
    firstName: users[name].firstName,
    lastName: users[name].lastName,
    email: users[name].email,
    totalUploads: quotes.filter((q) => q.user === name).length,
    totalSpend: payments.filter((p) => p.user === name && earned(p)).length * PACK.amountCents,
    createdAt: users[name].createdAt.toISOString(),
    role: name === 'alice' ? 'admin' : 'user',
  }));
}

function expectedLogs() {
  return [...uploads]
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.uploadId.localeCompare(a.uploadId))
    .map((u) => ({
      id: u.uploadId,
      createdAt: u.at.toISOString(),
      userEmail: u.user ? users[u.user].email : '',
      projectType: u.projectType,
      ipAddress: u.ip,
      fileSize: u.totalSize > 0 ? u.totalSize : null,
      fileCount: u.fileCount,
      uploadType: u.user ? 'authenticated' : 'anonymous',
      success: u.success,
    }));
}

function expectedTransactions() {
  return payments
    .map((p) => {
      const times = [p.failedAt, p.succeededAt, p.refundedAt].filter((t): t is Date => Boolean(t)).map((t) => t.getTime());
      return {
        id: p.paymentId,
        userEmail: users[p.user].email,
        paymentIntentId: p.paymentId,
        amount: PACK.amountCents,
        creditsAdded: p.succeededAt ? PACK.credits : 0,
        isTest: p.environment === 'TEST',
        status: p.refundedAt ? 'refunded' : p.succeededAt ? 'succeeded' : 'failed',
        createdAt: new Date(Math.min(...times)).toISOString(),
      };
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

function expectedProjectTypes(days: number) {
  const counts = new Map<string, number>();
  for (const q of quotes.filter((x) => x.at >= since(days))) counts.set(q.projectType, (counts.get(q.projectType) ?? 0) + 1);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name, count]) => ({ name, percentage: pct(count, total) }));
}

// Successful anonymous uploads came from Bob's, Carol's, Dave's, Eve's and Frank's browsers. Bob (10 days ago)
// and Carol registered afterwards from the same browser: new users. Alice signed in to her old account from
// Dave's browser after its upload: an existing user. Eve's browser saw a sign-in to an account newer than its
// upload, and Frank's account predates his upload: neither converted. Bob's upload is older than 7 days.
const funnelByTimeframe = {
  7: { visitors: 4, toNew: 1, toExisting: 1 },
  30: { visitors: 5, toNew: 2, toExisting: 1 },
  365: { visitors: 5, toNew: 2, toExisting: 1 },
};

function expectedAnalytics(days: 7 | 30 | 365) {
  const f = funnelByTimeframe[days];
  return {
    summary: {
      totalUsers: Object.keys(users).length,
      totalRevenue: (payments.filter((p) => earned(p) && p.succeededAt! >= since(days)).length * PACK.amountCents) / 100,
      totalUploads: quotes.length,
      conversionRate: pct(f.toNew + f.toExisting, f.visitors),
      newUserConversionRate: pct(f.toNew, f.visitors),
      reengagementRate: pct(f.toExisting, f.visitors),
      anonymousUploads: f.visitors,
      anonymousToNewUser: f.toNew,
      anonymousToExistingUser: f.toExisting,
      newSignups: Object.values(users).filter((u) => u.createdAt >= since(days)).length,
      comparisons: comparisons.filter((c) => c.at >= since(days)).length,
    },
    projectTypes: expectedProjectTypes(days),
  };
}

function lastActivity(name: Name): string {
  const u = users[name];
  const times = [
    u.createdAt,
    ...logins.filter((l) => l.user === name).map((l) => l.at),
    ...uploads.filter((x) => x.user === name).map((x) => x.at),
    ...quotes.filter((q) => q.user === name).map((q) => q.at),
    ...payments.filter((p) => p.user === name).flatMap((p) => [p.failedAt, p.succeededAt, p.refundedAt].filter((t): t is Date => Boolean(t))),
  ];
  return new Date(Math.max(...times.map((t) => t.getTime()))).toISOString();
}

// --- reading every endpoint ---

const ownUserIds = () => Object.values(users).map((u) => u.userId);

async function figures() {
  const call = service.client.call;
  const logs = (limit: number, filter: string) =>
    call.ActivityLogs({ limit, filter }).then((r) => r.logs.map(({ _fileSize: _unused, fileSize, ...row }) => ({ ...row, fileSize: fileSize ?? null })));
  const analytics = async (timeframe: number) => {
    const r = await call.Analytics({ timeframe });
    return { summary: { ...r.summary! }, projectTypes: r.projectTypes.map((p) => ({ ...p })) };
  };
  return {
    users: (await call.ListUsers({})).users,
    usersByUploadsAsc: (await call.ListUsers({ sortBy: 'totalUploads', order: 'asc' })).users.map((u) => u.id),
    usersByJoinDateAsc: (await call.ListUsers({ sortBy: 'joinDate', order: 'asc' })).users.map((u) => u.id),
    usersByJoinDateDesc: (await call.ListUsers({ sortBy: 'joinDate', order: 'desc' })).users.map((u) => u.id),
    logs: await logs(0, ''),
    logsAnonymous: await logs(100, 'anonymous'),
    logsAuthenticated: await logs(100, 'authenticated'),
    logsFirstThree: await logs(3, 'all'),
    analytics7: await analytics(7),
    analytics30: await analytics(30),
    analyticsAll: await analytics(365),
    transactions: await call.Transactions({}),
    transactionsPage: await call.Transactions({ limit: 2, offset: 1 }),
    usersCsv: await call.Export({ kind: 'users' }),
    transactionsCsv: await call.Export({ kind: 'transactions' }),
  };
}
let first: Awaited<ReturnType<typeof figures>>;

test('user list: uploads are the quotes submitted, spend the payments that succeeded and stayed paid; sorted as asked', async () => {
  first = await figures();
  const want = expectedUsers();
  const sortedBySpend = [...want].sort((a, b) => b.totalSpend - a.totalSpend || b.createdAt.localeCompare(a.createdAt));
  assert.deepEqual(first.users.map((u) => ({ ...u })), sortedBySpend);
  const idsBy = (key: (u: (typeof want)[number]) => number) => [...want].sort((a, b) => key(a) - key(b) || b.createdAt.localeCompare(a.createdAt)).map((u) => u.id);
  assert.deepEqual(first.usersByUploadsAsc, idsBy((u) => u.totalUploads));
  assert.deepEqual(first.usersByJoinDateAsc, idsBy((u) => Date.parse(u.createdAt)));
  assert.deepEqual(first.usersByJoinDateDesc, [...first.usersByJoinDateAsc].reverse());
});

test('user search matches first name, last name and e-mail, in any case, every word', async () => {
  const search = async (text: string) => (await service.client.call.ListUsers({ search: text })).users.map((u) => u.id);
  assert.deepEqual(await search('ALICE'), [users.alice.userId]);
  assert.deepEqual(await search('builder'), [users.bob.userId]);
  assert.deepEqual(await search(`frank-${run}@EXAMPLE`), [users.frank.userId]);
  assert.deepEqual(await search('carol o"hara'), [users.carol.userId]);
  assert.deepEqual(await search('(.*'), []);
  assert.deepEqual((await search(run)).sort(), ownUserIds().sort());
});

test('activity log: one row per upload attempt, newest first, e-mail joined from the users, filtered and limited', () => {
  const want = expectedLogs();
  assert.deepEqual(first.logs, want);
  assert.deepEqual(first.logsAnonymous, want.filter((r) => r.uploadType === 'anonymous'));
  assert.deepEqual(first.logsAuthenticated, want.filter((r) => r.uploadType === 'authenticated'));
  assert.deepEqual(first.logsFirstThree, want.slice(0, 3));
});

test('analytics for 7 days, 30 days and all time: users, revenue, uploads, funnel, comparisons and project types', () => {
  assert.deepEqual(first.analytics7, expectedAnalytics(7));
  assert.deepEqual(first.analytics30, expectedAnalytics(30));
  assert.deepEqual(first.analyticsAll, expectedAnalytics(365));
});

test('transactions: one row per payment with its final status, newest first, paged, with the total', () => {
  const want = expectedTransactions();
  assert.deepEqual(first.transactions, { transactions: want, total: want.length });
  assert.deepEqual(first.transactionsPage, { transactions: want.slice(1, 3), total: want.length });
});

test('exports: users with their activity and all transactions as CSV, dated file names', () => {
  const day = new Date().toISOString().slice(0, 10);
  assert.equal(first.usersCsv.fileName, `users-${day}.csv`);
  assert.equal(first.transactionsCsv.fileName, `transactions-${day}.csv`);

  const usersRows = parseCsv(first.usersCsv.csv);
  assert.deepEqual(usersRows[0], ['Name', 'Email', 'Join Date', 'Total Uploads', 'Total Spend (USD)', 'Last Activity']);
  const wantUsers = [...expectedUsers()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  assert.deepEqual(
    usersRows.slice(1),
    wantUsers.map((u) => {
      const name = (Object.keys(users) as Name[]).find((n) => users[n].userId === u.id)!;
      const display = `${u.firstName} ${u.lastName}`;
      return [display.startsWith('=') ? `'${display}` : display, u.email, u.createdAt, String(u.totalUploads), (u.totalSpend / 100).toFixed(2), lastActivity(name)];
    }),
  );
  assert.match(first.usersCsv.csv, /\r\n"Carol O""Hara, Jr",/, 'a name with a quote and a comma is quoted');

  const txRows = parseCsv(first.transactionsCsv.csv);
  assert.deepEqual(txRows[0], ['Date', 'User Email', 'Payment ID', 'Amount (USD)', 'Credits', 'Environment', 'Status']);
  assert.deepEqual(
    txRows.slice(1),
    expectedTransactions().map((t) => [t.createdAt, t.userEmail, t.paymentIntentId, '49.00', String(t.creditsAdded), t.isTest ? 'TEST' : 'LIVE', t.status]),
  );
});

test('requests outside the contract are refused with INVALID_ARGUMENT', async () => {
  const call = service.client.call;
  const invalid = { code: status.INVALID_ARGUMENT };
  await assert.rejects(call.ListUsers({ sortBy: 'name' }), invalid);
  await assert.rejects(call.ListUsers({ order: 'up' }), invalid);
  await assert.rejects(call.ActivityLogs({ limit: 501 }), invalid);
  await assert.rejects(call.ActivityLogs({ filter: 'robots' }), invalid);
  await assert.rejects(call.Analytics({ timeframe: 14 }), invalid);
  await assert.rejects(call.Transactions({ offset: -1 }), invalid);
  await assert.rejects(call.Export({ kind: 'everything' }), invalid);
});

test('Rebuild wipes the read models and replays the topics into the same figures', async () => {
  // A row no event ever produced: a true rebuild must lose it.
  await service.running.ctx.db.collection('users').insertOne({ _id: `ghost-${run}` as never, email: `ghost-${run}@example.com`, firstName: 'G', lastName: 'Host', createdAt: ago(DAY) });
  assert.ok((await service.client.call.ListUsers({ search: 'ghost' })).users.length === 1);

  const { startedAt } = await service.client.call.Rebuild({});
  assert.ok(Date.parse(startedAt) >= now);
  assert.deepEqual((await service.client.call.ListUsers({ search: 'ghost' })).users, [], 'the read models were wiped');

  const again = await eventually(async () => {
    const current = await figures();
    return JSON.stringify(current) === JSON.stringify(first) ? current : undefined;
  }, 90_000, 'the same figures after the replay');
  assert.deepEqual(again, first);
  assert.equal(await appliedCount(service, applied), applied.length);
});

test('the operator CLI asks the running service for a rebuild', async () => {
  const cli = path.resolve(import.meta.dirname, '../src/cli.ts');
  const runCli = (...args: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
      execFile(process.execPath, ['--import', 'tsx', cli, ...args], { env: { ...process.env, ADMIN_REPORTING_GRPC_URL: `127.0.0.1:${service.running.grpcPort}`, SERVICE_PRIVATE_KEY: serviceKey('admin-reporting') } }, (err, stdout, stderr) =>
        resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
      ),
    );
  assert.equal((await runCli()).code, 2, 'no command: usage');
  const rebuilt = await runCli('rebuild');
  assert.equal(rebuilt.code, 0, rebuilt.stderr);
  assert.match(rebuilt.stdout, /^rebuild started at \d{4}-\d\d-\d\dT/);
  await eventually(async () => (JSON.stringify(await figures()) === JSON.stringify(first) ? true : undefined), 90_000, 'the same figures after the CLI rebuild');
});
