ALTER TABLE "product_variations" DROP CONSTRAINT "product_variations_price_nonnegative";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_price_nonnegative";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_compare_at_nonnegative";--> statement-breakpoint
ALTER TABLE "product_variations" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "product_variations" ALTER COLUMN "compare_at_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "compare_at_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "value" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "min_spend" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "max_discount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shipping_rates" ALTER COLUMN "price_per_kg" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "unit_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "down_payment_unit" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "line_total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_fee" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "first_payment_amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "paid_amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "refunded_amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sandbox_payment_sessions" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_price_range" CHECK ("product_variations"."price" >= 0 AND "product_variations"."price" <= 90071992547);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_range" CHECK ("products"."price" >= 0 AND "products"."price" <= 90071992547);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_compare_at_range" CHECK ("products"."compare_at_price" IS NULL OR ("products"."compare_at_price" >= 0 AND "products"."compare_at_price" <= 90071992547));