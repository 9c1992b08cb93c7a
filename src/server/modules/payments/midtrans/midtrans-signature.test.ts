import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hasValidSignature, midtransSignature } from './midtrans-signature.server';

const SERVER_KEY = 'SB-Mid-server-TESTKEY1234';
const fields = { order_id: 'pay_AbC-123', status_code: '200', gross_amount: '150000.00' };

describe('Midtrans notification signature', () => {
  it('is SHA-512 of order id, status code, gross amount and server key, in hex', () => {
    const expected = createHash('sha512').update('pay_AbC-123200150000.00SB-Mid-server-TESTKEY1234').digest('hex');
    expect(midtransSignature(fields, SERVER_KEY)).toBe(expected);
  });

  it('accepts the signature Midtrans would send, in either letter case', () => {
    const signature = midtransSignature(fields, SERVER_KEY);
    expect(hasValidSignature({ ...fields, signature_key: signature }, SERVER_KEY)).toBe(true);
    expect(hasValidSignature({ ...fields, signature_key: signature.toUpperCase() }, SERVER_KEY)).toBe(true);
  });

  it('refuses a notification whose amount, status or order was changed after signing', () => {
    const signature = midtransSignature(fields, SERVER_KEY);
    expect(hasValidSignature({ ...fields, gross_amount: '1000.00', signature_key: signature }, SERVER_KEY)).toBe(false);
    expect(hasValidSignature({ ...fields, status_code: '201', signature_key: signature }, SERVER_KEY)).toBe(false);
    expect(hasValidSignature({ ...fields, order_id: 'pay_other', signature_key: signature }, SERVER_KEY)).toBe(false);
  });

  it('refuses a signature made with another server key', () => {
    expect(hasValidSignature({ ...fields, signature_key: midtransSignature(fields, 'SB-Mid-server-OTHER') }, SERVER_KEY)).toBe(false);
  });

  it('refuses missing, malformed or non-text fields without throwing', () => {
    const signature = midtransSignature(fields, SERVER_KEY);
    expect(hasValidSignature({ ...fields }, SERVER_KEY)).toBe(false);
    expect(hasValidSignature({ ...fields, signature_key: 'abc' }, SERVER_KEY)).toBe(false);
    expect(hasValidSignature({ ...fields, signature_key: `${signature.slice(0, 127)}z` }, SERVER_KEY)).toBe(false);
    expect(hasValidSignature({ ...fields, gross_amount: 150000, signature_key: signature }, SERVER_KEY)).toBe(false);
    expect(hasValidSignature({ ...fields, signature_key: signature }, '')).toBe(false);
  });
});
