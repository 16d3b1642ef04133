// Direct handles on the quote service's database and bucket for the tests of its stores.
import mongoose from 'mongoose';
import { namespaced, ObjectStore } from '@qa/platform';
import { testEnv } from '../../../test/support/env';

export function quoteBucket(): ObjectStore {
  const env = { S3_ENDPOINT: testEnv('S3_ENDPOINT'), S3_ACCESS_KEY: testEnv('S3_ACCESS_KEY'), S3_SECRET_KEY: testEnv('S3_SECRET_KEY'), S3_REGION: 'us-east-1' };
  return new ObjectStore(env, namespaced(testEnv('QA_NAMESPACE')).bucket('quote-files'));
}

/** A connection to a database of the given service in this test run's namespace. */
export async function serviceDb(service: string): Promise<mongoose.Connection> {
  const conn = mongoose.createConnection(testEnv('MONGO_URL'), { dbName: namespaced(testEnv('QA_NAMESPACE')).database(service) });
  await conn.asPromise();
  return conn;
}
