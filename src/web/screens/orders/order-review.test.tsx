import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonReply } from '../../graph/graph-test-fetch';
import { ORDER_ID, jsonBody, mutationCalls, renderOrderScreen, sampleOrder } from './orders-test-fixtures';
import type { OrderFieldsFragment } from '../../graph/generated/shop-operations';

type OrderLineData = OrderFieldsFragment['lines'][number];

afterEach(() => {
  cleanup();
});

const REVIEW_PATH = `/order/review/${ORDER_ID}`;

function line(productId: string, name: string, review: OrderLineData['review'] = null): OrderLineData {
  return { productId, name, variationLabel: '', sku: productId, unitPrice: 50000, count: 1, lineTotal: 50000, downPaymentUnit: null, product: null, review };
}

function receivedOrder(lines: OrderLineData[]): OrderFieldsFragment {
  return sampleOrder({ status: 'received', canPay: false, amountDueNow: 0, canReview: true, lines });
}

function ratingGroup(name: string): HTMLElement {
  return screen.getByRole('group', { name });
}

function star(group: HTMLElement, count: number): HTMLInputElement {
  const input = group.querySelector<HTMLInputElement>(`input[type="radio"][value="${count}"]`);
  if (!input) throw new Error(`no ${count}-star radio`);
  return input;
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'orders.review.submit' }));
  });
}

describe('order review', () => {
  it('offers five named radio stars per product and shows written reviews read-only', async () => {
    const order = receivedOrder([
      line('P1', 'Kain Batik Parang'),
      line('P2', 'Selendang Sutra', { rating: 4, body: 'Warnanya cantik.', createdAt: '2024-05-10T02:00:00.000Z', status: 'approved', reply: 'Terima kasih!' }),
    ]);
    await renderOrderScreen({ path: REVIEW_PATH, order });
    const group = ratingGroup('orders.review.rating');
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    expect(within(group).getByRole('radio', { name: 'orders.review.starOne' })).toBe(radios[0]);
    expect(within(group).getAllByRole('radio', { name: 'orders.review.starMany' })).toHaveLength(4);
    expect(screen.getByText('Warnanya cantik.')).toBeTruthy();
    // The buyer sees whether the shop shows the review, and its reply.
    expect(screen.getByText(/orders\.review\.status\.approved/)).toBeTruthy();
    expect(screen.getByText('Terima kasih!', { exact: false })).toBeTruthy();
    expect(screen.getAllByRole('group')).toHaveLength(2); // the product's fieldset and its rating group
  });

  it('requires a rating before sending', async () => {
    const { fake } = await renderOrderScreen({ path: REVIEW_PATH, order: receivedOrder([line('P1', 'Kain Batik Parang')]) });
    fireEvent.change(screen.getByLabelText('orders.review.body'), { target: { value: 'Bagus sekali.' } });
    await submit();
    expect(screen.getByText('orders.review.ratingRequired')).toBeTruthy();
    const first = star(ratingGroup('orders.review.rating'), 1);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(first);
    expect(fake.calls).toHaveLength(0);
  });

  it('sends the rated products with their text', async () => {
    const reviewed = receivedOrder([line('P1', 'Kain Batik Parang', { rating: 5, body: 'Bagus sekali.', createdAt: '2024-05-10T02:00:00.000Z', status: 'pending', reply: null })]);
    const { fake } = await renderOrderScreen({
      path: REVIEW_PATH,
      order: receivedOrder([line('P1', 'Kain Batik Parang')]),
      replies: [jsonReply({ data: { reviewOrder: { order: reviewed } } })],
    });
    fireEvent.click(star(ratingGroup('orders.review.rating'), 5));
    fireEvent.change(screen.getByLabelText('orders.review.body'), { target: { value: '  Bagus sekali.  ' } });
    await submit();
    await waitFor(() => expect(screen.getByText('orders.review.thanks')).toBeTruthy());
    const calls = mutationCalls(fake, 'ReviewOrderInput');
    expect(calls).toHaveLength(1);
    expect(jsonBody(calls[0]!).variables.input).toEqual({ orderId: ORDER_ID, reviews: [{ productId: 'P1', rating: 5, body: 'Bagus sekali.' }] });
    expect(screen.getByText('Bagus sekali.')).toBeTruthy();
  });

  it('explains that reviews open once the order is received', async () => {
    const order = sampleOrder({ status: 'shipped', canPay: false, amountDueNow: 0, canConfirmReceived: true });
    await renderOrderScreen({ path: REVIEW_PATH, order });
    expect(screen.getByText('orders.review.notYet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'orders.shipped.confirmLink' }).getAttribute('href')).toBe(`/guest/order/${ORDER_ID}/confirm/received`);
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
