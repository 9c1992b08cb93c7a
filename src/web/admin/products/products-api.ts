// The staff API's documents for the product screens. Admin documents are checked against the
// admin schema, so they spell their fields out rather than borrow the shop's fragments.
import type { AdminProductsQueryVariables } from '../../graph/generated/admin-operations';
import { graphDocument } from '../../graph/graph-document';
import { afterCursorForPage, pageFromQuery } from '../../ui/pagination';

/** Rows of the product list at a time. */
export const PRODUCTS_PAGE_SIZE = 20;

export const ADMIN_PRODUCTS_QUERY = graphDocument(/* GraphQL */ `
  query AdminProducts($first: Int!, $after: String, $search: String, $status: ProductStatus) {
    products(first: $first, after: $after, search: $search, status: $status) {
      totalCount
      edges {
        node {
          id slug name sku status stock untranslatedTexts
          price { formatted }
          image { id width height dominantColor alt }
        }
      }
    }
  }
`);

export const ADMIN_PRODUCT_QUERY = graphDocument(/* GraphQL */ `
  query AdminProduct($id: ID!) {
    productById(id: $id) {
      id slug status name sku stock untranslatedTexts
      price { formatted }
      image { id width height dominantColor alt }
      texts {
        name { id en }
        summary { id en }
        description { id { document } en { document } }
      }
    }
  }
`);

export const UPDATE_PRODUCT_CONTENT = graphDocument(/* GraphQL */ `
  mutation UpdateProductContent($id: ID!, $input: ProductContentInput!) {
    updateProductContent(id: $id, input: $input) {
      id slug status name sku stock untranslatedTexts
      price { formatted }
      image { id width height dominantColor alt }
      texts {
        name { id en }
        summary { id en }
        description { id { document } en { document } }
      }
    }
  }
`);

export type ProductStatusFilter = 'draft' | 'published';

/** The list's search, status and page, read from the address (`?q=…&status=draft&page=2`). */
export interface ProductListFilters {
  search: string;
  status: ProductStatusFilter | null;
  page: number;
}

export function listFilters(query: Readonly<Record<string, string>>): ProductListFilters {
  const status = query.status === 'draft' || query.status === 'published' ? query.status : null;
  return { search: (query.q ?? '').trim().slice(0, 200), status, page: pageFromQuery(query.page) };
}

/** The address query of a list view: empty filters and the first page are left out. */
export function listQuery(filters: ProductListFilters): Record<string, string> {
  return {
    ...(filters.search ? { q: filters.search } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.page > 1 ? { page: String(filters.page) } : {}),
  };
}

export function listVariables(filters: ProductListFilters): AdminProductsQueryVariables {
  return {
    first: PRODUCTS_PAGE_SIZE,
    after: afterCursorForPage(filters.page, PRODUCTS_PAGE_SIZE),
    search: filters.search || null,
    status: filters.status,
  };
}
