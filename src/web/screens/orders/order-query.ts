// What the order screens ask the shop API for. Every order screen reads the same query, so
// moving between an order, its payment confirmation, receipt and review needs no new request.
// The answers' types are generated (src/web/graph/generated).
import { graphDocument, graphFragment } from '../../graph/graph-document';
import { IMAGE_FIELDS } from '../../ui/responsive-image';
import { SHIPPING_ADDRESS_FIELDS } from '../../ui/shipping-address';

/** Payments come newest first; `purpose` is first or balance. */
export const ORDER_FIELDS = graphFragment(/* GraphQL */ `
  fragment OrderFields on Order {
    id number status placedAt expiresAt email phone
    shippingAddress { ...ShippingAddressFields }
    shippingCourier shippingService pickupNote
    lines {
      productId name variationLabel sku unitPrice count lineTotal downPaymentUnit
      product { id slug name image { ...ImageFields } }
      review { rating body createdAt status reply }
    }
    subtotal discount bundleDiscount bundles { name sets saving } couponCode shippingFee total firstPaymentAmount paidAmount balanceDue amountDueNow
    paymentMethod paymentMethods wallets
    payments {
      id method purpose amount status failureReason createdAt expiresAt wallet
      proof { bank payerName amount transferDate }
      instructions { kind bank accountNumber wallet phone qrCode { size quietZone path } }
    }
    bankAccounts { bank accountNumber accountHolder }
    bankTransferInstructions
    trackingCourier trackingNumber
    shipment { waybill booked status checkedAt history { at status note } }
    customFields note
    events { kind toStatus createdAt }
    canPay canConfirmReceived canReview
  }
`, SHIPPING_ADDRESS_FIELDS, IMAGE_FIELDS);

export const ORDER_QUERY = graphDocument(/* GraphQL */ `
  query Order($id: ID!) {
    order(id: $id) { ...OrderFields }
    shop { name }
  }
`, ORDER_FIELDS);

/** Orders this browser may open, for the payment confirmation entry page. */
export const ACCESSIBLE_ORDERS_QUERY = /* GraphQL */ `
  query AccessibleOrders {
    accessibleOrders { id number status placedAt expiresAt amountDueNow canPay paymentMethod }
    shop { name }
  }
`;

export function orderVariables(orderId: string): { id: string } {
  return { id: orderId };
}
