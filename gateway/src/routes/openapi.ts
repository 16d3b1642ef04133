// GET /api/openapi.json: the REST contract as OpenAPI 3.1, generated once from the schemas the gateway validates
// with (contract/).
import { createRequire } from 'node:module';
import { Router } from 'express';
import { buildOpenApiDocument } from '../contract/openapi-document';

const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

export function openApiRoutes(): Router {
  const router = Router();
  const document = buildOpenApiDocument(version);
  router.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  return router;
}
