// The Helm chart's probes against the running processes: every startup, liveness and readiness probe of the
// gateway and the services asks a path that the process really serves, on the port the chart names, and gets
// 200 while the stack is healthy. The local stack listens on the chart's container ports plus its port offset.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl } from '../../test/support/env';
import { gatewayPort } from '../../scripts/stack';
import { helmTemplate } from '../lib/helm';
import { parseManifests } from '../lib/manifests';

interface Probe {
  httpGet?: { path: string; port: string | number };
}
interface Container {
  name: string;
  ports: Array<{ name: string; containerPort: number }>;
  startupProbe?: Probe;
  livenessProbe?: Probe;
  readinessProbe?: Probe;
}

const offset = Number(new URL(baseUrl()).port) - gatewayPort;
const apps = parseManifests(helmTemplate(), 'helm template')
  .filter((d) => d.kind === 'Deployment' && d.metadata.name !== 'quote-analyzer-web')
  .map((d) => d.spec.template.spec.containers[0] as Container);

test('the chart has probes for the gateway and all five services', () => {
  assert.deepEqual(apps.map((c) => c.name).sort(), ['admin-reporting', 'analysis', 'auth', 'billing', 'gateway', 'quote']);
});

for (const container of apps) {
  test(`${container.name}: each probe's path answers 200 on the port the chart names`, async () => {
    for (const kind of ['startupProbe', 'livenessProbe', 'readinessProbe'] as const) {
      const probe = container[kind]?.httpGet;
      assert.ok(probe, `${container.name} has an HTTP ${kind}`);
      const port = typeof probe.port === 'number' ? probe.port : container.ports.find((p) => p.name === probe.port)?.containerPort;
      assert.ok(port, `${container.name} ${kind}: port ${probe.port} is a container port`);
      const res = await fetch(`http://127.0.0.1:${port + offset}${probe.path}`, { signal: AbortSignal.timeout(5000) });
      assert.equal(res.status, 200, `${container.name} ${kind} GET ${probe.path} on ${probe.port}`);
    }
  });
}
