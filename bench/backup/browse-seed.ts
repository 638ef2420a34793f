// Seeds the backup file index for the browsing benchmark with SQL: plan 1 holds one folder of
// 100,000 files, plan 2 holds 1,000 folders of 1,000 files (1,101,002 entries in all).
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseTarget } from '../../apps/server/src/db/client.ts';

const KINDS = ['report', 'photo', 'notes', 'invoice', 'backup'];
const EXTS = ['pdf', 'jpg', 'txt', 'xlsx', 'zip'];

export async function seedBrowseIndex(target: DatabaseTarget) {
  const handle = await openDatabase(target);
  const run = (text: string) => handle.db.execute(sql.raw(text));
  await run(`INSERT INTO organizations (name) VALUES ('Browse bench')`);
  await run(`INSERT INTO nodes (organization_id, device_uid, system_name, display_name, node_class, node_approval_type, approval_status, installation_status, last_seen_at)
             VALUES (1, 'bench-node', 'bench', 'bench', 'LINUX_SERVER', 'REGULAR', 'APPROVED', 'INSTALLED', now())`);
  const schedule = `'{"scheduleType":"DAILY","hour":1,"minute":0,"weekDays":[],"dayOfMonth":1,"weekOfMonth":1,"interval":1,"intervalUnit":"HOURS"}'`;
  for (const [planId, name] of [
    [1, 'Wide folder'],
    [2, 'Million files'],
  ] as const) {
    await run(`INSERT INTO backup_plans (uid, node_id, organization_id, name, type, includes, destination, schedule)
               VALUES ('bench-plan-${planId}', 1, 1, '${name}', 'FILE_FOLDER', '["/data"]', 'CLOUD', ${schedule})`);
    await run(
      `INSERT INTO backup_snapshots (plan_id, job_guid, bld_type, job_created, job_completed, on_s3) VALUES (${planId}, 'bench-job-${planId}', 'FULL', now(), now(), true)`,
    );
  }
  // Plan 1: one folder with 100,000 files. Plan 2: 1,000 folders of 1,000 files.
  await run(
    `INSERT INTO backup_items (plan_id, parent_id, full_path, name, type) VALUES (1, NULL, '/data', 'data', 'FOLDER'), (2, NULL, '/data', 'data', 'FOLDER')`,
  );
  const nameExpr = (g: string) => `(ARRAY['${KINDS.join("','")}'])[1 + ${g} % 5] || '-' || ${g} || '.' || (ARRAY['${EXTS.join("','")}'])[1 + (${g} / 5) % 5]`;
  await run(`INSERT INTO backup_items (plan_id, parent_id, full_path, name, type)
             SELECT 1, 1, '/data/' || ${nameExpr('g')}, ${nameExpr('g')}, 'FILE' FROM generate_series(1, 100000) g`);
  await run(`INSERT INTO backup_items (plan_id, parent_id, full_path, name, type)
             SELECT 2, 2, '/data/dir-' || g, 'dir-' || g, 'FOLDER' FROM generate_series(1, 1000) g`);
  await run(`INSERT INTO backup_items (plan_id, parent_id, full_path, name, type)
             SELECT 2, d.id, d.full_path || '/' || ${nameExpr('g')}, ${nameExpr('g')}, 'FILE'
             FROM backup_items d CROSS JOIN generate_series(1, 1000) g WHERE d.plan_id = 2 AND d.type = 'FOLDER' AND d.parent_id = 2`);
  await run(`INSERT INTO backup_file_revisions (item_id, snapshot_id, size, backup_size, modified, chunks, on_s3)
             SELECT id, plan_id, 1000, 600, now(), '[]', true FROM backup_items WHERE type = 'FILE'`);
  await run(`UPDATE backup_items i SET latest_revision_id = r.id FROM backup_file_revisions r WHERE r.item_id = i.id`);
  // Folder totals, as the indexer keeps them.
  await run(`UPDATE backup_items f SET child_count = c.n
             FROM (SELECT parent_id, count(*)::int AS n FROM backup_items WHERE parent_id IS NOT NULL GROUP BY parent_id) c WHERE f.id = c.parent_id`);
  await run('ANALYZE');
  // The name-search index's pending list merged, as the server does after a job completes (decision 0056).
  await run(`SELECT gin_clean_pending_list('backup_items_lower_name_trgm_idx'::regclass)`);
  await handle.close();
}
