// Journey 2: a visitor analyses one quote without an account, sees the blurred preview, signs up and gets the
// full analysis saved to the new account; a second free analysis from the same browser is refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { snapshot } from '../../test/support/browser';
import { newPerson, pathOf, submitRegistration } from './support/accounts';
import { expectText, inFreshBrowser, textOf } from './support/journey';
import { roofingEstimate } from './support/quote-files';
import { analyzeButton, fillUploadForm, type QuoteEntry } from './support/upload-form';

/**
 * Submits the landing page's form and holds the analyse request until the overlay has been seen, so the
 * "Analyzing Your Quote" state is checked however fast the analysis is. Then lets it (and any later one) through.
 */
async function analyseOnLanding(page: Page, entry: QuoteEntry) {
  await fillUploadForm(page, entry);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/quotes/analyze', async (route) => {
    await held;
    await route.continue();
  });
  await analyzeButton(page).click();

  const overlay = page.getByTestId('analyzing-overlay');
  await overlay.waitFor();
  const overlayText = (await overlay.textContent()) ?? '';
  assert.match(overlayText, /Analyzing Your Quote/);
  assert.match(overlayText, /usually takes 30-60 seconds/);
  assert.match((await analyzeButton(page).textContent()) ?? '', /Analyzing Quote\.\.\./);
  assert.equal(await analyzeButton(page).isDisabled(), true, 'the button is disabled while analysing');
  await snapshot(page, 'anonymous-analyzing-overlay');

  release();
}

test('a visitor previews a quote analysis, signs up and sees the full analysis saved to the account', () =>
  inFreshBrowser('anonymous-preview', async (page) => {
    const { file, contractorName } = await roofingEstimate();
    await page.goto('/');
    await page.getByTestId('landing-upload-card').waitFor();
    await analyseOnLanding(page, { files: [file], projectType: 'roofing', contractorName });

    await page.waitForURL(/\/preview$/, { timeout: 60_000 });
    await page.getByTestId('preview-page').waitFor();
    // The form sits halfway down the landing page; the preview must still open at its top.
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'the preview opens scrolled to its top');
    await expectText(page, 'preview-contractor', contractorName);
    await expectText(page, 'preview-project-type', 'Roofing');
    await expectText(page, 'preview-file-count', '1 file');
    const previewScore = await textOf(page, 'preview-clarity-score');
    assert.match(previewScore, /^(10|[1-9](\.\d)?)\/10$/, `clarity score x/10, got "${previewScore}"`);
    const previewIssueCount = Number(await textOf(page, 'preview-issue-count'));

    // The issue cards are placeholders under a blur, with the sign-up prompt on top.
    const locked = page.getByTestId('preview-locked');
    assert.match((await locked.textContent()) ?? '', /Sign up for free/);
    const blur = await locked.locator('.qa-locked__content').evaluate((el) => getComputedStyle(el).filter);
    assert.match(blur, /blur\(/, 'the issue cards are blurred');
    const reveal = page.getByTestId('preview-reveal-button');
    assert.equal(((await reveal.textContent()) ?? '').trim(), 'Reveal Full Analysis - Free Sign Up');
    await snapshot(page, 'anonymous-preview');

    await reveal.click();
    await page.waitForURL(/\/auth$/);
    const person = newPerson('anon');
    await submitRegistration(page, person);

    await page.waitForURL(/\/analysis\/[^/]+$/);
    const quoteId = decodeURIComponent(pathOf(page).split('/').pop()!);
    assert.ok(quoteId.length > 0);
    await page.getByTestId('analysis-report').waitFor({ timeout: 60_000 });
    await expectText(page, 'analysis-contractor', contractorName);
    await expectText(page, 'analysis-project-type', /Roofing/);

    // The saved analysis is the one previewed: same score, same number of issues, now readable.
    await expectText(page, 'clarity-score', previewScore);
    await page.getByTestId('clarity-caption').waitFor();
    await page.getByTestId('analysis-summary').waitFor();
    const summary = await Promise.all(
      ['summary-high', 'summary-medium', 'summary-clarification'].map(async (id) => Number(await textOf(page, id))),
    );
    const issues = page.getByTestId('issue-item');
    const issueCount = await issues.count();
    assert.equal(issueCount, previewIssueCount, 'the preview promised as many issues as the analysis shows');
    assert.equal(summary.reduce((a, b) => a + b, 0), issueCount, 'the summary counts add up to the issue list');
    assert.ok(issueCount > 0, 'this quote has issues to show');
    const first = issues.first();
    assert.ok(((await first.getByTestId('issue-section').textContent()) ?? '').trim().length > 0);
    assert.match((await first.textContent()) ?? '', /Ask your contractor/);
    assert.ok((await first.locator('.qa-issue__questions li').count()) > 0, 'an issue comes with questions');
    await snapshot(page, 'anonymous-saved-analysis');

    // It is in the new account's history, and the pending preview is gone from the browser.
    await page.getByTestId('nav-history').click();
    const item = page.locator(`[data-testid="history-item"][data-quote-id="${quoteId}"]`);
    await item.waitFor();
    assert.equal(((await item.getByTestId('history-contractor').textContent()) ?? '').trim(), contractorName);
    const leftovers = await page.evaluate(() =>
      ['analysisResult', 'pendingContractorInfo', 'pendingFiles'].filter((k) => sessionStorage.getItem(k) !== null),
    );
    assert.deepEqual(leftovers, []);
  }));

test('a second free analysis from the same browser is refused with a message', () =>
  inFreshBrowser('anonymous-second-upload', async (page) => {
    const { file: quote } = await roofingEstimate();
    await page.goto('/');
    await fillUploadForm(page, { files: [quote], projectType: 'roofing', contractorName: 'First Look Roofing' });
    await analyzeButton(page).click();
    await page.waitForURL(/\/preview$/, { timeout: 60_000 });

    await page.getByTestId('preview-back-home').click();
    await page.waitForURL((url) => url.pathname === '/');
    await fillUploadForm(page, { files: [quote], projectType: 'roofing', contractorName: 'Second Look Roofing' });
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/quotes/analyze'));
    await analyzeButton(page).click();
    assert.ok((await refused).status() >= 400, 'the server refuses the second analysis');

    const toast = page.getByTestId('toast');
    await toast.waitFor();
    assert.equal(((await toast.getByTestId('toast-title').textContent()) ?? '').trim(), 'Analysis failed');
    const message = ((await toast.getByTestId('toast-description').textContent()) ?? '').trim();
    assert.match(message, /free analysis/i, `the visitor is told why, got "${message}"`);
    await snapshot(page, 'anonymous-second-upload-refused');
    assert.equal(pathOf(page), '/', 'the visitor stays on the landing page');
  }));
