import { acceptsPayment } from '../../../domain/orders/order-status';
import { fromMethodValue, GATEWAY_NAMES, toMethodValue } from '../../../domain/payments/payment-method';
import type { RequestContext } from '../../context.server';
import { AppError, badInput, notFound } from '../../errors.server';
import type { Builder } from '../../graphql/builder.server';
import type { CommerceSettingsGraph } from '../commerce-settings';
import { imageLoader, type MediaGraph, type MediaService } from '../media';
import { viewOrder, type OrderRecord, type OrdersGraph } from '../orders';
import type { PaymentRegistry } from './payment-registry.server';
import { drawQrCode, QR_QUIET_ZONE, type QrDrawing } from './qr-code.server';
import { amountDueNow, confirmBankTransfer, orderPaymentsLoader, paymentsWithOrder, startPayment, type PaymentRecord, type StartPaymentOutcome } from './payment.service';

const MAX_BANK_LENGTH = 60;

/** A phone number shown back with only its last 4 digits: the order page may be open on a shared screen. */
function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length <= 4 ? digits : `${'•'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}
const MAX_PAYER_NAME_LENGTH = 100;
/** A transfer dated up to a day and a half ahead is still today somewhere in Indonesia's time zones and the sender's bank. */
const FUTURE_DATE_TOLERANCE_MS = 36 * 3600_000;

/** Payments and proofs, and what the order still owes. */
export function registerPaymentsGraph(builder: Builder, deps: { media: MediaGraph; orders: OrdersGraph; settings: CommerceSettingsGraph }) {
  const { ImageRef } = deps.media;
  const { OrderRef } = deps.orders;
  const { PaymentMethodEnum } = deps.settings;

  type Proof = NonNullable<PaymentRecord['proof']>;
  const PaymentProofRef = builder.objectRef<Proof>('PaymentProof').implement({
    fields: (t) => ({
      bank: t.exposeString('bank'),
      payerName: t.exposeString('payerName'),
      amount: t.expose('amount', { type: 'Amount' }),
      transferDate: t.exposeString('transferDate'),
      image: t.field({ type: ImageRef, nullable: true, resolve: (p, _a, ctx) => imageLoader(ctx).load(p.imageId) }),
    }),
  });

  const QrCodeRef = builder.objectRef<QrDrawing>('QrCode').implement({
    description: 'A QR code to draw: its dark modules as one SVG path.',
    fields: (t) => ({
      size: t.exposeInt('size', { description: 'Modules per side; the path fills a `0 0 size size` box.' }),
      quietZone: t.int({ description: 'Light modules to leave around the code for readers.', resolve: () => QR_QUIET_ZONE }),
      path: t.exposeString('path'),
    }),
  });

  type Instructions = NonNullable<PaymentRecord['instructions']>;
  const PaymentInstructionsRef = builder.objectRef<Instructions>('PaymentInstructions').implement({
    description: 'What the shopper pays with at the provider: a virtual account number, a QRIS code, or a wallet asking in its app.',
    fields: (t) => ({
      kind: t.string({ description: '`virtual_account`, `qris` or `wallet_app`.', resolve: (i) => i.kind }),
      wallet: t.string({ nullable: true, description: 'The wallet asking the shopper to approve in its app (`ovo`).', resolve: (i) => (i.kind === 'wallet_app' ? i.wallet : null) }),
      phone: t.string({ nullable: true, description: 'The number the wallet asks, with all but its last 4 digits hidden.', resolve: (i) => (i.kind === 'wallet_app' ? maskPhone(i.phone) : null) }),
      bank: t.string({ nullable: true, description: 'The virtual account’s bank: bca, bni, bri or permata.', resolve: (i) => (i.kind === 'virtual_account' ? i.bank : null) }),
      accountNumber: t.string({ nullable: true, resolve: (i) => (i.kind === 'virtual_account' ? i.accountNumber : null) }),
      qrString: t.string({ nullable: true, description: 'The QRIS payload to draw as a QR code.', resolve: (i) => (i.kind === 'qris' ? i.qrString : null) }),
      qrImageUrl: t.string({ nullable: true, description: 'The provider’s own picture of the same code.', resolve: (i) => (i.kind === 'qris' ? i.qrImageUrl : null) }),
      qrCode: t.field({ type: QrCodeRef, nullable: true, description: 'The QRIS payload drawn as a QR code.', resolve: (i) => (i.kind === 'qris' ? drawQrCode(i.qrString) : null) }),
    }),
  });

  const PaymentRef = builder.objectRef<PaymentRecord>('Payment').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      method: t.field({ type: PaymentMethodEnum, resolve: (p) => toMethodValue(p.method) }),
      purpose: t.exposeString('purpose'),
      amount: t.expose('amount', { type: 'Amount' }),
      status: t.exposeString('status'),
      failureReason: t.string({ nullable: true, resolve: (p) => p.failureReason }),
      proof: t.field({ type: PaymentProofRef, nullable: true, resolve: (p) => p.proof }),
      instructions: t.field({ type: PaymentInstructionsRef, nullable: true, resolve: (p) => (p.status === 'pending' ? p.instructions : null) }),
      expiresAt: t.string({ nullable: true, description: 'Until when the provider takes this payment.', resolve: (p) => p.expiresAt?.toISOString() ?? null }),
      attention: t.string({ nullable: true, description: 'Why the owner must look at this payment (`amount_mismatch`, `paid_when_closed`, `expire_failed`, `refund_failed`, `refunded_elsewhere`).', resolve: (p) => p.attention }),
      wallet: t.string({ nullable: true, description: 'The e-wallet of a wallet payment through a gateway (gopay, shopeepay, ovo, dana, linkaja); null otherwise.', resolve: (p) => (p.method === 'wallet' ? p.channel : null) }),
      bank: t.string({ nullable: true, description: 'The bank of a virtual account payment (bca, bni, bri, permata); null otherwise.', resolve: (p) => (p.method === 'virtual_account' ? p.channel : null) }),
      gateway: t.string({ nullable: true, description: 'The gateway that took this payment (Midtrans, Xendit), by its own name; null for the others.', resolve: (p) => GATEWAY_NAMES[p.provider] ?? null }),
      createdAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
    }),
  });

  const PaymentStartRef = builder.objectRef<StartPaymentOutcome>('PaymentStart').implement({
    fields: (t) => ({
      payment: t.field({ type: PaymentRef, resolve: (s) => s.payment }),
      redirectUrl: t.string({ nullable: true, resolve: (s) => s.redirectUrl }),
    }),
  });

  const paymentsOf = (ctx: RequestContext, o: OrderRecord) => orderPaymentsLoader(ctx).load(o.id);
  deps.orders.bringAlongWithOrder(paymentsWithOrder);
  builder.objectFields(OrderRef, (t) => ({
    payments: t.field({ type: [PaymentRef], resolve: (o, _a, ctx) => paymentsOf(ctx, o) }),
    amountDueNow: t.field({ type: 'Amount', resolve: (o) => amountDueNow(o) }),
    canPay: t.boolean({
      resolve: async (o, _a, ctx) => acceptsPayment(o.status) && amountDueNow(o) > 0 && !(await paymentsOf(ctx, o)).some((p) => p.status === 'submitted'),
    }),
  }));

  const OrderPaymentPayload = (name: string) => builder.objectRef<{ order: OrderRecord; payment: PaymentRecord }>(name).implement({
    fields: (t) => ({ order: t.field({ type: OrderRef, resolve: (p) => p.order }), payment: t.field({ type: PaymentRef, resolve: (p) => p.payment }) }),
  });

  return { PaymentRef, PaymentStartRef, OrderPaymentPayload };
}

export type PaymentsGraph = ReturnType<typeof registerPaymentsGraph>;

/** The shopper starts a payment or sends proof of a bank transfer. */
export function registerPaymentsShopFields(builder: Builder, graph: PaymentsGraph, deps: { settings: CommerceSettingsGraph; payments: PaymentRegistry; media: MediaService }) {
  const { PaymentMethodEnum } = deps.settings;
  const StartPaymentInput = builder.inputType('StartPaymentInput', {
    fields: (t) => ({
      orderId: t.id({ required: true }),
      clientKey: t.string({ required: true }),
      method: t.field({ type: PaymentMethodEnum, required: true }),
      bank: t.string({ required: false, description: 'For a virtual account: bca, bni, bri or permata.' }),
      wallet: t.string({ required: false, description: 'For an e-wallet through the shop’s gateway: one of `Order.wallets`.' }),
    }),
  });
  const ConfirmBankTransferInput = builder.inputType('ConfirmBankTransferInput', {
    fields: (t) => ({
      orderId: t.id({ required: true }),
      clientKey: t.string({ required: true }),
      bank: t.string({ required: true }),
      payerName: t.string({ required: true }),
      amount: t.field({ type: 'Amount', required: true }),
      transferDate: t.string({ required: true }),
      proof: t.field({ type: 'Upload', required: true }),
    }),
  });

  builder.mutationFields((t) => ({
    startPayment: t.field({
      type: graph.PaymentStartRef,
      args: { input: t.arg({ type: StartPaymentInput, required: true }) },
      resolve: (_r, { input }, ctx) => startPayment(ctx, deps.payments, { orderId: String(input.orderId), clientKey: input.clientKey, method: fromMethodValue(input.method), channel: (input.method === 'WALLET' ? input.wallet : input.bank) ?? null }),
    }),
    confirmBankTransfer: t.field({
      type: graph.OrderPaymentPayload('ConfirmBankTransferPayload'),
      args: { input: t.arg({ type: ConfirmBankTransferInput, required: true }) },
      resolve: async (_r, { input }, ctx) => {
        const bank = input.bank.trim();
        const payerName = input.payerName.trim();
        if (!bank || bank.length > MAX_BANK_LENGTH) throw badInput('error.proof.bank', { max: MAX_BANK_LENGTH }, 'bank');
        if (!payerName || payerName.length > MAX_PAYER_NAME_LENGTH) throw badInput('error.proof.payerName', { max: MAX_PAYER_NAME_LENGTH }, 'payerName');
        if (input.amount <= 0) throw badInput('error.proof.amount', {}, 'amount');
        const date = Date.parse(`${input.transferDate}T00:00:00Z`);
        if (!/^\d{4}-\d{2}-\d{2}$/.test(input.transferDate) || Number.isNaN(date)) throw badInput('error.proof.date', {}, 'transferDate');
        if (date > Date.now() + FUTURE_DATE_TOLERANCE_MS) throw badInput('error.proof.dateInFuture', {}, 'transferDate');
        if (!(await viewOrder(ctx, String(input.orderId)))) throw notFound('error.order.notFound');
        let imageId: string;
        try {
          imageId = (await deps.media.saveImage(ctx.db, ctx.shop.id, input.proof.bytes)).id;
        } catch (error) {
          // A picture the shop refuses belongs to the proof field of the form.
          throw error instanceof AppError ? error.withField('proof') : error;
        }
        return confirmBankTransfer(ctx, { orderId: String(input.orderId), clientKey: input.clientKey, bank, payerName, amount: input.amount, transferDate: input.transferDate, imageId });
      },
    }),
  }));
}
