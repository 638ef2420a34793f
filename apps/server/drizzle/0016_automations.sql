CREATE TABLE "automation_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_result" jsonb
);
--> statement-breakpoint
CREATE TABLE "automation_time_firings" (
	"trigger_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"fired_at" timestamp with time zone NOT NULL,
	"last_error" text,
	CONSTRAINT "automation_time_firings_trigger_id_ticket_id_pk" PRIMARY KEY("trigger_id","ticket_id")
);
--> statement-breakpoint
CREATE TABLE "channel_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "channel_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dedupe_key" text NOT NULL,
	"channel_id" integer,
	"channel_name" text NOT NULL,
	"channel_type" text NOT NULL,
	"trigger_id" integer,
	"trigger_name" text NOT NULL,
	"ticket_id" integer,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"response_status" integer,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_channels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"secret_sealed" text,
	"recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "automation_time_firings" ADD CONSTRAINT "automation_time_firings_trigger_id_ticketing_triggers_id_fk" FOREIGN KEY ("trigger_id") REFERENCES "public"."ticketing_triggers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_time_firings" ADD CONSTRAINT "automation_time_firings_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_deliveries" ADD CONSTRAINT "channel_deliveries_channel_id_notification_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."notification_channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_deliveries" ADD CONSTRAINT "channel_deliveries_trigger_id_ticketing_triggers_id_fk" FOREIGN KEY ("trigger_id") REFERENCES "public"."ticketing_triggers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_deliveries" ADD CONSTRAINT "channel_deliveries_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automation_time_firings_ticket_idx" ON "automation_time_firings" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_deliveries_dedupe_key" ON "channel_deliveries" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "channel_deliveries_due_idx" ON "channel_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "channel_deliveries_ticket_idx" ON "channel_deliveries" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "channel_deliveries_channel_idx" ON "channel_deliveries" USING btree ("channel_id","created_at");--> statement-breakpoint
CREATE INDEX "notification_channels_name_idx" ON "notification_channels" USING btree ("name");