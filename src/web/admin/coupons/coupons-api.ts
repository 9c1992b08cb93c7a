// What the coupon screens ask of the staff API, and what they change there (docs/decisions/0030).
// Admin documents are checked against the admin schema, so they spell their fields out.
import { graphDocument, graphFragment } from '../../graph/graph-document';

export const ADMIN_COUPON_FIELDS = graphFragment(/* GraphQL */ `
  fragment AdminCouponFields on Coupon {
    id code kind value maxDiscount minSpend startsAt endsAt usageLimit perCustomerLimit usedCount freeShipping active status version
    ordersCount discountGiven
    products { id name }
    categories { id name }
  }
`);

export const ADMIN_COUPONS_QUERY = graphDocument(/* GraphQL */ `
  query AdminCoupons {
    coupons { ...AdminCouponFields }
  }
`, ADMIN_COUPON_FIELDS);

export const ADMIN_COUPON_QUERY = graphDocument(/* GraphQL */ `
  query AdminCoupon($id: ID!) {
    viewer { permissions }
    categoryOptions { id name }
    coupon(id: $id) {
      ...AdminCouponFields
      orders { orderId number placedAt status customerName email discount }
    }
  }
`, ADMIN_COUPON_FIELDS);

export const ADMIN_NEW_COUPON_QUERY = graphDocument(/* GraphQL */ `
  query AdminNewCoupon {
    viewer { permissions }
    categoryOptions { id name }
  }
`);

/** The catalogue search the bundle editor uses, with what a coupon needs of each product. */
export const COUPON_PRODUCT_SEARCH_QUERY = graphDocument(/* GraphQL */ `
  query AdminCouponProductSearch($search: String!) {
    products(first: 8, search: $search) { totalCount edges { node { id name } } }
  }
`);

export const CREATE_COUPON_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminCreateCoupon($input: CouponInput!) {
    createCoupon(input: $input) {
      __typename
      ... on Coupon { ...AdminCouponFields }
      ... on CouponSaveRefused { reason message fieldErrors { field message } coupon { ...AdminCouponFields } }
    }
  }
`, ADMIN_COUPON_FIELDS);

export const UPDATE_COUPON_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminUpdateCoupon($id: ID!, $version: Int!, $input: CouponInput!) {
    updateCoupon(id: $id, version: $version, input: $input) {
      __typename
      ... on Coupon { ...AdminCouponFields }
      ... on CouponSaveRefused { reason message fieldErrors { field message } coupon { ...AdminCouponFields } }
    }
  }
`, ADMIN_COUPON_FIELDS);

export const DELETE_COUPON_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminDeleteCoupon($id: ID!) {
    deleteCoupon(id: $id) { id deleted }
  }
`);
