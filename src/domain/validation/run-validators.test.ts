import { describe, expect, it, vi } from 'vitest';
import { minLength, required } from './basic-validators';
import { email } from './format-validators';
import { getIn } from './form-value';
import { firstError, validateFields } from './run-validators';
import type { FormValues, Validator } from './validation-error';

describe('firstError', () => {
  it('returns the error of the first validator that fails, in order', () => {
    expect(firstError('', [required, minLength(3)])).toEqual({ key: 'validation.required' });
    expect(firstError('ab', [required, minLength(3)])).toEqual({ key: 'validation.minlength', params: { min: 3 } });
    expect(firstError('ab', [minLength(3), email])).toEqual({ key: 'validation.minlength', params: { min: 3 } });
    expect(firstError('abc', [minLength(3), email])).toEqual({ key: 'validation.invalid.email' });
  });

  it('returns null when every validator passes, or there are none', () => {
    expect(firstError('sari@toko.id', [required, minLength(3), email])).toBeNull();
    expect(firstError('', [])).toBeNull();
  });

  it('stops at the first failure and hands each validator the whole form', () => {
    const later = vi.fn<Validator>(() => null);
    const values: FormValues = { password: 'x' };
    firstError('', [required, later], values);
    expect(later).not.toHaveBeenCalled();
    const seen = vi.fn<Validator>(() => null);
    firstError('abc', [seen], values);
    expect(seen).toHaveBeenCalledWith('abc', values);
    firstError('abc', [seen]);
    expect(seen).toHaveBeenLastCalledWith('abc', {});
  });
});

describe('validateFields', () => {
  const read = (values: FormValues, path: string) => getIn(values, path);

  it('reports one error per failing field, nested paths included, and nothing for passing ones', () => {
    const values: FormValues = { email: 'bukan-email', name: 'Sari', address: { city: '' } };
    const errors = validateFields(values, { email: [required, email], name: [required], 'address.city': [required] }, read);
    expect(errors).toEqual({ email: { key: 'validation.invalid.email' }, 'address.city': { key: 'validation.required' } });
  });

  it('returns no errors for a valid form and skips fields without validators', () => {
    expect(validateFields({ name: 'Sari' }, { name: [required], note: undefined }, read)).toEqual({});
  });

  it('lets a validator compare with other fields of the form', () => {
    const sameAsPassword: Validator = (value, values) => (value === values.password ? null : { key: 'validation.required' });
    const values: FormValues = { password: 'rahasia', repeat: 'rahasiA' };
    expect(validateFields(values, { repeat: [sameAsPassword] }, read)).toEqual({ repeat: { key: 'validation.required' } });
    expect(validateFields({ ...values, repeat: 'rahasia' }, { repeat: [sameAsPassword] }, read)).toEqual({});
  });
});
