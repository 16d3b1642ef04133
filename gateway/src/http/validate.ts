// Validation at the edge with the contract's own schemas (contract/schemas.ts), so what the OpenAPI document says
// is what the gateway enforces. A refusal is a 400 with the schema's message.
import type { Request } from 'express';
import { z } from 'zod';
import { AppError } from '@qa/platform';

function refuse(error: z.ZodError): never {
  throw new AppError('invalid_argument', error.issues[0]?.message ?? 'Invalid request');
}

/**
 * The JSON body, which the contract says is an object: no body at all counts as an empty one, and a JSON array
 * is refused (the fuzzer found `[null, null]` accepted as if it were `{}`).
 */
export function parseBody<S extends z.ZodObject>(schema: S, req: Request): z.output<S> {
  const body: unknown = req.body ?? {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new AppError('invalid_argument', 'The request body must be a JSON object');
  const parsed = schema.safeParse(body);
  if (!parsed.success) refuse(parsed.error);
  return parsed.data;
}

/** Whether a query field holds a number (under its default or optional wrapper). */
function isNumeric(field: z.ZodType): boolean {
  let inner: z.ZodType = field;
  while (inner instanceof z.ZodDefault || inner instanceof z.ZodOptional) inner = inner.unwrap() as z.ZodType;
  return inner instanceof z.ZodNumber;
}

/**
 * The query string, one value per parameter the schema names (a repeated one is refused, an empty one counts as
 * absent) and digits only for numbers ("1e2", " 5" and "0x10" are not numbers here).
 */
export function parseQuery<S extends z.ZodObject>(schema: S, req: Request): z.output<S> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const value = req.query[name];
    if (value === undefined || value === '') continue;
    if (typeof value !== 'string') throw new AppError('invalid_argument', `${name} must be given once`);
    values[name] = isNumeric(field) ? (/^\d{1,15}$/.test(value) ? Number(value) : Number.NaN) : value;
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) refuse(parsed.error);
  return parsed.data;
}
