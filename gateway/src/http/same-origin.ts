// State-changing calls must come from our own pages: a cross-site form or fetch is refused (CSRF defence on top
// of SameSite=Lax cookies). Webhooks, which are signed instead, are exempt.
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '@qa/platform';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function refuseCrossSite(exemptPrefixes: string[]) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (SAFE.has(req.method) || exemptPrefixes.some((p) => req.path.startsWith(p))) return next();
    if (req.headers['sec-fetch-site'] === 'cross-site') return next(new AppError('permission_denied', 'Cross-site request refused'));
    const origin = req.headers.origin;
    if (origin && origin !== 'null') {
      let host: string;
      try {
        host = new URL(origin).host;
      } catch {
        return next(new AppError('permission_denied', 'Cross-site request refused'));
      }
      if (host !== req.headers.host) return next(new AppError('permission_denied', 'Cross-site request refused'));
    } else if (origin === 'null') {
      return next(new AppError('permission_denied', 'Cross-site request refused'));
    }
    next();
  };
}
