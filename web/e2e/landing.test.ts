import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, snapshot } from '../../test/support/browser';

test('a visitor opening the app sees the landing page with the upload form', async () => {
  const page = await newPage();
  await page.goto('/');
  await page.getByText('Submit Quote for Analysis').first().waitFor();
  assert.match(await page.title(), /quote/i);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  assert.ok(description && description.length > 20, 'the page sets a meta description');
  assert.ok(await page.getByRole('button', { name: /Analyze Quote/ }).isVisible());
  await snapshot(page, 'landing');
  await page.context().close();
});

test('an unknown path shows the 404 screen', async () => {
  const page = await newPage();
  await page.goto('/no/such/page');
  await page.getByText('404 Page Not Found').waitFor();
  await page.context().close();
});

test('signed-out visitors on protected paths see the landing page', async () => {
  const page = await newPage();
  for (const path of ['/dashboard', '/history', '/purchase', '/profile']) {
    await page.goto(path);
    await page.getByText('Submit Quote for Analysis').first().waitFor();
  }
  await page.context().close();
});

test("a signed-out visitor's page loads log no console error: being signed out is an answer, not a failed call", async () => {
  const page = await newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  const userReplies: number[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname === '/api/auth/user') userReplies.push(res.status());
  });
  for (const path of ['/', '/auth', '/dashboard']) {
    await page.goto(path);
    await page.getByTestId(path === '/auth' ? 'auth-card' : 'landing-page').waitFor();
  }
  assert.deepEqual(userReplies, [200, 200, 200], 'each load asked who is signed in, and got an answer');
  assert.deepEqual(errors, []);
  await page.context().close();
});
