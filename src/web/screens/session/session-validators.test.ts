import { describe, expect, it } from 'vitest';
import { newPassword } from './session-validators';

describe('newPassword', () => {
  const rule = newPassword('email');

  it('asks for at least 10 characters', () => {
    expect(rule('pendek', { email: 'sari@example.com' })).toEqual({ key: 'session.passwordTooShort', params: { min: 10 } });
    expect(rule('sepuluhkar', { email: 'sari@example.com' })).toBeNull();
  });

  it('refuses the e-mail address, whatever its case and spaces', () => {
    expect(rule(' Sari@Example.com ', { email: 'sari@example.com' })).toEqual({ key: 'session.passwordIsEmail' });
  });

  it('leaves an empty value to the required rule', () => {
    expect(rule('', { email: 'sari@example.com' })).toBeNull();
  });

  it('without an e-mail field checks the length only', () => {
    expect(newPassword()('sari@example.com', {})).toBeNull();
  });
});
