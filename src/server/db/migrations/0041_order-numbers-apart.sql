-- A shop's order counter leaves its commerce settings (docs/decisions/0008). Every order took
-- its number by updating the settings row, and the settings are kept in memory by every process
-- until their table changes (docs/decisions/0049): each order threw away every process's copy of
-- the settings that checkout reads, and announced a change to what shoppers see.
CREATE TABLE "shop_order_numbers" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"next_order_number" integer DEFAULT 10001 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_order_numbers" ADD CONSTRAINT "shop_order_numbers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
INSERT INTO "shop_order_numbers" ("shop_id", "next_order_number") SELECT "shop_id", "next_order_number" FROM "shop_commerce_settings";
--> statement-breakpoint
ALTER TABLE "shop_commerce_settings" DROP COLUMN "next_order_number";
