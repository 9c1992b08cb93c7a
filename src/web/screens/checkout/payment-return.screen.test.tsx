import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_ORDER_QUERY } from './checkout-api';
import { createGraphFake, data } from './checkout-test-fixtures';
import { renderAt } from './checkout-test-fixtures';
import { POLL_INTERVAL_MS, POLL_LIMIT_MS } from './payment-return.screen';
import { jsonReply } from '../../graph/graph-test-fetch';
import type { PaymentFieldsFragment, PaymentOrderFieldsFragment } from '../../graph/generated/shop-operations';

const ORDER_ID = 'ord_7Hq2';

const payment = (overrides: Partial<PaymentFieldsFragment> = {}): PaymentFieldsFragment => ({
  id: 'pay_1',
  method: 'WALLET',
  purpose: 'first',
  amount: 168_000,
  status: 'pending',
  failureReason: null,
  wallet: null,
  ...overrides,
});

const order = (overrides: Partial<PaymentOrderFieldsFragment> = {}): PaymentOrderFieldsFragment => ({
  id: ORDER_ID,
  number: 10001,
  status: 'awaiting_payment',
  paymentMethod: 'WALLET',
  total: 168_000,
  paidAmount: 0,
  amountDueNow: 168_000,
  payments: [payment()],
  ...overrides,
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

let sessions = 0;
/** Each test its own card session: a session is charged once per page. */
const nextSession = () => `sess_${Date.now()}_${(sessions += 1)}`;

beforeEach(() => {
  vi.useFakeTimers();
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('card payment return', () => {
  it('charges the returned card session exactly once, even when effects run twice', async () => {
    const session = nextSession();
    const fake = createGraphFake((call) =>
      call.operation === 'CompleteCardPayment'
        ? data({
          completeCardPayment: {
            __typename: 'PaymentSettled',
            order: order({ paymentMethod: 'CARD', status: 'paid', paidAmount: 168_000, amountDueNow: 0, payments: [payment({ method: 'CARD', status: 'succeeded' })] }),
            payment: payment({ method: 'CARD', status: 'succeeded' }),
          },
        })
        : new Error('unexpected'),
    );
    await renderAt(`/checkout/sandbox-card/${ORDER_ID}?session=${session}`, fake, { strict: true });
    expect(screen.getByRole('heading', { name: 'Memeriksa pembayaran' })).toBeDefined();
    await advance(0);
    expect(fake.of('CompleteCardPayment').map((call) => call.variables.input)).toEqual([{ orderId: ORDER_ID, session }]);
    expect(screen.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeDefined();
    expect(screen.getByText('#10001')).toBeDefined();
    expect(screen.getByText('Rp168.000')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Lihat pesanan' }).getAttribute('href')).toBe(`/guest/order/${ORDER_ID}`);
    await advance(10_000);
    expect(fake.of('CompleteCardPayment')).toHaveLength(1);
  });

  it('shows a refusal and starts a new card payment on “Coba lagi”', async () => {
    const session = nextSession();
    const fake = createGraphFake((call) => {
      if (call.operation === 'CompleteCardPayment') {
        return data({ completeCardPayment: { __typename: 'PaymentRefused', message: 'Kartu ditolak oleh bank penerbit.', payment: payment({ method: 'CARD', status: 'declined' }) } });
      }
      if (call.operation === 'PaymentReturnOrder') return data({ order: order({ paymentMethod: 'CARD', payments: [payment({ method: 'CARD', status: 'declined' })] }) });
      if (call.operation === 'StartPayment') return data({ startPayment: { redirectUrl: '/_sandbox/card?session=next', payment: payment({ id: 'pay_2', method: 'CARD' }) } });
      return new Error('unexpected');
    });
    const { env } = await renderAt(`/checkout/sandbox-card/${ORDER_ID}?session=${session}`, fake);
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Pembayaran gagal' })).toBeDefined();
    expect(screen.getByText('Kartu ditolak oleh bank penerbit.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await advance(0);
    const [start] = fake.of('StartPayment');
    expect(start?.variables.input).toMatchObject({ orderId: ORDER_ID, method: 'CARD' });
    expect(typeof (start?.variables.input as { clientKey?: unknown }).clientKey).toBe('string');
    expect(env.assigned).toEqual(['https://toko.example/_sandbox/card?session=next']);
  });

  it('shows a cancelled card payment with a retry, without charging anything', async () => {
    const fake = createGraphFake(() => new Error('no request expected'));
    await renderAt(`/checkout/sandbox-card/${ORDER_ID}?cancelled=1`, fake);
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Pembayaran dibatalkan' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeDefined();
    expect(fake.calls).toHaveLength(0);
  });

  it('answers an order this browser has no access to with the not-found page', async () => {
    const fake = createGraphFake(() => jsonReply({ errors: [{ message: 'Pesanan tidak ditemukan.', extensions: { code: 'NOT_FOUND' } }], data: null }));
    await renderAt(`/checkout/sandbox-card/${ORDER_ID}?session=${nextSession()}`, fake);
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeDefined();
  });
});

describe('wallet payment return', () => {
  it('keeps polling the order until it is paid, whatever the address claims', async () => {
    let polls = 0;
    const fake = createGraphFake((call) => {
      if (call.operation !== 'PaymentReturnOrder') return new Error('unexpected');
      polls += 1;
      return polls < 3
        ? data({ order: order() })
        : data({ order: order({ status: 'paid', paidAmount: 168_000, amountDueNow: 0, payments: [payment({ status: 'succeeded' })] }) });
    });
    await renderAt(`/checkout/sandbox-wallet/${ORDER_ID}?status=paid&transaction_status=settlement`, fake);
    await advance(0);
    expect(fake.of('PaymentReturnOrder')).toHaveLength(1);
    expect(screen.queryByText('Pembayaran berhasil')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Memeriksa pembayaran' })).toBeDefined();

    await advance(POLL_INTERVAL_MS);
    expect(fake.of('PaymentReturnOrder')).toHaveLength(2);
    expect(screen.queryByText('Pembayaran berhasil')).toBeNull();

    await advance(POLL_INTERVAL_MS);
    expect(fake.of('PaymentReturnOrder')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeDefined();
    expect(screen.getByText('#10001')).toBeDefined();

    await advance(POLL_INTERVAL_MS * 5);
    expect(fake.of('PaymentReturnOrder')).toHaveLength(3);
  });

  it('shows an order already paid from the page’s own data, without asking again', async () => {
    const fake = createGraphFake(() => new Error('no request expected'));
    const paid = order({ status: 'paid', paidAmount: 168_000, amountDueNow: 0, payments: [payment({ status: 'succeeded' })] });
    await renderAt(`/checkout/sandbox-wallet/${ORDER_ID}`, fake, { seed: [{ query: PAYMENT_ORDER_QUERY, variables: { id: ORDER_ID }, data: { order: paid } }] });
    expect(screen.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeDefined();
    await advance(POLL_INTERVAL_MS * 3);
    expect(fake.calls).toHaveLength(0);
  });

  it('answers with status 404 when the page’s data shows no access to the order', async () => {
    const fake = createGraphFake(() => new Error('no request expected'));
    const { meta } = await renderAt(`/checkout/sandbox-wallet/${ORDER_ID}`, fake, { seed: [{ query: PAYMENT_ORDER_QUERY, variables: { id: ORDER_ID }, data: { order: null } }] });
    expect(screen.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeDefined();
    expect(meta()?.status).toBe(404);
  });

  it('stops after two minutes and offers to check again', async () => {
    const fake = createGraphFake(() => data({ order: order() }));
    await renderAt(`/checkout/sandbox-wallet/${ORDER_ID}`, fake);
    await advance(POLL_LIMIT_MS + POLL_INTERVAL_MS);
    expect(screen.getByText(/Kami belum menerima konfirmasi dari penyedia pembayaran/)).toBeDefined();
    expect(screen.queryByText('Pembayaran berhasil')).toBeNull();
    const polled = fake.calls.length;
    expect(polled).toBeGreaterThan(50);
    await advance(POLL_INTERVAL_MS * 10);
    expect(fake.calls).toHaveLength(polled);
    fireEvent.click(screen.getByRole('button', { name: 'Periksa lagi' }));
    await advance(0);
    expect(fake.calls).toHaveLength(polled + 1);
  });

  it('shows a cancelled wallet payment with a retry that starts a new wallet payment', async () => {
    const fake = createGraphFake((call) => {
      if (call.operation === 'PaymentReturnOrder') return data({ order: order({ payments: [payment({ status: 'cancelled', failureReason: 'Dibatalkan di aplikasi dompet.' })] }) });
      if (call.operation === 'StartPayment') return data({ startPayment: { redirectUrl: '/_sandbox/wallet?payment=pay_2', payment: payment({ id: 'pay_2' }) } });
      return new Error('unexpected');
    });
    const { env } = await renderAt(`/checkout/sandbox-wallet/${ORDER_ID}`, fake);
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Pembayaran dibatalkan' })).toBeDefined();
    expect(screen.getByText('Anda membatalkan pembayaran. Pesanan masih menunggu pembayaran.')).toBeDefined();
    // The provider's own note is not shown to the shopper.
    expect(screen.queryByText('Dibatalkan di aplikasi dompet.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await advance(0);
    expect(fake.of('StartPayment')[0]?.variables.input).toMatchObject({ orderId: ORDER_ID, method: 'WALLET' });
    expect(env.assigned).toEqual(['https://toko.example/_sandbox/wallet?payment=pay_2']);
  });

  it('says a card declined on the gateway’s page was declined, and tries the card again through the gateway', async () => {
    const fake = createGraphFake((call) => {
      if (call.operation === 'PaymentReturnOrder') return data({ order: order({ paymentMethod: 'CARD', payments: [payment({ method: 'CARD', status: 'declined', failureReason: 'denied' })] }) });
      if (call.operation === 'StartPayment') return data({ startPayment: { redirectUrl: 'https://app.midtrans.com/snap/v4/redirection/tok_2', payment: payment({ id: 'pay_2', method: 'CARD' }) } });
      return new Error('unexpected');
    });
    const { env } = await renderAt(`/checkout/midtrans/${ORDER_ID}`, fake);
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Pembayaran gagal' })).toBeDefined();
    expect(screen.getByText('Kartu ditolak oleh bank penerbit. Tidak ada uang yang terpotong. Coba kartu lain atau metode lain.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await advance(0);
    expect(fake.of('StartPayment')[0]?.variables.input).toMatchObject({ orderId: ORDER_ID, method: 'CARD' });
    expect(env.assigned).toEqual(['https://app.midtrans.com/snap/v4/redirection/tok_2']);
  });

  it('tries a declined gateway wallet payment again in the same wallet', async () => {
    const fake = createGraphFake((call) => {
      // A balance by wallet after a first payment by transfer: the order's own method is still the transfer.
      if (call.operation === 'PaymentReturnOrder') return data({ order: order({ paymentMethod: 'BANK_TRANSFER', payments: [payment({ status: 'declined', wallet: 'dana' })] }) });
      if (call.operation === 'StartPayment') return data({ startPayment: { redirectUrl: 'https://link.dana.id/pay/2', payment: payment({ id: 'pay_2', wallet: 'dana' }) } });
      return new Error('unexpected');
    });
    await renderAt(`/checkout/xendit/${ORDER_ID}`, fake);
    await advance(0);
    expect(screen.getByText('Pembayaran tidak berhasil. Anda bisa mencoba lagi.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await advance(0);
    expect(fake.of('StartPayment')[0]?.variables.input).toMatchObject({ method: 'WALLET', wallet: 'dana' });
  });

  it('answers an order without access, or an unknown provider, with the not-found page', async () => {
    const fake = createGraphFake(() => data({ order: null }));
    await renderAt(`/checkout/sandbox-wallet/${ORDER_ID}`, fake);
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeDefined();
    cleanup();

    const bankOrder = createGraphFake(() => data({ order: order({ paymentMethod: 'BANK_TRANSFER', payments: [payment({ method: 'BANK_TRANSFER' })] }) }));
    await renderAt(`/checkout/dompet-lain/${ORDER_ID}`, bankOrder);
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeDefined();
    cleanup();

    const none = createGraphFake(() => new Error('no request expected'));
    await renderAt(`/checkout/Bukan%20Penyedia/${ORDER_ID}`, none);
    expect(screen.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeDefined();
    expect(none.calls).toHaveLength(0);
  });
});
