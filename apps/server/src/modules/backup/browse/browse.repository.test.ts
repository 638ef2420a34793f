import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import type { BackupEntry, Paged } from '@outpost/contracts';
import { createBrowseRepository, SORT_MATCHES_UP_TO, type BrowseRepository } from './browse.repository.ts';
import { backupWorld } from '../test-support.ts';

let ctx: TestContext;
let repo: BrowseRepository;
let planId: number;
let world: Awaited<ReturnType<typeof backupWorld>>;
const FILES = SORT_MATCHES_UP_TO + 2_000;

// An index too large to sort every match of a common term: FILES names "file-N.txt" over two
// folders, and 30 "rare-N.log". Seeded with SQL; the indexer has its own tests.
beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  const one = async (query: string) => ((await db.execute(sql.raw(query))) as unknown as { rows: { id: number }[] }).rows[0]!.id;
  // An administrator and an enrolled device, for the search calls over HTTP.
  world = await backupWorld(ctx);
  const org = world.org.id;
  const node = world.device.nodeId;
  planId = await one(`INSERT INTO backup_plans (uid, node_id, organization_id, name, type, includes, destination, schedule)
    VALUES ('search-plan', ${node}, ${org}, 'Search', 'FILE_FOLDER', '["/data"]', 'CLOUD',
      '{"scheduleType":"DAILY","hour":1,"minute":0,"weekDays":[],"dayOfMonth":1,"weekOfMonth":1,"interval":1,"intervalUnit":"HOURS"}') RETURNING id`);
  const root = await one(`INSERT INTO backup_items (plan_id, full_path, name, type) VALUES (${planId}, '/data', 'data', 'FOLDER') RETURNING id`);
  await db.execute(
    sql.raw(`INSERT INTO backup_items (plan_id, parent_id, full_path, name, type)
    VALUES (${planId}, ${root}, '/data/a', 'a', 'FOLDER'), (${planId}, ${root}, '/data/b', 'b', 'FOLDER')`),
  );
  await db.execute(
    sql.raw(`INSERT INTO backup_items (plan_id, parent_id, full_path, name, type)
    SELECT ${planId}, f.id, f.full_path || '/' || n.name, n.name, 'FILE'
    FROM generate_series(1, ${FILES}) g
    CROSS JOIN LATERAL (SELECT CASE WHEN g % 400 = 0 THEN 'rare-' || g || '.log' ELSE 'file-' || g || '.txt' END AS name) n
    JOIN backup_items f ON f.plan_id = ${planId} AND f.full_path = CASE WHEN g % 2 = 0 THEN '/data/a' ELSE '/data/b' END`),
  );
  await db.execute(sql.raw('ANALYZE backup_items'));
  repo = createBrowseRepository(db);
}, 180_000);
afterAll(() => ctx.close());

const paths = (rows: { fullPath: string }[]) => rows.map((r) => r.fullPath);

describe('backup search pages', () => {
  it('counts a common and a rare term exactly', async () => {
    expect(await repo.countMatches(planId, 'rare', null)).toBe(Math.floor(FILES / 400));
    expect(await repo.countMatches(planId, 'file-*.txt', null)).toBe(FILES - Math.floor(FILES / 400));
  });

  it('counts up to a cap: exact below it, the cap and one above it', async () => {
    expect(await repo.countMatchesUpTo(planId, 'rare', null, SORT_MATCHES_UP_TO)).toBe(Math.floor(FILES / 400));
    expect(await repo.countMatchesUpTo(planId, 'file-*.txt', null, SORT_MATCHES_UP_TO)).toBe(SORT_MATCHES_UP_TO + 1);
    expect(await repo.countMatchesUpTo(planId, 'nothing-like-it', null, SORT_MATCHES_UP_TO)).toBe(0);
  });

  it('answers the first page of a broad term before its exact count, then the count on its own', async () => {
    type Page = Paged<BackupEntry> & { totalExact: boolean };
    const url = (query: string) => `/api/backup/lockhart/nodes/${world.device.nodeId}/plans/search-plan/search?${query}`;
    const get = async (query: string) => {
      const response = await ctx.app.inject({ url: url(query), headers: world.admin.headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Page>();
    };
    const exact = FILES - Math.floor(FILES / 400);
    const first = await get('searchTerm=file-*.txt&page=0&size=250');
    // Not counted yet: a lower bound, marked as such, and the page itself in path order.
    expect(first.totalExact).toBe(false);
    expect(first.totalElements).toBe(SORT_MATCHES_UP_TO + 1);
    expect(first.results).toHaveLength(250);
    expect(first.results.map((r) => r.path)).toEqual(paths(await repo.search(planId, 'file-*.txt', null, 0, 250, exact)));
    // The exact count, computed after the page, answers the total-only request and later pages.
    const total = await get('searchTerm=file-*.txt&totalOnly=true');
    expect(total).toMatchObject({ results: [], totalElements: exact, totalPages: Math.ceil(exact / 250), totalExact: true });
    const second = await get('searchTerm=file-*.txt&page=1&size=250');
    expect(second).toMatchObject({ totalElements: exact, totalExact: true });
    // A rare term is counted exactly by the first request.
    const rare = await get('searchTerm=rare');
    expect(rare).toMatchObject({ totalElements: Math.floor(FILES / 400), totalExact: true });
  });

  it('answers the same pages, in path order, whether it walks the path key or sorts the matches', async () => {
    const total = await repo.countMatches(planId, 'file-*.txt', null);
    expect(total).toBeGreaterThan(SORT_MATCHES_UP_TO);
    for (const page of [0, 7, Math.floor(total / 250)]) {
      const walked = await repo.search(planId, 'file-*.txt', null, page, 250, total);
      const sorted = await repo.search(planId, 'file-*.txt', null, page, 250, 1);
      expect(paths(walked)).toEqual(paths(sorted));
      expect(paths(walked)).toEqual([...paths(walked)].sort());
      expect(walked.length).toBe(page === Math.floor(total / 250) ? total % 250 : 250);
    }
    // Consecutive pages continue each other.
    const first = await repo.search(planId, 'file-*.txt', null, 0, 250, total);
    const second = await repo.search(planId, 'file-*.txt', null, 1, 250, total);
    expect(first.at(-1)!.fullPath < second[0]!.fullPath).toBe(true);
  });

  it('finds every rare match below a folder, whichever way the page is read', async () => {
    const folder = '/data/a';
    const total = await repo.countMatches(planId, 'RARE', folder);
    expect(total).toBe(Math.floor(FILES / 400));
    for (const matches of [total, SORT_MATCHES_UP_TO + 1]) {
      const rows = await repo.search(planId, 'RARE', folder, 0, 250, matches);
      expect(rows).toHaveLength(total);
      expect(rows.every((r) => r.fullPath.startsWith(`${folder}/rare-`) && r.type === 'FILE')).toBe(true);
    }
  });
});
