import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonReply } from '../../graph/graph-test-fetch';
import { ORDER_ID, jsonBody, mutationCalls, renderOrderScreen, sampleOrder } from './orders-test-fixtures';

afterEach(() => {
  cleanup();
});

const RECEIVED_PATH = `/guest/order/${ORDER_ID}/confirm/received`;

const paid = { canPay: false, amountDueNow: 0, paidAmount: 150000, balanceDue: 0, payments: [] };
const shipped = sampleOrder({ ...paid, status: 'shipped', trackingCourier: 'JNE', trackingNumber: 'JN0012345678', canConfirmReceived: true });
const received = sampleOrder({ ...paid, status: 'received', trackingCourier: 'JNE', trackingNumber: 'JN0012345678', canReview: true });

describe('confirming receipt', () => {
  it('shows the summary with tracking and confirms once after the acknowledgement', async () => {
    let answer = () => {};
    const { fake } = await renderOrderScreen({
      path: RECEIVED_PATH,
      order: shipped,
      replies: [jsonReply({ data: { confirmOrderReceived: { order: received } } })],
      holdAnswers: new Promise<void>((resolve) => {
        answer = resolve;
      }),
    });
    expect(screen.getByText('JN0012345678')).toBeTruthy();
    expect(screen.getByText('Kain Batik Parang')).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'orders.shipped.confirmLink' }));
    });
    const dialog = await screen.findByRole('alertdialog');
    const yes = screen.getByRole('button', { name: 'orders.received.yes' }) as HTMLButtonElement;
    expect(yes.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'orders.received.acknowledge' }));
    expect(yes.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(yes);
    });
    // A second press while the first is under way must not send again.
    expect(yes.getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      fireEvent.click(yes);
    });
    await act(async () => {
      answer();
    });
    await waitFor(() => expect(dialog.textContent).toContain('orders.received.thanks'));

    const calls = mutationCalls(fake, 'ConfirmOrderReceivedInput');
    expect(calls).toHaveLength(1);
    const input = jsonBody(calls[0]!).variables.input;
    expect(input.orderId).toBe(ORDER_ID);
    expect(typeof input.clientKey).toBe('string');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 2, name: 'orders.received.thanks' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'orders.reviewPrompt.link' }).getAttribute('href')).toBe(`/order/review/${ORDER_ID}`);
  });

  it('sends nothing when the shopper says not yet', async () => {
    const { fake } = await renderOrderScreen({ path: RECEIVED_PATH, order: shipped });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'orders.shipped.confirmLink' }));
    });
    await screen.findByRole('alertdialog');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'orders.received.no' }));
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fake.calls).toHaveLength(0);
  });

  it('explains why an order that is not shipped cannot be confirmed yet', async () => {
    const processing = sampleOrder({ ...paid, status: 'processing' });
    await renderOrderScreen({ path: RECEIVED_PATH, order: processing });
    expect(screen.getByRole('heading', { name: 'orders.received.cannotTitle' })).toBeTruthy();
    expect(screen.getByText('orders.received.notShipped')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'orders.shipped.confirmLink' })).toBeNull();
  });
});
