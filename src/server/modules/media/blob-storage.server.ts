import path from 'node:path';
import { LocalBlobStorage, type BlobStorage } from './image-storage.server';
import { S3BlobStorage, type S3StorageOptions } from './s3-blob-storage.server';

export interface BlobStorageSettings {
  /** The data directory; local files go to `{dataDir}/uploads`. */
  dataDir: string;
  /** Object storage settings; when present every process reads and writes the same bucket. */
  s3?: S3StorageOptions | undefined;
}

/** Object storage when a bucket is configured, otherwise files on this machine's disk. */
export function createBlobStorage(settings: BlobStorageSettings): BlobStorage {
  return settings.s3 ? new S3BlobStorage(settings.s3) : new LocalBlobStorage(path.join(settings.dataDir, 'uploads'));
}
