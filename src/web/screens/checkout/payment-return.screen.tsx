// `/checkout/:walletProvider/:orderID`: where a payment provider sends the shopper back. The
// address proves nothing: the sandbox card is charged by the shop's server on
// `completeCardPayment`, and a wallet payment, or a card paid on a gateway's page, counts only
// once the order itself says so, which this page polls for.
// Reading the order needs the grant this browser received when the order was placed.
import { useEffect, useState } from 'react';
import { GraphNetworkError, GraphResponseError } from '../../graph/graph-errors';
import type { GraphClient } from '../../graph/graph-client';
import { useGraphClient, useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { Link, useRoute, useRouter } from '../../router/router-react';
import { Button } from '../../ui/feedback/button';
import { NotFoundContent } from '../../ui/page-states';
import type { ScreenMatch, ScreenQuery } from '../screen-types';
import { attemptKey, finishAttempt, startPaymentScope } from './attempt-key';
import {
  COMPLETE_CARD_PAYMENT,
  COMPLETE_CARD_PAYMENT_INPUT,
  PAYMENT_ORDER_QUERY,
  START_PAYMENT,
  START_PAYMENT_INPUT,
} from './checkout-api';
import { useMoney } from './checkout-summary';
import { isNotFound } from './server-errors';
import type { CompleteCardPaymentMutation, PaymentFieldsFragment, PaymentMethod, PaymentOrderFieldsFragment, PaymentReturnOrderQuery, StartPaymentMutation } from '../../graph/generated/shop-operations';
import './checkout.css';

type CompleteCardPaymentResult = CompleteCardPaymentMutation['completeCardPayment'];

export const POLL_INTERVAL_MS = 2000;
export const POLL_LIMIT_MS = 2 * 60 * 1000;

/** The built-in providers' return names; any other well-formed name is a wallet provider's. */
export const CARD_PROVIDER = 'sandbox-card';
export const WALLET_PROVIDER = 'sandbox-wallet';
const PROVIDER_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type ProviderKind = 'card' | 'wallet' | 'other';

export function providerKind(name: string): ProviderKind | null {
  if (name === CARD_PROVIDER) return 'card';
  if (name === WALLET_PROVIDER) return 'wallet';
  return PROVIDER_NAME.test(name) && name.length <= 40 ? 'other' : null;
}

const FAILED_PAYMENT = new Set(['declined', 'failed', 'cancelled', 'rejected']);
const PAID_ORDER = new Set(['paid', 'partially_paid', 'processing', 'shipped', 'received', 'completed']);
const CLOSED_ORDER = new Set(['cancelled', 'expired', 'refunded']);

type Verdict =
  | { phase: 'waiting' }
  | { phase: 'paid'; order: PaymentOrderFieldsFragment; payment: PaymentFieldsFragment | null }
  | { phase: 'failed'; order: PaymentOrderFieldsFragment; method: PaymentMethod; cancelled: boolean; declinedCard: boolean; wallet: string | null }
  | { phase: 'closed'; order: PaymentOrderFieldsFragment }
  | { phase: 'notFound' };

/** What a gateway's page takes: the return address of a gateway stands only for these. */
const GATEWAY_PAGE_METHODS: ReadonlySet<PaymentMethod> = new Set(['WALLET', 'CARD']);

/**
 * What the order says about the payment just made (its newest). `gatewayOnly`: the return
 * address named no built-in provider, so it only stands for orders paid on a gateway's page
 * (a wallet, or a card through the shop's gateway).
 */
export function judgeOrder(order: PaymentOrderFieldsFragment | null, gatewayOnly: boolean): Verdict {
  // The payment just made is the newest; a balance may be paid another way than the order's first payment.
  const latest = order?.payments[0] ?? null;
  if (!order || (gatewayOnly && !GATEWAY_PAGE_METHODS.has(latest?.method ?? order.paymentMethod))) return { phase: 'notFound' };
  if (latest?.status === 'succeeded') return { phase: 'paid', order, payment: latest };
  // A provider's failure reason is its own note (English, or a code such as `cancelled`), not
  // words for the shopper: the page says what happened in its own language.
  if (latest && FAILED_PAYMENT.has(latest.status)) {
    return { phase: 'failed', order, method: latest.method, cancelled: latest.status === 'cancelled', declinedCard: latest.status === 'declined' && latest.method === 'CARD', wallet: latest.wallet ?? null };
  }
  if (!latest && PAID_ORDER.has(order.status)) return { phase: 'paid', order, payment: null };
  if (CLOSED_ORDER.has(order.status)) return { phase: 'closed', order };
  return { phase: 'waiting' };
}

/** The order's first look, rendered with the page; a returned card session is charged first instead. */
export function queries(match: ScreenMatch): ScreenQuery[] {
  const orderId = match.params.orderID ?? '';
  const kind = providerKind(match.params.walletProvider ?? '');
  if (kind === null || orderId === '') return [];
  if (kind === 'card' && (match.entry.query.cancelled === '1' || (match.entry.query.session ?? '') !== '')) return [];
  return [{ query: PAYMENT_ORDER_QUERY, variables: { id: orderId } }];
}

/**
 * The one charge of a returned card session. Kept per page, so a second mount (development's
 * strict mode, a re-render of the route) shares the first call instead of charging again.
 */
const cardCompletions = new Map<string, Promise<CompleteCardPaymentResult>>();

function completeCardPaymentOnce(client: GraphClient, orderId: string, session: string): Promise<CompleteCardPaymentResult> {
  const key = `${orderId}\n${session}`;
  let pending = cardCompletions.get(key);
  if (!pending) {
    pending = client
      .mutate<CompleteCardPaymentMutation>(COMPLETE_CARD_PAYMENT_INPUT, COMPLETE_CARD_PAYMENT, { input: { orderId, session } })
      .then((data) => data.completeCardPayment);
    cardCompletions.set(key, pending);
  }
  return pending;
}

/** Starts a new payment of what is due (in the same wallet, if it was one) and follows the provider's address. */
function useRetryPayment(orderId: string, method: PaymentMethod, wallet: string | null) {
  const client = useGraphClient();
  const router = useRouter();
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const retry = async () => {
    setProblem(null);
    const scope = startPaymentScope(orderId, method);
    try {
      const data = await client.mutate<StartPaymentMutation>(
        START_PAYMENT_INPUT,
        START_PAYMENT,
        { input: { orderId, clientKey: attemptKey(scope), method, ...(method === 'WALLET' && wallet ? { wallet } : {}) } },
        undefined,
        { retry: true },
      );
      finishAttempt(scope);
      const url = data.startPayment.redirectUrl;
      if (url) router.env.location.assign(url);
      else await router.navigate({ name: 'guestOrder', params: { orderID: orderId } });
      // The page is leaving; the button stays busy until it has.
      await new Promise<never>(() => undefined);
    } catch (error) {
      if (error instanceof GraphResponseError) {
        finishAttempt(scope);
        setProblem(error.message);
      } else {
        setProblem(t(error instanceof GraphNetworkError ? 'forms.processError.offline' : 'forms.processError'));
      }
    }
  };
  return { retry, problem };
}

function OrderLink({ orderId, primary }: { orderId: string; primary?: boolean }) {
  const t = useT();
  return <Link to={{ name: 'guestOrder', params: { orderID: orderId } }} className={primary ? 'button' : undefined}>{t('checkout.return.viewOrder')}</Link>;
}

function Paid({ order, payment }: { order: PaymentOrderFieldsFragment; payment: PaymentFieldsFragment | null }) {
  const t = useT();
  const money = useMoney();
  return (
    <section className="checkout-done payment-paid">
      <PageMeta title={t('checkout.return.paidTitle')} noindex />
      <h1>{t('checkout.return.paidTitle')}</h1>
      <p role="status">{t('checkout.return.paidBody')}</p>
      <dl className="checkout-facts">
        <dt>{t('checkout.return.orderNumber')}</dt>
        <dd>#{order.number}</dd>
        <dt>{t('checkout.return.amountPaid')}</dt>
        <dd>{money(payment?.amount ?? order.paidAmount)}</dd>
      </dl>
      <p><OrderLink orderId={order.id} primary /></p>
    </section>
  );
}

function Unpaid({ orderId, method, wallet = null, title, message }: { orderId: string; method: PaymentMethod; wallet?: string | null; title: string; message: string }) {
  const t = useT();
  const { retry, problem } = useRetryPayment(orderId, method, wallet);
  return (
    <section className="checkout-done payment-unpaid">
      <PageMeta title={title} noindex />
      <h1>{title}</h1>
      <p role="alert">{message}</p>
      {problem ? <p className="form-status-error" role="alert">{problem}</p> : null}
      <p className="checkout-actions">
        <Button onPress={retry}>{t('checkout.return.retry')}</Button>
        <OrderLink orderId={orderId} />
      </p>
    </section>
  );
}

function Checking() {
  const t = useT();
  return (
    <section className="checkout-done">
      <PageMeta title={t('checkout.return.checkingTitle')} noindex />
      <h1>{t('checkout.return.checkingTitle')}</h1>
      <p role="status" className="loading">{t('checkout.return.checking')}</p>
    </section>
  );
}

/** Polls the order until it says the payment went through or failed, for at most two minutes. */
function PaymentWatch({ orderId, method, walletOnly }: { orderId: string; method: PaymentMethod | null; walletOnly: boolean }) {
  const t = useT();
  const client = useGraphClient();
  // The first look comes with the page (server render or route prefetch), so a paid order, or
  // one this browser may not see, shows at once; polling takes over from there.
  const first = useQuery<PaymentReturnOrderQuery>(PAYMENT_ORDER_QUERY, { id: orderId });
  const firstVerdict: Verdict | null = first.data
    ? judgeOrder(first.data.order, walletOnly)
    : isNotFound(first.error) ? { phase: 'notFound' } : null;
  const firstDone = !first.loading;
  const [round, setRound] = useState(0);
  const [polled, setPolled] = useState<Verdict | { phase: 'timeout' } | null>(null);
  const view = polled ?? firstVerdict ?? { phase: 'waiting' };
  const waiting = view.phase === 'waiting';

  useEffect(() => {
    if (!firstDone || !waiting) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const check = async () => {
      let verdict: Verdict = { phase: 'waiting' };
      try {
        const data = await client.query<PaymentReturnOrderQuery>(PAYMENT_ORDER_QUERY, { id: orderId });
        verdict = judgeOrder(data.order, walletOnly);
      } catch (error) {
        // A dropped connection is only a reason to ask again; a refusal is an answer.
        if (isNotFound(error)) verdict = { phase: 'notFound' };
      }
      if (stopped) return;
      if (verdict.phase !== 'waiting') setPolled(verdict);
      else if (Date.now() - started >= POLL_LIMIT_MS) setPolled({ phase: 'timeout' });
      else timer = setTimeout(() => void check(), POLL_INTERVAL_MS);
    };
    // The first look has just been taken; asking again (after a time-out) starts at once.
    if (round === 0) timer = setTimeout(() => void check(), POLL_INTERVAL_MS);
    else void check();
    return () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [client, orderId, walletOnly, round, firstDone, waiting]);

  switch (view.phase) {
    case 'waiting':
      return <Checking />;
    case 'notFound':
      return <NotFoundContent />;
    case 'paid':
      return <Paid order={view.order} payment={view.payment} />;
    case 'failed': {
      // A gateway's return address names no method: the one that just failed is tried again.
      const again = method ?? view.method;
      if (view.cancelled) return <Unpaid orderId={orderId} method={again} wallet={view.wallet} title={t('checkout.return.cancelledTitle')} message={t('checkout.return.cancelledBody')} />;
      return <Unpaid orderId={orderId} method={again} wallet={view.wallet} title={t('checkout.return.failedTitle')} message={t(view.declinedCard ? 'checkout.return.cardDeclined' : 'checkout.return.failedBody')} />;
    }
    case 'closed':
      return (
        <section className="checkout-done">
          <PageMeta title={t('checkout.return.closedTitle')} noindex />
          <h1>{t('checkout.return.closedTitle')}</h1>
          <p>{t('checkout.return.closedBody')}</p>
          <p><OrderLink orderId={orderId} primary /></p>
        </section>
      );
    case 'timeout':
      return (
        <section className="checkout-done">
          <PageMeta title={t('checkout.return.checkingTitle')} noindex />
          <h1>{t('checkout.return.checkingTitle')}</h1>
          <p role="status">{t('checkout.return.timeout')}</p>
          <p className="checkout-actions">
            <Button onPress={() => {
              setPolled(null);
              setRound((value) => value + 1);
            }}>{t('checkout.return.refresh')}</Button>
            <OrderLink orderId={orderId} />
          </p>
        </section>
      );
  }
}

type CardView =
  | { phase: 'charging' }
  | { phase: 'paid'; order: PaymentOrderFieldsFragment; payment: PaymentFieldsFragment | null }
  | { phase: 'refused'; message: string }
  | { phase: 'notFound' }
  | { phase: 'unsure' };

/** Back from the hosted card form: the server charges the card once, then says how it went. */
function CardReturn({ orderId, session }: { orderId: string; session: string }) {
  const t = useT();
  const client = useGraphClient();
  const [view, setView] = useState<CardView>({ phase: 'charging' });

  useEffect(() => {
    let stopped = false;
    completeCardPaymentOnce(client, orderId, session).then(
      (result) => {
        if (stopped) return;
        if (result.__typename === 'PaymentSettled') {
          setView({ phase: 'paid', order: result.order, payment: result.payment });
          return;
        }
        // The order has the last word: a session settled meanwhile (in another tab) ends as paid.
        const refused: CardView = { phase: 'refused', message: result.message };
        client.query<PaymentReturnOrderQuery>(PAYMENT_ORDER_QUERY, { id: orderId }).then(
          (data) => {
            if (stopped) return;
            const verdict = judgeOrder(data.order, false);
            setView(verdict.phase === 'paid' ? { phase: 'paid', order: verdict.order, payment: verdict.payment } : refused);
          },
          () => {
            if (!stopped) setView(refused);
          },
        );
      },
      (error: unknown) => {
        if (stopped) return;
        // Whether the charge happened is unknown: the order will tell.
        setView(isNotFound(error) ? { phase: 'notFound' } : { phase: 'unsure' });
      },
    );
    return () => {
      stopped = true;
    };
  }, [client, orderId, session]);

  switch (view.phase) {
    case 'charging':
      return <Checking />;
    case 'paid':
      return <Paid order={view.order} payment={view.payment} />;
    case 'refused':
      return <Unpaid orderId={orderId} method="CARD" title={t('checkout.return.failedTitle')} message={view.message} />;
    case 'notFound':
      return <NotFoundContent />;
    case 'unsure':
      return <PaymentWatch orderId={orderId} method="CARD" walletOnly={false} />;
  }
}

export default function PaymentReturnScreen() {
  const t = useT();
  const route = useRoute();
  const orderId = route.params.orderID ?? '';
  const kind = providerKind(route.params.walletProvider ?? '');
  if (kind === null || orderId === '') return <NotFoundContent />;
  if (kind === 'card') {
    if (route.query.cancelled === '1') {
      return <Unpaid orderId={orderId} method="CARD" title={t('checkout.return.cancelledTitle')} message={t('checkout.return.cancelledBody')} />;
    }
    const session = route.query.session ?? '';
    if (session !== '') return <CardReturn orderId={orderId} session={session} />;
    return <PaymentWatch orderId={orderId} method="CARD" walletOnly={false} />;
  }
  return <PaymentWatch orderId={orderId} method={kind === 'other' ? null : 'WALLET'} walletOnly={kind === 'other'} />;
}
