// The admin routes at the edge: the admin role is checked on the server for every /api/admin/* path, query
// parameters are validated, and the responses have the shapes of spec §3 / docs/api.md.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Browserish, signUp } from '../../test/support/http';
import { eventually } from '../../test/support/env';
import { ADMIN, signInAdmin } from '../../services/admin-reporting/test/gateway-support';

const ROUTES = [
  '/api/admin/users',
  '/api/admin/users?sortBy=joinDate&order=asc&search=a',
  '/api/admin/activity-logs?limit=100&filter=all',
  '/api/admin/analytics?timeframe=30',
  '/api/admin/transactions?limit=50&offset=0',
  '/api/admin/export/users.csv',
  '/api/admin/export/transactions.csv',
  '/api/admin/no-such-report',
];

test('signed out: 401 on every admin route', async () => {
  const visitor = new Browserish();
  for (const url of ROUTES) {
    const res = await visitor.get(url);
    assert.equal(res.status, 401, url);
    assert.equal(res.body.message, 'Unauthorized', url);
  }
});

test('signed in without the admin role: 403 on every admin route, nothing of the report in the body', async () => {
  const { client } = await signUp();
  for (const url of ROUTES) {
    const res = await client.get(url);
    assert.equal(res.status, 403, url);
    assert.deepEqual(Object.keys(res.body).sort(), ['errorId', 'message'], url);
  }
});

test('query parameters outside the contract are refused with 400', async () => {
  const admin = await signInAdmin();
  for (const url of [
    '/api/admin/users?sortBy=name',
    '/api/admin/users?sortBy=totalSpend&order=up',
    '/api/admin/users?sortBy=totalSpend&sortBy=joinDate',
    `/api/admin/users?search=${'x'.repeat(101)}`,
    '/api/admin/activity-logs?limit=0',
    '/api/admin/activity-logs?limit=501',
    '/api/admin/activity-logs?limit=ten',
    '/api/admin/activity-logs?filter=robots',
    '/api/admin/analytics?timeframe=14',
    '/api/admin/analytics?timeframe=all',
    '/api/admin/transactions?limit=-1',
    '/api/admin/transactions?offset=-5',
    '/api/admin/transactions?offset=1.5',
  ]) {
    const res = await admin.get(url);
    assert.equal(res.status, 400, `${url}: ${res.text}`);
    assert.equal(typeof res.body.message, 'string', url);
  }
});

test('an admin gets the reports in the shapes of the contract, numbers as numbers', async () => {
  const admin = await signInAdmin();

  // The operator's own registration reaches the users read model through the events.
  const own = await eventually(async () => {
    const res = await admin.get(`/api/admin/users?search=${encodeURIComponent(ADMIN.email)}`);
    assert.equal(res.status, 200, res.text);
    assert.ok(Array.isArray(res.body), 'users is a plain list');
    return res.body.find((u: { email: string }) => u.email === ADMIN.email);
  }, 30_000, 'the admin in the user list');
  assert.deepEqual(Object.keys(own).sort(), ['createdAt', 'email', 'firstName', 'id', 'lastName', 'role', 'totalSpend', 'totalUploads']);
  assert.equal(own.role, 'admin');
  assert.equal(typeof own.totalSpend, 'number');
  assert.equal(typeof own.totalUploads, 'number');
  assert.ok(!Number.isNaN(Date.parse(own.createdAt)));

  const logs = await admin.get('/api/admin/activity-logs');
  assert.equal(logs.status, 200, logs.text);
  assert.deepEqual(Object.keys(logs.body), ['logs']);
  assert.ok(Array.isArray(logs.body.logs) && logs.body.logs.length <= 100);

  for (const timeframe of [7, 30, 365]) {
    const analytics = await admin.get(`/api/admin/analytics?timeframe=${timeframe}`);
    assert.equal(analytics.status, 200, analytics.text);
    assert.deepEqual(Object.keys(analytics.body).sort(), ['projectTypes', 'summary']);
    const fields = ['totalUsers', 'totalRevenue', 'totalUploads', 'conversionRate', 'newUserConversionRate', 'reengagementRate', 'anonymousUploads', 'anonymousToNewUser', 'anonymousToExistingUser', 'newSignups', 'comparisons'];
    assert.deepEqual(Object.keys(analytics.body.summary).sort(), [...fields].sort());
    for (const field of fields) assert.equal(typeof analytics.body.summary[field], 'number', field);
    assert.ok(analytics.body.summary.totalUsers >= 1);
    assert.ok(Array.isArray(analytics.body.projectTypes));
  }

  const transactions = await admin.get('/api/admin/transactions?limit=5');
  assert.equal(transactions.status, 200, transactions.text);
  assert.deepEqual(Object.keys(transactions.body).sort(), ['total', 'transactions']);
  assert.ok(transactions.body.transactions.length <= 5);
  assert.equal(typeof transactions.body.total, 'number');
});

test('the exports are CSV attachments named for the day', async () => {
  const admin = await signInAdmin();
  const day = new Date().toISOString().slice(0, 10);
  for (const [path, name, header] of [
    ['/api/admin/export/users.csv', 'users', 'Name,Email,Join Date,Total Uploads,Total Spend (USD),Last Activity'],
    ['/api/admin/export/transactions.csv', 'transactions', 'Date,User Email,Payment ID,Amount (USD),Credits,Environment,Status'],
  ]) {
    const res = await admin.get(path);
    assert.equal(res.status, 200, res.text);
    assert.match(res.headers.get('content-type') ?? '', /^text\/csv; charset=utf-8/);
    assert.equal(res.headers.get('content-disposition'), `attachment; filename="${name}-${day}.csv"`);
    assert.equal(res.text.split('\r\n')[0], header);
  }
});
