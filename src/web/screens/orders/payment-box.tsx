// Paying what an order owes now: the method (any the shop takes now, switchable), then the
// shop's bank accounts with the exact amount and the confirmation link, a virtual account or
// QRIS code from the gateway, the e-wallet to pay with, or the button that starts the provider's
// payment.
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import { Button } from '../../ui/feedback/button';
import {
  activeMethod,
  methodKey,
  orderLinks,
  rejectedProof,
  useClientKeys,
  useMoney,
  useTimeFormat,
  type OrderVariant,
} from './order-format';
import { useStartPayment } from './order-mutations';
import { QrisPayment, VirtualAccountPayment } from './gateway-payment';
import { WalletPayment } from './wallet-payment';
import { CopyButton, RequestError } from './order-parts';
import type { OrderFieldsFragment, PaymentMethod } from '../../graph/generated/shop-operations';

export function BankTransferDetails({ order, variant, headingLevel = 3 }: { order: OrderFieldsFragment; variant: OrderVariant; headingLevel?: 2 | 3 }) {
  const t = useT();
  const money = useMoney();
  const time = useTimeFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const amount = money(order.amountDueNow);
  const showDeadline = order.status === 'awaiting_payment';
  return (
    <div className="order-bank-transfer">
      <p className="order-due">
        <span className="order-due-label">{t('orders.payment.exactAmount')}</span>{' '}
        <strong className="order-due-amount">{amount}</strong>{' '}
        <CopyButton text={String(order.amountDueNow)} label={t('orders.payment.copyAmount')} />
      </p>
      <p className="order-hint">{t('orders.payment.exactAmountHint')}</p>
      {showDeadline && (
        <p className="order-deadline">
          {t('orders.payment.deadline')}{' '}
          <strong><time dateTime={order.expiresAt}>{time(order.expiresAt, 'dateTime')}</time></strong>
        </p>
      )}
      <Heading className="order-subheading">{t('orders.payment.accounts')}</Heading>
      {order.bankAccounts.length === 0 ? (
        <p>{t('orders.payment.noAccounts')}</p>
      ) : (
        <ul className="order-accounts">
          {order.bankAccounts.map((account) => (
            <li key={`${account.bank} ${account.accountNumber}`} className="order-account">
              <dl>
                <div><dt>{t('orders.payment.bank')}</dt><dd>{account.bank}</dd></div>
                <div>
                  <dt>{t('orders.payment.accountNumber')}</dt>
                  <dd>
                    <span className="order-account-number">{account.accountNumber}</span>{' '}
                    <CopyButton text={account.accountNumber.replace(/[^\d]/g, '') || account.accountNumber} label={t('orders.payment.copyAccount', { bank: account.bank })} />
                  </dd>
                </div>
                <div><dt>{t('orders.payment.accountHolder')}</dt><dd>{account.accountHolder}</dd></div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      {order.bankTransferInstructions.trim() !== '' && (
        <div className="order-instructions">
          <Heading className="order-subheading">{t('orders.payment.instructions')}</Heading>
          <p>{order.bankTransferInstructions}</p>
        </div>
      )}
      <p className="order-actions">
        <Link to={orderLinks(order.id, variant).confirmPayment} className="button">{t('orders.payment.confirmLink')}</Link>
      </p>
    </div>
  );
}

function ProviderPayment({ order, method }: { order: OrderFieldsFragment; method: 'CARD' | 'WALLET' }) {
  const t = useT();
  const keys = useClientKeys();
  const startPayment = useStartPayment(order.id, keys);
  const [error, setError] = useState<unknown>(undefined);
  const pay = async () => {
    setError(undefined);
    try {
      // While the provider's page loads, the button stays busy so it is not pressed again.
      if ((await startPayment(method)) === 'leaving') await new Promise<never>(() => undefined);
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <div className="order-provider-payment">
      <p className="order-hint">{t(method === 'CARD' ? 'orders.payment.cardHint' : 'orders.payment.walletHint')}</p>
      <p className="order-actions">
        <Button size="big" onPress={pay}>{t('orders.payment.payNow')}</Button>
      </p>
      <div role="alert"><RequestError error={error} /></div>
    </div>
  );
}

function MethodDetails({ order, variant, method }: { order: OrderFieldsFragment; variant: OrderVariant; method: PaymentMethod }) {
  switch (method) {
    case 'BANK_TRANSFER':
      return <BankTransferDetails order={order} variant={variant} />;
    case 'VIRTUAL_ACCOUNT':
      return <VirtualAccountPayment order={order} />;
    case 'QRIS':
      return <QrisPayment order={order} />;
    case 'WALLET':
      // Through the shop's gateway the shopper picks the wallet; the sandbox wallet has one page.
      return order.wallets.length > 0 ? <WalletPayment order={order} /> : <ProviderPayment order={order} method="WALLET" />;
    default:
      return <ProviderPayment key={method} order={order} method={method} />;
  }
}

export interface PaymentBoxProps {
  order: OrderFieldsFragment;
  variant: OrderVariant;
  /** The box's heading, already translated. */
  title: string;
}

/** Only for an order with something to pay now (see isPayable). */
export function PaymentBox({ order, variant, title }: PaymentBoxProps) {
  const t = useT();
  const money = useMoney();
  const id = useId();
  const methods = order.paymentMethods;
  // The method in use may have been switched off since; the first one taken now stands in.
  const [chosen, setMethod] = useState<PaymentMethod>(() => activeMethod(order));
  const method = methods.includes(chosen) ? chosen : (methods[0] ?? chosen);
  const rejected = rejectedProof(order);
  return (
    <section className="order-box order-payment" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {rejected && (
        <div className="order-notice order-notice-problem">
          <p><strong>{t('orders.payment.rejected')}</strong></p>
          {rejected.failureReason ? <p>{t('orders.payment.rejectedReason', { reason: rejected.failureReason })}</p> : null}
          <p>{t('orders.payment.rejectedAgain')}</p>
        </div>
      )}
      <p className="order-due">
        <span className="order-due-label">{t('orders.payment.dueNow')}</span>{' '}
        <strong className="order-due-amount">{money(order.amountDueNow)}</strong>
      </p>
      <fieldset className="order-methods">
        <legend>{t('orders.payment.method')}</legend>
        {methods.map((option) => (
          <label key={option} className="order-method">
            <input type="radio" name={`${id}-method`} value={option} checked={method === option} onChange={() => setMethod(option)} />{' '}
            {t(methodKey(option))}
          </label>
        ))}
      </fieldset>
      <MethodDetails order={order} variant={variant} method={method} />
    </section>
  );
}
