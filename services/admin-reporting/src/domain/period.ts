// The dashboard's periods. The web's "All time" asks for 365 days (spec §7), so 365 means all time here.
import { AppError } from '@qa/platform';

export const TIMEFRAMES = [7, 30, 365] as const;
export const ALL_TIME_DAYS = 365;
const DAY_MS = 24 * 3600 * 1000;

/** The start of the period ending now; the epoch for all time. */
export function periodStart(timeframe: number, now = new Date()): Date {
  if (!(TIMEFRAMES as readonly number[]).includes(timeframe)) throw new AppError('invalid_argument', 'timeframe must be 7, 30 or 365');
  return timeframe === ALL_TIME_DAYS ? new Date(0) : new Date(now.getTime() - timeframe * DAY_MS);
}
