import { describe, expect, it } from 'vitest';
import { authorisationUrl, isXenditWallet } from './xendit-ewallet';
import { cardInvoiceParameters, invoicePaidAmount, invoiceVerdictOf, readInvoice } from './xendit-invoice';
import { readRefund, xenditRefundVerdictOf } from './xendit-refund';

describe('Xendit e-wallets', () => {
  it('opens only the wallets Xendit offers in Indonesia', () => {
    expect(['ovo', 'dana', 'linkaja', 'shopeepay', 'gopay', 'constructor'].map(isXenditWallet)).toEqual([true, true, true, true, false, false]);
  });

  it('sends the shopper only to a web address to approve on', () => {
    expect(authorisationUrl([{ action: 'AUTH', urlType: 'DEEPLINK', url: 'shopeeid://pay' }])).toBeNull();
    expect(authorisationUrl([{ action: 'CAPTURE', urlType: 'WEB', url: 'https://x.test' }, { action: 'AUTH', urlType: 'MOBILE', url: 'https://m.test' }])).toBe('https://m.test');
    expect(authorisationUrl(undefined)).toBeNull();
  });
});

describe('Xendit invoices for cards', () => {
  it('asks for cards only, back to the order either way, until the payment deadline', () => {
    const now = Date.parse('2026-12-01T10:00:00Z');
    const body = cardInvoiceParameters({ externalId: 'pay_1', amount: 98_000, description: 'Toko #1', returnUrl: 'https://toko.test/checkout/xendit/o1', payBy: new Date(now + 3_600_000) }, now);
    expect(body).toEqual({
      externalId: 'pay_1', amount: 98_000, currency: 'IDR', description: 'Toko #1', paymentMethods: ['CREDIT_CARD'],
      successRedirectUrl: 'https://toko.test/checkout/xendit/o1', failureRedirectUrl: 'https://toko.test/checkout/xendit/o1', invoiceDuration: 3600,
    });
    expect(cardInvoiceParameters({ ...body, payBy: new Date(now - 1000), returnUrl: '' }, now).invoiceDuration).toBe(300);
  });

  it('counts PAID and SETTLED as money, what was paid first', () => {
    expect(['PENDING', 'PAID', 'SETTLED', 'EXPIRED', 'UNKNOWN_ENUM_VALUE'].map(invoiceVerdictOf)).toEqual(['pending', 'paid', 'paid', 'expired', 'pending']);
    const parsed = { id: 'inv1', externalId: 'pay_1', status: 'PAID', amount: 98_000, invoiceUrl: 'https://x.test/web/invoices/inv1', expiryDate: new Date('nope') };
    expect(invoicePaidAmount(readInvoice(parsed, { paid_amount: 97_000 })!)).toBe(97_000);
    // Without Xendit's word on what was paid, nothing is counted (the payment is flagged instead).
    expect(invoicePaidAmount(readInvoice(parsed, null)!)).toBeNull();
    expect(readInvoice(parsed, null)!.expiresAt).toBeNull();
  });
});

describe('Xendit refunds', () => {
  it('reads the refund’s state from the body, and what it gives back', () => {
    expect(readRefund({ id: 'rfd-1', status: 'FAILED', amount: 5000, invoice_id: 'inv1', failure_code: 'INSUFFICIENT_BALANCE' }))
      .toEqual({ id: 'rfd-1', status: 'FAILED', amount: 5000, paymentRequestId: null, invoiceId: 'inv1', referenceId: null, failureCode: 'INSUFFICIENT_BALANCE' });
    expect(readRefund({ id: 'rfd-1' })).toBeNull();
    expect(['SUCCEEDED', 'FAILED', 'CANCELLED', 'PENDING'].map(xenditRefundVerdictOf)).toEqual(['succeeded', 'failed', 'failed', 'pending']);
  });
});
