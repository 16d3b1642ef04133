// The Dockerfile: the workspaces and paths it names exist and reach the build context, installs are
// production-only, and each final stage runs non-root with a HEALTHCHECK.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { HSTS, SECURITY_HEADERS } from '../../gateway/src/http/security-headers';
import { contextSources, heredocFiles, parseDockerfile } from '../lib/dockerfile';
import { repoRoot } from '../lib/helm';
import { effectiveHeaders, parseNginx, resolveIncludes } from '../lib/nginx';

const dockerfile = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
const stages = parseDockerfile(dockerfile);
const stage = (name: string) => {
  const found = stages.find((s) => s.name === name);
  assert.ok(found, `stage ${name} exists`);
  return found;
};
const runs = (name: string) => stage(name).instructions.filter((i) => i.op === 'RUN').map((i) => i.args);
const ignored = fs
  .readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));
const workspaceGlobs: string[] = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).workspaces;

/** Whether .dockerignore keeps `file` out of the build context (the pattern forms the file uses). */
function isIgnored(file: string): boolean {
  const segments = file.replace(/\/$/, '').split('/');
  return ignored.some((pattern) =>
    pattern.startsWith('**/') ? segments.includes(pattern.slice(3)) : segments.some((_, i) => segments.slice(0, i + 1).join('/') === pattern),
  );
}

test('the final stages run as a non-root user and have a HEALTHCHECK', () => {
  const app = stage('node-app');
  assert.ok(app.instructions.some((i) => i.op === 'USER' && /^[1-9]\d*(:\d+)?$/.test(i.args)), 'node-app: numeric non-root USER');
  assert.ok(app.instructions.some((i) => i.op === 'HEALTHCHECK'), 'node-app: HEALTHCHECK');
  const web = stage('web');
  assert.match(web.from, /nginx-unprivileged/, 'web: nginx that runs as user 101');
  assert.ok(web.instructions.some((i) => i.op === 'HEALTHCHECK'), 'web: HEALTHCHECK');
  assert.match(stage('base').from, /^node:\d+-.*slim$/, 'base: a small node image');
});

test('every workspace the Dockerfile installs exists and is an npm workspace', () => {
  const named = stages.flatMap((s) => s.instructions.flatMap((i) => [...i.args.matchAll(/--workspace[= ]+"?([\w./-]+)"?/g)].map((m) => m[1])));
  assert.ok(named.includes('packages/platform') && named.includes('web'), 'installs name their workspaces');
  for (const ws of named) {
    assert.ok(fs.existsSync(path.join(repoRoot, ws, 'package.json')), `${ws}/package.json exists`);
    const listed = workspaceGlobs.some((g) => (g.endsWith('/*') ? path.dirname(ws) === g.slice(0, -2) : ws === g));
    assert.ok(listed, `${ws} is a workspace of package.json`);
  }
});

test('everything the Dockerfile copies from the context exists and is not excluded by .dockerignore', () => {
  const sources = stages.flatMap((s) => s.instructions.flatMap(contextSources)).filter((src) => !src.includes('$') && src !== '.');
  assert.ok(sources.includes('proto/') && sources.includes('package-lock.json'));
  for (const src of sources) {
    assert.ok(fs.existsSync(path.join(repoRoot, src)), `${src} exists`);
    assert.ok(!isIgnored(src), `${src} is not excluded by .dockerignore`);
  }
  for (const ws of ['services/auth', 'gateway', 'web', 'packages/platform']) assert.ok(!isIgnored(`${ws}/src`), `${ws}/src reaches the build`);
  assert.ok(isIgnored('node_modules') && isIgnored('services/auth/node_modules') && isIgnored('.git'), 'local installs and .git stay out');
});

test('the runtime installs only production dependencies, and only the build stage of web gets dev tools', () => {
  const prod = runs('prod-deps').join('\n');
  assert.match(prod, /npm ci --omit=dev/);
  assert.match(prod, /--include-workspace-root/);
  assert.deepEqual(runs('node-app'), [], 'the runtime stage installs nothing itself');
  // Scanned PDFs are rasterised with poppler's pdftoppm: the analyser's image must carry it (it did not before).
  assert.match(runs('system-packages').join('\n'), /services\/analysis[\s\S]*apt-get install[^\n]*poppler-utils/);
  assert.match(dockerfile, /^FROM system-packages AS node-app$/m, 'the services are built on the stage that carries them');
  assert.match(runs('web-build').join('\n'), /npm run build --workspace web/);
});

/** What the web image's nginx adds to the responses of each server and location, from its config files. */
function webHeaders(files: Map<string, string>) {
  const conf = files.get('/etc/nginx/conf.d/default.conf');
  assert.ok(conf, 'the web stage writes /etc/nginx/conf.d/default.conf');
  const directives = resolveIncludes(parseNginx(conf), files);
  return { directives, headers: effectiveHeaders(directives) };
}
// Headers a location may add besides the security headers.
const ownHeaders = new Set(['cache-control', 'strict-transport-security']);

test('the web image sends exactly the gateway\'s SECURITY_HEADERS on every response, and HSTS over HTTPS', () => {
  const { directives, headers } = webHeaders(heredocFiles(dockerfile, 'web'));
  assert.deepEqual([...headers.keys()].sort(), ['location /', 'location /assets/', 'location = /healthz', 'server']);
  for (const [where, added] of headers) {
    const security = Object.fromEntries([...added].filter(([name]) => !ownHeaders.has(name)).map(([name, h]) => [name, h.value]));
    assert.deepEqual(security, SECURITY_HEADERS, `${where}: the gateway's headers, no more, no fewer`);
    for (const [name, h] of added) if (name !== 'cache-control') assert.ok(h.always, `${where}: ${name} is sent with "always" (error responses too)`);
    // HSTS through a variable that is HSTS for requests forwarded over HTTPS and empty (no header) otherwise.
    const hsts = added.get('strict-transport-security')?.value;
    assert.match(hsts ?? '', /^\$\w+$/, `${where}: HSTS set from a variable`);
    const map = directives.find((d) => d.name === 'map' && d.args[1] === hsts);
    assert.equal(map?.args[0], '$http_x_forwarded_proto', 'HSTS follows the scheme the ingress saw');
    assert.deepEqual(
      Object.fromEntries(map!.block!.map((d) => [d.name, d.args[0]])),
      { https: HSTS, default: '' },
      'HSTS (the gateway\'s value) over HTTPS only',
    );
  }
});

test('the header check fails on a location that loses the security headers or changes one', () => {
  const files = heredocFiles(dockerfile, 'web');
  const conf = files.get('/etc/nginx/conf.d/default.conf')!;
  // A location with an add_header of its own and no include: nginx drops the server-level headers there.
  const dropped = new Map(files).set('/etc/nginx/conf.d/default.conf', conf.replace(/(location \/ \{[^}]*?)\n\s*include [^;]+;/, '$1'));
  assert.notEqual(dropped.get('/etc/nginx/conf.d/default.conf'), conf, 'the mutation applies');
  const spa = webHeaders(dropped).headers.get('location /')!;
  assert.deepEqual([...spa.keys()], ['cache-control']);
  const [snippetPath, snippet] = [...files].find(([, text]) => text.includes('Content-Security-Policy'))!;
  const weakened = new Map(files).set(snippetPath, snippet.replace("frame-ancestors 'none'", "frame-ancestors *"));
  const csp = webHeaders(weakened).headers.get('server')!.get('content-security-policy')!.value;
  assert.notEqual(csp, SECURITY_HEADERS['content-security-policy']);
});
