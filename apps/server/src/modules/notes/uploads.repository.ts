import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { noteUploads, uploads } from '../../db/schema.ts';

/** Metadata of uploaded files; the bytes live in the blob store. */
export function createUploadsRepository(db: Database) {
  return {
    async insert(values: { contentId: string; ownerUserId: number; fileName: string; contentType: string; size: number; at: Date }) {
      const { at, ...rest } = values;
      await db.insert(uploads).values({ ...rest, createdAt: at });
    },

    /** Deletes uploads no note uses that were made before `cutoff`; answers their content ids. */
    async deleteUnusedBefore(cutoff: Date): Promise<string[]> {
      const unused = notExists(db.select({ one: sql`1` }).from(noteUploads).where(eq(noteUploads.uploadId, uploads.id)));
      const rows = await db.delete(uploads).where(and(lt(uploads.createdAt, cutoff), unused)).returning({ contentId: uploads.contentId });
      return rows.map((r) => r.contentId);
    },

    async findByContentId(contentId: string) {
      const [row] = await db.select().from(uploads).where(eq(uploads.contentId, contentId));
      return row;
    },
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
export type UploadRow = NonNullable<Awaited<ReturnType<UploadsRepository['findByContentId']>>>;
