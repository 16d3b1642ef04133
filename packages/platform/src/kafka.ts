// Kafka: a producer that checks every event against its schema, and an idempotent consumer with retries and
// a dead-letter topic. Delivery is at least once; consumers remember the event ids they applied.
import { Kafka, logLevel, type Consumer, type Producer, type Admin, type KafkaMessage, type Message, type SASLOptions } from 'kafkajs';
import type mongoose from 'mongoose';
import { Schema } from 'mongoose';
import {
  envelopeSchema,
  eventCatalog,
  isKnownEventType,
  makeEnvelope,
  parseEventData,
  topicOf,
  topics,
  type Envelope,
  type EventData,
  type EventInput,
  type EventType,
} from '@qa/contracts';
import { namespaced, type CommonConfig } from './config';
import { currentTraceId, withTrace, type Logger } from './logger';
import { isTransient } from './errors';
import { consumerLag, eventsConsumed } from './metrics';

export type EventHandler<T extends EventType> = (data: EventData<T>, event: Envelope<EventData<T>>) => Promise<void>;
export type Subscriptions = { [T in EventType]?: EventHandler<T> };

/** Where the brokers are and how to reach them: what every Kafka client of the system is built from. */
export interface KafkaConnection {
  brokers: string[];
  ssl?: boolean;
  sasl?: SASLOptions;
}

export function kafkaConnection(config: CommonConfig): KafkaConnection {
  const { KAFKA_SASL_MECHANISM: mechanism, KAFKA_SASL_USERNAME: username = '', KAFKA_SASL_PASSWORD: password = '' } = config;
  return {
    brokers: config.KAFKA_BROKERS.split(',').map((b) => b.trim()),
    ssl: config.KAFKA_SSL === 'true',
    // loadConfig has made sure the username and password are there when a mechanism is.
    sasl: mechanism ? ({ mechanism, username, password } as SASLOptions) : undefined,
  };
}

export interface EventBusOptions extends KafkaConnection {
  namespace: string;
  service: string;
  log: Logger;
  /** Where applied event ids are remembered: the service's own database. */
  db: mongoose.Connection;
  retries?: number;
  retryDelayMs?: number;
  /** How long stop() waits for each Kafka client to disconnect (default STOP_WITHIN_MS). */
  stopWithinMs?: number;
}

// One document per event a consumer was given, `${consumer}:${eventId}` (several consumers may share a database, as
// tests do, without hiding events from each other). `count` is the number of times handling began: handling that
// never finishes (the process died in the middle, say on a file that crashes a library) would otherwise be
// redelivered for ever. `appliedAt` is set once the handler has finished: from then on the event is a duplicate.
// One collection, so an event costs two writes (begin, applied) rather than a check, a count, a record and a delete.
const eventDeliverySchema = new Schema(
  { _id: { type: String }, consumer: String, type: String, count: Number, appliedAt: Date },
  { versionKey: false },
);
/** The filter of deliveries whose handling finished: the events a consumer applied. */
export const APPLIED_EVENTS = { appliedAt: { $exists: true } } as const;
/** Deliveries that began and never finished, after which an event goes to the dead-letter topic unhandled. */
export const MAX_UNFINISHED_DELIVERIES = 3;
/** Partitions handled at once by one consumer (topics have 3): slow handlers, like an analysis, overlap. */
const CONSUMED_CONCURRENTLY = 3;
/** Waits between tries while a server the handling needs is out of reach: from the first to the longest. */
const UNREACHABLE_WAIT_MS = [250, 5000] as const;
/**
 * kafkajs's consumer.disconnect() waits for the handlers running at that moment, for ever if one never returns: a stop
 * waits this long for each client and then goes on, so a process told to stop does stop. An event whose handling was
 * cut off is delivered again (at least once), and the consumers apply each event id once.
 */
const STOP_WITHIN_MS = 10_000;

export class EventBus {
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly admin: Admin;
  private consumer?: Consumer;
  private subscriptions: Subscriptions = {};
  private readonly names;
  private readonly deliveries;
  private lagTimer?: NodeJS.Timeout;
  private stopping = false;
  connected = false;

  constructor(private readonly opts: EventBusOptions) {
    this.names = namespaced(opts.namespace);
    this.kafka = new Kafka({
      clientId: `${opts.namespace}-${opts.service}`,
      brokers: opts.brokers,
      ssl: opts.ssl,
      sasl: opts.sasl,
      logLevel: logLevel.NOTHING,
      retry: { retries: 8, initialRetryTime: 200 },
    });
    this.producer = this.kafka.producer({ allowAutoTopicCreation: false, idempotent: true, maxInFlightRequests: 1 });
    this.admin = this.kafka.admin();
    // The collection keeps the name it had when applied events and begun deliveries were apart: its documents from
    // then (all applied, with appliedAt) still read as applied.
    this.deliveries = opts.db.model('EventDelivery', eventDeliverySchema, 'processed_events');
  }

  topicName(topic: string): string {
    return this.names.topic(topic);
  }

  /** Connects and makes sure every topic and its dead-letter topic exist. */
  async connect(): Promise<void> {
    await this.admin.connect();
    const wanted = Object.values(topics).flatMap((t) => [this.names.topic(t), this.names.topic(`${t}.dlq`)]);
    const existing = new Set(await this.admin.listTopics());
    const missing = wanted.filter((t) => !existing.has(t));
    if (missing.length) {
      // Leaders are waited for below, by this class: kafkajs's own wait fails outright ("does not host this
      // topic-partition") when another client is creating the same topics at the same moment, as tests and a
      // stack starting several services do.
      await this.admin.createTopics({ waitForLeaders: false, topics: missing.map((topic) => ({ topic, numPartitions: 3, replicationFactor: 1 })) });
    }
    await this.waitForLeaders(wanted);
    await this.producer.connect();
    this.connected = true;
  }

  // A freshly created topic can take a moment before the broker serves it ("does not host this
  // topic-partition"); wait until every partition has a leader rather than fail the first publish.
  private async waitForLeaders(topicNames: string[], timeoutMs = 20_000): Promise<void> {
    const start = Date.now();
    for (;;) {
      try {
        const { topics: meta } = await this.admin.fetchTopicMetadata({ topics: topicNames });
        if (meta.length === topicNames.length && meta.every((t) => t.partitions.length > 0 && t.partitions.every((p) => p.leader >= 0))) return;
      } catch (err) {
        if (Date.now() - start > timeoutMs) throw err;
      }
      if (Date.now() - start > timeoutMs) throw new Error(`Kafka topics not ready after ${timeoutMs / 1000} s`);
      await sleep(200);
    }
  }

  /** Builds the envelope for a new event, checking its data against the event's schema. */
  envelope<T extends EventType>(type: T, key: string, data: EventInput<T>): Envelope<EventData<T>> {
    const parsed = parseEventData(type, data);
    return makeEnvelope({ type, key, data: parsed, source: this.opts.service, traceId: currentTraceId() });
  }

  async publish<T extends EventType>(type: T, key: string, data: EventInput<T>): Promise<Envelope<EventData<T>>> {
    const event = this.envelope(type, key, data);
    await this.send(event);
    return event;
  }

  /** Throws unless the envelope and its data meet their schemas (checked again here: it may have waited in a database). */
  check(event: Envelope): void {
    envelopeSchema.parse(event);
    if (!isKnownEventType(event.type)) throw new Error(`unknown event type ${event.type}`);
    parseEventData(event.type, event.data);
  }

  /** Sends an already-built envelope. */
  async send(event: Envelope): Promise<void> {
    await this.sendBatch([event]);
  }

  /**
   * Sends already-built envelopes in one producer request (the outbox relay's batches). Their order is kept within
   * each partition, so one key's events arrive in the order given.
   */
  async sendBatch(events: Envelope[]): Promise<void> {
    events.forEach((event) => this.check(event));
    const byTopic = new Map<string, Message[]>();
    for (const event of events) {
      const topic = this.names.topic(topicOf(event.type as EventType));
      const message = { key: event.key, value: JSON.stringify(event), headers: { type: event.type, traceId: event.traceId ?? '' } };
      byTopic.set(topic, [...(byTopic.get(topic) ?? []), message]);
    }
    if (!byTopic.size) return;
    await this.producer.sendBatch({ topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })) });
  }

  on<T extends EventType>(type: T, handler: EventHandler<T>): this {
    (this.subscriptions as Record<string, unknown>)[type] = handler;
    return this;
  }

  private subscribedTopics(): string[] {
    const set = new Set(Object.keys(this.subscriptions).map((t) => this.names.topic(topicOf(t as EventType))));
    return [...set];
  }

  /** Joins the service's consumer group and starts applying events. */
  async startConsuming(): Promise<void> {
    const topicsWanted = this.subscribedTopics();
    if (!topicsWanted.length) return;
    this.consumer = this.kafka.consumer({
      groupId: this.names.group(this.opts.service),
      sessionTimeout: 10_000,
      heartbeatInterval: 1000,
      rebalanceTimeout: 10_000,
      allowAutoTopicCreation: false,
    });
    await this.consumer.connect();
    for (const topic of topicsWanted) await this.consumer.subscribe({ topic, fromBeginning: true });
    await this.consumer.run({
      // Partitions are worked side by side (one entity's events stay in order: they share a key, so a partition).
      partitionsConsumedConcurrently: CONSUMED_CONCURRENTLY,
      eachMessage: async ({ topic, message, heartbeat }) => this.handleMessage(topic, message, heartbeat),
    });
    this.lagTimer = setInterval(() => void this.measureLag().catch(() => undefined), 15_000);
    this.lagTimer.unref();
  }

  private async handleMessage(topic: string, message: KafkaMessage, heartbeat: () => Promise<void>): Promise<void> {
    let event: Envelope;
    try {
      event = envelopeSchema.parse(JSON.parse(message.value?.toString() ?? '')) as Envelope;
    } catch (err) {
      await this.deadLetter(topic, message, `unreadable envelope: ${(err as Error).message}`);
      return;
    }
    const handler = (this.subscriptions as Record<string, EventHandler<EventType> | undefined>)[event.type];
    if (!handler) return; // another consumer's event on a shared topic
    const key = `${this.opts.service}:${event.id}`;
    // The database may be restarting: the bookkeeping below waits for it like the handler does (see untilReachable).
    const reachable = <T>(step: () => Promise<T>) => this.untilReachable(step, event, heartbeat);
    const delivery = await reachable(() =>
      this.deliveries
        .findOneAndUpdate({ _id: key }, { $inc: { count: 1 }, $setOnInsert: { consumer: this.opts.service, type: event.type } }, { upsert: true, returnDocument: 'after' })
        .lean(),
    );
    if (delivery?.appliedAt) {
      eventsConsumed.inc({ type: event.type, outcome: 'duplicate' });
      return;
    }
    if ((delivery?.count ?? 1) > MAX_UNFINISHED_DELIVERIES) {
      await this.deadLetter(topic, message, `handling began ${MAX_UNFINISHED_DELIVERIES} times and never finished (the consumer stopped each time)`);
      eventsConsumed.inc({ type: event.type, outcome: 'dead_lettered' });
      await reachable(() => this.deliveries.deleteOne({ _id: key }));
      return;
    }
    const retries = this.opts.retries ?? 3;
    let lastError: unknown;
    for (let attempt = 1; attempt <= retries; attempt++) {
      try {
        await reachable(() =>
          withTrace(event.traceId, async () => {
            const data = isKnownEventType(event.type) ? parseEventData(event.type, event.data) : event.data;
            await handler(data as never, { ...event, data } as never);
          }),
        );
        await reachable(() => this.deliveries.updateOne({ _id: key }, { $set: { appliedAt: new Date() } }));
        eventsConsumed.inc({ type: event.type, outcome: 'applied' });
        return;
      } catch (err) {
        if (this.stopping && isTransient(err)) throw err; // not handled: delivered again after the restart
        lastError = err;
        this.opts.log.warn({ err, type: event.type, eventId: event.id, attempt }, 'event handler failed');
        if (attempt < retries) await sleep((this.opts.retryDelayMs ?? 200) * 2 ** (attempt - 1));
      }
    }
    await this.deadLetter(topic, message, String((lastError as Error)?.message ?? lastError));
    eventsConsumed.inc({ type: event.type, outcome: 'dead_lettered' });
    await reachable(() => this.deliveries.deleteOne({ _id: key }));
  }

  /**
   * Runs a step of handling again and again while what it needs is out of reach (isTransient): a database restart or
   * a cut connection says nothing about the event, so it must not count towards dead-lettering it. The partition
   * waits meanwhile, as it must to keep one key's events in order; heartbeats keep the consumer in its group. Only
   * a stop gives up (the event is delivered again after the restart).
   */
  private async untilReachable<T>(step: () => Promise<T>, event: Envelope, heartbeat: () => Promise<void>): Promise<T> {
    let waitMs: number = UNREACHABLE_WAIT_MS[0];
    let warnedAt = 0;
    for (;;) {
      try {
        return await step();
      } catch (err) {
        if (!isTransient(err) || this.stopping) throw err;
        if (Date.now() - warnedAt > 30_000) {
          warnedAt = Date.now();
          this.opts.log.warn({ err, type: event.type, eventId: event.id }, 'a server the event needs is out of reach; trying again until it answers');
        }
        await sleep(waitMs);
        waitMs = Math.min(UNREACHABLE_WAIT_MS[1], waitMs * 2);
        await heartbeat().catch(() => undefined);
      }
    }
  }

  private async deadLetter(topic: string, message: KafkaMessage, error: string): Promise<void> {
    this.opts.log.error({ topic, error }, 'event sent to the dead-letter topic');
    await this.producer.send({
      topic: `${topic}.dlq`,
      messages: [
        {
          key: message.key,
          value: message.value,
          headers: { error: error.slice(0, 2000), originalTopic: topic, consumer: this.opts.service },
        },
      ],
    });
  }

  /**
   * Forgets what was applied and reads every subscribed topic again from the start (read-model rebuilds).
   * The caller wipes its read models first.
   */
  async replayFromStart(): Promise<void> {
    await this.consumer?.disconnect();
    this.consumer = undefined;
    await this.deliveries.deleteMany({ consumer: this.opts.service });
    for (const topic of this.subscribedTopics()) {
      await this.admin.resetOffsets({ groupId: this.names.group(this.opts.service), topic, earliest: true });
    }
    await this.startConsuming();
  }

  private async measureLag(): Promise<void> {
    for (const topic of this.subscribedTopics()) {
      const [committed, latest] = await Promise.all([
        this.admin.fetchOffsets({ groupId: this.names.group(this.opts.service), topics: [topic] }),
        this.admin.fetchTopicOffsets(topic),
      ]);
      for (const p of latest) {
        const done = committed[0]?.partitions.find((c) => c.partition === p.partition)?.offset ?? '-1';
        const lag = Math.max(0, Number(p.high) - Math.max(0, Number(done)));
        consumerLag.set({ topic, partition: String(p.partition) }, lag);
      }
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.lagTimer) clearInterval(this.lagTimer);
    const within = this.opts.stopWithinMs ?? STOP_WITHIN_MS;
    const bounded = async (what: string, disconnect: (() => Promise<void>) | undefined) => {
      if (!disconnect) return;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), within)));
      const outcome = await Promise.race([disconnect().catch(() => undefined), late]);
      clearTimeout(timer);
      if (outcome === 'late') this.opts.log.warn({ client: what, waitedMs: within }, 'Kafka client did not disconnect in time; stopping anyway');
    };
    await bounded('consumer', this.consumer && (() => this.consumer!.disconnect()));
    await bounded('producer', () => this.producer.disconnect());
    await bounded('admin', () => this.admin.disconnect());
    this.connected = false;
  }

  async healthy(): Promise<boolean> {
    try {
      await this.admin.describeCluster();
      return true;
    } catch {
      return false;
    }
  }
}

/**
 * The broker refused these messages for what they are (too large, say), not for the moment it was asked: sending
 * them again as they are will not help. Connection losses and leader changes are not this kind of error.
 */
export function isRefusedByBroker(err: unknown): boolean {
  const e = err as { name?: string; retriable?: boolean } | undefined;
  return e?.name === 'KafkaJSProtocolError' && e.retriable === false;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

export { eventCatalog };
