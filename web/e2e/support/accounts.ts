// Accounts through the browser, the way a homeowner does it: the shared /auth screen in either mode.
import type { Page } from 'playwright-core';
import { uniqueEmail } from '../../../test/support/env';

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A new person with a unique e-mail, so every test works on its own account. */
export function newPerson(prefix = 'e2e'): Person {
  return { firstName: 'Dana', lastName: 'Whitfield', email: uniqueEmail(prefix), password: 'roof-check-42' };
}

export const displayName = (p: Person) => `${p.firstName} ${p.lastName}`;

/** Puts the /auth card (already on screen) into the given mode with its toggle. */
export async function chooseAuthMode(page: Page, mode: 'register' | 'login') {
  const card = page.getByTestId('auth-card');
  await card.waitFor();
  if ((await card.getAttribute('data-mode')) !== mode) await page.getByTestId('auth-toggle').click();
  await page.locator(`[data-testid="auth-card"][data-mode="${mode}"]`).waitFor();
}

/** Fills and submits "Create account" on the /auth screen that is open. */
export async function submitRegistration(page: Page, person: Person) {
  await chooseAuthMode(page, 'register');
  await page.getByTestId('auth-first-name').fill(person.firstName);
  await page.getByTestId('auth-last-name').fill(person.lastName);
  await page.getByTestId('auth-email').fill(person.email);
  await page.getByTestId('auth-password').fill(person.password);
  await page.getByTestId('auth-submit').click();
}

/** Fills and submits "Sign in" on the /auth screen that is open. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await chooseAuthMode(page, 'login');
  await page.getByTestId('auth-email').fill(email);
  await page.getByTestId('auth-password').fill(password);
  await page.getByTestId('auth-submit').click();
}

/** Creates an account on /auth and waits for the dashboard. */
export async function signUpInBrowser(page: Page, person: Person = newPerson()): Promise<Person> {
  await page.goto('/auth');
  await submitRegistration(page, person);
  await page.waitForURL(/\/dashboard$/);
  await page.getByTestId('dashboard-page').waitFor();
  return person;
}

/** Signs in on /auth and waits for the dashboard. */
export async function signInInBrowser(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await submitSignIn(page, email, password);
  await page.waitForURL(/\/dashboard$/);
  await page.getByTestId('dashboard-page').waitFor();
}

/** The path of the current address ("/dashboard"). */
export const pathOf = (page: Page) => new URL(page.url()).pathname;
