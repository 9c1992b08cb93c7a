import type * as S3Sdk from '@aws-sdk/client-s3';
import { UPLOAD_FILE_TYPES } from '../../../domain/images/upload-protocol';
import { unavailable } from '../../errors.server';
import { assertSafeFolder, assertSafeKey, type BlobStorage } from './image-storage.server';

export interface S3StorageOptions {
  bucket: string;
  /** `https://…` of an S3-compatible service (MinIO, R2, …); undefined is AWS itself. */
  endpoint?: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Folder inside the bucket (`shop-a/prod`), so several deployments can share one bucket. */
  prefix?: string | undefined;
  /** How long connecting may take before the store counts as unreachable. */
  connectionTimeoutMs?: number;
  /** How long one request may take in all. */
  requestTimeoutMs?: number;
}

const CONTENT_TYPES: Record<string, string> = {
  ...UPLOAD_FILE_TYPES,
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** Deletions go one key at a time (every S3-compatible service has DeleteObject), this many at once. */
const DELETE_CONCURRENCY = 8;

type S3Failure = { name?: string; $metadata?: { httpStatusCode?: number } };

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as S3Failure;
  if (name === 'NoSuchBucket') return false; // a missing bucket is a broken setup, not a missing picture
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/**
 * Pictures in an S3-compatible bucket, shared by every server process. Any failure other than
 * "no such key" (unreachable, timed out, refused credentials, missing bucket) becomes an
 * UNAVAILABLE refusal: the visitor gets a 503 to retry, the operator the cause in the log.
 */
export class S3BlobStorage implements BlobStorage {
  private readonly options: S3StorageOptions;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly where: string;
  /**
   * The SDK and its client, made at the first call: the SDK is loaded only by a server that
   * keeps its pictures in a bucket, and only once it touches one.
   */
  private connection: Promise<{ sdk: typeof S3Sdk; client: S3Sdk.S3Client }> | null = null;
  private closed = false;

  constructor(options: S3StorageOptions) {
    this.options = options;
    this.bucket = options.bucket;
    this.prefix = options.prefix ? `${options.prefix.replace(/^\/+|\/+$/g, '')}/` : '';
    if (this.prefix) assertSafeFolder(this.prefix);
    this.where = `bucket ${options.bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`;
  }

  private connect(): Promise<{ sdk: typeof S3Sdk; client: S3Sdk.S3Client }> {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => {
      const options = this.options;
      const client = new sdk.S3Client({
        region: options.region,
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
        // MinIO, R2 and older S3-compatible servers: bucket in the path, and no checksums they
        // do not understand (recent SDKs send them by default and those servers refuse them).
        forcePathStyle: true,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // A visitor waits for this: fail soon and let them retry, rather than hang.
        maxAttempts: 2,
        requestHandler: {
          connectionTimeout: options.connectionTimeoutMs ?? 2_000,
          requestTimeout: options.requestTimeoutMs ?? 10_000,
          throwOnRequestTimeout: true,
        },
      });
      // Closed while the SDK was loading: nothing may hold connections open after close().
      if (this.closed) client.destroy();
      return { sdk, client };
    });
    return this.connection;
  }

  private objectKey(key: string): string {
    return `${this.prefix}${assertSafeKey(key)}`;
  }

  private failed(action: string, key: string, error: unknown): Error {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return unavailable('error.storage.unavailable', new Error(`Object storage (${this.where}) failed to ${action} ${key}: ${reason}`, { cause: error }));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const Key = this.objectKey(key);
    const extension = key.slice(key.lastIndexOf('.') + 1);
    try {
      const { sdk, client } = await this.connect();
      await client.send(new sdk.PutObjectCommand({ Bucket: this.bucket, Key, Body: bytes, ContentType: (Object.hasOwn(CONTENT_TYPES, extension) ? CONTENT_TYPES[extension] : undefined) ?? 'application/octet-stream' }));
    } catch (error) {
      throw this.failed('store', Key, error);
    }
  }

  async get(key: string): Promise<Buffer | null> {
    const Key = this.objectKey(key);
    try {
      const { sdk, client } = await this.connect();
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key }));
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      throw this.failed('read', Key, error);
    }
  }

  async exists(key: string): Promise<boolean> {
    const Key = this.objectKey(key);
    try {
      const { sdk, client } = await this.connect();
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw this.failed('look up', Key, error);
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    const pending = keys.map((key) => this.objectKey(key));
    const worker = async (): Promise<void> => {
      for (let Key = pending.pop(); Key !== undefined; Key = pending.pop()) {
        try {
          const { sdk, client } = await this.connect();
          await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key }));
        } catch (error) {
          if (!isMissing(error)) throw this.failed('delete', Key, error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(DELETE_CONCURRENCY, pending.length) }, worker));
  }

  async list(folder: string): Promise<string[]> {
    const Prefix = `${this.prefix}${assertSafeFolder(folder)}`;
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    try {
      const { sdk, client } = await this.connect();
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key?.startsWith(Prefix)) keys.push(object.Key.slice(this.prefix.length));
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    } catch (error) {
      throw this.failed('list', Prefix, error);
    }
    return keys;
  }

  /** Lets go of pooled connections (tests, shutdown). */
  close(): void {
    this.closed = true;
    void this.connection?.then(({ client }) => client.destroy(), () => undefined);
  }
}
