// Streams one uploaded file into the object store while holding at most SMALL_BYTES of it in memory.
//
// S3 must be told the length of every request body before the body, and the length of an upload is only known
// at its end; the minio client therefore collects a stream of unknown length whole before sending it
// (ObjectStore.put), and even a multipart upload must hold 5 MiB parts. Instead, a file is sent as it arrives:
//  - up to SMALL_BYTES (most PDFs) it is kept and sent as one PUT of its exact length;
//  - beyond that, it streams into a staging object declared at the upload limit (maxBytes, which the caller never
//    lets a file exceed), the remainder is padded with zeros, and the file's own bytes are then copied into place
//    server-side (a ranged part copy) and the staging object removed.
// Every write waits while the request cannot take more, so a slow store holds back the upload instead of memory.
import http from 'node:http';
import https from 'node:https';
import { once } from 'node:events';
import type { ObjectStore } from '@qa/platform';

export const SMALL_BYTES = 1024 * 1024;
const ZEROS = Buffer.alloc(64 * 1024);
const STAGING_URL_SECONDS = 15 * 60;

interface Staging {
  key: string;
  request: http.ClientRequest;
  /** Settles when the store has answered the staging PUT. */
  stored: Promise<void>;
}

export class ObjectWriter {
  private held: Buffer[] = [];
  private staging?: Staging;
  size = 0;

  constructor(
    private readonly store: ObjectStore,
    readonly key: string,
    private readonly contentType: string,
    private readonly maxBytes: number,
  ) {}

  async write(data: Buffer): Promise<void> {
    if (this.size + data.length > this.maxBytes) throw new Error(`${this.key}: more than the ${this.maxBytes} bytes allowed`);
    this.size += data.length;
    if (this.staging) return this.send(data);
    this.held.push(data);
    if (this.size <= SMALL_BYTES) return;
    this.staging = await this.openStaging();
    const held = Buffer.concat(this.held);
    this.held = [];
    await this.send(held);
  }

  /** Stores what was written as the object. */
  async finish(): Promise<void> {
    if (!this.staging) {
      await this.store.put(this.key, Buffer.concat(this.held), this.contentType);
      this.held = [];
      return;
    }
    const { key: stagingKey, request, stored } = this.staging;
    for (let left = this.maxBytes - this.size; left > 0; left -= ZEROS.length) await this.send(ZEROS.subarray(0, Math.min(left, ZEROS.length)));
    request.end();
    await stored;
    try {
      await this.copyIntoPlace(stagingKey);
    } finally {
      await this.store.remove(stagingKey);
    }
  }

  /** Gives up: drops what is held and cuts the staging upload short, which leaves no object. */
  async abort(): Promise<void> {
    this.held = [];
    if (!this.staging) return;
    this.staging.request.destroy();
    await this.staging.stored.catch(() => undefined);
  }

  private async openStaging(): Promise<Staging> {
    const key = `${this.key}.staging`;
    const url = new URL(await this.store.client.presignedPutObject(this.store.bucket, key, STAGING_URL_SECONDS));
    const request = (url.protocol === 'https:' ? https : http).request(url, { method: 'PUT', headers: { 'content-length': String(this.maxBytes) } });
    const stored = new Promise<void>((resolve, reject) => {
      request.on('response', (res) => {
        res.resume();
        if (res.statusCode === 200) resolve();
        else reject(new Error(`object store answered ${res.statusCode} to the staging upload of ${key}`));
      });
      request.on('error', reject);
    });
    stored.catch(() => undefined); // observed by the next write, finish or abort
    return { key, request, stored };
  }

  private async send(data: Buffer): Promise<void> {
    const { request, stored } = this.staging!;
    if (!request.write(data)) await Promise.race([once(request, 'drain'), stored]);
  }

  /** The file's bytes, and not the padding, become the object: one ranged part copy inside the store. */
  private async copyIntoPlace(stagingKey: string): Promise<void> {
    const { client, bucket } = this.store;
    const uploadId = await client.initiateNewMultipartUpload(bucket, this.key, { 'Content-Type': this.contentType });
    try {
      const { etag } = await client.uploadPart({
        bucketName: bucket,
        objectName: this.key,
        uploadID: uploadId,
        partNumber: 1,
        headers: { 'x-amz-copy-source': `${bucket}/${stagingKey}`, 'x-amz-copy-source-range': `bytes=0-${this.size - 1}` },
      });
      await client.completeMultipartUpload(bucket, this.key, uploadId, [{ part: 1, etag }]);
    } catch (err) {
      await client.abortMultipartUpload(bucket, this.key, uploadId).catch(() => undefined);
      throw err;
    }
  }
}
