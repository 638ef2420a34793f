DROP INDEX "contacts_email_live_key";--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_org_email_live_key" ON "contacts" USING btree ("organization_id","email") WHERE "contacts"."deleted" = false;--> statement-breakpoint
CREATE INDEX "contacts_email_live_idx" ON "contacts" USING btree ("email") WHERE "contacts"."deleted" = false;