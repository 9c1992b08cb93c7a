// What the bundle screens ask of the staff API, and what they change there (docs/decisions/0029).
// Admin documents are checked against the admin schema, so they spell their fields out.
import { graphDocument, graphFragment } from '../../graph/graph-document';

/** A product as a bundle names it: enough to choose its variation and price it at today's prices. */
export const ADMIN_BUNDLE_PRODUCT_FIELDS = graphFragment(/* GraphQL */ `
  fragment AdminBundleProductFields on Product {
    id name status stock
    price { amount }
    variations { id optionValues stock price { amount } }
  }
`);

export const ADMIN_BUNDLE_FIELDS = graphFragment(/* GraphQL */ `
  fragment AdminBundleFields on ProductBundle {
    id name status version updatedAt
    nameTexts { id en }
    price { amount }
    itemsTotal { amount }
    saving { amount }
    items {
      count stock
      unitPrice { amount }
      product { ...AdminBundleProductFields }
      variation { id optionValues }
    }
  }
`, ADMIN_BUNDLE_PRODUCT_FIELDS);

export const ADMIN_BUNDLES_QUERY = graphDocument(/* GraphQL */ `
  query AdminBundles {
    viewer { permissions }
    productBundles { ...AdminBundleFields }
  }
`, ADMIN_BUNDLE_FIELDS);

export const ADMIN_BUNDLE_QUERY = graphDocument(/* GraphQL */ `
  query AdminBundle($id: ID!) {
    viewer { permissions }
    productBundle(id: $id) { ...AdminBundleFields }
  }
`, ADMIN_BUNDLE_FIELDS);

export const ADMIN_NEW_BUNDLE_QUERY = graphDocument(/* GraphQL */ `
  query AdminNewBundle {
    viewer { permissions }
  }
`);

/** The catalogue search the product list uses, with what a bundle needs of each product. */
export const BUNDLE_PRODUCT_SEARCH_QUERY = graphDocument(/* GraphQL */ `
  query AdminBundleProductSearch($search: String!) {
    products(first: 8, search: $search) { totalCount edges { node { ...AdminBundleProductFields } } }
  }
`, ADMIN_BUNDLE_PRODUCT_FIELDS);

export const CREATE_BUNDLE_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminCreateBundle($input: ProductBundleInput!) {
    createProductBundle(input: $input) { ...AdminBundleFields }
  }
`, ADMIN_BUNDLE_FIELDS);

export const UPDATE_BUNDLE_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminUpdateBundle($id: ID!, $version: Int!, $input: ProductBundleInput!) {
    updateProductBundle(id: $id, version: $version, input: $input) {
      __typename
      ... on ProductBundle { ...AdminBundleFields }
      ... on ProductBundleSaveRefused { reason message bundle { ...AdminBundleFields } }
    }
  }
`, ADMIN_BUNDLE_FIELDS);

export const DELETE_BUNDLE_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminDeleteBundle($id: ID!) {
    deleteProductBundle(id: $id)
  }
`);
