-- Bundle deals (module catalog): products sold together for one price, and on each order the
-- bundles it was priced with, so the saving stays what the shopper was shown.
CREATE TABLE "product_bundles" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"name" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"price" bigint NOT NULL,
	"items" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_bundles_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "product_bundles_status" CHECK ("status" IN ('draft', 'published')),
	CONSTRAINT "product_bundles_price_range" CHECK ("price" >= 0 AND "price" <= 90071992547),
	CONSTRAINT "product_bundles_items_array" CHECK (jsonb_typeof("items") = 'array')
);--> statement-breakpoint
ALTER TABLE "product_bundles" ADD CONSTRAINT "product_bundles_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_bundles_shop_status_idx" ON "product_bundles" USING btree ("shop_id","status");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bundle_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bundles" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bundle_discount_range" CHECK ("orders"."bundle_discount" >= 0 AND "orders"."bundle_discount" <= "orders"."discount");
