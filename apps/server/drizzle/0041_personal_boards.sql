ALTER TABLE "ticketing_triggers" ADD COLUMN "owner_user_id" integer;--> statement-breakpoint
ALTER TABLE "ticketing_triggers" ADD CONSTRAINT "ticketing_triggers_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_activity_rule_runs_idx" ON "ticket_activity" USING btree (("new_value" ->> 'triggerId'),"created_at","id") WHERE "ticket_activity"."field" = 'automation';--> statement-breakpoint
CREATE INDEX "ticket_activity_change_set_idx" ON "ticket_activity" USING btree ("change_set_id");--> statement-breakpoint
CREATE INDEX "ticketing_triggers_owner_idx" ON "ticketing_triggers" USING btree ("owner_user_id");--> statement-breakpoint
-- Two automations may not share a name (issue 23 item 12): any stored before this rule get their id after the name.
UPDATE "ticketing_triggers" AS t SET "name" = t."name" || ' (' || t."id" || ')'
FROM (
  SELECT "id", row_number() OVER (PARTITION BY lower(trim("name")) ORDER BY "id") AS n
  FROM "ticketing_triggers" WHERE "type" IN ('EVENT_BASED', 'TIME_BASED')
) AS d
WHERE d."id" = t."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "ticketing_triggers_automation_name_key" ON "ticketing_triggers" USING btree (lower(trim("name"))) WHERE "ticketing_triggers"."type" in ('EVENT_BASED', 'TIME_BASED');