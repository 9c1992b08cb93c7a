import {
  block, defineEmail, emailDocument, lang, link, moneyFormatter, oneLine, PRIVATE_LINK, renderEmail, safeEmailUrl, text, VIEW_ORDER,
  type Block, type EmailContent, type EmailDefinition, type EmailLanguage, type RenderedEmail,
} from '../mail';

/* The payment e-mails as content (docs/decisions/0018): defaults per language and the values of their placeholders. */

export interface PaymentReceivedEmailData {
  language: EmailLanguage;
  shopName: string;
  currency: number;
  orderNumber: number;
  orderUrl: string;
  amount: number;
  fullyPaid: boolean;
  balanceDue: number;
  completePaymentUrl: string;
}

export interface PaymentRejectedEmailData {
  language: EmailLanguage;
  shopName: string;
  orderNumber: number;
  orderUrl: string;
  reason: string;
  confirmPaymentUrl: string;
}

const SHOP = 'Lumbung Nusantara';

function receivedValues(data: PaymentReceivedEmailData) {
  const money = moneyFormatter(data.currency, lang(data.language));
  return {
    'order.number': String(data.orderNumber),
    'payment.amount': money(data.amount),
    'payment.balanceDue': money(Math.max(data.balanceDue, 0)),
    'links.order': safeEmailUrl(data.orderUrl),
    'links.completePayment': safeEmailUrl(data.completePaymentUrl),
  };
}

const receivedSample = (fullyPaid: boolean) => (language: EmailLanguage, origin: string): PaymentReceivedEmailData => ({
  language, shopName: SHOP, currency: 2, orderNumber: 1024, orderUrl: `${origin}/o/sample/preview`, amount: fullyPaid ? 186_500 : 60_000,
  fullyPaid, balanceDue: fullyPaid ? 0 : 126_500, completePaymentUrl: `${origin}/o/sample/preview?next=complete-payment`,
});

/** A payment arrived and the order is paid in full. */
export const PAYMENT_RECEIVED_EMAIL = defineEmail<PaymentReceivedEmailData>({
  key: 'payment-received',
  audience: 'customer',
  placeholders: [text('order.number'), text('payment.amount'), link('links.order')],
  defaults: {
    id: {
      subject: 'Pembayaran pesanan #{{order.number}} telah diterima',
      document: emailDocument([
        { h1: 'Pembayaran diterima' }, 'Kami telah menerima pembayaran sebesar {{payment.amount}} untuk pesanan #{{order.number}}.',
        'Pesanan Anda sudah lunas dan akan segera kami proses.', { link: VIEW_ORDER.id, url: 'links.order' }, { note: PRIVATE_LINK.id },
      ]),
    },
    en: {
      subject: 'Payment for order #{{order.number}} received',
      document: emailDocument([
        { h1: 'Payment received' }, 'We have received your payment of {{payment.amount}} for order #{{order.number}}.',
        'Your order is fully paid and we will process it shortly.', { link: VIEW_ORDER.en, url: 'links.order' }, { note: PRIVATE_LINK.en },
      ]),
    },
  },
  values: receivedValues,
  sample: receivedSample(true),
});

/** A payment arrived and a balance is left: the link to pay it. */
export const PAYMENT_RECEIVED_PARTIAL_EMAIL = defineEmail<PaymentReceivedEmailData>({
  key: 'payment-received-partial',
  audience: 'customer',
  placeholders: [text('order.number'), text('payment.amount'), text('payment.balanceDue'), link('links.completePayment'), link('links.order')],
  defaults: {
    id: {
      subject: 'Pembayaran pesanan #{{order.number}} telah diterima',
      document: emailDocument([
        { h1: 'Pembayaran diterima' }, 'Kami telah menerima pembayaran sebesar {{payment.amount}} untuk pesanan #{{order.number}}.',
        { strong: 'Sisa tagihan yang masih perlu dibayar: {{payment.balanceDue}}.' }, { button: 'Lunasi pembayaran', url: 'links.completePayment' },
        { link: VIEW_ORDER.id, url: 'links.order' }, { note: PRIVATE_LINK.id },
      ]),
    },
    en: {
      subject: 'Payment for order #{{order.number}} received',
      document: emailDocument([
        { h1: 'Payment received' }, 'We have received your payment of {{payment.amount}} for order #{{order.number}}.',
        { strong: 'Balance still to pay: {{payment.balanceDue}}.' }, { button: 'Pay the balance', url: 'links.completePayment' },
        { link: VIEW_ORDER.en, url: 'links.order' }, { note: PRIVATE_LINK.en },
      ]),
    },
  },
  values: receivedValues,
  sample: receivedSample(false),
});

export function paymentReceivedDefinition(data: PaymentReceivedEmailData): EmailDefinition<PaymentReceivedEmailData> {
  return data.fullyPaid || data.balanceDue <= 0 ? PAYMENT_RECEIVED_EMAIL : PAYMENT_RECEIVED_PARTIAL_EMAIL;
}

export function paymentReceivedEmail(data: PaymentReceivedEmailData, content?: EmailContent | null): RenderedEmail {
  return renderEmail(paymentReceivedDefinition(data), data, content);
}

export const PAYMENT_REJECTED_EMAIL = defineEmail<PaymentRejectedEmailData>({
  key: 'payment-rejected',
  audience: 'customer',
  placeholders: [text('order.number'), text('payment.rejectionReason'), link('links.confirmPayment'), link('links.order')],
  defaults: {
    id: {
      subject: 'Pembayaran pesanan #{{order.number}} belum dapat kami verifikasi',
      document: emailDocument([
        { h1: 'Pembayaran belum dapat diverifikasi' }, 'Mohon maaf, bukti pembayaran untuk pesanan #{{order.number}} belum dapat kami verifikasi.',
        'Alasan: {{payment.rejectionReason}}', 'Silakan periksa kembali transfer Anda lalu kirim ulang bukti pembayaran.',
        { button: 'Kirim ulang bukti pembayaran', url: 'links.confirmPayment' }, { link: VIEW_ORDER.id, url: 'links.order' }, { note: PRIVATE_LINK.id },
      ]),
    },
    en: {
      subject: 'We could not verify the payment for order #{{order.number}}',
      document: emailDocument([
        { h1: 'Payment not verified' }, 'Sorry, we could not verify the proof of payment for order #{{order.number}}.',
        'Reason: {{payment.rejectionReason}}', 'Please check your transfer and send the proof of payment again.',
        { button: 'Send proof of payment again', url: 'links.confirmPayment' }, { link: VIEW_ORDER.en, url: 'links.order' }, { note: PRIVATE_LINK.en },
      ]),
    },
  },
  values: (data) => ({
    'order.number': String(data.orderNumber),
    'payment.rejectionReason': data.reason.replace(/\r\n?/g, '\n').trim(),
    'links.confirmPayment': safeEmailUrl(data.confirmPaymentUrl),
    'links.order': safeEmailUrl(data.orderUrl),
  }),
  sample: (language, origin) => ({
    language, shopName: SHOP, orderNumber: 1024, orderUrl: `${origin}/o/sample/preview`, reason: language === 'id' ? 'Nominal tidak sesuai' : 'The amount does not match',
    confirmPaymentUrl: `${origin}/o/sample/preview?next=confirm-payment`,
  }),
});

export function paymentRejectedEmail(data: PaymentRejectedEmailData, content?: EmailContent | null): RenderedEmail {
  return renderEmail(PAYMENT_REJECTED_EMAIL, data, content);
}

// ---------------------------------------------------------------------------------------------
// To the shop owner, at the shop's contact address, in the shop's language.

export interface ProofUploadedOwnerEmailData {
  language: EmailLanguage;
  shopName: string;
  currency: number;
  orderNumber: number;
  /** What the payment asks for. */
  amountDue: number;
  /** What the shopper says they transferred. */
  amountTransferred: number;
  bank: string;
  payerName: string;
  /** `YYYY-MM-DD`, as the shopper gave it. */
  transferDate: string;
  /** The order in the shop's admin area; holds no secret. */
  adminOrderUrl: string;
}

const PROOF_LABELS = {
  id: {
    amountDue: 'Tagihan', amountTransferred: 'Jumlah yang ditransfer (menurut pelanggan)', bank: 'Bank pengirim', payer: 'Nama pengirim', date: 'Tanggal transfer',
    mismatch: 'Jumlah yang ditransfer tidak sama dengan tagihan.',
  },
  en: {
    amountDue: 'Amount due', amountTransferred: 'Amount transferred (as the customer says)', bank: 'Sending bank', payer: 'Sender’s name', date: 'Transfer date',
    mismatch: 'The amount transferred differs from the amount due.',
  },
} as const;

/** Tells the owner a proof of transfer waits for them to verify it. */
export const OWNER_PAYMENT_PROOF_EMAIL = defineEmail<ProofUploadedOwnerEmailData>({
  key: 'owner-payment-proof',
  audience: 'staff',
  placeholders: [text('order.number'), text('payment.payerName'), text('payment.amountTransferred'), block('payment.details'), text('payment.mismatch'), link('links.adminOrder')],
  defaults: {
    id: {
      subject: 'Bukti transfer {{payment.amountTransferred}} untuk pesanan #{{order.number}} perlu diverifikasi',
      document: emailDocument([
        { h1: 'Bukti transfer pesanan #{{order.number}}' },
        '{{payment.payerName}} mengirim bukti transfer sebesar {{payment.amountTransferred}} untuk pesanan #{{order.number}}.',
        { slot: 'payment.details' }, { strong: '{{payment.mismatch}}' },
        'Bukti ini perlu diverifikasi: periksa mutasi rekening Anda, lalu terima atau tolak pembayarannya. Pesanan baru diproses setelah pembayaran diterima.',
        { button: 'Periksa pembayaran', url: 'links.adminOrder' },
      ]),
    },
    en: {
      subject: 'Proof of a {{payment.amountTransferred}} transfer for order #{{order.number}} needs verifying',
      document: emailDocument([
        { h1: 'Proof of transfer for order #{{order.number}}' },
        '{{payment.payerName}} sent proof of a {{payment.amountTransferred}} transfer for order #{{order.number}}.',
        { slot: 'payment.details' }, { strong: '{{payment.mismatch}}' },
        'This proof needs verifying: check your account statement, then accept or reject the payment. The order is processed once the payment is accepted.',
        { button: 'Check the payment', url: 'links.adminOrder' },
      ]),
    },
  },
  values: (data) => {
    const language = lang(data.language);
    const t = PROOF_LABELS[language];
    const money = moneyFormatter(data.currency, language);
    const details: Block[] = [{
      kind: 'rows',
      rows: [
        { label: t.amountDue, value: money(data.amountDue), strong: true },
        { label: t.amountTransferred, value: money(data.amountTransferred) },
        { label: t.bank, value: oneLine(data.bank) },
        { label: t.payer, value: oneLine(data.payerName) },
        { label: t.date, value: oneLine(data.transferDate) },
      ],
    }];
    return {
      'order.number': String(data.orderNumber),
      'payment.payerName': oneLine(data.payerName),
      'payment.amountTransferred': money(data.amountTransferred),
      'payment.details': details,
      'payment.mismatch': data.amountTransferred !== data.amountDue ? t.mismatch : '',
      'links.adminOrder': safeEmailUrl(data.adminOrderUrl),
    };
  },
  sample: (language, origin) => ({
    language, shopName: SHOP, currency: 2, orderNumber: 1024, amountDue: 186_500, amountTransferred: 186_500, bank: 'BCA', payerName: 'Sari Wulandari',
    transferDate: new Date().toISOString().slice(0, 10), adminOrderUrl: `${origin}/admin/orders/sample`,
  }),
});

export function proofUploadedOwnerEmail(data: ProofUploadedOwnerEmailData, content?: EmailContent | null): RenderedEmail {
  return renderEmail(OWNER_PAYMENT_PROOF_EMAIL, data, content);
}

export const PAYMENT_EMAILS = [PAYMENT_RECEIVED_EMAIL, PAYMENT_RECEIVED_PARTIAL_EMAIL, PAYMENT_REJECTED_EMAIL, OWNER_PAYMENT_PROOF_EMAIL] as const;
