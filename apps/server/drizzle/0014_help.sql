CREATE TABLE "help_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"section" text DEFAULT '' NOT NULL,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"locale" text DEFAULT 'en-us' NOT NULL,
	"draft" boolean DEFAULT true NOT NULL,
	"routes" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_config" text DEFAULT 'english' NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"author_user_id" integer,
	"author_name" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"provider" text DEFAULT 'BUILT_IN' NOT NULL,
	"locale" text DEFAULT 'en-us' NOT NULL,
	"academy_url" text DEFAULT '' NOT NULL,
	"zendesk_base_url" text DEFAULT '' NOT NULL,
	"zendesk_federal_base_url" text DEFAULT '' NOT NULL,
	"zendesk_email" text DEFAULT '' NOT NULL,
	"zendesk_token_sealed" text,
	"last_test_at" timestamp with time zone,
	"last_test_ok" boolean,
	"last_test_message" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_settings_single_row" CHECK ("help_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "help_uploads" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_token" text NOT NULL,
	"upload_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_user_state" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tooltip_hidden_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_uploads" ADD CONSTRAINT "help_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_uploads" ADD CONSTRAINT "help_uploads_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_user_state" ADD CONSTRAINT "help_user_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_articles_search_idx" ON "help_articles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "help_articles_routes_idx" ON "help_articles" USING gin ("routes");--> statement-breakpoint
CREATE INDEX "help_articles_locale_idx" ON "help_articles" USING btree ("locale","draft");--> statement-breakpoint
CREATE INDEX "help_uploads_user_idx" ON "help_uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "help_uploads_upload_idx" ON "help_uploads" USING btree ("upload_id");