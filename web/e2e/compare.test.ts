// Journey: comparing quotes. A homeowner uploads three quotes for one roof from the dashboard, the comparison opens
// with the summary and the gap rows, they copy one contractor's message and download the PDF, and it reads on a
// desktop and on a phone (the page never scrolls sideways; on a phone the table scrolls in its frame with the
// contractor row and row labels pinned). Also: quotes picked on /history are compared, and the comparison is listed
// there; the single analysis page writes its own message.
import { test } from 'node:test';
import { execFileSync } from 'node:child_process';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../../test/support/env';
import { signUp } from '../../test/support/http';
import { comparisonQuotes, quotePdf } from '../../test/support/comparison-quotes';
import { signInInBrowser, signUpInBrowser } from './support/accounts';
import { expectText, inFreshBrowser } from './support/journey';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const shotsDir = () => process.env.QA_LOG_DIR ?? '/tmp';

/** The page as the screen shows it: from the top, then with the table in view (full-page shots stitch pinned rows). */
async function viewportShots(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shotsDir()}/${name}-top.png` });
  await page
    .getByTestId('comparison-table')
    .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 70));
  await page.screenshot({ path: `${shotsDir()}/${name}-table.png` });
}

async function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

test('three quotes uploaded together are compared: summary, gap rows, the quote’s words, readable on desktop and phone', () =>
  inFreshBrowser('compare-upload', async (page) => {
    await page.setViewportSize(DESKTOP);
    await signUpInBrowser(page);
    await expectText(page, 'credit-balance', '3');
    const form = page.getByTestId('compare-upload-form');
    await expectText(page, 'compare-upload-cost', 'This uses 3 credits, one per quote; you have 3.');
    await form.getByTestId('compare-project-type').selectOption('roofing');
    const entries = form.getByTestId('compare-quote-entry');
    assert.equal(await entries.count(), 3);
    for (const [i, quote] of comparisonQuotes.entries()) {
      const entry = entries.nth(i);
      await entry.getByTestId('compare-contractor-input').fill(quote.contractorName);
      await entry
        .getByTestId('compare-files-input')
        .setInputFiles({ name: quote.fileName, mimeType: 'application/pdf', buffer: await quotePdf(quote) });
    }
    assert.deepEqual(
      await form.getByTestId('compare-file-names').allTextContents(),
      comparisonQuotes.map((q) => q.fileName),
    );
    await form.getByTestId('compare-upload-button').click();
    await page.getByTestId('compare-upload-progress').waitFor();
    await page.waitForURL(/\/compare\/[^/]+$/, { timeout: 120_000 });
    await page.locator('[data-testid="compare-page"][data-status="ready"]').waitFor();

    await expectText(page, 'comparison-title', 'Roofing: 3 quotes');
    assert.deepEqual(
      (await page.getByTestId('comparison-contractor').allTextContents()).map((t) =>
        t.replace(/\d+\/10$/, '').trim(),
      ),
      ['Summit Roofing', 'Valley Roofing', 'Peak Exteriors'],
    );
    const summary = (await page.getByTestId('comparison-summary').textContent()) ?? '';
    assert.match(
      summary,
      /Valley Roofing is \$2,100 cheaper than Summit Roofing but leaves out ice and water shield/,
    );
    const gapRow = page.locator('[data-testid="comparison-row"][data-row-id="scope.roofing.ice-water"]');
    assert.equal(await gapRow.getAttribute('data-differs'), 'true');
    assert.deepEqual(
      await gapRow
        .getByTestId('comparison-cell')
        .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-state'))),
      ['included', 'excluded', 'included'],
    );
    assert.match(
      (await page.getByTestId('comparison-gaps').textContent()) ?? '',
      /Ice and water shield: Included by Summit Roofing and Peak Exteriors; Valley Roofing excludes it\./,
    );
    // The quote's own words behind a cell, on hover (a tap on a phone).
    await gapRow.getByTestId('comparison-cell').nth(1).hover();
    await expectText(page, 'comparison-words', /Ice and water shield: not included\./);
    const deposit = page.locator('[data-testid="comparison-row"][data-row-id="price.deposit"]');
    assert.deepEqual(await deposit.getByTestId('comparison-cell').allTextContents(), [
      '30% ($4,200)',
      '50% ($5,950)',
      '10% ($1,550)',
    ]);
    await page.mouse.move(0, 0);
    await page.getByTestId('comparison-words').waitFor({ state: 'hidden' });

    assert.equal(await pageScrollsSideways(page), false, 'the desktop page fits its width');
    await viewportShots(page, 'compare-desktop-1280x800');

    await page.setViewportSize(PHONE);
    await page.evaluate(() => window.scrollTo(0, 0));
    assert.equal(await pageScrollsSideways(page), false, 'the phone page itself does not scroll sideways');
    const frame = page.getByTestId('comparison-table');
    const { scrolls, headerPinned } = await frame.evaluate((el) => ({
      scrolls: el.scrollWidth > el.clientWidth,
      headerPinned: getComputedStyle(el.querySelector('thead th')!).position === 'sticky',
    }));
    assert.ok(scrolls, 'the table scrolls inside its frame on a phone');
    assert.ok(headerPinned, 'the contractor row is pinned');
    await frame.scrollIntoViewIfNeeded();
    await frame.evaluate((el) => {
      el.scrollLeft = 200;
      el.scrollTop = 600;
    });
    const label = await gapRow.locator('th').boundingBox();
    const header = await page.getByTestId('comparison-contractor').first().boundingBox();
    const box = await frame.boundingBox();
    assert.ok(label && header && box);
    assert.ok(
      Math.abs(label.x - box.x) < 3,
      `the row label stays at the frame's left edge (${label.x} vs ${box.x})`,
    );
    assert.ok(
      header.y >= box.y - 1 && header.y < box.y + 10,
      `the contractor row stays at the frame's top (${header.y} vs ${box.y})`,
    );
    await page.screenshot({ path: `${shotsDir()}/compare-phone-390x844-table-scrolled.png` });
    await frame.evaluate((el) => el.scrollTo(0, 0));
    await viewportShots(page, 'compare-phone-390x844');

    // A message for each contractor: Valley's asks first about what the others include; copied as edited.
    await page.setViewportSize(DESKTOP);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const messages = page.getByTestId('comparison-messages');
    await messages.scrollIntoViewIfNeeded();
    await messages.getByTestId('contractor-message-tab').filter({ hasText: 'Valley Roofing' }).click();
    const valley = messages
      .locator('[data-testid="contractor-message"]')
      .filter({ hasText: 'Hello Valley Roofing,' });
    const body = valley.getByTestId('contractor-message-body');
    const written = await body.inputValue();
    assert.match(
      written,
      /^1\. Your quote excludes ice and water shield, which other quotes I received include\./m,
    );
    assert.match(written, /Thank you,\nDana Whitfield$/);
    await body.fill(written.replace('Thank you,', 'Thank you, and could you reply by Friday?'));
    await valley.getByTestId('contractor-message-copy').click();
    await expectText(page, 'toast-title', 'Message copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(copied, /^Hello Valley Roofing,/);
    assert.match(copied, /could you reply by Friday\?\nDana Whitfield$/, 'the edited text is what is copied');
    const mailto = (await valley.getByTestId('contractor-message-mailto').getAttribute('href')) ?? '';
    assert.ok(
      mailto.startsWith('mailto:?subject=Questions%20about%20your%20quote%20for%20the%20roof&body='),
      mailto.slice(0, 120),
    );
    assert.match(decodeURIComponent(mailto), /could you reply by Friday\?/);
    const summitMail = await messages
      .getByTestId('contractor-message-tab')
      .filter({ hasText: 'Summit Roofing' })
      .click()
      .then(() =>
        messages
          .locator('[data-testid="contractor-message"]')
          .filter({ hasText: 'Hello Summit Roofing,' })
          .getByTestId('contractor-message-mailto')
          .getAttribute('href'),
      );
    assert.ok(
      summitMail?.startsWith('mailto:office@summitroofing.example?subject='),
      'the quote’s own address is the recipient',
    );

    // The PDF of the comparison: its text has every contractor's name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-comparison-report').click(),
    ]);
    const saved = await download.path();
    assert.ok(saved, 'the report was downloaded');
    assert.match(download.suggestedFilename(), /^quote-comparison-roofing-3-quotes\.pdf$/);
    const pdfText = execFileSync('pdftotext', [saved, '-']).toString('utf8');
    for (const quote of comparisonQuotes)
      assert.ok(pdfText.includes(quote.contractorName), `${quote.contractorName} in the PDF`);
    assert.match(pdfText, /Quote Comparison Report/);

    // The comparison is listed on /history beside the analyses.
    await page.getByTestId('nav-history').click();
    await page.getByTestId('history-comparison').first().waitFor();
    assert.match(
      (await page.getByTestId('history-comparison').first().textContent()) ?? '',
      /Roofing: 3 quotes.*Summit Roofing · Valley Roofing · Peak Exteriors/,
    );
    await expectText(page, 'header-credits', '0 credits');
  }));

test('analysed quotes picked on /history are compared side by side', async () => {
  const { client, email, password } = await signUp();
  const ids: string[] = [];
  for (const quote of comparisonQuotes.slice(0, 2)) {
    const up = await client.upload(
      '/api/upload-quote',
      [{ name: quote.fileName, type: 'application/pdf', data: await quotePdf(quote) }],
      { projectType: 'roofing', contractorName: quote.contractorName },
    );
    assert.equal(up.status, 200, up.text);
    ids.push(up.body.quoteId);
  }
  for (const id of ids)
    await eventually(
      async () => ((await client.get(`/api/analysis/${id}`)).body.status === 'complete' ? true : undefined),
      90_000,
      'the analysis',
    );

  await inFreshBrowser('compare-history', async (page) => {
    await signInInBrowser(page, email, password);
    await page.getByTestId('previous-analyses-link').click();
    await page.getByTestId('history-compare-hint').waitFor();
    const boxes = page.getByTestId('history-select');
    assert.equal(await boxes.count(), 2);
    await boxes.nth(0).click();
    await expectText(page, 'compare-selected-count', '1 selected');
    assert.equal(
      await page.getByTestId('compare-selected-button').isDisabled(),
      true,
      'one quote is not a comparison',
    );
    assert.match(page.url(), /\/history$/, 'ticking a quote does not open it');
    await boxes.nth(1).click();
    await expectText(page, 'compare-selected-count', '2 selected');
    await page.getByTestId('compare-selected-button').click();
    await page.waitForURL(/\/compare\/[^/]+$/);
    await expectText(page, 'comparison-title', 'Roofing: 2 quotes');
    assert.equal(await page.getByTestId('comparison-contractor').count(), 2);
    assert.ok((await page.getByTestId('comparison-gap').count()) >= 1, 'the gaps between the two are listed');
    await page.getByTestId('nav-history').click();
    await expectText(page, 'history-comparison', /Roofing: 2 quotes/);

    // The same message button sits on a single analysis: its questions, signed with the account's name.
    await page.getByTestId('history-item').first().click();
    await page.locator('[data-testid="analysis-page"][data-status="complete"]').waitFor();
    await page.getByTestId('analysis-message-open').click();
    const single = await page.getByTestId('contractor-message-body').inputValue();
    assert.match(single, /^Hello (Summit|Valley) Roofing,/);
    assert.match(single, /Thank you,\nTest User$/);
    assert.ok(await page.getByTestId('contractor-message-copy').isVisible());
  });
});
