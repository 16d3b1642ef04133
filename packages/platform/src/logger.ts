// Structured logs (pino) with a trace id that follows a request across HTTP, gRPC and Kafka.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import pino from 'pino';

const traceStore = new AsyncLocalStorage<{ traceId: string }>();

export function currentTraceId(): string | undefined {
  return traceStore.getStore()?.traceId;
}

/** Runs fn with a trace id (a new one if none is given); every log line inside carries it. */
export function withTrace<T>(traceId: string | undefined, fn: () => T): T {
  return traceStore.run({ traceId: traceId || randomUUID() }, fn);
}

export type Logger = pino.Logger;

export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    mixin() {
      const traceId = currentTraceId();
      return traceId ? { traceId } : {};
    },
    redact: ['password', '*.password', 'req.headers.cookie', 'token', '*.token'],
  });
}
