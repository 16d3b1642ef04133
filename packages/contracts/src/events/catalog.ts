// Every event type, its topic and the schema of its data. Checked on publish and on consume.
import { z } from 'zod';
import { analysisResultSchema } from '../analysis';

export const topics = {
  system: 'system-events',
  user: 'user-events',
  quote: 'quote-events',
  analysis: 'analysis-events',
  billing: 'billing-events',
  engagement: 'engagement-events',
} as const;
export type TopicName = (typeof topics)[keyof typeof topics];

const clientInfo = { ip: z.string().default(''), visitorId: z.string().default('') };
const storedFile = z.object({ objectKey: z.string(), fileName: z.string(), mimeType: z.string(), size: z.number() });
const uploadType = z.enum(['authenticated', 'anonymous']);

export const eventCatalog = {
  'service.heartbeat': { topic: topics.system, data: z.object({ service: z.string(), instance: z.string() }) },

  'user.registered': {
    topic: topics.user,
    data: z.object({ userId: z.string(), email: z.string(), firstName: z.string(), lastName: z.string(), createdAt: z.string(), ...clientInfo }),
  },
  'user.logged_in': { topic: topics.user, data: z.object({ userId: z.string(), email: z.string(), ...clientInfo }) },
  'user.password_reset': { topic: topics.user, data: z.object({ userId: z.string(), email: z.string() }) },
  'user.role_changed': { topic: topics.user, data: z.object({ userId: z.string(), role: z.enum(['user', 'admin']) }) },

  'quote.submitted': {
    topic: topics.quote,
    data: z.object({
      quoteId: z.string(),
      userId: z.string(),
      attempt: z.number().int().min(1),
      projectType: z.string(),
      contractorName: z.string(),
      files: z.array(storedFile).min(1),
      ...clientInfo,
    }),
  },
  // One row of the admin activity log: every upload attempt, successful or not.
  'quote.upload_recorded': {
    topic: topics.quote,
    data: z.object({
      uploadId: z.string(),
      userId: z.string().default(''),
      userEmail: z.string().default(''),
      uploadType,
      projectType: z.string(),
      fileCount: z.number().int().min(0),
      totalSize: z.number().int().min(0),
      success: z.boolean(),
      reason: z.string().default(''),
      ...clientInfo,
    }),
  },
  'quote.anonymous_analyzed': {
    topic: topics.quote,
    data: z.object({ previewId: z.string(), projectType: z.string(), fileCount: z.number().int(), totalSize: z.number().int(), ...clientInfo }),
  },
  'quote.preview_saved': {
    topic: topics.quote,
    data: z.object({ quoteId: z.string(), previewId: z.string(), userId: z.string(), projectType: z.string(), ...clientInfo }),
  },
  // A homeowner put 2-5 of their analysed quotes side by side.
  'comparison.created': {
    topic: topics.quote,
    data: z.object({ comparisonId: z.string(), userId: z.string(), quoteIds: z.array(z.string()).min(2).max(5), projectTypes: z.array(z.string()) }),
  },

  'analysis.completed': {
    topic: topics.analysis,
    data: z.object({ quoteId: z.string(), userId: z.string(), attempt: z.number().int(), durationMs: z.number(), result: analysisResultSchema }),
  },
  'analysis.failed': {
    topic: topics.analysis,
    data: z.object({ quoteId: z.string(), userId: z.string(), attempt: z.number().int(), error: z.string() }),
  },

  'credits.granted': {
    topic: topics.billing,
    data: z.object({ userId: z.string(), credits: z.number().int(), reason: z.enum(['signup', 'weekly', 'purchase']), paymentId: z.string().default('') }),
  },
  'credits.consumed': { topic: topics.billing, data: z.object({ userId: z.string(), quoteId: z.string() }) },
  'credits.released': { topic: topics.billing, data: z.object({ userId: z.string(), quoteId: z.string(), reason: z.string() }) },
  'payment.succeeded': {
    topic: topics.billing,
    data: z.object({
      userId: z.string(),
      paymentId: z.string(),
      amountCents: z.number().int(),
      credits: z.number().int(),
      environment: z.enum(['TEST', 'LIVE']),
      provider: z.string(),
    }),
  },
  'payment.failed': {
    topic: topics.billing,
    data: z.object({
      userId: z.string(),
      paymentId: z.string(),
      amountCents: z.number().int(),
      environment: z.enum(['TEST', 'LIVE']),
      provider: z.string(),
      status: z.enum(['failed', 'refunded']),
      reason: z.string().default(''),
    }),
  },

  'engagement.affiliate_clicked': {
    topic: topics.engagement,
    data: z.object({ userId: z.string().default(''), quoteId: z.string().default(''), ...clientInfo }),
  },
} as const;

export type EventType = keyof typeof eventCatalog;
export type EventData<T extends EventType> = z.infer<(typeof eventCatalog)[T]['data']>;
export type EventInput<T extends EventType> = z.input<(typeof eventCatalog)[T]['data']>;

export function topicOf(type: EventType): TopicName {
  return eventCatalog[type].topic;
}

/** Validates an event's data against its schema; throws a readable error naming the type. */
export function parseEventData<T extends EventType>(type: T, data: unknown): EventData<T> {
  const entry = eventCatalog[type];
  if (!entry) throw new Error(`unknown event type ${type}`);
  const parsed = entry.data.safeParse(data);
  if (!parsed.success) throw new Error(`invalid ${type} event: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  return parsed.data as EventData<T>;
}

export function isKnownEventType(type: string): type is EventType {
  return Object.prototype.hasOwnProperty.call(eventCatalog, type);
}
