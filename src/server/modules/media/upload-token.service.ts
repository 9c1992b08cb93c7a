import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What an upload token may be used for: one picture, one animated-or-still gif, or one file. */
export type UploadPurpose = 'img' | 'gif' | 'file';

/** Minutes a token lives: long enough to send 5 MB over a slow phone connection, short enough not to be kept. */
export const UPLOAD_TOKEN_SECONDS = 10 * 60;

export interface UploadClaims {
  purpose: UploadPurpose;
  shopId: string;
  /** `staff:{id}` or `customer:{id}`. */
  person: string;
  /** A digest of the session cookie the token was asked with: another session of the same person cannot use it. */
  session: string;
  /** The declared type: an image subtype (`png`, `svg+xml`) or a file's media type. */
  type: string;
  /** Bytes announced; the upload must be exactly this long. */
  size: number;
}

export interface IssuedToken extends UploadClaims {
  /** Seconds since the epoch after which the token is refused. */
  expiresAt: number;
  /** Random, so each token is used once (the upload spends it). */
  nonce: string;
}

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`upload-token.v1.${body}`).digest('base64url');
}

/**
 * A stateless token: the claims in base64url JSON and an HMAC-SHA256 over them with the
 * deployment's secret, so any server process verifies it without a table.
 */
export function issueUploadToken(secret: string, claims: UploadClaims, now: Date = new Date()): { token: string; issued: IssuedToken } {
  const issued: IssuedToken = { ...claims, expiresAt: Math.floor(now.getTime() / 1000) + UPLOAD_TOKEN_SECONDS, nonce: randomBytes(16).toString('base64url') };
  const body = Buffer.from(JSON.stringify(issued)).toString('base64url');
  return { token: `${body}.${sign(secret, body)}`, issued };
}

function isIssuedToken(value: unknown): value is IssuedToken {
  const v = value as Partial<IssuedToken> | null;
  return !!v && typeof v === 'object'
    && (v.purpose === 'img' || v.purpose === 'gif' || v.purpose === 'file')
    && typeof v.shopId === 'string' && typeof v.person === 'string' && typeof v.session === 'string'
    && typeof v.type === 'string' && Number.isInteger(v.size) && Number.isInteger(v.expiresAt) && typeof v.nonce === 'string';
}

/**
 * The token's claims when its signature is ours, it has not expired and it was issued for
 * this purpose, shop, person and session; null otherwise (the caller says which in one message:
 * telling a forger which part failed helps only the forger).
 */
export function verifyUploadToken(secret: string, token: unknown, expected: { purpose: UploadPurpose; shopId: string; person: string; session: string }, now: Date = new Date()): IssuedToken | null {
  if (typeof token !== 'string' || token.length > 2048) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const wanted = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (wanted.length !== given.length || !timingSafeEqual(wanted, given)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isIssuedToken(claims)) return null;
  if (claims.expiresAt * 1000 <= now.getTime()) return null;
  if (claims.purpose !== expected.purpose || claims.shopId !== expected.shopId || claims.person !== expected.person || claims.session !== expected.session) return null;
  return claims;
}
