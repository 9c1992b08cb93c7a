import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.server';

/**
 * Which products to index again: these, every product in these categories (a renamed or moved
 * category and those under it: a product is found by its category's and its parents' names), or all.
 */
export interface SearchIndexTarget {
  productIds?: readonly string[];
  categoryIds?: readonly string[];
  /** Every product of the shop (a seeded or restored catalogue). */
  all?: boolean;
}

function idList(ids: readonly string[]): SQL {
  return sql.join(ids.map((id) => sql`${id}`), sql`, `);
}

/** The ids of these categories and of every category below them. */
function categoryTrees(shopId: string, categoryIds: readonly string[]): SQL {
  return sql`WITH RECURSIVE tree AS (
      SELECT c.id, 0 AS depth FROM categories c WHERE c.shop_id = ${shopId} AND c.id IN (${idList(categoryIds)})
      UNION ALL
      SELECT c.id, tree.depth + 1 FROM categories c JOIN tree ON c.shop_id = ${shopId} AND c.parent_id = tree.id WHERE tree.depth < 20
    ) SELECT id FROM tree`;
}

/**
 * Rebuilds the search text, the weighted search document and its ranking part (all but the
 * description's words) of products (decision 0048) from their names, SKUs, variations' SKUs,
 * category and its parents, options, summary and description, and adds their words to the
 * shop's vocabulary for typo correction. One statement, inside the caller's
 * transaction, so a save and what search finds change together. The document itself is defined
 * once, in SQL (`etalase_product_search_document`, migration 0036).
 */
export async function refreshSearchIndex(tx: Db, shopId: string, target: SearchIndexTarget): Promise<void> {
  const which: SQL[] = [];
  if (target.productIds?.length) which.push(sql`p.id IN (${idList(target.productIds)})`);
  if (target.categoryIds?.length) which.push(sql`p.category_id IN (${categoryTrees(shopId, target.categoryIds)})`);
  if (target.all) which.push(sql`true`);
  if (which.length === 0) return;
  await tx.execute(sql`
    WITH source AS (
      SELECT p.id,
        etalase_category_path_names(p.shop_id, p.category_id) AS category_name,
        (SELECT coalesce(string_agg(nullif(v.sku, ''), ' ' ORDER BY v.position), '') FROM product_variations v
          WHERE v.shop_id = p.shop_id AND v.product_id = p.id) AS variation_skus
      FROM products p
      WHERE p.shop_id = ${shopId} AND (${sql.join(which, sql` OR `)})
    ),
    documents AS (
      SELECT p.id, source.category_name, source.variation_skus,
        etalase_product_search_document(p.name, p.sku, source.variation_skus, source.category_name, p.options, p.summary, p.description) AS document
      FROM source JOIN products p ON p.shop_id = ${shopId} AND p.id = source.id
    ),
    refreshed AS (
      UPDATE products AS p SET
        search_text = lower(concat_ws(' ', nullif(p.name->>'id', ''), nullif(p.name->>'en', ''), nullif(p.sku, ''),
          nullif(s.category_name->>'id', ''), nullif(s.category_name->>'en', ''), nullif(s.variation_skus, ''))),
        search_document = s.document,
        search_ranking = ts_filter(s.document, '{a,b,c}')
      FROM documents s
      WHERE p.shop_id = ${shopId} AND p.id = s.id
      RETURNING p.search_text, p.options
    )
    INSERT INTO search_terms (shop_id, term)
    SELECT DISTINCT ${shopId}, word
    FROM refreshed,
      unnest(tsvector_to_array(to_tsvector('simple', concat_ws(' ', refreshed.search_text,
        etalase_option_values(refreshed.options, 'id'), etalase_option_values(refreshed.options, 'en'))))) AS word
    WHERE char_length(word) BETWEEN 4 AND 40 AND word !~ '[0-9]'
    ON CONFLICT DO NOTHING`);
}
