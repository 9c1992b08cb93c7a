import { describe, expect, it } from 'vitest';
import { paymentRequestParameters, readPaymentRequest, xenditVerdictOf } from './xendit-payment-request';

const expiresAt = new Date('2026-12-01T10:00:00Z');

describe('a Xendit payment request', () => {
  it('asks for a one-time virtual account of the exact amount at the chosen bank, in the payer’s name', () => {
    const body = paymentRequestParameters({ referenceId: 'pay_1', amount: 98_000, channel: 'permata', customerName: '  Sari   Wulandari ', description: 'Toko #1001', expiresAt });
    expect(body.paymentMethod).toEqual({
      type: 'VIRTUAL_ACCOUNT', reusability: 'ONE_TIME_USE',
      virtualAccount: { channelCode: 'PERMATA', channelProperties: { customerName: 'Sari Wulandari', expiresAt } },
    });
    expect(body).toMatchObject({ referenceId: 'pay_1', amount: 98_000, currency: 'IDR' });
    const long = paymentRequestParameters({ referenceId: 'pay_2', amount: 1, channel: 'bca', customerName: 'x'.repeat(80), description: '', expiresAt });
    expect(long.paymentMethod).toMatchObject({ virtualAccount: { channelProperties: { customerName: 'x'.repeat(50) } } });
  });

  it('reads the account number or QR string, and refuses an answer without one', () => {
    const va = { id: 'pr-1', status: 'PENDING', paymentMethod: { id: 'pm-1', virtualAccount: { channelCode: 'BNI', channelProperties: { virtualAccountNumber: '8808123456789', expiresAt } } } };
    expect(readPaymentRequest('bni', va)).toEqual({ ok: true, instructions: { kind: 'virtual_account', bank: 'bni', accountNumber: '8808123456789' }, redirectUrl: null, expiresAt });
    expect(readPaymentRequest('bca', va)).toMatchObject({ ok: false, reason: expect.stringContaining('BNI') as unknown });
    expect(readPaymentRequest('bni', { ...va, status: 'FAILED' })).toMatchObject({ ok: false });
    const qr = { id: 'pr-2', status: 'PENDING', paymentMethod: { qrCode: { channelProperties: { qrString: '000201010212', expiresAt: new Date('nope') } } } };
    expect(readPaymentRequest('qris', qr)).toEqual({ ok: true, instructions: { kind: 'qris', qrString: '000201010212', qrImageUrl: null }, redirectUrl: null, expiresAt: null });
    expect(readPaymentRequest('qris', { id: 'pr-3', status: 'PENDING' })).toMatchObject({ ok: false });
  });

  it('counts only SUCCEEDED as money', () => {
    expect(['SUCCEEDED', 'PENDING', 'REQUIRES_ACTION', 'AWAITING_CAPTURE', 'EXPIRED', 'CANCELED', 'VOIDED', 'FAILED', 'SOMETHING_NEW'].map(xenditVerdictOf))
      .toEqual(['paid', 'pending', 'pending', 'pending', 'expired', 'cancelled', 'cancelled', 'failed', 'pending']);
  });

  it('asks an e-wallet to send the shopper back to the order, or OVO to ask the shopper’s number', () => {
    const base = { referenceId: 'pay_3', amount: 50_000, customerName: 'Sari', description: 'Toko #1002', expiresAt, returnUrl: 'https://toko.test/checkout/xendit/ord_1' };
    expect(paymentRequestParameters({ ...base, channel: 'dana' }).paymentMethod).toEqual({
      type: 'EWALLET', reusability: 'ONE_TIME_USE',
      ewallet: { channelCode: 'DANA', channelProperties: { successReturnUrl: base.returnUrl, failureReturnUrl: base.returnUrl } },
    });
    expect(paymentRequestParameters({ ...base, channel: 'shopeepay' }).paymentMethod).toMatchObject({ ewallet: { channelCode: 'SHOPEEPAY', channelProperties: { successReturnUrl: base.returnUrl } } });
    expect(paymentRequestParameters({ ...base, channel: 'ovo', mobileNumber: '+6281234567890' }).paymentMethod)
      .toEqual({ type: 'EWALLET', reusability: 'ONE_TIME_USE', ewallet: { channelCode: 'OVO', channelProperties: { mobileNumber: '+6281234567890' } } });
  });

  it('reads the wallet’s page to approve on, the web one first, or OVO’s notice', () => {
    const actions = [
      { action: 'AUTH', urlType: 'DEEPLINK', url: 'dana://pay/1' }, { action: 'AUTH', urlType: 'MOBILE', url: 'https://m.dana.id/pay/1' },
      { action: 'AUTH', urlType: 'WEB', url: 'https://link.dana.id/pay/1' },
    ];
    const dana = { id: 'pr-4', status: 'REQUIRES_ACTION', actions, paymentMethod: { ewallet: { channelCode: 'DANA' } } };
    expect(readPaymentRequest('dana', dana)).toEqual({ ok: true, instructions: null, redirectUrl: 'https://link.dana.id/pay/1', expiresAt: null });
    expect(readPaymentRequest('dana', { ...dana, actions: [] })).toMatchObject({ ok: false });
    expect(readPaymentRequest('linkaja', dana)).toMatchObject({ ok: false });
    const ovo = { id: 'pr-5', status: 'PENDING', actions: [], paymentMethod: { ewallet: { channelCode: 'OVO', channelProperties: { mobileNumber: '+6281234567890' } } } };
    expect(readPaymentRequest('ovo', ovo)).toEqual({ ok: true, instructions: { kind: 'wallet_app', wallet: 'ovo', phone: '+6281234567890' }, redirectUrl: null, expiresAt: null });
  });
});
