import { describe, expect, it } from 'vitest';
import { walletAsksByPhone, walletMobileNumber } from './wallet-phone';

describe('the number a wallet asks in its app', () => {
  it('is an Indonesian mobile number as typed, in E.164, and nothing else', () => {
    for (const typed of ['081234567890', '0812-3456-7890', '6281234567890', '+62 812 3456 7890', '(0812) 3456.7890']) expect(walletMobileNumber(typed), typed).toBe('+6281234567890');
    for (const typed of ['0274-512345', '81234567890', '+6581234567', '00628123456789', '08123', 'nomor saya', '']) expect(walletMobileNumber(typed), typed).toBeNull();
  });

  it('is asked only by a wallet that pushes the request to its app', () => {
    expect(['ovo', 'dana', 'gopay', null].map(walletAsksByPhone)).toEqual([true, false, false, false]);
  });
});
