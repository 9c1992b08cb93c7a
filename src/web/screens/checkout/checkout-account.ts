// A signed-in customer's checkout: what the account fills in, which saved address is chosen,
// and what a shopper typed before leaving to sign in, kept for the way back.
import { sameShippingAddress } from '../../../domain/customers/saved-addresses';
import { ADDRESS_PARTS } from '../../ui/shipping-address';
import type { CheckoutValues } from './checkout-values';
import { fullPhone, phoneForInput } from './checkout-values';
import type { CheckoutViewerQuery, PaymentMethod, ShippingAddressFieldsFragment } from '../../graph/generated/shop-operations';
import { isVirtualAccountBank, isWallet } from '../../../domain/payments/payment-method';

export type CheckoutViewer = NonNullable<CheckoutViewerQuery['viewerCustomer']>;
export type SavedAddressView = CheckoutViewer['addresses'][number];

/** The choice of the address list that shows the address fields. */
export const NEW_ADDRESS = 'new';

/** The most recently used or changed address first: the one a returning customer most likely wants. */
export function savedNewestFirst(viewer: CheckoutViewer | null): SavedAddressView[] {
  if (!viewer) return [];
  return [...viewer.addresses].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || a.id.localeCompare(b.id));
}

/** A saved address as the form holds it: the phone after the visible +62. */
export function formAddress(address: ShippingAddressFieldsFragment): ShippingAddressFieldsFragment {
  return { ...address, phone: phoneForInput(address.phone) };
}

export function isBlankAddress(address: ShippingAddressFieldsFragment): boolean {
  return ADDRESS_PARTS.every((part) => address[part].trim() === '');
}

/** The saved address the form's address is, if any. */
export function savedAddressMatching(address: ShippingAddressFieldsFragment, saved: readonly SavedAddressView[]): SavedAddressView | null {
  if (isBlankAddress(address)) return null;
  const typed = { ...address, phone: fullPhone(address.phone) };
  return saved.find((candidate) => sameShippingAddress(candidate.address, typed)) ?? null;
}

/** Which entry of the address list starts chosen. */
export function initialAddressChoice(values: CheckoutValues, viewer: CheckoutViewer | null): string {
  return savedAddressMatching(values.shippingAddress, savedNewestFirst(viewer))?.id ?? NEW_ADDRESS;
}

/** A new address starts with the account's name and phone: most people ship to themselves. */
export function newAddressFor(viewer: CheckoutViewer | null): ShippingAddressFieldsFragment {
  return { name: viewer?.name ?? '', phone: phoneForInput(viewer?.phone ?? ''), address: '', district: '', city: '', province: '', postalCode: '' };
}

/**
 * Fills what is still empty from the account, never what is there. The e-mail is the
 * account's: the order and its e-mails belong to the account. An empty address becomes the
 * most recently used saved one.
 */
export function prefillFromAccount(values: CheckoutValues, viewer: CheckoutViewer | null): CheckoutValues {
  if (!viewer) return values;
  const accountPhone = phoneForInput(viewer.phone ?? '');
  const newest = savedNewestFirst(viewer)[0];
  const current = values.shippingAddress;
  const shippingAddress = isBlankAddress(current)
    ? newest ? formAddress(newest.address) : newAddressFor(viewer)
    : { ...current, name: current.name.trim() === '' ? viewer.name : current.name, phone: current.phone.trim() === '' ? accountPhone : current.phone };
  return { ...values, email: viewer.email, phone: values.phone.trim() === '' ? accountPhone : values.phone, shippingAddress };
}

/** What a shopper typed, kept in this tab while they sign in (the server has only what was complete). */
export interface CheckoutDraft {
  email: string;
  phone: string;
  shippingAddress: ShippingAddressFieldsFragment;
  customFields: Record<string, string>;
  note: string;
  paymentMethod: string;
  paymentBank?: string;
  paymentWallet?: string;
}

const DRAFT_PREFIX = 'etalase.checkoutDraft.';

function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function keepDraft(checkoutId: string, values: CheckoutValues): void {
  const draft: CheckoutDraft = {
    email: values.email, phone: values.phone, shippingAddress: values.shippingAddress, customFields: values.customFields, note: values.note, paymentMethod: values.paymentMethod, paymentBank: values.paymentBank,
    paymentWallet: values.paymentWallet,
  };
  try {
    tabStorage()?.setItem(DRAFT_PREFIX + checkoutId, JSON.stringify(draft));
  } catch {
    // Full or refused storage: the server still has everything that was complete.
  }
}

export function dropDraft(checkoutId: string): void {
  try {
    tabStorage()?.removeItem(DRAFT_PREFIX + checkoutId);
  } catch {
    // Nothing was kept where nothing can be stored.
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The draft kept for this checkout, read once (it is removed), or null; anything malformed is ignored. */
export function takeDraft(checkoutId: string): CheckoutDraft | null {
  let raw: string | null;
  try {
    raw = tabStorage()?.getItem(DRAFT_PREFIX + checkoutId) ?? null;
  } catch {
    return null;
  }
  dropDraft(checkoutId);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const record = parsed as Record<string, unknown>;
  const address = (record.shippingAddress && typeof record.shippingAddress === 'object' ? record.shippingAddress : {}) as Record<string, unknown>;
  const fields = (record.customFields && typeof record.customFields === 'object' ? record.customFields : {}) as Record<string, unknown>;
  return {
    email: text(record.email),
    phone: text(record.phone),
    shippingAddress: Object.fromEntries(ADDRESS_PARTS.map((part) => [part, text(address[part])])) as ShippingAddressFieldsFragment,
    customFields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, text(value)])),
    note: text(record.note),
    paymentMethod: text(record.paymentMethod),
    paymentBank: isVirtualAccountBank(text(record.paymentBank)) ? text(record.paymentBank) : '',
    paymentWallet: isWallet(text(record.paymentWallet)) ? text(record.paymentWallet) : '',
  };
}

/**
 * The checkout with what the shopper typed laid over it: a typed value wins over the saved
 * one (it is newer); an address typed in part replaces the saved address as a whole.
 */
export function withDraft(values: CheckoutValues, draft: CheckoutDraft, offered: readonly PaymentMethod[]): CheckoutValues {
  const pick = (typed: string, saved: string) => (typed.trim() === '' ? saved : typed);
  const customFields = { ...values.customFields };
  for (const key of Object.keys(customFields)) customFields[key] = pick(draft.customFields[key] ?? '', customFields[key] ?? '');
  const paymentMethod = offered.find((method) => method === draft.paymentMethod) ?? values.paymentMethod;
  return {
    ...values,
    email: pick(draft.email, values.email),
    phone: pick(draft.phone, values.phone),
    shippingAddress: isBlankAddress(draft.shippingAddress) ? values.shippingAddress : draft.shippingAddress,
    customFields,
    note: pick(draft.note, values.note),
    paymentMethod,
    paymentBank: paymentMethod === 'VIRTUAL_ACCOUNT' && draft.paymentBank ? draft.paymentBank : values.paymentBank,
    paymentWallet: paymentMethod === 'WALLET' && draft.paymentWallet ? draft.paymentWallet : values.paymentWallet,
  };
}
