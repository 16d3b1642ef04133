// Journey 1: accounts — sign up, sign out, sign in, duplicate sign-up, wrong password, password reset by e-mail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { snapshot } from '../../test/support/browser';
import { baseUrl } from '../../test/support/env';
import { Browserish, signUp } from '../../test/support/http';
import { waitForMailMatching } from '../../test/support/mail';
import {
  chooseAuthMode,
  displayName,
  newPerson,
  pathOf,
  signUpInBrowser,
  submitRegistration,
  submitSignIn,
} from './support/accounts';
import { expectText, inFreshBrowser } from './support/journey';

const USER_EXISTS = 'An account with this email already exists. Please sign in below instead.';

test('a homeowner creates an account, signs out and signs in again', () =>
  inFreshBrowser('auth-sign-up', async (page) => {
    const person = await signUpInBrowser(page);
    assert.equal(pathOf(page), '/dashboard');
    await expectText(page, 'dashboard-welcome', new RegExp(displayName(person)));
    await snapshot(page, 'auth-dashboard-after-sign-up');

    await page.getByTestId('nav-profile').click();
    await expectText(page, 'profile-email', person.email);
    await page.getByTestId('sign-out-button').click();
    await page.getByTestId('landing-page').waitFor();
    assert.equal(pathOf(page), '/');
    assert.equal(await (await page.request.get('/api/auth/user')).json(), null, 'the session ended on the server');

    // "Sign In" opens the screen on sign-in, not on "Create account".
    await page.getByTestId('nav-sign-in').click();
    await page.waitForURL(/\/auth$/);
    assert.equal(await page.getByTestId('auth-card').getAttribute('data-mode'), 'login');
    assert.equal(await page.title(), 'Sign In | Quote Analyzer');
    await submitSignIn(page, person.email, person.password);
    await page.waitForURL(/\/dashboard$/);
    await expectText(page, 'dashboard-welcome', new RegExp(displayName(person)));
  }));

test('signing up with an e-mail that already has an account switches to sign-in with a message', () =>
  inFreshBrowser('auth-duplicate', async (page) => {
    const existing = await signUp({ firstName: 'Morgan', lastName: 'Reyes' });
    await page.goto('/auth');
    await submitRegistration(page, { ...newPerson(), email: existing.email });

    await page.locator('[data-testid="auth-card"][data-mode="login"]').waitFor();
    await expectText(page, 'auth-error', USER_EXISTS);
    assert.equal(await page.getByTestId('auth-first-name').count(), 0, 'the form is in sign-in mode');
    await snapshot(page, 'auth-duplicate-sign-up');

    // "Sign in below instead": the e-mail stays filled in; the password is asked again.
    assert.equal(await page.getByTestId('auth-email').inputValue(), existing.email);
    await page.getByTestId('auth-password').fill(existing.password);
    await page.getByTestId('auth-submit').click();
    await page.waitForURL(/\/dashboard$/);
    await expectText(page, 'dashboard-welcome', /Morgan Reyes/);
  }));

test('the blank-name message goes away once both names are filled in', () =>
  inFreshBrowser('auth-blank-names', async (page) => {
    const person = newPerson();
    await page.goto('/auth');
    await chooseAuthMode(page, 'register');
    assert.equal(await page.title(), 'Create Your Free Account | Quote Analyzer');
    // Spaces pass the browser's required check; the app refuses them as blank.
    await page.getByTestId('auth-first-name').fill('   ');
    await page.getByTestId('auth-last-name').fill(person.lastName);
    await page.getByTestId('auth-email').fill(person.email);
    await page.getByTestId('auth-password').fill(person.password);
    await page.getByTestId('auth-submit').click();
    await expectText(page, 'auth-error', 'First name and last name are required');
    await snapshot(page, 'auth-blank-names');

    await page.getByTestId('auth-first-name').fill(person.firstName);
    await page.getByTestId('auth-error').waitFor({ state: 'detached', timeout: 2_000 });
    await page.getByTestId('auth-last-name').fill(' ');
    await expectText(page, 'auth-error', 'First name and last name are required');
    await page.getByTestId('auth-last-name').fill(person.lastName);
    await page.getByTestId('auth-error').waitFor({ state: 'detached', timeout: 2_000 });

    await page.getByTestId('auth-submit').click();
    await page.waitForURL(/\/dashboard$/);
    await expectText(page, 'dashboard-welcome', new RegExp(displayName(person)));
  }));

test('a wrong password shows the server message and the visitor stays signed out', () =>
  inFreshBrowser('auth-wrong-password', async (page) => {
    const existing = await signUp();
    await page.goto('/auth');
    await submitSignIn(page, existing.email, 'not-the-password');

    const error = page.getByTestId('auth-error');
    await error.waitFor();
    assert.equal(((await error.textContent()) ?? '').trim(), 'Invalid email or password');
    assert.equal(pathOf(page), '/auth');
    assert.equal(await (await page.request.get('/api/auth/user')).json(), null);
    await snapshot(page, 'auth-wrong-password');

    // Toggling clears the error and the fields.
    await chooseAuthMode(page, 'register');
    assert.equal(await page.getByTestId('auth-error').count(), 0);
    assert.equal(await page.getByTestId('auth-email').inputValue(), '');
  }));

test('a forgotten password is reset through the e-mailed link, which signs the user in', () =>
  inFreshBrowser('auth-reset', async (page) => {
    const existing = await signUp({ firstName: 'Priya', lastName: 'Natarajan' });
    const newPassword = 'brand-new-secret-7';

    await page.goto('/auth');
    await chooseAuthMode(page, 'login');
    await page.getByTestId('auth-forgot-link').click();
    await page.waitForURL(/\/forgot-password$/);
    await page.getByTestId('forgot-email').fill(existing.email);
    await page.getByTestId('forgot-submit').click();
    const success = page.getByTestId('forgot-success');
    await success.waitFor();
    assert.match((await success.textContent()) ?? '', /Check Your Email/);

    const link = await waitForMailMatching(existing.email, /(https?:\/\/\S+?\/reset-password\/[A-Za-z0-9._~%-]+)/);
    assert.equal(new URL(link).origin, new URL(baseUrl()).origin, 'the link points at the web app');
    await page.goto(link);
    await page.getByTestId('reset-card').waitFor();

    await page.getByTestId('reset-password').fill(newPassword);
    await page.getByTestId('reset-confirm-password').fill(`${newPassword}-typo`);
    await page.getByTestId('reset-submit').click();
    await expectText(page, 'reset-form-error', 'Passwords do not match');

    await page.getByTestId('reset-confirm-password').fill(newPassword);
    await page.getByTestId('reset-submit').click();
    const done = page.getByTestId('reset-success');
    await done.waitFor();
    assert.match((await done.textContent()) ?? '', /Password Reset Successful!/);
    await snapshot(page, 'auth-reset-success');

    // The success view stays for 2 s, then the signed-in user is on the dashboard.
    await page.waitForURL(/\/dashboard$/, { timeout: 10_000 });
    await expectText(page, 'dashboard-welcome', /Priya Natarajan/);

    const withNew = await new Browserish().post('/api/auth/login', { email: existing.email, password: newPassword });
    assert.equal(withNew.status, 200, 'the new password signs in');
    const withOld = await new Browserish().post('/api/auth/login', { email: existing.email, password: existing.password });
    assert.equal(withOld.status, 401, 'the old password no longer does');
  }));

test('an invalid reset link says so and offers a new one', () =>
  inFreshBrowser('auth-invalid-reset', async (page) => {
    await page.goto('/reset-password/not-a-real-reset-token');
    const invalid = page.getByTestId('reset-invalid');
    await invalid.waitFor();
    const text = (await invalid.textContent()) ?? '';
    assert.match(text, /Invalid Reset Link/);
    assert.match(text, /This password reset link is invalid or has expired\. Please request a new one\./);
    await page.getByTestId('reset-request-new').click();
    await page.waitForURL(/\/forgot-password$/);
  }));

test('a signed-in user opening /auth is taken to the dashboard', () =>
  inFreshBrowser('auth-signed-in-redirect', async (page) => {
    const person = await signUpInBrowser(page);
    for (const path of ['/auth', '/login', '/signup']) {
      await page.goto(path);
      await page.waitForURL(/\/dashboard$/);
      await page.getByTestId('dashboard-page').waitFor();
    }
    await expectText(page, 'dashboard-welcome', new RegExp(displayName(person)));
    // The session survives a full reload of the dashboard.
    await page.reload();
    await expectText(page, 'dashboard-welcome', new RegExp(displayName(person)));
  }));
