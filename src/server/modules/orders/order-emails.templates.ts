import { deadline, lang, moneyFormatter, oneLine, PRIVATE_LINK, render, safeEmailUrl, VIEW_ORDER, type Block, type EmailLanguage, type RenderedEmail } from '../mail';

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
  couponCode: string;
  shippingFee: number;
  shippingLabel: string;
  total: number;
  amountDueNow: number;
  downPayment: boolean;
  paymentMethod: 'bank_transfer' | 'card' | 'wallet';
  bankAccounts: Array<{ bank: string; accountNumber: string; accountHolder: string }>;
  bankTransferInstructions: string;
  confirmPaymentUrl: string;
  expiresAt: Date;
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

// ---------------------------------------------------------------------------------------------

const ORDER_PLACED = {
  id: {
    subject: (n: number, shop: string) => `Pesanan #${n} di ${shop} telah kami terima`,
    title: (n: number) => `Terima kasih! Pesanan #${n} telah kami terima`,
    intro: (shop: string) => `Terima kasih telah berbelanja di ${shop}. Berikut ringkasan pesanan Anda.`,
    items: 'Barang',
    subtotal: 'Subtotal',
    discount: (code: string) => (code ? `Diskon (kupon ${code})` : 'Diskon'),
    shipping: (label: string) => (label ? `Ongkos kirim (${label})` : 'Ongkos kirim'),
    total: 'Total',
    dueNow: 'Uang muka yang dibayar sekarang',
    balanceLater: 'Sisa yang dibayar kemudian',
    howToPay: 'Cara membayar',
    transfer: (amount: string, when: string) => `Transfer tepat ${amount} ke salah satu rekening berikut paling lambat ${when}:`,
    account: (bank: string, number: string, holder: string) => `${bank} ${number} a.n. ${holder}`,
    confirmIntro: 'Setelah mentransfer, kirim bukti pembayaran agar pesanan dapat segera kami proses.',
    confirm: 'Konfirmasi pembayaran',
    payOnline: (amount: string, when: string) => `Bayar ${amount} paling lambat ${when}, atau pesanan akan dibatalkan otomatis.`,
    payNow: 'Bayar sekarang',
    nothingDue: 'Tidak ada yang perlu dibayar sekarang.',
  },
  en: {
    subject: (n: number, shop: string) => `We received your order #${n} at ${shop}`,
    title: (n: number) => `Thank you! We received order #${n}`,
    intro: (shop: string) => `Thank you for shopping at ${shop}. Here is a summary of your order.`,
    items: 'Items',
    subtotal: 'Subtotal',
    discount: (code: string) => (code ? `Discount (coupon ${code})` : 'Discount'),
    shipping: (label: string) => (label ? `Shipping (${label})` : 'Shipping'),
    total: 'Total',
    dueNow: 'Down payment due now',
    balanceLater: 'Balance to pay later',
    howToPay: 'How to pay',
    transfer: (amount: string, when: string) => `Transfer exactly ${amount} to one of these accounts by ${when}:`,
    account: (bank: string, number: string, holder: string) => `${bank} ${number} (account holder: ${holder})`,
    confirmIntro: 'After the transfer, send us your proof of payment so we can process your order right away.',
    confirm: 'Confirm your payment',
    payOnline: (amount: string, when: string) => `Pay ${amount} by ${when}, or the order will be cancelled automatically.`,
    payNow: 'Pay now',
    nothingDue: 'Nothing is due now.',
  },
} as const;

/** Sent when an order is placed: what was bought, what it costs and how to pay for it. */
export function orderPlacedEmail(data: OrderEmailData): RenderedEmail {
  const language = lang(data.language);
  const t = ORDER_PLACED[language];
  const money = moneyFormatter(data.currency, language);
  const shop = oneLine(data.shopName);
  const orderUrl = safeEmailUrl(data.orderUrl);

  const totals: Array<{ label: string; value: string; strong?: boolean }> = [{ label: t.subtotal, value: money(data.subtotal) }];
  if (data.discount > 0) totals.push({ label: t.discount(data.couponCode.trim()), value: money(-data.discount) });
  totals.push({ label: t.shipping(data.shippingLabel.trim()), value: money(data.shippingFee) });
  totals.push({ label: t.total, value: money(data.total), strong: true });
  if (data.downPayment) {
    totals.push({ label: t.dueNow, value: money(data.amountDueNow), strong: true });
    totals.push({ label: t.balanceLater, value: money(Math.max(data.total - data.amountDueNow, 0)) });
  }

  const blocks: Block[] = [
    { kind: 'paragraph', text: t.intro(shop) },
    { kind: 'heading', text: t.items },
    {
      kind: 'rows',
      rows: data.lines.map((line) => ({
        label: `${line.name}${line.variationLabel.trim() ? ` (${line.variationLabel.trim()})` : ''} × ${line.count}`,
        value: money(line.lineTotal),
      })),
    },
    { kind: 'rows', rows: totals },
    { kind: 'heading', text: t.howToPay },
  ];

  const due = money(data.amountDueNow);
  const when = deadline(data.expiresAt, language);
  if (data.amountDueNow <= 0) {
    blocks.push({ kind: 'paragraph', text: t.nothingDue });
  } else if (data.paymentMethod === 'bank_transfer') {
    blocks.push({ kind: 'paragraph', text: t.transfer(due, when) });
    blocks.push({ kind: 'list', items: data.bankAccounts.map((a) => t.account(a.bank, a.accountNumber, a.accountHolder)) });
    if (data.bankTransferInstructions.trim()) blocks.push({ kind: 'paragraph', text: data.bankTransferInstructions });
    blocks.push({ kind: 'paragraph', text: t.confirmIntro });
    blocks.push({ kind: 'button', label: t.confirm, url: safeEmailUrl(data.confirmPaymentUrl) });
  } else {
    blocks.push({ kind: 'paragraph', text: t.payOnline(due, when) });
    blocks.push({ kind: 'button', label: t.payNow, url: orderUrl });
  }
  blocks.push({ kind: 'link', label: VIEW_ORDER[language], url: orderUrl });
  blocks.push({ kind: 'note', text: PRIVATE_LINK[language] });

  return render(language, shop, t.subject(data.orderNumber, shop), t.title(data.orderNumber), blocks);
}

const ORDER_SHIPPED = {
  id: {
    subject: (n: number) => `Pesanan #${n} sedang dalam perjalanan`,
    title: 'Pesanan Anda sudah dikirim',
    intro: (n: number) => `Kabar baik! Pesanan #${n} sudah kami serahkan ke kurir.`,
    courier: 'Kurir',
    tracking: 'Nomor resi',
    confirmIntro: 'Setelah paket sampai, mohon konfirmasi bahwa pesanan sudah diterima.',
    confirm: 'Pesanan sudah diterima',
  },
  en: {
    subject: (n: number) => `Order #${n} is on its way`,
    title: 'Your order has shipped',
    intro: (n: number) => `Good news! Order #${n} has been handed to the courier.`,
    courier: 'Courier',
    tracking: 'Tracking number',
    confirmIntro: 'Once the parcel arrives, please confirm that you received it.',
    confirm: 'I received my order',
  },
} as const;

export function orderShippedEmail(data: OrderShippedEmailData): RenderedEmail {
  const language = lang(data.language);
  const t = ORDER_SHIPPED[language];
  const rows: Array<{ label: string; value: string }> = [{ label: t.courier, value: data.courier.trim() || '-' }];
  if (data.trackingNumber.trim()) rows.push({ label: t.tracking, value: data.trackingNumber.trim() });
  const blocks: Block[] = [
    { kind: 'paragraph', text: t.intro(data.orderNumber) },
    { kind: 'rows', rows },
    { kind: 'paragraph', text: t.confirmIntro },
    { kind: 'button', label: t.confirm, url: safeEmailUrl(data.confirmReceivedUrl) },
    { kind: 'link', label: VIEW_ORDER[language], url: safeEmailUrl(data.orderUrl) },
    { kind: 'note', text: PRIVATE_LINK[language] },
  ];
  return render(language, data.shopName, t.subject(data.orderNumber), t.title, blocks);
}

const ORDER_CANCELLED = {
  id: {
    subject: (n: number, expired: boolean) => (expired ? `Pesanan #${n} kedaluwarsa` : `Pesanan #${n} dibatalkan`),
    title: (expired: boolean) => (expired ? 'Pesanan kedaluwarsa' : 'Pesanan dibatalkan'),
    expired: (n: number) => `Pesanan #${n} dibatalkan otomatis karena pembayarannya tidak kami terima sebelum batas waktu.`,
    cancelled: (n: number) => `Pesanan #${n} telah dibatalkan.`,
    reason: (reason: string) => `Alasan: ${reason}`,
    refund: 'Jika Anda sudah membayar, silakan hubungi kami agar dana Anda dapat dikembalikan.',
  },
  en: {
    subject: (n: number, expired: boolean) => (expired ? `Order #${n} has expired` : `Order #${n} was cancelled`),
    title: (expired: boolean) => (expired ? 'Order expired' : 'Order cancelled'),
    expired: (n: number) => `Order #${n} was cancelled automatically because we did not receive its payment in time.`,
    cancelled: (n: number) => `Order #${n} has been cancelled.`,
    reason: (reason: string) => `Reason: ${reason}`,
    refund: 'If you have already paid, please contact us so we can refund you.',
  },
} as const;

export function orderCancelledEmail(data: OrderCancelledEmailData): RenderedEmail {
  const language = lang(data.language);
  const t = ORDER_CANCELLED[language];
  const blocks: Block[] = [{ kind: 'paragraph', text: data.expired ? t.expired(data.orderNumber) : t.cancelled(data.orderNumber) }];
  if (data.reason.trim()) blocks.push({ kind: 'paragraph', text: t.reason(data.reason.trim()) });
  blocks.push({ kind: 'paragraph', text: t.refund });
  blocks.push({ kind: 'link', label: VIEW_ORDER[language], url: safeEmailUrl(data.orderUrl) });
  blocks.push({ kind: 'note', text: PRIVATE_LINK[language] });
  return render(language, data.shopName, t.subject(data.orderNumber, data.expired), t.title(data.expired), blocks);
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
  paymentMethod: 'bank_transfer' | 'card' | 'wallet';
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
  id: { bank_transfer: 'Transfer bank', card: 'Kartu kredit atau debit', wallet: 'Dompet digital' },
  en: { bank_transfer: 'Bank transfer', card: 'Credit or debit card', wallet: 'Digital wallet' },
};

const NEW_ORDER_OWNER = {
  id: {
    subject: (n: number, total: string) => `Pesanan baru #${n} senilai ${total}`,
    title: (n: number) => `Pesanan baru #${n}`,
    intro: (name: string, total: string) => `${name} baru saja memesan senilai ${total}.`,
    customer: 'Pelanggan',
    email: 'E-mail',
    phone: 'Telepon',
    method: 'Metode pembayaran',
    items: 'Barang',
    discount: 'Diskon',
    shipping: (label: string) => (label ? `Ongkos kirim (${label})` : 'Ongkos kirim'),
    total: 'Total',
    firstPayment: 'Uang muka yang ditagih sekarang',
    waiting: 'Pesanan menunggu pembayaran dari pelanggan; Anda akan menerima e-mail lagi bila bukti transfer dikirim.',
    open: 'Buka pesanan',
  },
  en: {
    subject: (n: number, total: string) => `New order #${n} for ${total}`,
    title: (n: number) => `New order #${n}`,
    intro: (name: string, total: string) => `${name} has just placed an order for ${total}.`,
    customer: 'Customer',
    email: 'E-mail',
    phone: 'Phone',
    method: 'Payment method',
    items: 'Items',
    discount: 'Discount',
    shipping: (label: string) => (label ? `Shipping (${label})` : 'Shipping'),
    total: 'Total',
    firstPayment: 'Down payment due now',
    waiting: 'The order waits for the customer’s payment; you will get another e-mail when a proof of transfer arrives.',
    open: 'Open the order',
  },
} as const;

/** Tells the owner a new order came in: who, what, how much, how it will be paid. */
export function newOrderOwnerEmail(data: NewOrderOwnerEmailData): RenderedEmail {
  const language = lang(data.language);
  const t = NEW_ORDER_OWNER[language];
  const money = moneyFormatter(data.currency, language);
  const total = money(data.total);
  const customer = oneLine(data.customerName) || oneLine(data.customerEmail);

  const totals: Array<{ label: string; value: string; strong?: boolean }> = [];
  if (data.discount > 0) totals.push({ label: t.discount, value: money(-data.discount) });
  totals.push({ label: t.shipping(data.shippingLabel.trim()), value: money(data.shippingFee) });
  totals.push({ label: t.total, value: total, strong: true });
  if (data.firstPayment > 0 && data.firstPayment < data.total) totals.push({ label: t.firstPayment, value: money(data.firstPayment) });

  const blocks: Block[] = [
    { kind: 'paragraph', text: t.intro(customer, total) },
    {
      kind: 'rows',
      rows: [
        { label: t.customer, value: customer },
        { label: t.email, value: oneLine(data.customerEmail) },
        ...(data.customerPhone.trim() ? [{ label: t.phone, value: oneLine(data.customerPhone) }] : []),
        { label: t.method, value: PAYMENT_METHOD_LABEL[language][data.paymentMethod] },
      ],
    },
    { kind: 'heading', text: t.items },
    {
      kind: 'rows',
      rows: data.lines.map((line) => ({
        label: `${line.name}${line.variationLabel.trim() ? ` (${line.variationLabel.trim()})` : ''} × ${line.count}`,
        value: money(line.lineTotal),
      })),
    },
    { kind: 'rows', rows: totals },
    { kind: 'paragraph', text: t.waiting },
    { kind: 'button', label: t.open, url: safeEmailUrl(data.adminOrderUrl) },
  ];
  return render(language, data.shopName, t.subject(data.orderNumber, total), t.title(data.orderNumber), blocks);
}
