-- Coupons the owner manages (module coupons): a start, a per-customer limit kept per account or
-- guest e-mail, products and categories a coupon is limited to, free shipping, and a version
-- for saving over someone else's change. A free-shipping coupon may take nothing off the goods.
ALTER TABLE "coupons" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "per_customer_limit" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "free_shipping" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_value_range";--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_value_range" CHECK ("coupons"."value" >= 0 AND ("coupons"."kind" <> 'percentage' OR "coupons"."value" <= 100) AND ("coupons"."value" > 0 OR "coupons"."free_shipping"));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_per_customer_limit_positive" CHECK ("coupons"."per_customer_limit" IS NULL OR "coupons"."per_customer_limit" > 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_period_order" CHECK ("coupons"."starts_at" IS NULL OR "coupons"."expires_at" IS NULL OR "coupons"."starts_at" < "coupons"."expires_at");--> statement-breakpoint
CREATE TABLE "coupon_customer_uses" (
	"shop_id" text NOT NULL,
	"coupon_id" text NOT NULL,
	"customer_key" text NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_customer_uses_shop_id_coupon_id_customer_key_pk" PRIMARY KEY("shop_id","coupon_id","customer_key"),
	CONSTRAINT "coupon_customer_uses_count" CHECK ("coupon_customer_uses"."used_count" >= 0)
);--> statement-breakpoint
ALTER TABLE "coupon_customer_uses" ADD CONSTRAINT "coupon_customer_uses_coupon_fk" FOREIGN KEY ("shop_id","coupon_id") REFERENCES "public"."coupons"("shop_id","id") ON DELETE cascade ON UPDATE no action;
