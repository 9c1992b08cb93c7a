-- Staff roles (module staff): the former all-powerful "staff" become administrators, who may do
-- everything but change the staff; the four roles are the only ones a row may hold.
UPDATE "staff_accounts" SET "role" = 'administrator' WHERE "role" = 'staff';--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_role" CHECK ("staff_accounts"."role" IN ('owner', 'administrator', 'order_handler', 'content_editor'));--> statement-breakpoint
-- The audit log (module audit): every admin change, who, what, when, before and after.
CREATE TABLE "audit_events" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"staff_role" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_events_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_shop_at_idx" ON "audit_events" USING btree ("shop_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("shop_id","entity_type","entity_id","at");
