import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3BlobStore } from '../platform/s3-blob-store';

/** s3rver accepts requests signed with these and only these. */
const CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * A real S3-protocol server (s3rver) on a free local port with one empty bucket, its objects in a
 * temporary directory: what the object-storage tests talk to through the AWS SDK, as production talks to
 * MinIO or S3.
 */
export async function startS3Server(bucket = 'realty-test') {
  const directory = await mkdtemp(path.join(tmpdir(), 'realty-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  /** The server settings that put uploads into this bucket under the prefix. */
  const env = (prefix: string): Record<string, string> => ({
    STORAGE_URL: `s3://${bucket}/${prefix}`,
    S3_ENDPOINT: endpoint,
    ...CREDENTIALS,
  });
  /** A client of the bucket under the prefix, to look at what the server stored. */
  const store = (prefix: string) =>
    new S3BlobStore({
      bucket,
      prefix: prefix ? `${prefix}/` : '',
      endpoint,
      region: 'us-east-1',
      accessKeyId: CREDENTIALS.S3_ACCESS_KEY_ID,
      secretAccessKey: CREDENTIALS.S3_SECRET_ACCESS_KEY,
    });
  return {
    endpoint,
    env,
    store,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
