import { randomBytes } from 'node:crypto';
import type { RequestContext } from '../../context.server';
import { badInput, forbidden } from '../../errors.server';
import { enqueueEmail } from '../outbox';
import { mailAddressOrNull, type RenderedEmail } from './email-layout.server';

/**
 * Queues `email` to the signed-in staff member's own address as the test of `key` (an e-mail
 * the shop sends, a newsletter): it goes through the outbox like any e-mail, so the mail queue
 * tells whether it was delivered.
 */
export async function queueTestEmail(ctx: RequestContext, key: string, email: RenderedEmail): Promise<{ to: string; subject: string }> {
  if (!ctx.staff) throw forbidden();
  const to = mailAddressOrNull(ctx.staff.email);
  if (!to) throw badInput('error.emailContent.noStaffAddress');
  await enqueueEmail(ctx.db, { shopId: ctx.shop.id, dedupeKey: `email-test:${key}:${randomBytes(12).toString('base64url')}`, template: `test:${key}`, message: { to, ...email } });
  return { to, subject: email.subject };
}
