import type { Wallet } from '../../../../domain/payments/payment-method';

/**
 * E-wallets through Xendit's Payment Request API (`payment_method.type = EWALLET`). DANA,
 * LinkAja and ShopeePay send the shopper to the wallet to approve (an AUTH action's url), and
 * back to the shop afterwards; OVO asks the shopper in its own app, on the phone number given.
 */
export type XenditWallet = Extract<Wallet, 'ovo' | 'dana' | 'linkaja' | 'shopeepay'>;

/** Xendit's channel codes for the wallets it opens in Indonesia (its EWalletChannelCode). */
export const EWALLET_CODE = { ovo: 'OVO', dana: 'DANA', linkaja: 'LINKAJA', shopeepay: 'SHOPEEPAY' } as const satisfies Readonly<Record<XenditWallet, string>>;

export function isXenditWallet(value: string): value is XenditWallet {
  return Object.hasOwn(EWALLET_CODE, value);
}


/** The e-wallet part of a payment request: where to come back to, or whose OVO to ask. */
export function ewalletMethod(wallet: XenditWallet, options: { returnUrl: string; mobileNumber: string | null }) {
  // DANA and LinkAja document a failure address; ShopeePay only a success one (it comes back there either way).
  const channelProperties = wallet === 'ovo' ? { mobileNumber: options.mobileNumber ?? '' }
    : wallet === 'shopeepay' ? { successReturnUrl: options.returnUrl }
      : { successReturnUrl: options.returnUrl, failureReturnUrl: options.returnUrl };
  return { type: 'EWALLET' as const, reusability: 'ONE_TIME_USE' as const, ewallet: { channelCode: EWALLET_CODE[wallet], channelProperties } };
}

/** The url types of an AUTH action, the one a browser opens best first. */
const URL_TYPE_ORDER = ['WEB', 'MOBILE', 'DEEPLINK'];

/** Where the shopper approves an e-wallet payment: the AUTH action's url, a web page when there is one. */
export function authorisationUrl(actions: ReadonlyArray<{ action?: string; urlType?: string; url?: string | null }> | undefined): string | null {
  const auth = (actions ?? []).filter((action) => action.action === 'AUTH' && typeof action.url === 'string' && /^https?:\/\//.test(action.url));
  auth.sort((a, b) => rank(a.urlType) - rank(b.urlType));
  return auth[0]?.url ?? null;
}

function rank(urlType: string | undefined): number {
  const index = URL_TYPE_ORDER.indexOf(urlType ?? '');
  return index === -1 ? URL_TYPE_ORDER.length : index;
}
