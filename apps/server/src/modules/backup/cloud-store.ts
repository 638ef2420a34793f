import path from 'node:path';
import { FsBlobStore, type BlobStore } from './engine.ts';
import { createS3BlobStore, createS3Client, type S3Settings } from './s3-blob-store.ts';

/** Answers the server's cloud BlobStore of an organization (one engine repository each). */
export interface CloudStores {
  forOrganization(organizationId: number): BlobStore;
  readonly kind: 'filesystem' | 's3';
}

/** Filesystem under `DATA_DIR/blobs/org-<id>/` by default; S3 when configured. */
export function createCloudStores(options: { dataDir: string; s3?: S3Settings | undefined }): CloudStores {
  const cache = new Map<number, BlobStore>();
  const s3 = options.s3;
  const client = s3 ? createS3Client(s3) : undefined;
  return {
    kind: s3 ? 's3' : 'filesystem',
    forOrganization(organizationId) {
      let store = cache.get(organizationId);
      if (!store) {
        store =
          s3 && client
            ? createS3BlobStore(client, s3.bucket, `org-${organizationId}`)
            : new FsBlobStore(path.join(options.dataDir, 'blobs', `org-${organizationId}`));
        cache.set(organizationId, store);
      }
      return store;
    },
  };
}
