-- Staff management (module staff): roles an owner composes from the permission list, and on each
-- account when it was invited, when it last signed in and whether it is deactivated.
CREATE TABLE "staff_roles" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"permissions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_roles_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "staff_roles_permissions_array" CHECK (jsonb_typeof("permissions") = 'array'),
	CONSTRAINT "staff_roles_name_length" CHECK (char_length("name") BETWEEN 1 AND 60)
);--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_roles_shop_name_idx" ON "staff_roles" USING btree ("shop_id", lower("name"));--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "custom_role_id" text;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_accounts" DROP CONSTRAINT "staff_accounts_role";--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_role" CHECK ("staff_accounts"."role" IN ('owner', 'administrator', 'order_handler', 'content_editor', 'custom'));--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_custom_role" CHECK (("staff_accounts"."role" = 'custom') = ("staff_accounts"."custom_role_id" IS NOT NULL));--> statement-breakpoint
-- A custom role in use cannot be deleted from under the people who hold it (checked at the end of
-- the statement, so deleting a whole shop, which cascades to both tables, still works).
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_custom_role_fk" FOREIGN KEY ("shop_id","custom_role_id") REFERENCES "public"."staff_roles"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_accounts_custom_role_idx" ON "staff_accounts" USING btree ("shop_id","custom_role_id");--> statement-breakpoint
-- The audit log screen filters by who made a change.
CREATE INDEX "audit_events_staff_idx" ON "audit_events" USING btree ("shop_id","staff_id","at");
