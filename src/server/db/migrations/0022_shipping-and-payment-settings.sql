-- Shipping settings (module shipping): couriers own their services, rates get weight brackets,
-- and a shop's free-shipping threshold and pickup point. Existing services keep their courier
-- by name and their rates keep billing per started kilogram (no brackets).
CREATE TABLE "shipping_couriers" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "shipping_couriers_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);--> statement-breakpoint
ALTER TABLE "shipping_couriers" ADD CONSTRAINT "shipping_couriers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "shipping_couriers" ("shop_id", "id", "name", "position")
	SELECT "shop_id", 'c' || substr(md5("courier"), 1, 15), "courier", (dense_rank() OVER (PARTITION BY "shop_id" ORDER BY min("position"), "courier"))::integer - 1
	FROM "shipping_methods" GROUP BY "shop_id", "courier";--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "courier_id" text;--> statement-breakpoint
UPDATE "shipping_methods" SET "courier_id" = 'c' || substr(md5("courier"), 1, 15);--> statement-breakpoint
ALTER TABLE "shipping_methods" ALTER COLUMN "courier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_courier_fk" FOREIGN KEY ("shop_id","courier_id") REFERENCES "public"."shipping_couriers"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_methods" DROP COLUMN "courier";--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD COLUMN "brackets" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_brackets_array" CHECK (jsonb_typeof("shipping_rates"."brackets") = 'array');--> statement-breakpoint
CREATE TABLE "shop_shipping_settings" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"free_shipping_min_subtotal" bigint,
	"free_shipping_provinces" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pickup_enabled" boolean DEFAULT false NOT NULL,
	"pickup_address" text DEFAULT '' NOT NULL,
	"pickup_hours" jsonb DEFAULT '{"id":""}'::jsonb NOT NULL,
	CONSTRAINT "shop_shipping_settings_free_min" CHECK ("free_shipping_min_subtotal" IS NULL OR "free_shipping_min_subtotal" >= 0)
);--> statement-breakpoint
ALTER TABLE "shop_shipping_settings" ADD CONSTRAINT "shop_shipping_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Payment settings (module commerce-settings): down payments can be switched off shop-wide, and
-- the card and wallet providers' keys are kept sealed (AES-256-GCM), with their last 4 characters
-- apart so the owner can tell which key is set without it ever being shown.
ALTER TABLE "shop_commerce_settings" ADD COLUMN "down_payments_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE TABLE "payment_provider_settings" (
	"shop_id" text NOT NULL,
	"provider" text NOT NULL,
	"merchant_id" text DEFAULT '' NOT NULL,
	"secret_key_sealed" text DEFAULT '' NOT NULL,
	"secret_key_last4" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_provider_settings_shop_id_provider_pk" PRIMARY KEY("shop_id","provider"),
	CONSTRAINT "payment_provider_settings_provider" CHECK ("provider" IN ('card', 'wallet'))
);--> statement-breakpoint
ALTER TABLE "payment_provider_settings" ADD CONSTRAINT "payment_provider_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;
