-- Sale campaigns (module catalog, docs/decisions/0031): for a period, chosen products and
-- categories sell for less. The shop reads them at every price it shows and charges.
CREATE TABLE "sale_campaigns" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"discount_kind" text NOT NULL,
	"discount_value" bigint NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_campaigns_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "sale_campaigns_period" CHECK ("ends_at" > "starts_at"),
	CONSTRAINT "sale_campaigns_discount_kind" CHECK ("discount_kind" IN ('percent', 'amount')),
	CONSTRAINT "sale_campaigns_discount_value" CHECK ("discount_value" >= 1 AND ("discount_kind" = 'amount' OR "discount_value" <= 90)),
	CONSTRAINT "sale_campaigns_targets_arrays" CHECK (jsonb_typeof("product_ids") = 'array' AND jsonb_typeof("category_ids") = 'array')
);--> statement-breakpoint
ALTER TABLE "sale_campaigns" ADD CONSTRAINT "sale_campaigns_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_campaigns_shop_ends_idx" ON "sale_campaigns" USING btree ("shop_id","ends_at");
