import { describe, expect, it } from 'vitest';
import { zoneOffsetHours } from '../../src/domain/format/shop-time';
import { checkoutRecoveryEmail } from '../../src/server/modules/checkout';
import { safeEmailUrl, type RenderedEmail } from '../../src/server/modules/mail';
import { newOrderOwnerEmail, orderCancelledEmail, orderPlacedEmail, orderShippedEmail, type NewOrderOwnerEmailData, type OrderEmailData } from '../../src/server/modules/orders';
import { paymentReceivedEmail, paymentRejectedEmail, proofUploadedOwnerEmail, type ProofUploadedOwnerEmailData } from '../../src/server/modules/payments';

const HOSTILE = '<script>alert(1)</script>';

function order(overrides: Partial<OrderEmailData> = {}): OrderEmailData {
  return {
    language: 'id',
    shopName: 'Lumbung Nusantara',
    currency: 2,
    orderNumber: 1024,
    orderUrl: 'https://toko.example/o/ord_1/secret123',
    lines: [
      { name: 'Kopi Gayo', variationLabel: '250 g', count: 2, lineTotal: 150_000 },
      { name: 'Teh Melati', variationLabel: '', count: 1, lineTotal: 35_000 },
    ],
    subtotal: 185_000,
    discount: 18_500,
    couponCode: 'HEMAT10',
    shippingFee: 20_000,
    shippingLabel: 'JNE REG',
    pickupNote: '',
    total: 186_500,
    amountDueNow: 186_500,
    downPayment: false,
    paymentMethod: 'bank_transfer',
    bankAccounts: [{ bank: 'BCA', accountNumber: '1234567890', accountHolder: 'PT Lumbung Nusantara' }],
    bankTransferInstructions: 'Tulis nomor pesanan di berita transfer.\nTerima kasih.',
    confirmPaymentUrl: 'https://toko.example/o/ord_1/secret123?next=confirm-payment',
    expiresAt: new Date('2024-01-15T07:05:00Z'),
    timezoneOffset: zoneOffsetHours('Asia/Jakarta'),
    ...overrides,
  };
}

/** Every href of the HTML, unescaped. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

function expectNoRawMarkup(email: RenderedEmail): void {
  expect(email.html).not.toContain('<script');
  for (const href of hrefs(email.html)) expect(href).toMatch(/^https?:\/\//);
  expect(email.subject).not.toMatch(/[\r\n]/);
}

describe('order placed e-mail', () => {
  it('lists lines and totals with rupiah formatted the Indonesian way', () => {
    const email = orderPlacedEmail(order());
    expect(email.subject).toBe('Pesanan #1024 di Lumbung Nusantara telah kami terima');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Kopi Gayo (250 g) × 2');
      expect(part).toContain('Rp150.000');
      expect(part).toContain('Rp185.000');
      expect(part).toContain('-Rp18.500');
      expect(part).toContain('HEMAT10');
      expect(part).toContain('JNE REG');
      expect(part).toContain('Rp186.500');
    }
    expect(email.html).toMatch(/^<!doctype html><html lang="id">/);
  });

  it('explains a bank transfer: accounts, amount, deadline in the shop\'s zone and the confirm link', () => {
    const email = orderPlacedEmail(order());
    expect(email.text).toContain('Transfer tepat Rp186.500');
    expect(email.text).toContain('BCA 1234567890 a.n. PT Lumbung Nusantara');
    expect(email.text).toContain('15 Jan 2024, 14.05 WIB');
    expect(email.text).not.toContain('Ambil di');
    // A pickup order says where and when to collect it.
    expect(orderPlacedEmail(order({ shippingLabel: 'Ambil di toko', shippingFee: 0, pickupNote: 'Jl. Malioboro 1, Yogyakarta · Senin–Sabtu 09.00–17.00' })).text)
      .toContain('Ambil di: Jl. Malioboro 1, Yogyakarta · Senin–Sabtu 09.00–17.00');
    // A shop in Jayapura writes the same deadline on its own clock.
    expect(orderPlacedEmail(order({ timezoneOffset: zoneOffsetHours('Asia/Jayapura') })).text).toContain('15 Jan 2024, 16.05 WIT');
    expect(email.text).toContain('Konfirmasi pembayaran: https://toko.example/o/ord_1/secret123?next=confirm-payment');
    expect(email.html).toContain('Tulis nomor pesanan di berita transfer.<br>Terima kasih.');
    expect(hrefs(email.html)).toContain('https://toko.example/o/ord_1/secret123?next=confirm-payment');
    expect(email.html).toContain('bersifat pribadi');
  });

  it('offers a pay-now link to the order for card and wallet payments', () => {
    const email = orderPlacedEmail(order({ paymentMethod: 'card', language: 'en' }));
    expect(email.text).toContain('Pay now: https://toko.example/o/ord_1/secret123');
    expect(email.text).not.toContain('Transfer exactly');
    expect(email.text).toContain('This order link is private');
    expect(email.text).toContain('15 Jan 2024, 14:05 WIB');
    expect(email.html).toMatch(/<html lang="en">/);
  });

  it('shows the down payment due now and the balance left', () => {
    const email = orderPlacedEmail(order({ downPayment: true, amountDueNow: 60_000 }));
    expect(email.text).toContain('Uang muka yang dibayar sekarang: Rp60.000');
    expect(email.text).toContain('Sisa yang dibayar kemudian: Rp126.500');
    expect(email.text).toContain('Transfer tepat Rp60.000');
  });

  it('formats other currencies in the chosen language', () => {
    const email = orderPlacedEmail(order({ currency: 11, language: 'en', subtotal: 123_456, lines: [] }));
    expect(email.text).toContain('$1,234.56');
  });

  it('escapes hostile names, instructions and coupon codes', () => {
    const email = orderPlacedEmail(order({
      shopName: `Toko ${HOSTILE}`,
      couponCode: '"><img src=x onerror=alert(1)>',
      lines: [{ name: HOSTILE, variationLabel: '<b>big</b>', count: 1, lineTotal: 1 }],
      bankAccounts: [{ bank: HOSTILE, accountNumber: '1', accountHolder: '<i>x</i>' }],
      bankTransferInstructions: `${HOSTILE}\n<a href="javascript:alert(1)">klik</a>`,
    }));
    expectNoRawMarkup(email);
    expect(email.html).not.toContain('<img');
    expect(email.html).not.toContain('<b>big</b>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // The plain-text version is not HTML: it keeps the text as written.
    expect(email.text).toContain(HOSTILE);
  });

  it('leaves out links that are not http(s)', () => {
    const email = orderPlacedEmail(order({ orderUrl: 'javascript:alert(1)', confirmPaymentUrl: ' JaVaScRiPt:alert(2)' }));
    expectNoRawMarkup(email);
    expect(hrefs(email.html)).toEqual([]);
    expect(email.text).not.toMatch(/javascript/i);
    expect(email.text).not.toContain('Konfirmasi pembayaran:');
  });

  it('keeps the subject on one line whatever the shop is called', () => {
    const email = orderPlacedEmail(order({ shopName: 'Toko\r\nBcc: victim@example.com' }));
    expect(email.subject).toBe('Pesanan #1024 di Toko Bcc: victim@example.com telah kami terima');
  });
});

describe('safeEmailUrl', () => {
  it('accepts absolute http(s) addresses only', () => {
    expect(safeEmailUrl('https://toko.example/o/1/abc')).toBe('https://toko.example/o/1/abc');
    expect(safeEmailUrl('http://localhost:3000/x?a=1&b=2')).toBe('http://localhost:3000/x?a=1&b=2');
    for (const bad of ['javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', '/relative', '', 'vbscript:x', 'https://user:pass@evil.example/']) {
      expect(safeEmailUrl(bad)).toBeNull();
    }
  });
});

describe('payment e-mails', () => {
  const base = { shopName: 'Lumbung Nusantara', currency: 2, orderNumber: 7, orderUrl: 'https://toko.example/o/1/s' };

  it('says a partial payment leaves a balance, with a link to pay it', () => {
    const id = paymentReceivedEmail({ ...base, language: 'id', amount: 50_000, fullyPaid: false, balanceDue: 25_000, completePaymentUrl: 'https://toko.example/o/1/s?next=complete-payment' });
    expect(id.subject).toBe('Pembayaran pesanan #7 telah diterima');
    expect(id.text).toContain('Rp50.000');
    expect(id.text).toContain('Sisa tagihan yang masih perlu dibayar: Rp25.000');
    expect(id.text).toContain('Lunasi pembayaran: https://toko.example/o/1/s?next=complete-payment');
    const en = paymentReceivedEmail({ ...base, language: 'en', amount: 75_000, fullyPaid: true, balanceDue: 0, completePaymentUrl: 'https://toko.example/x' });
    expect(en.subject).toBe('Payment for order #7 received');
    expect(en.text).toContain('Rp75.000');
    expect(en.text).toContain('fully paid');
    expect(en.text).not.toContain('Pay the balance');
  });

  it('gives the reason of a rejection, escaped, and a link to send the proof again', () => {
    const email = paymentRejectedEmail({ ...base, language: 'id', reason: `Nominal tidak sesuai ${HOSTILE}`, confirmPaymentUrl: 'https://toko.example/o/1/s?next=confirm-payment' });
    expectNoRawMarkup(email);
    expect(email.html).toContain('Alasan: Nominal tidak sesuai &lt;script&gt;');
    expect(email.text).toContain('Kirim ulang bukti pembayaran: https://toko.example/o/1/s?next=confirm-payment');
    const en = paymentRejectedEmail({ ...base, language: 'en', reason: '', confirmPaymentUrl: 'javascript:x' });
    expect(en.subject).toBe('We could not verify the payment for order #7');
    expect(en.text).not.toContain('Reason:');
    expect(en.text).not.toContain('javascript');
  });
});

describe('shipping, cancellation and recovery e-mails', () => {
  it('shows courier and tracking number with the confirm-received link', () => {
    const email = orderShippedEmail({ language: 'id', shopName: 'Toko', orderNumber: 9, orderUrl: 'https://t.example/o', courier: 'JNE <REG>', trackingNumber: 'JN123', confirmReceivedUrl: 'https://t.example/o?next=confirm-received' });
    expect(email.subject).toBe('Pesanan #9 sedang dalam perjalanan');
    expect(email.html).toContain('JNE &lt;REG&gt;');
    expect(email.text).toContain('Nomor resi: JN123');
    expect(email.text).toContain('Pesanan sudah diterima: https://t.example/o?next=confirm-received');
    expect(orderShippedEmail({ language: 'en', shopName: 'Toko', orderNumber: 9, orderUrl: 'https://t.example/o', courier: 'JNE', trackingNumber: 'JN123', confirmReceivedUrl: 'https://t.example/c' }).text).toContain('Tracking number: JN123');
  });

  it('tells an expired order from a cancelled one', () => {
    const expired = orderCancelledEmail({ language: 'id', shopName: 'Toko', orderNumber: 3, orderUrl: 'https://t.example/o', reason: '', expired: true });
    expect(expired.subject).toBe('Pesanan #3 kedaluwarsa');
    expect(expired.text).toContain('batas waktu');
    const cancelled = orderCancelledEmail({ language: 'en', shopName: 'Toko', orderNumber: 3, orderUrl: 'https://t.example/o', reason: HOSTILE, expired: false });
    expect(cancelled.subject).toBe('Order #3 was cancelled');
    expectNoRawMarkup(cancelled);
    expect(cancelled.text).toContain(`Reason: ${HOSTILE}`);
  });

  it('lists the saved cart with a link back to checkout', () => {
    const email = checkoutRecoveryEmail({ language: 'id', shopName: HOSTILE, currency: 2, recoverUrl: 'https://t.example/checkout?recover=abc', lines: [{ name: 'Kopi <Gayo>', count: 2 }] });
    expectNoRawMarkup(email);
    expect(email.html).toContain('Kopi &lt;Gayo&gt; × 2');
    expect(email.text).toContain('Lanjutkan pembelian: https://t.example/checkout?recover=abc');
    const en = checkoutRecoveryEmail({ language: 'en', shopName: 'Toko', currency: 2, recoverUrl: 'javascript:alert(1)', lines: [] });
    expect(en.subject).toBe('Your cart at Toko is still waiting');
    expect(hrefs(en.html)).toEqual([]);
  });
});

describe('e-mails to the shop owner', () => {
  function newOrder(overrides: Partial<NewOrderOwnerEmailData> = {}): NewOrderOwnerEmailData {
    return {
      language: 'id',
      shopName: 'Lumbung Nusantara',
      currency: 2,
      orderNumber: 1024,
      customerName: 'Sari Wulandari',
      customerEmail: 'sari@example.com',
      customerPhone: '081234567890',
      paymentMethod: 'bank_transfer',
      lines: [{ name: 'Kopi Gayo', variationLabel: '250 g', count: 2, lineTotal: 150_000 }, { name: 'Teh Melati', variationLabel: '', count: 1, lineTotal: 35_000 }],
      shippingFee: 20_000,
      shippingLabel: 'JNE REG',
      discount: 18_500,
      total: 186_500,
      firstPayment: 186_500,
      adminOrderUrl: 'https://toko.example/admin/orders/ord_1',
      ...overrides,
    };
  }

  function proof(overrides: Partial<ProofUploadedOwnerEmailData> = {}): ProofUploadedOwnerEmailData {
    return {
      language: 'id', shopName: 'Lumbung Nusantara', currency: 2, orderNumber: 1024, amountDue: 186_500, amountTransferred: 186_500,
      bank: 'BCA', payerName: 'Sari Wulandari', transferDate: '2026-11-20', adminOrderUrl: 'https://toko.example/admin/orders/ord_1', ...overrides,
    };
  }

  it('tells the owner of a new order: number, customer, total, payment method, lines and the admin link', () => {
    const email = newOrderOwnerEmail(newOrder());
    expect(email.subject).toBe('Pesanan baru #1024 senilai Rp186.500');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Sari Wulandari baru saja memesan senilai Rp186.500.');
      expect(part).toContain('Transfer bank');
      expect(part).toContain('Kopi Gayo (250 g) × 2');
      expect(part).toContain('Rp150.000');
      expect(part).toContain('-Rp18.500');
      expect(part).toContain('JNE REG');
      expect(part).toContain('081234567890');
    }
    expect(email.text).toContain('Buka pesanan: https://toko.example/admin/orders/ord_1');
    expect(hrefs(email.html)).toEqual(['https://toko.example/admin/orders/ord_1']);
    expect(email.text).not.toContain('Uang muka');
  });

  it('writes the new-order notice in English for an English shop, with the down payment due', () => {
    const email = newOrderOwnerEmail(newOrder({ language: 'en', paymentMethod: 'wallet', firstPayment: 60_000 }));
    expect(email.subject).toBe('New order #1024 for Rp186.500');
    expect(email.text).toContain('Sari Wulandari has just placed an order for Rp186.500.');
    expect(email.text).toContain('Payment method: Digital wallet');
    expect(email.text).toContain('Down payment due now: Rp60.000');
    expect(email.text).toContain('Open the order: https://toko.example/admin/orders/ord_1');
  });

  it('escapes what the customer typed and keeps the subject on one line', () => {
    const email = newOrderOwnerEmail(newOrder({ customerName: `${HOSTILE}\r\nBcc: x@evil.example`, lines: [{ name: HOSTILE, variationLabel: '', count: 1, lineTotal: 1 }], adminOrderUrl: 'javascript:alert(1)' }));
    expectNoRawMarkup(email);
    expect(email.html).toContain('&lt;script&gt;');
    expect(hrefs(email.html)).toEqual([]);
  });

  it('asks the owner to verify a proof of transfer, with its amount and the admin link', () => {
    const email = proofUploadedOwnerEmail(proof());
    expect(email.subject).toBe('Bukti transfer Rp186.500 untuk pesanan #1024 perlu diverifikasi');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Sari Wulandari mengirim bukti transfer sebesar Rp186.500 untuk pesanan #1024.');
      expect(part).toContain('BCA');
      expect(part).toContain('2026-11-20');
      expect(part).toContain('Bukti ini perlu diverifikasi');
    }
    expect(email.text).not.toContain('tidak sama');
    expect(email.text).toContain('Periksa pembayaran: https://toko.example/admin/orders/ord_1');
  });

  it('points out a transfer that differs from the amount due, in English too', () => {
    const email = proofUploadedOwnerEmail(proof({ language: 'en', amountTransferred: 100_000, payerName: HOSTILE }));
    expectNoRawMarkup(email);
    expect(email.subject).toBe('Proof of a Rp100.000 transfer for order #1024 needs verifying');
    expect(email.text).toContain('Amount due: Rp186.500');
    expect(email.text).toContain('The amount transferred differs from the amount due.');
    expect(email.text).toContain('This proof needs verifying');
  });
});
