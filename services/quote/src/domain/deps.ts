// What the use cases work with: the quote service's own stores, the object store, the bus and two other services.
import type { EventBus, Logger, ObjectStore, ServiceClient } from '@qa/platform';
import type { QuoteStore } from '../store/quotes';
import type { PreviewStore } from '../store/previews';
import type { AnonymousLimitStore } from '../store/anonymous-limits';
import type { OutboxRecordStore } from '../store/outbox-records';
import type { UploadLimits } from './upload-rules';

export interface QuoteSettings {
  affiliateUrl: string;
  uploadLimits: UploadLimits;
  anonymousPreviewsPerIpPerDay: number;
  analyzeDeadlineMs: number;
}

export interface QuoteDeps {
  quotes: QuoteStore;
  previews: PreviewStore;
  limits: AnonymousLimitStore;
  records: OutboxRecordStore;
  files: ObjectStore;
  bus: EventBus;
  kickOutbox(): void;
  log: Logger;
  billing: ServiceClient<'billing'>['call'];
  analysis: ServiceClient<'analysis'>['call'];
  settings: QuoteSettings;
}
