import { and, eq, isNull, sql } from 'drizzle-orm';
import type { OrderPricing } from '../../../domain/checkout/pricing';
import type { PaymentMethodName } from '../../../domain/payments/payment-method';
import type { ShippingAddressRecord } from '../../../domain/shipping/address';
import type { OrderShippingRate } from '../../../domain/shipping/shipment';
import type { Db } from '../../db/database.server';
import { newId } from '../../ids.server';
import type { OrderLineRecord, OrderRecord } from './order.service';
import { orderLines, orders, type OrderBundleRecord } from './orders.tables';

/** One bought line as it was named and priced at placement. */
export interface NewOrderLine {
  productId: string;
  variationId: string;
  name: string;
  variationLabel: string;
  sku: string;
  unitPrice: number;
  count: number;
  /** Per unit, paid now; null when the whole price is paid now. */
  downPaymentUnit: number | null;
}

export interface NewOrder {
  number: number;
  checkoutId: string;
  /** The signed-in customer who placed it; null for a guest. */
  customerId?: string | null;
  email: string;
  phone: string;
  shippingAddress: ShippingAddressRecord;
  /** The chosen option; a pickup's note (address and hours) is kept with the order. */
  shipping: { courier: string; service: string; pickup: boolean; note: string; rate?: OrderShippingRate | null };
  chargeableWeightGrams: number;
  currency: number;
  pricing: OrderPricing;
  couponCode: string;
  /** The bundle deals in `pricing.discount`, with what each saved. */
  bundles?: readonly OrderBundleRecord[];
  paymentMethod: PaymentMethodName;
  customFields: Record<string, string>;
  note: string;
  language: string;
  unpaidOrderHours: number;
  lines: readonly NewOrderLine[];
}

/**
 * Writes the order and its lines inside the placing transaction, and answers both as written. An order that costs nothing
 * is paid at once; any other waits for its first payment until the shop's time limit.
 */
/** An order just written, with its lines as written. */
export interface PlacedOrder {
  order: OrderRecord;
  lines: OrderLineRecord[];
}

export async function createOrder(tx: Db, shopId: string, input: NewOrder): Promise<PlacedOrder> {
  const id = newId();
  const free = input.pricing.total === 0;
  const [order] = await tx.insert(orders).values({
    shopId,
    id,
    number: input.number,
    checkoutId: input.checkoutId,
    customerId: input.customerId ?? null,
    status: free ? 'paid' : 'awaiting_payment',
    email: input.email,
    phone: input.phone,
    shippingAddress: input.shippingAddress,
    shippingCourier: input.shipping.courier,
    shippingService: input.shipping.service,
    pickupNote: input.shipping.pickup ? input.shipping.note : '',
    shippingRate: input.shipping.rate ?? null,
    chargeableWeightGrams: input.chargeableWeightGrams,
    currency: input.currency,
    subtotal: input.pricing.subtotal,
    discount: input.pricing.discount,
    shippingFee: input.pricing.shippingFee,
    total: input.pricing.total,
    firstPaymentAmount: input.pricing.firstPayment,
    couponCode: input.couponCode,
    bundles: [...(input.bundles ?? [])],
    // Never more than the discount actually given (it is clamped to the subtotal).
    bundleDiscount: Math.min((input.bundles ?? []).reduce((sum, bundle) => sum + bundle.saving, 0), input.pricing.discount),
    paymentMethod: input.paymentMethod,
    customFields: input.customFields,
    note: input.note,
    language: input.language,
    expiresAt: new Date(Date.now() + input.unpaidOrderHours * 3600_000),
    paidAt: free ? new Date() : null,
  }).returning();
  if (!order) throw new Error('order insert returned nothing');
  const lines = await tx.insert(orderLines).values(input.lines.map((line, position) => ({
    shopId,
    orderId: id,
    position,
    ...line,
    lineTotal: line.unitPrice * line.count,
  }))).returning();
  return { order, lines };
}

/**
 * Guest orders placed in this shop with `email` become the customer's, once the customer has
 * proven the address is theirs. Orders already someone's are left alone. Returns how many.
 */
export async function claimGuestOrders(tx: Db, shopId: string, email: string, customerId: string): Promise<number> {
  const claimed = await tx.update(orders).set({ customerId })
    .where(and(eq(orders.shopId, shopId), sql`lower(${orders.email}) = ${email.trim().toLowerCase()}`, isNull(orders.customerId)))
    .returning({ id: orders.id });
  return claimed.length;
}
