import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonReply } from '../../graph/graph-test-fetch';
import { ORDER_ID, jsonBody, mutationCalls, renderOrderScreen, sampleOrder } from './orders-test-fixtures';

afterEach(() => {
  cleanup();
});

const COMPLETE_PATH = `/order/payment/complete/${ORDER_ID}`;

const partiallyPaid = sampleOrder({
  status: 'partially_paid',
  paidAmount: 50000,
  balanceDue: 100000,
  amountDueNow: 100000,
  payments: [{ id: 'pay_1', method: 'BANK_TRANSFER', purpose: 'first', amount: 50000, status: 'succeeded', failureReason: null, createdAt: '2024-05-01T03:00:00.000Z', expiresAt: null, wallet: null, instructions: null, proof: null }],
});

describe('paying the balance', () => {
  it('shows the balance, the accounts and the confirm link for a bank transfer', async () => {
    await renderOrderScreen({ path: COMPLETE_PATH, order: partiallyPaid });
    const box = screen.getByRole('region', { name: 'orders.balance.chooseMethod' });
    expect(within(box).getByText('orders.payment.exactAmount').parentElement?.textContent).toContain('Rp100.000');
    expect(within(box).getByText('8730-1122-33')).toBeTruthy();
    expect(within(box).getByRole('link', { name: 'orders.payment.confirmLink' }).getAttribute('href')).toBe(`/guest/order/${ORDER_ID}/confirm/payment`);
  });

  it('starts a wallet payment and goes to the provider', async () => {
    const { fake, env } = await renderOrderScreen({
      path: COMPLETE_PATH,
      order: partiallyPaid,
      replies: [jsonReply({ data: { startPayment: { redirectUrl: '/_sandbox/wallet?session=w1', payment: { id: 'pay_2', method: 'WALLET', status: 'pending', amount: 100000 } } } })],
    });
    fireEvent.click(screen.getByRole('radio', { name: 'orders.method.WALLET' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'orders.payment.payNow' }));
    });
    await waitFor(() => expect(env.assigned).toEqual(['https://toko.example/_sandbox/wallet?session=w1']));
    expect(jsonBody(mutationCalls(fake, 'StartPaymentInput')[0]!).variables.input).toMatchObject({ orderId: ORDER_ID, method: 'WALLET' });
  });

  it('says so when nothing is left to pay', async () => {
    await renderOrderScreen({ path: COMPLETE_PATH, order: sampleOrder({ status: 'paid', canPay: false, amountDueNow: 0, balanceDue: 0, paidAmount: 150000 }) });
    expect(screen.getByRole('heading', { name: 'orders.confirm.nothingDue' })).toBeTruthy();
  });
});
