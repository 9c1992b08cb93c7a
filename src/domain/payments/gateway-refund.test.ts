import { describe, expect, it } from 'vitest';
import { planGatewayRefund, type PaidPayment } from './gateway-refund';

const qris = (id: string, amount: number, providerRefunded = 0, provider = 'midtrans'): PaidPayment => ({ id, provider, method: 'qris', amount, providerRefunded });

describe('a refund split over the gateways that took the money', () => {
  it('goes back through the gateway for QRIS, newest payment first, the rest by hand', () => {
    // A balance by QRIS after a down payment by transfer: the QRIS part comes back by itself.
    const paid: PaidPayment[] = [qris('balance', 300_000), { id: 'down', provider: 'bank-transfer', method: 'bank_transfer', amount: 100_000, providerRefunded: 0 }];
    expect(planGatewayRefund(paid, 350_000)).toEqual({ parts: [{ paymentId: 'balance', provider: 'midtrans', amount: 300_000 }], throughGateway: 300_000, byHand: 50_000 });
    expect(planGatewayRefund(paid, 120_000)).toEqual({ parts: [{ paymentId: 'balance', provider: 'midtrans', amount: 120_000 }], throughGateway: 120_000, byHand: 0 });
  });

  it('never gives back through a payment more than it took, counting what it gave back before', () => {
    const paid = [qris('b', 200_000, 150_000, 'xendit'), qris('a', 100_000)];
    expect(planGatewayRefund(paid, 180_000)).toEqual({
      parts: [{ paymentId: 'b', provider: 'xendit', amount: 50_000 }, { paymentId: 'a', provider: 'midtrans', amount: 100_000 }], throughGateway: 150_000, byHand: 30_000,
    });
  });

  it('leaves virtual accounts and anything else to the owner', () => {
    const paid: PaidPayment[] = [{ id: 'va', provider: 'midtrans', method: 'virtual_account', amount: 90_000, providerRefunded: 0 }];
    expect(planGatewayRefund(paid, 90_000)).toEqual({ parts: [], throughGateway: 0, byHand: 90_000 });
    expect(planGatewayRefund([], 0)).toEqual({ parts: [], throughGateway: 0, byHand: 0 });
  });
});
