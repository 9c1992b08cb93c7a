import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../../src/server/modules/media';

/** s3rver checks signatures against this key pair. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** Settings for the storage (or `AppConfig.s3`) pointing at this server's bucket. */
  settings(prefix?: string): Required<Pick<S3StorageOptions, 'bucket' | 'region' | 'accessKeyId' | 'secretAccessKey'>> & { endpoint: string; prefix: string | undefined };
  /** Every key in the bucket, as the object store holds it. */
  keys(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

/** A real S3-protocol server on a loopback port, its data in a temp directory, with one empty bucket. */
export async function startS3TestServer(bucket = 'etalase-test'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    credentials: CREDENTIALS,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    endpoint,
    bucket,
    settings: (prefix) => ({ endpoint, bucket, region: 'us-east-1', ...CREDENTIALS, prefix }),
    async keys(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
