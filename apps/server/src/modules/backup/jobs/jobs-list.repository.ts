import { and, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { JOB_STATUSES, JOB_TYPES, type JobStatus, type JobType, type ParsedTableQuery } from '@outpost/contracts';
import type { Database } from '../../../db/client.ts';
import { backupJobs, backupPlans, nodes, organizations } from '../../../db/schema.ts';
import { filterValue, likeContains, orderByFor } from '../../../lib/table-query.ts';

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value == null ? [] : [value]);
const numbers = (value: unknown) => list(value).map(Number).filter(Number.isInteger);
const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T[] => list(value).filter((v): v is T => allowed.includes(v as T));

/** Filters of the jobs table: type, status, organization (`clientId`), device, and "ended in the last N hours". */
export interface JobsListFilter {
  types: JobType[];
  statuses: JobStatus[];
  organizationIds: number[];
  nodeIds: number[];
  endedWithinHours: number | null;
}

/** Reads the jobs table's filters from a table query, keeping only known values. */
export function jobsListFilter(query: ParsedTableQuery): JobsListFilter {
  const hours = Number(filterValue(query, 'endedWithinHours'));
  return {
    types: oneOf(JOB_TYPES, filterValue(query, 'type')),
    statuses: oneOf(JOB_STATUSES, filterValue(query, 'status')),
    organizationIds: numbers(filterValue(query, 'clientId')),
    nodeIds: numbers(filterValue(query, 'nodeId')),
    endedWithinHours: Number.isFinite(hours) && hours > 0 ? Math.min(hours, 24 * 366) : null,
  };
}

/** Jobs across devices for the jobs screen and the dashboard: every type, newest first, filtered and paged. */
export function createJobsListRepository(db: Database) {
  function conditions(query: ParsedTableQuery, filter: JobsListFilter, now: Date): SQL | undefined {
    const where: (SQL | undefined)[] = [eq(backupJobs.ignored, false)];
    if (filter.types.length) where.push(inArray(backupJobs.type, filter.types));
    if (filter.statuses.length) where.push(inArray(backupJobs.status, filter.statuses));
    if (filter.organizationIds.length) where.push(inArray(backupJobs.organizationId, filter.organizationIds));
    if (filter.nodeIds.length) where.push(inArray(backupJobs.nodeId, filter.nodeIds));
    if (filter.endedWithinHours !== null) where.push(gte(backupJobs.completedAt, new Date(now.getTime() - filter.endedWithinHours * 3_600_000)));
    if (query.globalFilter) {
      const text = likeContains(query.globalFilter);
      where.push(or(ilike(nodes.displayName, text), ilike(backupPlans.name, text), ilike(organizations.name, text)));
    }
    return and(...where);
  }

  return {
    async page(query: ParsedTableQuery, filter: JobsListFilter, now: Date) {
      const where = conditions(query, filter, now);
      const [total] = await db
        .select({ n: count() })
        .from(backupJobs)
        .innerJoin(nodes, eq(nodes.id, backupJobs.nodeId))
        .innerJoin(organizations, eq(organizations.id, backupJobs.organizationId))
        .leftJoin(backupPlans, eq(backupPlans.id, backupJobs.planId))
        .where(where);
      const sortable = {
        created: backupJobs.createdAt,
        started: backupJobs.startedAt,
        completed: backupJobs.completedAt,
        type: backupJobs.type,
        status: backupJobs.status,
        nodeName: sql`lower(${nodes.displayName})`,
        organizationName: sql`lower(${organizations.name})`,
        planName: sql`lower(${backupPlans.name})`,
      };
      // Newest first unless the table asks otherwise.
      const order = query.sort?.some((s) => s.id in sortable) ? orderByFor(query, sortable, 'created', backupJobs.id) : [desc(backupJobs.id)];
      const rows = await db
        .select({ job: backupJobs, nodeName: nodes.displayName, planUid: backupPlans.uid, planName: backupPlans.name, organizationName: organizations.name })
        .from(backupJobs)
        .innerJoin(nodes, eq(nodes.id, backupJobs.nodeId))
        .innerJoin(organizations, eq(organizations.id, backupJobs.organizationId))
        .leftJoin(backupPlans, eq(backupPlans.id, backupJobs.planId))
        .where(where)
        .orderBy(...order)
        .limit(query.pageSize)
        .offset(query.pageIndex * query.pageSize);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type JobsListRepository = ReturnType<typeof createJobsListRepository>;
