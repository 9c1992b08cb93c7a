// Paying by e-wallet through the shop's gateway (docs/decisions/0063): the shopper picks the
// wallet, then either goes to the wallet's page (GoPay, ShopeePay, DANA, LinkAja) or, for a
// wallet that asks in its own app (OVO), is told to approve the request on the phone while the
// page watches for the money (order-watch.ts).
import { useId, useState } from 'react';
import { isWallet, WALLET_NAMES, type Wallet } from '../../../domain/payments/payment-method';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { useClientKeys, useMoney } from './order-format';
import { walletAsksByPhone } from '../../../domain/payments/wallet-phone';
import { useStartPayment } from './order-mutations';
import { RequestError } from './order-parts';
import type { OrderFieldsFragment } from '../../graph/generated/shop-operations';

type OrderPayment = OrderFieldsFragment['payments'][number];

/** The wallet payment waiting for the shopper's approval in the wallet's app, if there is one. */
function awaitingApproval(order: OrderFieldsFragment): (OrderPayment & { instructions: { wallet: string } }) | null {
  const open = order.payments.find((payment) => payment.status === 'pending' && payment.method === 'WALLET');
  return open?.instructions?.kind === 'wallet_app' && open.instructions.wallet ? (open as OrderPayment & { instructions: { wallet: string } }) : null;
}

function walletName(wallet: string | null | undefined): string {
  return wallet && isWallet(wallet) ? WALLET_NAMES[wallet] : (wallet ?? '');
}

/** The newest wallet payment that failed or was declined, when it is the newest try: the shopper is told. */
function lastWalletFailed(order: OrderFieldsFragment): OrderPayment | null {
  const newest = order.payments.find((payment) => payment.method === 'WALLET');
  return newest && (newest.status === 'failed' || newest.status === 'declined') ? newest : null;
}

function ApprovalNotice({ payment }: { payment: OrderPayment & { instructions: { wallet: string } } }) {
  const t = useT();
  const money = useMoney();
  const wallet = walletName(payment.instructions.wallet);
  // The app's request lasts about a minute, not until the order's own deadline.
  return (
    <div className="order-gateway-details">
      <p><strong>{t('orders.payment.walletAppTitle', { wallet })}</strong></p>
      <p>{t('orders.payment.walletAppBody', { wallet, amount: money(payment.amount), phone: payment.instructions.phone ?? '' })}</p>
      <p className="order-hint">{t('orders.payment.walletAppMissed')}</p>
    </div>
  );
}

export function WalletPayment({ order }: { order: OrderFieldsFragment }) {
  const t = useT();
  const id = useId();
  const keys = useClientKeys();
  const startPayment = useStartPayment(order.id, keys);
  const offered = order.wallets.filter(isWallet);
  const approval = awaitingApproval(order);
  const [wallet, setWallet] = useState<Wallet | null>(() => {
    const last = order.payments.find((payment) => payment.method === 'WALLET')?.wallet;
    return last && isWallet(last) && offered.includes(last) ? last : null;
  });
  const [unchosen, setUnchosen] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const failed = lastWalletFailed(order);
  const pay = async () => {
    setError(undefined);
    if (!wallet) {
      setUnchosen(true);
      return;
    }
    try {
      // While the wallet's page loads, the button stays busy so it is not pressed again.
      if ((await startPayment('WALLET', wallet)) === 'leaving') await new Promise<never>(() => undefined);
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <div className="order-gateway">
      <p className="order-hint">{walletAsksByPhone(wallet) ? t('orders.payment.walletAppHint', { wallet: walletName(wallet) }) : t('orders.payment.walletHint')}</p>
      {failed && !approval ? <p className="order-notice order-notice-problem">{t('orders.payment.walletFailed', { wallet: walletName(failed.wallet) })}</p> : null}
      <fieldset className="order-banks" aria-invalid={unchosen && !wallet ? true : undefined} aria-describedby={unchosen && !wallet ? `${id}-unchosen` : undefined}>
        <legend>{t('orders.payment.wallet')}</legend>
        {offered.map((option) => (
          <label key={option} className="order-method">
            <input
              type="radio"
              name={`${id}-wallet`}
              value={option}
              checked={wallet === option}
              onChange={() => {
                setWallet(option);
                setUnchosen(false);
              }}
            />{' '}
            {WALLET_NAMES[option]}
          </label>
        ))}
      </fieldset>
      {unchosen && !wallet ? <p id={`${id}-unchosen`} className="order-error" role="alert">{t('orders.payment.walletChoose')}</p> : null}
      {approval && approval.instructions.wallet === wallet ? <ApprovalNotice payment={approval} /> : null}
      <p className="order-actions">
        <Button size="big" onPress={pay}>{t('orders.payment.payNow')}</Button>
      </p>
      <div role="alert"><RequestError error={error} /></div>
    </div>
  );
}
