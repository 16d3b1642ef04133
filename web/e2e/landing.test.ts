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
