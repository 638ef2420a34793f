import { and, asc, count, desc, eq, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ParsedTableQuery, ScriptRunAs, ScriptRunStatus } from '@outpost/contracts';
import type { Database } from '../../../db/client.ts';
import { nodes, organizations } from '../../../db/schema.ts';
import { likeContains, orderByFor } from '../../../lib/table-query.ts';
import { nodeIsUp } from '../../devices/up-status.ts';
import { scriptRunDevices, scriptRuns, scriptVersions } from '../scripts.schema.ts';

export type ScriptRunRow = typeof scriptRuns.$inferSelect;
export type ScriptRunDeviceRow = typeof scriptRunDevices.$inferSelect;

const OPEN: ScriptRunStatus[] = ['QUEUED', 'OFFLINE_WAITING', 'RUNNING'];
const WAITING: ScriptRunStatus[] = ['QUEUED', 'OFFLINE_WAITING'];

/** A device row joined with what lists show of it. */
const deviceRowColumns = {
  row: scriptRunDevices,
  deviceName: nodes.displayName,
  organizationName: organizations.name,
  scriptName: scriptRuns.scriptName,
  version: scriptRuns.version,
  secretNames: scriptRuns.secretNames,
};
export type ScriptRunDeviceView = {
  row: ScriptRunDeviceRow;
  deviceName: string;
  organizationName: string;
  scriptName: string;
  version: number;
  secretNames: string[];
};

export interface RunResultValues {
  status: ScriptRunStatus;
  exitCode: number | null;
  durationMs: number | null;
  stdoutHead: string | null;
  stdoutTail: string | null;
  stdoutDropped: number | null;
  stderrHead: string | null;
  stderrTail: string | null;
  stderrDropped: number | null;
  error: string | null;
  finishedAt: Date;
}

/** Script runs and their per-device rows: the only SQL of runs. */
export function createRunsRepository(db: Database) {
  const viewOf = () =>
    db
      .select(deviceRowColumns)
      .from(scriptRunDevices)
      .innerJoin(scriptRuns, eq(scriptRuns.id, scriptRunDevices.runId))
      .innerJoin(nodes, eq(nodes.id, scriptRunDevices.nodeId))
      .innerJoin(organizations, eq(organizations.id, nodes.organizationId));

  return {
    /** Approved devices among `ids` a predicate (the scope) allows, with whether each is up. */
    devicesAmong: (ids: readonly number[], where: SQL | undefined, upSince: Date) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: nodes.id, organizationId: nodes.organizationId, isUp: nodeIsUp(upSince) })
            .from(nodes)
            .where(and(inArray(nodes.id, [...ids]), eq(nodes.approvalStatus, 'APPROVED'), where)),

    /** Creates a run and its device rows in one transaction. */
    async createRun(
      run: Omit<typeof scriptRuns.$inferInsert, 'id'>,
      devices: { nodeId: number; organizationId: number; status: ScriptRunStatus; runUid: string }[],
    ): Promise<ScriptRunRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(scriptRuns).values(run).returning();
        for (let i = 0; i < devices.length; i += 1000) {
          await tx
            .insert(scriptRunDevices)
            .values(devices.slice(i, i + 1000).map((d) => ({ ...d, runId: row!.id, scriptId: run.scriptId ?? null, createdAt: run.createdAt })));
        }
        return row!;
      });
    },

    async run(id: number): Promise<ScriptRunRow | undefined> {
      const [row] = await db.select().from(scriptRuns).where(eq(scriptRuns.id, id));
      return row;
    },

    /** Devices per status of a run, of the devices a predicate (the scope) allows. */
    async statusCounts(runIds: number[], scope: SQL | undefined): Promise<Map<number, Record<string, number>>> {
      const out = new Map<number, Record<string, number>>();
      if (runIds.length === 0) return out;
      const rows = await db
        .select({ runId: scriptRunDevices.runId, status: scriptRunDevices.status, n: count() })
        .from(scriptRunDevices)
        .where(and(inArray(scriptRunDevices.runId, runIds), scope))
        .groupBy(scriptRunDevices.runId, scriptRunDevices.status);
      for (const r of rows) out.set(r.runId, { ...out.get(r.runId), [r.status]: r.n });
      return out;
    },

    /** Runs (newest first) that reached at least one device of the scope; optionally of one script. */
    async pageRuns(query: ParsedTableQuery, scope: SQL | undefined, scriptId?: number) {
      const where = and(
        scope === undefined ? undefined : sql`exists (select 1 from ${scriptRunDevices} where ${scriptRunDevices.runId} = ${scriptRuns.id} and ${scope})`,
        scriptId === undefined ? undefined : eq(scriptRuns.scriptId, scriptId),
        query.globalFilter
          ? or(ilike(scriptRuns.scriptName, likeContains(query.globalFilter)), ilike(scriptRuns.requestedByName, likeContains(query.globalFilter)))
          : undefined,
      );
      const [total] = await db.select({ n: count() }).from(scriptRuns).where(where);
      const rows = await db
        .select()
        .from(scriptRuns)
        .where(where)
        .orderBy(...orderByFor(query, { createdAt: scriptRuns.createdAt, scriptName: sql`lower(${scriptRuns.scriptName})` }, 'createdAt', scriptRuns.id, true))
        .limit(query.pageSize)
        .offset(query.pageIndex * query.pageSize);
      return { rows, total: total?.n ?? 0 };
    },

    /** A page of device rows matching a predicate, by device name (a run) or newest first (history). */
    async pageDevices(where: SQL | undefined, query: ParsedTableQuery, newestFirst: boolean): Promise<{ rows: ScriptRunDeviceView[]; total: number }> {
      const search = query.globalFilter
        ? or(
            ilike(nodes.displayName, likeContains(query.globalFilter)),
            ilike(scriptRuns.scriptName, likeContains(query.globalFilter)),
            ilike(scriptRunDevices.stdoutHead, likeContains(query.globalFilter)),
          )
        : undefined;
      const status = query.filters?.status;
      const statusWhere = typeof status === 'string' ? eq(scriptRunDevices.status, status as ScriptRunStatus) : undefined;
      const all = and(where, search, statusWhere);
      const [total] = await db
        .select({ n: count() })
        .from(scriptRunDevices)
        .innerJoin(scriptRuns, eq(scriptRuns.id, scriptRunDevices.runId))
        .innerJoin(nodes, eq(nodes.id, scriptRunDevices.nodeId))
        .where(all);
      const order = newestFirst
        ? [desc(scriptRunDevices.createdAt), desc(scriptRunDevices.id)]
        : [asc(sql`lower(${nodes.displayName})`), asc(scriptRunDevices.id)];
      const rows = await viewOf()
        .where(all)
        .orderBy(...order)
        .limit(query.pageSize)
        .offset(query.pageIndex * query.pageSize);
      return { rows: rows as ScriptRunDeviceView[], total: total?.n ?? 0 };
    },

    async deviceRow(id: number): Promise<ScriptRunDeviceView | undefined> {
      const [row] = await viewOf().where(eq(scriptRunDevices.id, id));
      return row as ScriptRunDeviceView | undefined;
    },

    /** The stdout of the finished run of the same script on the same device before this one. */
    async previousStdout(row: ScriptRunDeviceRow): Promise<string | null> {
      if (row.scriptId === null) return null;
      const [prev] = await db
        .select({ head: scriptRunDevices.stdoutHead, tail: scriptRunDevices.stdoutTail })
        .from(scriptRunDevices)
        .where(
          and(
            eq(scriptRunDevices.nodeId, row.nodeId),
            eq(scriptRunDevices.scriptId, row.scriptId),
            lt(scriptRunDevices.id, row.id),
            inArray(scriptRunDevices.status, ['SUCCEEDED', 'FAILED', 'TIMED_OUT', 'CANCELLED', 'INTERRUPTED']),
          ),
        )
        .orderBy(desc(scriptRunDevices.id))
        .limit(1);
      return prev ? (prev.head ?? '') + (prev.tail ?? '') : null;
    },

    /** Device rows of a run (for cancel-all), optionally only those a predicate allows. */
    openRowsOfRun: (runId: number, scope: SQL | undefined) =>
      db
        .select({ id: scriptRunDevices.id, nodeId: scriptRunDevices.nodeId, status: scriptRunDevices.status })
        .from(scriptRunDevices)
        .where(and(eq(scriptRunDevices.runId, runId), inArray(scriptRunDevices.status, OPEN), scope)),

    /** Waiting rows become CANCELLED at once; running ones are asked to stop. Answers the devices to wake. */
    async cancel(ids: number[], now: Date): Promise<number[]> {
      if (ids.length === 0) return [];
      const waiting = await db
        .update(scriptRunDevices)
        .set({ status: 'CANCELLED', finishedAt: now, error: 'Cancelled before it started' })
        .where(and(inArray(scriptRunDevices.id, ids), inArray(scriptRunDevices.status, WAITING)))
        .returning({ nodeId: scriptRunDevices.nodeId });
      const running = await db
        .update(scriptRunDevices)
        .set({ cancelRequested: true })
        .where(and(inArray(scriptRunDevices.id, ids), eq(scriptRunDevices.status, 'RUNNING')))
        .returning({ nodeId: scriptRunDevices.nodeId });
      return [...new Set([...waiting, ...running].map((r) => r.nodeId))];
    },

    /** Runs past their wait that no agent took: EXPIRED. */
    async expire(now: Date): Promise<number> {
      const rows = await db
        .update(scriptRunDevices)
        .set({ status: 'EXPIRED', finishedAt: now, error: 'The device did not connect before the run expired' })
        .where(
          and(
            inArray(scriptRunDevices.status, WAITING),
            sql`${scriptRunDevices.runId} in (select ${scriptRuns.id} from ${scriptRuns} where ${lte(scriptRuns.expiresAt, now)})`,
          ),
        )
        .returning({ id: scriptRunDevices.id });
      return rows.length;
    },

    /**
     * The agent's lane: the device's waiting runs not handed over in the last `redeliverBefore`
     * (an agent that took one and died before it reported gets it again; its ledger refuses a
     * second start), marked as handed over now; and the runs it should stop.
     */
    async take(nodeId: number, now: Date, redeliverBefore: Date, limit: number) {
      const due = await db
        .update(scriptRunDevices)
        .set({ deliveredAt: now })
        .where(
          sql`${scriptRunDevices.id} in (select ${scriptRunDevices.id} from ${scriptRunDevices} join ${scriptRuns} on ${scriptRuns.id} = ${scriptRunDevices.runId}
            where ${scriptRunDevices.nodeId} = ${nodeId} and ${inArray(scriptRunDevices.status, WAITING)} and ${scriptRuns.expiresAt} > ${now}
              and (${scriptRunDevices.deliveredAt} is null or ${scriptRunDevices.deliveredAt} < ${redeliverBefore})
            order by ${scriptRunDevices.id} limit ${limit} for update of ${scriptRunDevices} skip locked)`,
        )
        .returning({ id: scriptRunDevices.id, runUid: scriptRunDevices.runUid, runId: scriptRunDevices.runId });
      const cancels = await db
        .select({ runUid: scriptRunDevices.runUid })
        .from(scriptRunDevices)
        .where(and(eq(scriptRunDevices.nodeId, nodeId), eq(scriptRunDevices.status, 'RUNNING'), eq(scriptRunDevices.cancelRequested, true)));
      return { due, cancels: cancels.map((c) => c.runUid) };
    },

    /** The runs' versions and values, for the work the agent is handed. */
    runsWithVersions: (runIds: number[]) =>
      runIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ run: scriptRuns, versionId: scriptVersions.id, sha256: scriptVersions.bodySha256, language: scriptVersions.language })
            .from(scriptRuns)
            .innerJoin(scriptVersions, eq(scriptVersions.id, scriptRuns.scriptVersionId))
            .where(inArray(scriptRuns.id, runIds)),

    async byUid(
      nodeId: number,
      runUid: string,
    ): Promise<(ScriptRunDeviceRow & { secretNames: string[]; valuesSealed: string; runAs: ScriptRunAs }) | undefined> {
      const [row] = await db
        .select({ row: scriptRunDevices, secretNames: scriptRuns.secretNames, valuesSealed: scriptRuns.valuesSealed, runAs: scriptRuns.runAs })
        .from(scriptRunDevices)
        .innerJoin(scriptRuns, eq(scriptRuns.id, scriptRunDevices.runId))
        .where(and(eq(scriptRunDevices.runUid, runUid), eq(scriptRunDevices.nodeId, nodeId)));
      return row ? { ...row.row, secretNames: row.secretNames, valuesSealed: row.valuesSealed, runAs: row.runAs } : undefined;
    },

    /** The agent started the run (only from a waiting state). */
    async markRunning(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(scriptRunDevices)
        .set({ status: 'RUNNING', startedAt: now })
        .where(and(eq(scriptRunDevices.id, id), inArray(scriptRunDevices.status, WAITING)))
        .returning({ id: scriptRunDevices.id });
      return rows.length > 0;
    },

    /** The run's end, unless it already ended (a repeated report changes nothing). */
    async finish(id: number, values: RunResultValues): Promise<boolean> {
      const rows = await db
        .update(scriptRunDevices)
        .set({ ...values, startedAt: sql`coalesce(${scriptRunDevices.startedAt}, ${values.finishedAt})` })
        .where(and(eq(scriptRunDevices.id, id), inArray(scriptRunDevices.status, OPEN)))
        .returning({ id: scriptRunDevices.id });
      return rows.length > 0;
    },

    /** Whether the device has a run of this version it has not finished (it may then fetch the body). */
    async deviceMayFetch(nodeId: number, versionId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: scriptRunDevices.id })
        .from(scriptRunDevices)
        .innerJoin(scriptRuns, eq(scriptRuns.id, scriptRunDevices.runId))
        .where(and(eq(scriptRunDevices.nodeId, nodeId), eq(scriptRuns.scriptVersionId, versionId), inArray(scriptRunDevices.status, OPEN)))
        .limit(1);
      return row !== undefined;
    },

    async versionBody(versionId: number) {
      const [row] = await db
        .select({ body: scriptVersions.body, sha256: scriptVersions.bodySha256, language: scriptVersions.language })
        .from(scriptVersions)
        .where(eq(scriptVersions.id, versionId));
      return row;
    },
  };
}
export type RunsRepository = ReturnType<typeof createRunsRepository>;
