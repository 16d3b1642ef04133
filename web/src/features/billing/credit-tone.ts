// How a balance reads (spec §2, §9): red with no credits left, amber when running low, blue otherwise.
import { LOW_CREDIT_THRESHOLD } from './api';

export type CreditTone = 'red' | 'amber' | 'blue';

export function creditTone(credits: number): CreditTone {
  if (credits <= 0) return 'red';
  if (credits <= LOW_CREDIT_THRESHOLD) return 'amber';
  return 'blue';
}
