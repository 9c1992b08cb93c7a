import { currencyByNumber, formatMoney, type CurrencyCode } from '../../../domain/money/currency';
import { formatTime } from '../../../domain/format/time';
import type { Language } from '../../../domain/i18n/language';
import { escapeHtml } from '../../../domain/rich-text/escape';
import type { EmailMessage } from '../outbox/outbox.service';

/** What a template produces; the caller adds the recipient. */
export type RenderedEmail = Omit<EmailMessage, 'to'>;

export type EmailLanguage = Language;

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

export interface CheckoutRecoveryEmailData {
  language: EmailLanguage;
  shopName: string;
  currency: number;
  recoverUrl: string;
  lines: Array<{ name: string; count: number }>;
}

/**
 * Deadlines are shown in Western Indonesian Time: shops have no time zone setting yet, and
 * a deadline in UTC would read seven hours early to most buyers.
 */
const MAIL_TIMEZONE_OFFSET_HOURS = 7;

// ---------------------------------------------------------------------------------------------
// Building blocks: every e-mail is a list of blocks rendered twice, as HTML and as plain text,
// so the two versions cannot drift apart.

type Block =
  | { kind: 'paragraph'; text: string; strong?: boolean }
  | { kind: 'button'; label: string; url: string | null }
  | { kind: 'link'; label: string; url: string | null }
  | { kind: 'rows'; rows: Array<{ label: string; value: string; strong?: boolean }> }
  | { kind: 'list'; items: string[] }
  | { kind: 'note'; text: string }
  | { kind: 'heading'; text: string };

/**
 * The address when it is an absolute http(s) URL, else null. Anything else (`javascript:`,
 * `data:`, relative paths that mean nothing in a mail client) is left out of the e-mail.
 */
export function safeEmailUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.username || parsed.password) return null;
  return parsed.href;
}

/** One line of text for a subject: line breaks would be refused by the outbox, long runs of space look broken. */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Escaped text whose own line breaks (an owner's instructions, a reason) are kept. */
function multilineHtml(text: string): string {
  return escapeHtml(text.replace(/\r\n?/g, '\n').trim()).replace(/\n/g, '<br>');
}

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const INK = '#1f2933';
const MUTED = '#52606d';
const ACCENT = '#0f766e';

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:17px;line-height:1.4;color:${INK}">${escapeHtml(block.text)}</h2>`;
    case 'paragraph':
      return `<p style="margin:0 0 14px;font-size:15px;line-height:1.6;color:${INK}">${block.strong ? `<strong>${multilineHtml(block.text)}</strong>` : multilineHtml(block.text)}</p>`;
    case 'note':
      return `<p style="margin:16px 0 0;font-size:13px;line-height:1.5;color:${MUTED}">${multilineHtml(block.text)}</p>`;
    case 'button':
      if (!block.url) return '';
      return `<p style="margin:20px 0"><a href="${escapeHtml(block.url)}" style="display:inline-block;background:${ACCENT};color:#ffffff;padding:12px 22px;border-radius:6px;font-size:15px;font-weight:600;text-decoration:none">${escapeHtml(block.label)}</a></p>`;
    case 'link':
      if (!block.url) return '';
      return `<p style="margin:0 0 14px;font-size:15px;line-height:1.6"><a href="${escapeHtml(block.url)}" style="color:${ACCENT}">${escapeHtml(block.label)}</a></p>`;
    case 'list':
      return `<ul style="margin:0 0 14px;padding-left:20px;font-size:15px;line-height:1.6;color:${INK}">${block.items.map((item) => `<li style="margin:0 0 6px">${multilineHtml(item)}</li>`).join('')}</ul>`;
    case 'rows':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 14px;font-size:15px;color:${INK}">${block.rows
        .map((row) => {
          const weight = row.strong ? 'font-weight:700;' : '';
          return `<tr><td style="padding:6px 12px 6px 0;border-bottom:1px solid #e4e7eb;${weight}">${escapeHtml(row.label)}</td><td align="right" style="padding:6px 0;border-bottom:1px solid #e4e7eb;white-space:nowrap;${weight}">${escapeHtml(row.value)}</td></tr>`;
        })
        .join('')}</table>`;
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `${block.text}\n${'-'.repeat(Math.min(block.text.length, 60))}`;
    case 'paragraph':
    case 'note':
      return block.text.replace(/\r\n?/g, '\n').trim();
    case 'button':
    case 'link':
      return block.url ? `${block.label}: ${block.url}` : '';
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'rows':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
  }
}

const FOOTER: Readonly<Record<EmailLanguage, (shop: string) => string>> = {
  id: (shop) => `E-mail ini dikirim otomatis oleh ${shop}.`,
  en: (shop) => `This e-mail was sent automatically by ${shop}.`,
};

function render(language: EmailLanguage, shopName: string, subject: string, title: string, blocks: Block[]): RenderedEmail {
  const shop = oneLine(shopName);
  const body = blocks.map(blockHtml).join('');
  // Tables and inline styles: the layout most mail clients still render faithfully.
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>`
    + `<body style="margin:0;padding:0;background:#f4f5f7;${FONT}">`
    + '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7"><tr><td align="center" style="padding:24px 12px">'
    + '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">'
    + `<tr><td style="padding:20px 28px;border-bottom:1px solid #e4e7eb;${FONT};font-size:18px;font-weight:700;color:${ACCENT}">${escapeHtml(shop)}</td></tr>`
    + `<tr><td style="padding:24px 28px;${FONT}"><h1 style="margin:0 0 16px;font-size:21px;line-height:1.35;color:${INK}">${escapeHtml(title)}</h1>${body}</td></tr>`
    + `<tr><td style="padding:16px 28px;border-top:1px solid #e4e7eb;${FONT};font-size:12px;color:${MUTED}">${escapeHtml(FOOTER[language](shop))}</td></tr>`
    + '</table></td></tr></table></body></html>';
  const text = [shop, '', title, '', ...blocks.map(blockText).filter((part) => part !== '').flatMap((part) => [part, '']), FOOTER[language](shop), '']
    .join('\n');
  return { subject: oneLine(subject), html, text };
}

function currencyCode(currency: number): CurrencyCode {
  return currencyByNumber(currency)?.code ?? 'IDR';
}

function moneyFormatter(currency: number, language: EmailLanguage): (amount: number) => string {
  const code = currencyCode(currency);
  return (amount) => formatMoney(amount, code, language);
}

function deadline(date: Date, language: EmailLanguage): string {
  const when = formatTime(date, 'dateTime', language, MAIL_TIMEZONE_OFFSET_HOURS);
  return language === 'id' ? `${when} WIB` : `${when} WIB (UTC+7)`;
}

function lang(language: unknown): EmailLanguage {
  return language === 'en' ? 'en' : 'id';
}

const PRIVATE_LINK: Readonly<Record<EmailLanguage, string>> = {
  id: 'Tautan pesanan ini bersifat pribadi: siapa pun yang memilikinya dapat melihat pesanan Anda. Jangan bagikan kepada orang lain.',
  en: 'This order link is private: anyone who has it can see your order. Please do not share it.',
};

const VIEW_ORDER: Readonly<Record<EmailLanguage, string>> = { id: 'Lihat pesanan', en: 'View your order' };

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

const PAYMENT_RECEIVED = {
  id: {
    subject: (n: number) => `Pembayaran pesanan #${n} telah diterima`,
    title: 'Pembayaran diterima',
    received: (amount: string, n: number) => `Kami telah menerima pembayaran sebesar ${amount} untuk pesanan #${n}.`,
    fullyPaid: 'Pesanan Anda sudah lunas dan akan segera kami proses.',
    balance: (amount: string) => `Sisa tagihan yang masih perlu dibayar: ${amount}.`,
    complete: 'Lunasi pembayaran',
  },
  en: {
    subject: (n: number) => `Payment for order #${n} received`,
    title: 'Payment received',
    received: (amount: string, n: number) => `We have received your payment of ${amount} for order #${n}.`,
    fullyPaid: 'Your order is fully paid and we will process it shortly.',
    balance: (amount: string) => `Balance still to pay: ${amount}.`,
    complete: 'Pay the balance',
  },
} as const;

export function paymentReceivedEmail(data: PaymentReceivedEmailData): RenderedEmail {
  const language = lang(data.language);
  const t = PAYMENT_RECEIVED[language];
  const money = moneyFormatter(data.currency, language);
  const blocks: Block[] = [{ kind: 'paragraph', text: t.received(money(data.amount), data.orderNumber) }];
  if (data.fullyPaid || data.balanceDue <= 0) {
    blocks.push({ kind: 'paragraph', text: t.fullyPaid });
  } else {
    blocks.push({ kind: 'paragraph', text: t.balance(money(data.balanceDue)), strong: true });
    blocks.push({ kind: 'button', label: t.complete, url: safeEmailUrl(data.completePaymentUrl) });
  }
  blocks.push({ kind: 'link', label: VIEW_ORDER[language], url: safeEmailUrl(data.orderUrl) });
  blocks.push({ kind: 'note', text: PRIVATE_LINK[language] });
  return render(language, data.shopName, t.subject(data.orderNumber), t.title, blocks);
}

const PAYMENT_REJECTED = {
  id: {
    subject: (n: number) => `Pembayaran pesanan #${n} belum dapat kami verifikasi`,
    title: 'Pembayaran belum dapat diverifikasi',
    intro: (n: number) => `Mohon maaf, bukti pembayaran untuk pesanan #${n} belum dapat kami verifikasi.`,
    reason: (reason: string) => `Alasan: ${reason}`,
    retry: 'Silakan periksa kembali transfer Anda lalu kirim ulang bukti pembayaran.',
    confirm: 'Kirim ulang bukti pembayaran',
  },
  en: {
    subject: (n: number) => `We could not verify the payment for order #${n}`,
    title: 'Payment not verified',
    intro: (n: number) => `Sorry, we could not verify the proof of payment for order #${n}.`,
    reason: (reason: string) => `Reason: ${reason}`,
    retry: 'Please check your transfer and send the proof of payment again.',
    confirm: 'Send proof of payment again',
  },
} as const;

export function paymentRejectedEmail(data: PaymentRejectedEmailData): RenderedEmail {
  const language = lang(data.language);
  const t = PAYMENT_REJECTED[language];
  const blocks: Block[] = [{ kind: 'paragraph', text: t.intro(data.orderNumber) }];
  if (data.reason.trim()) blocks.push({ kind: 'paragraph', text: t.reason(data.reason.trim()) });
  blocks.push({ kind: 'paragraph', text: t.retry });
  blocks.push({ kind: 'button', label: t.confirm, url: safeEmailUrl(data.confirmPaymentUrl) });
  blocks.push({ kind: 'link', label: VIEW_ORDER[language], url: safeEmailUrl(data.orderUrl) });
  blocks.push({ kind: 'note', text: PRIVATE_LINK[language] });
  return render(language, data.shopName, t.subject(data.orderNumber), t.title, blocks);
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

const CHECKOUT_RECOVERY = {
  id: {
    subject: (shop: string) => `Keranjang Anda di ${shop} masih menunggu`,
    title: 'Masih tertarik?',
    intro: 'Anda belum menyelesaikan pesanan. Barang-barang ini masih tersimpan untuk Anda:',
    resume: 'Lanjutkan pembelian',
    note: 'Harga dan stok dapat berubah sampai pesanan dibuat. Abaikan e-mail ini jika Anda tidak lagi berminat.',
  },
  en: {
    subject: (shop: string) => `Your cart at ${shop} is still waiting`,
    title: 'Still interested?',
    intro: 'You have not finished your order yet. These items are still saved for you:',
    resume: 'Continue to checkout',
    note: 'Prices and stock may change until the order is placed. Ignore this e-mail if you are no longer interested.',
  },
} as const;

export function checkoutRecoveryEmail(data: CheckoutRecoveryEmailData): RenderedEmail {
  const language = lang(data.language);
  const t = CHECKOUT_RECOVERY[language];
  const shop = oneLine(data.shopName);
  const blocks: Block[] = [
    { kind: 'paragraph', text: t.intro },
    { kind: 'list', items: data.lines.map((line) => `${line.name} × ${line.count}`) },
    { kind: 'button', label: t.resume, url: safeEmailUrl(data.recoverUrl) },
    { kind: 'note', text: t.note },
  ];
  return render(language, shop, t.subject(shop), t.title, blocks);
}
