import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export const WALLET_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Five minutes either way: enough for clock drift, too short for a useful replay. */
export const WALLET_SIGNATURE_TOLERANCE_SECONDS = 300;

export const walletEventSchema = z.object({
  eventId: z.string().regex(/^evt_[A-Za-z0-9_-]{1,100}$/),
  sessionId: z.string().regex(/^ws_[A-Za-z0-9_-]{1,100}$/),
  status: z.enum(['succeeded', 'cancelled', 'failed']),
  amount: z.number().int().positive(),
  currency: z.number().int().positive(),
  occurredAt: z.iso.datetime({ offset: true }),
});
export type WalletEvent = z.infer<typeof walletEventSchema>;

export type WalletVerification =
  | { ok: true; event: WalletEvent }
  | { ok: false; reason: 'missing_signature' | 'bad_signature' | 'stale' | 'malformed' };

function hmacHex(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The signature header value for `body` sent at `now`: `t=<unix seconds>,v1=<hex HMAC>`. */
export function signWalletNotification(secret: string, body: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`;
}

function parseHeader(header: string): { timestamp: number; signatures: Buffer[] } | null {
  if (header.length > 1000) return null;
  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator < 0) return null;
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === 't') {
      if (timestamp !== null || !/^\d{1,12}$/.test(value)) return null;
      timestamp = Number(value);
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/i.test(value)) return null;
      signatures.push(Buffer.from(value, 'hex'));
    }
    // Other schemes (a future v2) are skipped so a sender can add one without breaking us.
  }
  if (timestamp === null || signatures.length === 0) return null;
  return { timestamp, signatures };
}

/**
 * Checks a notification in this order: a header is present and readable, one of its `v1`
 * signatures matches the raw body (constant-time), its timestamp is within the tolerance,
 * and only then the body itself. The signature comes before the clock so an unsigned
 * request always reads as unauthenticated, never as "stale".
 */
export function verifyWalletNotification(
  secret: string,
  signatureHeader: string | undefined,
  rawBody: string,
  now: Date,
  toleranceSeconds = WALLET_SIGNATURE_TOLERANCE_SECONDS,
): WalletVerification {
  if (signatureHeader === undefined || signatureHeader.trim() === '') return { ok: false, reason: 'missing_signature' };
  const parsed = parseHeader(signatureHeader);
  if (!parsed) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(hmacHex(secret, parsed.timestamp, rawBody), 'hex');
  let matched = false;
  for (const signature of parsed.signatures) {
    // Every candidate is compared, so the time taken does not tell which one matched.
    if (timingSafeEqual(signature, expected)) matched = true;
  }
  if (!matched) return { ok: false, reason: 'bad_signature' };
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (Math.abs(nowSeconds - parsed.timestamp) > toleranceSeconds) return { ok: false, reason: 'stale' };
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const event = walletEventSchema.safeParse(json);
  if (!event.success) return { ok: false, reason: 'malformed' };
  return { ok: true, event: event.data };
}
