// Debian's Chromium driven by playwright-core (never a downloaded browser), for the browser tests.
import { after } from 'node:test';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { baseUrl } from './env';

const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

let browser: Browser | undefined;

export async function launchBrowser(): Promise<Browser> {
  if (!browser) {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: flags });
    after(async () => {
      await browser?.close();
      browser = undefined;
    });
  }
  return browser;
}

/** A fresh browser context (its own cookies and storage) with a page on the app. */
export async function newPage(viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await (await launchBrowser()).newContext({ baseURL: baseUrl(), viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

/** Saves a screenshot next to the run's logs (for looking at a failure). */
export async function snapshot(page: Page, name: string): Promise<string> {
  const file = path.join(process.env.QA_LOG_DIR ?? '/tmp', `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
