import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { BlobStore } from './blob-store';

export interface S3Settings {
  bucket: string;
  /** Keys are stored under it ('' or 'realty/' ...), so one bucket can hold several installs. */
  prefix: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

const isNotFound = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Files in any S3-compatible store through the AWS SDK. Path-style addressing and checksums only when
 * an operation requires them, because MinIO, Ceph, R2 and older stores reject the SDK's newer defaults.
 */
export class S3BlobStore implements BlobStore {
  readonly description: string;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.description = `s3://${settings.bucket}/${settings.prefix}`;
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? {
            credentials: {
              accessKeyId: settings.accessKeyId,
              secretAccessKey: settings.secretAccessKey,
            },
          }
        : {}),
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.keyOf(key),
        Body: data,
        ContentType: contentType,
        ContentLength: data.length,
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }),
      );
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }));
  }

  async has(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  /**
   * Lists with the first version of the call, paging by the last key seen (Marker): every S3-compatible
   * store answers it, while version 2's continuation tokens fail in some (s3rver on OpenSSL 3 cannot make them).
   */
  async *keys(): AsyncIterable<string> {
    let after: string | undefined;
    for (;;) {
      const page = await this.client.send(
        new ListObjectsCommand({
          Bucket: this.settings.bucket,
          Prefix: this.settings.prefix,
          Marker: after,
        }),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      for (const key of keys) yield key.slice(this.settings.prefix.length);
      if (!page.IsTruncated || !keys.length) return;
      after = keys[keys.length - 1];
    }
  }

  close(): void {
    this.client.destroy();
  }

  private keyOf(key: string): string {
    return `${this.settings.prefix}${key}`;
  }
}
