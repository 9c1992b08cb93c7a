import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonReply } from '../../graph/graph-test-fetch';
import { ORDER_WATCH_INTERVAL_MS } from './order-watch';
import { ORDER_ID, SHOP_NAME, jsonBody, mutationCalls, renderOrderScreen, sampleOrder } from './orders-test-fixtures';
import type { OrderFieldsFragment } from '../../graph/generated/shop-operations';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const ORDER_PATH = `/guest/order/${ORDER_ID}`;
const METHODS: OrderFieldsFragment['paymentMethods'] = ['BANK_TRANSFER', 'WALLET', 'QRIS'];

type Payment = OrderFieldsFragment['payments'][number];

const ovoPayment = (overrides: Partial<Payment> = {}): Payment => ({
  id: 'pay_ovo', method: 'WALLET', purpose: 'first', amount: 150000, status: 'pending', failureReason: null,
  createdAt: '2024-05-01T03:00:00.000Z', expiresAt: '2024-05-01T03:30:00.000Z', wallet: 'ovo', proof: null,
  instructions: { kind: 'wallet_app', bank: null, accountNumber: null, wallet: 'ovo', phone: '••••••••7890', qrCode: null },
  ...overrides,
});

const walletOrder = (overrides: Partial<OrderFieldsFragment> = {}) =>
  sampleOrder({ paymentMethod: 'WALLET', paymentMethods: METHODS, wallets: ['ovo', 'dana', 'linkaja', 'shopeepay'], payments: [], ...overrides });

const paymentBox = () => screen.getByRole('region', { name: 'orders.payment.title' });

describe('paying an order by e-wallet through the shop’s gateway', () => {
  it('asks for the wallet first, then goes to the wallet’s page', async () => {
    const { fake, env } = await renderOrderScreen({
      path: ORDER_PATH,
      order: walletOrder(),
      replies: [jsonReply({ data: { startPayment: { redirectUrl: 'https://link.dana.id/pay/1', payment: { id: 'pay_dana', method: 'WALLET', status: 'pending', amount: 150000 } } } })],
    });
    const box = paymentBox();
    expect(within(box).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['BANK_TRANSFER', 'WALLET', 'QRIS', 'ovo', 'dana', 'linkaja', 'shopeepay']);
    await act(async () => {
      fireEvent.click(within(box).getByRole('button', { name: 'orders.payment.payNow' }));
    });
    expect(screen.getByText('orders.payment.walletChoose').getAttribute('role')).toBe('alert');
    expect(mutationCalls(fake, 'StartPaymentInput')).toHaveLength(0);

    fireEvent.click(within(box).getByRole('radio', { name: 'DANA' }));
    await act(async () => {
      fireEvent.click(within(box).getByRole('button', { name: 'orders.payment.payNow' }));
    });
    const calls = mutationCalls(fake, 'StartPaymentInput');
    expect(calls).toHaveLength(1);
    expect(jsonBody(calls[0]!).variables.input).toMatchObject({ orderId: ORDER_ID, method: 'WALLET', wallet: 'dana' });
    expect(env.assigned).toEqual(['https://link.dana.id/pay/1']);
  });

  it('tells the shopper to approve an OVO request in the app, and follows the order until the money arrives', async () => {
    vi.useFakeTimers();
    const waiting = walletOrder({ payments: [ovoPayment()] });
    const paid = walletOrder({ status: 'paid', paidAmount: 150000, balanceDue: 0, amountDueNow: 0, canPay: false, payments: [ovoPayment({ status: 'succeeded', instructions: null })] });
    const { fake } = await renderOrderScreen({ path: ORDER_PATH, order: waiting, replies: [jsonReply({ data: { order: paid, shop: { name: SHOP_NAME } } })] });
    const box = paymentBox();
    expect(within(box).getByRole('radio', { name: 'OVO' })).toHaveProperty('checked', true);
    expect(within(box).getByText('orders.payment.walletAppTitle')).toBeTruthy();
    expect(within(box).getByText('orders.payment.walletAppMissed')).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(ORDER_WATCH_INTERVAL_MS));
    expect(fake.calls).toHaveLength(1);
    expect(screen.getByText('orders.payment.received')).toBeTruthy();
  });

  it('says the last wallet payment did not go through, and asks OVO’s approval hint for OVO', async () => {
    await renderOrderScreen({ path: ORDER_PATH, order: walletOrder({ payments: [ovoPayment({ status: 'failed', instructions: null })] }) });
    const box = paymentBox();
    expect(within(box).getByText('orders.payment.walletFailed')).toBeTruthy();
    expect(within(box).getByText('orders.payment.walletAppHint')).toBeTruthy();
    expect(within(box).queryByText('orders.payment.walletAppTitle')).toBeNull();
  });

  it('keeps the sandbox wallet’s single button when the shop has no gateway', async () => {
    await renderOrderScreen({ path: ORDER_PATH, order: walletOrder({ wallets: [] }) });
    const box = paymentBox();
    expect(within(box).queryByRole('group', { name: 'orders.payment.wallet' })).toBeNull();
    expect(within(box).getByRole('button', { name: 'orders.payment.payNow' })).toBeTruthy();
  });
});
