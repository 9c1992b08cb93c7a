import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { loggerOptions, REDACTED, redactText } from './logging.server';

describe('what log lines show of an address', () => {
  it('hides the one-time secrets written in paths, and keeps the rest readable', () => {
    const state = 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c';
    expect(redactText(`/_/customer/login/${state}`)).toBe(`/_/customer/login/${REDACTED}`);
    expect(redactText(`GET /_/check/${state}?x=1 failed`)).toBe(`GET /_/check/${REDACTED}?x=1 failed`);
    expect(redactText(`/admin/login/redirect/${state}`)).toBe(`/admin/login/redirect/${REDACTED}`);
    expect(redactText('/o/ORD123456789/sekret-sekali-panjang-nya')).toBe(`/o/ORD123456789/${REDACTED}`);
    // The start of the hand-off carries no secret: where to go stays visible.
    expect(redactText('/_/customer/login?host=toko.example&next=%2Faccount')).toBe('/_/customer/login?host=toko.example&next=%2Faccount');
  });
});

describe('log redaction', () => {
  it('keeps a failed query\'s statement but not the values it ran with', () => {
    const failed = new DrizzleQueryError('select "id" from "customers" where "email" = $1', ['sari@example.com'], new Error('boom'));
    const options = loggerOptions('info') as { serializers: { err: (error: unknown) => { message: string; stack: string } } };
    const logged = options.serializers.err(failed);
    expect(logged.message).toContain('from "customers"');
    expect(logged.message).not.toContain('sari@example.com');
    expect(logged.stack).not.toContain('sari@example.com');
    expect(logged.message).toContain(`params: ${REDACTED}`);
  });

  it('hides the secret of a guest order link and credential-like query values', () => {
    expect(redactText('GET /o/ord_abcdefghij/s3cr3tS3cr3tS3cr3tS3cr3t?x=1')).toBe(`GET /o/ord_abcdefghij/${REDACTED}?x=1`);
    expect(redactText('/password/forgot?token=abc&lang=en')).toBe(`/password/forgot?token=${REDACTED}&lang=en`);
  });
});
