// The S3-compatible object store (MinIO) holding quote files.
import { Client } from 'minio';
import type { Readable } from 'node:stream';

export interface ObjectStoreConfig {
  S3_ENDPOINT: string;
  S3_ACCESS_KEY: string;
  S3_SECRET_KEY: string;
  S3_REGION: string;
}

export class ObjectStore {
  readonly client: Client;
  constructor(
    config: ObjectStoreConfig,
    readonly bucket: string,
  ) {
    const url = new URL(config.S3_ENDPOINT);
    this.client = new Client({
      endPoint: url.hostname,
      port: Number(url.port) || (url.protocol === 'https:' ? 443 : 80),
      useSSL: url.protocol === 'https:',
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      region: config.S3_REGION,
      pathStyle: true,
    });
  }

  async ensureBucket(): Promise<void> {
    if (!(await this.client.bucketExists(this.bucket))) {
      try {
        await this.client.makeBucket(this.bucket);
      } catch (err) {
        // Another service may have created it between the check and the call.
        if (!/already own|exists/i.test((err as Error).message)) throw err;
      }
    }
  }

  /** Streams a body to the store without holding it in memory. */
  async put(key: string, body: Readable | Buffer, contentType: string): Promise<void> {
    await this.client.putObject(this.bucket, key, body, undefined, { 'Content-Type': contentType });
  }

  async getBuffer(key: string): Promise<Buffer> {
    const stream = await this.client.getObject(this.bucket, key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async remove(key: string): Promise<void> {
    await this.client.removeObject(this.bucket, key);
  }

  async healthy(): Promise<boolean> {
    try {
      await this.client.bucketExists(this.bucket);
      return true;
    } catch {
      return false;
    }
  }
}
