// The outbox: an event is stored in the same document write as the state change it announces, then published
// and removed. A crash between the two leaves it in the document, and the relay publishes it on the next pass,
// so a change and its event cannot part ways (there are no multi-document transactions to lean on).
import { Schema, type Model } from 'mongoose';
import type { EventData, EventInput, EventType, Envelope } from '@qa/contracts';
import type { EventBus } from './kafka';
import type { Logger } from './logger';

export interface OutboxEntry {
  _id: string;
  event: Envelope;
}

/** Add to a schema definition: `new Schema({ ..., ...outboxField })`. */
export const outboxField = {
  outbox: { type: [new Schema({ _id: String, event: Schema.Types.Mixed }, { versionKey: false })], default: [] },
};

export function outboxEntry<T extends EventType>(bus: EventBus, type: T, key: string, data: EventInput<T>): OutboxEntry {
  const event = bus.envelope(type, key, data) as Envelope<EventData<T>>;
  return { _id: event.id, event };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyModel = Model<any>;

export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly bus: EventBus,
    private readonly models: AnyModel[],
    private readonly log: Logger,
    private readonly intervalMs = 500,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.kick(), this.intervalMs);
    this.timer.unref();
    this.kick();
  }

  /** Publishes pending events now (call after a write that added some). */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain()
      .catch((err) => this.log.warn({ err }, 'outbox relay pass failed; will retry'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          void this.kick();
        }
      });
    return this.running;
  }

  private async drain(): Promise<void> {
    for (const model of this.models) {
      const docs = await model.find({ 'outbox.0': { $exists: true } }, { outbox: 1 }).limit(200).lean();
      for (const doc of docs as Array<{ _id: unknown; outbox: OutboxEntry[] }>) {
        // Entries are pushed to the end and published from the front, so the published one is always first.
        // ($pop guarded by the first entry's id: FerretDB v1 has no $pull with a condition.)
        for (const entry of doc.outbox) {
          await this.bus.send(entry.event);
          await model.updateOne({ _id: doc._id, 'outbox.0._id': entry._id }, { $pop: { outbox: -1 } });
        }
      }
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.kick();
    this.stopped = true;
  }
}
