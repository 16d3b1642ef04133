// Sessions: a JWT in an httpOnly cookie carrying the user id, role and session version. The gateway checks the
// signature itself, and asks the auth service (one cheap gRPC call) whether that session version is still current,
// so a logout or a password reset ends every older session at once.
import type { NextFunction, Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import { status as GrpcStatus } from '@grpc/grpc-js';
import { AppError } from '@qa/platform';
import type { GatewayConfig } from '../config';
import type { Clients } from '../clients';

export const SESSION_COOKIE = 'qa_session';
const SESSION_DAYS = 30;

export interface SessionClaims {
  sub: string;
  sv: number;
  role: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    session?: SessionClaims;
    user?: { id: string; email: string; firstName: string; lastName: string; role: string };
  }
}

export function sessionCookieOptions(config: GatewayConfig) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.APP_ENV === 'production',
    path: '/',
    maxAge: SESSION_DAYS * 24 * 3600 * 1000,
  };
}

export function setSession(res: Response, config: GatewayConfig, token: string) {
  res.cookie(SESSION_COOKIE, token, sessionCookieOptions(config));
}

export function clearSession(res: Response, config: GatewayConfig) {
  const { maxAge: _maxAge, ...opts } = sessionCookieOptions(config);
  res.clearCookie(SESSION_COOKIE, opts);
}

/**
 * Reads the session cookie: a valid signature, and a session version the auth service still honours (logout and
 * password reset revoke older sessions everywhere at once). Sets req.session and req.user only for a live session;
 * a revoked or forged cookie is dropped and the request goes on as signed out.
 */
export function readSession(config: GatewayConfig, clients: Clients) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const claims = verifyToken(req.cookies?.[SESSION_COOKIE], config);
    if (!claims) return next();
    try {
      const user = await clients.auth.call.GetUser({ userId: claims.sub, sessionVersion: claims.sv }, { deadlineMs: 3000 });
      req.session = { ...claims, role: user.role };
      req.user = { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role };
      next();
    } catch (err) {
      const code = (err as { code?: number }).code;
      if (code === GrpcStatus.UNAUTHENTICATED || code === GrpcStatus.NOT_FOUND) {
        clearSession(res, config);
        return next();
      }
      next(err);
    }
  };
}

function verifyToken(token: unknown, config: GatewayConfig): SessionClaims | undefined {
  if (typeof token !== 'string' || !token) return undefined;
  try {
    const claims = jwt.verify(token, config.JWT_SECRET, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    if (typeof claims.sub === 'string' && typeof claims.sv === 'number') return { sub: claims.sub, sv: claims.sv, role: String(claims.role ?? 'user') };
  } catch {
    // expired or forged: treated as signed out
  }
  return undefined;
}

export function requireUser(req: Request, _res: Response, next: NextFunction) {
  if (!req.session) return next(new AppError('unauthenticated', 'Unauthorized'));
  next();
}

/** The admin role, as the auth service holds it now (never the browser's word). */
export function requireAdmin(req: Request, _res: Response, next: NextFunction) {
  if (!req.user) return next(new AppError('unauthenticated', 'Unauthorized'));
  if (req.user.role !== 'admin') return next(new AppError('permission_denied', 'Admin access required'));
  next();
}
