import { z } from 'zod';

/** One path of the engine's Snapshot as the server reads it (other fields the agent sends are kept, unread). */
export interface ReportedEntry {
  path: string;
  type: 'file' | 'dir' | 'symlink';
  size: number;
  mtimeMs: number;
  chunks: string[];
  revisionJob: string;
  /** Bytes the revision added to storage; absent from agents that predate it. */
  storedBytes?: number | undefined;
  [field: string]: unknown;
}

const CHUNK_ID = /^[0-9a-f]{64}$/;
const TYPES = new Set(['file', 'dir', 'symlink']);
const isNumberFrom = (v: unknown, min: number) => typeof v === 'number' && Number.isFinite(v) && v >= min;

/** What is wrong with one entry, as `field: message`; null when nothing is. */
function entryIssue(e: unknown): string | null {
  if (typeof e !== 'object' || e === null || Array.isArray(e)) return 'expected an object';
  const o = e as Record<string, unknown>;
  if (typeof o.path !== 'string' || o.path.length < 1 || o.path.length > 32_768) return 'path: expected a string of 1 to 32768 characters';
  if (typeof o.type !== 'string' || !TYPES.has(o.type)) return 'type: expected one of "file"|"dir"|"symlink"';
  if (!isNumberFrom(o.size, 0)) return 'size: expected a number ≥ 0';
  if (!isNumberFrom(o.mtimeMs, -Infinity)) return 'mtimeMs: expected a number';
  if (!Array.isArray(o.chunks)) return 'chunks: expected an array';
  for (let i = 0; i < o.chunks.length; i++) {
    const id: unknown = o.chunks[i];
    if (typeof id !== 'string' || !CHUNK_ID.test(id)) return `chunks.${i}: expected a chunk id (64 hex digits)`;
  }
  if (typeof o.revisionJob !== 'string' || o.revisionJob.length < 1 || o.revisionJob.length > 100)
    return 'revisionJob: expected a string of 1 to 100 characters';
  if (o.storedBytes !== undefined && !isNumberFrom(o.storedBytes, 0)) return 'storedBytes: expected a number ≥ 0';
  return null;
}

/**
 * The entries, checked by a loop rather than a zod object schema per entry: on a 100,000-file
 * snapshot zod took 1.3–1.5 s of the server's thread, on every upload of a snapshot blob and again
 * on the completion (issue 28, bench/backup/incremental.ts), and built a copy of every entry. The
 * entries are kept as sent; the first five wrong ones are reported, with their index.
 */
const entriesSchema = z.array(z.unknown()).transform((entries, ctx) => {
  let issues = 0;
  for (let i = 0; i < entries.length && issues < 5; i++) {
    const issue = entryIssue(entries[i]);
    if (issue === null) continue;
    const colon = issue.indexOf(': ');
    const field = colon < 0 ? [] : issue.slice(0, colon).split('.');
    ctx.issues.push({
      code: 'custom',
      message: colon < 0 ? issue : issue.slice(colon + 2),
      path: [i, ...field.map((f) => (/^\d+$/.test(f) ? Number(f) : f))],
      input: entries[i],
    });
    issues++;
  }
  return issues > 0 ? z.NEVER : (entries as ReportedEntry[]);
});

/** The engine's Snapshot as the agent reports it on completion; validated before it is indexed. */
export const snapshotSchema = z.looseObject({
  version: z.literal(1),
  jobGuid: z.string().regex(/^[A-Za-z0-9-]{8,100}$/),
  sources: z.array(z.string()),
  created: z.string(),
  completed: z.string(),
  bldType: z.enum(['FULL', 'DELTA']),
  parent: z.string().nullable(),
  totals: z.looseObject({ files: z.number(), bytes: z.number(), storedBytes: z.number() }),
  entries: entriesSchema,
  deleted: z.array(z.looseObject({ path: z.string(), type: z.enum(['file', 'dir', 'symlink']), lastRevisionJob: z.string() })),
  volume: z
    .looseObject({
      mountPoint: z.string(),
      device: z.string().nullable(),
      label: z.string().nullable(),
      fileSystem: z.string().nullable(),
      partitionStyle: z.string().nullable(),
      sizeBytes: z.number().nullable(),
      usedBytes: z.number().nullable(),
    })
    .optional(),
});
export type ReportedSnapshot = z.infer<typeof snapshotSchema>;
