// GET /healthz: every service (gRPC health check) and every infrastructure dependency, with its state.
import { Router } from 'express';
import { Kafka, logLevel } from 'kafkajs';
import mongoose from 'mongoose';
import { kafkaConnection, runChecks, type Check } from '@qa/platform';
import type { RouteDeps } from './deps';

export function healthRoutes({ config, clients }: RouteDeps): Router {
  const router = Router();
  const kafkaAdmin = new Kafka({ clientId: 'gateway-health', ...kafkaConnection(config), logLevel: logLevel.NOTHING, retry: { retries: 0 } }).admin();
  let mongo: mongoose.Connection | undefined;

  const dependencies: Record<string, Check> = {
    mongo: async () => {
      mongo ??= mongoose.createConnection(config.MONGO_URL, { serverSelectionTimeoutMS: 2000 });
      await mongo.asPromise();
      await mongo.db?.admin().ping();
      return true;
    },
    kafka: async () => {
      await kafkaAdmin.connect();
      await kafkaAdmin.describeCluster();
      return true;
    },
    objectStore: async () => (await fetch(new URL('/minio/health/live', config.S3_ENDPOINT), { signal: AbortSignal.timeout(2000) })).ok,
  };
  const services = Object.fromEntries(
    Object.entries(clients).map(([name, client]) => [name, async () => (await client.health()) === 'SERVING'] as const),
  ) as Record<string, Check>;

  router.get('/healthz', async (_req, res) => {
    const [svc, deps] = await Promise.all([runChecks(services), runChecks(dependencies)]);
    const ok = [...Object.values(svc), ...Object.values(deps)].every((s) => s === 'ok');
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'degraded', services: svc, dependencies: deps });
  });
  // Liveness of the gateway process alone (Kubernetes probes); /healthz is the whole-system view.
  router.get('/livez', (_req, res) => res.json({ status: 'ok' }));
  return router;
}
