// Every error leaving the gateway goes through here: gRPC status → HTTP status and the user-facing message,
// with an error id that also appears in the log line.
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { httpFromGrpc, type Logger } from '@qa/platform';

/** Lets route handlers be async; a rejection reaches the error handler. */
export function route(fn: (req: Request, res: Response) => Promise<unknown>): RequestHandler {
  return (req, res, next) => {
    fn(req, res).catch(next);
  };
}

export function errorHandler(log: Logger) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const errorId = randomUUID();
    const body = err as { type?: string; status?: number };
    let { status, message } = httpFromGrpc(err);
    if (body?.type === 'entity.parse.failed') [status, message] = [400, 'Malformed JSON body'];
    if (body?.type === 'entity.too.large') [status, message] = [413, 'Request body too large'];
    // Errors Express raises itself carry their own 4xx status: a path that does not decode (/api/analysis/%00%ff).
    if (status === 500 && typeof body?.status === 'number' && body.status >= 400 && body.status < 500) {
      [status, message] = [body.status, body.status === 400 ? 'Malformed request' : 'Request refused'];
    }
    if (status >= 500) log.error({ err, errorId, path: req.path }, 'request failed');
    else log.info({ errorId, status, path: req.path, message }, 'request refused');
    if (res.headersSent) return res.end();
    res.status(status).json({ message, errorId });
  };
}
