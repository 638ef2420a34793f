CREATE TABLE "psa_ticket_pushes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "psa_ticket_pushes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"ticket_id" integer NOT NULL,
	"request" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"outcome" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "psa_sync_runs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "psa_ticket_pushes_due_idx" ON "psa_ticket_pushes" USING btree ("due_at","id") WHERE "psa_ticket_pushes"."status" in ('QUEUED', 'RUNNING');--> statement-breakpoint
CREATE INDEX "psa_ticket_pushes_ticket_idx" ON "psa_ticket_pushes" USING btree ("ticket_id");