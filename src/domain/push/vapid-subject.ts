import { isEmailAddress } from '../validation/format-validators';

/**
 * The VAPID contact (RFC 8292 `sub`) a shop signs its push messages with: push services write
 * to it when messages misbehave, and refuse a token whose subject is not a `mailto:` or `https:`
 * URI (web-push will not even sign one). The shop's e-mail when it has a usable one; else the
 * shop's own origin. A shop on a developer's machine is reached over plain http, which no push
 * service accepts, so its origin is written as https: still the shop's host, and a valid subject.
 */
export function vapidSubject(shop: { email: string; origin: string }): string {
  const email = shop.email.trim();
  if (isEmailAddress(email)) {
    const at = email.lastIndexOf('@');
    // A local part may hold characters (`#`, `?`, `%`) that would end or bend the URI.
    return `mailto:${encodeURIComponent(email.slice(0, at))}@${email.slice(at + 1)}`;
  }
  const origin = new URL(shop.origin);
  return origin.protocol === 'https:' ? origin.origin : `https://${origin.host}`;
}
