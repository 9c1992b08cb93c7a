import { createHash, timingSafeEqual } from 'node:crypto';

/** The fields of a Midtrans notification its signature covers, exactly as they arrived. */
export interface SignedFields {
  order_id: string;
  status_code: string;
  gross_amount: string;
}

/**
 * Midtrans signs each HTTP notification with SHA-512 over order id, status code, gross amount
 * (as the text it sent, "150000.00") and the merchant's server key, in hex.
 */
export function midtransSignature(fields: SignedFields, serverKey: string): string {
  return createHash('sha512').update(`${fields.order_id}${fields.status_code}${fields.gross_amount}${serverKey}`, 'utf8').digest('hex');
}

/** True only when the notification carries the signature its fields and the server key give (constant-time). */
export function hasValidSignature(notification: Partial<Record<keyof SignedFields | 'signature_key', unknown>>, serverKey: string): boolean {
  const { order_id: orderId, status_code: statusCode, gross_amount: grossAmount, signature_key: signature } = notification;
  if (typeof orderId !== 'string' || typeof statusCode !== 'string' || typeof grossAmount !== 'string' || typeof signature !== 'string') return false;
  if (!serverKey || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(midtransSignature({ order_id: orderId, status_code: statusCode, gross_amount: grossAmount }, serverKey), 'hex');
  return timingSafeEqual(Buffer.from(signature.toLowerCase(), 'hex'), expected);
}
