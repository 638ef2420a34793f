import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { HelpProviderKind } from '@outpost/contracts';
import type { Database } from '../../../db/client.ts';
import { uploads } from '../../../db/schema.ts';
import { deleteUploadsNoNoteUses } from '../../notes/uploads.queries.ts';
import { helpUploads } from '../help.schema.ts';

export interface HelpUploadRow {
  token: string;
  userId: number;
  provider: HelpProviderKind;
  providerToken: string;
  uploadId: number;
  contentId: string;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: Date;
}

const columns = {
  token: helpUploads.token,
  userId: helpUploads.userId,
  provider: helpUploads.provider,
  providerToken: helpUploads.providerToken,
  uploadId: helpUploads.uploadId,
  contentId: uploads.contentId,
  fileName: helpUploads.fileName,
  contentType: helpUploads.contentType,
  size: helpUploads.size,
  createdAt: helpUploads.createdAt,
};

/** Support-ticket uploads waiting for their ticket, each with its local copy in the uploads store. */
export function createHelpUploadsRepository(db: Database) {
  const select = () => db.select(columns).from(helpUploads).innerJoin(uploads, eq(uploads.id, helpUploads.uploadId));
  return {
    /** Records the local copy (in the uploads table) and the help token over it, in one transaction. */
    async insert(values: Omit<HelpUploadRow, 'uploadId'>): Promise<void> {
      const { contentId, ...rest } = values;
      await db.transaction(async (tx) => {
        const [upload] = await tx
          .insert(uploads)
          .values({
            contentId,
            ownerUserId: values.userId,
            fileName: values.fileName,
            contentType: values.contentType,
            size: values.size,
            createdAt: values.createdAt,
          })
          .returning({ id: uploads.id });
        await tx.insert(helpUploads).values({ ...rest, uploadId: upload!.id });
      });
    },

    /** The user's own uploads among these tokens (another user's token is simply not found). */
    async ownedBy(userId: number, tokens: string[]): Promise<HelpUploadRow[]> {
      if (tokens.length === 0) return [];
      return select().where(and(eq(helpUploads.userId, userId), inArray(helpUploads.token, tokens)));
    },

    /** How many uploads the user made since `since` that still wait for a ticket. */
    async pendingCount(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(helpUploads)
        .where(and(eq(helpUploads.userId, userId), gt(helpUploads.createdAt, since)));
      return row?.n ?? 0;
    },

    /** Records the provider's new token for a file uploaded to it again (its old token expired); `at` restarts its life. */
    async replaceProviderToken(token: string, providerToken: string, at: Date): Promise<void> {
      await db.update(helpUploads).set({ providerToken, createdAt: at }).where(eq(helpUploads.token, token));
    },

    /** Forgets tokens whose ticket was sent; the local copies stay where a ticket keeps them. */
    async forget(tokens: string[]): Promise<void> {
      if (tokens.length > 0) await db.delete(helpUploads).where(inArray(helpUploads.token, tokens));
    },

    /**
     * Deletes the tokens and every local copy no note or ticket uses; answers the content ids whose
     * files the caller removes from the blob store.
     */
    async deleteWithCopies(rows: Pick<HelpUploadRow, 'token' | 'uploadId'>[]): Promise<string[]> {
      if (rows.length === 0) return [];
      return db.transaction(async (tx) => {
        await tx.delete(helpUploads).where(
          inArray(
            helpUploads.token,
            rows.map((r) => r.token),
          ),
        );
        return deleteUploadsNoNoteUses(
          tx,
          inArray(
            uploads.id,
            rows.map((r) => r.uploadId),
          ),
        );
      });
    },
  };
}
export type HelpUploadsRepository = ReturnType<typeof createHelpUploadsRepository>;
