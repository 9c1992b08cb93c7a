-- Live courier rates, bookings and tracking through an aggregator (docs/decisions/0062).
-- A shop's account with Biteship or RajaOngkir, its key sealed; one switched on at a time.
CREATE TABLE "courier_aggregator_settings" (
  "shop_id" text NOT NULL,
  "provider" text NOT NULL,
  "enabled" boolean DEFAULT false NOT NULL,
  "api_key_sealed" text DEFAULT '' NOT NULL,
  "api_key_last4" text DEFAULT '' NOT NULL,
  "production" boolean DEFAULT false NOT NULL,
  "origin_postal_code" text DEFAULT '' NOT NULL,
  "origin_area_id" text DEFAULT '' NOT NULL,
  "origin_label" text DEFAULT '' NOT NULL,
  "couriers" jsonb DEFAULT '["jne","sicepat","jnt"]'::jsonb NOT NULL,
  "sender_name" text DEFAULT '' NOT NULL,
  "sender_phone" text DEFAULT '' NOT NULL,
  "sender_address" text DEFAULT '' NOT NULL,
  "last_failure" text DEFAULT '' NOT NULL,
  "last_failure_at" timestamp with time zone,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "courier_aggregator_settings_shop_id_provider_pk" PRIMARY KEY ("shop_id", "provider"),
  CONSTRAINT "courier_aggregator_settings_provider" CHECK ("provider" IN ('biteship', 'rajaongkir')),
  CONSTRAINT "courier_aggregator_settings_couriers_array" CHECK (jsonb_typeof("couriers") = 'array')
);
--> statement-breakpoint
ALTER TABLE "courier_aggregator_settings" ADD CONSTRAINT "courier_aggregator_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The live rates a checkout was quoted for its parcel, so placing the order never waits on the aggregator.
ALTER TABLE "checkouts" ADD COLUMN "live_rates" jsonb;
--> statement-breakpoint
-- The aggregator's courier and service an order was placed with, and its booking and tracking.
ALTER TABLE "orders" ADD COLUMN "shipping_rate" jsonb;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment" jsonb;
--> statement-breakpoint
-- Biteship's notifications name its own order id.
CREATE INDEX "orders_shop_booking_idx" ON "orders" ("shop_id", ("shipment"->>'bookingId')) WHERE "shipment" IS NOT NULL;
--> statement-breakpoint
-- Checkouts ask which aggregator is on from memory, dropped when it changes (docs/decisions/0049);
-- a fallback noted for the owner (last_failure) changes nothing shoppers see.
CREATE TRIGGER "courier_aggregator_settings_public_change" AFTER INSERT OR UPDATE OF "enabled", "updated_at" OR DELETE ON "courier_aggregator_settings" FOR EACH ROW EXECUTE FUNCTION etalase_public_change();
--> statement-breakpoint
CREATE TRIGGER "courier_aggregator_settings_public_truncate" AFTER TRUNCATE ON "courier_aggregator_settings" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
