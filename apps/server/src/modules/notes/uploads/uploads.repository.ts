import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { UploadStatus } from '@outpost/contracts';
import type { Database } from '../../../db/client.ts';
import { noteUploads, uploads } from '../../../db/schema.ts';
import { ticketsHoldingUpload } from '../../tickets/tickets.queries.ts';
import { deleteUploadsNoNoteUses, unusedUploads } from '../uploads.queries.ts';

/** Metadata of uploaded files; the bytes live in the blob store. */
export function createUploadsRepository(db: Database) {
  return {
    async insert(values: {
      contentId: string;
      ownerUserId: number;
      fileName: string;
      contentType: string;
      declaredType: string;
      size: number;
      status: UploadStatus;
      at: Date;
    }) {
      const { at, ...rest } = values;
      await db.insert(uploads).values({ ...rest, createdAt: at });
    },

    /** Deletes uploads no note uses that were made before `cutoff`; answers their content ids. */
    deleteUnusedBefore(cutoff: Date): Promise<string[]> {
      return deleteUploadsNoNoteUses(db, lt(uploads.createdAt, cutoff));
    },

    /**
     * Files and bytes of the unused uploads made since `since` (all of them: the sweep removes
     * older ones), of one user's or, with null, everyone's: what the upload quotas weigh.
     */
    async unusedUsage(ownerUserId: number | null, since: Date): Promise<{ files: number; bytes: number }> {
      const owner = ownerUserId === null ? undefined : eq(uploads.ownerUserId, ownerUserId);
      const [row] = await db
        .select({ files: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${uploads.size}), 0)::bigint` })
        .from(uploads)
        .where(and(owner, gte(uploads.createdAt, since), unusedUploads(db)));
      return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
    },

    /** Deletes one upload if nothing uses it yet (a refused one); answers whether it did. */
    async deleteIfUnused(contentId: string): Promise<boolean> {
      return (await deleteUploadsNoNoteUses(db, eq(uploads.contentId, contentId))).length > 0;
    },

    async findByContentId(contentId: string) {
      const [row] = await db.select().from(uploads).where(eq(uploads.contentId, contentId));
      return row;
    },

    /**
     * Records the check's verdict on an upload still PROCESSING; answers the upload's id, or
     * undefined when there was nothing to change (deleted meanwhile, or already decided).
     */
    async settleStatus(contentId: string, status: Exclude<UploadStatus, 'PROCESSING'>): Promise<number | undefined> {
      const [row] = await db
        .update(uploads)
        .set({ status })
        .where(and(eq(uploads.contentId, contentId), eq(uploads.status, 'PROCESSING')))
        .returning({ id: uploads.id });
      return row?.id;
    },

    /** Uploads still PROCESSING that were made before `cutoff`: their check died with its process. */
    async processingBefore(cutoff: Date) {
      return db
        .select({ contentId: uploads.contentId, fileName: uploads.fileName, contentType: uploads.contentType, declaredType: uploads.declaredType })
        .from(uploads)
        .where(and(eq(uploads.status, 'PROCESSING'), lt(uploads.createdAt, cutoff)))
        .limit(500);
    },

    /** The tickets that hold an upload, with their organizations: who hears of its status. */
    async ticketsHolding(uploadId: number): Promise<{ ticketId: number; organizationId: number | null }[]> {
      return ticketsHoldingUpload(db, uploadId);
    },

    /** What holds an upload: whether a note uses it, and the organization of each ticket that has it. */
    async holders(uploadId: number): Promise<{ onNote: boolean; ticketOrganizationIds: (number | null)[] }> {
      const [onNote, onTickets] = await Promise.all([
        db
          .select({ one: sql`1` })
          .from(noteUploads)
          .where(eq(noteUploads.uploadId, uploadId))
          .limit(1),
        ticketsHoldingUpload(db, uploadId),
      ]);
      return { onNote: onNote.length > 0, ticketOrganizationIds: [...new Set(onTickets.map((t) => t.organizationId))] };
    },
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
export type UploadRow = NonNullable<Awaited<ReturnType<UploadsRepository['findByContentId']>>>;
