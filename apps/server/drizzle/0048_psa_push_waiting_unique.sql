-- Two saves committing at once could each queue a waiting push of one ticket (select, then insert).
-- Keep the newest waiting row of each ticket and kind (it holds the latest request), then let the
-- unique index make that the only way.
DELETE FROM "psa_ticket_pushes" p USING "psa_ticket_pushes" q
WHERE p."status" = 'QUEUED' AND q."status" = 'QUEUED' AND p."kind" = q."kind" AND p."ticket_id" = q."ticket_id" AND p."id" < q."id";--> statement-breakpoint
CREATE UNIQUE INDEX "psa_ticket_pushes_waiting_uq" ON "psa_ticket_pushes" USING btree ("kind","ticket_id") WHERE "psa_ticket_pushes"."status" = 'QUEUED';
