// The free-credit rules as pure functions: 7-day periods counted from sign-up, topped back up to the weekly level.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PERIOD_MS, nextFreeCreditsAt, periodAt, weeklyTopUpDue } from '../src/domain/credit-rules';

const signupAt = new Date('2026-01-01T10:00:00Z');
const at = (days: number) => new Date(signupAt.getTime() + days * 24 * 3600 * 1000);

test('periods are 7 days long and counted from sign-up', () => {
  assert.equal(periodAt(signupAt, at(0)), 0);
  assert.equal(periodAt(signupAt, at(6.99)), 0);
  assert.equal(periodAt(signupAt, at(7)), 1);
  assert.equal(periodAt(signupAt, at(15)), 2);
});

test('the next free credits come at the start of the next period', () => {
  assert.equal(nextFreeCreditsAt(signupAt, at(0)).toISOString(), at(7).toISOString());
  assert.equal(nextFreeCreditsAt(signupAt, at(9.5)).toISOString(), at(14).toISOString());
  assert.equal(nextFreeCreditsAt(signupAt, at(14)).getTime() - signupAt.getTime(), 3 * PERIOD_MS);
});

test('no top-up in the sign-up week (the sign-up grant covers it)', () => {
  assert.equal(weeklyTopUpDue({ balance: 0, signupAt, weeklyPeriod: 0 }, at(3), 3), undefined);
});

test('a balance below the level is topped back up to it, once per period', () => {
  assert.deepEqual(weeklyTopUpDue({ balance: 1, signupAt, weeklyPeriod: 0 }, at(8), 3), { period: 1, credits: 2 });
  assert.deepEqual(weeklyTopUpDue({ balance: 0, signupAt, weeklyPeriod: 0 }, at(8), 3), { period: 1, credits: 3 });
  assert.equal(weeklyTopUpDue({ balance: 0, signupAt, weeklyPeriod: 1 }, at(13), 3), undefined);
  // weeks without a visit are not paid out retroactively: one top-up for the current period
  assert.deepEqual(weeklyTopUpDue({ balance: 0, signupAt, weeklyPeriod: 1 }, at(40), 3), { period: 5, credits: 3 });
});

test('a balance at or above the level closes the period without a grant', () => {
  assert.deepEqual(weeklyTopUpDue({ balance: 3, signupAt, weeklyPeriod: 0 }, at(8), 3), { period: 1, credits: 0 });
  assert.deepEqual(weeklyTopUpDue({ balance: 23, signupAt, weeklyPeriod: 0 }, at(8), 3), { period: 1, credits: 0 });
});
