// The NetworkPolicies of the chart and of k8s/: evaluated offline over every pod of the release plus the pods
// around it (ingress controller, Prometheus, a stranger in the namespace, look-alikes elsewhere), they admit
// exactly the connections the architecture draws. The gRPC edges are compared with ALLOWED_CALLERS itself, so the
// policies and the services' own caller checks cannot drift apart. One addition by default: the gateway reaches
// every service's gRPC port for its /healthz (the open gRPC health service); for analysis, which does not accept
// the gateway as a caller, that is the only thing the gateway gets there (networkPolicy.gatewayHealthChecks).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ALLOWED_CALLERS, IDENTITIES, type Identity } from '@qa/platform/service-identity';
import { chartDir, helmTemplate, k8sDir } from '../lib/helm';
import { parseManifests, validateManifests, type Manifest } from '../lib/manifests';
import { admittedConnections, podsOf, type Pod } from '../lib/network-policy';

const namespace = 'quote-analyzer';
const productionValues = path.join(chartDir, 'values-production.yaml');
const render = (valuesFiles: string[] = [], set: string[] = []) => parseManifests(helmTemplate({ valuesFiles, set }), 'helm template');
const k8sDocs = () =>
  fs
    .readdirSync(k8sDir)
    .filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml')
    .flatMap((f) => parseManifests(fs.readFileSync(path.join(k8sDir, f), 'utf8'), `k8s/${f}`));

const releaseLabels = { 'app.kubernetes.io/name': 'quote-analyzer', 'app.kubernetes.io/instance': 'quote-analyzer' };
const outside = (name: string, ns: string, labels: Record<string, string>): Pod => ({
  name,
  namespace: ns,
  namespaceLabels: { 'kubernetes.io/metadata.name': ns },
  labels,
  ports: [],
});
// The default selectors of values.yaml: ingress-nginx's controller and a Prometheus in `monitoring`.
const outsiders = [
  outside('ingress-controller', 'ingress-nginx', { 'app.kubernetes.io/name': 'ingress-nginx' }),
  outside('prometheus', 'monitoring', { 'app.kubernetes.io/name': 'prometheus' }),
  outside('stranger', namespace, { app: 'debug-shell' }),
  // Right labels, wrong place: the gateway's labels in another namespace, and another release's gateway here.
  outside('gateway-elsewhere', 'default', { ...releaseLabels, 'app.kubernetes.io/component': 'gateway' }),
  outside('other-release-gateway', namespace, { ...releaseLabels, 'app.kubernetes.io/instance': 'other', 'app.kubernetes.io/component': 'gateway' }),
  // The controller's labels in the wrong namespace, and any pod of the controller's namespace.
  outside('fake-controller', namespace, { 'app.kubernetes.io/name': 'ingress-nginx' }),
  outside('ingress-nginx-neighbour', 'ingress-nginx', { app: 'something-else' }),
];

const allowedCallers = Object.fromEntries(IDENTITIES.map((name: Identity) => [name, [...ALLOWED_CALLERS[name]].sort()]));
/** ALLOWED_CALLERS plus the gateway at every service's gRPC port, for its gRPC health checks. */
const withGatewayHealthChecks = Object.fromEntries(
  IDENTITIES.map((name: Identity) => [name, name === 'gateway' ? [] : [...new Set([...ALLOWED_CALLERS[name], 'gateway'])].sort()]),
);

/** Every connection that should get in, written from the architecture (and ALLOWED_CALLERS for gRPC). */
function expectedConnections(bundled: boolean, callersOf: Record<string, string[]> = withGatewayHealthChecks): string[] {
  const out = ['ingress-controller -> gateway:http', 'ingress-controller -> web:http'];
  for (const name of IDENTITIES) out.push(`prometheus -> ${name}:health`);
  for (const [callee, callers] of Object.entries(callersOf)) for (const caller of callers) out.push(`${caller} -> ${callee}:grpc`);
  if (bundled) {
    const clients = [...IDENTITIES, 'init'];
    for (const c of clients) out.push(`${c} -> mongo:mongo`, `${c} -> kafka:kafka`, `${c} -> minio:s3`);
    out.push('kafka -> kafka:kafka');
  }
  return out.sort();
}

function connections(docs: Manifest[]): string[] {
  const pods = podsOf(docs, namespace);
  return admittedConnections(docs, [...pods, ...outsiders], pods);
}

/** The gRPC edges the policies admit between the release's own processes, in the shape of ALLOWED_CALLERS. */
function grpcCallers(docs: Manifest[]): Record<string, string[]> {
  const edges = Object.fromEntries(IDENTITIES.map((name) => [name, [] as string[]]));
  const pods = podsOf(docs, namespace);
  const grpcPorts = pods.filter((p) => p.ports.some((port) => port.name === 'grpc'));
  for (const line of admittedConnections(docs, pods, grpcPorts)) {
    const [, from, to] = /^(\S+) -> (\S+):grpc$/.exec(line) ?? [];
    if (to) (edges[to] ??= []).push(from);
  }
  return Object.fromEntries(Object.entries(edges).map(([k, v]) => [k, v.sort()]));
}
test('the gRPC ports admit exactly the callers of ALLOWED_CALLERS, and the gateway for its health checks', () => {
  const strict = ['networkPolicy.gatewayHealthChecks=false'];
  for (const [what, docs] of [['default', render([], strict)], ['production', render([productionValues], strict)]] as const) {
    assert.deepEqual(grpcCallers(docs), allowedCallers, `${what}, gatewayHealthChecks=false`);
    assert.deepEqual(connections(docs), expectedConnections(what === 'default', allowedCallers), `${what}, gatewayHealthChecks=false`);
  }
  for (const [what, docs] of [['default', render()], ['production', render([productionValues])], ['k8s/', k8sDocs()]] as const) {
    assert.deepEqual(grpcCallers(docs), withGatewayHealthChecks, what);
  }
  // What the default adds is the gateway at the ports of services that do not accept it as a caller: there the
  // services' own check leaves it the open health service only.
  const added = IDENTITIES.filter((name) => withGatewayHealthChecks[name].length !== allowedCallers[name].length);
  assert.deepEqual(added, ['analysis']);
  for (const name of added) assert.ok(!ALLOWED_CALLERS[name].includes('gateway'));
});

test('with bundled servers, the policies admit exactly the architecture and nothing else', () => {
  for (const docs of [render(), k8sDocs()]) {
    assert.ok(docs.some((d) => d.kind === 'NetworkPolicy'), 'NetworkPolicies are rendered by default');
    assert.deepEqual(connections(docs), expectedConnections(true));
  }
});

test('with external infrastructure, the same without the bundled servers; every policy is valid', () => {
  const docs = render([productionValues]);
  assert.deepEqual(validateManifests(docs), []);
  assert.deepEqual(connections(docs), expectedConnections(false));
  assert.deepEqual(
    docs.filter((d) => d.kind === 'NetworkPolicy').map((d) => d.metadata.name).filter((n) => /mongo|kafka|minio/.test(n)),
    [],
  );
});

test('a policy that admits one caller too many, or loses one, or admits everyone, is caught', () => {
  const widened = render();
  const auth = widened.find((d) => d.kind === 'NetworkPolicy' && d.metadata.name === 'quote-analyzer-auth')!;
  auth.spec.ingress[0].from.push({ podSelector: { matchLabels: { ...releaseLabels, 'app.kubernetes.io/component': 'quote' } } });
  assert.notDeepEqual(grpcCallers(widened), allowedCallers);
  assert.ok(connections(widened).includes('quote -> auth:grpc'));

  // Without its own policy, analysis is still under the default deny: quote can no longer reach it.
  const lost = render().filter((d) => !(d.kind === 'NetworkPolicy' && d.metadata.name === 'quote-analyzer-analysis'));
  assert.deepEqual(grpcCallers(lost).analysis, []);

  // `from: []` is "from anywhere" in Kubernetes: the stranger gets in.
  const open = render();
  open.find((d) => d.kind === 'NetworkPolicy' && d.metadata.name === 'quote-analyzer-billing')!.spec.ingress[0].from = [];
  assert.ok(connections(open).includes('stranger -> billing:grpc'));
  assert.notDeepEqual(connections(open), expectedConnections(true));

  // A port name that no selected pod has admits nothing; the reference check reports it.
  const misnamed = render();
  misnamed.find((d) => d.kind === 'NetworkPolicy' && d.metadata.name === 'quote-analyzer-quote')!.spec.ingress[0].ports[0].port = 'gprc';
  assert.ok(validateManifests(misnamed).some((p) => /NetworkPolicy\/quote-analyzer-quote: port gprc is not a port/.test(p)));
});

test('networkPolicy.enabled=false renders none; an empty peer list admits nobody rather than everyone', () => {
  assert.deepEqual(render([], ['networkPolicy.enabled=false']).filter((d) => d.kind === 'NetworkPolicy'), []);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qa-values-'));
  try {
    const file = path.join(dir, 'closed.yaml');
    fs.writeFileSync(file, 'networkPolicy:\n  enabled: true\n  ingressFrom: []\n  metricsFrom: []\n');
    const docs = render([file]);
    assert.deepEqual(validateManifests(docs), []);
    const seen = connections(docs);
    assert.deepEqual(seen.filter((c) => /^(ingress-controller|prometheus|stranger)/.test(c)), []);
    for (const np of docs.filter((d) => d.kind === 'NetworkPolicy')) {
      for (const rule of np.spec.ingress ?? []) assert.ok(rule.from?.length, `${np.metadata.name}: no rule with an empty from`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
