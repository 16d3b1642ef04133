// Affiliate click tracking is limited to once per 7 days per browser (spec §9).
import { postAffiliateClick } from '../api';

const STORAGE_KEY = 'qa_affiliate_click_at';
export const AFFILIATE_TRACK_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export function shouldTrackAffiliateClick(now = Date.now()): boolean {
  try {
    const last = Number(localStorage.getItem(STORAGE_KEY));
    return !last || now - last >= AFFILIATE_TRACK_WINDOW_MS;
  } catch {
    return true;
  }
}

export function trackAffiliateClick(quoteId?: string): void {
  if (!shouldTrackAffiliateClick()) return;
  try {
    localStorage.setItem(STORAGE_KEY, String(Date.now()));
  } catch {
    // storage disabled: track anyway
  }
  postAffiliateClick(quoteId).catch((error: unknown) =>
    console.error('Affiliate click tracking failed', error),
  );
}
