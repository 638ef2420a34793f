CREATE TABLE "technician_role_organizations" (
	"role_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	CONSTRAINT "technician_role_organizations_role_id_organization_id_pk" PRIMARY KEY("role_id","organization_id")
);
--> statement-breakpoint
ALTER TABLE "technician_roles" ADD COLUMN "organization_scope" text DEFAULT 'ALL' NOT NULL;--> statement-breakpoint
ALTER TABLE "technician_role_organizations" ADD CONSTRAINT "technician_role_organizations_role_id_technician_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."technician_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_role_organizations" ADD CONSTRAINT "technician_role_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "technician_role_organizations_org_idx" ON "technician_role_organizations" USING btree ("organization_id");