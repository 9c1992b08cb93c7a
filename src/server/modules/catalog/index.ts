/**
 * The catalogue: categories, products, their pictures and variations, prices and stock.
 * Owns `categories`, `products`, `product_images`, `product_variations`, `product_redirects`
 * `stock_movements`, `product_bundles` and `sale_campaigns` (whose prices every shown and charged price
 * passes through); staff write categories (category-writes) and move products in and out
 * as CSV (product-csv).
 */
export {
  allCategories, categoryById, categoryBySlug, childCategories, listProducts, productBySlug, productLoader, productImagesLoader, productsSharingWords, variationsLoader,
  publishedProductsJsonSql, primePublishedProducts, type ProductJson,
  type CategoryRecord, type ProductRecord, type VariationRecord, type ProductListFilter,
} from './catalog.service';
export { categoryParents, productsInCategories } from './category-parents.service';
export { priceLines, type LineRequest, type CatalogLine, type CartLineProblem } from './catalog-lines.service';
export { takeStock, releaseStock, recordOrderStockMovements, buyableStockOf, type StockLine, type StockShortage } from './stock.service';
export { createCategories, createProduct, type NewCategory, type NewProduct, type NewVariation } from './catalog-writes.service';
export { registerCatalogGraph, registerCatalogShopFields, type CatalogGraph } from './catalog.resolver';
export { registerCatalogAdminFields } from './catalog-admin.resolver';
export { lowStockItems, type LowStockItem } from './low-stock.service';
export { registerCatalogPreviewFields } from './catalog-preview.resolver';
export { registerCategoryAdminFields } from './category-admin.resolver';
export { exportProductsCsv } from './product-csv';
export { importProducts, type ImportProgress, type ImportReport } from './product-import.service';
export { productRedirectTarget } from './product-bulk.service';
export { registerBundleAdminFields } from './bundle.resolver';
export { publishedBundleDeals } from './bundle.service';
export { registerCampaignAdminFields } from './campaign.resolver';
/** The campaign price rule as the list queries write it in SQL (its agreement with the rule is tested). */
export { discountedPriceSql } from './campaign-prices.service';
export { productTexts, categoryTexts } from './catalog-texts.service';
export { productCandidates, type CandidateRequest } from './product-candidates.service';
export { showDraftCategories } from './catalog.service';
export { refreshSearchIndex } from './search-index.service';
