import { createHash, timingSafeEqual } from 'node:crypto';

/** The header Xendit sends its callback verification token in. */
export const XENDIT_CALLBACK_TOKEN_HEADER = 'x-callback-token';

/**
 * Whether a callback carries the account's verification token, as Xendit documents: the token
 * from the dashboard, sent as it is in `x-callback-token`. Compared through digests of equal
 * length in constant time, so the answer's timing tells nothing about the token.
 */
export function hasValidCallbackToken(received: string | string[] | undefined, expected: string): boolean {
  if (typeof received !== 'string' || !received || !expected) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(received), digest(expected));
}
