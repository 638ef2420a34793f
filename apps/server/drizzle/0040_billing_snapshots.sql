CREATE TABLE "billing_billed_months" (
	"organization_id" integer NOT NULL,
	"month" text NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"billed_at" timestamp with time zone NOT NULL,
	"billed_by_user_id" integer,
	CONSTRAINT "billing_billed_months_organization_id_month_pk" PRIMARY KEY("organization_id","month")
);
--> statement-breakpoint
CREATE TABLE "billing_device_snapshots" (
	"organization_id" integer NOT NULL,
	"month" text NOT NULL,
	"devices" jsonb NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	CONSTRAINT "billing_device_snapshots_organization_id_month_pk" PRIMARY KEY("organization_id","month")
);
--> statement-breakpoint
ALTER TABLE "billing_billed_months" ADD CONSTRAINT "billing_billed_months_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_billed_months" ADD CONSTRAINT "billing_billed_months_billed_by_user_id_users_id_fk" FOREIGN KEY ("billed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_device_snapshots" ADD CONSTRAINT "billing_device_snapshots_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;