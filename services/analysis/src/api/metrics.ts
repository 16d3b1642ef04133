import { promClient, registry } from '@qa/platform';

export const analysisDuration = new promClient.Histogram({
  name: 'qa_analysis_duration_seconds',
  help: 'Time to analyse one submission, by kind of input',
  labelNames: ['kind'],
  buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 40, 60],
  registers: [registry],
});
