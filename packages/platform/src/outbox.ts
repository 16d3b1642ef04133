// The outbox: how a state change and the events announcing it stay together with no multi-document transactions.
//
// 1. Before the write, the writer notes it: outbox.expect(model, id) inserts a small document into the service's
//    `outbox_writes` collection and returns a ticket.
// 2. The change and its events are one single-document write: the events are pushed into the changed document's
//    `outbox` array in the same update (outboxField, outboxEntry).
// 3. Right after that write, the writer calls outbox.stage(model, id, ticket): the document's entries are copied
//    into the service's `outbox` collection (one document per event under the event id, so copying twice finds it
//    there), removed from the document (a $pop guarded by the entry's id), the note is deleted, and the relay
//    publishes them at once. Events that change no document (a sign-in, a click, a refused upload) go straight into
//    that collection (outbox.add).
// 4. The relay (outbox-relay.ts) publishes only from that collection and deletes what it published. It never writes
//    the documents the events came from: FerretDB v1 applies an update as a read-modify-write of the whole document,
//    so a relay removing entries from a quote while the quote service settles it could undo the settle. Only the
//    writer, right after its own write, touches the document's outbox.
// 5. A crash between 1 and 3 leaves a note (and maybe entries in the document): the sweeper stages the documents of
//    notes older than a minute and deletes the notes. It reads only `outbox_writes`, which holds the writes in
//    progress, so it costs the same however many documents are stored (reading the documents for entries left
//    behind was a scan of every quote every 30 s on FerretDB). Once at start it also looks through the documents
//    themselves, for entries a writer that gave no ticket left behind.
//
// Delivery is at least once: an entry published just before a crash, or staged by two processes at once, may be sent
// twice; consumers skip event ids they have applied. Within one process each entry is sent once, however many callers
// stage its document at once (duplicate deliveries of one change): the relay remembers what it published lately.
import { randomUUID } from 'node:crypto';
import type { Connection, Model } from 'mongoose';
import { Schema } from 'mongoose';
import type { EventData, EventInput, EventType, Envelope } from '@qa/contracts';
import type { EventBus } from './kafka';
import type { Logger } from './logger';
import { isDuplicateKey } from './mongo';
import { OutboxRelay } from './outbox-relay';
import { outboxStore, type OutboxStore, type OutboxWrite, type PendingEvent } from './outbox-store';

export interface OutboxEntry {
  _id: string;
  event: Envelope;
}

/** Add to the schema of a document that announces its changes: `new Schema({ ..., ...outboxField })`. */
export const outboxField = {
  outbox: { type: [new Schema({ _id: String, event: Schema.Types.Mixed }, { versionKey: false })], default: [] },
};

const LEFT_OVER_PATH = 'outbox.0.event.occurredAt';
/**
 * Declare on every schema with outboxField: `schema.index(...outboxIndex)`. It serves the start-up look through the
 * documents for entries left behind, on MongoDB; documents with an empty outbox are not in it.
 */
export const outboxIndex: [Record<string, 1>, { sparse: true }] = [{ [LEFT_OVER_PATH]: 1 }, { sparse: true }];

export function outboxEntry<T extends EventType>(bus: EventBus, type: T, key: string, data: EventInput<T>): OutboxEntry {
  const event = bus.envelope(type, key, data) as Envelope<EventData<T>>;
  return { _id: event.id, event };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type OutboxModel = Model<any>;

/** A write noted before it is made (Outbox.expect); hand it to Outbox.stage after the write. */
export interface OutboxTicket {
  readonly id: string;
}

export interface OutboxOptions {
  /** How often the relay looks for pending entries nobody kicked it for. */
  relayIntervalMs?: number;
  batchSize?: number;
  /** Refused publishing attempts before an entry moves to outbox_dead. */
  maxAttempts?: number;
  sweepIntervalMs?: number;
  /** Notes (and entries) younger than this are left to the writer that is about to stage them. */
  leftOverAfterMs?: number;
}

const defaults: Required<OutboxOptions> = {
  relayIntervalMs: 1000,
  batchSize: 100,
  maxAttempts: 3,
  sweepIntervalMs: 30_000,
  leftOverAfterMs: 60_000,
};

const SWEEP_BATCH = 200;

export class Outbox {
  readonly store: OutboxStore;
  private readonly relay: OutboxRelay;
  private readonly opts: Required<OutboxOptions>;
  private readonly sources: OutboxModel[] = [];
  private seq = 0;
  private sweepTimer?: NodeJS.Timeout;
  private sweeping?: Promise<void>;
  private documentSweepsDue: number[] = [];

  constructor(
    bus: EventBus,
    db: Connection,
    private readonly log: Logger,
    options: OutboxOptions = {},
  ) {
    this.opts = { ...defaults, ...options };
    this.store = outboxStore(db);
    this.relay = new OutboxRelay(bus, this.store, log, {
      intervalMs: this.opts.relayIntervalMs,
      batchSize: this.opts.batchSize,
      maxAttempts: this.opts.maxAttempts,
    });
  }

  /** The models whose documents carry an outbox, for the sweeper. */
  watch(models: OutboxModel[]): void {
    for (const model of models) {
      if (!model.schema.indexes().some(([fields]) => LEFT_OVER_PATH in fields)) {
        throw new Error(`${model.modelName} carries an outbox: declare ${model.modelName}'s schema.index(...outboxIndex)`);
      }
      this.sources.push(model);
    }
  }

  /**
   * Notes a write that will push events into the document `docId` of `model`, before it is made, so that a crash
   * before stage() leaves something the sweeper finds without reading the documents. Pass the ticket to stage().
   */
  async expect(model: OutboxModel, docId: unknown): Promise<OutboxTicket> {
    const id = randomUUID();
    await this.store.writes.create({ _id: id, source: model.collection.name, docId, at: new Date() });
    return { id };
  }

  /**
   * Moves the events a write just pushed into a document's outbox to the pending events, publishes them, and deletes
   * the write's note (a write that did not happen, or pushed nothing, only deletes it). Never throws: the change is
   * made whatever happens here, and the sweeper stages what this could not.
   */
  async stage(model: OutboxModel, docId: unknown, ticket?: OutboxTicket): Promise<void> {
    try {
      if (await this.moveOut(model, docId)) void this.relay.kick();
      if (ticket) await this.store.writes.deleteOne({ _id: ticket.id });
    } catch (err) {
      this.log.warn({ err, collection: model.collection.name, docId }, 'outbox entries not staged; the sweeper will');
    }
  }

  /** Records events that change no document, and publishes them. */
  async add(entries: OutboxEntry[]): Promise<void> {
    await this.insertPending(entries);
    void this.relay.kick();
  }

  start(): void {
    this.relay.start();
    // The documents are looked through twice: at start, and once what was young then is old enough.
    this.documentSweepsDue = [Date.now(), Date.now() + this.opts.leftOverAfterMs];
    this.sweepTimer = setInterval(() => this.sweepInBackground(), this.opts.sweepIntervalMs);
    this.sweepTimer.unref();
    this.sweepInBackground();
  }

  async stop(): Promise<void> {
    clearInterval(this.sweepTimer);
    await this.sweeping;
    await this.relay.stop();
  }

  /**
   * Stages the documents of writes noted more than leftOverAfterMs ago and never staged (a crash), and deletes their
   * notes. With `documents`, also looks through the documents themselves for entries that old (start-up).
   */
  async sweep({ documents = false } = {}): Promise<void> {
    const before = new Date(Date.now() - this.opts.leftOverAfterMs);
    const notes = await this.store.writes.find({ at: { $lt: before } }).limit(SWEEP_BATCH).lean<OutboxWrite[]>();
    let staged = 0;
    for (const note of notes) {
      const model = this.sources.find((m) => m.collection.name === note.source);
      if (!model) {
        this.log.warn({ collection: note.source, docId: note.docId }, 'a noted outbox write names a collection this service does not watch; left');
        continue;
      }
      if (await this.moveOut(model, note.docId)) staged++;
      await this.store.writes.deleteOne({ _id: note._id });
    }
    if (staged) this.log.warn({ documents: staged }, 'staged outbox entries a crash left behind');
    if (documents) staged += await this.sweepDocuments(before.toISOString());
    if (staged) void this.relay.kick();
  }

  /** Documents with outbox entries older than `before` (a scan on FerretDB: only at start). */
  private async sweepDocuments(before: string): Promise<number> {
    let staged = 0;
    for (const model of this.sources) {
      const left = await model.find({ [LEFT_OVER_PATH]: { $lt: before } }, { _id: 1 }).limit(SWEEP_BATCH).lean<Array<{ _id: unknown }>>();
      for (const doc of left) if (await this.moveOut(model, doc._id)) staged++;
      if (left.length) this.log.warn({ collection: model.collection.name, documents: left.length }, 'staged outbox entries left behind in documents');
    }
    return staged;
  }

  private sweepInBackground(): void {
    if (this.sweeping) return;
    const documents = this.documentSweepsDue.length > 0 && this.documentSweepsDue[0] <= Date.now();
    if (documents) this.documentSweepsDue.shift();
    this.sweeping = this.sweep({ documents })
      .catch((err: unknown) => this.log.warn({ err }, 'outbox sweep failed; will retry'))
      .finally(() => (this.sweeping = undefined));
  }

  /** Copies a document's outbox entries to the pending events, then removes them from it. Whether there were any. */
  private async moveOut(model: OutboxModel, docId: unknown): Promise<boolean> {
    const doc = await model.findById(docId, { outbox: 1 }).lean<{ outbox?: OutboxEntry[] }>();
    const entries = doc?.outbox ?? [];
    if (!entries.length) return false;
    await this.insertPending(entries);
    // Entries are pushed at the end and removed from the front; the guard keeps a second mover from removing
    // entries it has not copied (FerretDB v1 has no $pull with a condition).
    for (const entry of entries) {
      await model.updateOne({ _id: docId, 'outbox.0._id': entry._id }, { $pop: { outbox: -1 } });
    }
    return true;
  }

  private async insertPending(entries: OutboxEntry[]): Promise<void> {
    const docs: PendingEvent[] = entries.map((entry) => ({
      _id: entry._id,
      event: entry.event,
      createdAt: occurredAt(entry.event),
      seq: this.seq++,
      attempts: 0,
    }));
    try {
      await this.store.pending.insertMany(docs, { ordered: false });
    } catch (err) {
      if (!onlyDuplicates(err)) throw err;
    }
  }
}

function occurredAt(event: Envelope): Date {
  const at = Date.parse(event?.occurredAt);
  return Number.isNaN(at) ? new Date() : new Date(at);
}

/** A bulk insert whose every failure is a key already there (entries staged before). */
function onlyDuplicates(err: unknown): boolean {
  const writeErrors = (err as { writeErrors?: Array<{ code?: number; err?: { code?: number } }> }).writeErrors;
  if (!writeErrors) return isDuplicateKey(err);
  return writeErrors.every((w) => (w.code ?? w.err?.code) === 11000);
}
