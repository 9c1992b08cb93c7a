/**
 * Where the double opt-in link lands, and how the server names the confirmation it came from:
 * the page reports a subscription once per confirmation in a browser, so reloading it (or
 * opening the link again) is not another Subscribe. The key is derived from the link's secret
 * by a one-way hash and says nothing about it.
 */
export const SUBSCRIPTION_CONFIRMED_PATH = '/email/subscription/confirmed';
/** The query parameter carrying the confirmation's key. */
export const CONFIRMATION_PARAM = 'confirmation';

const KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** The confirmed page's address for the confirmation `key`. */
export function confirmedPageAddress(key: string): string {
  return `${SUBSCRIPTION_CONFIRMED_PATH}?${CONFIRMATION_PARAM}=${encodeURIComponent(key)}`;
}

/** The key a page address carries, or null (the page opened without one reports nothing). */
export function confirmationKeyOf(value: string | undefined): string | null {
  return value !== undefined && KEY.test(value) ? value : null;
}
