import { z } from 'zod';

/** The engine's Snapshot as the agent reports it on completion; validated before it is indexed. */
const entrySchema = z.object({
  path: z.string().min(1).max(32_768),
  type: z.enum(['file', 'dir', 'symlink']),
  size: z.number().min(0),
  mtimeMs: z.number(),
  chunks: z.array(z.string().regex(/^[0-9a-f]{64}$/)),
  revisionJob: z.string().min(1).max(100),
  // Bytes the revision added to storage; absent from agents that predate it.
  storedBytes: z.number().min(0).optional(),
});

export const snapshotSchema = z.looseObject({
  version: z.literal(1),
  jobGuid: z.string().regex(/^[A-Za-z0-9-]{8,100}$/),
  sources: z.array(z.string()),
  created: z.string(),
  completed: z.string(),
  bldType: z.enum(['FULL', 'DELTA']),
  parent: z.string().nullable(),
  totals: z.looseObject({ files: z.number(), bytes: z.number(), storedBytes: z.number() }),
  entries: z.array(z.looseObject(entrySchema.shape)),
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
