// One journey = one fresh browser context (own cookies and storage). A failing journey leaves a screenshot of
// where it stopped next to the service logs of the run.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { newPage, snapshot } from '../../../test/support/browser';

export async function inFreshBrowser(name: string, journey: (page: Page) => Promise<void>): Promise<void> {
  const page = await newPage();
  try {
    await journey(page);
  } catch (err) {
    await snapshot(page, `${name}-failed`).catch(() => undefined);
    throw err;
  } finally {
    await page.context().close();
  }
}

/** The text of an element, trimmed (waits for the element first). */
export async function textOf(page: Page, testId: string): Promise<string> {
  const el = page.getByTestId(testId).first();
  await el.waitFor();
  return ((await el.textContent()) ?? '').trim();
}

/**
 * Waits until an element's trimmed text equals (or matches) the expectation, then asserts it: for values that
 * arrive after the element does (balances that show 0 until usage loads, counts refreshed after a change).
 */
export async function expectText(page: Page, testId: string, expected: string | RegExp, timeoutMs = 15_000): Promise<string> {
  const el = page.getByTestId(testId).first();
  const matches = (text: string) => (typeof expected === 'string' ? text === expected : expected.test(text));
  const deadline = Date.now() + timeoutMs;
  // A read cut short by the deadline reports the text seen last, not an empty one.
  let text = '';
  for (;;) {
    text = ((await el.textContent({ timeout: Math.max(1, deadline - Date.now()) }).catch(() => null)) ?? text).trim();
    if (matches(text) || Date.now() >= deadline) {
      if (typeof expected === 'string') assert.equal(text, expected, `text of ${testId}`);
      else assert.match(text, expected, `text of ${testId}`);
      return text;
    }
    await page.waitForTimeout(100);
  }
}
