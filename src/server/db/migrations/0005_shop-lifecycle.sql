CREATE TABLE "staff_sign_in_links" (
	"shop_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"staff_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_sign_in_links_shop_id_token_hash_pk" PRIMARY KEY("shop_id","token_hash")
);
--> statement-breakpoint
CREATE TABLE "deployment_facts" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" DROP CONSTRAINT "categories_shop_id_image_id_images_shop_id_id_fk";
--> statement-breakpoint
ALTER TABLE "product_images" DROP CONSTRAINT "product_images_shop_id_image_id_images_shop_id_id_fk";
--> statement-breakpoint
ALTER TABLE "staff_accounts" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sign_in_links" ADD CONSTRAINT "staff_sign_in_links_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_sign_in_links_staff_idx" ON "staff_sign_in_links" USING btree ("shop_id","staff_id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_shop_id_image_id_images_shop_id_id_fk" FOREIGN KEY ("shop_id","image_id") REFERENCES "public"."images"("shop_id","id") ON DELETE SET NULL ("image_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_shop_id_image_id_images_shop_id_id_fk" FOREIGN KEY ("shop_id","image_id") REFERENCES "public"."images"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment_sessions" ADD CONSTRAINT "sandbox_payment_sessions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_password_hash_shape" CHECK ("staff_accounts"."password_hash" IS NULL OR "staff_accounts"."password_hash" LIKE 'scrypt$%');--> statement-breakpoint
-- A composite foreign key with plain SET NULL also nulls "shop_id" (NOT NULL), so deleting a
-- category, a picture or a whole shop failed. PostgreSQL 15 can name the one column to clear
-- (drizzle cannot express it: the image key above and these two are written by hand).
ALTER TABLE "categories" DROP CONSTRAINT "categories_shop_id_parent_id_categories_shop_id_id_fk";--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_shop_id_parent_id_categories_shop_id_id_fk" FOREIGN KEY ("shop_id","parent_id") REFERENCES "public"."categories"("shop_id","id") ON DELETE SET NULL ("parent_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_shop_id_category_id_categories_shop_id_id_fk";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_id_category_id_categories_shop_id_id_fk" FOREIGN KEY ("shop_id","category_id") REFERENCES "public"."categories"("shop_id","id") ON DELETE SET NULL ("category_id") ON UPDATE no action;
