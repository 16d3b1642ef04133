import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { ObjectStore } from '@qa/platform';
import { testEnv } from '../../../test/support/env';

test('puts and gets an object in MinIO, streaming the body', async () => {
  const store = new ObjectStore(
    { S3_ENDPOINT: testEnv('S3_ENDPOINT'), S3_ACCESS_KEY: testEnv('S3_ACCESS_KEY'), S3_SECRET_KEY: testEnv('S3_SECRET_KEY'), S3_REGION: 'us-east-1' },
    `${testEnv('QA_NAMESPACE')}-platform-test`,
  );
  await store.ensureBucket();
  await store.ensureBucket(); // idempotent
  const body = Buffer.from('%PDF-1.4 hello object store');
  await store.put('a/b.pdf', Readable.from([body.subarray(0, 5), body.subarray(5)]), 'application/pdf');
  assert.deepEqual(await store.getBuffer('a/b.pdf'), body);
  await store.remove('a/b.pdf');
  await assert.rejects(store.getBuffer('a/b.pdf'));
  assert.equal(await store.healthy(), true);
});
