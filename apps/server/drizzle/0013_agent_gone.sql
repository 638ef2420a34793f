ALTER TABLE "nodes" ADD COLUMN "agent_poll_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "nodes" ADD COLUMN "agent_gone_at" timestamp with time zone;