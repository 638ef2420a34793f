ALTER TABLE "backup_items" ADD COLUMN "missing_snapshot_id" integer;--> statement-breakpoint
-- Missing was "last seen in another snapshot than the plan's newest": the same items now carry
-- the newest snapshot they were absent from (issue 28: indexing no longer touches every item).
UPDATE "backup_items" i SET "missing_snapshot_id" = l.id
FROM (SELECT DISTINCT ON (plan_id) plan_id, id FROM "backup_snapshots" WHERE NOT deleted ORDER BY plan_id, job_completed DESC, id DESC) l
WHERE i.plan_id = l.plan_id AND i.status = 'DEFINED' AND i.last_seen_snapshot_id IS DISTINCT FROM l.id;--> statement-breakpoint
ALTER TABLE "backup_items" DROP COLUMN "last_seen_snapshot_id";
