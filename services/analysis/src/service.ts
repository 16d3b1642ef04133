// The analysis service: runs the analyser synchronously for anonymous previews (gRPC Analyze) and
// asynchronously for signed-in users (quote.submitted → analysis.completed | analysis.failed).
import { z } from 'zod';
import { reservationTimeoutShape, type ServiceDefinition } from '@qa/platform';
import { analysisJobModel } from './store/analysis-jobs';
import { createAnalyze } from './api/analyze';
import { grpcHandlers } from './api/grpc-handlers';
import { onQuoteSubmitted } from './api/quote-submitted';
import { shutdownAnalyzer } from './domain/analyzer';

const config = {
  ANALYZER_PROVIDER: z.enum(['rules', 'openai']).default('rules'),
  OPENAI_API_KEY: z.string().default(''),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(45_000),
  // Billing's: a submission must start within half of it (api/quote-submitted.ts says why).
  ...reservationTimeoutShape,
};

export const analysisService: ServiceDefinition<'analysis', typeof config> = {
  name: 'analysis',
  grpc: 'analysis',
  defaultGrpcPort: 7053,
  defaultHealthPort: 9103,
  config,
  async setup({ config, db, bus, files, log, outbox }) {
    const jobs = analysisJobModel(db);
    const useOpenAI = config.ANALYZER_PROVIDER === 'openai' && config.OPENAI_API_KEY !== '';
    const analyze = createAnalyze(files, {
      provider: useOpenAI ? 'openai' : 'rules',
      openai: useOpenAI
        ? { apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL, timeoutMs: config.OPENAI_TIMEOUT_MS }
        : undefined,
    });
    await files.ensureBucket();
    bus.on('quote.submitted', onQuoteSubmitted({ jobs, bus, files, analyze, log, outbox, startDeadlineMs: config.RESERVATION_TIMEOUT_MS / 2 }));
    return {
      handlers: grpcHandlers({ analyze, log }),
      outboxModels: [jobs],
      checks: { objectStore: () => files.healthy() },
      stop: () => shutdownAnalyzer(),
    };
  },
};
