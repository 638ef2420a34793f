CREATE TABLE "ticketing_triggers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticketing_triggers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"conditions" jsonb DEFAULT '{"all":[],"any":[]}'::jsonb NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uploads" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"columns" jsonb,
	"sort_by" jsonb,
	"system" boolean DEFAULT false NOT NULL,
	"system_key" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" integer,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticketing_triggers" ADD CONSTRAINT "ticketing_triggers_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticketing_triggers" ADD CONSTRAINT "ticketing_triggers_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticketing_triggers_system_key" ON "ticketing_triggers" USING btree ("system_key");--> statement-breakpoint
CREATE INDEX "ticketing_triggers_type_idx" ON "ticketing_triggers" USING btree ("type","position","id");--> statement-breakpoint
-- The system boards (modules/triggers/system-boards.ts): fixed conditions; columns and sort editable.
INSERT INTO "ticketing_triggers" ("type", "name", "description", "conditions", "columns", "sort_by", "system", "system_key", "position") VALUES
  ('BOARD', 'All open tickets', 'Every ticket that is not resolved or closed.', '{"all":[{"id":"unsolved-resolved","field":"status","operator":"parent_not_equals","value":"RESOLVED"},{"id":"unsolved-closed","field":"status","operator":"parent_not_equals","value":"CLOSED"}],"any":[]}'::jsonb, '["status","id","summary","organization","requester","assignee","type","source","createTime","totalTimeTracked"]'::jsonb, '[{"field":"id","direction":"DESC"}]'::jsonb, true, 'ALL_OPEN', 0),
  ('BOARD', 'My tickets', 'Open tickets assigned to you.', '{"all":[{"id":"mine","field":"assignee","operator":"equals","value":"CURRENT_USER"},{"id":"unsolved-resolved","field":"status","operator":"parent_not_equals","value":"RESOLVED"},{"id":"unsolved-closed","field":"status","operator":"parent_not_equals","value":"CLOSED"}],"any":[]}'::jsonb, '["status","id","summary","organization","requester","assignee","type","source","createTime","totalTimeTracked"]'::jsonb, '[{"field":"id","direction":"DESC"}]'::jsonb, true, 'MY_TICKETS', 1),
  ('BOARD', 'Unassigned', 'Open tickets nobody is assigned to.', '{"all":[{"id":"unassigned","field":"assignee","operator":"not_present","value":null},{"id":"unsolved-resolved","field":"status","operator":"parent_not_equals","value":"RESOLVED"},{"id":"unsolved-closed","field":"status","operator":"parent_not_equals","value":"CLOSED"}],"any":[]}'::jsonb, '["status","id","summary","organization","requester","assignee","type","source","createTime","totalTimeTracked"]'::jsonb, '[{"field":"id","direction":"DESC"}]'::jsonb, true, 'UNASSIGNED', 2),
  ('BOARD', 'Recently solved', 'Tickets resolved or closed in the last 7 days.', '{"all":[],"any":[{"id":"resolved-7d","field":"time_since_status:RESOLVED","operator":"less_or_equal_than","value":"168:0"},{"id":"closed-7d","field":"time_since_status:CLOSED","operator":"less_or_equal_than","value":"168:0"}]}'::jsonb, '["status","id","summary","organization","requester","assignee","type","source","solvedTime","totalTimeTracked"]'::jsonb, '[{"field":"solvedTime","direction":"DESC"}]'::jsonb, true, 'RECENTLY_SOLVED', 3)
ON CONFLICT DO NOTHING;
