-- The product editor (module catalog): a version number the editor sends back so a save over
-- someone else's change is refused, SEO texts, a low-stock threshold, a picture per variation,
-- the old addresses of renamed products, and every change of stock as a movement.
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title" jsonb DEFAULT '{"id":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description" jsonb DEFAULT '{"id":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_range" CHECK ("products"."low_stock_threshold" >= 0);--> statement-breakpoint
CREATE UNIQUE INDEX "products_shop_sku_idx" ON "products" USING btree ("shop_id","sku") WHERE "sku" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "product_variations_shop_sku_idx" ON "product_variations" USING btree ("shop_id","sku") WHERE "sku" <> '';--> statement-breakpoint
ALTER TABLE "product_variations" ADD COLUMN "image_id" text;--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_image_fk" FOREIGN KEY ("shop_id","image_id") REFERENCES "public"."images"("shop_id","id") ON DELETE SET NULL ("image_id") ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "product_redirects" (
	"shop_id" text NOT NULL,
	"from_slug" text NOT NULL,
	"product_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_redirects_shop_id_from_slug_pk" PRIMARY KEY("shop_id","from_slug")
);--> statement-breakpoint
ALTER TABLE "product_redirects" ADD CONSTRAINT "product_redirects_product_fk" FOREIGN KEY ("shop_id","product_id") REFERENCES "public"."products"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_redirects_product_idx" ON "product_redirects" USING btree ("shop_id","product_id");--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"product_id" text NOT NULL,
	"variation_id" text DEFAULT '' NOT NULL,
	"change" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"staff_id" text,
	"staff_name" text,
	"order_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "stock_movements_reason" CHECK ("stock_movements"."reason" IN ('initial', 'received', 'correction', 'damaged', 'returned', 'order', 'order_released'))
);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_fk" FOREIGN KEY ("shop_id","product_id") REFERENCES "public"."products"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("shop_id","product_id","at");
