// The checkout form's values, its rules, and how values become `updateCheckout` changes. Paths
// of the form are the server's field names (`shippingAddress.postalCode`, `customFields.npwp`),
// so a field the server refuses is marked without translation.
import { normalizeCouponCode } from '../../../domain/checkout/coupon';
import { isVirtualAccountBank } from '../../../domain/payments/payment-method';
import { required } from '../../../domain/validation/basic-validators';
import { email } from '../../../domain/validation/format-validators';
import { fullPhone, prefixedPhone } from '../../../domain/validation/phone-number';

// The phone rules are shared with the account forms; checkout's own callers keep these names.
export { fullPhone, prefixedPhone };
import type { FieldValidators } from '../../../domain/validation/run-validators';
import type { Validator } from '../../../domain/validation/validation-error';
import { VALIDATION_KEYS, validationError } from '../../../domain/validation/validation-error';
import type { CheckoutPatch } from './checkout-api';
import { addressForForm, addressInput, addressValidators, maxLength, phoneForInput, postalCode } from '../../ui/address-form';
import { ADDRESS_PARTS } from '../../ui/shipping-address';

// The address rules are shared with the account's saved addresses (src/web/ui/address-form).
export { maxLength, phoneForInput, postalCode };
import type { CheckoutFieldsFragment, PaymentMethod, ShippingAddressFieldsFragment } from '../../graph/generated/shop-operations';
import { jsonObject } from '../../graph/graph-json';

export const NOTE_MAX_LENGTH = 1000;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 30;
export const COUPON_MAX_LENGTH = 40;

// `type` rather than `interface`: form values must be indexable records.
export type CheckoutValues = {
  email: string;
  /** As typed after the visible +62 prefix. */
  phone: string;
  shippingAddress: ShippingAddressFieldsFragment;
  shippingMethodId: string;
  couponCode: string;
  customFields: Record<string, string>;
  note: string;
  paymentMethod: PaymentMethod | '';
  /** The virtual account's bank, asked only when paying by virtual account. */
  paymentBank: string;
  /** The e-wallet, asked only when paying by wallet through the shop's gateway. */
  paymentWallet: string;
};

/** A virtual account needs its bank; other methods take none. */
export const bankForVirtualAccount: Validator = (value, values) =>
  values.paymentMethod === 'VIRTUAL_ACCOUNT' && !(typeof value === 'string' && isVirtualAccountBank(value)) ? validationError(VALIDATION_KEYS.required) : null;

/** A wallet payment through the shop's gateway needs one of the wallets it offers; the sandbox wallet takes none. */
export function walletForWalletPayment(wallets: readonly string[]): Validator {
  return (value, values) => values.paymentMethod === 'WALLET' && wallets.length > 0 && !(typeof value === 'string' && wallets.includes(value))
    ? validationError(VALIDATION_KEYS.required) : null;
}

/** One of the offered shipping options must be chosen; a choice no longer offered counts as none. */
export function offeredOption(ids: readonly string[]): Validator {
  return (value) => (typeof value === 'string' && ids.includes(value) ? null : validationError(VALIDATION_KEYS.required));
}

export function customFieldPath(key: string): string {
  return `customFields.${key}`;
}

export function checkoutValidators(checkout: CheckoutFieldsFragment): FieldValidators {
  const rules: Record<string, Validator[]> = {
    email: [required, email, maxLength(EMAIL_MAX_LENGTH)],
    phone: [required, prefixedPhone],
    ...addressValidators('shippingAddress'),
    note: [maxLength(NOTE_MAX_LENGTH)],
    paymentMethod: [required],
    paymentBank: [bankForVirtualAccount],
    paymentWallet: [walletForWalletPayment(checkout.wallets)],
  };
  if (checkout.shippingOptions.length > 0) rules.shippingMethodId = [offeredOption(checkout.shippingOptions.map((option) => option.id))];
  for (const field of checkout.fields) {
    const limit = field.maxLength > 0 ? [maxLength(field.maxLength)] : [];
    rules[customFieldPath(field.key)] = field.required ? [required, ...limit] : limit;
  }
  return rules;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** What the form starts from: the checkout as the server has it. */
export function valuesFromCheckout(checkout: CheckoutFieldsFragment): CheckoutValues {
  const customFields: Record<string, string> = {};
  for (const field of checkout.fields) customFields[field.key] = text(jsonObject(checkout.customFields)[field.key]);
  return {
    email: checkout.email,
    phone: phoneForInput(checkout.phone),
    shippingAddress: addressForForm(checkout.shippingAddress),
    shippingMethodId: checkout.shippingMethodId ?? '',
    couponCode: checkout.couponCode,
    customFields,
    note: checkout.note,
    paymentMethod: checkout.paymentMethods.length === 1 ? (checkout.paymentMethods[0] ?? '') : '',
    paymentBank: '',
    paymentWallet: '',
  };
}

/** Parts of the checkout saved on their own, each when it is complete enough to send. */
export type SaveGroup = 'email' | 'phone' | 'shippingAddress' | 'shippingMethodId' | 'customFields' | 'note';

export const SAVE_GROUPS: readonly SaveGroup[] = ['email', 'phone', 'shippingAddress', 'shippingMethodId', 'customFields', 'note'];

export function groupPaths(group: SaveGroup, values: CheckoutValues): string[] {
  if (group === 'shippingAddress') return ADDRESS_PARTS.map((part) => `shippingAddress.${part}`);
  if (group === 'customFields') return Object.keys(values.customFields).map(customFieldPath);
  return [group];
}

/**
 * Whether a group may be saved with the errors it has now. The address goes only as a whole
 * once valid; other fields go unless their text is wrong (a blank one is saved as blank).
 */
export function groupReady(group: SaveGroup, values: CheckoutValues, errors: Readonly<Record<string, { key: string } | undefined>>): boolean {
  const paths = groupPaths(group, values);
  if (group === 'shippingAddress') return paths.every((path) => !errors[path]);
  if (group === 'shippingMethodId') return values.shippingMethodId !== '';
  return paths.every((path) => !errors[path] || errors[path]?.key === VALIDATION_KEYS.required);
}

export function groupPatch(group: SaveGroup, values: CheckoutValues): CheckoutPatch {
  switch (group) {
    case 'email':
      return { email: values.email.trim() };
    case 'phone':
      return { phone: fullPhone(values.phone) };
    case 'shippingAddress':
      return { shippingAddress: addressInput(values.shippingAddress) };
    case 'shippingMethodId':
      return { shippingMethodId: values.shippingMethodId || null };
    case 'customFields': {
      const fields: Record<string, string> = {};
      for (const [key, value] of Object.entries(values.customFields)) fields[key] = value.trim();
      return { customFields: fields };
    }
    case 'note':
      return { note: values.note.trim() };
  }
}

/** Everything the shopper filled in but the coupon (applied with its own button), for the final save. */
export function fullPatch(values: CheckoutValues): CheckoutPatch {
  return Object.assign({}, ...SAVE_GROUPS.map((group) => groupPatch(group, values))) as CheckoutPatch;
}

/** Two coupon codes name the same coupon. */
export function sameCoupon(a: string, b: string): boolean {
  return normalizeCouponCode(a) === normalizeCouponCode(b);
}

/**
 * The form field a server field name points at. A whole address reported missing points at
 * its first blank part, so the shopper lands where there is something to type.
 */
export function formPathOf(serverField: string, values: CheckoutValues): string | null {
  if (serverField === 'shippingAddress') {
    const blank = ADDRESS_PARTS.find((part) => values.shippingAddress[part].trim() === '');
    return `shippingAddress.${blank ?? 'name'}`;
  }
  if (/^(email|phone|shippingMethodId|couponCode|note|paymentMethod)$/.test(serverField)) return serverField;
  if (serverField === 'bank') return 'paymentBank';
  if (serverField === 'wallet') return 'paymentWallet';
  if (/^shippingAddress\.(name|phone|address|district|city|province|postalCode)$/.test(serverField)) return serverField;
  if (serverField.startsWith('customFields.') && Object.hasOwn(values.customFields, serverField.slice('customFields.'.length))) return serverField;
  return null;
}

/**
 * Remembers what each save group last sent, so a change is sent once and a value the server
 * refused is not sent again until the shopper changes it.
 */
export interface ChangeTracker {
  /** The groups that changed and may be saved, as one patch (marked as sent), or null. */
  collect(values: CheckoutValues, errors: Readonly<Record<string, { key: string } | undefined>>): CheckoutPatch | null;
  /** Everything as it is now counts as sent (the final save before placing the order sends it all). */
  markAll(values: CheckoutValues): void;
}

export function createChangeTracker(initial: CheckoutValues): ChangeTracker {
  const sent = new Map<SaveGroup, string>();
  const mark = (values: CheckoutValues) => {
    for (const group of SAVE_GROUPS) sent.set(group, JSON.stringify(groupPatch(group, values)));
  };
  mark(initial);
  return {
    collect(values, errors) {
      let patch: CheckoutPatch = {};
      let changed = false;
      for (const group of SAVE_GROUPS) {
        if (!groupReady(group, values, errors)) continue;
        const part = groupPatch(group, values);
        const json = JSON.stringify(part);
        if (sent.get(group) === json) continue;
        sent.set(group, json);
        patch = { ...patch, ...part };
        changed = true;
      }
      return changed ? patch : null;
    },
    markAll: mark,
  };
}
