-- A search reads its matches from the GIN index and ranks them on a small vector
-- (docs/decisions/0048, "Cost per match").
--
-- The document without its description's words (weights A, B and C) is what ranking reads for
-- each match. The whole document runs to kilobytes and is stored out of line, so ranking a
-- thousand matches on it meant fetching and decompressing a thousand of them.
ALTER TABLE "products" ADD COLUMN "search_ranking" tsvector DEFAULT ''::tsvector NOT NULL;
--> statement-breakpoint
UPDATE "products" SET "search_ranking" = ts_filter("search_document", '{a,b,c}') WHERE "search_document" <> ''::tsvector;
--> statement-breakpoint
-- GIN indexes keep new entries in an unsorted pending list until VACUUM folds them in, and every
-- search reads that list whole. PGlite never vacuums by itself, and a shop that imports a
-- thousand products searches right after: the list made the planner give up the index and read
-- every product. Searches far outnumber product saves, so entries now go straight into the
-- index; what is pending (the update above's entries included) is folded in once, here.
ALTER INDEX "products_shop_search_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('products_shop_search_idx'::regclass);
--> statement-breakpoint
ALTER INDEX "products_search_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('products_search_trgm_idx'::regclass);
--> statement-breakpoint
-- The update above rewrote every product: the planner's figures are refreshed with it.
ANALYZE "products";
