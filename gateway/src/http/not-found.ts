// The end of the /api router: a path no route serves is a JSON 404, a path served only with other methods a
// 405 naming them (Allow), both with an error id like every other refusal.
import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response, Router } from 'express';

interface Layer {
  route?: { methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  match(path: string): boolean;
}

/** The methods the routes of `router` (and the routers mounted in it) serve for `path`. */
function methodsFor(stack: Layer[], path: string, found = new Set<string>()): Set<string> {
  for (const layer of stack) {
    if (layer.route) {
      if (layer.match(path)) for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') found.add(method.toUpperCase());
    } else if (layer.handle?.stack && layer.match(path)) methodsFor(layer.handle.stack, path, found);
  }
  return found;
}

export function notFound(router: Router): RequestHandler {
  return (req: Request, res: Response) => {
    const allowed = methodsFor((router as unknown as { stack: Layer[] }).stack, req.path);
    if (allowed.has('GET')) allowed.add('HEAD');
    const errorId = randomUUID();
    if (allowed.size) {
      res.setHeader('allow', [...allowed].sort().join(', '));
      return res.status(405).json({ message: `Method ${req.method} is not allowed here`, errorId });
    }
    res.status(404).json({ message: 'Not found', errorId });
  };
}
