import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
const METHODS: OrderFieldsFragment['paymentMethods'] = ['BANK_TRANSFER', 'VIRTUAL_ACCOUNT', 'QRIS'];
// A 21×21 code's finder pattern row, enough to see the path drawn as given.
const QR = { size: 21, quietZone: 4, path: 'M0 0h7v1h-7z' };

type Payment = OrderFieldsFragment['payments'][number];

function gatewayPayment(overrides: Partial<Payment>): Payment {
  return {
    id: 'pay_va', method: 'VIRTUAL_ACCOUNT', purpose: 'first', amount: 150000, status: 'pending', failureReason: null,
    createdAt: '2024-05-01T03:00:00.000Z', expiresAt: '2024-05-02T03:00:00.000Z', wallet: null, proof: null,
    instructions: { kind: 'virtual_account', bank: 'bca', accountNumber: '88081234567890', wallet: null, phone: null, qrCode: null },
    ...overrides,
  };
}

const vaOrder = (overrides: Partial<OrderFieldsFragment> = {}) =>
  sampleOrder({ paymentMethod: 'VIRTUAL_ACCOUNT', paymentMethods: METHODS, payments: [gatewayPayment({})], ...overrides });

const paymentBox = () => screen.getByRole('region', { name: 'orders.payment.title' });

describe('paying an order by virtual account or QRIS', () => {
  it('shows the virtual account number in groups of four, with its bank, the amount and until when it takes money', async () => {
    await renderOrderScreen({ path: ORDER_PATH, order: vaOrder() });
    const box = paymentBox();
    expect(within(box).getByRole('radio', { name: 'orders.method.VIRTUAL_ACCOUNT' })).toHaveProperty('checked', true);
    expect(within(box).getByRole('radio', { name: 'BCA' })).toHaveProperty('checked', true);
    expect(within(box).getByText('8808 1234 5678 90')).toBeTruthy();
    expect(within(box).getByRole('button', { name: 'orders.payment.copyVa' })).toBeTruthy();
    expect(within(box).getByText('orders.payment.exactAmount').parentElement?.textContent).toContain('Rp150.000');
    expect(within(box).getByText('orders.payment.deadline', { exact: false }).textContent).toContain('2 Mei 2024');
    // Nothing to confirm by hand.
    expect(within(box).queryByRole('link', { name: 'orders.payment.confirmLink' })).toBeNull();
  });

  it('draws the QRIS code from the server’s path, named for screen readers', async () => {
    const qris = gatewayPayment({ id: 'pay_qr', method: 'QRIS', instructions: { kind: 'qris', bank: null, accountNumber: null, wallet: null, phone: null, qrCode: QR } });
    await renderOrderScreen({ path: ORDER_PATH, order: vaOrder({ paymentMethod: 'QRIS', payments: [qris] }) });
    const picture = within(paymentBox()).getByRole('img', { name: 'orders.payment.qrisAlt' });
    expect(picture.getAttribute('viewBox')).toBe('-4 -4 29 29');
    expect(picture.querySelector('path')?.getAttribute('d')).toBe(QR.path);
    // The code carries its amount: the shopper is told what it charges, not to transfer it.
    expect(within(paymentBox()).getByText('orders.payment.qrisAmount').parentElement?.textContent).toContain('Rp150.000');
    expect(within(paymentBox()).queryByText('orders.payment.exactAmount')).toBeNull();
  });

  it('asks for the bank first, then starts a virtual account with it and shows the number it gets', async () => {
    const withAccount = vaOrder({ payments: [gatewayPayment({ instructions: { kind: 'virtual_account', bank: 'bri', accountNumber: '26215123456789', wallet: null, phone: null, qrCode: null } })] });
    const { fake } = await renderOrderScreen({
      path: ORDER_PATH,
      order: sampleOrder({ paymentMethods: METHODS }),
      replies: [
        jsonReply({ data: { startPayment: { redirectUrl: null, payment: { id: 'pay_va', method: 'VIRTUAL_ACCOUNT', status: 'pending', amount: 150000 } } } }),
        jsonReply({ data: { order: withAccount, shop: { name: SHOP_NAME } } }),
      ],
    });
    fireEvent.click(within(paymentBox()).getByRole('radio', { name: 'orders.method.VIRTUAL_ACCOUNT' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'orders.payment.vaShow' }));
    });
    expect(screen.getByText('orders.payment.vaChooseBank').getAttribute('role')).toBe('alert');
    expect(mutationCalls(fake, 'StartPaymentInput')).toHaveLength(0);

    fireEvent.click(within(paymentBox()).getByRole('radio', { name: 'BRI' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'orders.payment.vaShow' }));
    });
    const calls = mutationCalls(fake, 'StartPaymentInput');
    expect(calls).toHaveLength(1);
    expect(jsonBody(calls[0]!).variables.input).toMatchObject({ orderId: ORDER_ID, method: 'VIRTUAL_ACCOUNT', bank: 'bri' });
    await waitFor(() => expect(within(paymentBox()).getByText('2621 5123 4567 89')).toBeTruthy());
  });

  it('asks for the order again while the account waits, and says so the moment it is paid', async () => {
    vi.useFakeTimers();
    const paid = vaOrder({
      status: 'paid', paidAmount: 150000, balanceDue: 0, amountDueNow: 0, canPay: false,
      payments: [gatewayPayment({ status: 'paid', instructions: null })],
    });
    const { fake } = await renderOrderScreen({
      path: ORDER_PATH,
      order: vaOrder(),
      replies: [jsonReply({ data: { order: vaOrder(), shop: { name: SHOP_NAME } } }), jsonReply({ data: { order: paid, shop: { name: SHOP_NAME } } })],
    });
    expect(screen.getByText('orders.payment.watching')).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(ORDER_WATCH_INTERVAL_MS));
    expect(fake.calls).toHaveLength(1);
    expect(screen.queryByText('orders.payment.received')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(ORDER_WATCH_INTERVAL_MS));
    expect(fake.calls).toHaveLength(2);
    expect(screen.getByText('orders.payment.received').closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'orders.payment.title' })).toBeNull();
    // Paid: nothing more to watch.
    await act(() => vi.advanceTimersByTimeAsync(3 * ORDER_WATCH_INTERVAL_MS));
    expect(fake.calls).toHaveLength(2);
  });

  it('does not ask again for an order paid by bank transfer, which the owner confirms', async () => {
    vi.useFakeTimers();
    const { fake } = await renderOrderScreen({ path: ORDER_PATH, order: sampleOrder({ paymentMethods: METHODS }) });
    await act(() => vi.advanceTimersByTimeAsync(3 * ORDER_WATCH_INTERVAL_MS));
    expect(fake.calls).toHaveLength(0);
    expect(screen.queryByText('orders.payment.watching')).toBeNull();
  });

  it('stops asking once the order takes no more money, even with an account left open', async () => {
    vi.useFakeTimers();
    const { fake } = await renderOrderScreen({ path: ORDER_PATH, order: vaOrder({ status: 'refunded', canPay: false, amountDueNow: 0 }) });
    await act(() => vi.advanceTimersByTimeAsync(3 * ORDER_WATCH_INTERVAL_MS));
    expect(fake.calls).toHaveLength(0);
  });
});
