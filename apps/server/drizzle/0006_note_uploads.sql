CREATE TABLE "note_uploads" (
	"note_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	CONSTRAINT "note_uploads_note_id_upload_id_pk" PRIMARY KEY("note_id","upload_id")
);
--> statement-breakpoint
ALTER TABLE "note_uploads" ADD CONSTRAINT "note_uploads_note_id_device_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."device_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_uploads" ADD CONSTRAINT "note_uploads_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "note_uploads_upload_idx" ON "note_uploads" USING btree ("upload_id");--> statement-breakpoint
-- Notes saved before this table existed: record the uploads their HTML already uses (as the
-- server does on save, by upload URL or data-cid), so deleting them cleans those up too.
INSERT INTO "note_uploads" ("note_id", "upload_id")
SELECT n."id", u."id" FROM "device_notes" n JOIN "uploads" u
  ON strpos(n."html", '/api/uploads/' || u."content_id") > 0 OR strpos(n."html", 'data-cid="' || u."content_id" || '"') > 0
ON CONFLICT DO NOTHING;
