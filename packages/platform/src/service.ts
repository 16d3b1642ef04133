// The one way a service starts and stops: config → logger → Mongo → Kafka → object store → gRPC → health.
// Every service's main.ts calls runService with its own setup; someone who knows one service knows all five.
import os from 'node:os';
import type mongoose from 'mongoose';
import { z } from 'zod';
import type { ServiceName, ServiceTypes } from '@qa/contracts';
import { bindHostShape, ConfigError, loadConfig, namespaced, serviceIdentityShape, type CommonConfig } from './config';
import { createLogger, type Logger } from './logger';
import { connectMongo, mongoHealthy, syncIndexes } from './mongo';
import { EventBus, kafkaConnection } from './kafka';
import { ObjectStore } from './object-store';
import { Outbox, type OutboxModel } from './outbox';
import { startGrpcServer } from './grpc';
import { startHealthServer, type Check } from './http-health';
import { createClient, type ServiceClient } from './grpc';
import { createServiceIdentity, identityOf, type ServiceIdentity } from './service-identity';
import { watchDatabase } from './database-watchdog';
import { onStopSignal } from './stop-signal';

export interface ServiceContext<C> {
  config: C & CommonConfig;
  log: Logger;
  db: mongoose.Connection;
  bus: EventBus;
  /** The quote-files bucket (created on first use). */
  files: ObjectStore;
  /** gRPC clients to other services, created on first use. */
  client<N extends ServiceName>(name: N): ServiceClient<N>;
  /** This service's credentials, for calls it makes. */
  identity: ServiceIdentity;
  /** Where events wait to be published: stage(model, id) after a write that pushed some, add() for the rest. */
  outbox: Outbox;
}

export interface ServiceParts<N extends ServiceName> {
  handlers: ServiceTypes[N]['handlers'];
  /** Models whose documents carry an outbox, for the sweeper that stages what a crash left in them. */
  outboxModels?: OutboxModel[];
  checks?: Record<string, Check>;
  /** Background work to start once everything is connected (timers, sweepers). */
  start?(): void | Promise<void>;
  stop?(): void | Promise<void>;
}

export interface ServiceDefinition<N extends ServiceName, S extends z.ZodRawShape> {
  /** The service's name in logs, databases and consumer groups (kebab-case). */
  name: string;
  grpc: N;
  defaultGrpcPort: number;
  defaultHealthPort: number;
  config: S;
  setup(ctx: ServiceContext<z.infer<z.ZodObject<S>>>): Promise<ServiceParts<N>>;
}

const clientUrls: Record<ServiceName, keyof CommonConfig> = {
  auth: 'AUTH_GRPC_URL',
  quote: 'QUOTE_GRPC_URL',
  analysis: 'ANALYSIS_GRPC_URL',
  billing: 'BILLING_GRPC_URL',
  adminReporting: 'ADMIN_REPORTING_GRPC_URL',
};

export interface RunningService {
  grpcPort: number;
  healthPort: number;
  /** MONGO_UNREACHABLE_EXIT_MS, for runService's database watchdog. */
  mongoUnreachableExitMs: number;
  ctx: ServiceContext<unknown>;
  stop(): Promise<void>;
}

export async function startService<N extends ServiceName, S extends z.ZodRawShape>(
  def: ServiceDefinition<N, S>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningService> {
  const shape = {
    GRPC_PORT: z.coerce.number().int().min(0).max(65535).default(def.defaultGrpcPort),
    HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(def.defaultHealthPort),
    /** A service process that cannot reach its database this long exits, to be started afresh (database-watchdog.ts). */
    MONGO_UNREACHABLE_EXIT_MS: z.coerce.number().int().positive().default(60_000),
    ...bindHostShape,
    ...serviceIdentityShape,
    ...def.config,
  };
  const config = loadConfig(shape, env) as unknown as CommonConfig & { GRPC_PORT: number; HEALTH_PORT: number; MONGO_UNREACHABLE_EXIT_MS: number; BIND_HOST: string; SERVICE_PRIVATE_KEY: string; SERVICE_PUBLIC_KEYS: string };
  let identity: ServiceIdentity;
  try {
    identity = createServiceIdentity(identityOf(def.grpc), config.SERVICE_PRIVATE_KEY, config.SERVICE_PUBLIC_KEYS);
  } catch (err) {
    throw new ConfigError(`invalid configuration: ${(err as Error).message}`);
  }
  const log = createLogger(def.name, config.LOG_LEVEL);
  const names = namespaced(config.QA_NAMESPACE);
  const db = await connectMongo(config.MONGO_URL, names.database(def.name), log);
  const bus = new EventBus({ ...kafkaConnection(config), namespace: config.QA_NAMESPACE, service: def.name, log, db });
  try {
    await bus.connect();
  } catch (err) {
    throw new ConfigError(`cannot reach Kafka at KAFKA_BROKERS=${config.KAFKA_BROKERS}: ${(err as Error).message}`, { cause: err });
  }
  const files = new ObjectStore(config, names.bucket(config.S3_BUCKET));
  const clients = new Map<ServiceName, ServiceClient<ServiceName>>();
  const outbox = new Outbox(bus, db, log);
  const ctx: ServiceContext<z.infer<z.ZodObject<typeof shape>>> = {
    config: config as never,
    log,
    db,
    bus,
    files,
    client: <M extends ServiceName>(name: M) => {
      if (!clients.has(name)) clients.set(name, createClient(name, String(config[clientUrls[name] as keyof CommonConfig]), { identity, deadlineMs: config.GRPC_DEADLINE_MS }) as never);
      return clients.get(name) as unknown as ServiceClient<M>;
    },
    identity,
    outbox,
  };

  const parts = await def.setup(ctx as never);
  outbox.watch(parts.outboxModels ?? []);
  await syncIndexes(db);

  // Heartbeat: proves this service can both publish and consume on the bus.
  let lastHeartbeat = 0;
  bus.on('service.heartbeat', async () => {
    lastHeartbeat = Date.now();
  });
  await bus.startConsuming();
  outbox.start();
  const beat = () => bus.publish('service.heartbeat', def.name, { service: def.name, instance: os.hostname() }).catch(() => undefined);
  void beat();
  const heartbeatTimer = setInterval(beat, 30_000);
  heartbeatTimer.unref();

  const grpcServer = await startGrpcServer(def.grpc, parts.handlers, `${config.BIND_HOST}:${config.GRPC_PORT}`, identity, log);
  const health = await startHealthServer(
    config.BIND_HOST,
    config.HEALTH_PORT,
    {
      mongo: () => mongoHealthy(db),
      kafka: () => bus.healthy(),
      ...parts.checks,
    },
    def.name,
  );
  await parts.start?.();
  grpcServer.setServing(true);
  log.info({ grpcPort: grpcServer.port, healthPort: health.port, lastHeartbeat }, `${def.name} service ready`);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      log.info('shutting down');
      grpcServer.setServing(false);
      clearInterval(heartbeatTimer);
      await grpcServer.stop();
      await parts.stop?.();
      await outbox.stop();
      await bus.stop();
      for (const c of clients.values()) c.close();
      await health.close();
      await db.close();
      log.info('stopped');
    })());
  return { grpcPort: grpcServer.port, healthPort: health.port, mongoUnreachableExitMs: config.MONGO_UNREACHABLE_EXIT_MS, ctx: ctx as never, stop };
}

/** Entry point for a service process: starts it, and stops it cleanly on SIGTERM or SIGINT. */
export function runService<N extends ServiceName, S extends z.ZodRawShape>(def: ServiceDefinition<N, S>): void {
  startService(def).then(
    (running) => {
      const watchdog = watchDatabase(running.ctx.db, { limitMs: running.mongoUnreachableExitMs, log: running.ctx.log, onLost: () => process.exit(1) });
      const shutdown = () => {
        watchdog.stop();
        running.stop().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      onStopSignal(shutdown);
    },
    (err: unknown) => {
      // One clear line, naming the variable where it is a configuration problem.
      const message = err instanceof ConfigError ? err.message : `failed to start: ${(err as Error)?.message ?? err}`;
      process.stderr.write(`${def.name}: ${message}\n`);
      process.exit(1);
    },
  );
}
