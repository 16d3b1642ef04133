// What the use cases work with: the quote service's own stores, the object store, the bus and two other services.
import type { EventBus, Logger, ObjectStore, Outbox, ServiceClient } from '@qa/platform';
import type { QuoteStore } from '../store/quotes';
import type { ComparisonStore } from '../store/comparisons';
import type { PreviewStore } from '../store/previews';
import type { AnonymousLimitStore } from '../store/anonymous-limits';
import type { UploadLimits } from './upload-rules';
import type { DescribeTrade } from './comparisons/trade-checklists';
import type { SettleSignal } from './settle-signal';

export interface QuoteSettings {
  affiliateUrl: string;
  uploadLimits: UploadLimits;
  anonymousPreviewsPerIpPerDay: number;
  analyzeDeadlineMs: number;
}

export interface QuoteDeps {
  quotes: QuoteStore;
  comparisons: ComparisonStore;
  previews: PreviewStore;
  limits: AnonymousLimitStore;
  files: ObjectStore;
  bus: EventBus;
  outbox: Outbox;
  log: Logger;
  billing: ServiceClient<'billing'>['call'];
  analysis: ServiceClient<'analysis'>['call'];
  /** The analyser's checklist for a project type (DescribeTrade, kept a few minutes). */
  describeTrade: DescribeTrade;
  /** Wakes awaitAnalysis callers when this process settles a quote. */
  settled: SettleSignal;
  settings: QuoteSettings;
}
