CREATE TABLE "script_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "script_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "script_category_links" (
	"script_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "script_category_links_script_id_category_id_pk" PRIMARY KEY("script_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "script_run_devices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "script_run_devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"run_id" integer NOT NULL,
	"run_uid" text NOT NULL,
	"node_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"script_id" integer,
	"status" text NOT NULL,
	"delivered_at" timestamp with time zone,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"exit_code" integer,
	"duration_ms" integer,
	"stdout_head" text,
	"stdout_tail" text,
	"stdout_dropped" integer,
	"stderr_head" text,
	"stderr_tail" text,
	"stderr_dropped" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "script_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "script_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"script_id" integer,
	"script_version_id" integer NOT NULL,
	"script_name" text NOT NULL,
	"version" integer NOT NULL,
	"run_as" text NOT NULL,
	"timeout_seconds" integer NOT NULL,
	"values_sealed" text NOT NULL,
	"secret_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requested_by_user_id" integer,
	"requested_by_name" text,
	"target" jsonb NOT NULL,
	"device_count" integer NOT NULL,
	"organization_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "script_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "script_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"script_id" integer NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"body_sha256" text NOT NULL,
	"variables" jsonb NOT NULL,
	"run_as" text NOT NULL,
	"default_timeout_seconds" integer NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scripts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scripts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uid" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"operating_systems" jsonb NOT NULL,
	"run_as" text DEFAULT 'SYSTEM' NOT NULL,
	"default_timeout_seconds" integer NOT NULL,
	"organization_id" integer,
	"built_in" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "script_category_links" ADD CONSTRAINT "script_category_links_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_category_links" ADD CONSTRAINT "script_category_links_category_id_script_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."script_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_run_devices" ADD CONSTRAINT "script_run_devices_run_id_script_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."script_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_run_devices" ADD CONSTRAINT "script_run_devices_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_runs" ADD CONSTRAINT "script_runs_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_runs" ADD CONSTRAINT "script_runs_script_version_id_script_versions_id_fk" FOREIGN KEY ("script_version_id") REFERENCES "public"."script_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_runs" ADD CONSTRAINT "script_runs_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_versions" ADD CONSTRAINT "script_versions_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_versions" ADD CONSTRAINT "script_versions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scripts" ADD CONSTRAINT "scripts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scripts" ADD CONSTRAINT "scripts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "script_categories_name_key" ON "script_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "script_category_links_category_idx" ON "script_category_links" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "script_run_devices_uid_key" ON "script_run_devices" USING btree ("run_uid");--> statement-breakpoint
CREATE INDEX "script_run_devices_run_idx" ON "script_run_devices" USING btree ("run_id","id");--> statement-breakpoint
CREATE INDEX "script_run_devices_node_idx" ON "script_run_devices" USING btree ("node_id","created_at");--> statement-breakpoint
CREATE INDEX "script_run_devices_open_idx" ON "script_run_devices" USING btree ("status") WHERE "script_run_devices"."status" in ('QUEUED', 'OFFLINE_WAITING', 'RUNNING');--> statement-breakpoint
CREATE INDEX "script_runs_script_idx" ON "script_runs" USING btree ("script_id","created_at");--> statement-breakpoint
CREATE INDEX "script_runs_created_idx" ON "script_runs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "script_versions_script_version_key" ON "script_versions" USING btree ("script_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "scripts_uid_key" ON "scripts" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "scripts_name_idx" ON "scripts" USING btree (lower("name"),"id");