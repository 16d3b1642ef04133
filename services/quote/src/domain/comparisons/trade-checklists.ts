// The analyser's trade checklists, asked of the analysis service (DescribeTrade) and kept a few minutes per project
// type: they change only when the analyser is deployed, and a comparison needs one per quote on every read.
import type { ServiceClient } from '@qa/platform';
import type { TradeDescription } from './compared-quote';

const KEEP_MS = 5 * 60_000;

export type DescribeTrade = (projectType: string) => Promise<TradeDescription>;

export function tradeChecklists(analysis: ServiceClient<'analysis'>['call']): DescribeTrade {
  const kept = new Map<string, { at: number; description: Promise<TradeDescription> }>();
  return (projectType) => {
    const key = projectType.trim().toLowerCase();
    const hit = kept.get(key);
    if (hit && Date.now() - hit.at < KEEP_MS) return hit.description;
    const description = analysis.DescribeTrade({ projectType });
    kept.set(key, { at: Date.now(), description });
    // A failed call is not kept: the next read asks again.
    description.catch(() => kept.delete(key));
    return description;
  };
}
