import type { PaymentMethodName } from '../../../domain/payments/payment-method';
import { zoneOffsetHours } from '../../../domain/format/shop-time';
import {
  block, deadline, defineEmail, emailDocument, lang, link, moneyFormatter, oneLine, PRIVATE_LINK, renderEmail, safeEmailUrl, text, VIEW_ORDER,
  type Block, type EmailContent, type EmailDefinition, type EmailLanguage, type RenderedEmail,
} from '../mail';

/*
 * The order e-mails as content: each is a rich-text document per language with placeholders
 * (docs/decisions/0018). These are the defaults a shop sends until its owner changes them;
 * `values` turns the sender's data into the placeholders' values.
 */

export interface OrderEmailData {
  language: EmailLanguage;
  shopName: string;
  /** Currency number of spec §3 (IDR = 2). */
  currency: number;
  orderNumber: number;
  /** Absolute address of the order; private, because it carries the order's secret. */
  orderUrl: string;
  lines: Array<{ name: string; variationLabel: string; count: number; lineTotal: number }>;
  subtotal: number;
  discount: number;
  /** The part of `discount` bundle deals gave (absent: none). */
  bundleDiscount?: number;
  couponCode: string;
  shippingFee: number;
  shippingLabel: string;
  /** A pickup order's address and hours; empty when the order is sent. */
  pickupNote: string;
  total: number;
  amountDueNow: number;
  downPayment: boolean;
  paymentMethod: PaymentMethodName;
  bankAccounts: Array<{ bank: string; accountNumber: string; accountHolder: string }>;
  bankTransferInstructions: string;
  confirmPaymentUrl: string;
  expiresAt: Date;
  /** The shop's time zone, hours from UTC: the deadline is written in it. */
  timezoneOffset: number;
}

export interface OrderShippedEmailData {
  language: EmailLanguage;
  shopName: string;
  orderNumber: number;
  orderUrl: string;
  courier: string;
  trackingNumber: string;
  confirmReceivedUrl: string;
}

export interface OrderCancelledEmailData {
  language: EmailLanguage;
  shopName: string;
  orderNumber: number;
  orderUrl: string;
  reason: string;
  /** True when the order lapsed unpaid rather than being cancelled by someone. */
  expired: boolean;
}

type Rows = Array<{ label: string; value: string; strong?: boolean }>;

function lineLabel(line: { name: string; variationLabel: string; count: number }): string {
  return `${line.name}${line.variationLabel.trim() ? ` (${line.variationLabel.trim()})` : ''} × ${line.count}`;
}

function lineRows(lines: OrderEmailData['lines'], money: (amount: number) => string): Block[] {
  return lines.length ? [{ kind: 'rows', rows: lines.map((line) => ({ label: lineLabel(line), value: money(line.lineTotal) })) }] : [];
}

const TOTALS = {
  id: {
    subtotal: 'Subtotal',
    discount: (code: string) => (code ? `Diskon (kupon ${code})` : 'Diskon'),
    bundles: 'Hemat paket',
    shipping: (label: string) => (label ? `Ongkos kirim (${label})` : 'Ongkos kirim'),
    pickupAt: 'Ambil di',
    total: 'Total',
    dueNow: 'Uang muka yang dibayar sekarang',
    balanceLater: 'Sisa yang dibayar kemudian',
    account: (bank: string, number: string, holder: string) => `${bank} ${number} a.n. ${holder}`,
  },
  en: {
    subtotal: 'Subtotal',
    discount: (code: string) => (code ? `Discount (coupon ${code})` : 'Discount'),
    bundles: 'Bundle saving',
    shipping: (label: string) => (label ? `Shipping (${label})` : 'Shipping'),
    pickupAt: 'Collect at',
    total: 'Total',
    dueNow: 'Down payment due now',
    balanceLater: 'Balance to pay later',
    account: (bank: string, number: string, holder: string) => `${bank} ${number} (account holder: ${holder})`,
  },
} as const;

function orderValues(data: OrderEmailData) {
  const language = lang(data.language);
  const t = TOTALS[language];
  const money = moneyFormatter(data.currency, language);
  const totals: Rows = [{ label: t.subtotal, value: money(data.subtotal) }];
  const bundleDiscount = data.bundleDiscount ?? 0;
  if (bundleDiscount > 0) totals.push({ label: t.bundles, value: money(-bundleDiscount) });
  if (data.discount - bundleDiscount > 0) totals.push({ label: t.discount(data.couponCode.trim()), value: money(-(data.discount - bundleDiscount)) });
  totals.push({ label: t.shipping(data.shippingLabel.trim()), value: money(data.shippingFee) });
  if (data.pickupNote.trim()) totals.push({ label: t.pickupAt, value: data.pickupNote.trim() });
  totals.push({ label: t.total, value: money(data.total), strong: true });
  if (data.downPayment) {
    totals.push({ label: t.dueNow, value: money(data.amountDueNow), strong: true });
    totals.push({ label: t.balanceLater, value: money(Math.max(data.total - data.amountDueNow, 0)) });
  }
  return {
    'order.number': String(data.orderNumber),
    'order.total': money(data.total),
    'order.lines': lineRows(data.lines, money),
    'order.totals': [{ kind: 'rows', rows: totals }] satisfies Block[],
    'payment.dueNow': money(data.amountDueNow),
    'payment.deadline': deadline(data.expiresAt, language, data.timezoneOffset),
    'payment.instructions': data.bankTransferInstructions.replace(/\r\n?/g, '\n').trim(),
    'bank.accounts': data.bankAccounts.length
      ? [{ kind: 'list', items: data.bankAccounts.map((a) => t.account(a.bank, a.accountNumber, a.accountHolder)) }] satisfies Block[]
      : [],
    'links.order': safeEmailUrl(data.orderUrl),
    'links.confirmPayment': safeEmailUrl(data.confirmPaymentUrl),
  };
}

const ORDER_PLACEHOLDERS = [text('order.number'), text('order.total'), block('order.lines'), block('order.totals'), link('links.order')];

/** A believable order for previews and test sends. */
export function sampleOrder(language: EmailLanguage, origin: string, overrides: Partial<OrderEmailData> = {}): OrderEmailData {
  return {
    language,
    shopName: 'Lumbung Nusantara',
    currency: 2,
    orderNumber: 1024,
    orderUrl: `${origin}/o/sample/preview`,
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
    bankTransferInstructions: language === 'id' ? 'Tulis nomor pesanan di berita transfer.' : 'Write the order number in the transfer note.',
    confirmPaymentUrl: `${origin}/o/sample/preview?next=confirm-payment`,
    expiresAt: new Date(Date.now() + 24 * 3_600_000),
    timezoneOffset: zoneOffsetHours('Asia/Jakarta'),
    ...overrides,
  };
}

const PLACED = {
  id: {
    subject: 'Pesanan #{{order.number}} di {{shop.name}} telah kami terima',
    head: [
      { h1: 'Terima kasih! Pesanan #{{order.number}} telah kami terima' },
      'Terima kasih telah berbelanja di {{shop.name}}. Berikut ringkasan pesanan Anda.',
      { h2: 'Barang' }, { slot: 'order.lines' }, { slot: 'order.totals' },
      { h2: 'Cara membayar' },
    ],
    transfer: [
      'Transfer tepat {{payment.dueNow}} ke salah satu rekening berikut paling lambat {{payment.deadline}}:',
      { slot: 'bank.accounts' },
      '{{payment.instructions}}',
      'Setelah mentransfer, kirim bukti pembayaran agar pesanan dapat segera kami proses.',
      { button: 'Konfirmasi pembayaran', url: 'links.confirmPayment' },
    ],
    online: ['Bayar {{payment.dueNow}} paling lambat {{payment.deadline}}, atau pesanan akan dibatalkan otomatis.', { button: 'Bayar sekarang', url: 'links.order' }],
    paid: ['Tidak ada yang perlu dibayar sekarang.'],
  },
  en: {
    subject: 'We received your order #{{order.number}} at {{shop.name}}',
    head: [
      { h1: 'Thank you! We received order #{{order.number}}' },
      'Thank you for shopping at {{shop.name}}. Here is a summary of your order.',
      { h2: 'Items' }, { slot: 'order.lines' }, { slot: 'order.totals' },
      { h2: 'How to pay' },
    ],
    transfer: [
      'Transfer exactly {{payment.dueNow}} to one of these accounts by {{payment.deadline}}:',
      { slot: 'bank.accounts' },
      '{{payment.instructions}}',
      'After the transfer, send us your proof of payment so we can process your order right away.',
      { button: 'Confirm your payment', url: 'links.confirmPayment' },
    ],
    online: ['Pay {{payment.dueNow}} by {{payment.deadline}}, or the order will be cancelled automatically.', { button: 'Pay now', url: 'links.order' }],
    paid: ['Nothing is due now.'],
  },
} as const;

function placedContent(language: EmailLanguage, payment: 'transfer' | 'online' | 'paid'): EmailContent {
  const t = PLACED[language];
  return {
    subject: t.subject,
    document: emailDocument([...t.head, ...t[payment], { link: VIEW_ORDER[language], url: 'links.order' }, { note: PRIVATE_LINK[language] }]),
  };
}

/** Order placed, to be paid by bank transfer: the accounts, the deadline and the proof link. */
export const ORDER_PLACED_BANK_TRANSFER_EMAIL = defineEmail<OrderEmailData>({
  key: 'order-placed-bank-transfer',
  audience: 'customer',
  placeholders: [...ORDER_PLACEHOLDERS, text('payment.dueNow'), text('payment.deadline'), block('bank.accounts'), text('payment.instructions'), link('links.confirmPayment')],
  defaults: { id: placedContent('id', 'transfer'), en: placedContent('en', 'transfer') },
  values: orderValues,
  sample: (language, origin) => sampleOrder(language, origin),
});

/** Order placed, to be paid by card or digital wallet: a pay-now button. */
export const ORDER_PLACED_ONLINE_EMAIL = defineEmail<OrderEmailData>({
  key: 'order-placed-online',
  audience: 'customer',
  placeholders: [...ORDER_PLACEHOLDERS, text('payment.dueNow'), text('payment.deadline')],
  defaults: { id: placedContent('id', 'online'), en: placedContent('en', 'online') },
  values: orderValues,
  sample: (language, origin) => sampleOrder(language, origin, { paymentMethod: 'card' }),
});

/** Order placed with nothing to pay now. */
export const ORDER_PLACED_NOTHING_DUE_EMAIL = defineEmail<OrderEmailData>({
  key: 'order-placed-nothing-due',
  audience: 'customer',
  placeholders: ORDER_PLACEHOLDERS,
  defaults: { id: placedContent('id', 'paid'), en: placedContent('en', 'paid') },
  values: orderValues,
  sample: (language, origin) => sampleOrder(language, origin, { amountDueNow: 0 }),
});

/** Which order-placed e-mail the order gets: by what is due now and how it is paid. */
export function orderPlacedDefinition(data: OrderEmailData): EmailDefinition<OrderEmailData> {
  if (data.amountDueNow <= 0) return ORDER_PLACED_NOTHING_DUE_EMAIL;
  return data.paymentMethod === 'bank_transfer' ? ORDER_PLACED_BANK_TRANSFER_EMAIL : ORDER_PLACED_ONLINE_EMAIL;
}

/** Sent when an order is placed: what was bought, what it costs and how to pay for it. */
export function orderPlacedEmail(data: OrderEmailData, content?: EmailContent | null): RenderedEmail {
  return renderEmail(orderPlacedDefinition(data), data, content);
}

// ---------------------------------------------------------------------------------------------

export const ORDER_SHIPPED_EMAIL = defineEmail<OrderShippedEmailData>({
  key: 'order-shipped',
  audience: 'customer',
  placeholders: [text('order.number'), text('shipment.courier'), text('shipment.trackingNumber'), link('links.confirmReceived'), link('links.order'), link('links.tracking')],
  defaults: {
    id: {
      subject: 'Pesanan #{{order.number}} sedang dalam perjalanan',
      document: emailDocument([
        { h1: 'Pesanan Anda sudah dikirim' },
        'Kabar baik! Pesanan #{{order.number}} sudah kami serahkan ke kurir.',
        'Kurir: {{shipment.courier}}',
        'Nomor resi: {{shipment.trackingNumber}}',
        { link: 'Lacak perjalanan paket', url: 'links.tracking' },
        'Setelah paket sampai, mohon konfirmasi bahwa pesanan sudah diterima.',
        { button: 'Pesanan sudah diterima', url: 'links.confirmReceived' },
        { link: VIEW_ORDER.id, url: 'links.order' },
        { note: PRIVATE_LINK.id },
      ]),
    },
    en: {
      subject: 'Order #{{order.number}} is on its way',
      document: emailDocument([
        { h1: 'Your order has shipped' },
        'Good news! Order #{{order.number}} has been handed to the courier.',
        'Courier: {{shipment.courier}}',
        'Tracking number: {{shipment.trackingNumber}}',
        { link: 'Follow the parcel', url: 'links.tracking' },
        'Once the parcel arrives, please confirm that you received it.',
        { button: 'I received my order', url: 'links.confirmReceived' },
        { link: VIEW_ORDER.en, url: 'links.order' },
        { note: PRIVATE_LINK.en },
      ]),
    },
  },
  values: (data) => ({
    'order.number': String(data.orderNumber),
    'shipment.courier': oneLine(data.courier) || '-',
    'shipment.trackingNumber': oneLine(data.trackingNumber),
    'links.confirmReceived': safeEmailUrl(data.confirmReceivedUrl),
    'links.order': safeEmailUrl(data.orderUrl),
    // The order page's journey of the parcel (docs/decisions/0062).
    'links.tracking': safeEmailUrl(`${data.orderUrl}#tracking`),
  }),
  sample: (language, origin) => ({
    language, shopName: 'Lumbung Nusantara', orderNumber: 1024, orderUrl: `${origin}/o/sample/preview`, courier: 'JNE', trackingNumber: 'JN0012345678', confirmReceivedUrl: `${origin}/o/sample/preview?next=confirm-received`,
  }),
});

export function orderShippedEmail(data: OrderShippedEmailData, content?: EmailContent | null): RenderedEmail {
  return renderEmail(ORDER_SHIPPED_EMAIL, data, content);
}

const closedValues = (data: OrderCancelledEmailData) => ({
  'order.number': String(data.orderNumber),
  'cancel.reason': data.reason.replace(/\r\n?/g, '\n').trim(),
  'links.order': safeEmailUrl(data.orderUrl),
});

const closedSample = (expired: boolean) => (language: EmailLanguage, origin: string): OrderCancelledEmailData => ({
  language, shopName: 'Lumbung Nusantara', orderNumber: 1024, orderUrl: `${origin}/o/sample/preview`, reason: expired ? '' : (language === 'id' ? 'Stok habis' : 'Out of stock'), expired,
});

export const ORDER_CANCELLED_EMAIL = defineEmail<OrderCancelledEmailData>({
  key: 'order-cancelled',
  audience: 'customer',
  placeholders: [text('order.number'), text('cancel.reason'), link('links.order')],
  defaults: {
    id: {
      subject: 'Pesanan #{{order.number}} dibatalkan',
      document: emailDocument([
        { h1: 'Pesanan dibatalkan' }, 'Pesanan #{{order.number}} telah dibatalkan.', 'Alasan: {{cancel.reason}}',
        'Jika Anda sudah membayar, silakan hubungi kami agar dana Anda dapat dikembalikan.',
        { link: VIEW_ORDER.id, url: 'links.order' }, { note: PRIVATE_LINK.id },
      ]),
    },
    en: {
      subject: 'Order #{{order.number}} was cancelled',
      document: emailDocument([
        { h1: 'Order cancelled' }, 'Order #{{order.number}} has been cancelled.', 'Reason: {{cancel.reason}}',
        'If you have already paid, please contact us so we can refund you.',
        { link: VIEW_ORDER.en, url: 'links.order' }, { note: PRIVATE_LINK.en },
      ]),
    },
  },
  values: closedValues,
  sample: closedSample(false),
});

export const ORDER_EXPIRED_EMAIL = defineEmail<OrderCancelledEmailData>({
  key: 'order-expired',
  audience: 'customer',
  placeholders: [text('order.number'), link('links.order')],
  defaults: {
    id: {
      subject: 'Pesanan #{{order.number}} kedaluwarsa',
      document: emailDocument([
        { h1: 'Pesanan kedaluwarsa' }, 'Pesanan #{{order.number}} dibatalkan otomatis karena pembayarannya tidak kami terima sebelum batas waktu.',
        'Jika Anda sudah membayar, silakan hubungi kami agar dana Anda dapat dikembalikan.',
        { link: VIEW_ORDER.id, url: 'links.order' }, { note: PRIVATE_LINK.id },
      ]),
    },
    en: {
      subject: 'Order #{{order.number}} has expired',
      document: emailDocument([
        { h1: 'Order expired' }, 'Order #{{order.number}} was cancelled automatically because we did not receive its payment in time.',
        'If you have already paid, please contact us so we can refund you.',
        { link: VIEW_ORDER.en, url: 'links.order' }, { note: PRIVATE_LINK.en },
      ]),
    },
  },
  values: closedValues,
  sample: closedSample(true),
});

export function orderCancelledDefinition(data: OrderCancelledEmailData): EmailDefinition<OrderCancelledEmailData> {
  return data.expired ? ORDER_EXPIRED_EMAIL : ORDER_CANCELLED_EMAIL;
}

export function orderCancelledEmail(data: OrderCancelledEmailData, content?: EmailContent | null): RenderedEmail {
  return renderEmail(orderCancelledDefinition(data), data, content);
}

// ---------------------------------------------------------------------------------------------
// To the shop owner, at the shop's contact address, in the shop's language.

export interface NewOrderOwnerEmailData {
  language: EmailLanguage;
  shopName: string;
  currency: number;
  orderNumber: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  paymentMethod: PaymentMethodName;
  lines: Array<{ name: string; variationLabel: string; count: number; lineTotal: number }>;
  shippingFee: number;
  shippingLabel: string;
  discount: number;
  total: number;
  /** What the first payment must cover, when it is a down payment rather than the total. */
  firstPayment: number;
  /** The order in the shop's admin area; holds no secret. */
  adminOrderUrl: string;
}

export const PAYMENT_METHOD_LABEL: Readonly<Record<EmailLanguage, Readonly<Record<NewOrderOwnerEmailData['paymentMethod'], string>>>> = {
  id: { bank_transfer: 'Transfer bank', card: 'Kartu kredit atau debit', wallet: 'Dompet digital', virtual_account: 'Virtual account', qris: 'QRIS' },
  en: { bank_transfer: 'Bank transfer', card: 'Credit or debit card', wallet: 'Digital wallet', virtual_account: 'Virtual account', qris: 'QRIS' },
};

const OWNER_LABELS = {
  id: {
    customer: 'Pelanggan', email: 'E-mail', phone: 'Telepon', method: 'Metode pembayaran', discount: 'Diskon',
    shipping: (label: string) => (label ? `Ongkos kirim (${label})` : 'Ongkos kirim'), total: 'Total', firstPayment: 'Uang muka yang ditagih sekarang',
  },
  en: {
    customer: 'Customer', email: 'E-mail', phone: 'Phone', method: 'Payment method', discount: 'Discount',
    shipping: (label: string) => (label ? `Shipping (${label})` : 'Shipping'), total: 'Total', firstPayment: 'Down payment due now',
  },
} as const;

/** Tells the owner a new order came in: who, what, how much, how it will be paid. */
export const OWNER_NEW_ORDER_EMAIL = defineEmail<NewOrderOwnerEmailData>({
  key: 'owner-new-order',
  audience: 'staff',
  placeholders: [text('order.number'), text('order.total'), text('customer.name'), block('customer.details'), block('order.lines'), block('order.totals'), link('links.adminOrder')],
  defaults: {
    id: {
      subject: 'Pesanan baru #{{order.number}} senilai {{order.total}}',
      document: emailDocument([
        { h1: 'Pesanan baru #{{order.number}}' }, '{{customer.name}} baru saja memesan senilai {{order.total}}.',
        { slot: 'customer.details' }, { h2: 'Barang' }, { slot: 'order.lines' }, { slot: 'order.totals' },
        'Pesanan menunggu pembayaran dari pelanggan; Anda akan menerima e-mail lagi bila bukti transfer dikirim.',
        { button: 'Buka pesanan', url: 'links.adminOrder' },
      ]),
    },
    en: {
      subject: 'New order #{{order.number}} for {{order.total}}',
      document: emailDocument([
        { h1: 'New order #{{order.number}}' }, '{{customer.name}} has just placed an order for {{order.total}}.',
        { slot: 'customer.details' }, { h2: 'Items' }, { slot: 'order.lines' }, { slot: 'order.totals' },
        'The order waits for the customer’s payment; you will get another e-mail when a proof of transfer arrives.',
        { button: 'Open the order', url: 'links.adminOrder' },
      ]),
    },
  },
  values: (data) => {
    const language = lang(data.language);
    const t = OWNER_LABELS[language];
    const money = moneyFormatter(data.currency, language);
    const customer = oneLine(data.customerName) || oneLine(data.customerEmail);
    const totals: Rows = [];
    if (data.discount > 0) totals.push({ label: t.discount, value: money(-data.discount) });
    totals.push({ label: t.shipping(data.shippingLabel.trim()), value: money(data.shippingFee) });
    totals.push({ label: t.total, value: money(data.total), strong: true });
    if (data.firstPayment > 0 && data.firstPayment < data.total) totals.push({ label: t.firstPayment, value: money(data.firstPayment) });
    const details: Rows = [
      { label: t.customer, value: customer },
      { label: t.email, value: oneLine(data.customerEmail) },
      ...(data.customerPhone.trim() ? [{ label: t.phone, value: oneLine(data.customerPhone) }] : []),
      { label: t.method, value: PAYMENT_METHOD_LABEL[language][data.paymentMethod] },
    ];
    return {
      'order.number': String(data.orderNumber),
      'order.total': money(data.total),
      'customer.name': customer,
      'customer.details': [{ kind: 'rows', rows: details }] satisfies Block[],
      'order.lines': lineRows(data.lines, money),
      'order.totals': [{ kind: 'rows', rows: totals }] satisfies Block[],
      'links.adminOrder': safeEmailUrl(data.adminOrderUrl),
    };
  },
  sample: (language, origin) => ({
    language, shopName: 'Lumbung Nusantara', currency: 2, orderNumber: 1024, customerName: 'Sari Wulandari', customerEmail: 'sari@example.com', customerPhone: '081234567890',
    paymentMethod: 'bank_transfer', lines: sampleOrder(language, origin).lines, shippingFee: 20_000, shippingLabel: 'JNE REG', discount: 18_500, total: 186_500, firstPayment: 186_500,
    adminOrderUrl: `${origin}/admin/orders/sample`,
  }),
});

export function newOrderOwnerEmail(data: NewOrderOwnerEmailData, content?: EmailContent | null): RenderedEmail {
  return renderEmail(OWNER_NEW_ORDER_EMAIL, data, content);
}

/** Every e-mail of this module, for the owner's list. */
export const ORDER_EMAILS = [ORDER_PLACED_BANK_TRANSFER_EMAIL, ORDER_PLACED_ONLINE_EMAIL, ORDER_PLACED_NOTHING_DUE_EMAIL, ORDER_SHIPPED_EMAIL, ORDER_CANCELLED_EMAIL, ORDER_EXPIRED_EMAIL, OWNER_NEW_ORDER_EMAIL] as const;
