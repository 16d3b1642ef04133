// Liveness, readiness and metrics over plain HTTP, for Kubernetes probes and Prometheus.
import http from 'node:http';
import { registry } from './metrics';

export type Check = () => Promise<boolean>;

export interface HealthServer {
  port: number;
  close(): Promise<void>;
}

export async function startHealthServer(host: string, port: number, checks: Record<string, Check>, service: string): Promise<HealthServer> {
  const server = http.createServer(async (req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/healthz')) return send(res, 200, { status: 'ok', service });
    if (url.startsWith('/readyz')) {
      const results = await runChecks(checks);
      const ok = Object.values(results).every((v) => v === 'ok');
      return send(res, ok ? 200 : 503, { status: ok ? 'ok' : 'unavailable', service, checks: results });
    }
    if (url.startsWith('/metrics')) {
      res.writeHead(200, { 'content-type': registry.contentType });
      return res.end(await registry.metrics());
    }
    send(res, 404, { error: 'not found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export async function runChecks(checks: Record<string, Check>): Promise<Record<string, 'ok' | 'down'>> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      const ok = await Promise.race([check().catch(() => false), new Promise<boolean>((r) => setTimeout(() => r(false), 3000))]);
      return [name, ok ? 'ok' : 'down'] as const;
    }),
  );
  return Object.fromEntries(entries);
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
