-- Partial refunds (module orders): how many units of each line were refunded and restocked.
ALTER TABLE "order_lines" ADD COLUMN "refunded_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_refunded_range" CHECK ("order_lines"."refunded_count" >= 0 AND "order_lines"."refunded_count" <= "order_lines"."count");--> statement-breakpoint
-- Staff's internal notes on an order (module orders), never shown to the shopper.
CREATE TABLE "order_notes" (
	"shop_id" text NOT NULL,
	"order_id" text NOT NULL,
	"id" text NOT NULL,
	"body" text NOT NULL,
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_notes_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "order_notes_body_length" CHECK (char_length("order_notes"."body") BETWEEN 1 AND 2000)
);--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_shop_id_order_id_orders_shop_id_id_fk" FOREIGN KEY ("shop_id","order_id") REFERENCES "public"."orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("shop_id","order_id","created_at");--> statement-breakpoint
-- Proofs of transfer (module payments) are served only to the order's people: found by picture.
CREATE INDEX "payments_proof_image_idx" ON "payments" USING btree ("shop_id",("proof"->>'imageId')) WHERE "payments"."proof" IS NOT NULL;
