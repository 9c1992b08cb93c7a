import { and, asc, count, eq, sql } from 'drizzle-orm';
import { MAX_CUSTOMER_ADDRESSES, sameShippingAddress } from '../../../domain/customers/saved-addresses';
import type { ShippingAddressRecord } from '../../../domain/shipping/address';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { inTransaction } from '../../db/transaction.server';
import { badInput, notFound } from '../../errors.server';
import { newId } from '../../ids.server';
import { cleanAddress } from '../checkout';
import { customerAccounts, customerAddresses } from './customers.tables';

/** Spec §9: at most 10 saved addresses per customer (the rule lives in domain, so the checkout can explain it). */
export { MAX_CUSTOMER_ADDRESSES };

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

/** What keeping an order's address did: an identical saved one was used, a new one saved, or neither. */
export type KeptAddress = { kind: 'used'; id: string } | { kind: 'saved'; id: string } | { kind: 'full' } | { kind: 'skipped' };

/**
 * Keeps the address of an order the signed-in customer is placing, through `tx` (the order's
 * transaction). An identical saved address is never added again: it only moves to the front
 * (its `updated_at` is touched), so the most recently used address is offered first next time.
 * Otherwise the address is added when `addNew` asks and the account has room (the account row
 * locked while counting, as `saveAddress` does). Nobody else's address is read or touched.
 */
export async function saveAddressOnce(ctx: RequestContext, tx: Db, input: ShippingAddressRecord, options: { addNew: boolean }): Promise<KeptAddress> {
  const customerId = ctx.customer?.id;
  if (!customerId) return { kind: 'skipped' };
  const address = cleanAddress(input, 'shippingAddress');
  const shopId = ctx.shop.id;
  const [account] = await tx.select({ id: customerAccounts.id }).from(customerAccounts)
    .where(and(eq(customerAccounts.shopId, shopId), eq(customerAccounts.id, customerId))).for('update');
  if (!account) return { kind: 'skipped' };
  const own = await tx.select({ id: customerAddresses.id, address: customerAddresses.address }).from(customerAddresses)
    .where(and(eq(customerAddresses.shopId, shopId), eq(customerAddresses.customerId, customerId)));
  const same = own.find((saved) => sameShippingAddress(saved.address, address));
  if (same) {
    await tx.update(customerAddresses).set({ updatedAt: sql`now()` })
      .where(and(eq(customerAddresses.shopId, shopId), eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, same.id)));
    return { kind: 'used', id: same.id };
  }
  if (!options.addNew) return { kind: 'skipped' };
  if (own.length >= MAX_CUSTOMER_ADDRESSES) return { kind: 'full' };
  const id = newId();
  await tx.insert(customerAddresses).values({ shopId, id, customerId, address });
  return { kind: 'saved', id };
}
