import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderOrderScreen, sampleOrder } from './orders-test-fixtures';

afterEach(() => {
  cleanup();
});

describe('payment confirmation entry', () => {
  it('lists the orders that still wait for a payment, each leading to its confirmation', async () => {
    const waiting = sampleOrder({ id: 'ord_a', number: 10002 });
    const paid = sampleOrder({ id: 'ord_b', number: 10003, status: 'paid', canPay: false, amountDueNow: 0 });
    await renderOrderScreen({ path: '/payment/confirm', accessible: [waiting, paid] });
    const links = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.includes('/confirm/payment'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/guest/order/ord_a/confirm/payment']);
    expect(links[0]!.textContent).toContain('orders.pick.due');
  });

  it('explains that the order e-mail opens an order when there is none here', async () => {
    const { lastMeta } = await renderOrderScreen({ path: '/payment/confirm', accessible: [] });
    expect(screen.getByRole('heading', { name: 'orders.pick.noneTitle' })).toBeTruthy();
    expect(screen.getByText('orders.pick.noneBody')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'orders.backHome' }).getAttribute('href')).toBe('/');
    expect(lastMeta()?.noindex).toBe(true);
  });
});
