/**
 * A cookie readable by the page script that says only "a customer session exists here": the
 * session cookie itself is HttpOnly. With it the header asks who is signed in only when
 * someone is, so an anonymous page load sends no API request at all.
 */
export const SIGNED_IN_HINT_COOKIE = 'etalase_signed_in';

export function hasSignedInHint(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=1`));
}
