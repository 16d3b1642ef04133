// The gateway is thin: authenticate, validate at the edge, call services, map errors to HTTP.
import path from 'node:path';
import fs from 'node:fs';
import express from 'express';
import cookieParser from 'cookie-parser';
import { httpRequestDuration, withTrace, currentTraceId, type Logger } from '@qa/platform';
import type { GatewayConfig } from './config';
import type { Clients } from './clients';
import { readSession } from './http/session';
import { sessionChecks } from './http/session-checks';
import { visitorId } from './http/visitor';
import { refuseCrossSite } from './http/same-origin';
import { errorHandler } from './http/errors';
import { notFound } from './http/not-found';
import { securityHeaders } from './http/security-headers';
import { healthRoutes } from './routes/health';
import { configRoutes } from './routes/config';
import { authRoutes } from './routes/auth';
import { quotesRoutes } from './routes/quotes';
import { comparisonsRoutes } from './routes/comparisons';
import { messagesRoutes } from './routes/messages';
import { billingRoutes } from './routes/billing';
import { adminRoutes } from './routes/admin';
import { openApiRoutes } from './routes/openapi';

export function createApp(config: GatewayConfig, clients: Clients, log: Logger) {
  const app = express();
  const sessions = sessionChecks(clients.auth);
  const deps = { config, clients, log, sessions };
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);

  // Trace id and access log: one line per request, the id returned to the browser and passed to services.
  app.use((req, res, next) => {
    const incoming = req.headers['x-trace-id'];
    withTrace(typeof incoming === 'string' && incoming.length <= 64 ? incoming : undefined, () => {
      const start = process.hrtime.bigint();
      res.setHeader('x-trace-id', currentTraceId()!);
      res.on('finish', () => {
        const seconds = Number(process.hrtime.bigint() - start) / 1e9;
        const routePath = req.route?.path ? `${req.baseUrl}${req.route.path}` : req.path.startsWith('/api') ? 'unmatched' : 'static';
        httpRequestDuration.observe({ method: req.method, route: routePath, status: String(res.statusCode) }, seconds);
        if (req.path.startsWith('/api')) log.info({ method: req.method, path: req.path, status: res.statusCode, ms: Math.round(seconds * 1000) }, 'request');
      });
      next();
    });
  });
  app.use(securityHeaders());
  app.use(healthRoutes(deps));

  const api = express.Router();
  api.use(cookieParser());
  api.use(readSession(config, sessions));
  api.use(visitorId(config));
  api.use(refuseCrossSite(['/webhooks/']));
  // JSON bodies are small; uploads are multipart and streamed by the quotes routes; webhooks read the raw body.
  api.use((req, res, next) => (req.path.startsWith('/webhooks/') ? next() : express.json({ limit: '64kb' })(req, res, next)));
  api.use(openApiRoutes());
  api.use(configRoutes(deps));
  api.use(authRoutes(deps));
  api.use(quotesRoutes(deps));
  api.use(comparisonsRoutes(deps));
  api.use(messagesRoutes(deps));
  api.use(billingRoutes(deps));
  api.use(adminRoutes(deps));
  api.use(notFound(api));
  api.use(errorHandler(log));
  app.use('/api', api);

  if (config.WEB_DIST && fs.existsSync(path.join(config.WEB_DIST, 'index.html'))) {
    app.use(express.static(config.WEB_DIST, { index: false, maxAge: '1h' }));
    // Probes for metrics get a plain 404 here (they live on the internal HEALTH_PORT), not the web app.
    app.get('/metrics', (_req, res) => res.status(404).json({ message: 'Not found' }));
    // Single-page app: every other GET gets index.html, and the web app's router decides (including its 404).
    app.get(/.*/, (_req, res) => {
      res.setHeader('cache-control', 'no-cache');
      res.sendFile(path.join(config.WEB_DIST, 'index.html'));
    });
  }
  return app;
}
