// Ends a service process that has not reached its database for too long. A MongoDB client can stay cut off after
// its server came back (seen in `npm run chaos`, database-restarted: one service of five failed every operation
// for minutes with the server selection error of a connection closed by the restart, while the other four had long
// reconnected); only a new process mends it. Its supervisor (Kubernetes, or `npm start`'s) starts it afresh, and
// while the database really is down the restarts back off and each new process waits at start-up.
import { mongoHealthy } from './mongo';
import type mongoose from 'mongoose';
import type { Logger } from './logger';

export interface DatabaseWatchdog {
  stop(): void;
}

export function watchDatabase(db: mongoose.Connection, opts: { limitMs: number; intervalMs?: number; log: Logger; onLost: () => void }): DatabaseWatchdog {
  let lastReached = Date.now();
  let checking = false;
  const timer = setInterval(async () => {
    if (checking) return;
    checking = true;
    try {
      if (await mongoHealthy(db)) lastReached = Date.now();
      else if (Date.now() - lastReached > opts.limitMs) {
        clearInterval(timer);
        opts.log.fatal({ unreachableForMs: Date.now() - lastReached }, 'the database has been out of reach too long; exiting so that a new process reconnects');
        opts.onLost();
      }
    } finally {
      checking = false;
    }
  }, opts.intervalMs ?? 5000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
