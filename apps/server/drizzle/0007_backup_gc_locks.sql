CREATE TABLE "backup_gc_locks" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"holder" text,
	"held_until" timestamp with time zone,
	"pending" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "backup_gc_locks" ADD CONSTRAINT "backup_gc_locks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;