import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';

/** Metadata of uploaded files; the bytes live in the blob store. */
export function createUploadsRepository(db: Database) {
  return {
    async insert(values: { contentId: string; ownerUserId: number; fileName: string; contentType: string; size: number; at: Date }) {
      const { at, ...rest } = values;
      await db.insert(uploads).values({ ...rest, createdAt: at });
    },

    async findByContentId(contentId: string) {
      const [row] = await db.select().from(uploads).where(eq(uploads.contentId, contentId));
      return row;
    },
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
export type UploadRow = NonNullable<Awaited<ReturnType<UploadsRepository['findByContentId']>>>;
