// What the order screens ask the shop API for. Every order screen reads the same query, so
// moving between an order, its payment confirmation, receipt and review needs no new request.
import { IMAGE_FRAGMENT, type ImageInfo } from '../../ui/responsive-image';

export type PaymentMethod = 'BANK_TRANSFER' | 'CARD' | 'WALLET';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['BANK_TRANSFER', 'CARD', 'WALLET'];

export const ORDER_FIELDS = /* GraphQL */ `
  id number status placedAt expiresAt email phone
  shippingAddress { name phone address district city province postalCode }
  shippingCourier shippingService
  lines {
    productId name variationLabel sku unitPrice count lineTotal downPaymentUnit
    product { id slug name image { ${IMAGE_FRAGMENT} } }
    review { rating body createdAt }
  }
  subtotal discount couponCode shippingFee total firstPaymentAmount paidAmount balanceDue amountDueNow
  paymentMethod
  payments { id method purpose amount status failureReason createdAt proof { bank payerName amount transferDate } }
  bankAccounts { bank accountNumber accountHolder }
  bankTransferInstructions
  trackingCourier trackingNumber
  customFields note
  events { kind toStatus createdAt }
  canPay canConfirmReceived canReview
`;

export const ORDER_QUERY = /* GraphQL */ `
  query Order($id: ID!) {
    order(id: $id) { ${ORDER_FIELDS} }
    shop { name }
  }
`;

/** Orders this browser may open, for the payment confirmation entry page. */
export const ACCESSIBLE_ORDERS_QUERY = /* GraphQL */ `
  query AccessibleOrders {
    accessibleOrders { id number status placedAt expiresAt amountDueNow canPay paymentMethod }
    shop { name }
  }
`;

export interface ShippingAddressData {
  name: string;
  phone: string;
  address: string;
  district: string;
  city: string;
  province: string;
  postalCode: string;
}

export interface ReviewData {
  rating: number;
  body: string;
  createdAt: string;
}

export interface OrderLineData {
  productId: string;
  name: string;
  variationLabel: string;
  sku: string;
  unitPrice: number;
  count: number;
  lineTotal: number;
  downPaymentUnit: number | null;
  product: { id: string; slug: string; name: string; image: ImageInfo | null } | null;
  review: ReviewData | null;
}

export interface PaymentProofData {
  bank: string;
  payerName: string;
  amount: number;
  transferDate: string;
}

export interface PaymentData {
  id: string;
  method: PaymentMethod;
  /** 'first' | 'balance' */
  purpose: string;
  amount: number;
  /** pending submitted succeeded declined failed rejected cancelled refunded */
  status: string;
  failureReason: string | null;
  createdAt: string;
  proof: PaymentProofData | null;
}

export interface BankAccountData {
  bank: string;
  accountNumber: string;
  accountHolder: string;
}

export interface OrderEventData {
  kind: string;
  toStatus: string | null;
  createdAt: string;
}

export interface OrderData {
  id: string;
  number: number;
  status: string;
  placedAt: string;
  expiresAt: string;
  email: string;
  phone: string;
  shippingAddress: ShippingAddressData;
  shippingCourier: string;
  shippingService: string;
  lines: OrderLineData[];
  subtotal: number;
  discount: number;
  couponCode: string;
  shippingFee: number;
  total: number;
  firstPaymentAmount: number;
  paidAmount: number;
  balanceDue: number;
  amountDueNow: number;
  paymentMethod: PaymentMethod;
  /** Newest first. */
  payments: PaymentData[];
  bankAccounts: BankAccountData[];
  bankTransferInstructions: string;
  trackingCourier: string | null;
  trackingNumber: string | null;
  customFields: Record<string, unknown> | null;
  note: string;
  events: OrderEventData[];
  canPay: boolean;
  canConfirmReceived: boolean;
  canReview: boolean;
}

export interface OrderQueryData {
  order: OrderData | null;
  shop: { name: string };
}

export interface AccessibleOrderData {
  id: string;
  number: number;
  status: string;
  placedAt: string;
  expiresAt: string;
  amountDueNow: number;
  canPay: boolean;
  paymentMethod: PaymentMethod;
}

export interface AccessibleOrdersData {
  accessibleOrders: AccessibleOrderData[];
  shop: { name: string };
}

export function orderVariables(orderId: string): { id: string } {
  return { id: orderId };
}
