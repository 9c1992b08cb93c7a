import { describe, it, expect } from 'vitest';
import { dateTimeFormat, intlLocale, numberFormat } from './intl-locale';

describe('intlLocale', () => {
  it('maps storefront languages to Intl locales', () => {
    expect(intlLocale('id')).toBe('id-ID');
    expect(intlLocale('en')).toBe('en-GB');
  });

  it('reuses formatter instances for the same options', () => {
    expect(numberFormat('id', { maximumFractionDigits: 2 })).toBe(numberFormat('id', { maximumFractionDigits: 2 }));
    expect(numberFormat('id')).not.toBe(numberFormat('en'));
    expect(numberFormat('id').format(1234.5)).toBe('1.234,5');
    expect(dateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(0)).toBe('January');
  });
});
