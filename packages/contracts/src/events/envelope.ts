// One envelope for every integration event (past-tense type names, keyed by entity id).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';

export const envelopeSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  version: z.number().int().min(1),
  occurredAt: z.string(),
  source: z.string().min(1),
  key: z.string().min(1),
  traceId: z.string().optional(),
  data: z.unknown(),
});

export type Envelope<T = unknown> = Omit<z.infer<typeof envelopeSchema>, 'data'> & { data: T };

export function makeEnvelope<T>(args: { type: string; source: string; key: string; data: T; traceId?: string; version?: number }): Envelope<T> {
  return {
    id: randomUUID(),
    type: args.type,
    version: args.version ?? 1,
    occurredAt: new Date().toISOString(),
    source: args.source,
    key: args.key,
    traceId: args.traceId,
    data: args.data,
  };
}
