CREATE TABLE "images" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"dominant_color" text NOT NULL,
	"has_alpha" boolean NOT NULL,
	"alt" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "shop_domains" (
	"host" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tagline" jsonb NOT NULL,
	"currency" integer DEFAULT 2 NOT NULL,
	"default_language" text DEFAULT 'id' NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"logo_image_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"slug" text NOT NULL,
	"parent_id" text,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"shop_id" text NOT NULL,
	"product_id" text NOT NULL,
	"image_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_images_shop_id_product_id_position_pk" PRIMARY KEY("shop_id","product_id","position"),
	CONSTRAINT "product_images_position_range" CHECK ("product_images"."position" >= 0 AND "product_images"."position" < 15)
);
--> statement-breakpoint
CREATE TABLE "product_variations" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"product_id" text NOT NULL,
	"option_values" jsonb NOT NULL,
	"sku" text NOT NULL,
	"price" integer NOT NULL,
	"compare_at_price" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variations_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "product_variations_price_nonnegative" CHECK ("product_variations"."price" >= 0),
	CONSTRAINT "product_variations_stock_nonnegative" CHECK ("product_variations"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"name" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price" integer NOT NULL,
	"compare_at_price" integer,
	"sku" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	"length_cm" integer DEFAULT 0 NOT NULL,
	"width_cm" integer DEFAULT 0 NOT NULL,
	"height_cm" integer DEFAULT 0 NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" text,
	"featured" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "products_price_nonnegative" CHECK ("products"."price" >= 0),
	CONSTRAINT "products_compare_at_nonnegative" CHECK ("products"."compare_at_price" IS NULL OR "products"."compare_at_price" >= 0),
	CONSTRAINT "products_stock_nonnegative" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_dimensions_nonnegative" CHECK ("products"."weight_grams" >= 0 AND "products"."length_cm" >= 0 AND "products"."width_cm" >= 0 AND "products"."height_cm" >= 0)
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_accounts_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"shop_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"staff_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_sessions_shop_id_token_hash_pk" PRIMARY KEY("shop_id","token_hash")
);
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_domains" ADD CONSTRAINT "shop_domains_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_shop_id_parent_id_categories_shop_id_id_fk" FOREIGN KEY ("shop_id","parent_id") REFERENCES "public"."categories"("shop_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_shop_id_image_id_images_shop_id_id_fk" FOREIGN KEY ("shop_id","image_id") REFERENCES "public"."images"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_shop_id_product_id_products_shop_id_id_fk" FOREIGN KEY ("shop_id","product_id") REFERENCES "public"."products"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_shop_id_image_id_images_shop_id_id_fk" FOREIGN KEY ("shop_id","image_id") REFERENCES "public"."images"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_shop_id_product_id_products_shop_id_id_fk" FOREIGN KEY ("shop_id","product_id") REFERENCES "public"."products"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_id_category_id_categories_shop_id_id_fk" FOREIGN KEY ("shop_id","category_id") REFERENCES "public"."categories"("shop_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_domains_primary_idx" ON "shop_domains" USING btree ("shop_id") WHERE is_primary;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_shop_slug_idx" ON "categories" USING btree ("shop_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_shop_slug_idx" ON "pages" USING btree ("shop_id","slug");--> statement-breakpoint
CREATE INDEX "product_variations_product_idx" ON "product_variations" USING btree ("shop_id","product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "products_shop_slug_idx" ON "products" USING btree ("shop_id","slug");--> statement-breakpoint
CREATE INDEX "products_shop_category_idx" ON "products" USING btree ("shop_id","category_id","status");--> statement-breakpoint
CREATE INDEX "products_shop_status_created_idx" ON "products" USING btree ("shop_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_shop_email_idx" ON "staff_accounts" USING btree ("shop_id","email");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("shop_id","staff_id");