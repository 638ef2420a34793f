CREATE TABLE "agent_commands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_commands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"node_id" integer NOT NULL,
	"command" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"ok" boolean,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "backup_deletions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backup_deletions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"whole_plan" boolean NOT NULL,
	"item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"executed_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "backup_file_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backup_file_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"snapshot_id" integer NOT NULL,
	"size" double precision NOT NULL,
	"backup_size" double precision NOT NULL,
	"modified" timestamp with time zone,
	"chunks" jsonb NOT NULL,
	"on_s3" boolean DEFAULT false NOT NULL,
	"on_nas" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "backup_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backup_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"parent_id" integer,
	"full_path" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'DEFINED' NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"latest_revision_id" integer,
	"last_seen_snapshot_id" integer,
	"deleted_snapshot_id" integer
);
--> statement-breakpoint
CREATE TABLE "backup_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backup_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_uid" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"node_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"plan_id" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"job_files_processed" integer DEFAULT 0 NOT NULL,
	"job_total_files" integer DEFAULT 0 NOT NULL,
	"job_processed_bytes" double precision DEFAULT 0 NOT NULL,
	"job_total_bytes" double precision DEFAULT 0 NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"ignored" boolean DEFAULT false NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"idempotency_key" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"leased_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "backup_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backup_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uid" text NOT NULL,
	"node_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"includes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excludes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"volume" text,
	"destination" text NOT NULL,
	"local_path" text,
	"schedule" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"backup_permissions" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"data_deleted" boolean DEFAULT false NOT NULL,
	"last_success" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "backup_snapshots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backup_snapshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"job_id" integer,
	"job_guid" text NOT NULL,
	"bld_type" text NOT NULL,
	"job_created" timestamp with time zone NOT NULL,
	"job_completed" timestamp with time zone NOT NULL,
	"size" double precision DEFAULT 0 NOT NULL,
	"backup_size" double precision DEFAULT 0 NOT NULL,
	"file_count" integer DEFAULT 0 NOT NULL,
	"on_s3" boolean DEFAULT false NOT NULL,
	"on_nas" boolean DEFAULT false NOT NULL,
	"volume" jsonb,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_backup_keys" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"sealed_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_backup_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_commands" ADD CONSTRAINT "agent_commands_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_deletions" ADD CONSTRAINT "backup_deletions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_deletions" ADD CONSTRAINT "backup_deletions_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_deletions" ADD CONSTRAINT "backup_deletions_plan_id_backup_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."backup_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_deletions" ADD CONSTRAINT "backup_deletions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_file_revisions" ADD CONSTRAINT "backup_file_revisions_item_id_backup_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."backup_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_file_revisions" ADD CONSTRAINT "backup_file_revisions_snapshot_id_backup_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."backup_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_items" ADD CONSTRAINT "backup_items_plan_id_backup_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."backup_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_jobs" ADD CONSTRAINT "backup_jobs_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_jobs" ADD CONSTRAINT "backup_jobs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_jobs" ADD CONSTRAINT "backup_jobs_plan_id_backup_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."backup_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_jobs" ADD CONSTRAINT "backup_jobs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_plans" ADD CONSTRAINT "backup_plans_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_plans" ADD CONSTRAINT "backup_plans_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_snapshots" ADD CONSTRAINT "backup_snapshots_plan_id_backup_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."backup_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_snapshots" ADD CONSTRAINT "backup_snapshots_job_id_backup_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."backup_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_backup_keys" ADD CONSTRAINT "organization_backup_keys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_backup_settings" ADD CONSTRAINT "organization_backup_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_commands_node_status_idx" ON "agent_commands" USING btree ("node_id","status");--> statement-breakpoint
CREATE INDEX "backup_deletions_due_idx" ON "backup_deletions" USING btree ("status","scheduled_for");--> statement-breakpoint
CREATE INDEX "backup_deletions_node_idx" ON "backup_deletions" USING btree ("node_id");--> statement-breakpoint
CREATE UNIQUE INDEX "backup_file_revisions_item_snapshot_key" ON "backup_file_revisions" USING btree ("item_id","snapshot_id");--> statement-breakpoint
CREATE INDEX "backup_file_revisions_snapshot_idx" ON "backup_file_revisions" USING btree ("snapshot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "backup_items_plan_path_key" ON "backup_items" USING btree ("plan_id","full_path");--> statement-breakpoint
CREATE INDEX "backup_items_folder_page_idx" ON "backup_items" USING btree ("plan_id","parent_id","type",lower("name"));--> statement-breakpoint
CREATE INDEX "backup_items_name_trgm_idx" ON "backup_items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "backup_jobs_uid_key" ON "backup_jobs" USING btree ("job_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "backup_jobs_idempotency_key" ON "backup_jobs" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "backup_jobs_node_status_idx" ON "backup_jobs" USING btree ("node_id","status","id");--> statement-breakpoint
CREATE INDEX "backup_jobs_plan_idx" ON "backup_jobs" USING btree ("plan_id","id");--> statement-breakpoint
CREATE INDEX "backup_jobs_lease_idx" ON "backup_jobs" USING btree ("status","leased_until");--> statement-breakpoint
CREATE UNIQUE INDEX "backup_plans_uid_key" ON "backup_plans" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "backup_plans_node_idx" ON "backup_plans" USING btree ("node_id");--> statement-breakpoint
CREATE UNIQUE INDEX "backup_snapshots_job_guid_key" ON "backup_snapshots" USING btree ("job_guid");--> statement-breakpoint
CREATE INDEX "backup_snapshots_plan_idx" ON "backup_snapshots" USING btree ("plan_id","job_completed");