// The relay: publishes the service's pending events (the `outbox` collection) in batches, oldest first, one
// producer request per batch, and deletes what was published. It never touches the documents the events came from.
//
// An entry the broker refuses for what it is (too large) or that fails its schema does not hold up the others: the
// batch is sent again one entry at a time, the refused entry waits and is tried again a few times, then moves to
// `outbox_dead` with an error log line. A broker that cannot be reached is not the entries' fault: the pass stops and
// the next one tries again, with nothing counted against them.
import { isDuplicateKey } from './mongo';
import { isRefusedByBroker, type EventBus } from './kafka';
import type { Logger } from './logger';
import { outboxEvents } from './metrics';
import type { OutboxStore, PendingEvent } from './outbox-store';

/** How many published event ids the relay remembers (see publishedIds). */
const REMEMBERED_PUBLISHED = 10_000;

export interface RelayOptions {
  /** How often the relay looks for entries nobody kicked it for (retries, entries another process staged). */
  intervalMs: number;
  batchSize: number;
  /** Refused attempts after which an entry is moved aside. */
  maxAttempts: number;
}

export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private started = false;
  /** Entries refused lately, and when they may be tried again. */
  private readonly waiting = new Map<string, number>();
  /**
   * The ids this relay published lately, oldest first. A caller staging a document it read before another caller
   * moved the same entries out may put them back after this relay published and deleted them; they are deleted
   * again, not sent again.
   */
  private readonly publishedIds = new Set<string>();

  constructor(
    private readonly bus: EventBus,
    private readonly store: OutboxStore,
    private readonly log: Logger,
    private readonly opts: RelayOptions,
  ) {}

  start(): void {
    this.started = true;
    this.timer = setInterval(() => void this.kick(), this.opts.intervalMs);
    this.timer.unref();
    void this.kick();
  }

  /** Publishes pending events now; a kick during a pass runs another pass after it. Does nothing until started. */
  kick(): Promise<void> {
    if (!this.started) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain()
      .catch((err: unknown) => this.log.warn({ err }, 'outbox relay pass failed; will retry'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          void this.kick();
        }
      });
    return this.running;
  }

  /** Runs a last pass for what was staged just before, and waits for any pass a kick queued meanwhile. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.kick();
    this.started = false;
    await this.running;
  }

  private async drain(): Promise<void> {
    for (;;) {
      const now = Date.now();
      for (const [id, until] of this.waiting) if (until <= now) this.waiting.delete(id);
      const filter = this.waiting.size ? { _id: { $nin: [...this.waiting.keys()] } } : {};
      const batch = await this.store.pending
        .find(filter)
        .sort({ createdAt: 1, seq: 1 })
        .limit(this.opts.batchSize)
        .lean<PendingEvent[]>();
      if (!batch.length) return;
      const copies = batch.filter((entry) => this.publishedIds.has(entry._id)).map((entry) => entry._id);
      if (copies.length) await this.store.pending.deleteMany({ _id: { $in: copies } });
      await this.publish(batch.filter((entry) => !this.publishedIds.has(entry._id)));
      if (batch.length < this.opts.batchSize) return;
    }
  }

  private async publish(batch: PendingEvent[]): Promise<void> {
    const sendable: PendingEvent[] = [];
    for (const entry of batch) {
      try {
        this.bus.check(entry.event);
        sendable.push(entry);
      } catch (err) {
        await this.refused(entry, err);
      }
    }
    try {
      await this.bus.sendBatch(sendable.map((entry) => entry.event));
      await this.published(sendable);
      return;
    } catch (err) {
      if (!isRefusedByBroker(err)) throw err;
    }
    // One entry spoilt the batch: one at a time, so only that one stays behind.
    for (const entry of sendable) {
      try {
        await this.bus.send(entry.event);
      } catch (err) {
        if (!isRefusedByBroker(err)) throw err;
        await this.refused(entry, err);
        continue;
      }
      await this.published([entry]);
    }
  }

  private async published(entries: PendingEvent[]): Promise<void> {
    if (!entries.length) return;
    // Remembered before the delete: from then on, a late copy of an entry is known by its id, not by the pending one.
    for (const entry of entries) {
      this.publishedIds.add(entry._id);
      if (this.publishedIds.size > REMEMBERED_PUBLISHED) this.publishedIds.delete(this.publishedIds.values().next().value!);
    }
    await this.store.pending.deleteMany({ _id: { $in: entries.map((entry) => entry._id) } });
    for (const entry of entries) outboxEvents.inc({ type: entry.event.type, outcome: 'published' });
  }

  private async refused(entry: PendingEvent, err: unknown): Promise<void> {
    const error = String((err as Error)?.message ?? err).slice(0, 2000);
    const attempts = (entry.attempts ?? 0) + 1;
    const about = { eventId: entry._id, type: entry.event?.type, attempts, error };
    if (attempts < this.opts.maxAttempts) {
      this.waiting.set(entry._id, Date.now() + attempts * this.opts.intervalMs);
      await this.store.pending.updateOne({ _id: entry._id }, { $set: { attempts, lastError: error } });
      outboxEvents.inc({ type: String(about.type), outcome: 'refused' });
      this.log.warn(about, 'outbox entry refused; will try again');
      return;
    }
    try {
      await this.store.dead.create({ _id: entry._id, event: entry.event, createdAt: entry.createdAt, attempts, error, deadAt: new Date() });
    } catch (createErr) {
      if (!isDuplicateKey(createErr)) throw createErr;
    }
    await this.store.pending.deleteOne({ _id: entry._id });
    this.waiting.delete(entry._id);
    outboxEvents.inc({ type: String(about.type), outcome: 'dead' });
    this.log.error(about, 'outbox entry could not be published; moved to outbox_dead');
  }
}
