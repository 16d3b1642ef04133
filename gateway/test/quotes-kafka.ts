// Reading and re-sending the events of a test run's namespace, for the quote tests.
import { after } from 'node:test';
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, type IHeaders } from 'kafkajs';
import type { Envelope } from '@qa/contracts';
import { eventually, testEnv } from '../../test/support/env';

const kafka = () => new Kafka({ clientId: 'quote-tests', brokers: testEnv('KAFKA_BROKERS').split(','), logLevel: logLevel.NOTHING });
const topicName = (topic: string) => `${testEnv('QA_NAMESPACE')}.${topic}`;

export interface Seen {
  event: Envelope<Record<string, unknown>>;
  key: string;
  value: string;
  headers: IHeaders;
}

/** Follows a topic from its start for the rest of the test file; find() waits for a matching event. */
export async function followTopic(topic: string) {
  const seen: Seen[] = [];
  const consumer = kafka().consumer({ groupId: `quote-tests-${randomUUID()}` });
  await consumer.connect();
  await consumer.subscribe({ topic: topicName(topic), fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ message }) => {
      const value = message.value?.toString() ?? '';
      seen.push({ event: JSON.parse(value), key: message.key?.toString() ?? '', value, headers: message.headers ?? {} });
    },
  });
  after(() => consumer.disconnect());
  const matching = (type: string, match: (data: Record<string, unknown>) => boolean) => seen.filter((s) => s.event.type === type && match(s.event.data));
  return {
    matching,
    find: (type: string, match: (data: Record<string, unknown>) => boolean, timeoutMs = 30_000) =>
      eventually(async () => matching(type, match)[0], timeoutMs, `a ${type} event`),
  };
}

/** Sends messages to a topic as they are (a redelivery), or as given. */
export async function sendRaw(topic: string, messages: Array<{ key: string; value: string; headers?: IHeaders }>) {
  const producer = kafka().producer();
  await producer.connect();
  try {
    await producer.send({ topic: topicName(topic), messages });
  } finally {
    await producer.disconnect();
  }
}
