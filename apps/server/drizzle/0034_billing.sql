CREATE TABLE "billing_agreement_products" (
	"agreement_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"quantity" numeric(12, 2),
	CONSTRAINT "billing_agreement_products_agreement_id_product_id_pk" PRIMARY KEY("agreement_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "billing_agreements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"product_mapping_type" text DEFAULT 'SINGLE_HIT' NOT NULL,
	"hourly_rate" numeric(14, 2),
	"block_hours" numeric(10, 2),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	"quantity" numeric(12, 2),
	"dynamic_quantity_text" text DEFAULT '' NOT NULL,
	"taxable" boolean DEFAULT false NOT NULL,
	"billing" text NOT NULL,
	"licensing_type" text,
	"term" text,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"any_role" boolean DEFAULT true NOT NULL,
	"node_role_id" integer,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"all_groups" boolean DEFAULT true NOT NULL,
	"auto_round_time_entries" boolean DEFAULT false NOT NULL,
	"rounding_minutes" integer DEFAULT 15 NOT NULL,
	"on_site_multiplier" numeric(6, 2) DEFAULT '1' NOT NULL,
	"remote_multiplier" numeric(6, 2) DEFAULT '1' NOT NULL,
	"normal_hours_multiplier" numeric(6, 2) DEFAULT '1' NOT NULL,
	"off_hours_multiplier" numeric(6, 2) DEFAULT '1' NOT NULL,
	"user_roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allow_all_technicians" boolean DEFAULT true NOT NULL,
	"permission_user_roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_agreement_products" ADD CONSTRAINT "billing_agreement_products_agreement_id_billing_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."billing_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_agreement_products" ADD CONSTRAINT "billing_agreement_products_product_id_billing_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."billing_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_agreements" ADD CONSTRAINT "billing_agreements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_products" ADD CONSTRAINT "billing_products_node_role_id_device_roles_id_fk" FOREIGN KEY ("node_role_id") REFERENCES "public"."device_roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_agreement_products_product_idx" ON "billing_agreement_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "billing_agreements_org_idx" ON "billing_agreements" USING btree ("organization_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_products_name_key" ON "billing_products" USING btree (lower("name"));