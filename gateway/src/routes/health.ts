// GET /healthz: every service (gRPC health check) and every infrastructure dependency, with its state.
// Under `npm start` a supervisor restarts a process that dies and writes each one's state to a file
// (SUPERVISOR_STATE_FILE); a service that does not answer while the supervisor brings it back is `restarting`
// rather than `down`, and `restarts` counts each process's restarts so far.
import fs from 'node:fs/promises';
import { Router } from 'express';
import { Kafka, logLevel } from 'kafkajs';
import mongoose from 'mongoose';
import { kafkaConnection, runChecks, type Check } from '@qa/platform';
import type { RouteDeps } from './deps';

/** How old the served /healthz answer may be. */
export const HEALTH_REFRESH_MS = 1000;

/** The routes, and close() for the connections the checks opened (a test's own gateway closes them). */
export function healthRoutes({ config, clients }: RouteDeps): Router & { close(): Promise<void> } {
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

  // The supervisor's names are the processes' (admin-reporting); the clients' are camel-case (adminReporting).
  const processName = (client: string) => client.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const supervised = async () => {
    if (!config.SUPERVISOR_STATE_FILE) return undefined;
    try {
      return JSON.parse(await fs.readFile(config.SUPERVISOR_STATE_FILE, 'utf8')) as Record<string, { state: string; restarts: number }>;
    } catch {
      return {}; // not written yet: nothing to add
    }
  };

  // The system view is refreshed in the background at most once a second and served from there: a burst of
  // probes (or a caller hammering /healthz) costs no fan-out to every service and server per request.
  let latest: Promise<{ ok: boolean; body: object }> | undefined;
  let checkedAt = 0;
  const refresh = () => {
    checkedAt = Date.now();
    const next = Promise.all([runChecks(services), runChecks(dependencies), supervised()]).then(([checked, deps, processes]) => {
      const svc: Record<string, string> = { ...checked };
      for (const [name, state] of Object.entries(checked)) {
        const proc = processes?.[processName(name)];
        if (state === 'down' && (proc?.state === 'restarting' || proc?.state === 'starting')) svc[name] = 'restarting';
      }
      const ok = [...Object.values(svc), ...Object.values(deps)].every((s) => s === 'ok');
      const restarts = processes && Object.fromEntries(Object.entries(processes).filter(([, p]) => p.restarts > 0).map(([name, p]) => [name, p.restarts]));
      return { ok, body: { status: ok ? 'ok' : 'degraded', services: svc, dependencies: deps, ...(restarts && { restarts }), checkedAt: new Date().toISOString() } };
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
  const close = async () => {
    await latest?.catch(() => undefined);
    await Promise.all([kafkaAdmin.disconnect(), mongo?.close()]);
  };
  return Object.assign(router, { close });
}
