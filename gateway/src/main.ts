// The gateway process: REST for the web app, gRPC to the services. Stops cleanly on SIGTERM/SIGINT.
import type { Server } from 'node:http';
import { ConfigError, createLogger, onStopSignal, startHealthServer } from '@qa/platform';
import { loadGatewayConfig } from './config';
import { createClients } from './clients';
import { createApp } from './app';

let config;
let clients;
try {
  config = loadGatewayConfig();
  clients = createClients(config);
} catch (err) {
  process.stderr.write(`gateway: ${(err as Error).message}\n`);
  process.exit(1);
}
const log = createLogger('gateway', config.LOG_LEVEL);
const app = createApp(config, clients, log);
const server: Server = app.listen(config.PORT, () => log.info({ port: config.PORT }, 'gateway ready'));
// Metrics and probes on the internal port only: the public port never serves /metrics.
const health = await startHealthServer(config.BIND_HOST, config.HEALTH_PORT, {}, 'gateway').catch((err: Error) => {
  process.stderr.write(`gateway: cannot listen on HEALTH_PORT=${config.HEALTH_PORT}: ${err.message}\n`);
  process.exit(1);
});
server.on('error', (err) => {
  process.stderr.write(`gateway: ${err instanceof ConfigError ? err.message : `cannot listen on PORT=${config.PORT}: ${err.message}`}\n`);
  process.exit(1);
});

const shutdown = () => {
  log.info('shutting down');
  void health.close();
  server.close(() => {
    Object.values(clients).forEach((c) => c.close());
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
};
onStopSignal(shutdown);
