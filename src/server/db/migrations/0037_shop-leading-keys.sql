-- Every key of a shop-owned table leads with shop_id (docs/decisions/0050), so a database
-- distributed by shop keeps each key, and the rows it guards, on one node. The outbox was
-- keyed by its number alone, and a payment's provider reference was unique across shops;
-- both are now unique within their shop, which is how every query reads them.
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_pkey";
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_shop_id_id_pk" PRIMARY KEY ("shop_id", "id");
--> statement-breakpoint
DROP INDEX "payments_provider_ref_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("shop_id", "provider", "provider_ref");
