-- The owner's abandoned checkouts (docs/decisions/0039) read a shop's checkouts with an e-mail,
-- newest activity first within a period: this index serves that list and its figures.
CREATE INDEX "checkouts_shop_activity_idx" ON "checkouts" USING btree ("shop_id","updated_at") WHERE "checkouts"."email" <> '';
