import { describe, expect, it } from 'vitest';
import { hasValidCallbackToken } from './xendit-callback-token.server';

describe('a Xendit callback token', () => {
  const token = 'xnd-callback-5f8c1d0e9b7a4c2d';

  it('is accepted only when it is the account’s token exactly', () => {
    expect(hasValidCallbackToken(token, token)).toBe(true);
    expect(hasValidCallbackToken(`${token} `, token)).toBe(false);
    expect(hasValidCallbackToken(token.slice(0, -1), token)).toBe(false);
    expect(hasValidCallbackToken(token.toUpperCase(), token)).toBe(false);
  });

  it('is refused when missing, repeated or when the shop has none', () => {
    expect(hasValidCallbackToken(undefined, token)).toBe(false);
    expect(hasValidCallbackToken('', token)).toBe(false);
    expect(hasValidCallbackToken([token, token], token)).toBe(false);
    expect(hasValidCallbackToken('', '')).toBe(false);
  });
});
