import { describe, expect, it } from 'vitest';
import { checkoutData, filledCheckout, SHIPPING_OPTIONS } from './checkout-test-fixtures';
import { checkoutValidators, createChangeTracker, formPathOf, fullPatch, fullPhone, phoneForInput, prefixedPhone, valuesFromCheckout } from './checkout-values';

describe('phone numbers after the +62 prefix', () => {
  it('sends what was typed in E.164 form, with or without the trunk 0', () => {
    expect(fullPhone('812-3456-7890')).toBe('+6281234567890');
    expect(fullPhone('0812 3456 7890')).toBe('+6281234567890');
    expect(fullPhone('6281234567890')).toBe('+6281234567890');
    expect(fullPhone('+62 812 3456 7890')).toBe('+6281234567890');
    expect(fullPhone('   ')).toBe('');
  });

  it('shows a stored number without its country code', () => {
    expect(phoneForInput('6281234567890')).toBe('81234567890');
    expect(phoneForInput('+6281234567890')).toBe('81234567890');
    expect(phoneForInput('')).toBe('');
  });

  it('judges the number with its prefix', () => {
    expect(prefixedPhone('81234567890', {})).toBeNull();
    expect(prefixedPhone('812', {})).toEqual({ key: 'validation.phoneNumberTooShort' });
    expect(prefixedPhone('telepon', {})).toEqual({ key: 'validation.invalid.phoneNumber' });
  });
});

describe('checkout rules', () => {
  it('asks for a shipping option only once options are offered, and for the required custom fields', () => {
    const fields = [
      { key: 'npwp', label: 'NPWP', required: true, kind: 'text', maxLength: 30 },
      { key: 'dropship', label: 'Nama pengirim', required: false, kind: 'text', maxLength: 0 },
    ];
    const without = checkoutValidators(checkoutData({ fields }));
    expect(without.shippingMethodId).toBeUndefined();
    expect(without['customFields.npwp']).toHaveLength(2);
    expect(without['customFields.dropship']).toHaveLength(0);
    const withOptions = checkoutValidators(filledCheckout());
    expect(withOptions.shippingMethodId?.[0]?.('ship-gone', {})).toEqual({ key: 'validation.required' });
    expect(withOptions.shippingMethodId?.[0]?.(SHIPPING_OPTIONS[0]!.id, {})).toBeNull();
    expect(withOptions['shippingAddress.postalCode']?.[1]?.('4013', {})).toEqual({ key: 'checkout.validation.postalCode' });
    expect(withOptions.note?.[0]?.('x'.repeat(1001), {})).toEqual({ key: 'checkout.validation.maxLength', params: { max: 1000 } });
  });

  it('sends each changed part once, and the address only whole', () => {
    const values = valuesFromCheckout(filledCheckout());
    const tracker = createChangeTracker(values);
    expect(tracker.collect(values, {})).toBeNull();
    const changed = { ...values, note: 'Bungkus kado', shippingAddress: { ...values.shippingAddress, city: '' } };
    expect(tracker.collect(changed, { 'shippingAddress.city': { key: 'validation.required' } })).toEqual({ note: 'Bungkus kado' });
    expect(tracker.collect(changed, { 'shippingAddress.city': { key: 'validation.required' } })).toBeNull();
    const fixed = { ...changed, shippingAddress: { ...changed.shippingAddress, city: 'Cimahi' } };
    expect(tracker.collect(fixed, {})).toEqual({ shippingAddress: expect.objectContaining({ city: 'Cimahi', phone: '+6281234567890' }) });
  });

  it('never puts an amount in what it sends', () => {
    expect(JSON.stringify(fullPatch(valuesFromCheckout(filledCheckout())))).not.toMatch(/price|total|fee|amount|discount/i);
  });

  it('points server field names at form fields', () => {
    const values = valuesFromCheckout(checkoutData({ fields: [{ key: 'npwp', label: 'NPWP', required: true, kind: 'text', maxLength: 30 }] }));
    expect(formPathOf('shippingAddress', values)).toBe('shippingAddress.name');
    expect(formPathOf('shippingAddress.postalCode', values)).toBe('shippingAddress.postalCode');
    expect(formPathOf('customFields.npwp', values)).toBe('customFields.npwp');
    expect(formPathOf('customFields.other', values)).toBeNull();
    expect(formPathOf('checkoutId', values)).toBeNull();
  });
});
