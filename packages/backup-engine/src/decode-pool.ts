/**
 * A small pool of decode workers (decode-worker.ts) for restores. Optional: without it the main
 * thread decodes. The worker is TypeScript, so a bootstrap registers the tsx loader (a dependency
 * of the agent) inside the worker first; a bundled agent would point `workerUrl` at built JS.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { BackupError, type BackupErrorCode } from './errors.ts';
import type { RepoKeys } from './keys.ts';
import type { Compression } from './types.ts';

export interface DecodeRequest {
  seq: number;
  sealed: Uint8Array;
  entries: { id: string; offset: number; length: number; rawLength: number; compression: Compression }[];
}

export interface DecodeReply {
  seq: number;
  plains?: Uint8Array[];
  error?: { message: string; code: string };
}

/** URL of tsx's ESM register API (its `import` export), also where import.meta.resolve is missing. */
function tsxApiUrl(): string {
  if (typeof import.meta.resolve === 'function') return import.meta.resolve('tsx/esm/api');
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
}

export class DecodePool {
  private readonly workers: Worker[];
  private readonly waiting = new Map<number, { resolve: (b: Buffer[]) => void; reject: (e: Error) => void }>();
  private seq = 0;
  private failure: Error | null = null;

  constructor(keys: RepoKeys, size: number, workerUrl = new URL('./decode-worker.ts', import.meta.url)) {
    this.workers = Array.from({ length: size }, () => {
      // The worker is TypeScript: a tiny CommonJS bootstrap registers tsx in the worker, then loads it.
      const boot = `import(${JSON.stringify(tsxApiUrl())}).then((m) => { m.register(); return import(${JSON.stringify(workerUrl.href)}); });`;
      const w = new Worker(boot, { eval: true, workerData: keys });
      w.on('message', (reply: DecodeReply) => this.settle(reply));
      w.on('error', (err) => this.fail(err));
      return w;
    });
  }

  /** Decodes the chunks of one sealed range; `sealed` must own its ArrayBuffer (it is transferred). */
  decode(sealed: Uint8Array, entries: DecodeRequest['entries']): Promise<Buffer[]> {
    if (this.failure) return Promise.reject(this.failure);
    const seq = this.seq++;
    const worker = this.workers[seq % this.workers.length] as Worker;
    return new Promise<Buffer[]>((resolve, reject) => {
      this.waiting.set(seq, { resolve, reject });
      const req: DecodeRequest = { seq, sealed, entries };
      worker.postMessage(req, [sealed.buffer as ArrayBuffer]);
    });
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private settle(reply: DecodeReply): void {
    const w = this.waiting.get(reply.seq);
    if (!w) return;
    this.waiting.delete(reply.seq);
    if (reply.error) w.reject(new BackupError(reply.error.code as BackupErrorCode, reply.error.message));
    else w.resolve((reply.plains ?? []).map((p) => Buffer.from(p.buffer, p.byteOffset, p.byteLength)));
  }

  private fail(err: Error): void {
    this.failure = err;
    for (const w of this.waiting.values()) w.reject(err);
    this.waiting.clear();
  }
}
