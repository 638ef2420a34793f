import { and, asc, desc, eq, gt, ilike, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { likeContains } from '../../lib/table-query.ts';
import { ticketingTags } from './ticketing-config.schema.ts';

const lowerName = sql<string>`lower(${ticketingTags.name})`;

/** The tag catalogue, ordered and compared by lower-cased name (its unique index). */
export function createTagsRepository(db: Database) {
  return {
    /** Every tag, or one page: names matching `search`, after `anchor` in the chosen direction. */
    async list(options: { limit: number | null; direction: 'ASC' | 'DESC'; search?: string; anchor?: string }) {
      const ascending = options.direction === 'ASC';
      const anchor = options.anchor?.toLowerCase();
      const query = db
        .select({ id: ticketingTags.id, name: ticketingTags.name })
        .from(ticketingTags)
        .where(
          and(
            options.search ? ilike(ticketingTags.name, likeContains(options.search)) : undefined,
            anchor === undefined ? undefined : ascending ? gt(lowerName, anchor) : lt(lowerName, anchor),
          ),
        )
        .orderBy(ascending ? asc(lowerName) : desc(lowerName));
      return options.limit === null ? query : query.limit(options.limit);
    },
    async find(id: number) {
      const [row] = await db.select({ id: ticketingTags.id, name: ticketingTags.name }).from(ticketingTags).where(eq(ticketingTags.id, id));
      return row;
    },
    /** Tags by name, case-insensitively. */
    async findByNames(names: string[]) {
      if (names.length === 0) return [];
      return db
        .select({ id: ticketingTags.id, name: ticketingTags.name })
        .from(ticketingTags)
        .where(
          inArray(
            lowerName,
            names.map((n) => n.toLowerCase()),
          ),
        );
    },
    async insert(name: string, userId: number) {
      const [row] = await db
        .insert(ticketingTags)
        .values({ name, createdByUserId: userId })
        .onConflictDoNothing()
        .returning({ id: ticketingTags.id, name: ticketingTags.name });
      return row;
    },
    async rename(id: number, name: string) {
      await db.update(ticketingTags).set({ name }).where(eq(ticketingTags.id, id));
    },
    async delete(id: number) {
      await db.delete(ticketingTags).where(eq(ticketingTags.id, id));
    },
  };
}
export type TagsRepository = ReturnType<typeof createTagsRepository>;
