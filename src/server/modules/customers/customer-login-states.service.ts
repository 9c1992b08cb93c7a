import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { RequestContext } from '../../context.server';
import { customerAccounts, customerLoginStates } from './customers.tables';
import { hashToken, startCustomerSession } from './customer-sessions.service';

/** Long enough to follow one redirect; short enough that a leaked address is useless soon. */
export const LOGIN_STATE_SECONDS = 60;

const STATE_PATTERN = /^[A-Za-z0-9_-]{40,60}$/;

/**
 * A one-time state that signs the current customer in on another host name of this shop and
 * opens `returnPath` there. The caller has checked that the host name is the shop's own and
 * that `returnPath` is a path of the shop. Null when nobody is signed in.
 */
export async function issueCustomerLoginState(ctx: RequestContext, returnPath: string, now = new Date()): Promise<string | null> {
  ctx.personal = true;
  const viewer = ctx.customer;
  if (!viewer) return null;
  const token = randomBytes(32).toString('base64url');
  await ctx.db.insert(customerLoginStates).values({
    shopId: ctx.shop.id, tokenHash: hashToken(token), customerId: viewer.id, returnPath, expiresAt: new Date(now.getTime() + LOGIN_STATE_SECONDS * 1000),
  });
  return token;
}

/**
 * Uses a state once, in the statement that reads it: the customer it carries is signed in on
 * this host name (a fresh session of its own) and the path to open is returned. A used,
 * expired, unknown or other shop's state gives null.
 */
export async function useCustomerLoginState(ctx: RequestContext, token: string, now = new Date()): Promise<{ returnPath: string } | null> {
  ctx.personal = true;
  if (!STATE_PATTERN.test(token)) return null;
  await ctx.db.delete(customerLoginStates).where(and(eq(customerLoginStates.shopId, ctx.shop.id), lt(customerLoginStates.expiresAt, now)));
  const [state] = await ctx.db.delete(customerLoginStates)
    .where(and(eq(customerLoginStates.shopId, ctx.shop.id), eq(customerLoginStates.tokenHash, hashToken(token)), gt(customerLoginStates.expiresAt, now)))
    .returning({ customerId: customerLoginStates.customerId, returnPath: customerLoginStates.returnPath });
  if (!state) return null;
  const [account] = await ctx.db.select().from(customerAccounts)
    .where(and(eq(customerAccounts.shopId, ctx.shop.id), eq(customerAccounts.id, state.customerId))).limit(1);
  if (!account) return null;
  await startCustomerSession(ctx, account);
  return { returnPath: state.returnPath };
}
