-- Back-in-stock alerts (module stock-alerts, docs/decisions/0042): a shopper's address waiting
-- for a sold-out product or variation, told once by e-mail when it can be bought again.
CREATE TABLE "stock_alerts" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"product_id" text NOT NULL,
	"variation_id" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "stock_alerts_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "stock_alerts_state" CHECK ("stock_alerts"."state" IN ('waiting', 'notified', 'cancelled'))
);--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_fk" FOREIGN KEY ("shop_id","product_id") REFERENCES "public"."products"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_shop_item_email_idx" ON "stock_alerts" USING btree ("shop_id","product_id","variation_id","email");--> statement-breakpoint
CREATE INDEX "stock_alerts_shop_waiting_idx" ON "stock_alerts" USING btree ("shop_id","product_id","variation_id") WHERE "stock_alerts"."state" = 'waiting';
