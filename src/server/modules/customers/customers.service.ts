import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import { isValidEmail, normalizeIndonesianPhone } from '../../../domain/checkout/contact';
import { maskEmail } from '../../../domain/customers/mask-email';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { inTransaction } from '../../db/transaction.server';
import type { ErrorMessageKey } from '../../../domain/i18n/messages/errors.messages';
import { badInput, say } from '../../errors.server';
import { newId } from '../../ids.server';
import { lang, shopEmail, type RenderedEmail } from '../mail';
import { claimGuestOrders } from '../orders';
import { enqueueEmail } from '../outbox';
import { addressKey, enforceRateLimit, hashPassword, verifyPassword, type RateCheck } from '../platform';
import {
  EMAIL_CHANGE_CONFIRM_EMAIL, EMAIL_CHANGE_NOTICE_EMAIL, EMAIL_HINT_EMAIL, PASSWORD_RESET_EMAIL, SIGN_UP_ATTEMPT_EMAIL, VERIFY_EMAIL_EMAIL,
} from './customer-emails.templates';
import { endOtherCustomerSessions, hashToken, startCustomerSession, type CustomerViewer } from './customer-sessions.service';
import { customerAccounts, customerChecks, type CustomerCheckPurpose } from './customers.tables';

/** Long enough that guessing is hopeless at the sign-in limit; the same rule as staff. */
export const CUSTOMER_PASSWORD_MIN_LENGTH = 10;
export const CUSTOMER_PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 100;

/** How long each e-mailed link works: SECURITY.md wants reset links short-lived. */
export const CHECK_HOURS: Readonly<Record<CustomerCheckPurpose, number>> = {
  verify_email: 48,
  reset_password: 1,
  confirm_email_change: 24,
  undo_email_change: 7 * 24,
};

/**
 * The answers that must not tell whether an account exists (sign-up, reset, e-mail reminder)
 * take at least this long, whichever way they went: a database write or an enqueued e-mail
 * on one path only would otherwise show in the timing.
 */
export const EVEN_ANSWER_MS = 400;

export type CustomerAccepted = { __typename: 'CustomerRequestAccepted'; message: string };
export type CustomerSignInResult =
  | { __typename: 'CustomerSignInSuccess'; customer: CustomerViewer }
  | { __typename: 'InvalidCustomerCredentialsError'; message: string };
export type CustomerResetResult = CustomerAccepted | { __typename: 'InvalidCustomerLinkError'; message: string };

/** A well-formed hash to compare against when the e-mail is unknown, so timing does not tell. */
let decoyHash: Promise<string> | undefined;

export async function evenly<T>(work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const rest = EVEN_ANSWER_MS - (performance.now() - started);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function emailOrRefuse(email: string, field: string): string {
  const normalised = normaliseEmail(email);
  if (!isValidEmail(normalised)) throw badInput('error.checkout.email', {}, field);
  return normalised;
}

/** Why a new password is refused, as a message key, or null when it is acceptable. */
export function customerPasswordProblem(password: string, email: string): ErrorMessageKey | null {
  if ([...password].length < CUSTOMER_PASSWORD_MIN_LENGTH) return 'error.passwordTooShort';
  if (password.length > CUSTOMER_PASSWORD_MAX_LENGTH) return 'error.passwordTooLong';
  if (normaliseEmail(password) === normaliseEmail(email)) return 'error.customer.passwordIsEmail';
  return null;
}

function assertPassword(password: string, email: string, field: string): void {
  const problem = customerPasswordProblem(password, email);
  if (problem) throw badInput(problem, { min: CUSTOMER_PASSWORD_MIN_LENGTH, max: CUSTOMER_PASSWORD_MAX_LENGTH }, field);
}

export function accountKey(ctx: RequestContext, email: string): string {
  // Hashed: counters (in the database or Redis) hold no addresses people typed.
  return `${ctx.shop.id}:${hashToken(normaliseEmail(email))}`;
}

export function requireCustomer(ctx: RequestContext): CustomerViewer {
  ctx.personal = true;
  if (!ctx.customer) throw badInput('error.customer.signInRequired');
  return ctx.customer;
}

export type Account = typeof customerAccounts.$inferSelect;

export async function accountById(db: Db, shopId: string, id: string): Promise<Account | null> {
  const [row] = await db.select().from(customerAccounts).where(and(eq(customerAccounts.shopId, shopId), eq(customerAccounts.id, id))).limit(1);
  return row ?? null;
}

async function accountByEmail(db: Db, shopId: string, email: string): Promise<Account | null> {
  const [row] = await db.select().from(customerAccounts).where(and(eq(customerAccounts.shopId, shopId), eq(customerAccounts.email, email))).limit(1);
  return row ?? null;
}

/**
 * A new one-time secret for `purpose`, bound to the account and `email`. Earlier unused
 * secrets of the same purpose stop working, so only the newest e-mailed link is live.
 */
export async function issueCheck(tx: Db, shopId: string, customerId: string, purpose: CustomerCheckPurpose, email: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.delete(customerChecks).where(and(eq(customerChecks.shopId, shopId), eq(customerChecks.customerId, customerId), eq(customerChecks.purpose, purpose)));
  await tx.insert(customerChecks).values({ shopId, tokenHash: hashToken(token), customerId, purpose, email, expiresAt: new Date(now.getTime() + CHECK_HOURS[purpose] * 3_600_000) });
  return token;
}

export async function sendAccountEmail(tx: Db, ctx: RequestContext, to: string, template: string, message: RenderedEmail): Promise<void> {
  // Every account e-mail is its own event: a random key, never deduplicated away.
  await enqueueEmail(tx, { shopId: ctx.shop.id, dedupeKey: `customer:${template}:${randomBytes(12).toString('base64url')}`, template, message: { to, ...message } });
}

export const checkUrl = (ctx: RequestContext, token: string) => `${ctx.origin}/_/check/${token}`;
const resetUrl = (ctx: RequestContext, token: string) => `${ctx.origin}/password/forgot?token=${token}`;

/**
 * Creates an account and e-mails a link that verifies its address. An address that already
 * has an account gets the same answer, and its owner an e-mail saying someone tried (sign in
 * or reset the password): the answer never tells whether an address is registered.
 */
export async function signUpCustomer(ctx: RequestContext, input: { name: string; email: string; password: string; phone: string }): Promise<CustomerAccepted> {
  const name = input.name.trim();
  if (!name) throw badInput('error.field.required', {}, 'name');
  if (name.length > NAME_MAX_LENGTH) throw badInput('error.field.tooLong', { max: NAME_MAX_LENGTH }, 'name');
  const email = emailOrRefuse(input.email, 'email');
  const phone = normalizeIndonesianPhone(input.phone);
  if (!phone) throw badInput('error.checkout.phone', {}, 'phone');
  assertPassword(input.password, email, 'password');
  await enforceRateLimit(ctx.limits, [{ rule: 'customerSignUp', key: addressKey(ctx.clientAddress) }]);
  const language = lang(ctx.language);
  await evenly(async () => {
    const passwordHash = await hashPassword(input.password);
    await inTransaction(ctx.db, async (tx) => {
      const id = newId();
      const [created] = await tx.insert(customerAccounts).values({ shopId: ctx.shop.id, id, email, name, phone, passwordHash })
        .onConflictDoNothing({ target: [customerAccounts.shopId, customerAccounts.email] }).returning();
      if (created) {
        const token = await issueCheck(tx, ctx.shop.id, id, 'verify_email', email);
        await sendAccountEmail(tx, ctx, email, 'customer-verify-email', await shopEmail(tx, ctx, VERIFY_EMAIL_EMAIL, { language, shopName: ctx.shop.name, name, url: checkUrl(ctx, token), hours: CHECK_HOURS.verify_email }));
        return;
      }
      const existing = await accountByEmail(tx, ctx.shop.id, email);
      if (!existing) throw new Error('an address that conflicts has an account');
      await sendAccountEmail(tx, ctx, existing.email, 'customer-sign-up-attempt', await shopEmail(tx, ctx, SIGN_UP_ATTEMPT_EMAIL, {
        language, shopName: ctx.shop.name, name: existing.name, signInUrl: `${ctx.origin}/login`, resetUrl: `${ctx.origin}/password/forgot`,
      }));
    });
  });
  return { __typename: 'CustomerRequestAccepted', message: say(ctx, 'customer.signUp.accepted', { email }) };
}

/**
 * Wrong e-mail and wrong password answer alike, and take as long (a decoy hash). Attempts are
 * limited per account and per client address, counted before the password is checked.
 */
export async function signInCustomer(ctx: RequestContext, emailInput: string, password: string): Promise<CustomerSignInResult> {
  ctx.personal = true;
  const email = normaliseEmail(emailInput);
  const attempt: RateCheck[] = [
    { rule: 'customerSignInAccount', key: accountKey(ctx, email) },
    { rule: 'customerSignInAddress', key: addressKey(ctx.clientAddress) },
  ];
  await enforceRateLimit(ctx.limits, attempt);
  const account = await accountByEmail(ctx.db, ctx.shop.id, email);
  decoyHash ??= hashPassword('decoy password');
  const valid = await verifyPassword(password, account?.passwordHash ?? (await decoyHash));
  if (!account || !valid) return { __typename: 'InvalidCustomerCredentialsError', message: say(ctx, 'error.invalidCredentials') };
  // The right password takes its attempt back: only wrong ones add up.
  await ctx.limits.refund(attempt);
  return { __typename: 'CustomerSignInSuccess', customer: await startCustomerSession(ctx, account) };
}

/** Sends a reset link when the address has an account; the answer is the same either way. */
export async function requestPasswordReset(ctx: RequestContext, emailInput: string): Promise<CustomerAccepted> {
  const email = emailOrRefuse(emailInput, 'email');
  await enforceRateLimit(ctx.limits, [{ rule: 'customerRecovery', key: addressKey(ctx.clientAddress) }]);
  await evenly(() => inTransaction(ctx.db, async (tx) => {
    const account = await accountByEmail(tx, ctx.shop.id, email);
    if (!account) return;
    const token = await issueCheck(tx, ctx.shop.id, account.id, 'reset_password', account.email);
    await sendAccountEmail(tx, ctx, account.email, 'customer-password-reset', await shopEmail(tx, ctx, PASSWORD_RESET_EMAIL, {
      language: lang(ctx.language), shopName: ctx.shop.name, name: account.name, url: resetUrl(ctx, token), hours: CHECK_HOURS.reset_password,
    }));
  }));
  return { __typename: 'CustomerRequestAccepted', message: say(ctx, 'customer.reset.requested', { email }) };
}

/** Uses up one check of the given purposes, in the statement that reads it. */
async function takeCheck(tx: Db, shopId: string, token: string, purposes: readonly CustomerCheckPurpose[], now = new Date()) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  await tx.delete(customerChecks).where(and(eq(customerChecks.shopId, shopId), lt(customerChecks.expiresAt, now)));
  const [check] = await tx.delete(customerChecks)
    .where(and(eq(customerChecks.shopId, shopId), eq(customerChecks.tokenHash, hashToken(token)), gt(customerChecks.expiresAt, now), inArray(customerChecks.purpose, [...purposes])))
    .returning();
  return check ?? null;
}

/** The purpose of a live check, without using it up (the undo page asks before it acts). */
export async function peekCheck(ctx: RequestContext, token: string): Promise<{ purpose: CustomerCheckPurpose; email: string } | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [check] = await ctx.db.select({ purpose: customerChecks.purpose, email: customerChecks.email }).from(customerChecks)
    .where(and(eq(customerChecks.shopId, ctx.shop.id), eq(customerChecks.tokenHash, hashToken(token)), gt(customerChecks.expiresAt, new Date())))
    .limit(1);
  return check ?? null;
}

/** The address is proven: the account is verified and the guest orders placed with it become its own. */
async function markVerified(tx: Db, shopId: string, account: Account, email: string): Promise<void> {
  await tx.update(customerAccounts).set({ verifiedAt: account.verifiedAt ?? new Date() })
    .where(and(eq(customerAccounts.shopId, shopId), eq(customerAccounts.id, account.id)));
  await claimGuestOrders(tx, shopId, email, account.id);
}

/**
 * Sets a new password with the secret of a reset link, once. Every session of the account
 * ends but this browser's own; the address is proven, so the account counts as verified.
 */
export async function resetCustomerPassword(ctx: RequestContext, token: string, newPassword: string): Promise<CustomerResetResult> {
  ctx.personal = true;
  const invalid = { __typename: 'InvalidCustomerLinkError' as const, message: say(ctx, 'customer.check.invalid') };
  return inTransaction(ctx.db, async (tx) => {
    const check = await takeCheck(tx, ctx.shop.id, token, ['reset_password']);
    if (!check) return invalid;
    const account = await accountById(tx, ctx.shop.id, check.customerId);
    if (!account || account.email !== check.email) return invalid;
    // A refused password throws, which rolls back the transaction: the link still works.
    assertPassword(newPassword, account.email, 'newPassword');
    await tx.update(customerAccounts).set({ passwordHash: await hashPassword(newPassword) })
      .where(and(eq(customerAccounts.shopId, ctx.shop.id), eq(customerAccounts.id, account.id)));
    await markVerified(tx, ctx.shop.id, account, account.email);
    await endOtherCustomerSessions(tx, ctx.shop.id, account.id, ctx.customer?.id === account.id ? ctx.customer.sessionHash : undefined);
    return { __typename: 'CustomerRequestAccepted' as const, message: say(ctx, 'customer.reset.done') };
  });
}

/** E-mails a masked hint of the address to every account with this phone; the answer is the same either way. */
export async function remindCustomerEmail(ctx: RequestContext, phoneInput: string): Promise<CustomerAccepted> {
  const phone = normalizeIndonesianPhone(phoneInput);
  if (!phone) throw badInput('error.checkout.phone', {}, 'phone');
  await enforceRateLimit(ctx.limits, [{ rule: 'customerRecovery', key: addressKey(ctx.clientAddress) }]);
  await evenly(() => inTransaction(ctx.db, async (tx) => {
    const accounts = await tx.select().from(customerAccounts).where(and(eq(customerAccounts.shopId, ctx.shop.id), eq(customerAccounts.phone, phone))).limit(5);
    for (const account of accounts) {
      await sendAccountEmail(tx, ctx, account.email, 'customer-email-hint', await shopEmail(tx, ctx, EMAIL_HINT_EMAIL, {
        language: lang(ctx.language), shopName: ctx.shop.name, name: account.name, hint: maskEmail(account.email), signInUrl: `${ctx.origin}/login`,
      }));
    }
  }));
  return { __typename: 'CustomerRequestAccepted', message: say(ctx, 'customer.remind.requested') };
}

/** Asks for the current password of the signed-in customer, counting wrong ones like sign-in attempts. */
async function provePassword(ctx: RequestContext, viewer: CustomerViewer, password: string, field: string): Promise<Account> {
  const attempt: RateCheck[] = [{ rule: 'customerSignInAccount', key: accountKey(ctx, viewer.email) }];
  await enforceRateLimit(ctx.limits, attempt);
  const account = await accountById(ctx.db, ctx.shop.id, viewer.id);
  if (!account) throw badInput('error.customer.signInRequired');
  if (!(await verifyPassword(password, account.passwordHash))) throw badInput('error.currentPasswordWrong', {}, field);
  await ctx.limits.refund(attempt);
  return account;
}

/**
 * The signed-in customer sets a new password. Every other session ends and this browser's
 * session is replaced by a new one (SECURITY.md: rotated at privilege change).
 */
export async function changeCustomerPassword(ctx: RequestContext, currentPassword: string, newPassword: string): Promise<CustomerViewer> {
  const viewer = requireCustomer(ctx);
  const account = await provePassword(ctx, viewer, currentPassword, 'currentPassword');
  assertPassword(newPassword, account.email, 'newPassword');
  await ctx.db.update(customerAccounts).set({ passwordHash: await hashPassword(newPassword) })
    .where(and(eq(customerAccounts.shopId, ctx.shop.id), eq(customerAccounts.id, account.id)));
  await endOtherCustomerSessions(ctx.db, ctx.shop.id, account.id, viewer.sessionHash);
  return startCustomerSession(ctx, account);
}

/**
 * Starts an e-mail change: a confirmation link goes to the new address, and the old address is
 * told at once with a link that undoes the change (SECURITY.md, Saleor CVE-2026-35407). An
 * address that another account uses gets nothing, and the answer is the same.
 */
export async function requestCustomerEmailChange(ctx: RequestContext, newEmailInput: string, password: string): Promise<CustomerAccepted> {
  const viewer = requireCustomer(ctx);
  const newEmail = emailOrRefuse(newEmailInput, 'newEmail');
  if (newEmail === viewer.email) throw badInput('error.customer.emailUnchanged', {}, 'newEmail');
  const account = await provePassword(ctx, viewer, password, 'password');
  const language = lang(ctx.language);
  await evenly(() => inTransaction(ctx.db, async (tx) => {
    if (await accountByEmail(tx, ctx.shop.id, newEmail)) return;
    const confirm = await issueCheck(tx, ctx.shop.id, account.id, 'confirm_email_change', newEmail);
    await sendAccountEmail(tx, ctx, newEmail, 'customer-email-change-confirm', await shopEmail(tx, ctx, EMAIL_CHANGE_CONFIRM_EMAIL, {
      language, shopName: ctx.shop.name, name: account.name, url: checkUrl(ctx, confirm), hours: CHECK_HOURS.confirm_email_change, newEmail,
    }));
    const undo = await issueCheck(tx, ctx.shop.id, account.id, 'undo_email_change', account.email);
    await sendAccountEmail(tx, ctx, account.email, 'customer-email-change-notice', await shopEmail(tx, ctx, EMAIL_CHANGE_NOTICE_EMAIL, {
      language, shopName: ctx.shop.name, name: account.name, url: checkUrl(ctx, undo), days: CHECK_HOURS.undo_email_change / 24, newEmail,
    }));
  }));
  return { __typename: 'CustomerRequestAccepted', message: say(ctx, 'customer.emailChange.requested', { email: newEmail }) };
}

export type CheckOutcome =
  | { kind: 'verified'; email: string }
  | { kind: 'emailChanged'; email: string }
  | { kind: 'undone'; email: string }
  | { kind: 'invalid' };

/**
 * Uses an e-mailed link of `/_/check/{token}`: verifies an address, confirms an e-mail change,
 * or undoes one (the old address back, pending changes cancelled, every session ended). Reset
 * links lead to the reset screen instead and are not taken here.
 */
export async function useCustomerCheck(ctx: RequestContext, token: string): Promise<CheckOutcome> {
  return inTransaction(ctx.db, async (tx): Promise<CheckOutcome> => {
    const check = await takeCheck(tx, ctx.shop.id, token, ['verify_email', 'confirm_email_change', 'undo_email_change']);
    if (!check) return { kind: 'invalid' };
    const account = await accountById(tx, ctx.shop.id, check.customerId);
    if (!account) return { kind: 'invalid' };
    const where = and(eq(customerAccounts.shopId, ctx.shop.id), eq(customerAccounts.id, account.id));
    const takenByAnother = async () => {
      const other = await accountByEmail(tx, ctx.shop.id, check.email);
      return other !== null && other.id !== account.id;
    };
    switch (check.purpose) {
      case 'verify_email':
        // A link for an address the account no longer uses proves nothing about the current one.
        if (account.email !== check.email) return { kind: 'invalid' };
        await markVerified(tx, ctx.shop.id, account, account.email);
        return { kind: 'verified', email: account.email };
      case 'confirm_email_change':
        if (await takenByAnother()) return { kind: 'invalid' };
        await tx.update(customerAccounts).set({ email: check.email, verifiedAt: new Date() }).where(where);
        await claimGuestOrders(tx, ctx.shop.id, check.email, account.id);
        return { kind: 'emailChanged', email: check.email };
      case 'undo_email_change':
        if (await takenByAnother()) return { kind: 'invalid' };
        await tx.update(customerAccounts).set({ email: check.email }).where(where);
        await tx.delete(customerChecks).where(and(eq(customerChecks.shopId, ctx.shop.id), eq(customerChecks.customerId, account.id), ne(customerChecks.purpose, 'undo_email_change')));
        await endOtherCustomerSessions(tx, ctx.shop.id, account.id);
        if (ctx.customer?.id === account.id) {
          ctx.cookies.clearCustomerSession();
          ctx.customer = null;
        }
        return { kind: 'undone', email: check.email };
      default:
        return { kind: 'invalid' };
    }
  });
}

export async function viewerAccount(ctx: RequestContext): Promise<(Omit<Account, 'passwordHash'> & { sessionHash: string }) | null> {
  ctx.personal = true;
  const viewer = ctx.customer;
  if (!viewer) return null;
  const account = await accountById(ctx.db, ctx.shop.id, viewer.id);
  if (!account) return null;
  const { passwordHash: _secret, ...visible } = account;
  return { ...visible, sessionHash: viewer.sessionHash };
}

/** Accounts' e-mail addresses by id, for modules that must tell a customer apart (self-referrals) or reach them (payouts). */
export async function customerEmails(db: Db, shopId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: customerAccounts.id, email: customerAccounts.email }).from(customerAccounts)
    .where(and(eq(customerAccounts.shopId, shopId), inArray(customerAccounts.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.email]));
}
