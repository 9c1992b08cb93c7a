// The order's payments. A proof of transfer shows what the shopper entered and the picture,
// which opens large in a dialog and zooms to its full size; staff who manage orders verify it
// or reject it with a reason the shopper is told.
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { formatShopTime } from '../../../domain/format/shop-time';
import { isVirtualAccountBank, VIRTUAL_ACCOUNT_BANK_NAMES } from '../../../domain/payments/payment-method';
import type { AdminOrderFieldsFragment, AdminRejectPaymentMutation, AdminResolvePaymentAttentionMutation, AdminVerifyPaymentMutation } from '../../graph/generated/admin-operations';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useLanguage, useTimezoneOffset, useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { useNotify } from '../../ui/feedback/notifications-react';
import { textRef } from '../../ui/feedback/notification-types';
import { Modal } from '../../ui/overlays/modal-react';
import { ResponsiveImage } from '../../ui/responsive-image';
import { REJECT_PAYMENT, RESOLVE_PAYMENT_ATTENTION, VERIFY_PAYMENT } from './orders-api';
import { useAdminMoney } from '../ui/admin-money';

type Payment = AdminOrderFieldsFragment['payments'][number];
type ProofImage = NonNullable<NonNullable<Payment['proof']>['image']>;

function ProofPicture({ image, number }: { image: ProofImage; number: number }) {
  const t = useT();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const alt = t('adminOrders.proof.alt', { number });
  return (
    <>
      <button type="button" className="ao-proof-thumb" onClick={() => setOpen(true)} aria-label={t('adminOrders.proof.open')}>
        <ResponsiveImage image={image} alt={alt} sizes="160px" displayWidth={160} ownHost />
      </button>
      <Modal open={open} onClose={() => { setOpen(false); setZoomed(false); }} labelledBy={headingId} className="ao-proof-dialog">
        <h2 id={headingId}>{t('adminOrders.proof.title', { number })}</h2>
        <Button variant="secondary" size="small" onPress={() => setZoomed((value) => !value)} aria-pressed={zoomed}>
          {t(zoomed ? 'adminOrders.proof.fit' : 'adminOrders.proof.zoom')}
        </Button>
        <div className={`ao-proof-view${zoomed ? ' is-zoomed' : ''}`}>
          {/* Private: from the shop's own host, where the staff member's cookies go. */}
          <img src={`/media/${image.id}/${zoomed ? 1600 : 800}.webp`} alt={alt} width={image.width} height={image.height} />
        </div>
      </Modal>
    </>
  );
}

function RejectForm({ payment, onDone }: { payment: Payment; onDone: () => void }) {
  const t = useT();
  const client = useGraphClient();
  const cache = useGraphCache();
  const { notify } = useNotify();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) { setProblem(t('adminOrders.proof.reasonRequired')); return; }
    try {
      await client.mutate<AdminRejectPaymentMutation>('PaymentDecisionInput', REJECT_PAYMENT, { input: { paymentId: payment.id, reason: reason.trim() } });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('adminOrders.tryAgain'));
      return;
    }
    cache.invalidate();
    notify({ color: 'green', title: textRef('adminOrders.proof.rejected') });
    onDone();
  };
  return (
    <form className="ao-reject" onSubmit={(event) => void submit(event)}>
      <label htmlFor={`reject-${payment.id}`}>{t('adminOrders.proof.reason')}</label>
      <textarea id={`reject-${payment.id}`} className="field-control" rows={3} maxLength={500} value={reason}
        aria-invalid={problem ? true : undefined} aria-describedby={problem ? `reject-${payment.id}-error` : undefined}
        onChange={(event) => setReason(event.currentTarget.value)} />
      {problem ? <p id={`reject-${payment.id}-error`} className="field-error">{problem}</p> : null}
      <div className="ao-dialog-buttons">
        <Button type="submit" variant="danger">{t('adminOrders.proof.reject')}</Button>
        <Button variant="quiet" onPress={onDone}>{t('adminOrders.cancelDialog')}</Button>
      </div>
    </form>
  );
}

const KNOWN_ATTENTION = new Set(['amount_mismatch', 'paid_when_closed', 'expire_failed', 'refund_failed', 'refunded_elsewhere']);
const GATEWAY_METHODS = new Set<Payment['method']>(['VIRTUAL_ACCOUNT', 'QRIS']);

/** Why a payment is flagged, what to do about it, and (for staff who manage orders) taking the flag off. */
function AttentionNotice({ payment, mayManage }: { payment: Payment; mayManage: boolean }) {
  const t = useT();
  const client = useGraphClient();
  const cache = useGraphCache();
  const { notify } = useNotify();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const attention = payment.attention ?? '';
  const fieldId = `attention-${payment.id}`;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await client.mutate<AdminResolvePaymentAttentionMutation>('PaymentDecisionInput', RESOLVE_PAYMENT_ATTENTION, { input: { paymentId: payment.id, reason: note.trim() } });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('adminOrders.tryAgain'));
      return;
    }
    // The notice goes away with the flag: the focus goes to the payments' heading, not the page's top.
    document.getElementById('order-payments-heading')?.focus();
    cache.invalidate();
    notify({ color: 'green', title: textRef('adminOrders.attention.resolved') });
  };
  return (
    <div className="ao-attention" role="note" aria-labelledby={`${fieldId}-title`}>
      <p id={`${fieldId}-title`} className="ao-attention-title">{t('adminOrders.attention.title')}</p>
      <p>{t(KNOWN_ATTENTION.has(attention) ? `adminOrders.attention.${attention}` : 'adminOrders.attention.other', { gateway: payment.gateway ?? '' })}</p>
      {mayManage ? (
        <form onSubmit={(event) => void submit(event)}>
          <label htmlFor={fieldId}>{t('adminOrders.attention.note')}</label>
          <textarea id={fieldId} className="field-control" rows={2} maxLength={500} value={note}
            aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${fieldId}-error` : undefined}
            onChange={(event) => { setNote(event.currentTarget.value); setProblem(null); }} />
          {problem ? <p id={`${fieldId}-error`} className="field-error" role="alert">{problem}</p> : null}
          <div className="ao-dialog-buttons">
            <Button type="submit" variant="secondary">{t('adminOrders.attention.resolve')}</Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

function PaymentItem({ payment, number, mayManage }: { payment: Payment; number: number; mayManage: boolean }) {
  const t = useT();
  const money = useAdminMoney();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  const client = useGraphClient();
  const cache = useGraphCache();
  const { notify } = useNotify();
  const [rejecting, setRejecting] = useState(false);
  const proof = payment.proof;
  const verify = async () => {
    try {
      await client.mutate<AdminVerifyPaymentMutation>('PaymentDecisionInput', VERIFY_PAYMENT, { input: { paymentId: payment.id } });
    } catch (error) {
      notify({ color: 'red', title: textRef('adminOrders.proof.failed'), content: error instanceof Error ? error.message : undefined });
      return;
    }
    cache.invalidate();
    notify({ color: 'green', title: textRef('adminOrders.proof.verified') });
  };
  return (
    <li className="ao-payment">
      <p className="ao-payment-head">
        {/* Which bank and gateway took it, so the owner can find it in the gateway's dashboard. A
            separator stays with the words before it (no-break space), and the line is one item of the
            flex row, so a wrapped line never starts with one. */}
        <span>
          <strong>{money(payment.amount)}</strong>{'\u00a0· '}
          {[
            `${t(`adminOrders.method.${payment.method.toLowerCase()}`)}${payment.bank && isVirtualAccountBank(payment.bank) ? ` ${VIRTUAL_ACCOUNT_BANK_NAMES[payment.bank]}` : ''}`,
            payment.gateway,
            t(`adminOrders.purpose.${payment.purpose}`),
          ].filter(Boolean).join('\u00a0· ')}
        </span>
        <span className={`ao-payment-status is-${payment.status}`}>{t(`adminOrders.paymentStatus.${payment.status}`)}</span>
        <span className="admin-muted"> {formatShopTime(payment.createdAt, language, offset)}</span>
      </p>
      {/* A gateway's payment keeps codes, not words: its status says what happened, a flag's notice why. */}
      {payment.failureReason && !GATEWAY_METHODS.has(payment.method) ? <p className="admin-muted">{t('adminOrders.proof.rejectedBecause', { reason: payment.failureReason })}</p> : null}
      {payment.attention ? <AttentionNotice payment={payment} mayManage={mayManage} /> : null}
      {proof ? (
        <div className="ao-proof">
          {proof.image ? <ProofPicture image={proof.image} number={number} /> : null}
          <dl className="ao-facts">
            <dt>{t('adminOrders.proof.bank')}</dt><dd>{proof.bank}</dd>
            <dt>{t('adminOrders.proof.payer')}</dt><dd>{proof.payerName}</dd>
            <dt>{t('adminOrders.proof.amount')}</dt><dd>{money(proof.amount)}{proof.amount !== payment.amount ? <strong className="ao-warning"> {t('adminOrders.proof.amountDiffers')}</strong> : null}</dd>
            <dt>{t('adminOrders.proof.date')}</dt><dd>{proof.transferDate}</dd>
          </dl>
        </div>
      ) : null}
      {mayManage && payment.status === 'submitted' && !rejecting ? (
        <div className="ao-dialog-buttons">
          <Button variant="primary" onPress={verify}>{t('adminOrders.proof.verify')}</Button>
          <Button variant="secondary" onPress={() => setRejecting(true)}>{t('adminOrders.proof.rejectOpen')}</Button>
        </div>
      ) : null}
      {rejecting ? <RejectForm payment={payment} onDone={() => setRejecting(false)} /> : null}
    </li>
  );
}

export function OrderPayments({ order, mayManage }: { order: AdminOrderFieldsFragment; mayManage: boolean }) {
  const t = useT();
  return (
    <section className="admin-panel" aria-labelledby="order-payments-heading">
      <h2 id="order-payments-heading" tabIndex={-1}>{t('adminOrders.payments.title')}</h2>
      {order.payments.length === 0
        ? <p className="admin-muted">{t('adminOrders.payments.none')}</p>
        : <ul className="ao-payments">{order.payments.map((payment) => <PaymentItem key={payment.id} payment={payment} number={order.number} mayManage={mayManage} />)}</ul>}
    </section>
  );
}
