// What the account screens ask the shop API for and change through it. One query serves the
// three account screens, so moving between them needs no new request; orders come a page at a
// time. The answers' types are generated (src/web/graph/generated).
import { graphDocument } from '../../graph/graph-document';
import { SHIPPING_ADDRESS_FIELDS } from '../../ui/shipping-address';

/** Orders per page of the history. */
export const ORDERS_PAGE_SIZE = 10;

export const ACCOUNT_QUERY = graphDocument(/* GraphQL */ `
  query Account {
    viewerCustomer {
      id name email phone verified addressLimit
      addresses { id address { ...ShippingAddressFields } }
    }
    shippingProvinces
    myEmailSubscription
  }
`, SHIPPING_ADDRESS_FIELDS);

export const ACCOUNT_ORDERS_QUERY = graphDocument(/* GraphQL */ `
  query AccountOrders($first: Int!, $after: String) {
    viewerOrders(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges {
        node {
          id number status placedAt total
          lines { productId variationId name variationLabel count downPaymentUnit }
        }
      }
    }
  }
`);

export function ordersVariables(after: string | null): { first: number; after: string | null } {
  return { first: ORDERS_PAGE_SIZE, after };
}

export const UPDATE_PROFILE_MUTATION = graphDocument(/* GraphQL */ `
  mutation UpdateCustomerProfile($input: CustomerProfileInput!) {
    updateCustomerProfile(input: $input) { id name phone }
  }
`);

export const RESEND_VERIFICATION_MUTATION = graphDocument(/* GraphQL */ `
  mutation ResendVerification {
    resendVerification { message }
  }
`);
/** `resendVerification` takes no argument; the `m` parameter then names the operation. */
export const RESEND_VERIFICATION_INPUT = 'ResendVerification';

export const SAVE_ADDRESS_MUTATION = graphDocument(/* GraphQL */ `
  mutation SaveAddress($input: SaveAddressInput!) {
    saveAddress(input: $input) { id address { ...ShippingAddressFields } }
  }
`, SHIPPING_ADDRESS_FIELDS);

export const DELETE_ADDRESS_MUTATION = graphDocument(/* GraphQL */ `
  mutation DeleteAddress($id: ID!) {
    deleteAddress(id: $id)
  }
`);
export const DELETE_ADDRESS_INPUT = 'ID';

export const CHANGE_PASSWORD_MUTATION = graphDocument(/* GraphQL */ `
  mutation ChangePassword($input: CustomerChangePasswordInput!) {
    changePassword(input: $input) { id }
  }
`);

export const REQUEST_EMAIL_CHANGE_MUTATION = graphDocument(/* GraphQL */ `
  mutation RequestEmailChange($input: RequestEmailChangeInput!) {
    requestEmailChange(input: $input) { message }
  }
`);

export const ACCOUNT_SIGN_OUT_MUTATION = graphDocument(/* GraphQL */ `
  mutation AccountSignOut($everywhere: Boolean) {
    customerSignOut(everywhere: $everywhere)
  }
`);
export const SIGN_OUT_INPUT = 'Boolean';

export const REORDER_CART_QUERY = graphDocument(/* GraphQL */ `
  query ReorderCart($lines: [CartLineInput!]!) {
    cart(lines: $lines) {
      lines { productId variationId name variationLabel count availableStock problem unitPrice }
    }
  }
`);

export const SET_EMAIL_SUBSCRIPTION_MUTATION = graphDocument(/* GraphQL */ `
  mutation SetMyEmailSubscription($input: SetMyEmailSubscriptionInput!) {
    setMyEmailSubscription(input: $input)
  }
`);
