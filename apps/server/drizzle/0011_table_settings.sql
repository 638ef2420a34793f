CREATE TABLE "user_table_settings" (
	"user_id" integer NOT NULL,
	"table_id" text NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_table_settings_user_id_table_id_pk" PRIMARY KEY("user_id","table_id")
);
--> statement-breakpoint
ALTER TABLE "user_table_settings" ADD CONSTRAINT "user_table_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;