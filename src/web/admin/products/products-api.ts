// The staff API's documents for the product screens. Admin documents are checked against the
// admin schema, so they spell their fields out rather than borrow the shop's fragments.
import type { AdminProductsQueryVariables } from '../../graph/generated/admin-operations';
import { graphDocument, graphFragment } from '../../graph/graph-document';
import { afterCursorForPage, pageFromQuery } from '../../ui/pagination';

/** Rows of the product list at a time. */
export const PRODUCTS_PAGE_SIZE = 20;

export const ADMIN_PRODUCTS_QUERY = graphDocument(/* GraphQL */ `
  query AdminProducts($first: Int!, $after: String, $search: String, $status: ProductStatus, $categoryId: ID, $stockLevel: StockLevel) {
    viewer { permissions }
    categoryOptions { id name }
    products(first: $first, after: $after, search: $search, status: $status, categoryId: $categoryId, stockLevel: $stockLevel) {
      totalCount
      edges {
        node {
          id slug name sku status stock stockLevel lowStockThreshold untranslatedTexts
          price { formatted }
          image { id width height dominantColor alt }
        }
      }
    }
  }
`);

export const ADMIN_PRODUCT_EDITOR_FIELDS = graphFragment(/* GraphQL */ `
  fragment AdminProductEditorFields on Product {
    id slug status name sku stock version untranslatedTexts
    price { amount formatted }
    compareAtPrice { amount }
    downPaymentPercent weightGrams lengthCm widthCm heightCm lowStockThreshold stockLevel
    category { id }
    image { id width height dominantColor alt }
    images { id width height dominantColor alt }
    optionTexts { name { id en } values { id en } }
    variations { id optionValues sku stock price { amount } compareAtPrice { amount } image { id } }
    seoTitle { id en }
    seoDescription { id en }
    texts {
      name { id en }
      summary { id en }
      description { id { document } en { document } }
    }
  }
`);

export const ADMIN_PRODUCT_QUERY = graphDocument(/* GraphQL */ `
  query AdminProduct($id: ID!) {
    viewer { permissions }
    categoryOptions { id name }
    productById(id: $id) { ...AdminProductEditorFields }
  }
`, ADMIN_PRODUCT_EDITOR_FIELDS);

export const ADMIN_NEW_PRODUCT_QUERY = graphDocument(/* GraphQL */ `
  query AdminNewProduct {
    categoryOptions { id name }
  }
`);

export const UPDATE_PRODUCT = graphDocument(/* GraphQL */ `
  mutation UpdateProduct($id: ID!, $version: Int!, $input: ProductInput!) {
    updateProduct(id: $id, version: $version, input: $input) {
      __typename
      ... on Product { ...AdminProductEditorFields }
      ... on ProductSaveRefused { message product { ...AdminProductEditorFields } }
    }
  }
`, ADMIN_PRODUCT_EDITOR_FIELDS);

/** Texts, address and status only: what a content editor, who may not touch prices or stock, saves. */
export const UPDATE_PRODUCT_CONTENT = graphDocument(/* GraphQL */ `
  mutation UpdateProductContent($id: ID!, $input: ProductContentInput!) {
    updateProductContent(id: $id, input: $input) { ...AdminProductEditorFields }
  }
`, ADMIN_PRODUCT_EDITOR_FIELDS);

export const CREATE_PRODUCT = graphDocument(/* GraphQL */ `
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) { ...AdminProductEditorFields }
  }
`, ADMIN_PRODUCT_EDITOR_FIELDS);

export const STOCK_HISTORY_QUERY = graphDocument(/* GraphQL */ `
  query AdminStockHistory($id: ID!) {
    productById(id: $id) {
      id stock waitingStockAlerts
      variations { id stock waitingStockAlerts }
      stockMovements(first: 20) { id at variationId change stockAfter reason note staffName orderId }
    }
  }
`);

export const ADJUST_STOCK = graphDocument(/* GraphQL */ `
  mutation AdjustStock($input: StockAdjustmentInput!) {
    adjustStock(input: $input) { stock movement { id change stockAfter reason } }
  }
`);

export const PUBLISH_PRODUCTS = graphDocument(/* GraphQL */ `
  mutation PublishProducts($ids: [ID!]!) { publishProducts(ids: $ids) }
`);
export const UNPUBLISH_PRODUCTS = graphDocument(/* GraphQL */ `
  mutation UnpublishProducts($ids: [ID!]!) { unpublishProducts(ids: $ids) }
`);
export const DELETE_PRODUCTS = graphDocument(/* GraphQL */ `
  mutation DeleteProducts($ids: [ID!]!) { deleteProducts(ids: $ids) }
`);

export type ProductStatusFilter = 'draft' | 'published';

export type StockLevelFilter = 'in' | 'low' | 'out';

/** The list's search, filters and page, read from the address (`?q=…&status=draft&stock=low&page=2`). */
export interface ProductListFilters {
  search: string;
  status: ProductStatusFilter | null;
  categoryId: string | null;
  stock: StockLevelFilter | null;
  page: number;
}

export function listFilters(query: Readonly<Record<string, string>>): ProductListFilters {
  const status = query.status === 'draft' || query.status === 'published' ? query.status : null;
  const stock = query.stock === 'in' || query.stock === 'low' || query.stock === 'out' ? query.stock : null;
  const categoryId = query.category ? query.category.slice(0, 200) : null;
  return { search: (query.q ?? '').trim().slice(0, 200), status, categoryId, stock, page: pageFromQuery(query.page) };
}

/** The address query of a list view: empty filters and the first page are left out. */
export function listQuery(filters: ProductListFilters): Record<string, string> {
  return {
    ...(filters.search ? { q: filters.search } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.categoryId ? { category: filters.categoryId } : {}),
    ...(filters.stock ? { stock: filters.stock } : {}),
    ...(filters.page > 1 ? { page: String(filters.page) } : {}),
  };
}

export function listVariables(filters: ProductListFilters): AdminProductsQueryVariables {
  return {
    first: PRODUCTS_PAGE_SIZE,
    after: afterCursorForPage(filters.page, PRODUCTS_PAGE_SIZE),
    search: filters.search || null,
    status: filters.status,
    categoryId: filters.categoryId,
    stockLevel: filters.stock,
  };
}
