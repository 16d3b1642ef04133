// The Helm chart: lint, render with the default and the production values, validate every rendered manifest
// offline, and prove the checks fail on a broken chart.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { topics } from '../../packages/contracts/src/events/catalog';
import { IDENTITIES } from '@qa/platform/service-identity';
import { gatewayHealthPort } from '../../scripts/stack';
import { chartDir, helmLint, helmTemplate } from '../lib/helm';
import { describe, parseManifests, validateManifests, type Manifest } from '../lib/manifests';

const productionValues = path.join(chartDir, 'values-production.yaml');
const render = (valuesFiles: string[] = [], set: string[] = []) => parseManifests(helmTemplate({ valuesFiles, set }), 'helm template');
const find = (docs: Manifest[], kind: string, name: string) => {
  const doc = docs.find((d) => d.kind === kind && d.metadata.name === name);
  assert.ok(doc, `${kind}/${name} is rendered`);
  return doc;
};
const envOf = (deploy: Manifest) => deploy.spec.template.spec.containers[0].env as Array<{ name: string; value?: string; valueFrom?: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any

test('helm lint --strict passes with the default and the production values', () => {
  for (const values of [[], [productionValues]]) {
    const res = helmLint(chartDir, values);
    assert.ok(res.ok, res.output);
  }
});

test('the default rendering is valid against the Kubernetes schemas, our policy and its own references', () => {
  const docs = render();
  assert.deepEqual(validateManifests(docs), []);
  const kinds = new Set(docs.map((d) => d.kind));
  for (const kind of ['Deployment', 'Service', 'ConfigMap', 'Ingress', 'HorizontalPodAutoscaler', 'PodDisruptionBudget', 'Job', 'StatefulSet']) {
    assert.ok(kinds.has(kind), `renders a ${kind}`);
  }
});

test('the production rendering is valid and uses external infrastructure, TLS and pre-install topic creation', () => {
  const docs = render([productionValues]);
  assert.deepEqual(validateManifests(docs), []);
  assert.deepEqual(docs.filter((d) => d.kind === 'StatefulSet').map(describe), [], 'no bundled servers');
  const ingress = find(docs, 'Ingress', 'quote-analyzer');
  assert.equal(ingress.spec.tls[0].hosts[0], 'quotes.example.com');
  const init = find(docs, 'Job', 'quote-analyzer-init');
  // External servers exist before the release: topics are made before the services start.
  assert.equal(init.metadata.annotations?.['helm.sh/hook'], 'pre-install,pre-upgrade');
  const config = find(docs, 'ConfigMap', 'quote-analyzer-config');
  assert.equal(config.data?.MONGO_URL, undefined, 'an external MONGO_URL carries credentials: not in the ConfigMap');
  assert.equal(config.data?.APP_BASE_URL, 'https://quotes.example.com');
  const mongoUrl = envOf(find(docs, 'Deployment', 'quote-analyzer-auth')).find((e) => e.name === 'MONGO_URL');
  assert.equal(mongoUrl?.valueFrom?.secretKeyRef?.key, 'MONGO_URL');
});

test('each component reads only the secret keys it needs, by reference to the existing Secret', () => {
  const docs = render();
  // The service keys come from a Secret of their own (next test).
  const secretKeys = (name: string) =>
    envOf(find(docs, 'Deployment', `quote-analyzer-${name}`))
      .filter((e) => e.valueFrom?.secretKeyRef && e.valueFrom.secretKeyRef.name !== 'quote-analyzer-service-keys')
      .map((e) => {
        assert.equal(e.valueFrom.secretKeyRef.name, 'quote-analyzer-secrets');
        return e.name;
      })
      .sort();
  assert.deepEqual(secretKeys('gateway'), ['JWT_SECRET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY']);
  assert.deepEqual(secretKeys('auth'), ['JWT_SECRET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'SMTP_URL']);
  assert.deepEqual(secretKeys('billing'), ['S3_ACCESS_KEY', 'S3_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
  assert.deepEqual(secretKeys('quote'), ['S3_ACCESS_KEY', 'S3_SECRET_KEY']);
  const openai = envOf(find(docs, 'Deployment', 'quote-analyzer-analysis')).find((e) => e.name === 'OPENAI_API_KEY');
  assert.equal(openai?.valueFrom?.secretKeyRef?.optional, true, 'OPENAI_API_KEY may be absent (rules analyser)');
});

test('service credentials: each process its own private key, by its own name, and every public key; all on 0.0.0.0', () => {
  for (const values of [[], [productionValues]]) {
    const docs = render(values);
    const apps = docs.filter((d) => d.kind === 'Deployment' && d.metadata.name !== 'quote-analyzer-web');
    assert.deepEqual(apps.map((d) => d.metadata.labels?.['app.kubernetes.io/component']).sort(), [...IDENTITIES].sort());
    for (const deploy of apps) {
      const name = deploy.metadata.labels!['app.kubernetes.io/component'];
      const env = envOf(deploy);
      const ref = (variable: string) => env.find((e) => e.name === variable)?.valueFrom?.secretKeyRef;
      assert.deepEqual(ref('SERVICE_PRIVATE_KEY'), { name: 'quote-analyzer-service-keys', key: name }, `${name} SERVICE_PRIVATE_KEY`);
      assert.deepEqual(ref('SERVICE_PUBLIC_KEYS'), { name: 'quote-analyzer-service-keys', key: 'SERVICE_PUBLIC_KEYS' }, `${name} SERVICE_PUBLIC_KEYS`);
      assert.deepEqual(env.filter((e) => e.name === 'BIND_HOST').map((e) => e.value), ['0.0.0.0'], `${name} BIND_HOST`);
    }
  }
  const values = (file: string) => parse(fs.readFileSync(file, 'utf8'));
  assert.equal(values(productionValues).serviceKeys?.existingSecret, 'quote-analyzer-service-keys', 'values-production.yaml names the Secret');
  const other = render([], ['serviceKeys.existingSecret=qa-keys']);
  assert.equal(envOf(find(other, 'Deployment', 'quote-analyzer-auth')).find((e) => e.name === 'SERVICE_PRIVATE_KEY')?.valueFrom?.secretKeyRef?.name, 'qa-keys');
  assert.throws(() => render([], ['serviceKeys.existingSecret=']), /serviceKeys\.existingSecret|existingSecret/);
  // The policy check sees a pod that was handed another process's key.
  const docs = render();
  const quote = find(docs, 'Deployment', 'quote-analyzer-quote');
  envOf(quote).find((e) => e.name === 'SERVICE_PRIVATE_KEY')!.valueFrom.secretKeyRef.key = 'gateway';
  assert.ok(validateManifests(docs).some((p) => /quote-analyzer-quote: .*SERVICE_PRIVATE_KEY must be the Secret key "quote"/.test(p)));
});

test('the gateway serves metrics on its health port 9100, where Prometheus is told to scrape', () => {
  const docs = render();
  const gateway = find(docs, 'Deployment', 'quote-analyzer-gateway');
  const container = gateway.spec.template.spec.containers[0];
  assert.deepEqual(container.ports, [{ name: 'http', containerPort: 8080 }, { name: 'health', containerPort: gatewayHealthPort }]);
  assert.equal(envOf(gateway).find((e) => e.name === 'HEALTH_PORT')?.value, String(gatewayHealthPort));
  assert.equal(gateway.spec.template.metadata.annotations['prometheus.io/port'], String(gatewayHealthPort));
  assert.equal(gateway.spec.template.metadata.annotations['prometheus.io/path'], '/metrics');
  const service = find(docs, 'Service', 'quote-analyzer-gateway');
  assert.ok(service.spec.ports.some((p: { name: string; port: number }) => p.name === 'health' && p.port === gatewayHealthPort));
  // The ingress routes only the public port.
  const ingress = find(docs, 'Ingress', 'quote-analyzer');
  const backends = ingress.spec.rules[0].http.paths.map((p: { backend: { service: { port: { name: string } } } }) => p.backend.service.port.name);
  assert.deepEqual([...new Set(backends)], ['http']);
});

test('probes: services use /readyz and /healthz; the gateway stays in rotation when one service is down', () => {
  const docs = render();
  const container = (name: string) => find(docs, 'Deployment', `quote-analyzer-${name}`).spec.template.spec.containers[0];
  for (const svc of ['auth', 'quote', 'analysis', 'billing', 'admin-reporting']) {
    assert.equal(container(svc).readinessProbe.httpGet.path, '/readyz', svc);
    assert.equal(container(svc).livenessProbe.httpGet.path, '/healthz', svc);
  }
  // The gateway's /healthz answers 503 whenever any service or dependency is down (gateway/src/routes/health.ts).
  assert.equal(container('gateway').readinessProbe.httpGet.path, '/livez');
  assert.equal(container('gateway').livenessProbe.httpGet.path, '/livez');
});

test('the init job creates exactly the topics the services use, each with its dead-letter twin', () => {
  const values = parse(fs.readFileSync(path.join(chartDir, 'values.yaml'), 'utf8'));
  assert.deepEqual([...values.kafka.topics.names].sort(), Object.values(topics).sort(), 'kafka.topics.names = packages/contracts topics');
  const job = find(render(), 'Job', 'quote-analyzer-init');
  const [topicsContainer, bucketContainer] = job.spec.template.spec.containers;
  assert.match(topicsContainer.image, /^apache\/kafka:/);
  assert.match(topicsContainer.args[0], /kafka-topics\.sh/);
  assert.match(topicsContainer.args[0], /\$QA_NAMESPACE\.\$topic\.dlq/);
  assert.match(bucketContainer.image, /minio\/mc:/);
  assert.equal(bucketContainer.env.find((e: { name: string }) => e.name === 'BUCKET').value, 'qa-quote-files');
});

test('managed Kafka: TLS and SASL reach every process and the topic job, the login only from the Secret', () => {
  const docs = render([productionValues], ['kafka.tls=true', 'kafka.sasl.mechanism=scram-sha-512']);
  assert.deepEqual(validateManifests(docs), []);
  const config = find(docs, 'ConfigMap', 'quote-analyzer-config');
  assert.equal(config.data?.KAFKA_SSL, 'true');
  assert.equal(config.data?.KAFKA_SASL_MECHANISM, 'scram-sha-512');
  for (const name of ['gateway', 'auth', 'quote', 'analysis', 'billing', 'admin-reporting']) {
    const login = envOf(find(docs, 'Deployment', `quote-analyzer-${name}`)).filter((e) => e.name.startsWith('KAFKA_SASL_'));
    assert.deepEqual(login.map((e) => e.valueFrom?.secretKeyRef?.key), ['KAFKA_SASL_USERNAME', 'KAFKA_SASL_PASSWORD'], name);
  }
  const topicsContainer = find(docs, 'Job', 'quote-analyzer-init').spec.template.spec.containers[0];
  const jobEnv = Object.fromEntries(topicsContainer.env.map((e: { name: string; value?: string }) => [e.name, e.value]));
  assert.equal(jobEnv.KAFKA_SECURITY_PROTOCOL, 'SASL_SSL');
  assert.equal(jobEnv.KAFKA_SASL_MECHANISM, 'SCRAM-SHA-512');
  assert.match(topicsContainer.args[0], /--command-config/);
  // Plaintext brokers (the default) get none of it.
  const plain = render([productionValues]);
  assert.equal(find(plain, 'ConfigMap', 'quote-analyzer-config').data?.KAFKA_SASL_MECHANISM, undefined);
  assert.equal(envOf(find(plain, 'Deployment', 'quote-analyzer-auth')).some((e) => e.name.startsWith('KAFKA_SASL_')), false);
  assert.throws(() => render([], ['kafka.sasl.mechanism=plain']), /kafka\.tls and kafka\.sasl are for external brokers/);
});

test('the chart refuses a configuration the services would refuse, and a misspelt value', () => {
  assert.throws(() => render([], ['config.PAYMENT_PROVIDER=local-test']), /local-test is refused with APP_ENV=production/);
  assert.throws(() => render([], ['kafka.bundled=false']), /kafka\.brokers is required/);
  assert.throws(() => render([], ['gateway.replica=3']), /additional properties 'replica' not allowed/);
});

test('checks fail on a broken chart: a template syntax error fails helm lint, a wrong field type fails validation', () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'qa-chart-'));
  try {
    fs.cpSync(chartDir, copy, { recursive: true });
    const gateway = path.join(copy, 'templates', 'gateway.yaml');
    const original = fs.readFileSync(gateway, 'utf8');

    fs.writeFileSync(gateway, `${original}\n{{- if .Values.gateway }}\n`);
    const lint = helmLint(copy);
    assert.equal(lint.ok, false, 'helm lint fails');
    assert.match(lint.output, /gateway\.yaml/);

    // Renders fine and passes helm lint, but the port becomes a string: only the schema check catches it.
    fs.writeFileSync(gateway, original.replace('containerPort: {{ $gw.port }}', 'containerPort: "{{ $gw.port }}"'));
    const problems = validateManifests(parseManifests(helmTemplate({ chart: copy }), 'broken chart'));
    assert.ok(
      problems.some((p) => p.startsWith('Deployment/quote-analyzer-gateway') && /containerPort must be integer/.test(p)),
      problems.join('\n'),
    );
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
});
