// One mongoose connection per service, to that service's own database.
import mongoose from 'mongoose';
import type { Logger } from './logger';

export async function connectMongo(url: string, database: string, log: Logger): Promise<mongoose.Connection> {
  const conn = mongoose.createConnection(url, {
    dbName: database,
    serverSelectionTimeoutMS: 5000,
    autoIndex: true,
  });
  try {
    await conn.asPromise();
  } catch (err) {
    throw new Error(`cannot reach MongoDB at MONGO_URL=${redactUrl(url)}: ${(err as Error).message}`, { cause: err });
  }
  log.info({ database }, 'connected to MongoDB');
  return conn;
}

/** Builds every model's indexes now, so unique keys hold before the first request. */
export async function syncIndexes(conn: mongoose.Connection): Promise<void> {
  for (const model of Object.values(conn.models)) await model.createIndexes();
}

export async function mongoHealthy(conn: mongoose.Connection): Promise<boolean> {
  try {
    await conn.db?.admin().ping();
    return true;
  } catch {
    return false;
  }
}

export function redactUrl(url: string): string {
  return url.replace(/\/\/[^@/]+@/, '//***@');
}

/** E11000: a unique index said no. The way idempotency keys are enforced without transactions. */
export function isDuplicateKey(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: number }).code === 11000;
}
