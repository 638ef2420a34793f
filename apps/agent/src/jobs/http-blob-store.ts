/**
 * The cloud target: the engine's BlobStore over the server's `/api/agent/blobs` routes. It is
 * append-only: the server refuses to replace a blob with other content (409) and offers no delete;
 * only the server removes cloud data (decision 0013).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { assertBlobName, type BlobData, type BlobInfo, type BlobStore, type ByteRange } from './engine.ts';
import type { TokenBucket } from './throttle.ts';

export interface HttpBlobStoreOptions {
  serverUrl: string;
  credential: string;
  /**
   * The job the requests serve: the server picks the repository from it (a restore reads the
   * snapshot's repository, which may be another device's or the organization's).
   */
  jobUid?: string;
  /** Shared upload throttle (the organization's bandwidth limit). */
  throttle?: TokenBucket;
  /** Cancels requests in flight (the job's signal). */
  signal?: AbortSignal;
  /** Attempts after the first on network errors, 429 and 5xx (default: about 45 s of retrying). */
  retries?: number;
  retryBaseMs?: number;
  fetch?: typeof fetch;
}

/**
 * Enough retries (backoff 0.25 s doubling to 5 s) to ride out a server restart of half a minute or
 * so: failing the job sooner would only make the next run resume it.
 */
const DEFAULT_RETRIES = 12;

/** An HTTP answer the store does not retry (4xx other than 404 where absence is expected). */
export class BlobHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Names the job a blob request serves (the server's blobs routes read it). */
export const JOB_HEADER = 'x-outpost-job';

const notFound = (name: string): Error => Object.assign(new Error(`${name}: not found on the cloud store`), { code: 'ENOENT' });
const retryableStatus = (s: number): boolean => s === 429 || s >= 500;

/** Splits parts into throttled slices as a request body stream. */
function bodyStream(parts: readonly Uint8Array[], throttle: TokenBucket | undefined, signal: AbortSignal | undefined): ReadableStream<Uint8Array> {
  let i = 0;
  let off = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      while (i < parts.length && off >= (parts[i] as Uint8Array).length) {
        i++;
        off = 0;
      }
      const part = parts[i];
      if (!part) return controller.close();
      const n = Math.min(throttle?.sliceSize() ?? part.length, part.length - off);
      await throttle?.take(n, signal);
      controller.enqueue(part.subarray(off, off + n));
      off += n;
    },
  });
}

/** The end (exclusive) of a `Content-Range: bytes a-b/size` answer; undefined when absent or unreadable. */
function rangeEnd(header: string | null): number | undefined {
  const m = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(header?.trim() ?? '');
  return m ? Number(m[2]) + 1 : undefined;
}

async function collect(data: AsyncIterable<Uint8Array>): Promise<Uint8Array[]> {
  const parts: Uint8Array[] = [];
  for await (const p of data) parts.push(p);
  return parts;
}

/** BlobStore over HTTP with retries (backoff) and the upload throttle; one instance per job. */
export class HttpBlobStore implements BlobStore {
  readonly label = 'cloud';
  private readonly fetch: typeof fetch;

  constructor(private readonly opts: HttpBlobStoreOptions) {
    this.fetch = opts.fetch ?? globalThis.fetch;
  }

  private url(name: string): URL {
    assertBlobName(name);
    return new URL(`/api/agent/blobs/${name.split('/').map(encodeURIComponent).join('/')}`, this.opts.serverUrl);
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { authorization: `Bearer ${this.opts.credential}`, ...(this.opts.jobUid ? { [JOB_HEADER]: this.opts.jobUid } : {}), ...extra };
  }

  private async backoff(attempt: number): Promise<void> {
    const ms = Math.min(5000, (this.opts.retryBaseMs ?? 250) * 2 ** attempt);
    await sleep(ms * (0.75 + Math.random() * 0.5), undefined, this.opts.signal ? { signal: this.opts.signal } : undefined);
  }

  /** One request with retries; `init` is a factory because a stream body can be sent only once. */
  private async request(url: URL, init: () => RequestInit): Promise<Response> {
    const retries = this.opts.retries ?? DEFAULT_RETRIES;
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await this.fetch(url, { ...init(), signal: this.opts.signal ?? null });
      } catch (err) {
        if (this.opts.signal?.aborted || attempt >= retries) throw err;
        await this.backoff(attempt);
        continue;
      }
      if (!retryableStatus(res.status) || attempt >= retries) return res;
      await res.body?.cancel().catch(() => undefined);
      await this.backoff(attempt);
    }
  }

  private async fail(res: Response, what: string): Promise<never> {
    const text = await res.text().catch(() => '');
    throw new BlobHttpError(res.status, `cloud store: ${what} answered ${res.status}${text ? `: ${text.slice(0, 200)}` : ''}`);
  }

  async put(name: string, data: BlobData): Promise<void> {
    const url = this.url(name);
    // Streams are buffered once so a failed attempt can be sent again (blobs are at most a pack).
    const parts: readonly Uint8Array[] =
      data instanceof Uint8Array ? [data] : Array.isArray(data) ? (data as readonly Uint8Array[]) : await collect(data as AsyncIterable<Uint8Array>);
    const size = parts.reduce((a, p) => a + p.length, 0);
    const res = await this.request(
      url,
      () =>
        ({
          method: 'PUT',
          // x-blob-size lets the server refuse a body cut short (chunked uploads carry no length).
          headers: this.headers({ 'content-type': 'application/octet-stream', 'x-blob-size': String(size) }),
          body: bodyStream(parts, this.opts.throttle, this.opts.signal),
          duplex: 'half',
        }) as RequestInit,
    );
    if (!res.ok) await this.fail(res, `PUT ${name}`);
    await res.body?.cancel().catch(() => undefined);
  }

  async *get(name: string, range?: ByteRange): AsyncIterable<Uint8Array> {
    if (range && range.end <= range.start) return;
    const url = this.url(name);
    let pos = range?.start ?? 0;
    let end = range?.end;
    const retries = this.opts.retries ?? DEFAULT_RETRIES;
    // A read cut mid-way resumes from the last byte received with a Range request.
    for (let attempt = 0; ; attempt++) {
      const ranged = range !== undefined || pos > 0;
      const res = await this.request(url, () => ({ headers: this.headers(ranged ? { range: `bytes=${pos}-${end !== undefined ? end - 1 : ''}` } : {}) }));
      if (res.status === 404) {
        await res.body?.cancel().catch(() => undefined);
        throw notFound(name);
      }
      if (res.status === 416) {
        // The range starts at or past the blob's end: nothing (more) to read.
        await res.body?.cancel().catch(() => undefined);
        return;
      }
      if (!res.ok) await this.fail(res, `GET ${name}`);
      // A server that ignores Range answers 200 with the whole blob: skip to where we are.
      let skip = res.status === 200 ? pos : 0;
      if (end === undefined && res.status === 200 && res.headers.get('content-length')) end = Number(res.headers.get('content-length'));
      // A blob shorter than the range asked: the answer says where it ends, and a reader sees the
      // short read (a truncated pack) instead of retrying for bytes that do not exist.
      const served = res.status === 206 ? rangeEnd(res.headers.get('content-range')) : undefined;
      if (served !== undefined && (end === undefined || served < end)) end = served;
      try {
        for await (const raw of res.body ?? []) {
          let piece = raw as Uint8Array;
          if (skip > 0) {
            const n = Math.min(skip, piece.length);
            piece = piece.subarray(n);
            skip -= n;
          }
          if (end !== undefined && pos + piece.length > end) piece = piece.subarray(0, end - pos);
          if (piece.length === 0) continue;
          pos += piece.length;
          yield piece;
          if (end !== undefined && pos >= end) return;
        }
        if (end === undefined || pos >= end) return;
        throw new Error(`${name}: connection closed at byte ${pos} of ${end}`);
      } catch (err) {
        if (this.opts.signal?.aborted || attempt >= retries) throw err;
        await this.backoff(attempt);
      }
    }
  }

  /**
   * Reads a byte range into `target`: the restore's fetch plan reads large pack ranges this way,
   * into memory it reuses (fetch-plan.ts). Answers the bytes read: fewer when the blob ends first.
   */
  async readInto(name: string, range: ByteRange, target: Buffer): Promise<number> {
    if (target.length < range.end - range.start) throw new RangeError('target buffer too small');
    let at = 0;
    for await (const piece of this.get(name, range)) {
      target.set(piece, at);
      at += piece.length;
    }
    return at;
  }

  async head(name: string): Promise<BlobInfo | null> {
    const res = await this.request(this.url(name), () => ({ method: 'HEAD', headers: this.headers() }));
    if (res.status === 404) return null;
    if (!res.ok) await this.fail(res, `HEAD ${name}`);
    return { size: Number(res.headers.get('content-length') ?? 0) };
  }

  async *list(prefix: string): AsyncIterable<string> {
    let cursor: string | undefined;
    do {
      const url = new URL('/api/agent/blobs', this.opts.serverUrl);
      url.searchParams.set('prefix', prefix);
      if (cursor) url.searchParams.set('cursor', cursor);
      const res = await this.request(url, () => ({ headers: this.headers() }));
      if (!res.ok) await this.fail(res, `list ${prefix}`);
      const body = (await res.json()) as { names?: unknown; nextCursor?: unknown };
      if (!Array.isArray(body.names)) throw new Error(`cloud store: list ${prefix} answered without names`);
      for (const n of body.names) if (typeof n === 'string') yield n;
      cursor = typeof body.nextCursor === 'string' && body.nextCursor ? body.nextCursor : undefined;
    } while (cursor);
  }
}
