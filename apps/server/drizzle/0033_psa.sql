CREATE TABLE "psa_configuration_type_mappings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "psa_configuration_type_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"name" text NOT NULL,
	"role_mappings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psa_connections" (
	"provider" text PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"settings" jsonb NOT NULL,
	"secret_sealed" text,
	"last_test_at" timestamp with time zone,
	"last_test_ok" boolean,
	"last_test_message" text,
	"provider_data" jsonb,
	"provider_data_at" timestamp with time zone,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psa_links" (
	"provider" text NOT NULL,
	"entity" text NOT NULL,
	"local_id" text NOT NULL,
	"remote_id" text NOT NULL,
	"hash" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "psa_links_provider_entity_local_id_pk" PRIMARY KEY("provider","entity","local_id")
);
--> statement-breakpoint
CREATE TABLE "psa_location_mappings" (
	"provider" text NOT NULL,
	"location_id" integer NOT NULL,
	"site_id" integer,
	"site_name" text,
	"product_mapping_type" text DEFAULT 'CLIENT_DEFAULT' NOT NULL,
	"product_mapping_id" integer,
	"configuration_type_mapping_type" text DEFAULT 'CLIENT_DEFAULT' NOT NULL,
	"configuration_type_mapping_id" integer,
	"agreement_id" integer,
	"agreement_name" text,
	CONSTRAINT "psa_location_mappings_provider_location_id_pk" PRIMARY KEY("provider","location_id")
);
--> statement-breakpoint
CREATE TABLE "psa_organization_mappings" (
	"provider" text NOT NULL,
	"organization_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"product_mapping_id" integer,
	"configuration_type_mapping_id" integer,
	CONSTRAINT "psa_organization_mappings_provider_organization_id_pk" PRIMARY KEY("provider","organization_id")
);
--> statement-breakpoint
CREATE TABLE "psa_product_mappings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "psa_product_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"name" text NOT NULL,
	"product_mapping_type" text DEFAULT 'SINGLE_HIT' NOT NULL,
	"role_mappings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psa_sync_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "psa_sync_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"dry_run" boolean NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reads" integer DEFAULT 0 NOT NULL,
	"writes" integer DEFAULT 0 NOT NULL,
	"entries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "psa_location_mappings" ADD CONSTRAINT "psa_location_mappings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psa_location_mappings" ADD CONSTRAINT "psa_location_mappings_product_mapping_id_psa_product_mappings_id_fk" FOREIGN KEY ("product_mapping_id") REFERENCES "public"."psa_product_mappings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psa_location_mappings" ADD CONSTRAINT "psa_location_mappings_configuration_type_mapping_id_psa_configuration_type_mappings_id_fk" FOREIGN KEY ("configuration_type_mapping_id") REFERENCES "public"."psa_configuration_type_mappings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psa_organization_mappings" ADD CONSTRAINT "psa_organization_mappings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psa_organization_mappings" ADD CONSTRAINT "psa_organization_mappings_product_mapping_id_psa_product_mappings_id_fk" FOREIGN KEY ("product_mapping_id") REFERENCES "public"."psa_product_mappings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psa_organization_mappings" ADD CONSTRAINT "psa_organization_mappings_configuration_type_mapping_id_psa_configuration_type_mappings_id_fk" FOREIGN KEY ("configuration_type_mapping_id") REFERENCES "public"."psa_configuration_type_mappings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "psa_configuration_type_mappings_name_key" ON "psa_configuration_type_mappings" USING btree ("provider",lower(trim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "psa_connections_one_active" ON "psa_connections" USING btree ("active") WHERE "psa_connections"."active";--> statement-breakpoint
CREATE INDEX "psa_links_remote_idx" ON "psa_links" USING btree ("provider","entity","remote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "psa_product_mappings_name_key" ON "psa_product_mappings" USING btree ("provider",lower(trim("name")));--> statement-breakpoint
CREATE INDEX "psa_sync_runs_started_idx" ON "psa_sync_runs" USING btree ("provider","started_at");