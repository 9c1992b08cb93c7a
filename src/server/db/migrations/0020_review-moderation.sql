-- Review moderation (module orders, docs/decisions/0032): a review waits for the owner before
-- shoppers see it, and may carry the shop's reply. Reviews written before moderation existed
-- were never shown, so they start pending like any new one.
ALTER TABLE "product_reviews" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "moderated_by" text;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "replied_by" text;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_status" CHECK ("product_reviews"."status" IN ('pending', 'approved', 'hidden'));--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_reply_length" CHECK (char_length("product_reviews"."reply") BETWEEN 1 AND 2000);--> statement-breakpoint
CREATE INDEX "product_reviews_status_idx" ON "product_reviews" USING btree ("shop_id","status","created_at");--> statement-breakpoint
CREATE INDEX "product_reviews_product_status_idx" ON "product_reviews" USING btree ("shop_id","product_id","status","created_at");
