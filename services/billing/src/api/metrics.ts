import { promClient, registry } from '@qa/platform';

export const creditsGranted = new promClient.Counter({
  name: 'qa_credits_granted_total',
  help: 'Analysis credits granted, by reason (signup, weekly, purchase)',
  labelNames: ['reason'],
  registers: [registry],
});
