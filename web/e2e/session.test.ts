// Journey 6: a session revoked elsewhere. The page still thinks it is signed in; its next data fetch gets a 401,
// and the app says so and sends the user to /auth.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { snapshot } from '../../test/support/browser';
import { Browserish } from '../../test/support/http';
import { pathOf, signUpInBrowser } from './support/accounts';
import { expectText, inFreshBrowser } from './support/journey';

test('a page whose session was logged out elsewhere shows Unauthorized and goes to /auth', () =>
  inFreshBrowser('session-revoked', async (page) => {
    await signUpInBrowser(page);

    // "Elsewhere": another client holding a copy of the same session cookie signs out.
    const session = (await page.context().cookies()).find((c) => c.name === 'qa_session');
    assert.ok(session, 'the browser holds a session cookie');
    const elsewhere = new Browserish();
    elsewhere.setCookie('qa_session', session.value);
    const logout = await elsewhere.post('/api/auth/logout');
    assert.equal(logout.status, 200, logout.text);

    // The page has not noticed yet; opening the history fetches the user's quotes with the revoked session.
    const quotesReply = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/quotes');
    await page.getByTestId('nav-history').click();
    assert.equal((await quotesReply).status(), 401, 'the revoked session no longer reads the user\'s data');

    const toast = page.getByTestId('toast');
    await toast.waitFor();
    assert.equal(((await toast.getByTestId('toast-title').textContent()) ?? '').trim(), 'Unauthorized');
    assert.equal(
      ((await toast.getByTestId('toast-description').textContent()) ?? '').trim(),
      'You are logged out. Logging in again...',
    );
    await snapshot(page, 'session-unauthorized-toast');

    await page.waitForURL(/\/auth$/, { timeout: 5_000 });
    await page.getByTestId('auth-card').waitFor();
    assert.equal(pathOf(page), '/auth');

    // A returning user: the screen opens on "Sign in", and the page title says so.
    assert.equal(await page.getByTestId('auth-card').getAttribute('data-mode'), 'login');
    await expectText(page, 'auth-title', 'Sign in');
    assert.equal(await page.title(), 'Sign In | Quote Analyzer');
    await snapshot(page, 'session-ended-sign-in');

    // The title follows the mode when the user toggles it.
    await page.getByTestId('auth-toggle').click();
    await expectText(page, 'auth-title', 'Create account');
    assert.equal(await page.title(), 'Create Your Free Account | Quote Analyzer');
  }));
