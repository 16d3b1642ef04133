// GET /healthz under the local supervisor (scripts/supervisor.ts): a service that does not answer is `restarting`
// while the supervisor's state file says it is being brought back, and `down` otherwise; `restarts` counts each
// process's restarts. The gateway's health routes of this test's own, in this process, with the analysis service at an
// address where nothing listens.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { createLogger } from '@qa/platform';
import { eventually, serviceKey } from '../../test/support/env';
import { loadGatewayConfig } from '../src/config';
import { createClients } from '../src/clients';
import { healthRoutes } from '../src/routes/health';
import { sessionChecks } from '../src/http/session-checks';

/** A loopback port nobody listens on (taken from the kernel, then let go). */
async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

const stateFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'health-restarting-')), 'supervisor.json');
const writeState = (analysis: object) =>
  fs.writeFileSync(
    stateFile,
    JSON.stringify({
      auth: { state: 'running', restarts: 0, since: new Date().toISOString() },
      analysis: { restarts: 0, since: new Date().toISOString(), ...analysis },
      gateway: { state: 'running', restarts: 0, since: new Date().toISOString() },
    }),
  );
const config = loadGatewayConfig({
  ...process.env,
  SERVICE_PRIVATE_KEY: serviceKey('gateway'),
  ANALYSIS_GRPC_URL: `127.0.0.1:${await closedPort()}`,
  SUPERVISOR_STATE_FILE: stateFile,
  WEB_DIST: '',
});
const clients = createClients(config);
const routes = healthRoutes({ config, clients, log: createLogger('gateway-test', 'silent'), sessions: sessionChecks(clients.auth) });
const server = express().use(routes).listen(0);
const healthz = async () => {
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`);
  return { status: res.status, body: await res.json() };
};

after(async () => {
  server.close();
  await routes.close();
  Object.values(clients).forEach((c) => c.close());
});

test('a service the supervisor is restarting is named as restarting, with its restart count', async () => {
  writeState({ state: 'restarting', restarts: 2, lastExit: 'signal SIGKILL' });
  const { status, body } = await eventually(async () => {
    const reply = await healthz();
    return reply.body.services.analysis === 'restarting' ? reply : undefined;
  }, 15_000, 'analysis reported as restarting');
  assert.equal(status, 503);
  assert.equal(body.status, 'degraded');
  assert.equal(body.services.auth, 'ok');
  assert.equal(body.services.quote, 'ok');
  assert.deepEqual(body.restarts, { analysis: 2 });
});

test('a service that does not answer while the supervisor thinks it runs is down, not restarting', async () => {
  writeState({ state: 'running', restarts: 2 });
  const { body } = await eventually(async () => {
    const reply = await healthz();
    return reply.body.services.analysis === 'down' ? reply : undefined;
  }, 15_000, 'analysis reported as down');
  assert.equal(body.services.auth, 'ok');
});
