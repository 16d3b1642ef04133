// An anonymous visitor id cookie: limits anonymous previews to one per browser and links a preview to the
// account created afterwards (admin conversion funnel).
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { GatewayConfig } from '../config';

export const VISITOR_COOKIE = 'qa_visitor';

declare module 'express-serve-static-core' {
  interface Request {
    visitorId: string;
  }
}

export function visitorId(config: GatewayConfig) {
  return (req: Request, res: Response, next: NextFunction) => {
    let id = req.cookies?.[VISITOR_COOKIE];
    if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/.test(id)) {
      id = randomUUID();
      res.cookie(VISITOR_COOKIE, id, {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.APP_ENV === 'production',
        path: '/',
        maxAge: 365 * 24 * 3600 * 1000,
      });
    }
    req.visitorId = id;
    next();
  };
}

/** What the services are told about the caller. */
export function clientContext(req: Request) {
  return { ip: req.ip ?? '', visitorId: req.visitorId ?? '', userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300) };
}
