// The OpenAPI contract cannot drift from the gateway: it names exactly the routes the Express app registers under
// /api (read from the router itself), it is a valid OpenAPI 3.1 document, and real answers of the running stack
// match the schemas it declares for them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { createLogger } from '@qa/platform';
import { createApp } from '../src/app';
import { createClients } from '../src/clients';
import { loadGatewayConfig } from '../src/config';
import { Browserish, signUp } from '../../test/support/http';
import { eventually, serviceKey } from '../../test/support/env';
import { signInAdmin } from '../../services/admin-reporting/test/gateway-support';
import { quotePdf } from './quotes-fixtures';
import { comparisonQuotes, quotePdf as comparisonPdf } from '../../test/support/comparison-quotes';

interface Layer {
  rawPath?: string | RegExp;
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** "METHOD /path" of every route in a router and the routers mounted in it, with their mount paths. */
function routesOf(stack: Layer[], prefix = ''): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      return Object.keys(layer.route.methods)
        .filter((m) => m !== '_all')
        .map((m) => `${m.toUpperCase()} ${prefix}${layer.route!.path}`);
    }
    if (!layer.handle?.stack) return [];
    const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
    return routesOf(layer.handle.stack, prefix + mount);
  });
}

type OpenApi = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>>; components: { schemas: object } };

async function contract(): Promise<OpenApi> {
  const res = await new Browserish().get('/api/openapi.json');
  assert.equal(res.status, 200, res.text);
  return res.body;
}

/** Checks one real answer against what the document declares for that operation and status. */
function answerChecker(doc: OpenApi) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'openapi', components: doc.components });
  return (method: string, path: string, res: { status: number; body: unknown; headers: Headers }) => {
    const declared = doc.paths[path]?.[method.toLowerCase()]?.responses[String(res.status)];
    assert.ok(declared, `${method} ${path} answered ${res.status}, which the document does not declare`);
    const media = res.headers.get('content-type')?.split(';')[0] ?? '';
    const content = declared.content?.[media];
    assert.ok(declared.content === undefined ? res.body === '' : content, `${method} ${path} ${res.status}: content type ${media} not declared`);
    if (!content || media !== 'application/json') return;
    const schema = JSON.parse(JSON.stringify(content.schema).replaceAll('"#/components/', '"openapi#/components/'));
    const valid = ajv.validate(schema, res.body);
    assert.ok(valid, `${method} ${path} ${res.status}: ${ajv.errorsText(ajv.errors)}\n${JSON.stringify(res.body).slice(0, 1000)}`);
  };
}

test('the document names exactly the routes the Express app registers under /api', async () => {
  const config = loadGatewayConfig({ ...process.env, SERVICE_PRIVATE_KEY: serviceKey('gateway') });
  const clients = createClients(config);
  let registered: string[];
  try {
    const app = createApp(config, clients, createLogger('gateway-test', 'silent'));
    registered = routesOf((app as unknown as { router: { stack: Layer[] } }).router.stack)
      .filter((r) => r.split(' ')[1].startsWith('/api/'))
      .map((r) => r.replace(/:(\w+)/g, '{$1}'))
      .sort();
  } finally {
    Object.values(clients).forEach((c) => c.close());
  }
  assert.ok(registered.length >= 28, `only ${registered.length} routes found: is the router walk still right?`);
  const documented = Object.entries((await contract()).paths)
    .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
    .sort();
  const undocumented = registered.filter((r) => !documented.includes(r));
  const phantom = documented.filter((r) => !registered.includes(r));
  assert.deepEqual(undocumented, [], 'routes the gateway serves but gateway/src/contract/operations.ts does not describe');
  assert.deepEqual(phantom, [], 'operations in gateway/src/contract/operations.ts that no route serves');
});

test('GET /api/openapi.json is a valid OpenAPI 3.1 document', async () => {
  const doc = await contract();
  const validator = new Validator();
  const result = await validator.validate(doc as unknown as Parameters<Validator['validate']>[0]);
  assert.equal(validator.version, '3.1');
  assert.deepEqual(result, { valid: true });
});

test('real answers match the schemas the document declares: account, credits, payments and errors', async () => {
  const check = answerChecker(await contract());
  const visitor = new Browserish();
  check('GET', '/api/config', await visitor.get('/api/config'));
  check('GET', '/api/auth/user', await visitor.get('/api/auth/user'));
  check('GET', '/api/usage', await visitor.get('/api/usage'));
  check('POST', '/api/auth/login', await visitor.post('/api/auth/login', { email: 'nobody@example.com', password: 'wrong-password' }));
  check('POST', '/api/auth/register', await visitor.post('/api/auth/register', { email: 'not-an-email' }));
  check('GET', '/api/auth/reset-password/{token}', await visitor.get('/api/auth/reset-password/no-such-token'));

  const { client, email, password } = await signUp();
  check('GET', '/api/auth/user', await client.get('/api/auth/user'));
  check('POST', '/api/auth/login', await new Browserish().post('/api/auth/login', { email, password }));
  check('GET', '/api/usage', await client.get('/api/usage'));
  check('GET', '/api/quotes', await client.get('/api/quotes'));
  check('GET', '/api/analysis/{quoteId}', await client.get('/api/analysis/no-such-quote'));
  check('POST', '/api/engagement/affiliate-click', await client.post('/api/engagement/affiliate-click', {}));
  check('POST', '/api/auth/forgot-password', await new Browserish().post('/api/auth/forgot-password', { email }));

  const intent = await client.post('/api/create-payment-intent', {});
  check('POST', '/api/create-payment-intent', intent);
  check('POST', '/api/payments/test/confirm', await client.post('/api/payments/test/confirm', { paymentIntentId: intent.body.paymentIntentId, cardNumber: '4242 4242 4242 4242' }));
  check('POST', '/api/payments/test/confirm', await client.post('/api/payments/test/confirm', {}));
  const purchases = await client.get('/api/purchases');
  assert.equal(purchases.body.length, 1);
  check('GET', '/api/purchases', purchases);
  check('POST', '/api/auth/logout', await client.post('/api/auth/logout'));
});

test('real answers match the declared schemas: an uploaded quote, its list entry, its analysis and report', async () => {
  const check = answerChecker(await contract());
  const { client } = await signUp();
  const upload = await client.upload('/api/upload-quote', [{ name: 'estimate.pdf', type: 'application/pdf', data: await quotePdf() }], {
    projectType: 'roofing',
    contractorName: 'Summit Roofing LLC',
  });
  check('POST', '/api/upload-quote', upload);
  const { quoteId } = upload.body;
  const done = await eventually(async () => {
    const res = await client.get(`/api/analysis/${quoteId}`);
    return res.body.status === 'analyzing' ? undefined : res;
  }, 60_000, 'the analysis');
  assert.equal(done.body.status, 'complete', done.text);
  check('GET', '/api/analysis/{quoteId}', done);
  check('GET', '/api/quotes', await client.get('/api/quotes'));
  check('GET', '/api/analysis/{quoteId}/report.pdf', await client.get(`/api/analysis/${quoteId}/report.pdf`));
  check('POST', '/api/analysis/{quoteId}/retry', await client.post(`/api/analysis/${quoteId}/retry`));
  check('POST', '/api/upload-quote', await client.upload('/api/upload-quote', [], { projectType: 'roofing', contractorName: 'X' }));
});

test('real answers match the declared schemas: a comparison of two quotes, the list, its messages and report, and the refusals', async () => {
  const check = answerChecker(await contract());
  const { client } = await signUp();
  const quoteIds: string[] = [];
  for (const quote of comparisonQuotes.slice(0, 2)) {
    const upload = await client.upload('/api/upload-quote', [{ name: quote.fileName, type: 'application/pdf', data: await comparisonPdf(quote) }], {
      projectType: 'roofing',
      contractorName: quote.contractorName,
    });
    quoteIds.push(upload.body.quoteId);
  }
  for (const quoteId of quoteIds)
    await eventually(async () => ((await client.get(`/api/analysis/${quoteId}`)).body.status === 'complete' ? true : undefined), 60_000, 'the analysis');
  const created = await client.post('/api/comparisons', { quoteIds });
  check('POST', '/api/comparisons', created);
  check('GET', '/api/comparisons', await client.get('/api/comparisons'));
  check('GET', '/api/comparisons/{comparisonId}', await client.get(`/api/comparisons/${created.body.comparisonId}`));
  check('GET', '/api/comparisons/{comparisonId}', await client.get('/api/comparisons/no-such-comparison'));
  check('GET', '/api/comparisons/{comparisonId}/messages', await client.get(`/api/comparisons/${created.body.comparisonId}/messages`));
  check('GET', '/api/comparisons/{comparisonId}/report.pdf', await client.get(`/api/comparisons/${created.body.comparisonId}/report.pdf`));
  check('GET', '/api/analysis/{quoteId}/message', await client.get(`/api/analysis/${quoteIds[0]}/message`));
  check('GET', '/api/analysis/{quoteId}/message', await client.get('/api/analysis/no-such-quote/message'));
  check('POST', '/api/comparisons', await client.post('/api/comparisons', { quoteIds: quoteIds.slice(0, 1) }));
  check('POST', '/api/comparisons', await client.post('/api/comparisons', { quoteIds: ['not an id'] }));
});

test('real answers match the declared schemas: every admin report, and the refusals', async () => {
  const check = answerChecker(await contract());
  const admin = await signInAdmin();
  for (const path of ['/api/admin/users', '/api/admin/activity-logs', '/api/admin/analytics', '/api/admin/transactions', '/api/admin/export/users.csv']) {
    check('GET', path, await admin.get(path));
  }
  check('GET', '/api/admin/transactions', await admin.get('/api/admin/transactions?limit=ten'));
  check('GET', '/api/admin/users', await new Browserish().get('/api/admin/users'));
  check('GET', '/api/admin/users', await (await signUp()).client.get('/api/admin/users'));
});
