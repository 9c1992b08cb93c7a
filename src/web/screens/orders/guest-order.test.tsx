import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonReply } from '../../graph/graph-test-fetch';
import { ORDER_ID, jsonBody, mutationCalls, renderOrderScreen, sampleOrder } from './orders-test-fixtures';

afterEach(() => {
  cleanup();
});

const ORDER_PATH = `/guest/order/${ORDER_ID}`;

function paymentBox(): HTMLElement {
  return screen.getByRole('region', { name: 'orders.payment.title' });
}

describe('order page', () => {
  it('shows the number, the status in words and the lines with their totals', async () => {
    await renderOrderScreen({ path: ORDER_PATH });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('orders.order.title');
    expect(screen.getByText('orders.status.awaiting_payment')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kain Batik Parang' }).getAttribute('href')).toBe('/product/kain-batik-parang');
    expect(screen.getAllByText('Rp130.000').length).toBe(2);
    expect(screen.getByText('orders.totals.shippingWith')).toBeTruthy();
  });

  it('shows bank transfer instructions with the exact amount, the accounts and the confirm link', async () => {
    await renderOrderScreen({ path: ORDER_PATH });
    const box = paymentBox();
    expect(within(box).getByText('orders.payment.exactAmount').parentElement?.textContent).toContain('Rp150.000');
    expect(within(box).getByText('8730-1122-33')).toBeTruthy();
    expect(within(box).getByText('CV Sekar Jagad')).toBeTruthy();
    expect(within(box).getByText('Tulis nomor pesanan pada berita transfer.')).toBeTruthy();
    expect(within(box).getByRole('radio', { name: 'orders.method.BANK_TRANSFER' })).toHaveProperty('checked', true);
    expect(within(box).getByRole('link', { name: 'orders.payment.confirmLink' }).getAttribute('href')).toBe(`/guest/order/${ORDER_ID}/confirm/payment`);
    expect(within(box).getByText('orders.payment.deadline', { exact: false }).textContent).toContain('2 Mei 2024, 03.00');
  });

  it('starts a card payment and goes to the provider page', async () => {
    const { fake, env } = await renderOrderScreen({
      path: ORDER_PATH,
      replies: [jsonReply({ data: { startPayment: { redirectUrl: 'https://toko.example/_sandbox/card?session=s1', payment: { id: 'pay_2', method: 'CARD', status: 'pending', amount: 150000 } } } })],
    });
    fireEvent.click(within(paymentBox()).getByRole('radio', { name: 'orders.method.CARD' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'orders.payment.payNow' }));
    });
    await waitFor(() => expect(env.assigned).toEqual(['https://toko.example/_sandbox/card?session=s1']));
    const calls = mutationCalls(fake, 'StartPaymentInput');
    expect(calls).toHaveLength(1);
    const input = jsonBody(calls[0]!).variables.input;
    expect(input).toMatchObject({ orderId: ORDER_ID, method: 'CARD' });
    expect(typeof input.clientKey).toBe('string');
  });

  it('says a submitted proof is being checked instead of asking for payment', async () => {
    const order = sampleOrder({
      canPay: false,
      payments: [{ id: 'pay_1', method: 'BANK_TRANSFER', purpose: 'first', amount: 150000, status: 'submitted', failureReason: null, createdAt: '2024-05-01T05:00:00.000Z', expiresAt: null, wallet: null, instructions: null, proof: { bank: 'BCA', payerName: 'Sari', amount: 150000, transferDate: '2024-05-01' } }],
    });
    await renderOrderScreen({ path: ORDER_PATH, order });
    expect(screen.getByRole('heading', { name: 'orders.proof.underReview' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'orders.payment.title' })).toBeNull();
  });

  it('shows a rejected proof with its reason and the confirm link again', async () => {
    const order = sampleOrder({
      payments: [{ id: 'pay_1', method: 'BANK_TRANSFER', purpose: 'first', amount: 150000, status: 'rejected', failureReason: 'Nominal tidak sesuai', createdAt: '2024-05-01T05:00:00.000Z', expiresAt: null, wallet: null, instructions: null, proof: null }],
    });
    await renderOrderScreen({ path: ORDER_PATH, order });
    const box = paymentBox();
    expect(within(box).getByText('orders.payment.rejected')).toBeTruthy();
    expect(within(box).getByText('orders.payment.rejectedReason')).toBeTruthy();
    expect(within(box).getByRole('link', { name: 'orders.payment.confirmLink' })).toBeTruthy();
  });

  it('links a partially paid order to paying the rest', async () => {
    const order = sampleOrder({ status: 'partially_paid', paidAmount: 50000, balanceDue: 100000, amountDueNow: 100000 });
    await renderOrderScreen({ path: ORDER_PATH, order });
    expect(screen.getByRole('link', { name: 'orders.balance.link' }).getAttribute('href')).toBe(`/order/payment/complete/${ORDER_ID}`);
  });

  it('shows the tracking number of a shipped order and the link to confirm receipt', async () => {
    const order = sampleOrder({ status: 'shipped', canPay: false, amountDueNow: 0, paidAmount: 150000, balanceDue: 0, trackingCourier: 'JNE', trackingNumber: 'JN0012345678', canConfirmReceived: true });
    await renderOrderScreen({ path: ORDER_PATH, order });
    // Once, in the box that follows the parcel, not again in the delivery card.
    expect(screen.getAllByText('JN0012345678')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'orders.shipped.confirmLink' }).getAttribute('href')).toBe(`/guest/order/${ORDER_ID}/confirm/received`);
  });

  it('keeps the tracking number in the delivery card once the parcel has arrived, naming the courier only when the shop used another', async () => {
    // The shopper chose JNE (the fixture's courier); the shop sent it with SiCepat.
    const other = await renderOrderScreen({ path: ORDER_PATH, order: sampleOrder({ status: 'received', canPay: false, amountDueNow: 0, paidAmount: 150000, balanceDue: 0, trackingCourier: 'SiCepat', trackingNumber: 'WYB-7F3A21' }) });
    expect(screen.getAllByText('WYB-7F3A21')).toHaveLength(1);
    expect(screen.getByText('orders.tracking.courier').nextElementSibling?.textContent).toBe('SiCepat');
    other.unmount();
    await renderOrderScreen({ path: ORDER_PATH, order: sampleOrder({ status: 'received', canPay: false, amountDueNow: 0, paidAmount: 150000, balanceDue: 0, trackingCourier: 'JNE', trackingNumber: 'JN0012345678' }) });
    expect(screen.getAllByText('JN0012345678')).toHaveLength(1);
    expect(screen.queryByText('orders.tracking.courier')).toBeNull();
  });

  it('follows the parcel’s journey, newest step first, once the courier reports it', async () => {
    const order = sampleOrder({
      status: 'shipped', canPay: false, amountDueNow: 0, paidAmount: 150000, balanceDue: 0, trackingCourier: 'SiCepat', trackingNumber: 'WYB-7F3A21', canConfirmReceived: true,
      shipment: {
        waybill: 'WYB-7F3A21', booked: true, status: 'picked', checkedAt: '2024-05-02T04:00:00.000Z',
        history: [
          { at: '2024-05-02T03:30:00.000Z', status: 'picked', note: 'Paket dijemput kurir di Cilandak' },
          { at: '2024-05-02T01:00:00.000Z', status: 'confirmed', note: 'Order has been confirmed' },
        ],
      },
    });
    await renderOrderScreen({ path: ORDER_PATH, order });
    const journey = screen.getByRole('region', { name: 'shipment.title' });
    expect(within(journey).getByText('shipment.status.picked', { selector: 'strong' })).toBeTruthy();
    const steps = within(journey).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('.shipment-step-note')?.textContent)).toEqual(['Paket dijemput kurir di Cilandak', 'Order has been confirmed']);
    expect(steps[0]!.querySelector('time')?.getAttribute('dateTime')).toBe('2024-05-02T03:30:00.000Z');
  });

  it('offers a review once the order is received', async () => {
    const order = sampleOrder({ status: 'received', canPay: false, amountDueNow: 0, canReview: true });
    await renderOrderScreen({ path: ORDER_PATH, order });
    expect(screen.getByRole('link', { name: 'orders.reviewPrompt.link' }).getAttribute('href')).toBe(`/order/review/${ORDER_ID}`);
  });

  it('asks for the e-mail link with status 404 when this browser may not open the order', async () => {
    const { lastMeta } = await renderOrderScreen({ path: ORDER_PATH, order: null });
    expect(screen.getByRole('heading', { level: 1, name: 'orders.noAccess.title' })).toBeTruthy();
    expect(lastMeta()).toMatchObject({ status: 404, noindex: true });
  });

  it('is not indexed', async () => {
    const { lastMeta } = await renderOrderScreen({ path: ORDER_PATH });
    expect(lastMeta()?.noindex).toBe(true);
  });

  it('links the signed-in route to its own confirm page', async () => {
    await renderOrderScreen({ path: `/order/${ORDER_ID}` });
    expect(within(paymentBox()).getByRole('link', { name: 'orders.payment.confirmLink' }).getAttribute('href')).toBe(`/order/${ORDER_ID}/payment/confirm`);
  });
});
