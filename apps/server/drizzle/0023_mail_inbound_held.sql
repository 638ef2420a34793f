DROP INDEX "mail_inbound_message_id_key";--> statement-breakpoint
CREATE INDEX "mail_inbound_from_idx" ON "mail_inbound" USING btree ("from_address","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_inbound_message_id_key" ON "mail_inbound" USING btree ("message_id") WHERE "mail_inbound"."message_id" is not null and "mail_inbound"."outcome" in ('COMMENTED', 'CREATED', 'HELD');