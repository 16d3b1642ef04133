// Helpers for the admin-reporting tests: an admin-reporting instance of the test's own (in this process) on a
// fresh namespace, and a publisher that sends real events into that namespace's topics.
import { randomUUID } from 'node:crypto';
import { APPLIED_EVENTS, createClient, createLogger, EventBus, startService, type RunningService, type ServiceClient } from '@qa/platform';
import type { Envelope, EventInput, EventType } from '@qa/contracts';
import { actingAs, serviceKey, testEnv } from '../../../test/support/env';
import { adminReportingService } from '../src/service';

export interface OwnService {
  namespace: string;
  running: RunningService;
  client: ServiceClient<'adminReporting'>;
  publisher: Publisher;
  stop(): Promise<void>;
}

/** Starts admin-reporting on a namespace nobody else uses, so every global figure is the test's own. */
export async function startOwnAdminReporting(): Promise<OwnService> {
  const namespace = `tar${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const running = await startService(adminReportingService, { ...process.env, LOG_LEVEL: 'warn', QA_NAMESPACE: namespace, GRPC_PORT: '0', HEALTH_PORT: '0', SERVICE_PRIVATE_KEY: serviceKey('admin-reporting') });
  const client = createClient('adminReporting', `127.0.0.1:${running.grpcPort}`, { identity: actingAs('gateway') });
  const publisher = await startPublisher(namespace, running.ctx.db);
  return {
    namespace,
    running,
    client,
    publisher,
    async stop() {
      client.close();
      await publisher.bus.stop();
      const db = running.ctx.db;
      await running.stop();
      // The database of a throw-away namespace is not needed again (its topics stay in the broker).
      await db.getClient().db(`${namespace}_admin_reporting`).dropDatabase().catch(() => undefined);
    },
  };
}

export interface Publisher {
  bus: EventBus;
  /** Builds an event that happened `at` (the envelope's occurredAt), without sending it. */
  event<T extends EventType>(type: T, key: string, data: EventInput<T>, at: Date): Envelope;
  send(event: Envelope): Promise<void>;
}

async function startPublisher(namespace: string, db: RunningService['ctx']['db']): Promise<Publisher> {
  const bus = new EventBus({
    brokers: testEnv('KAFKA_BROKERS').split(','),
    namespace,
    service: `test-publisher-${randomUUID().slice(0, 8)}`,
    log: createLogger('test', 'silent'),
    db,
  });
  await bus.connect();
  return {
    bus,
    event: (type, key, data, at) => ({ ...bus.envelope(type, key, data), occurredAt: at.toISOString() }),
    send: (event) => bus.send(event),
  };
}

/** How many of these events the admin-reporting consumer has applied (it remembers each event id once). */
export async function appliedCount(service: OwnService, eventIds: string[]): Promise<number> {
  return service.running.ctx.db.collection('processed_events').countDocuments({ _id: { $in: eventIds.map((id) => `admin-reporting:${id}`) }, ...APPLIED_EVENTS } as never);
}
