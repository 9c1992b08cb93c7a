// Confirming a bank transfer: who paid how much from which bank on which day, with a picture
// of the receipt. Sent as one multipart request; its client key survives retries.
import { useEffect, useMemo, useRef, useState } from 'react';
import { required } from '../../../domain/validation/basic-validators';
import { min, numeric, parseNumberInput } from '../../../domain/validation/number-validators';
import type { FieldValidators } from '../../../domain/validation/run-validators';
import { describeError } from '../../../domain/validation/validation-error';
import { ACCEPTED_IMAGE_SUBTYPES } from '../../files/image-check';
import { FilePicker } from '../../files/file-picker';
import { IMAGE_INPUT_ACCEPT } from '../../files/image-check';
import { describeFileError } from '../../files/picked-file';
import type { PickedFile } from '../../files/picked-file';
import { Field, TextField } from '../../forms/field';
import { FormStatus } from '../../forms/form-status';
import { FormSubmitError } from '../../forms/process-error';
import { useForm } from '../../forms/use-form';
import { GraphResponseError } from '../../graph/graph-errors';
import { useMutation } from '../../graph/graph-react';
import { useT, useTimezoneOffset } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { Link } from '../../router/router-react';
import { Button } from '../../ui/feedback/button';
import type { ScreenMatch, ScreenQuery } from '../screen-types';
import {
  failureKey,
  isPayable,
  orderLinks,
  orderNumber,
  proofUnderReview,
  rejectedProof,
  serverField,
  serverMessage,
  statusKey,
  useClientKeys,
  useMoney,
  withClientKey,
  type OrderVariant,
} from './order-format';
import { CONFIRM_BANK_TRANSFER_MUTATION, useStoreOrder } from './order-mutations';
import { OrderScreenFrame, orderPageTitle } from './order-parts';
import { ORDER_QUERY, orderVariables } from './order-query';
import { dateNotAfter, maxChars, requiredWhen, todayIso, wholeNumber } from './order-validators';
import { prepareProofImage, type ProofImage } from './proof-image';
import type { ConfirmBankTransferMutation, OrderFieldsFragment } from '../../graph/generated/shop-operations';
import './orders.css';

export function queries(match: ScreenMatch): ScreenQuery[] {
  return [{ query: ORDER_QUERY, variables: orderVariables(match.params.orderID ?? '') }];
}

/** Banks most Indonesian shoppers send from; anything else is typed after choosing "other". */
export const COMMON_BANKS: readonly string[] = [
  'BCA', 'Mandiri', 'BRI', 'BNI', 'BSI', 'CIMB Niaga', 'Permata', 'Danamon', 'BTN', 'OCBC', 'Maybank', 'Bank Jago', 'SeaBank', 'Jenius',
];
export const OTHER_BANK = 'other';
/** The longest bank and account holder names the shop accepts. */
const BANK_NAME_MAX = 60;
const PAYER_NAME_MAX = 100;

type ProofValues = {
  bank: string;
  bankOther: string;
  payerName: string;
  amount: string;
  transferDate: string;
  /** The chosen picture's name; the picture itself is kept beside the form. */
  proof: string;
};

/** The form's field that a server refusal of `field` belongs to. */
function formPath(field: string, values: ProofValues): string | null {
  if (field === 'bank') return values.bank === OTHER_BANK ? 'bankOther' : 'bank';
  return ['payerName', 'amount', 'transferDate', 'proof'].includes(field) ? field : null;
}

/** A refusal with the server's words, shown beside its field when it names one. */
function refusal(error: unknown, values: ProofValues): unknown {
  if (!(error instanceof GraphResponseError)) return error;
  const message = serverMessage(error);
  const text = message ? { key: 'orders.error.server', params: { message } } : { key: failureKey(error) };
  const field = serverField(error);
  const path = field ? formPath(field, values) : null;
  return new FormSubmitError({ fields: path ? { [path]: text } : {}, form: path ? undefined : text, message: error.message });
}

function ProofForm({ order, variant, onDone }: { order: OrderFieldsFragment; variant: OrderVariant; onDone: () => void }) {
  const t = useT();
  const money = useMoney();
  const offset = useTimezoneOffset();
  const keys = useClientKeys();
  const storeOrder = useStoreOrder();
  const [confirm] = useMutation<ConfirmBankTransferMutation>('ConfirmBankTransferInput', CONFIRM_BANK_TRANSFER_MUTATION);
  const [today] = useState(() => todayIso(offset));
  const [proof, setProof] = useState<ProofImage | null>(null);
  const [proofProblem, setProofProblem] = useState<{ error: unknown } | null>(null);
  const [checking, setChecking] = useState(false);
  const latestPick = useRef<PickedFile | null>(null);
  // Read by the submit handler, which may run before a re-render after a new pick.
  const proofRef = useRef<ProofImage | null>(null);

  const validators = useMemo<FieldValidators>(
    () => ({
      bank: [required],
      bankOther: [requiredWhen((values) => values.bank === OTHER_BANK), maxChars(BANK_NAME_MAX, 'orders.confirm.tooLong')],
      payerName: [required, maxChars(PAYER_NAME_MAX, 'orders.confirm.tooLong')],
      amount: [required, numeric, wholeNumber, min(1)],
      transferDate: [required, dateNotAfter(today)],
      proof: [required],
    }),
    [today],
  );

  const form = useForm<ProofValues>(`order-proof-${order.id}`, {
    initial: { bank: '', bankOther: '', payerName: order.shippingAddress.name, amount: String(order.amountDueNow), transferDate: today, proof: '' },
    validators,
    async onSubmit(values) {
      const image = proofRef.current;
      if (!image) throw new FormSubmitError({ fields: { proof: { key: 'validation.required' } } });
      const input = {
        orderId: order.id,
        bank: values.bank === OTHER_BANK ? values.bankOther.trim() : values.bank,
        payerName: values.payerName.trim(),
        amount: parseNumberInput(values.amount) ?? 0,
        transferDate: values.transferDate,
        proof: null,
      };
      try {
        // The server files the proof under the order's open bank transfer payment, starting
        // one when the order was being paid another way or its balance has none yet.
        // The same confirmation sent again keeps its key; a changed one is a new request. A
        // failed upload is left for the shopper to send again rather than repeated unasked.
        const purpose = `confirm ${JSON.stringify(input)} ${image.file.name} ${image.file.size}`;
        const data = await withClientKey(keys, purpose, (clientKey) =>
          confirm({ input: { ...input, clientKey } }, { 'input.proof': image.file }),
        );
        onDone();
        storeOrder(data.confirmBankTransfer.order);
      } catch (error) {
        throw refusal(error, values);
      }
    },
  });

  const proofField = form.field('proof');
  // The file input lives inside the picker: its wrapper hands it to the form, so a submit
  // without a picture moves the focus there.
  const proofWrapper = (element: HTMLDivElement | null) => proofField.ref(element?.querySelector('input') ?? null);
  const proofLabel = t('orders.confirm.proof');
  const proofFieldError = proofField.error ? describeError(proofField.error, proofLabel) : null;
  const proofErrorText = proofProblem
    ? describeFileError(proofProblem.error, t)
    : proofFieldError
      ? t(proofFieldError.key, proofFieldError.params)
      : undefined;

  const pick = (picked: PickedFile) => {
    latestPick.current = picked;
    setProofProblem(null);
    setProof(null);
    proofRef.current = null;
    setChecking(true);
    form.setValue('proof', '');
    prepareProofImage(picked).then(
      (image) => {
        if (latestPick.current !== picked) return;
        setChecking(false);
        setProof(image);
        proofRef.current = image;
        form.setValue('proof', image.file.name);
      },
      (error: unknown) => {
        if (latestPick.current !== picked) return;
        setChecking(false);
        setProofProblem({ error });
      },
    );
  };
  const pickFailed = () => {
    latestPick.current = null;
    setChecking(false);
    setProof(null);
    proofRef.current = null;
    form.setValue('proof', '');
  };

  const bankField = form.field('bank');
  const dateField = form.field('transferDate');
  const rejected = rejectedProof(order);
  return (
    <>
      {rejected && (
        <div className="order-notice order-notice-problem">
          <p><strong>{t('orders.payment.rejected')}</strong></p>
          {rejected.failureReason ? <p>{t('orders.payment.rejectedReason', { reason: rejected.failureReason })}</p> : null}
        </div>
      )}
      <p className="order-due">
        <span className="order-due-label">{t('orders.payment.dueNow')}</span>{' '}
        <strong className="order-due-amount">{money(order.amountDueNow)}</strong>
      </p>
      <form {...form.formProps} className="form order-form" aria-labelledby="order-confirm-title">
        <Field field={bankField} label={t('orders.confirm.bank')}>
          {(control) => (
            <select {...control} className="field-control" value={String(bankField.value ?? '')} onChange={(event) => bankField.setValue(event.currentTarget.value)}>
              <option value="">{t('orders.confirm.bankChoose')}</option>
              {COMMON_BANKS.map((bank) => <option key={bank} value={bank}>{bank}</option>)}
              <option value={OTHER_BANK}>{t('orders.confirm.bankOther')}</option>
            </select>
          )}
        </Field>
        {form.values.bank === OTHER_BANK && (
          // Shown only when needed, and then required: marked as such like the other fields.
          <TextField field={{ ...form.field('bankOther'), required: true }} label={t('orders.confirm.bankName')} autoComplete="off" />
        )}
        <TextField field={form.field('payerName')} label={t('orders.confirm.payerName')} hint={t('orders.confirm.payerNameHint')} autoComplete="name" />
        <TextField
          field={form.field('amount')}
          label={t('orders.confirm.amount')}
          hint={t('orders.confirm.amountHint', { amount: money(order.amountDueNow) })}
          inputMode="numeric"
          autoComplete="off"
        />
        <Field field={dateField} label={t('orders.confirm.transferDate')}>
          {(control) => (
            <input
              {...control}
              type="date"
              className="field-control"
              max={today}
              value={String(dateField.value ?? '')}
              onChange={(event) => dateField.setValue(event.currentTarget.value)}
            />
          )}
        </Field>
        <div ref={proofWrapper} className={proofErrorText ? 'field field-invalid order-proof' : 'field order-proof'}>
          <FilePicker
            label={`${proofLabel} ${t('forms.requiredMark')}`}
            hint={t('orders.confirm.proofHint')}
            name="proof"
            accept={ACCEPTED_IMAGE_SUBTYPES}
            inputAccept={IMAGE_INPUT_ACCEPT}
            error={proofErrorText}
            onPick={pick}
            onError={pickFailed}
          />
          <p className="field-hint" role="status">
            {checking ? t('orders.confirm.proofChecking') : proof ? t('orders.confirm.proofChosen', { name: proof.file.name }) : ''}
          </p>
          {proof && <img className="order-proof-preview" src={proof.preview} alt={t('orders.confirm.proofPreview')} />}
        </div>
        <FormStatus state={form.state} />
        <div className="form-actions">
          <Button type="submit" size="big" loading={form.state.processing}>{t('orders.confirm.submit')}</Button>
          <Link to={orderLinks(order.id, variant).order}>{t('orders.backToOrder')}</Link>
        </div>
      </form>
    </>
  );
}

function ConfirmPaymentBody({ order, variant }: { order: OrderFieldsFragment; variant: OrderVariant }) {
  const t = useT();
  const [done, setDone] = useState(false);
  const thanks = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done) thanks.current?.focus();
  }, [done]);
  const links = orderLinks(order.id, variant);
  if (done) {
    return (
      <section className="order-box order-done" aria-labelledby="order-proof-thanks">
        <h2 id="order-proof-thanks" ref={thanks} tabIndex={-1}>{t('orders.confirm.thanks')}</h2>
        <p>{t('orders.confirm.thanksBody')}</p>
        <p className="order-actions"><Link to={links.order} className="button">{t('orders.backToOrder')}</Link></p>
      </section>
    );
  }
  if (proofUnderReview(order)) {
    return (
      <section className="order-box order-notice" aria-labelledby="order-proof-review">
        <h2 id="order-proof-review">{t('orders.proof.underReview')}</h2>
        <p>{t('orders.proof.underReviewShort')}</p>
        <p className="order-actions"><Link to={links.order}>{t('orders.backToOrder')}</Link></p>
      </section>
    );
  }
  if (!isPayable(order)) {
    return (
      <section className="order-box order-notice" aria-labelledby="order-proof-none">
        <h2 id="order-proof-none">{t('orders.confirm.nothingDue')}</h2>
        <p>{t('orders.confirm.nothingDueBody', { status: t(statusKey(order.status)) })}</p>
        <p className="order-actions"><Link to={links.order}>{t('orders.backToOrder')}</Link></p>
      </section>
    );
  }
  return <ProofForm order={order} variant={variant} onDone={() => setDone(true)} />;
}

/** `/guest/order/:orderID/confirm/payment` and the signed-in `/order/:orderID/payment/confirm`. */
export default function ConfirmPaymentScreen() {
  const t = useT();
  return (
    <OrderScreenFrame>
      {({ order, shopName, variant }) => (
        <article className="order-page">
          <PageMeta title={orderPageTitle(t('orders.confirm.title'), shopName)} noindex />
          <header className="order-header">
            <h1 id="order-confirm-title">{t('orders.confirm.title')}</h1>
            <p className="muted">{t('orders.order.title', { number: orderNumber(order.number) })}</p>
          </header>
          <ConfirmPaymentBody order={order} variant={variant} />
        </article>
      )}
    </OrderScreenFrame>
  );
}
