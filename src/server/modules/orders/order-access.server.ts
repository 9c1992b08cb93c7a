import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { holdsAny } from '../../../domain/staff/staff-permissions';
import type { OrderGrant, RequestContext } from '../../context.server';
import { loaderFor } from '../../context.server';
import type { Db } from '../../db/database.server';
import { orderAccessGrants, orders } from './orders.tables';

/** The cookie holding this browser's order grants: `orderId.secret` pairs. */
export const ORDER_GRANTS_COOKIE = 'etalase_orders';
export const MAX_GRANTS_PER_BROWSER = 20;

const ID_PATTERN = /^[A-Za-z0-9_-]{10,40}$/;
const SECRET_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** 128 random bits from the system's CSPRNG (SECURITY.md: guest order secrets). */
export function newOrderSecret(): string {
  return randomBytes(16).toString('base64url');
}

export async function createOrderGrant(tx: Db, shopId: string, orderId: string): Promise<string> {
  const secret = newOrderSecret();
  await tx.insert(orderAccessGrants).values({ shopId, orderId, secretHash: hashSecret(secret) });
  return secret;
}

export function isPlausibleOrderId(id: string): boolean {
  return ID_PATTERN.test(id);
}

export function parseGrantCookie(value: string | undefined): OrderGrant[] {
  if (!value) return [];
  const grants: OrderGrant[] = [];
  for (const part of value.split(',').slice(0, MAX_GRANTS_PER_BROWSER)) {
    const [orderId = '', secret = ''] = part.split('.');
    if (ID_PATTERN.test(orderId) && SECRET_PATTERN.test(secret)) grants.push({ orderId, secret });
  }
  return grants;
}

/** The newest grant first; the oldest fall off past the limit. */
export function addGrantToCookie(current: readonly OrderGrant[], grant: OrderGrant): string {
  const rest = current.filter((known) => known.orderId !== grant.orderId);
  return [grant, ...rest].slice(0, MAX_GRANTS_PER_BROWSER).map((g) => `${g.orderId}.${g.secret}`).join(',');
}

/** Does `secret` open `orderId`? A lookup by hash: the secret itself is never stored. */
export async function grantMatches(db: Db, shopId: string, orderId: string, secret: string): Promise<boolean> {
  if (!ID_PATTERN.test(orderId) || !SECRET_PATTERN.test(secret)) return false;
  const [row] = await db
    .select({ orderId: orderAccessGrants.orderId })
    .from(orderAccessGrants)
    .where(and(eq(orderAccessGrants.shopId, shopId), eq(orderAccessGrants.secretHash, hashSecret(secret))));
  return row?.orderId === orderId;
}

/** Orders this browser's cookie really opens (checked once per request). */
export function grantedOrderIds(ctx: RequestContext): Promise<Set<string>> {
  return loaderFor(ctx, 'grantedOrderIds', async () => {
    if (!ctx.orderGrants.length) return new Set<string>();
    const byHash = new Map(ctx.orderGrants.map((grant) => [hashSecret(grant.secret), grant.orderId]));
    const rows = await ctx.db
      .select({ orderId: orderAccessGrants.orderId, secretHash: orderAccessGrants.secretHash })
      .from(orderAccessGrants)
      .where(and(eq(orderAccessGrants.shopId, ctx.shop.id), inArray(orderAccessGrants.secretHash, [...byHash.keys()])));
    return new Set(rows.filter((row) => byHash.get(row.secretHash) === row.orderId).map((row) => row.orderId));
  });
}

/**
 * Which of `orderIds` belong to the signed-in customer, in this shop (checked once per request
 * and id). Nobody else's: the account is the request's own session, never an argument.
 */
export function ownedOrderIds(ctx: RequestContext, orderIds: readonly string[]): Promise<Set<string>> {
  const viewer = ctx.customer;
  const wanted = [...new Set(orderIds.filter(isPlausibleOrderId))];
  if (!viewer || !wanted.length) return Promise.resolve(new Set());
  return loaderFor(ctx, `ownedOrderIds:${viewer.id}:${wanted.sort().join(',')}`, async () => {
    const rows = await ctx.db.select({ id: orders.id }).from(orders)
      .where(and(eq(orders.shopId, ctx.shop.id), eq(orders.customerId, viewer.id), inArray(orders.id, wanted)));
    return new Set(rows.map((row) => row.id));
  });
}

/** How this visitor reaches an order: as staff, as the customer who owns it, through this browser's grant. */
export interface OrderAccess { staff: boolean; owner: boolean; grant: boolean }

export async function orderAccess(ctx: RequestContext, orderId: string): Promise<OrderAccess> {
  ctx.personal = true;
  const [owned, granted] = await Promise.all([ownedOrderIds(ctx, [orderId]), grantedOrderIds(ctx)]);
  return { staff: ctx.staff !== null, owner: owned.has(orderId), grant: granted.has(orderId) };
}

/**
 * May this visitor see and act on the order? Staff always; the signed-in customer whose order
 * it is; a browser holding a grant for it (the secret of the order e-mail's link). Another
 * customer's order is refused exactly like an unknown id. Any answer about an order is
 * personal, so it is never cached for others.
 */
export async function canAccessOrder(ctx: RequestContext, orderId: string): Promise<boolean> {
  ctx.personal = true;
  // Staff open any order only when their role reads orders (a content editor does not).
  if (ctx.staff && holdsAny(ctx.staff.permissions, 'orders.read')) return true;
  const access = await orderAccess(ctx, orderId);
  return access.owner || access.grant;
}

/**
 * What `orderAccessSql` is run with: whether this visitor opens every order (staff who read
 * orders), the signed-in customer, and the hashes of the cookie's secrets for this order. Null
 * when nothing could open it, so no statement need run.
 */
export type OrderAccessValues = { everyOrder: boolean; customerId: string | null; secretHashes: string };

export function orderAccessValues(ctx: RequestContext, orderId: string): OrderAccessValues | null {
  ctx.personal = true;
  if (ctx.staff && holdsAny(ctx.staff.permissions, 'orders.read')) return { everyOrder: true, customerId: null, secretHashes: '[]' };
  if (!ID_PATTERN.test(orderId)) return null;
  const hashes = ctx.orderGrants.filter((grant) => grant.orderId === orderId).map((grant) => hashSecret(grant.secret));
  if (!ctx.customer && !hashes.length) return null;
  return { everyOrder: false, customerId: ctx.customer?.id ?? null, secretHashes: JSON.stringify(hashes) };
}

/**
 * The rule of `canAccessOrder` as a condition on the order row `order`, for a statement that
 * reads an order only if this visitor may see it (its values from `orderAccessValues`, as
 * placeholders of those names).
 */
export function orderAccessSql(order: { shopId: SQL; id: SQL; customerId: SQL }): SQL {
  return sql`(${sql.placeholder('everyOrder')}::boolean OR ${order.customerId} = ${sql.placeholder('customerId')}
    OR EXISTS (SELECT 1 FROM ${orderAccessGrants} g WHERE g.shop_id = ${order.shopId} AND g.order_id = ${order.id}
      AND g.secret_hash IN (SELECT json_array_elements_text(${sql.placeholder('secretHashes')}::json))))`;
}
