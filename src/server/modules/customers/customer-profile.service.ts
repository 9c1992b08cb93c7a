import { and, eq } from 'drizzle-orm';
import { normalizeIndonesianPhone } from '../../../domain/checkout/contact';
import type { RequestContext } from '../../context.server';
import { inTransaction } from '../../db/transaction.server';
import { badInput, say } from '../../errors.server';
import { lang, shopEmail } from '../mail';
import { addressKey, enforceRateLimit } from '../platform';
import { VERIFY_EMAIL_EMAIL } from './customer-emails.templates';
import type { CustomerViewer } from './customer-sessions.service';
import {
  accountById, checkUrl, CHECK_HOURS, evenly, issueCheck, NAME_MAX_LENGTH, requireCustomer, sendAccountEmail, type CustomerAccepted,
} from './customers.service';
import { customerAccounts } from './customers.tables';

export interface CustomerProfile { id: string; email: string; name: string; phone: string; verified: boolean }

/** Name and phone follow the sign-up rules: a name of at most 100 characters, a phone in checkout's `62…` form. */
function cleanProfile(input: { name: string; phone: string }): { name: string; phone: string } {
  const name = input.name.trim();
  if (!name) throw badInput('error.field.required', {}, 'name');
  if ([...name].length > NAME_MAX_LENGTH) throw badInput('error.field.tooLong', { max: NAME_MAX_LENGTH }, 'name');
  const phone = normalizeIndonesianPhone(input.phone);
  if (!phone) throw badInput('error.checkout.phone', {}, 'phone');
  return { name, phone };
}

/** The signed-in customer changes their name and phone number; the session keeps the new name. */
export async function updateCustomerProfile(ctx: RequestContext, input: { name: string; phone: string }): Promise<CustomerProfile> {
  const viewer = requireCustomer(ctx);
  const profile = cleanProfile(input);
  const [updated] = await ctx.db.update(customerAccounts).set(profile)
    .where(and(eq(customerAccounts.shopId, ctx.shop.id), eq(customerAccounts.id, viewer.id)))
    .returning();
  if (!updated) throw badInput('error.customer.signInRequired');
  ctx.customer = { ...viewer, name: updated.name };
  return { id: updated.id, email: updated.email, name: updated.name, phone: updated.phone, verified: updated.verifiedAt !== null };
}

/**
 * Sends the signed-in customer a new verification link, unless the address is verified
 * already. Both ways answer the same words after the same time, and count against the same
 * limit as the other recovery requests, so the button cannot be used to flood a mailbox.
 */
export async function resendCustomerVerification(ctx: RequestContext): Promise<CustomerAccepted> {
  const viewer: CustomerViewer = requireCustomer(ctx);
  await enforceRateLimit(ctx.limits, [{ rule: 'customerRecovery', key: addressKey(ctx.clientAddress) }]);
  let email = viewer.email;
  await evenly(() => inTransaction(ctx.db, async (tx) => {
    const account = await accountById(tx, ctx.shop.id, viewer.id);
    if (!account) return;
    email = account.email;
    if (account.verifiedAt !== null) return;
    const token = await issueCheck(tx, ctx.shop.id, account.id, 'verify_email', account.email);
    await sendAccountEmail(tx, ctx, account.email, 'customer-verify-email', await shopEmail(tx, ctx, VERIFY_EMAIL_EMAIL, {
      language: lang(ctx.language), shopName: ctx.shop.name, name: account.name, url: checkUrl(ctx, token), hours: CHECK_HOURS.verify_email,
    }));
  }));
  return { __typename: 'CustomerRequestAccepted', message: say(ctx, 'customer.verify.resent', { email }) };
}
