-- Catalogue search that understands Indonesian and typos (docs/decisions/0048).
-- A weighted text-search document per product (names and SKUs, then category and option
-- values, then summary, then description), stemmed with the `indonesian` configuration for the
-- Indonesian texts and `english` for the English ones, plus the words as written (`simple`) so
-- exact words and prefixes match too. Typos are corrected against the shop's vocabulary.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
-- The plain text of a rich-text document (`{ blocks: [{ text }] }`) in one language.
CREATE OR REPLACE FUNCTION etalase_rich_text_plain(document jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(b.block->>'text', ' '), '')
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(document->'blocks') = 'array' THEN document->'blocks' ELSE '[]'::jsonb END) AS b(block)
$$;
--> statement-breakpoint
-- The option values of a product (`[{ name, values: [{ id, en }] }]`) in one language.
CREATE OR REPLACE FUNCTION etalase_option_values(options jsonb, language text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(v.item->>language, ' '), '')
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(options) = 'array' THEN options ELSE '[]'::jsonb END) AS o(item),
       jsonb_array_elements(CASE WHEN jsonb_typeof(o.item->'values') = 'array' THEN o.item->'values' ELSE '[]'::jsonb END) AS v(item)
$$;
--> statement-breakpoint
-- Indonesian text without the words the Indonesian stemmer would wrongly cut down: it takes
-- ke-, ter- and pe- off roots that merely begin so ("keranjang" → "ranjang", "terasi" → "asi",
-- "kemeja" → "meja"). Those words are still matched as written; the same rule keeps them out of
-- a search's stemmed forms (src/domain/catalog/search-query.ts, `stemsSafely`).
CREATE OR REPLACE FUNCTION etalase_indonesian_stemmable(text text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(coalesce(text, ''), '\m(ke|ter|pe(?![rnm]))\w*', ' ', 'gi')
$$;
--> statement-breakpoint
-- One product's search document. Weights: A names and SKUs, B category and option values,
-- C summary, D description. The one definition the backfill below and every save use.
CREATE OR REPLACE FUNCTION etalase_product_search_document(
  name jsonb, sku text, variation_skus text, category_name jsonb, options jsonb, summary jsonb, description jsonb
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT
    setweight(to_tsvector('simple'::regconfig, concat_ws(' ', name->>'id', name->>'en', sku, variation_skus)), 'A') ||
    setweight(to_tsvector('indonesian'::regconfig, etalase_indonesian_stemmable(name->>'id')), 'A') ||
    setweight(to_tsvector('english'::regconfig, coalesce(name->>'en', '')), 'A') ||
    setweight(to_tsvector('simple'::regconfig, concat_ws(' ', category_name->>'id', category_name->>'en', etalase_option_values(options, 'id'), etalase_option_values(options, 'en'))), 'B') ||
    setweight(to_tsvector('indonesian'::regconfig, etalase_indonesian_stemmable(concat_ws(' ', category_name->>'id', etalase_option_values(options, 'id')))), 'B') ||
    setweight(to_tsvector('english'::regconfig, concat_ws(' ', category_name->>'en', etalase_option_values(options, 'en'))), 'B') ||
    setweight(to_tsvector('indonesian'::regconfig, etalase_indonesian_stemmable(summary->>'id')), 'C') ||
    setweight(to_tsvector('english'::regconfig, coalesce(summary->>'en', '')), 'C') ||
    setweight(to_tsvector('indonesian'::regconfig, etalase_indonesian_stemmable(etalase_rich_text_plain(description->'id'))), 'D') ||
    setweight(to_tsvector('english'::regconfig, etalase_rich_text_plain(description->'en')), 'D')
$$;
--> statement-breakpoint
-- The names of a category and every category above it, per language ("Kemeja Fashion Pria"),
-- so a product in a sub-category is found by its parents' words too.
CREATE OR REPLACE FUNCTION etalase_category_path_names(shop text, category text) RETURNS jsonb
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  WITH RECURSIVE path AS (
    SELECT c.parent_id, c.name, 0 AS depth FROM categories c WHERE c.shop_id = shop AND c.id = category
    UNION ALL
    SELECT c.parent_id, c.name, path.depth + 1 FROM categories c JOIN path ON c.shop_id = shop AND c.id = path.parent_id
    WHERE path.depth < 20
  )
  SELECT CASE WHEN count(*) = 0 THEN NULL ELSE jsonb_build_object(
    'id', string_agg(path.name->>'id', ' ' ORDER BY path.depth),
    'en', coalesce(string_agg(path.name->>'en', ' ' ORDER BY path.depth), '')) END
  FROM path
$$;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" tsvector DEFAULT ''::tsvector NOT NULL;
--> statement-breakpoint
-- Units shoppers bought and kept (taken at placement, given back when an order releases them),
-- for the best-selling sort.
ALTER TABLE "products" ADD COLUMN "units_sold" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_units_sold_nonnegative" CHECK ("units_sold" >= 0);
--> statement-breakpoint
CREATE INDEX "products_shop_search_idx" ON "products" USING gin ("shop_id", "search_document");
--> statement-breakpoint
CREATE INDEX "products_shop_status_sold_idx" ON "products" USING btree ("shop_id", "status", "units_sold");
--> statement-breakpoint
-- Words of a shop's product names, SKUs, categories and option values, as written (lower
-- case): what a misspelt search word is corrected to.
CREATE TABLE "search_terms" (
	"shop_id" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "search_terms_shop_id_term_pk" PRIMARY KEY("shop_id","term")
);
--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "search_terms_shop_length_idx" ON "search_terms" USING btree ("shop_id", char_length("term"));
--> statement-breakpoint
UPDATE "products" AS p SET "search_document" = etalase_product_search_document(
  p.name, p.sku,
  (SELECT coalesce(string_agg(v.sku, ' '), '') FROM product_variations v WHERE v.shop_id = p.shop_id AND v.product_id = p.id),
  etalase_category_path_names(p.shop_id, p.category_id),
  p.options, p.summary, p.description
);
--> statement-breakpoint
INSERT INTO "search_terms" ("shop_id", "term")
SELECT DISTINCT p.shop_id, word
FROM products p,
     unnest(tsvector_to_array(to_tsvector('simple'::regconfig, concat_ws(' ', p.search_text, etalase_option_values(p.options, 'id'), etalase_option_values(p.options, 'en'))))) AS word
WHERE char_length(word) BETWEEN 4 AND 40 AND word !~ '[0-9]'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "products" AS p SET "units_sold" = s.sold
FROM (
  SELECT shop_id, product_id, greatest(0, -sum(change))::integer AS sold
  FROM stock_movements WHERE reason IN ('order', 'order_released')
  GROUP BY shop_id, product_id
) AS s
WHERE p.shop_id = s.shop_id AND p.id = s.product_id;
