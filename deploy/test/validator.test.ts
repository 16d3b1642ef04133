// The validator itself: starting from a real, valid set of manifests (k8s/gateway.yaml and its ConfigMap and
// ServiceAccount), one defect at a time must be reported. Without this, a validator that accepts everything
// would make every other deploy check pass.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { k8sDir } from '../lib/helm';
import { parseManifests, validateManifests, type Manifest } from '../lib/manifests';

const load = (file: string) => parseManifests(fs.readFileSync(path.join(k8sDir, file), 'utf8'), file);
const base = [...load('gateway.yaml'), ...load('config.yaml'), ...load('serviceaccount.yaml'), ...load('web.yaml'), ...load('ingress.yaml')];

/** Validates a copy of the base set after `breakIt` has changed the named document. */
function problemsAfter(kind: string, name: string, breakIt: (doc: Manifest) => void, extra: Manifest[] = []): string[] {
  const docs = structuredClone(base);
  const doc = docs.find((d) => d.kind === kind && d.metadata.name === name);
  assert.ok(doc, `${kind}/${name} in the base set`);
  breakIt(doc);
  return validateManifests([...docs, ...extra]);
}
const gatewayContainer = (d: Manifest) => d.spec.template.spec.containers[0];

function assertReports(problems: string[], pattern: RegExp) {
  assert.ok(problems.some((p) => pattern.test(p)), `expected a problem matching ${pattern}, got:\n${problems.join('\n') || '(none)'}`);
}

test('the unbroken base set is valid', () => {
  assert.deepEqual(validateManifests(base), []);
});

test('a wrong field type is a schema error', () => {
  const problems = problemsAfter('Deployment', 'quote-analyzer-web', (d) => {
    d.spec.replicas = 'two';
  });
  assertReports(problems, /^Deployment\/quote-analyzer-web: .*replicas must be integer/);
});

test('a container without an image is reported', () => {
  assertReports(
    problemsAfter('Deployment', 'quote-analyzer-gateway', (d) => delete gatewayContainer(d).image),
    /^Deployment\/quote-analyzer-gateway: container gateway: no image/,
  );
});

test('a misspelt field is reported, not silently dropped', () => {
  assertReports(
    problemsAfter('Deployment', 'quote-analyzer-gateway', (d) => {
      const c = gatewayContainer(d);
      c.readinesProbe = c.readinessProbe;
      delete c.readinessProbe;
    }),
    /unknown field spec\.template\.spec\.containers\[0\]\.readinesProbe/,
  );
});

test('a missing probe, resource limit or hardening setting is reported', () => {
  assertReports(problemsAfter('Deployment', 'quote-analyzer-gateway', (d) => delete gatewayContainer(d).livenessProbe), /no livenessProbe/);
  assertReports(problemsAfter('Deployment', 'quote-analyzer-gateway', (d) => delete gatewayContainer(d).resources.limits), /memory request and limit/);
  assertReports(problemsAfter('Deployment', 'quote-analyzer-gateway', (d) => (d.spec.template.spec.securityContext.runAsNonRoot = false)), /runAsNonRoot must be true/);
  assertReports(
    problemsAfter('Deployment', 'quote-analyzer-gateway', (d) => (gatewayContainer(d).securityContext.capabilities.drop = [])),
    /capabilities must drop ALL/,
  );
});

test('a secret written into a manifest is reported', () => {
  assertReports(
    problemsAfter('Deployment', 'quote-analyzer-gateway', (d) => gatewayContainer(d).env.push({ name: 'JWT_SECRET', value: 'hunter2hunter2hunter2' })),
    /JWT_SECRET must come from a secretKeyRef/,
  );
  assertReports(
    problemsAfter('ConfigMap', 'quote-analyzer-config', (d) => (d.data!.MONGO_URL = 'mongodb://app:s3cret@db:27017')),
    /ConfigMap key MONGO_URL looks like a secret/,
  );
  const secret = { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'leaked' }, stringData: { JWT_SECRET: 'x' } } as Manifest;
  assertReports(problemsAfter('ConfigMap', 'quote-analyzer-config', () => undefined, [secret]), /^Secret\/leaked: secrets are referenced/);
});

test('a process without its own service key, or listening on loopback only, is reported', () => {
  const env = (d: Manifest) => gatewayContainer(d).env as Array<{ name: string; value?: string; valueFrom?: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  assertReports(
    problemsAfter('Deployment', 'quote-analyzer-gateway', (d) => (env(d).find((e) => e.name === 'SERVICE_PRIVATE_KEY')!.valueFrom.secretKeyRef.key = 'auth')),
    /quote-analyzer-gateway: container gateway: SERVICE_PRIVATE_KEY must be the Secret key "gateway", not "auth"/,
  );
  assertReports(
    problemsAfter('Deployment', 'quote-analyzer-gateway', (d) => (gatewayContainer(d).env = env(d).filter((e) => e.name !== 'SERVICE_PUBLIC_KEYS'))),
    /SERVICE_PUBLIC_KEYS must come from one Secret or ConfigMap key/,
  );
  assertReports(
    problemsAfter('Deployment', 'quote-analyzer-gateway', (d) => (gatewayContainer(d).env = env(d).filter((e) => e.name !== 'BIND_HOST'))),
    /container gateway: BIND_HOST must be 0\.0\.0\.0/,
  );
  assertReports(
    problemsAfter('Deployment', 'quote-analyzer-gateway', (d) => (env(d).find((e) => e.name === 'BIND_HOST')!.value = '127.0.0.1')),
    /container gateway: BIND_HOST must be 0\.0\.0\.0/,
  );
});

test('broken references between manifests are reported', () => {
  assertReports(
    problemsAfter('Service', 'quote-analyzer-gateway', (d) => (d.spec.selector['app.kubernetes.io/component'] = 'gatewya')),
    /^Service\/quote-analyzer-gateway: selector matches no workload/,
  );
  assertReports(
    problemsAfter('Ingress', 'quote-analyzer', (d) => (d.spec.rules[0].http.paths[0].backend.service.name = 'quote-analyzer-api')),
    /backend Service quote-analyzer-api is not defined/,
  );
  assertReports(
    problemsAfter('Deployment', 'quote-analyzer-gateway', (d) => (gatewayContainer(d).readinessProbe.httpGet.port = 'htp')),
    /probe port htp is not a container port/,
  );
  assertReports(
    problemsAfter('Deployment', 'quote-analyzer-gateway', (d) => (d.spec.replicas = 2)),
    /HorizontalPodAutoscaler\/quote-analyzer-gateway: Deployment\/quote-analyzer-gateway sets spec\.replicas/,
  );
  assertReports(
    problemsAfter('Deployment', 'quote-analyzer-gateway', (d) => (gatewayContainer(d).envFrom[0].configMapRef.name = 'missing')),
    /ConfigMap missing is not defined/,
  );
});

test('a kind without a schema is refused rather than passed unchecked', () => {
  const cronJob = { apiVersion: 'batch/v1', kind: 'CronJob', metadata: { name: 'nightly' }, spec: {} } as Manifest;
  assertReports(problemsAfter('ConfigMap', 'quote-analyzer-config', () => undefined, [cronJob]), /^CronJob\/nightly: no schema for batch\/v1\/CronJob/);
});
