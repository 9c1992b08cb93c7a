-- Blog posts and categories (module blog). A composite foreign key with plain SET NULL would
-- also null "shop_id", so a deleted cover picture clears "cover_image_id" alone.
CREATE TABLE "blog_categories" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_categories_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "blog_post_categories" (
	"shop_id" text NOT NULL,
	"post_id" text NOT NULL,
	"category_id" text NOT NULL,
	CONSTRAINT "blog_post_categories_shop_id_post_id_category_id_pk" PRIMARY KEY("shop_id","post_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "blog_post_products" (
	"shop_id" text NOT NULL,
	"post_id" text NOT NULL,
	"product_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blog_post_products_shop_id_post_id_product_id_pk" PRIMARY KEY("shop_id","post_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" jsonb NOT NULL,
	"excerpt" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"seo_title" jsonb NOT NULL,
	"seo_description" jsonb NOT NULL,
	"cover_image_id" text,
	"author_staff_id" text,
	"author_name" text NOT NULL,
	"search_id" text DEFAULT '' NOT NULL,
	"search_en" text DEFAULT '' NOT NULL,
	"search_title" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "blog_posts_published_at" CHECK ("blog_posts"."status" = 'draft' OR "blog_posts"."published_at" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "blog_categories" ADD CONSTRAINT "blog_categories_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_categories" ADD CONSTRAINT "blog_post_categories_shop_id_post_id_blog_posts_shop_id_id_fk" FOREIGN KEY ("shop_id","post_id") REFERENCES "public"."blog_posts"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_categories" ADD CONSTRAINT "blog_post_categories_shop_id_category_id_blog_categories_shop_id_id_fk" FOREIGN KEY ("shop_id","category_id") REFERENCES "public"."blog_categories"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_products" ADD CONSTRAINT "blog_post_products_shop_id_post_id_blog_posts_shop_id_id_fk" FOREIGN KEY ("shop_id","post_id") REFERENCES "public"."blog_posts"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_products" ADD CONSTRAINT "blog_post_products_shop_id_product_id_products_shop_id_id_fk" FOREIGN KEY ("shop_id","product_id") REFERENCES "public"."products"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_shop_id_cover_image_id_images_shop_id_id_fk" FOREIGN KEY ("shop_id","cover_image_id") REFERENCES "public"."images"("shop_id","id") ON DELETE SET NULL ("cover_image_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_categories_shop_slug_idx" ON "blog_categories" USING btree ("shop_id","slug");--> statement-breakpoint
CREATE INDEX "blog_post_categories_category_idx" ON "blog_post_categories" USING btree ("shop_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_shop_slug_idx" ON "blog_posts" USING btree ("shop_id","slug");--> statement-breakpoint
CREATE INDEX "blog_posts_shop_status_published_idx" ON "blog_posts" USING btree ("shop_id","status","published_at");