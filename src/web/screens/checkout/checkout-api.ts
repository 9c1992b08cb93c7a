// The shop API documents the checkout screens use, and the shapes of their answers. The client
// sends ids, counts and the shopper's text only: every amount shown comes from the server.

export type PaymentMethod = 'BANK_TRANSFER' | 'CARD' | 'WALLET';
export type CouponProblem = 'NOT_FOUND' | 'INACTIVE' | 'EXPIRED' | 'MIN_SPEND' | 'USED_UP';
export type CartLineProblem = 'UNAVAILABLE' | 'VARIATION_REQUIRED' | 'OUT_OF_STOCK' | 'NOT_ENOUGH_STOCK';

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['BANK_TRANSFER', 'CARD', 'WALLET'];

export interface ShippingAddress {
  name: string;
  phone: string;
  address: string;
  district: string;
  city: string;
  province: string;
  postalCode: string;
}

export const ADDRESS_PARTS: ReadonlyArray<keyof ShippingAddress> = ['name', 'phone', 'address', 'district', 'city', 'province', 'postalCode'];

export interface CheckoutLine {
  productId: string;
  variationId: string | null;
  count: number;
  name: string;
  variationLabel: string;
  unitPrice: number;
  lineTotal: number;
  availableStock: number;
  problem: CartLineProblem | null;
  downPayment: boolean;
  downPaymentUnit: number | null;
}

export interface ShippingOption {
  id: string;
  courier: string;
  service: string;
  fee: number;
  etaDaysMin: number;
  etaDaysMax: number;
}

export interface CheckoutField {
  key: string;
  label: string;
  required: boolean;
  kind: string;
  maxLength: number;
}

export interface CheckoutTotals {
  subtotal: number;
  discount: number;
  shippingFee: number;
  total: number;
  firstPayment: number;
}

export interface CheckoutData {
  id: string;
  status: string;
  orderId: string | null;
  email: string;
  phone: string;
  shippingAddress: ShippingAddress | null;
  shippingMethodId: string | null;
  couponCode: string;
  couponProblem: CouponProblem | null;
  couponMinSpend: number | null;
  customFields: Record<string, unknown>;
  note: string;
  fields: CheckoutField[];
  shippingOptions: ShippingOption[];
  paymentMethods: PaymentMethod[];
  totals: CheckoutTotals;
  lines: CheckoutLine[];
  createdAt: string;
}

const ADDRESS_FIELDS = 'name phone address district city province postalCode';

const CHECKOUT_FIELDS = `
  id status orderId email phone
  shippingAddress { ${ADDRESS_FIELDS} }
  shippingMethodId couponCode couponProblem couponMinSpend customFields note
  fields { key label required kind maxLength }
  shippingOptions { id courier service fee etaDaysMin etaDaysMax }
  paymentMethods
  totals { subtotal discount shippingFee total firstPayment }
  lines { productId variationId count name variationLabel unitPrice lineTotal availableStock problem downPayment downPaymentUnit }
  createdAt
`;

export const CHECKOUT_QUERY = /* GraphQL */ `
  query CheckoutStart($id: ID!) {
    checkout(id: $id) { ${CHECKOUT_FIELDS} }
  }
`;

export interface CheckoutQueryData {
  checkout: CheckoutData | null;
}

export const PROVINCES_QUERY = /* GraphQL */ `
  query ShippingProvinces {
    shippingProvinces
  }
`;

export interface ProvincesQueryData {
  shippingProvinces: string[];
}

export const UPDATE_CHECKOUT_INPUT = 'UpdateCheckoutInput';
export const UPDATE_CHECKOUT = /* GraphQL */ `
  mutation UpdateCheckout($input: UpdateCheckoutInput!) {
    updateCheckout(input: $input) { checkout { ${CHECKOUT_FIELDS} } }
  }
`;

/** What `updateCheckout` may change; fields left out stay as they are on the server. */
export interface CheckoutPatch {
  email?: string;
  phone?: string;
  shippingAddress?: ShippingAddress;
  shippingMethodId?: string | null;
  couponCode?: string;
  customFields?: Record<string, string>;
  note?: string;
}

export interface UpdateCheckoutData {
  updateCheckout: { checkout: CheckoutData };
}

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

export interface PlacedOrderLine {
  productId: string;
  name: string;
  sku: string;
  unitPrice: number;
  count: number;
}

export interface PaymentSummary {
  id: string;
  method: PaymentMethod;
  amount: number;
  status: string;
}

export interface StockShortage {
  productId: string;
  variationId: string | null;
  name: string;
  requested: number;
  available: number;
}

export type PlaceOrderResult =
  | {
    __typename: 'OrderPlaced';
    order: { id: string; number: number; total: number; shippingFee: number; couponCode: string; lines: PlacedOrderLine[] };
    /** Null when the order has no payment to make now. */
    payment: { redirectUrl: string | null; payment: PaymentSummary } | null;
  }
  | { __typename: 'InsufficientStock'; message: string; lines: StockShortage[] }
  | { __typename: 'CouponUnavailable'; message: string; problem: CouponProblem }
  | { __typename: 'CheckoutIncomplete'; message: string; fields: string[] };

export interface PlaceOrderData {
  placeOrder: PlaceOrderResult;
}

export const RECOVER_QUERY = /* GraphQL */ `
  query CheckoutRecover($hash: String!) {
    checkoutByRecovery(hash: $hash) {
      id status orderId couponCode customFields createdAt
      shippingAddress { ${ADDRESS_FIELDS} }
      lines { productId variationId count downPayment }
    }
  }
`;

export interface RecoveredCheckout {
  id: string;
  status: string;
  orderId: string | null;
  couponCode: string;
  customFields: Record<string, unknown>;
  createdAt: string;
  shippingAddress: ShippingAddress | null;
  lines: Array<{ productId: string; variationId: string | null; count: number; downPayment: boolean }>;
}

export interface RecoverQueryData {
  checkoutByRecovery: RecoveredCheckout | null;
}

export interface OrderPayment {
  id: string;
  method: PaymentMethod;
  purpose: string;
  amount: number;
  status: string;
  failureReason: string | null;
}

export interface PaymentOrder {
  id: string;
  number: number;
  status: string;
  paymentMethod: PaymentMethod;
  total: number;
  paidAmount: number;
  amountDueNow: number;
  payments: OrderPayment[];
}

const PAYMENT_FIELDS = 'id method purpose amount status failureReason';
const PAYMENT_ORDER_FIELDS = `id number status paymentMethod total paidAmount amountDueNow payments { ${PAYMENT_FIELDS} }`;

export const PAYMENT_ORDER_QUERY = /* GraphQL */ `
  query PaymentReturnOrder($id: ID!) {
    order(id: $id) { ${PAYMENT_ORDER_FIELDS} }
  }
`;

export interface PaymentOrderQueryData {
  order: PaymentOrder | null;
}

export const START_PAYMENT_INPUT = 'StartPaymentInput';
export const START_PAYMENT = /* GraphQL */ `
  mutation StartPayment($input: StartPaymentInput!) {
    startPayment(input: $input) { redirectUrl payment { id method amount status } }
  }
`;

export interface StartPaymentData {
  startPayment: { redirectUrl: string | null; payment: PaymentSummary };
}

export const COMPLETE_CARD_PAYMENT_INPUT = 'CompleteCardPaymentInput';
export const COMPLETE_CARD_PAYMENT = /* GraphQL */ `
  mutation CompleteCardPayment($input: CompleteCardPaymentInput!) {
    completeCardPayment(input: $input) {
      __typename
      ... on PaymentSettled { order { ${PAYMENT_ORDER_FIELDS} } payment { ${PAYMENT_FIELDS} } }
      ... on PaymentRefused { message }
    }
  }
`;

export type CompleteCardPaymentResult =
  | { __typename: 'PaymentSettled'; order: PaymentOrder; payment: OrderPayment }
  | { __typename: 'PaymentRefused'; message: string };

export interface CompleteCardPaymentData {
  completeCardPayment: CompleteCardPaymentResult;
}
