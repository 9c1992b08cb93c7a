import { describe, expect, it } from 'vitest';
import { hasSignedInHint, SIGNED_IN_HINT_COOKIE } from './signed-in-hint';

describe('hasSignedInHint', () => {
  it('finds the hint among other cookies and nothing else', () => {
    expect(hasSignedInHint(`_lang=id; ${SIGNED_IN_HINT_COOKIE}=1; other=2`)).toBe(true);
    expect(hasSignedInHint('_lang=id; etalase_signed_in_other=1')).toBe(false);
    expect(hasSignedInHint(`${SIGNED_IN_HINT_COOKIE}=0`)).toBe(false);
    expect(hasSignedInHint('')).toBe(false);
  });
});
