// The web app keeps no copy of the upload limits or the credit pack: it shows and checks what GET /api/config states.
// Each test answers that call with other values than the defaults, so a number of the app's own would show.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { signUpInBrowser } from './support/accounts';
import { expectText, inFreshBrowser } from './support/journey';

/** Serves the gateway's real GET /api/config with `change` applied. */
async function changeConfig(page: Page, change: (config: Record<string, any>) => void) { // eslint-disable-line @typescript-eslint/no-explicit-any
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    change(config);
    await route.fulfill({ response, json: config });
  });
}

const pdfOf = (name: string, bytes: number) => {
  const buffer = Buffer.alloc(bytes, 0x20);
  buffer.write('%PDF-1.4\n');
  return { name, mimeType: 'application/pdf', buffer };
};

test('the upload form accepts the formats and sizes GET /api/config states', () =>
  inFreshBrowser('config-upload-limits', async (page) => {
    await changeConfig(page, (config) => {
      config.uploads.maxFileBytes = 1024 * 1024;
      config.uploads.formats = config.uploads.formats.filter((f: { label: string }) => f.label === 'PDF');
    });
    await page.goto('/');
    const form = page.getByTestId('upload-form');
    await expectText(page, 'upload-hint', 'PDF · up to 1MB per file · multiple files allowed');
    assert.equal(await form.getByTestId('upload-files-input').getAttribute('accept'), '.pdf');

    const input = form.getByTestId('upload-files-input');
    await input.setInputFiles(pdfOf('two-megabytes.pdf', 2 * 1024 * 1024));
    await expectText(page, 'upload-files-error', 'File size exceeds 1MB limit.');
    await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) });
    await expectText(page, 'upload-files-error', 'Invalid file type. Only PDF, PNG, and JPG files are allowed.');
    await input.setInputFiles(pdfOf('small.pdf', 4096));
    await form.getByTestId('upload-file-item').waitFor();
    assert.equal(await form.getByTestId('upload-files-error').count(), 0);
  }));

test('the purchase page sells the credit pack GET /api/config states', () =>
  inFreshBrowser('config-credit-pack', async (page) => {
    await changeConfig(page, (config) => {
      config.creditPack = { ...config.creditPack, credits: 25, priceCents: 5900 };
    });
    await signUpInBrowser(page);
    await page.getByTestId('nav-purchase').click();
    await page.getByTestId('purchase-page').waitFor();
    await expectText(page, 'credit-pack-card', /25 Analysis Credits\s*\$59 USD/);
    await expectText(page, 'credit-pack-price', /^\$59 USD · one-time payment/);
    await expectText(page, 'purchase-button', 'Purchase 25 Credits for $59');
  }));
