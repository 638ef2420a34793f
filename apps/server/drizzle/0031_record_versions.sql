ALTER TABLE "help_articles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticketing_triggers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;