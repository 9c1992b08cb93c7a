// The shop API documents the checkout screens use; their answers' types are generated
// (src/web/graph/generated). The client sends ids, counts and the shopper's text only: every
// amount shown comes from the server.
import type { UpdateCheckoutInput } from '../../graph/generated/shop-operations';
import { graphDocument, graphFragment } from '../../graph/graph-document';
import { SHIPPING_ADDRESS_FIELDS } from '../../ui/shipping-address';

const CHECKOUT_FIELDS = graphFragment(/* GraphQL */ `
  fragment CheckoutFields on Checkout {
    id status orderId email phone
    shippingAddress { ...ShippingAddressFields }
    shippingMethodId couponCode couponProblem couponMinSpend customFields note
    fields { key label required kind maxLength }
    shippingOptions { id courier service fee fullFee free pickup note etaDaysMin etaDaysMax }
    paymentMethods
    wallets
    totals { subtotal discount bundleDiscount shippingFee total firstPayment bundles { bundleId name sets saving } }
    lines { productId variationId count name variationLabel unitPrice lineTotal availableStock problem downPayment downPaymentUnit }
    createdAt
  }
`, SHIPPING_ADDRESS_FIELDS);

export const CHECKOUT_QUERY = graphDocument(/* GraphQL */ `
  query CheckoutStart($id: ID!) {
    checkout(id: $id) { ...CheckoutFields }
  }
`, CHECKOUT_FIELDS);

/**
 * Who is checking out: null for a guest. The server runs it with the page, so a signed-in
 * customer's checkout is pre-filled on first paint and a guest's page still sends no request.
 */
export const CHECKOUT_VIEWER_QUERY = graphDocument(/* GraphQL */ `
  query CheckoutViewer {
    viewerCustomer {
      id name email phone
      addresses { id updatedAt address { ...ShippingAddressFields } }
    }
  }
`, SHIPPING_ADDRESS_FIELDS);

export const PROVINCES_QUERY = /* GraphQL */ `
  query ShippingProvinces {
    shippingProvinces
  }
`;

export const UPDATE_CHECKOUT_INPUT = 'UpdateCheckoutInput';
export const UPDATE_CHECKOUT = graphDocument(/* GraphQL */ `
  mutation UpdateCheckout($input: UpdateCheckoutInput!) {
    updateCheckout(input: $input) { checkout { ...CheckoutFields } }
  }
`, CHECKOUT_FIELDS);

/**
 * What `updateCheckout` may change; fields left out stay as they are on the server. The form
 * sends its custom answers as text.
 */
export type CheckoutPatch = Omit<UpdateCheckoutInput, 'checkoutId' | 'lines' | 'customFields'> & { customFields?: Record<string, string> };

export const PLACE_ORDER_INPUT = 'PlaceOrderInput';
export const PLACE_ORDER = /* GraphQL */ `
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      __typename
      ... on OrderPlaced {
        order { id number total shippingFee couponCode lines { productId name sku unitPrice count } }
        payment { redirectUrl payment { id method amount status } }
      }
      ... on InsufficientStock { message lines { productId variationId name requested available } }
      ... on CouponUnavailable { message problem }
      ... on CheckoutIncomplete { message fields }
    }
  }
`;

export const RECOVER_QUERY = graphDocument(/* GraphQL */ `
  query CheckoutRecover($hash: String!) {
    checkoutByRecovery(hash: $hash) {
      id status orderId couponCode customFields createdAt
      shippingAddress { ...ShippingAddressFields }
      lines { productId variationId count downPayment }
    }
  }
`, SHIPPING_ADDRESS_FIELDS);

const PAYMENT_FIELDS = graphFragment(/* GraphQL */ `
  fragment PaymentFields on Payment { id method purpose amount status failureReason wallet }
`);

const PAYMENT_ORDER_FIELDS = graphFragment(/* GraphQL */ `
  fragment PaymentOrderFields on Order { id number status paymentMethod total paidAmount amountDueNow payments { ...PaymentFields } }
`, PAYMENT_FIELDS);

export const PAYMENT_ORDER_QUERY = graphDocument(/* GraphQL */ `
  query PaymentReturnOrder($id: ID!) {
    order(id: $id) { ...PaymentOrderFields }
  }
`, PAYMENT_ORDER_FIELDS);

export const START_PAYMENT_INPUT = 'StartPaymentInput';
export const START_PAYMENT = /* GraphQL */ `
  mutation StartPayment($input: StartPaymentInput!) {
    startPayment(input: $input) { redirectUrl payment { id method amount status } }
  }
`;

export const COMPLETE_CARD_PAYMENT_INPUT = 'CompleteCardPaymentInput';
export const COMPLETE_CARD_PAYMENT = graphDocument(/* GraphQL */ `
  mutation CompleteCardPayment($input: CompleteCardPaymentInput!) {
    completeCardPayment(input: $input) {
      __typename
      ... on PaymentSettled { order { ...PaymentOrderFields } payment { ...PaymentFields } }
      ... on PaymentRefused { message }
    }
  }
`, PAYMENT_ORDER_FIELDS, PAYMENT_FIELDS);
