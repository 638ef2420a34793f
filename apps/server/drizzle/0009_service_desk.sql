CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uid" text NOT NULL,
	"organization_id" integer,
	"name" text NOT NULL,
	"email" text,
	"phone" text DEFAULT '' NOT NULL,
	"can_reply_by_email" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_attributes" (
	"form_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	CONSTRAINT "form_attributes_form_id_attribute_id_pk" PRIMARY KEY("form_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_attributes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_attributes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"attribute_type" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_forms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_statuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_statuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"system_key" text,
	"name" text NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticketing_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"from_email_domain" text,
	"timer" jsonb NOT NULL,
	"attachments" jsonb NOT NULL,
	"business_hours" jsonb NOT NULL,
	"notifications" jsonb NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticketing_config_single_row" CHECK ("ticketing_config"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "ticketing_tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticketing_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_activity" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_id" integer NOT NULL,
	"change_set_id" text NOT NULL,
	"type" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_user_id" integer,
	"actor_contact_id" integer,
	"actor_name" text NOT NULL,
	"source" text NOT NULL,
	"field" text,
	"old_value" jsonb,
	"new_value" jsonb,
	"old_label" text,
	"new_label" text,
	"comment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_additional_technicians" (
	"ticket_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "ticket_additional_technicians_ticket_id_user_id_pk" PRIMARY KEY("ticket_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"comment_id" integer,
	"inline" boolean DEFAULT false NOT NULL,
	"added_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_attribute_values" (
	"ticket_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "ticket_attribute_values_ticket_id_attribute_id_pk" PRIMARY KEY("ticket_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_cc" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_cc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_id" integer NOT NULL,
	"user_id" integer,
	"email" text
);
--> statement-breakpoint
CREATE TABLE "ticket_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_id" integer NOT NULL,
	"author_user_id" integer,
	"author_contact_id" integer,
	"author_name" text NOT NULL,
	"html_body" text NOT NULL,
	"body" text NOT NULL,
	"is_public" boolean NOT NULL,
	"technicians_tagged" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_tags" (
	"ticket_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "ticket_tags_ticket_id_tag_id_pk" PRIMARY KEY("ticket_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_time_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_time_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"remote" boolean DEFAULT false NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"duration_seconds" integer NOT NULL,
	"billing_type" text NOT NULL,
	"agreement_id" integer,
	"agreement_origin_type" text,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_timers" (
	"ticket_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"running_since" timestamp with time zone,
	"accumulated_seconds" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_timers_ticket_id_user_id_pk" PRIMARY KEY("ticket_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"summary" text NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"description_text" text DEFAULT '' NOT NULL,
	"status_id" integer NOT NULL,
	"type" text,
	"source" text NOT NULL,
	"priority" text DEFAULT 'NONE' NOT NULL,
	"severity" text DEFAULT 'NONE' NOT NULL,
	"organization_id" integer,
	"organization_name" text,
	"location_id" integer,
	"location_name" text,
	"node_id" integer,
	"node_name" text,
	"requester_user_id" integer,
	"requester_contact_id" integer,
	"assigned_app_user_id" integer,
	"form_id" integer,
	"parent_ticket_id" integer,
	"merged_into_ticket_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_by_name" text,
	"assigned_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone,
	"solved_at" timestamp with time zone,
	"last_updated_by_assignee_at" timestamp with time zone,
	"last_updated_by_requester_at" timestamp with time zone,
	"total_time_tracked_seconds" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_attributes" ADD CONSTRAINT "form_attributes_form_id_ticket_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."ticket_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_attributes" ADD CONSTRAINT "form_attributes_attribute_id_ticket_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."ticket_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_statuses" ADD CONSTRAINT "ticket_statuses_parent_id_ticket_statuses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ticket_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticketing_config" ADD CONSTRAINT "ticketing_config_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticketing_tags" ADD CONSTRAINT "ticketing_tags_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_activity" ADD CONSTRAINT "ticket_activity_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_activity" ADD CONSTRAINT "ticket_activity_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_activity" ADD CONSTRAINT "ticket_activity_actor_contact_id_contacts_id_fk" FOREIGN KEY ("actor_contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_activity" ADD CONSTRAINT "ticket_activity_comment_id_ticket_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."ticket_comments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_additional_technicians" ADD CONSTRAINT "ticket_additional_technicians_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_additional_technicians" ADD CONSTRAINT "ticket_additional_technicians_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_comment_id_ticket_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."ticket_comments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attribute_values" ADD CONSTRAINT "ticket_attribute_values_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attribute_values" ADD CONSTRAINT "ticket_attribute_values_attribute_id_ticket_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."ticket_attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_cc" ADD CONSTRAINT "ticket_cc_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_cc" ADD CONSTRAINT "ticket_cc_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD CONSTRAINT "ticket_comments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD CONSTRAINT "ticket_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD CONSTRAINT "ticket_comments_author_contact_id_contacts_id_fk" FOREIGN KEY ("author_contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_tags" ADD CONSTRAINT "ticket_tags_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_tags" ADD CONSTRAINT "ticket_tags_tag_id_ticketing_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."ticketing_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_time_entries" ADD CONSTRAINT "ticket_time_entries_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_time_entries" ADD CONSTRAINT "ticket_time_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_timers" ADD CONSTRAINT "ticket_timers_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_timers" ADD CONSTRAINT "ticket_timers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_status_id_ticket_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."ticket_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_requester_contact_id_contacts_id_fk" FOREIGN KEY ("requester_contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_form_id_ticket_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."ticket_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_parent_ticket_id_tickets_id_fk" FOREIGN KEY ("parent_ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_merged_into_ticket_id_tickets_id_fk" FOREIGN KEY ("merged_into_ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_uid_key" ON "contacts" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_email_live_key" ON "contacts" USING btree ("email") WHERE "contacts"."deleted" = false;--> statement-breakpoint
CREATE INDEX "contacts_org_name_idx" ON "contacts" USING btree ("organization_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "form_attributes_attribute_idx" ON "form_attributes" USING btree ("attribute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_attributes_name_key" ON "ticket_attributes" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_forms_name_key" ON "ticket_forms" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_statuses_system_key" ON "ticket_statuses" USING btree ("system_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_statuses_name_key" ON "ticket_statuses" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "ticket_statuses_parent_idx" ON "ticket_statuses" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticketing_tags_name_key" ON "ticketing_tags" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "ticket_activity_ticket_idx" ON "ticket_activity" USING btree ("ticket_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ticket_additional_technicians_user_idx" ON "ticket_additional_technicians" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_attachments_ticket_upload_key" ON "ticket_attachments" USING btree ("ticket_id","upload_id");--> statement-breakpoint
CREATE INDEX "ticket_attachments_upload_idx" ON "ticket_attachments" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "ticket_attribute_values_attribute_idx" ON "ticket_attribute_values" USING btree ("attribute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_cc_user_key" ON "ticket_cc" USING btree ("ticket_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_cc_email_key" ON "ticket_cc" USING btree ("ticket_id","email");--> statement-breakpoint
CREATE INDEX "ticket_comments_ticket_idx" ON "ticket_comments" USING btree ("ticket_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ticket_tags_tag_idx" ON "ticket_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "ticket_time_entries_ticket_idx" ON "ticket_time_entries" USING btree ("ticket_id","start_date");--> statement-breakpoint
CREATE INDEX "ticket_timers_user_idx" ON "ticket_timers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tickets_status_idx" ON "tickets" USING btree ("status_id","id");--> statement-breakpoint
CREATE INDEX "tickets_organization_idx" ON "tickets" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "tickets_assignee_idx" ON "tickets" USING btree ("assigned_app_user_id","id");--> statement-breakpoint
CREATE INDEX "tickets_requester_user_idx" ON "tickets" USING btree ("requester_user_id");--> statement-breakpoint
CREATE INDEX "tickets_requester_contact_idx" ON "tickets" USING btree ("requester_contact_id");--> statement-breakpoint
CREATE INDEX "tickets_updated_at_idx" ON "tickets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "tickets_created_at_idx" ON "tickets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_parent_idx" ON "tickets" USING btree ("parent_ticket_id");--> statement-breakpoint
CREATE INDEX "tickets_type_idx" ON "tickets" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "tickets_summary_trgm_idx" ON "tickets" USING gin (lower("summary") gin_trgm_ops);--> statement-breakpoint
-- The six system statuses: fixed rows every ticket status is, or belongs under.
INSERT INTO "ticket_statuses" ("system_key", "name", "position") VALUES
  ('NEW', 'New', 10), ('OPEN', 'Open', 20), ('WAITING', 'Waiting', 30),
  ('PAUSED', 'Paused', 40), ('RESOLVED', 'Resolved', 50), ('CLOSED', 'Closed', 60)
ON CONFLICT DO NOTHING;
