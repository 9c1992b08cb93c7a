import type { Wallet } from './payment-method';

/** Wallets that ask the shopper in their own app, on the mobile number given (OVO), rather than on a page. */
const ASKED_BY_PHONE: ReadonlySet<Wallet> = new Set(['ovo']);

export function walletAsksByPhone(wallet: string | null): wallet is Wallet {
  return wallet !== null && ASKED_BY_PHONE.has(wallet as Wallet);
}

/**
 * An Indonesian mobile number as typed (`08…`, `628…` or `+628…`, spaces, dashes, dots and
 * brackets ignored) in E.164 (`+628…`), as wallets take it. Null for anything else (a landline,
 * a foreign number): no wallet account lives on it.
 */
export function walletMobileNumber(phone: string): string | null {
  const match = /^(?:\+62|62|0)(8\d{8,11})$/.exec(phone.replace(/[\s().-]/g, ''));
  return match ? `+62${match[1]!}` : null;
}
