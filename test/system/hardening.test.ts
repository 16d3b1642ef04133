// What an attacker or a careless client can send: nothing ends a process, and no internal call is answered
// without service credentials from a caller the architecture allows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as grpc from '@grpc/grpc-js';
import { createClient, type ServiceClient } from '@qa/platform';
import type { ServiceName } from '@qa/contracts';
import { services } from '../../scripts/stack';
import { actingAs, baseUrl, testEnv } from '../support/env';
import { Browserish } from '../support/http';
import { uploadFilesFirst, validFields } from '../../gateway/test/quotes-fixtures';

const GRPC: Record<(typeof services)[number]['name'], ServiceName> = {
  auth: 'auth',
  quote: 'quote',
  analysis: 'analysis',
  billing: 'billing',
  'admin-reporting': 'adminReporting',
};
// One harmless read per service, to knock on its door.
const KNOCK: Record<ServiceName, [string, object]> = {
  auth: ['GetUser', { userId: 'nobody', sessionVersion: 0 }],
  quote: ['ListQuotes', { userId: 'nobody' }],
  analysis: ['Analyze', { files: [], projectType: 'roofing', contractorName: '' }],
  billing: ['GetUsage', { userId: 'nobody' }],
  adminReporting: ['ListUsers', {}],
};

async function gatewayAlive(): Promise<void> {
  const res = await fetch(`${baseUrl()}/livez`);
  assert.equal(res.status, 200);
}

test('a multipart body cut short inside a file part is a 400, and the gateway stays up', async () => {
  const body = '--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc';
  for (const url of ['/api/quotes/analyze', '/api/upload-quote']) {
    const client = new Browserish();
    const res = await client.request('POST', url, { body, headers: { 'content-type': 'multipart/form-data; boundary=xyz' } });
    assert.ok([400, 401].includes(res.status), `${url}: ${res.status} ${res.text}`);
    await gatewayAlive();
  }
  const res = await new Browserish().request('POST', '/api/quotes/analyze', { body, headers: { 'content-type': 'multipart/form-data; boundary=xyz' } });
  assert.equal(res.status, 400);
  assert.match(res.body.message, /could not be read/);
  await gatewayAlive();
});

test('a PNG header followed by text is refused with a clear message; the analysis service stays up', async () => {
  const junk = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not an image '.repeat(200))]);
  const res = await uploadFilesFirst(new Browserish(), '/api/quotes/analyze', [{ name: 'roof.png', type: 'image/png', data: junk }], validFields);
  assert.ok(res.status >= 400 && res.status < 500, `${res.status} ${res.text}`);
  assert.match(res.body.message, /roof\.png: the image is damaged or incomplete/);
  const health = await (await fetch(`${baseUrl()}/healthz`)).json();
  assert.equal(health.services.analysis, 'ok');
});

for (const service of services) {
  const name = GRPC[service.name];
  const address = testEnv(service.urlVar);

  test(`${service.name}: a call without service credentials is UNAUTHENTICATED; the health check stays open`, async () => {
    const anonymous = createClient(name, address);
    try {
      const [method, request] = KNOCK[name];
      const err = await callError(anonymous, method, request);
      assert.equal(err.code, grpc.status.UNAUTHENTICATED, err.message);
      assert.match(err.details, /service credentials required: no service credentials/);
      assert.equal(await anonymous.health(), 'SERVING');
    } finally {
      anonymous.close();
    }
  });

  test(`${service.name}: a caller with no edge to it is PERMISSION_DENIED, a forged or misdirected token UNAUTHENTICATED`, async () => {
    // The analysis service calls nobody, so it may call no one; a token minted for another service is refused.
    const stranger = createClient(name, address, { identity: actingAs(name === 'analysis' ? 'billing' : 'analysis') });
    const [method, request] = KNOCK[name];
    try {
      const denied = await callError(stranger, method, request);
      assert.equal(denied.code, grpc.status.PERMISSION_DENIED, denied.message);
    } finally {
      stranger.close();
    }
    const md = new grpc.Metadata();
    const misdirected = actingAs('gateway').tokenFor(name === 'auth' ? 'billing' : 'auth');
    md.set('authorization', `Bearer ${misdirected}`);
    const raw = createClient(name, address);
    try {
      const err = await new Promise<grpc.ServiceError>((resolve) =>
        (raw.raw as unknown as Record<string, (...a: unknown[]) => void>)[method].call(raw.raw, request, md, (e: grpc.ServiceError) => resolve(e)),
      );
      assert.equal(err.code, grpc.status.UNAUTHENTICATED);
      assert.match(err.details, /token meant for another service/);
    } finally {
      raw.close();
    }
  });
}

test('the gRPC and health ports of every service listen on loopback only', () => {
  const listening = execFileSync('ss', ['-ltnH'], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/)[3])
    .filter(Boolean);
  for (const service of services) {
    const grpcPort = Number(testEnv(service.urlVar).split(':').pop());
    const healthPort = service.healthPort + (grpcPort - service.grpcPort);
    for (const port of [grpcPort, healthPort]) {
      const local = listening.filter((addr) => addr.endsWith(`:${port}`));
      assert.ok(local.length > 0, `${service.name} listens on ${port}`);
      for (const addr of local) assert.match(addr, /^127\.0\.0\.1:/, `${service.name} port ${port} is bound to ${addr}`);
    }
  }
});

async function callError(client: ServiceClient<ServiceName>, method: string, request: object): Promise<grpc.ServiceError> {
  try {
    await (client.call as unknown as Record<string, (r: object) => Promise<unknown>>)[method](request);
  } catch (err) {
    return err as grpc.ServiceError;
  }
  throw new Error(`${method} answered without credentials`);
}

test('pages and API answers carry the security headers; the CSP admits only the app and Stripe, and no framing', async () => {
  for (const url of ['/', '/api/config', '/api/no-such-thing']) {
    const res = await fetch(`${baseUrl()}${url}`);
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, /frame-ancestors 'none'/, url);
    assert.match(csp, /default-src 'self'/, url);
    assert.match(csp, /script-src 'self' https:\/\/js\.stripe\.com/, url);
    assert.doesNotMatch(csp, /script-src[^;]*'unsafe-inline'/, url);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff', url);
    assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', url);
    assert.equal(res.headers.get('strict-transport-security'), null, `${url}: no HSTS over plain HTTP`);
  }
});

test('/metrics is a 404 on the public port and served on the internal health port', async () => {
  assert.equal((await fetch(`${baseUrl()}/metrics`)).status, 404);
  const offset = Number(new URL(baseUrl()).port) - 8080;
  const internal = await fetch(`http://127.0.0.1:${9100 + offset}/metrics`);
  assert.equal(internal.status, 200);
  assert.match(await internal.text(), /http_request_duration_seconds/);
});

test('a malformed path is a 400, an unknown API route a JSON 404 and a wrong method a 405, each with an error id', async () => {
  const malformed = await fetch(`${baseUrl()}/api/analysis/%00%ff`);
  assert.equal(malformed.status, 400);
  assert.match((await malformed.json()).errorId, /^[0-9a-f-]{36}$/);

  const unknown = await fetch(`${baseUrl()}/api/no-such-thing`);
  assert.equal(unknown.status, 404);
  const body = await unknown.json();
  assert.equal(body.message, 'Not found');
  assert.match(body.errorId, /^[0-9a-f-]{36}$/);

  const wrongMethod = await new Browserish().request('DELETE', '/api/config');
  assert.equal(wrongMethod.status, 405);
  assert.equal(wrongMethod.headers.get('allow'), 'GET, HEAD');
  assert.match(wrongMethod.body.errorId, /^[0-9a-f-]{36}$/);
  await gatewayAlive();
});
