// docker-compose.yml: structure, the infra profile infra/local.ts relies on, and that every image it builds
// comes from a workspace that exists, with the ports `npm start` uses (scripts/stack.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { services as stackServices, gatewayPort } from '../../scripts/stack';
import { IDENTITIES } from '@qa/platform/service-identity';
import { composeVariable, envLines, generateKeySet } from '../../scripts/service-keys';
import { versions } from '../../infra/local';
import { parseDockerfile } from '../lib/dockerfile';
import { chartDir, repoRoot } from '../lib/helm';

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile?: string; target?: string; args?: Record<string, string> };
  profiles?: string[];
  ports?: string[];
  healthcheck?: { test: string[] };
  environment?: Record<string, string | number>;
  depends_on?: Record<string, { condition: string }>;
}

// YAML merge keys (<<) are how the file shares the app environment; Compose supports them, so parse with them.
const compose = parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const services = Object.entries(compose.services);
const built = services.filter(([, s]) => s.build);

// The command infra/local.ts runs when a Docker engine answers; these services must exist and start alone.
const localTs = fs.readFileSync(path.join(repoRoot, 'infra', 'local.ts'), 'utf8');
const infraNames = [...(/'--wait',((?:\s*'[\w-]+',?)+)\]/.exec(localTs)?.[1] ?? '').matchAll(/'([\w-]+)'/g)].map((m) => m[1]);
const infraHostPorts: Record<string, string[]> = {
  mongo: ['27017'],
  kafka: ['9092'],
  minio: ['9000'],
  mailpit: ['1025', '8025'],
  'stripe-mock': ['12111'],
};

test('every service has an image or a build', () => {
  assert.ok(services.length >= 12);
  for (const [name, s] of services) assert.ok(s.image || s.build, `${name} has image or build`);
});

test('the infrastructure services are in both profiles, healthchecked, on the host ports of infra/local.ts', () => {
  // infra/local.ts keeps its own SMTP catcher (the tests read its API), so it starts every server but mailpit.
  const startedByLocalTs = Object.keys(infraHostPorts).filter((name) => name !== 'mailpit');
  assert.deepEqual([...infraNames].sort(), startedByLocalTs.sort(), 'infra/local.ts starts exactly these services');
  for (const [name, hostPorts] of Object.entries(infraHostPorts)) {
    const s = compose.services[name];
    assert.ok(s, `${name} is defined`);
    assert.ok(s.image && !s.build, `${name} runs an official image`);
    assert.deepEqual([...(s.profiles ?? [])].sort(), ['app', 'infra'], `${name} profiles`);
    assert.ok(s.healthcheck?.test?.length, `${name} has a healthcheck (docker compose up --wait needs it)`);
    const published = (s.ports ?? []).map((p) => p.split(':')[0]);
    for (const port of hostPorts) assert.ok(published.includes(port), `${name} publishes ${port} on the host`);
  }
  assert.match(compose.services.mongo.image!, /^mongo:7/);
});

test('the servers are pinned: infra/local.ts builds exact versions, and compose runs the same Kafka and stripe-mock', () => {
  for (const [name, version] of Object.entries(versions)) {
    assert.match(version, /^v?\d+\.\d+\.\d+(-[\w.-]+)?$/, `${name}: an exact version, so a fresh clone builds what was tested`);
  }
  assert.equal(compose.services.kafka.image, `apache/kafka:${versions.kafka}`);
  assert.equal(compose.services['stripe-mock'].image, `stripe/stripe-mock:${versions.stripeMock}`);
});

test('the product services are only in the app profile and wait for healthy infrastructure', () => {
  const app = services.filter(([name]) => !(name in infraHostPorts));
  for (const [name, s] of app) {
    assert.deepEqual(s.profiles, ['app'], `${name} starts only with --profile app`);
  }
  for (const [name, s] of built.filter(([, s]) => s.build?.target === 'node-app')) {
    for (const dep of ['mongo', 'kafka', 'minio']) assert.equal(s.depends_on?.[dep]?.condition, 'service_healthy', `${name} waits for ${dep}`);
  }
});

test('every built service comes from an existing workspace with its entry file, and a Dockerfile target', () => {
  assert.deepEqual(built.map(([name]) => name).sort(), ['admin-reporting', 'analysis', 'auth', 'billing', 'gateway', 'quote', 'web']);
  for (const [name, s] of built) {
    const dockerfile = path.join(repoRoot, s.build!.context, s.build!.dockerfile ?? 'Dockerfile');
    assert.ok(fs.existsSync(dockerfile), `${name}: ${dockerfile} exists`);
    const targets = parseDockerfile(fs.readFileSync(dockerfile, 'utf8')).map((st) => st.name);
    assert.ok(targets.includes(s.build!.target), `${name}: target ${s.build!.target} is a stage of the Dockerfile`);
    const workspace = s.build!.target === 'web' ? 'web' : s.build!.args?.WORKSPACE;
    assert.ok(workspace, `${name}: the build names its workspace`);
    assert.ok(fs.existsSync(path.join(repoRoot, workspace, 'package.json')), `${name}: workspace ${workspace} exists`);
    const entry = s.build!.target === 'web' ? 'index.html' : 'src/main.ts';
    assert.ok(fs.existsSync(path.join(repoRoot, workspace, entry)), `${name}: ${workspace}/${entry} exists`);
  }
});

test('ports and addresses agree with npm start (scripts/stack.ts) and the Helm chart', () => {
  const values = parse(fs.readFileSync(path.join(chartDir, 'values.yaml'), 'utf8'));
  const env = compose.services.gateway.environment!;
  for (const s of stackServices) {
    assert.equal(env[s.urlVar], `${s.name}:${s.grpcPort}`, `compose ${s.urlVar}`);
    assert.equal(compose.services[s.name].build?.args?.HEALTHCHECK_URL, `http://127.0.0.1:${s.healthPort}/healthz`, `${s.name} image healthcheck`);
    assert.equal(values.services[s.name].grpcPort, s.grpcPort, `chart ${s.name}.grpcPort`);
    assert.equal(values.services[s.name].healthPort, s.healthPort, `chart ${s.name}.healthPort`);
  }
  assert.equal(values.gateway.port, gatewayPort);
  assert.equal(compose.services.gateway.build?.args?.HEALTHCHECK_URL, `http://127.0.0.1:${gatewayPort}/livez`);
});

test('service credentials: each process its own key from .env (npm run service-keys -- --env-file .env), all on 0.0.0.0', () => {
  // The variables the script writes are the ones compose reads.
  const written = envLines(generateKeySet()).map((l) => l.slice(0, l.indexOf('='))).sort();
  const read = new Set<string>();
  for (const name of IDENTITIES) {
    const env = compose.services[name]?.environment;
    assert.ok(env, `${name} is a compose service with an environment`);
    assert.equal(env.SERVICE_PRIVATE_KEY, `\${${composeVariable(name)}:-}`, `${name} reads its own key`);
    assert.equal(env.SERVICE_PUBLIC_KEYS, '${SERVICE_PUBLIC_KEYS:-}', `${name} reads every public key`);
    assert.equal(env.BIND_HOST, '0.0.0.0', `${name} listens where the other containers reach it`);
    for (const value of Object.values(env)) for (const m of String(value).matchAll(/\$\{(SERVICE_\w+)/g)) read.add(m[1]);
  }
  assert.deepEqual([...read].sort(), written);
  // `:?` would stop `docker compose --profile infra` too: compose interpolates every service before profiles apply.
  assert.doesNotMatch(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), /\$\{SERVICE_\w+:\?/);
  // .env, where the keys go, stays out of git and out of every image.
  assert.match(fs.readFileSync(path.join(repoRoot, '.gitignore'), 'utf8'), /^\.env$/m);
  assert.match(fs.readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8'), /^\.env$/m);
});
