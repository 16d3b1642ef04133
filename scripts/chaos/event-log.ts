// Reads what a stack's topics hold, from the first message to the end as it stands when asked: every event that
// was published, and every dead-lettered message with the headers the consumer gave it (error, consumer).
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { topics } from '@qa/contracts';

export interface LoggedMessage {
  topic: string;
  key: string;
  /** The envelope, when the value is one (a poison message may be anything). */
  event?: { id: string; type: string; data: Record<string, unknown> };
  headers: Record<string, string>;
}

export interface EventLog {
  /** Messages of the topics themselves, by namespaced topic. */
  events: LoggedMessage[];
  /** Messages of the dead-letter topics. */
  deadLetters: LoggedMessage[];
}

export async function readEventLog(brokers: string, namespace: string): Promise<EventLog> {
  const kafka = new Kafka({ clientId: `chaos-reader-${randomUUID().slice(0, 8)}`, brokers: brokers.split(','), logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  const names = Object.values(topics).flatMap((t) => [`${namespace}.${t}`, `${namespace}.${t}.dlq`]);
  const ends = new Map<string, number>();
  try {
    for (const topic of names) {
      for (const p of await admin.fetchTopicOffsets(topic)) ends.set(`${topic}:${p.partition}`, Number(p.high));
    }
  } finally {
    await admin.disconnect();
  }
  const remaining = new Set([...ends].filter(([, high]) => high > 0).map(([tp]) => tp));
  const log: EventLog = { events: [], deadLetters: [] };
  if (!remaining.size) return log;

  const consumer = kafka.consumer({ groupId: `chaos-reader-${randomUUID()}` });
  await consumer.connect();
  try {
    for (const topic of names) await consumer.subscribe({ topic, fromBeginning: true });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the event log was not read to its end in 60 s (${remaining.size} partitions left)`)), 60_000);
      consumer
        .run({
          eachMessage: async ({ topic, partition, message }) => {
            const tp = `${topic}:${partition}`;
            if (Number(message.offset) < (ends.get(tp) ?? 0)) {
              const headers = Object.fromEntries(Object.entries(message.headers ?? {}).map(([k, v]) => [k, String(v ?? '')]));
              const entry: LoggedMessage = { topic, key: message.key?.toString() ?? '', event: parseEnvelope(message.value), headers };
              (topic.endsWith('.dlq') ? log.deadLetters : log.events).push(entry);
            }
            if (Number(message.offset) + 1 >= (ends.get(tp) ?? 0)) remaining.delete(tp);
            if (!remaining.size) {
              clearTimeout(timer);
              resolve();
            }
          },
        })
        .catch(reject);
    });
  } finally {
    await consumer.disconnect();
  }
  return log;
}

function parseEnvelope(value: Buffer | null): LoggedMessage['event'] {
  try {
    const parsed = JSON.parse(value?.toString() ?? '');
    return typeof parsed?.id === 'string' && typeof parsed?.type === 'string' ? parsed : undefined;
  } catch {
    return undefined;
  }
}
