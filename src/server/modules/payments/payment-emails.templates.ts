import { lang, moneyFormatter, oneLine, PRIVATE_LINK, render, safeEmailUrl, VIEW_ORDER, type Block, type EmailLanguage, type RenderedEmail } from '../mail';

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

const PROOF_UPLOADED_OWNER = {
  id: {
    subject: (n: number, amount: string) => `Bukti transfer ${amount} untuk pesanan #${n} perlu diverifikasi`,
    title: (n: number) => `Bukti transfer pesanan #${n}`,
    intro: (payer: string, amount: string, n: number) => `${payer} mengirim bukti transfer sebesar ${amount} untuk pesanan #${n}.`,
    amountDue: 'Tagihan',
    amountTransferred: 'Jumlah yang ditransfer (menurut pelanggan)',
    bank: 'Bank pengirim',
    payer: 'Nama pengirim',
    date: 'Tanggal transfer',
    mismatch: 'Jumlah yang ditransfer tidak sama dengan tagihan.',
    verify: 'Bukti ini perlu diverifikasi: periksa mutasi rekening Anda, lalu terima atau tolak pembayarannya. Pesanan baru diproses setelah pembayaran diterima.',
    open: 'Periksa pembayaran',
  },
  en: {
    subject: (n: number, amount: string) => `Proof of a ${amount} transfer for order #${n} needs verifying`,
    title: (n: number) => `Proof of transfer for order #${n}`,
    intro: (payer: string, amount: string, n: number) => `${payer} sent proof of a ${amount} transfer for order #${n}.`,
    amountDue: 'Amount due',
    amountTransferred: 'Amount transferred (as the customer says)',
    bank: 'Sending bank',
    payer: 'Sender’s name',
    date: 'Transfer date',
    mismatch: 'The amount transferred differs from the amount due.',
    verify: 'This proof needs verifying: check your account statement, then accept or reject the payment. The order is processed once the payment is accepted.',
    open: 'Check the payment',
  },
} as const;

/** Tells the owner a proof of transfer waits for them to verify it. */
export function proofUploadedOwnerEmail(data: ProofUploadedOwnerEmailData): RenderedEmail {
  const language = lang(data.language);
  const t = PROOF_UPLOADED_OWNER[language];
  const money = moneyFormatter(data.currency, language);
  const transferred = money(data.amountTransferred);
  const blocks: Block[] = [
    { kind: 'paragraph', text: t.intro(oneLine(data.payerName), transferred, data.orderNumber) },
    {
      kind: 'rows',
      rows: [
        { label: t.amountDue, value: money(data.amountDue), strong: true },
        { label: t.amountTransferred, value: transferred },
        { label: t.bank, value: oneLine(data.bank) },
        { label: t.payer, value: oneLine(data.payerName) },
        { label: t.date, value: oneLine(data.transferDate) },
      ],
    },
  ];
  if (data.amountTransferred !== data.amountDue) blocks.push({ kind: 'paragraph', text: t.mismatch, strong: true });
  blocks.push({ kind: 'paragraph', text: t.verify });
  blocks.push({ kind: 'button', label: t.open, url: safeEmailUrl(data.adminOrderUrl) });
  return render(language, data.shopName, t.subject(data.orderNumber, transferred), t.title(data.orderNumber), blocks);
}
