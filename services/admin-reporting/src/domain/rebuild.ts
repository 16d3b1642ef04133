// Rebuilding the read models: empty them, then replay every subscribed topic from offset 0 (topics keep all
// events). The reply comes once the read models are empty; the replay goes on in the background (resetting the
// consumer group's offsets alone takes seconds per topic) and the figures fill up as it runs. The projections
// are idempotent, so an event applied between the wipe and the replay does no harm. A rebuild asked for while one
// is still starting joins it.
import type { EventBus, Logger } from '@qa/platform';
import type { ReadModels } from '../store/read-models';

export function rebuilder(deps: { store: ReadModels; bus: EventBus; log: Logger }) {
  let current: Promise<{ startedAt: string }> | undefined;
  let replaying: Promise<void> = Promise.resolve();

  async function start(): Promise<{ startedAt: string }> {
    const startedAt = new Date().toISOString();
    deps.log.info('rebuilding the read models from the start of the topics');
    await deps.store.wipe();
    replaying = deps.bus.replayFromStart().then(
      () => deps.log.info({ startedAt }, 'replaying the topics into the read models'),
      (err: unknown) => deps.log.error({ err }, 'replay of the topics failed; ask for another rebuild'),
    );
    void replaying.finally(() => {
      current = undefined;
    });
    return { startedAt };
  }

  return {
    rebuild(): Promise<{ startedAt: string }> {
      current ??= start().catch((err: unknown) => {
        current = undefined;
        throw err;
      });
      return current;
    },
    /** Resolves once no replay is being started (the service waits for it before it stops its consumer). */
    settled: () => replaying,
  };
}
export type Rebuilder = ReturnType<typeof rebuilder>;
