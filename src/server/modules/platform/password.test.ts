import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './password.server';

describe('passwords of staff and customers', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Kopi-Gayo-250g');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('Kopi-Gayo-250g', hash)).toBe(true);
    expect(await verifyPassword('kopi-gayo-250g', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });

  it('generates readable passwords of 16 unambiguous characters', () => {
    const password = generatePassword();
    expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{4}(-[a-km-zA-HJ-NP-Z2-9]{4}){3}$/);
    expect(generatePassword()).not.toBe(password);
  });
});
