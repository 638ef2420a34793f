DROP INDEX "backup_items_name_trgm_idx";--> statement-breakpoint
DROP INDEX "backup_items_folder_page_idx";--> statement-breakpoint
ALTER TABLE "backup_items" ADD COLUMN "child_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "backup_plans" ADD COLUMN "index_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "backup_items_lower_name_trgm_idx" ON "backup_items" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "backup_items_folder_page_idx" ON "backup_items" USING btree ("plan_id","parent_id","type" DESC NULLS LAST,lower("name"),"id");--> statement-breakpoint
-- Backfill: folders indexed before this migration get their child counts.
UPDATE "backup_items" f SET "child_count" = c.n FROM (SELECT "parent_id", count(*)::int AS n FROM "backup_items" WHERE "parent_id" IS NOT NULL GROUP BY "parent_id") c WHERE f."id" = c."parent_id";
