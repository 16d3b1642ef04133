// The quote service: uploads (streamed to the object store), anonymous previews, the signed-in analysis saga
// (quote.submitted → analysis.completed | analysis.failed), history, analysis detail and the PDF report.
import { z } from 'zod';
import { affiliateUrlShape, reservationTimeoutShape, uploadLimitsShape, type ServiceDefinition } from '@qa/platform';
import { quoteModel, quoteStore } from './store/quotes';
import { previewModel, previewStore } from './store/previews';
import { comparisonModel, comparisonStore } from './store/comparisons';
import { tradeChecklists } from './domain/comparisons/trade-checklists';
import { anonymousLimitModels, anonymousLimitStore } from './store/anonymous-limits';
import { grpcHandlers } from './api/grpc-handlers';
import { subscribe } from './api/analysis-events';
import { SettleSignal } from './domain/settle-signal';
import { analysisTimeouts } from './domain/analysis-timeout';

const config = {
  ...affiliateUrlShape,
  ...uploadLimitsShape,
  /** Anonymous previews started per client IP per UTC day (one per visitor in any case). */
  ANONYMOUS_PREVIEWS_PER_IP_PER_DAY: z.coerce.number().int().positive().default(20),
  /** How long an anonymous visitor's synchronous analysis may take. */
  ANALYZE_DEADLINE_MS: z.coerce.number().int().positive().default(60_000),
  // Billing's: a quote that has not heard back by half a timeout after it is failed (domain/analysis-timeout.ts).
  ...reservationTimeoutShape,
  /** How often quotes analysing past that are looked for. */
  SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(30_000),
};

export const quoteService: ServiceDefinition<'quote', typeof config> = {
  name: 'quote',
  grpc: 'quote',
  defaultGrpcPort: 7052,
  defaultHealthPort: 9102,
  config,
  async setup({ config, db, bus, files, log, client, outbox }) {
    const quotes = quoteStore(quoteModel(db));
    const previews = previewStore(previewModel(db));
    const comparisons = comparisonStore(comparisonModel(db));
    const limits = anonymousLimitStore(anonymousLimitModels(db));
    await files.ensureBucket();
    const settled = new SettleSignal();
    subscribe(bus, { quotes, settled, log });
    const timeouts = analysisTimeouts({ quotes, settled, log, reservationTimeoutMs: config.RESERVATION_TIMEOUT_MS, intervalMs: config.SWEEP_INTERVAL_MS });
    const deps = {
      settled,
      quotes,
      comparisons,
      previews,
      limits,
      files,
      bus,
      outbox,
      log,
      billing: client('billing').call,
      analysis: client('analysis').call,
      describeTrade: tradeChecklists(client('analysis').call),
      settings: {
        affiliateUrl: config.AFFILIATE_URL,
        uploadLimits: { maxFileBytes: config.MAX_FILE_BYTES, maxFiles: config.MAX_FILES },
        anonymousPreviewsPerIpPerDay: config.ANONYMOUS_PREVIEWS_PER_IP_PER_DAY,
        analyzeDeadlineMs: config.ANALYZE_DEADLINE_MS,
      },
    };
    return {
      handlers: grpcHandlers(deps),
      outboxModels: [quotes.model, previews.model, comparisons.model],
      checks: { objectStore: () => files.healthy() },
      start: () => timeouts.start(),
      stop: () => timeouts.stop(),
    };
  },
};
