// A service's outbox collections: `outbox` holds the events waiting to be published (one document per event, and
// nothing else, so reading it costs the same however many quotes or accounts are stored), `outbox_writes` one note
// per write in progress that pushes events into a document (so the sweeper finds what a crash left behind without
// reading the documents), `outbox_dead` the entries the relay gave up on, kept for an operator to look at and move
// back.
import { Schema, type Connection, type Model } from 'mongoose';
import type { Envelope } from '@qa/contracts';

export interface PendingEvent {
  /** The event id: staging the same event twice finds it already there. */
  _id: string;
  event: Envelope;
  /** When the event occurred; the relay publishes in this order, so one key's events stay in order. */
  createdAt: Date;
  /** The order of events staged within the same millisecond. */
  seq: number;
  /** Publishing attempts the broker or the schema refused. */
  attempts: number;
  lastError?: string;
}

/** A write that pushes events into a document, noted before it is made and removed once its events are staged. */
export interface OutboxWrite {
  _id: string;
  /** The collection and id of the document written. */
  source: string;
  docId: unknown;
  at: Date;
}

export interface DeadEvent {
  _id: string;
  event: Envelope;
  createdAt: Date;
  attempts: number;
  error: string;
  deadAt: Date;
}

const pendingEventSchema = new Schema<PendingEvent>(
  {
    _id: { type: String },
    event: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, required: true },
    seq: { type: Number, required: true },
    attempts: { type: Number, default: 0 },
    lastError: String,
  },
  { versionKey: false },
);
// The relay's query: the oldest entries first.
pendingEventSchema.index({ createdAt: 1, seq: 1 });

const outboxWriteSchema = new Schema<OutboxWrite>(
  {
    _id: { type: String },
    source: { type: String, required: true },
    docId: { type: Schema.Types.Mixed, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
// The sweeper's query: notes older than a minute.
outboxWriteSchema.index({ at: 1 });

const deadEventSchema = new Schema<DeadEvent>(
  {
    _id: { type: String },
    event: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, required: true },
    attempts: { type: Number, required: true },
    error: { type: String, required: true },
    deadAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export interface OutboxStore {
  pending: Model<PendingEvent>;
  writes: Model<OutboxWrite>;
  dead: Model<DeadEvent>;
}

export function outboxStore(db: Connection): OutboxStore {
  // The models may exist already on this connection (a test building two outboxes on one database).
  return {
    pending: (db.models.OutboxEvent as Model<PendingEvent>) ?? db.model<PendingEvent>('OutboxEvent', pendingEventSchema, 'outbox'),
    writes: (db.models.OutboxWrite as Model<OutboxWrite>) ?? db.model<OutboxWrite>('OutboxWrite', outboxWriteSchema, 'outbox_writes'),
    dead: (db.models.DeadOutboxEvent as Model<DeadEvent>) ?? db.model<DeadEvent>('DeadOutboxEvent', deadEventSchema, 'outbox_dead'),
  };
}
