import { describe, expect, it } from 'vitest';
import { confirmationKeyOf, confirmedPageAddress } from './subscription-confirmation';

describe('the confirmed page’s confirmation key', () => {
  it('travels in the address and is read back', () => {
    const address = new URL(confirmedPageAddress('aB3_-9xYz0123456789Q'), 'https://toko.test');
    expect(address.pathname).toBe('/email/subscription/confirmed');
    expect(confirmationKeyOf(address.searchParams.get('confirmation') ?? undefined)).toBe('aB3_-9xYz0123456789Q');
  });

  it('is none when missing, too short or not a key', () => {
    expect(confirmationKeyOf(undefined)).toBeNull();
    expect(confirmationKeyOf('abc')).toBeNull();
    expect(confirmationKeyOf('<script>alert(1)</script>xxxxxxxx')).toBeNull();
  });
});
