import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { loggerOptions, REDACTED, redactText } from './logging.server';

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
