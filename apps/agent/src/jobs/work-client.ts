/** HTTP+JSON client for the backup side of the agent channel (work, jobs, commands, key). */
import {
  agentBackupJobSchema,
  agentScriptBodySchema,
  type AgentScriptResult,
  agentWorkSchema,
  backupKeySchema,
  errorBodySchema,
  jobProgressAnswerSchema,
  type AgentWork,
  type JobComplete,
} from '@outpost/contracts';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ServerError } from '../api-client.ts';

export type JobProgressBody = { filesProcessed: number; filesTotal: number; bytesProcessed: number; bytesTotal: number };
export type AgentBackupJob = z.infer<typeof agentBackupJobSchema>;
const planListSchema = z.object({ plans: z.array(z.object({ uid: z.string(), name: z.string() })) });
export type PlanSummary = z.infer<typeof planListSchema>['plans'][number];

/** JSON as UTF-8 pieces, read as they are sent (a backup's snapshot, decompressed as it goes). */
export interface JsonPieces {
  pieces(): AsyncIterable<Uint8Array>;
}

/**
 * JSON made already, sent as is inside a request body (a backup's snapshot: the engine serialized
 * it to store it): a string, or pieces streamed into the body so the whole JSON is never in memory
 * (~35 MiB for 100,000 files, and as much again for the body around it; issue 28).
 */
export class RawJson {
  constructor(readonly json: string | JsonPieces) {}
}

/** A request body: JSON text, or its UTF-8 bytes streamed when a RawJson comes in pieces. */
export type RequestBody = string | AsyncIterable<Uint8Array>;

/**
 * A request body as JSON, RawJson values spliced in as they are (never parsed or serialized
 * again). Each stands in the serialized body as a string no other value can be (a random tag
 * between NUL characters) until it is replaced by its JSON.
 */
export function serializeBody(body: unknown): RequestBody {
  const raw: RawJson[] = [];
  const tag = randomUUID();
  const text = JSON.stringify(body, (_key, value: unknown) => (value instanceof RawJson ? `\u0000${tag}:${raw.push(value) - 1}\u0000` : value));
  if (raw.length === 0) return text;
  const placeholder = new RegExp(`"\\\\u0000${tag}:(\\d+)\\\\u0000"`, 'g');
  if (raw.every((r) => typeof r.json === 'string')) return text.replace(placeholder, (_match, i: string) => raw[Number(i)]?.json as string);
  const parts: (string | RawJson)[] = [];
  let at = 0;
  for (const m of text.matchAll(placeholder)) {
    parts.push(text.slice(at, m.index), raw[Number(m[1])] as RawJson);
    at = m.index + m[0].length;
  }
  parts.push(text.slice(at));
  return bodyPieces(parts);
}

async function* bodyPieces(parts: readonly (string | RawJson)[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) {
    if (typeof part === 'string') yield Buffer.from(part);
    else if (typeof part.json === 'string') yield Buffer.from(part.json);
    else yield* part.json.pieces();
  }
}

/** A body fetch takes: the text, or a stream pulling the pieces one at a time. */
function fetchBody(body: RequestBody): string | ReadableStream<Uint8Array> {
  if (typeof body === 'string') return body;
  const pieces = body[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await pieces.return?.();
    },
  });
}

/** Creates the client; `fetchImpl` lets tests observe requests. */
export function createWorkClient(serverUrl: string, credential: string, fetchImpl: typeof fetch = globalThis.fetch) {
  async function call<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    body?: unknown,
    opts: { signal?: AbortSignal; timeoutMs?: number } = {},
  ): Promise<z.output<S>> {
    const timeout = AbortSignal.timeout(opts.timeoutMs ?? 15_000);
    const response = await fetchImpl(new URL(path, serverUrl), {
      method,
      headers: { authorization: `Bearer ${credential}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      // A streamed body (a snapshot in pieces) is sent as it is read: `duplex` says so to fetch.
      ...(body === undefined ? {} : { body: fetchBody(serializeBody(body)), duplex: 'half' }),
      signal: opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout,
    });
    const json: unknown = await response.json().catch(() => ({}));
    if (!response.ok) {
      const error = errorBodySchema.safeParse(json);
      throw new ServerError(
        response.status,
        error.success ? error.data.resultCode : 'HTTP_ERROR',
        error.success ? error.data.message : `Server answered ${response.status}`,
      );
    }
    return schema.parse(json);
  }
  const anything = z.unknown();

  return {
    /** The 32-byte key of the repository this device, or one of its jobs, uses (keep in memory only). */
    backupKey: async (jobUid?: string): Promise<Buffer> => {
      const query = jobUid ? `?jobUid=${encodeURIComponent(jobUid)}` : '';
      const key = Buffer.from((await call('GET', `/api/agent/backup/key${query}`, backupKeySchema)).keyBase64, 'base64');
      if (key.length !== 32) throw new Error('The server sent a backup key of the wrong length');
      return key;
    },
    /** Long poll for work; `acceptJobs: false` while a job runs so the server keeps the rest queued. */
    work: (waitSeconds: number, acceptJobs: boolean, signal?: AbortSignal): Promise<AgentWork> =>
      call('GET', `/api/agent/work?waitSeconds=${waitSeconds}&acceptJobs=${acceptJobs ? 1 : 0}`, agentWorkSchema, undefined, {
        ...(signal ? { signal } : {}),
        timeoutMs: (waitSeconds + 20) * 1000,
      }),
    progress: async (jobUid: string, progress: JobProgressBody): Promise<boolean> =>
      (await call('POST', `/api/agent/jobs/${encodeURIComponent(jobUid)}/progress`, jobProgressAnswerSchema, progress)).cancelRequested,
    complete: async (jobUid: string, body: JobComplete): Promise<void> => {
      await call('POST', `/api/agent/jobs/${encodeURIComponent(jobUid)}/complete`, anything, body, { timeoutMs: 120_000 });
    },
    commandResult: async (id: number, body: { ok: boolean; result?: unknown; error?: string }): Promise<void> => {
      await call('POST', `/api/agent/commands/${id}/result`, anything, body);
    },
    /** The body of a script version this device has a run of. */
    scriptBody: (versionId: number) => call('GET', `/api/agent/scripts/versions/${versionId}`, agentScriptBodySchema, undefined, { timeoutMs: 60_000 }),
    /** A script run started or ended; answers whether the server wants it stopped. */
    scriptResult: async (runUid: string, body: AgentScriptResult): Promise<boolean> =>
      (
        await call('POST', `/api/agent/scripts/runs/${encodeURIComponent(runUid)}/result`, z.object({ cancelRequested: z.boolean() }), body, {
          timeoutMs: 60_000,
        })
      ).cancelRequested,
    /** Interactive runs: this device's plans. */
    plans: async (): Promise<PlanSummary[]> => (await call('GET', '/api/agent/backup/plans', planListSchema)).plans,
    /** Interactive runs: creates a BACKUP job for a plan now, leased to this agent. */
    startBackup: (planUid: string): Promise<AgentBackupJob> =>
      call('POST', `/api/agent/backup/plans/${encodeURIComponent(planUid)}/run`, agentBackupJobSchema, {}),
  };
}
export type WorkClient = ReturnType<typeof createWorkClient>;
