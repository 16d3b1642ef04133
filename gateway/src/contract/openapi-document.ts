// Builds the OpenAPI 3.1 document of /api from the operation table and the zod schemas (served at
// GET /api/openapi.json). JSON Schema 2020-12 is OpenAPI 3.1's own schema dialect, so zod's converter output is
// used as it is: requests as input (defaults optional), responses as output (exact properties).
import { z } from 'zod';
import { operations, type Operation } from './operations';
import { requestSchemas, responseSchemas } from './schemas';
import { SESSION_COOKIE } from '../http/session';
import { VISITOR_COOKIE } from '../http/visitor';

type Json = Record<string, unknown>;

const ERROR_REF = { $ref: '#/components/schemas/Error' };
const componentUri = (id: string) => `#/components/schemas/${id}`;

/** The registry's schemas as components, without the per-schema $schema/$id the converter adds. */
function components(registry: typeof requestSchemas, io: 'input' | 'output'): Record<string, Json> {
  const { schemas } = z.toJSONSchema(registry, { target: 'draft-2020-12', io, uri: componentUri, unrepresentable: 'throw' }) as { schemas: Record<string, Json> };
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _s, $id: _i, ...schema }]) => [id, schema]));
}

function ref(schema: z.ZodType): Json {
  const id = requestSchemas.get(schema)?.id ?? responseSchemas.get(schema)?.id;
  if (!id) throw new Error('an operation names a schema that is not registered in contract/schemas.ts');
  return { $ref: componentUri(id) };
}

function inline(schema: z.ZodType): Json {
  const { $schema: _s, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'throw' }) as Json;
  return json;
}

/** Express `/analysis/:quoteId` → OpenAPI `/api/analysis/{quoteId}`. */
export const openApiPath = (expressPath: string) => `/api${expressPath.replace(/:(\w+)/g, '{$1}')}`;

function parameters(op: Operation): Json[] {
  const params: Json[] = Object.entries(op.pathParams ?? {}).map(([name, schema]) => ({ name, in: 'path', required: true, schema: inline(schema) }));
  for (const [name, field] of Object.entries(op.query?.shape ?? {})) {
    const schema = inline(field as z.ZodType);
    params.push({ name, in: 'query', required: false, ...(schema.description ? { description: schema.description } : {}), schema });
  }
  if (op.body?.kind === 'stripe-webhook') params.push({ name: 'Stripe-Signature', in: 'header', required: true, schema: { type: 'string' } });
  return params;
}

function requestBody(op: Operation): Json | undefined {
  const body = op.body;
  if (!body) return undefined;
  if (body.kind === 'json') return { required: !body.optional, content: { 'application/json': { schema: ref(body.schema) } } };
  if (body.kind === 'multipart') {
    return { required: true, content: { 'multipart/form-data': { schema: ref(body.schema), encoding: { files: { contentType: 'application/pdf, image/png, image/jpeg' } } } } };
  }
  return { required: true, description: "Stripe's event, read as raw bytes to check the signature", content: { 'application/json': { schema: { type: 'object' } } } };
}

function responses(op: Operation): Json {
  const ok: Json = { description: op.ok.description };
  if (op.ok.schema) ok.content = { 'application/json': { schema: ref(op.ok.schema) } };
  if (op.ok.media) ok.content = { [op.ok.media]: { schema: { type: 'string' } } };
  if (op.ok.setsSession) ok.headers = { 'Set-Cookie': { description: `${SESSION_COOKIE}=<session token>; HttpOnly; SameSite=Lax`, schema: { type: 'string' } } };

  const refusals: Record<number, string[]> = {};
  const add = (status: number, why: string) => (refusals[status] ??= []).push(why);
  for (const [status, why] of Object.entries(op.refusals ?? {})) add(Number(status), why);
  if (op.access !== 'public') add(401, 'signed out, or the session was revoked ("Unauthorized")');
  if (op.access === 'admin') add(403, 'signed in without the admin role ("Admin access required")');
  if (op.method === 'post' && op.body?.kind !== 'stripe-webhook') add(403, 'a cross-site request (Origin or Sec-Fetch-Site)');
  if (op.body?.kind === 'json') {
    add(400, 'a body that is not JSON ("Malformed JSON body")');
    add(413, 'a body over 64 KB');
  }
  add(503, 'a service is unavailable; try again');
  add(504, 'a service did not answer in time; try again');

  const answers: Json = { [op.ok.status]: ok };
  for (const [status, why] of Object.entries(refusals)) answers[status] = { description: why.join('; '), content: { 'application/json': { schema: ERROR_REF } } };
  return answers;
}

function security(access: Operation['access']): Json[] {
  // public operations read a session when there is one (the same call, for that user), so both are listed.
  return access === 'public' ? [{}, { session: [] }] : [{ session: [] }];
}

export function buildOpenApiDocument(version: string): Json {
  const paths: Record<string, Json> = {};
  for (const op of operations) {
    const entry = (paths[openApiPath(op.path)] ??= {});
    const params = parameters(op);
    entry[op.method] = {
      operationId: op.operationId,
      summary: op.summary,
      tags: [op.tag],
      security: security(op.access),
      ...(params.length ? { parameters: params } : {}),
      ...(op.body ? { requestBody: requestBody(op) } : {}),
      responses: responses(op),
    };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Quote Analyzer REST API',
      version,
      description:
        'The contract between the web app and the gateway (docs/api.md). JSON unless stated. Errors: the HTTP status and ' +
        '`{ message, errorId }`. The session is the httpOnly `qa_session` cookie set by register, login and reset-password; ' +
        `the \`${VISITOR_COOKIE}\` cookie identifies an anonymous browser. State-changing calls from another site are refused with 403. ` +
        'A path no route serves is 404, a method a path does not serve 405 with `Allow`.',
    },
    servers: [{ url: '/' }],
    tags: ['meta', 'account', 'quotes', 'billing', 'admin'].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ...components(requestSchemas, 'input'), ...components(responseSchemas, 'output') },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'the signed session token the gateway sets at sign-in' },
      },
    },
  };
}
