// GET /healthz: every service (gRPC health check) and every infrastructure dependency, with its state.
import { Router } from 'express';
import { Kafka, logLevel } from 'kafkajs';
import mongoose from 'mongoose';
import { kafkaConnection, runChecks, type Check } from '@qa/platform';
import type { RouteDeps } from './deps';

/** How old the served /healthz answer may be. */
export const HEALTH_REFRESH_MS = 1000;

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

  // The system view is refreshed in the background at most once a second and served from there: a burst of
  // probes (or a caller hammering /healthz) costs no fan-out to every service and server per request.
  let latest: Promise<{ ok: boolean; body: object }> | undefined;
  let checkedAt = 0;
  const refresh = () => {
    checkedAt = Date.now();
    const next = Promise.all([runChecks(services), runChecks(dependencies)]).then(([svc, deps]) => {
      const ok = [...Object.values(svc), ...Object.values(deps)].every((s) => s === 'ok');
      return { ok, body: { status: ok ? 'ok' : 'degraded', services: svc, dependencies: deps, checkedAt: new Date().toISOString() } };
    });
    // The first answer waits for the first round; later ones get the last finished round while the next runs.
    void next.then(() => (latest = next));
    latest ??= next;
  };
  router.get('/healthz', async (_req, res) => {
    if (Date.now() - checkedAt >= HEALTH_REFRESH_MS) refresh();
    const { ok, body } = await latest!;
    res.status(ok ? 200 : 503).json(body);
  });
  // Liveness of the gateway process alone (Kubernetes probes); /healthz is the whole-system view.
  router.get('/livez', (_req, res) => res.json({ status: 'ok' }));
  return router;
}
