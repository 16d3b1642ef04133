// Wakes the requests waiting on a quote's analysis when this process stores its outcome. With several replicas the
// outcome may be stored by another one, so a waiter also re-reads on a short timer (awaitAnalysis).
import { EventEmitter } from 'node:events';

export class SettleSignal {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per waiting browser tab; the count is bounded by the gateway's connections, not by a leak.
    this.emitter.setMaxListeners(0);
  }

  notify(quoteId: string): void {
    this.emitter.emit(quoteId);
  }

  /** Resolves when quoteId is settled here or after ms, whichever comes first. */
  wait(quoteId: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.emitter.off(quoteId, done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.emitter.once(quoteId, done);
    });
  }
}
