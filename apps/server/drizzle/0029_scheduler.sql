CREATE TABLE "schedule_runs" (
	"schedule_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "schedule_runs_schedule_id_due_at_pk" PRIMARY KEY("schedule_id","due_at")
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"jitter_ms" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone,
	"run_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_runs" ADD CONSTRAINT "schedule_runs_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_runs_claimed_at_idx" ON "schedule_runs" USING btree ("claimed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_kind_subject_key" ON "schedules" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "schedules_run_at_idx" ON "schedules" USING btree ("run_at");