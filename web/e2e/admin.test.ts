// Journey 5: the operator's admin dashboard — summary cards and tabs, a user found by e-mail, their purchase in the
// transactions, their upload in the activity logs, the two CSV exports — and Access Denied for everyone else.
// The admin views read projections fed by events, so a view is reopened until the test's own data has arrived;
// nothing here assumes global counts (other test files share the stack).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { snapshot } from '../../test/support/browser';
import { signUp, type Browserish } from '../../test/support/http';
import { signUpInBrowser, submitRegistration, type Person } from './support/accounts';
import { expectText, inFreshBrowser } from './support/journey';
import { roofingEstimate } from './support/quote-files';

// ADMIN_EMAILS=admin@example.com in the test stack. Each run has its own database, so the first admin journey of a
// run creates the account and the later ones sign in to it.
const ADMIN: Person = { firstName: 'Avery', lastName: 'Operator', email: 'admin@example.com', password: 'admin-e2e-pass-1' };

async function signInAsAdmin(page: Page) {
  await page.goto('/auth');
  await submitRegistration(page, ADMIN);
  const dashboard = page.getByTestId('dashboard-page');
  await dashboard.or(page.locator('[data-testid="auth-card"][data-mode="login"]')).waitFor();
  if (!(await dashboard.isVisible())) {
    // "An account with this email already exists. Please sign in below instead."
    await page.getByTestId('auth-password').fill(ADMIN.password);
    await page.getByTestId('auth-submit').click();
    await dashboard.waitFor();
  }
}

async function openAdmin(page: Page, tab?: 'activity' | 'analytics' | 'transactions') {
  await page.goto('/admin');
  await page.getByTestId('admin-page').waitFor();
  if (tab) {
    await page.getByTestId(`admin-tab-${tab}`).click();
    await page.getByTestId(`admin-${tab}-tab`).waitFor();
  }
}

/** Reopens a view until the target shows (the projections catch up within seconds). */
async function reopenUntilVisible(open: () => Promise<void>, target: Locator, what: string, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await open();
    try {
      await target.first().waitFor({ timeout: 3_000 });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${what} did not show in the admin dashboard within ${timeoutMs / 1000} s`);
    }
  }
}

/** Types the search and waits for the server's answer to it (the box searches 300 ms after the last keystroke). */
async function searchUser(page: Page, email: string) {
  await openAdmin(page);
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/admin/users' && new URL(r.url()).searchParams.get('search') === email,
  );
  await page.getByTestId('admin-user-search').fill(email);
  await answered;
}

/** The trimmed texts of a table row's cells, in column order. */
async function cellsOf(row: Locator): Promise<string[]> {
  return (await row.first().locator('td').allTextContents()).map((t) => t.trim());
}

/** A purchase through the API, the way the purchase page makes it with the local-test provider. */
async function buyCredits(client: Browserish): Promise<string> {
  const intent = await client.post('/api/create-payment-intent', {});
  assert.equal(intent.status, 200, intent.text);
  const confirm = await client.post('/api/payments/test/confirm', {
    paymentIntentId: intent.body.paymentIntentId,
    cardNumber: '4242424242424242',
  });
  assert.equal(confirm.status, 200, confirm.text);
  assert.equal(confirm.body.status, 'succeeded');
  return intent.body.paymentIntentId as string;
}

async function downloadCsv(page: Page, button: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  assert.match(download.suggestedFilename(), /\.csv$/i);
  const file = await download.path();
  assert.ok(file, 'the CSV was downloaded');
  return fs.readFile(file, 'utf8');
}

test('an admin sees the admin dashboard with its summary cards and tabs', () =>
  inFreshBrowser('admin-overview', async (page) => {
    await signInAsAdmin(page);
    await openAdmin(page);
    const header = (await page.locator('.qa-admin-header').textContent()) ?? '';
    assert.match(header, /Admin Dashboard/);
    assert.match(header, /Manage users and monitor activity/);

    const cards = (await page.getByTestId('admin-summary-cards').textContent()) ?? '';
    for (const title of ['Total Users', 'Total Revenue', 'Total Uploads', 'Conversion Funnel']) assert.match(cards, new RegExp(title));
    // At least the admin's own account is counted.
    await expectText(page, 'admin-total-users', /^[1-9]\d*$/);
    await expectText(page, 'admin-total-revenue', /^\$[\d,]+\.\d{2}$/);
    await expectText(page, 'admin-revenue-caption', 'Last 7 days (Live)');
    await page.getByTestId('admin-revenue-period').selectOption('all');
    await expectText(page, 'admin-revenue-caption', 'All time earnings (Live)');

    for (const [id, label] of [
      ['users', 'User Management'],
      ['activity', 'Activity Logs'],
      ['analytics', 'Analytics'],
      ['transactions', 'Transactions'],
    ]) {
      await expectText(page, `admin-tab-${id}`, label);
    }
    await page.getByTestId('admin-users-tab').waitFor();
    await snapshot(page, 'admin-overview');

    await page.getByTestId('admin-tab-analytics').click();
    const analytics = page.getByTestId('admin-analytics-tab');
    await analytics.waitFor();
    assert.match((await analytics.textContent()) ?? '', /Popular Project Types/);
    await expectText(page, 'admin-funnel', /Advanced Conversion Funnel/);
    await expectText(page, 'admin-comparisons-count', /^\d+$/);
  }));

test('the Users tab finds a new user by e-mail', () =>
  inFreshBrowser('admin-users', async (page) => {
    const user = await signUp({ firstName: 'Jordan', lastName: 'Castellanos' });
    await signInAsAdmin(page);
    const row = page.getByTestId('admin-user-row').filter({ hasText: user.email });
    await reopenUntilVisible(() => searchUser(page, user.email), row, `the user ${user.email}`);

    // Columns: User, Email, Total Uploads, Total Spend, Join Date.
    const [name, email, uploads, spend, joined] = await cellsOf(row);
    assert.equal(name, 'Jordan Castellanos');
    assert.equal(email, user.email);
    assert.equal(uploads, '0');
    assert.equal(spend, '$0.00', 'no spend yet');
    assert.equal(joined, await page.evaluate(() => new Date().toLocaleDateString()), 'joined today');
    // The search narrows the list to that user.
    assert.equal(await page.getByTestId('admin-user-row').count(), 1);
    await snapshot(page, 'admin-users-search');
  }));

test('the Transactions tab lists a purchase, and the Activity Logs tab an upload, of a user', () =>
  inFreshBrowser('admin-transactions', async (page) => {
    const user = await signUp({ firstName: 'Riley', lastName: 'Okafor' });
    const paymentIntentId = await buyCredits(user.client);
    const quote = await roofingEstimate();
    const pdf = quote.file;
    const upload = await user.client.upload('/api/upload-quote', [{ name: pdf.name, type: pdf.mimeType, data: pdf.buffer }], {
      projectType: 'roofing',
      contractorName: quote.contractorName,
    });
    assert.equal(upload.status, 200, upload.text);

    await signInAsAdmin(page);
    const transaction = page.getByTestId('admin-transaction-row').filter({ hasText: user.email });
    await reopenUntilVisible(() => openAdmin(page, 'transactions'), transaction, `the purchase of ${user.email}`);
    // Columns: User, Payment ID, Amount, Credits, Environment, Status, Date.
    const [, paymentId, amount, credits, environment] = await cellsOf(transaction);
    assert.equal(paymentId, paymentIntentId);
    assert.equal(amount, '$49.00');
    assert.equal(credits, '20');
    assert.equal(environment, 'TEST');
    await snapshot(page, 'admin-transactions');

    const activity = page.getByTestId('admin-activity-row').filter({ hasText: user.email });
    await reopenUntilVisible(() => openAdmin(page, 'activity'), activity, `the upload of ${user.email}`);
    // Columns: Timestamp, User Email, Project Type, IP Address, Files & Size, Type, Status.
    const [, , projectType, ip, files, type, status] = await cellsOf(activity);
    assert.equal(projectType, 'Roofing');
    assert.ok(ip.length > 0, 'the IP address is recorded');
    assert.equal(files, `1 file, ${(pdf.buffer.length / 1024).toFixed(1)} KB`);
    assert.equal(type, 'Authenticated');
    assert.equal(status, 'Success');
    await snapshot(page, 'admin-activity');
  }));

test('Export Data and Export Transactions download CSV files with the user in them', () =>
  inFreshBrowser('admin-exports', async (page) => {
    const user = await signUp({ firstName: 'Casey', lastName: 'Lindqvist' });
    const paymentIntentId = await buyCredits(user.client);
    await signInAsAdmin(page);

    // The exports read the same projections as the tabs: wait until the user and the purchase are there.
    await reopenUntilVisible(
      () => openAdmin(page, 'transactions'),
      page.getByTestId('admin-transaction-row').filter({ hasText: user.email }),
      `the purchase of ${user.email}`,
    );

    const users = await downloadCsv(page, page.getByTestId('admin-export-data'));
    const [usersHeader] = users.split(/\r?\n/);
    assert.match(usersHeader, /email/i, `users CSV header: ${usersHeader}`);
    assert.ok(users.includes(user.email), 'the users CSV lists the user');

    await page.getByTestId('admin-tab-transactions').click();
    const transactions = await downloadCsv(page, page.getByTestId('admin-export-transactions'));
    const [transactionsHeader] = transactions.split(/\r?\n/);
    assert.match(transactionsHeader, /email/i, `transactions CSV header: ${transactionsHeader}`);
    const line = transactions.split(/\r?\n/).find((l) => l.includes(user.email));
    assert.ok(line, 'the transactions CSV lists the purchase');
    assert.ok(line.includes(paymentIntentId), `the CSV row carries the payment id: ${line}`);
  }));

test('a user who is not an admin sees Access Denied on /admin', () =>
  inFreshBrowser('admin-denied', async (page) => {
    await signUpInBrowser(page);
    await page.goto('/admin');
    const denied = page.getByTestId('admin-access-denied');
    await denied.waitFor();
    const text = (await denied.textContent()) ?? '';
    assert.match(text, /Access Denied/);
    assert.match(text, /You don't have permission to access the admin dashboard\./);
    assert.equal(await page.getByTestId('admin-page').count(), 0);
    assert.equal((await page.request.get('/api/admin/users')).status(), 403, 'the server refuses, not only the page');
    await snapshot(page, 'admin-access-denied');
  }));

test('the Analytics tab lists a free-text project type once, whatever its case and spacing, under its most common spelling (issue 18, screen 9)', () =>
  inFreshBrowser('admin-analytics-types', async (page) => {
    // A type of its own, so other test files' uploads cannot make or break the count.
    const word = `Gazebo${Math.random().toString(36).slice(2, 8)}`;
    const spellings = [`${word} build`, `${word} build`, `${word.toLowerCase()}  BUILD `];
    const user = await signUp({ firstName: 'Morgan', lastName: 'Reyes' });
    await buyCredits(user.client);
    const quote = await roofingEstimate();
    for (const projectType of spellings) {
      const upload = await user.client.upload('/api/upload-quote', [{ name: quote.file.name, type: quote.file.mimeType, data: quote.file.buffer }], {
        projectType,
        contractorName: quote.contractorName,
      });
      assert.equal(upload.status, 200, upload.text);
    }

    await signInAsAdmin(page);
    const rows = page.getByTestId('admin-project-type').filter({ hasText: new RegExp(word, 'i') });
    // The third upload may reach the projection a moment after the first two: wait until all three are counted,
    // which is when the most common spelling can no longer change.
    const labels = async () => (await rows.allTextContents()).map((t) => t.replace(/[\d.]+%$/, '').trim());
    const deadline = Date.now() + 45_000;
    await reopenUntilVisible(() => openAdmin(page, 'analytics'), rows, `the project type ${word}`);
    while ((await labels()).join() !== `${word} build` && Date.now() < deadline) {
      await page.waitForTimeout(1_000);
      await openAdmin(page, 'analytics');
      await rows.first().waitFor();
    }
    assert.deepEqual(await labels(), [`${word} build`], 'one row, in the spelling used most');
  }));
