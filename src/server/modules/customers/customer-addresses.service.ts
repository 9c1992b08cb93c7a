import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ShippingAddressRecord } from '../../../domain/shipping/address';
import type { RequestContext } from '../../context.server';
import { inTransaction } from '../../db/transaction.server';
import { badInput, notFound } from '../../errors.server';
import { newId } from '../../ids.server';
import { cleanAddress } from '../checkout';
import { customerAccounts, customerAddresses } from './customers.tables';

/** Spec §9: at most 10 saved addresses per customer. */
export const MAX_CUSTOMER_ADDRESSES = 10;

export interface SavedAddress { id: string; address: ShippingAddressRecord; createdAt: Date; updatedAt: Date }

function viewerId(ctx: RequestContext): string {
  ctx.personal = true;
  if (!ctx.customer) throw badInput('error.customer.signInRequired');
  return ctx.customer.id;
}

/** The signed-in customer's own addresses, oldest first; nobody else's can be named. */
export async function listAddresses(ctx: RequestContext, customerId: string): Promise<SavedAddress[]> {
  ctx.personal = true;
  if (ctx.customer?.id !== customerId) return [];
  return ctx.db.select({ id: customerAddresses.id, address: customerAddresses.address, createdAt: customerAddresses.createdAt, updatedAt: customerAddresses.updatedAt })
    .from(customerAddresses)
    .where(and(eq(customerAddresses.shopId, ctx.shop.id), eq(customerAddresses.customerId, customerId)))
    .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id));
}

/**
 * Adds an address, or replaces one of the customer's own when `id` is given. The account row
 * is locked while counting, so two saves at once cannot make an eleventh.
 */
export async function saveAddress(ctx: RequestContext, id: string | null | undefined, input: ShippingAddressRecord): Promise<SavedAddress> {
  const customerId = viewerId(ctx);
  const address = cleanAddress(input, 'address');
  const shopId = ctx.shop.id;
  return inTransaction(ctx.db, async (tx) => {
    await tx.select({ id: customerAccounts.id }).from(customerAccounts)
      .where(and(eq(customerAccounts.shopId, shopId), eq(customerAccounts.id, customerId))).for('update');
    if (id) {
      const [updated] = await tx.update(customerAddresses).set({ address, updatedAt: sql`now()` })
        .where(and(eq(customerAddresses.shopId, shopId), eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, id)))
        .returning();
      if (!updated) throw notFound('error.customer.addressNotFound');
      return { id: updated.id, address: updated.address, createdAt: updated.createdAt, updatedAt: updated.updatedAt };
    }
    const [held] = await tx.select({ n: count() }).from(customerAddresses)
      .where(and(eq(customerAddresses.shopId, shopId), eq(customerAddresses.customerId, customerId)));
    if ((held?.n ?? 0) >= MAX_CUSTOMER_ADDRESSES) throw badInput('error.customer.tooManyAddresses', { max: MAX_CUSTOMER_ADDRESSES });
    const [created] = await tx.insert(customerAddresses).values({ shopId, id: newId(), customerId, address }).returning();
    if (!created) throw new Error('address insert returned nothing');
    return { id: created.id, address: created.address, createdAt: created.createdAt, updatedAt: created.updatedAt };
  });
}

export async function deleteAddress(ctx: RequestContext, id: string): Promise<boolean> {
  const customerId = viewerId(ctx);
  const [gone] = await ctx.db.delete(customerAddresses)
    .where(and(eq(customerAddresses.shopId, ctx.shop.id), eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, id)))
    .returning({ id: customerAddresses.id });
  if (!gone) throw notFound('error.customer.addressNotFound');
  return true;
}
