// The credit rules of the product, as pure functions.
//
// Free credits: 3 on sign-up. Weekly top-up: time is cut into 7-day periods counted from sign-up (period 0 is the
// sign-up week). When a period begins, a user whose balance is below WEEKLY_FREE_CREDITS (3) is topped back up to
// it. It is applied lazily, the first time GetUsage or ReserveCredit sees the user in that period, and decided
// once per period (key weekly:<userId>:<period>, a 0-credit entry when the balance was already at the level): a
// user who still had 3 or more credits then gets nothing more until the next period. nextFreeCreditsAt is the
// start of the next period: the "3 more free credits next week" the dashboard shows at 0 credits.

export const SIGNUP_CREDITS = 3;
export const PERIOD_MS = 7 * 24 * 3600 * 1000;

/** The 7-day period (counted from sign-up) that `now` falls in. */
export function periodAt(signupAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - signupAt.getTime()) / PERIOD_MS));
}

/** When the next free top-up is due. */
export function nextFreeCreditsAt(signupAt: Date, now: Date): Date {
  return new Date(signupAt.getTime() + (periodAt(signupAt, now) + 1) * PERIOD_MS);
}

/**
 * The weekly top-up to decide now, if any: the period, and how many credits bring the balance back up to `level`
 * (0 when it is already there: the period is then closed without a grant).
 */
export function weeklyTopUpDue(
  account: { balance: number; signupAt: Date; weeklyPeriod: number },
  now: Date,
  level: number,
): { period: number; credits: number } | undefined {
  const period = periodAt(account.signupAt, now);
  if (period < 1 || account.weeklyPeriod >= period) return undefined;
  return { period, credits: Math.max(0, level - account.balance) };
}
