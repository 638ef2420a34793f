import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ParsedTableQuery, ScriptLanguage, ScriptOperatingSystem, ScriptRunAs, ScriptVariable } from '@outpost/contracts';
import type { Database } from '../../db/client.ts';
import { organizations, users } from '../../db/schema.ts';
import { filterValue, likeContains, orderByFor } from '../../lib/table-query.ts';
import { scriptCategories, scriptCategoryLinks, scripts, scriptVersions } from './scripts.schema.ts';

export type ScriptRow = typeof scripts.$inferSelect;
export type ScriptVersionRow = typeof scriptVersions.$inferSelect;

export interface ScriptVersionValues {
  name: string;
  description: string;
  language: ScriptLanguage;
  operatingSystems: ScriptOperatingSystem[];
  runAs: ScriptRunAs;
  defaultTimeoutSeconds: number;
  body: string;
  bodySha256: string;
  variables: ScriptVariable[];
  categoryIds: number[];
}

const live = isNull(scripts.deletedAt);

/** Scripts, their versions and categories: the only SQL of the library. */
export function createScriptsRepository(db: Database) {
  async function setCategories(tx: Pick<Database, 'delete' | 'insert'>, scriptId: number, categoryIds: number[]) {
    await tx.delete(scriptCategoryLinks).where(eq(scriptCategoryLinks.scriptId, scriptId));
    if (categoryIds.length > 0) await tx.insert(scriptCategoryLinks).values([...new Set(categoryIds)].map((categoryId) => ({ scriptId, categoryId })));
  }

  return {
    /** One page of live scripts a predicate (the reader's scope) allows, with the total. */
    async page(query: ParsedTableQuery, scope: SQL | undefined): Promise<{ rows: (ScriptRow & { organizationName: string | null })[]; total: number }> {
      const where: (SQL | undefined)[] = [live, scope];
      if (query.globalFilter) {
        const like = likeContains(query.globalFilter);
        where.push(or(ilike(scripts.name, like), ilike(scripts.description, like)));
      }
      const categoryIds = [filterValue(query, 'categoryId')].flat().map(Number).filter(Number.isInteger);
      if (categoryIds.length > 0) {
        where.push(
          sql`exists (select 1 from ${scriptCategoryLinks} where ${scriptCategoryLinks.scriptId} = ${scripts.id} and ${inArray(scriptCategoryLinks.categoryId, categoryIds)})`,
        );
      }
      const language = filterValue(query, 'language');
      if (typeof language === 'string') where.push(eq(scripts.language, language as ScriptLanguage));
      const os = filterValue(query, 'operatingSystem');
      if (typeof os === 'string') where.push(sql`${scripts.operatingSystems} @> ${JSON.stringify([os])}::jsonb`);
      const condition = and(...where);
      const [totalRow] = await db.select({ n: count() }).from(scripts).where(condition);
      const rows = await db
        .select({ script: scripts, organizationName: organizations.name })
        .from(scripts)
        .leftJoin(organizations, eq(organizations.id, scripts.organizationId))
        .where(condition)
        .orderBy(...orderByFor(query, { name: sql`lower(${scripts.name})`, language: scripts.language, updatedAt: scripts.updatedAt }, 'name', scripts.id))
        .limit(query.pageSize)
        .offset(query.pageIndex * query.pageSize);
      return { rows: rows.map((r) => ({ ...r.script, organizationName: r.organizationName })), total: totalRow?.n ?? 0 };
    },

    async find(id: number): Promise<(ScriptRow & { organizationName: string | null }) | undefined> {
      const [row] = await db
        .select({ script: scripts, organizationName: organizations.name })
        .from(scripts)
        .leftJoin(organizations, eq(organizations.id, scripts.organizationId))
        .where(and(eq(scripts.id, id), live));
      return row ? { ...row.script, organizationName: row.organizationName } : undefined;
    },

    /** Also a deleted script: runs and their history still name it. */
    async findAny(id: number): Promise<ScriptRow | undefined> {
      const [row] = await db.select().from(scripts).where(eq(scripts.id, id));
      return row;
    },

    findMany: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(scripts)
            .where(and(inArray(scripts.id, ids), live)),

    async version(scriptId: number, version: number): Promise<ScriptVersionRow | undefined> {
      const [row] = await db
        .select()
        .from(scriptVersions)
        .where(and(eq(scriptVersions.scriptId, scriptId), eq(scriptVersions.version, version)));
      return row;
    },

    async versionById(id: number): Promise<ScriptVersionRow | undefined> {
      const [row] = await db.select().from(scriptVersions).where(eq(scriptVersions.id, id));
      return row;
    },

    versions: (scriptId: number) =>
      db
        .select({ version: scriptVersions.version, bodySha256: scriptVersions.bodySha256, createdAt: scriptVersions.createdAt, createdByName: users.name })
        .from(scriptVersions)
        .leftJoin(users, eq(users.id, scriptVersions.createdByUserId))
        .where(eq(scriptVersions.scriptId, scriptId))
        .orderBy(desc(scriptVersions.version)),

    async versionCreator(versionId: number): Promise<string | null> {
      const [row] = await db
        .select({ name: users.name })
        .from(scriptVersions)
        .leftJoin(users, eq(users.id, scriptVersions.createdByUserId))
        .where(eq(scriptVersions.id, versionId));
      return row?.name ?? null;
    },

    /** Creates a script and its version 1 in one transaction. */
    async create(
      values: ScriptVersionValues & { uid: string; organizationId: number | null; builtIn: boolean; userId: number | null },
      now: Date,
    ): Promise<ScriptRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(scripts)
          .values({
            uid: values.uid,
            name: values.name,
            description: values.description,
            language: values.language,
            operatingSystems: values.operatingSystems,
            runAs: values.runAs,
            defaultTimeoutSeconds: values.defaultTimeoutSeconds,
            organizationId: values.organizationId,
            builtIn: values.builtIn,
            version: 1,
            createdByUserId: values.userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await tx.insert(scriptVersions).values({
          scriptId: row!.id,
          version: 1,
          name: values.name,
          language: values.language,
          body: values.body,
          bodySha256: values.bodySha256,
          variables: values.variables,
          runAs: values.runAs,
          defaultTimeoutSeconds: values.defaultTimeoutSeconds,
          createdByUserId: values.userId,
          createdAt: now,
        });
        await setCategories(tx, row!.id, values.categoryIds);
        return row!;
      });
    },

    /**
     * Saves a new version when `fromVersion` is still the latest (a stale editor gets undefined).
     * The script row takes the version's list fields.
     */
    async addVersion(
      id: number,
      fromVersion: number,
      values: ScriptVersionValues & { organizationId: number | null; userId: number },
      now: Date,
    ): Promise<ScriptRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(scripts)
          .set({
            name: values.name,
            description: values.description,
            language: values.language,
            operatingSystems: values.operatingSystems,
            runAs: values.runAs,
            defaultTimeoutSeconds: values.defaultTimeoutSeconds,
            organizationId: values.organizationId,
            version: sql`${scripts.version} + 1`,
            updatedAt: now,
          })
          .where(and(eq(scripts.id, id), eq(scripts.version, fromVersion), live))
          .returning();
        if (!row) return undefined;
        await tx.insert(scriptVersions).values({
          scriptId: id,
          version: row.version,
          name: values.name,
          language: values.language,
          body: values.body,
          bodySha256: values.bodySha256,
          variables: values.variables,
          runAs: values.runAs,
          defaultTimeoutSeconds: values.defaultTimeoutSeconds,
          createdByUserId: values.userId,
          createdAt: now,
        });
        await setCategories(tx, id, values.categoryIds);
        return row;
      });
    },

    /** Marks scripts deleted; answers the ids that were live. */
    async softDelete(ids: number[], now: Date): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .update(scripts)
        .set({ deletedAt: now })
        .where(and(inArray(scripts.id, ids), live))
        .returning({ id: scripts.id });
      return rows.map((r) => r.id);
    },

    async builtInUids(): Promise<Set<string>> {
      return new Set((await db.select({ uid: scripts.uid }).from(scripts).where(eq(scripts.builtIn, true))).map((r) => r.uid));
    },

    // Categories.
    categoriesOf: async (scriptIds: number[]): Promise<Map<number, { id: number; name: string }[]>> => {
      const out = new Map<number, { id: number; name: string }[]>();
      if (scriptIds.length === 0) return out;
      const rows = await db
        .select({ scriptId: scriptCategoryLinks.scriptId, id: scriptCategories.id, name: scriptCategories.name })
        .from(scriptCategoryLinks)
        .innerJoin(scriptCategories, eq(scriptCategories.id, scriptCategoryLinks.categoryId))
        .where(inArray(scriptCategoryLinks.scriptId, scriptIds))
        .orderBy(asc(sql`lower(${scriptCategories.name})`));
      for (const r of rows) {
        const list = out.get(r.scriptId) ?? [];
        list.push({ id: r.id, name: r.name });
        out.set(r.scriptId, list);
      }
      return out;
    },

    /** Every category with how many live scripts the scope lets the reader see in it. */
    async categories(scope: SQL | undefined) {
      const [all, counts] = await Promise.all([
        db
          .select({ id: scriptCategories.id, name: scriptCategories.name })
          .from(scriptCategories)
          .orderBy(asc(sql`lower(${scriptCategories.name})`)),
        db
          .select({ id: scriptCategoryLinks.categoryId, n: count() })
          .from(scriptCategoryLinks)
          .innerJoin(scripts, eq(scripts.id, scriptCategoryLinks.scriptId))
          .where(and(live, scope))
          .groupBy(scriptCategoryLinks.categoryId),
      ]);
      const byId = new Map(counts.map((c) => [c.id, c.n]));
      return all.map((c) => ({ ...c, scriptCount: byId.get(c.id) ?? 0 }));
    },

    async existingCategoryIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      return (await db.select({ id: scriptCategories.id }).from(scriptCategories).where(inArray(scriptCategories.id, ids))).map((r) => r.id);
    },

    async categoryByName(name: string) {
      const [row] = await db
        .select()
        .from(scriptCategories)
        .where(sql`lower(${scriptCategories.name}) = lower(${name})`);
      return row;
    },

    async insertCategory(name: string) {
      const [row] = await db.insert(scriptCategories).values({ name }).returning();
      return row!;
    },

    async renameCategory(id: number, name: string) {
      const [row] = await db.update(scriptCategories).set({ name }).where(eq(scriptCategories.id, id)).returning();
      return row;
    },

    async deleteCategory(id: number): Promise<boolean> {
      return (await db.delete(scriptCategories).where(eq(scriptCategories.id, id)).returning({ id: scriptCategories.id })).length > 0;
    },
  };
}
export type ScriptsRepository = ReturnType<typeof createScriptsRepository>;
