-- The owner's arrangement of the home page (module home, docs/decisions/0038): its sections in
-- order as one JSON list per shop, with the version a save must name.
CREATE TABLE "home_layouts" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"sections" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "home_layouts_sections_list" CHECK (jsonb_typeof("sections") = 'array')
);--> statement-breakpoint
ALTER TABLE "home_layouts" ADD CONSTRAINT "home_layouts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;
