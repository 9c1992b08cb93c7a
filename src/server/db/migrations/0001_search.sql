-- Catalogue search: trigram matching over names and SKUs in every language (both engines ship pg_trgm).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
