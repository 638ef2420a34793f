import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertBlobName, isPackId, packName, type BlobData, type BlobInfo, type BlobStore, type ByteRange } from '../engine.ts';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region?: string;
}

/** One S3 client per settings; path-style addressing so MinIO, s3rver and friends work. */
export function createS3Client(s3: S3Settings): S3Client {
  return new S3Client({
    endpoint: s3.endpoint,
    region: s3.region ?? 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKey, secretAccessKey: s3.secretKey },
    // S3-compatible servers often reject the newer default CRC checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

async function toBuffer(data: BlobData): Promise<Buffer> {
  if (data instanceof Uint8Array) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (Array.isArray(data)) return Buffer.concat(data as readonly Uint8Array[]);
  // PutObject needs a length up front; blobs are at most one pack (~16 MiB), so buffering is fine.
  const parts: Uint8Array[] = [];
  for await (const p of data as AsyncIterable<Uint8Array>) parts.push(p);
  return Buffer.concat(parts);
}

/**
 * The SHA-256 of a blob whose name says it: a pack is named by the hash of its bytes (the blob
 * routes check an agent's upload against its name before it is stored).
 */
function knownSha256(name: string): string | null {
  const id = name.slice(name.lastIndexOf('/') + 1);
  return isPackId(id) && packName(id) === name ? id : null;
}

/**
 * Signs a PutObject with a payload hash known beforehand instead of hashing the body again (for a
 * pack, its name): Signature V4 uses an `x-amz-content-sha256` header already present, and S3
 * checks it against the body, so a wrong one fails the upload instead of storing it. Measured in
 * bench/backup/e2e.ts, rehashing every pack was a large part of the server's extra CPU on S3.
 */
function withPayloadHash(command: PutObjectCommand, sha256Hex: string): PutObjectCommand {
  command.middlewareStack.add(
    (next) => (args) => {
      const request = args.request as { headers?: Record<string, string> };
      if (request.headers) request.headers['x-amz-content-sha256'] = sha256Hex;
      return next(args);
    },
    { step: 'build', name: 'knownPayloadSha256' },
  );
  return command;
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

function enoent(name: string): Error {
  return Object.assign(new Error(`blob not found: ${name}`), { code: 'ENOENT' });
}

/** Names of the "folders" directly under a key prefix (`org-1/devices` → `['12', '15']`). */
export async function listS3Folders(client: S3Client, bucket: string, prefix: string): Promise<string[]> {
  const folders: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/`, Delimiter: '/', ContinuationToken: token }));
    for (const p of page.CommonPrefixes ?? []) if (p.Prefix) folders.push(p.Prefix.slice(prefix.length + 1, -1));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return folders;
}

/** A store that answers an object (or range) as a Node stream of its own: S3's response body. */
export interface StreamingStore {
  openStream(name: string, range?: ByteRange): Promise<Readable>;
}

/** An engine BlobStore over an S3 bucket; each organization lives under its own key prefix. */
export function createS3BlobStore(client: S3Client, bucket: string, prefix: string): BlobStore & StreamingStore {
  const key = (name: string) => {
    assertBlobName(name);
    return `${prefix}/${name}`;
  };
  const getObject = async (name: string, range?: ByteRange) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(name), Range: range ? `bytes=${range.start}-${range.end - 1}` : undefined }));
    } catch (error) {
      if (isMissing(error)) throw enoent(name);
      throw error;
    }
  };
  return {
    /** The response body itself (a socket stream): nothing is buffered on the way to the agent. */
    async openStream(name, range) {
      if (range && range.end <= range.start) return Readable.from([]);
      const body = (await getObject(name, range)).Body;
      if (!body) return Readable.from([]);
      // On Node the SDK answers an IncomingMessage; anything else is iterated as the SDK documents.
      return body instanceof Readable ? body : Readable.from(body as unknown as AsyncIterable<Uint8Array>);
    },
    label: `s3:${bucket}/${prefix}`,
    async put(name, data) {
      const body = await toBuffer(data);
      const command = new PutObjectCommand({ Bucket: bucket, Key: key(name), Body: body, ContentLength: body.length });
      const sha256 = knownSha256(name);
      await client.send(sha256 ? withPayloadHash(command, sha256) : command);
    },
    async *get(name: string, range?: ByteRange) {
      if (range && range.end <= range.start) return;
      const body = (await getObject(name, range)).Body as AsyncIterable<Uint8Array> | undefined;
      if (body) for await (const piece of body) yield piece;
    },
    async head(name): Promise<BlobInfo | null> {
      try {
        const response = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(name) }));
        return { size: response.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async *list(listPrefix: string) {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/${listPrefix}/`, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key.slice(prefix.length + 1);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(name) }));
    },
  };
}
