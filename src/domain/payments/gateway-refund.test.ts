import { describe, expect, it } from 'vitest';
import { isShopRefund, planGatewayRefund, shopRefundKey, type PaidPayment } from './gateway-refund';

const qris = (id: string, amount: number, providerRefunded = 0, provider = 'midtrans', refundedElsewhere = 0): PaidPayment => ({ id, provider, method: 'qris', amount, providerRefunded, refundedElsewhere });

describe('a refund split over the gateways that took the money', () => {
  it('goes back through the gateway for QRIS, newest payment first, the rest by hand', () => {
    // A balance by QRIS after a down payment by transfer: the QRIS part comes back by itself.
    const paid: PaidPayment[] = [qris('balance', 300_000), { id: 'down', provider: 'bank-transfer', method: 'bank_transfer', amount: 100_000, providerRefunded: 0, refundedElsewhere: 0 }];
    expect(planGatewayRefund(paid, 350_000)).toEqual({ parts: [{ paymentId: 'balance', provider: 'midtrans', amount: 300_000 }], alreadyReturned: [], throughGateway: 300_000, byHand: 50_000 });
    expect(planGatewayRefund(paid, 120_000)).toEqual({ parts: [{ paymentId: 'balance', provider: 'midtrans', amount: 120_000 }], alreadyReturned: [], throughGateway: 120_000, byHand: 0 });
  });

  it('never gives back through a payment more than it took, counting what it gave back before', () => {
    const paid = [qris('b', 200_000, 150_000, 'xendit'), qris('a', 100_000)];
    expect(planGatewayRefund(paid, 180_000)).toEqual({
      parts: [{ paymentId: 'b', provider: 'xendit', amount: 50_000 }, { paymentId: 'a', provider: 'midtrans', amount: 100_000 }], alreadyReturned: [], throughGateway: 150_000, byHand: 30_000,
    });
  });

  it('leaves virtual accounts and anything else to the owner', () => {
    const paid: PaidPayment[] = [{ id: 'va', provider: 'midtrans', method: 'virtual_account', amount: 90_000, providerRefunded: 0, refundedElsewhere: 0 }];
    expect(planGatewayRefund(paid, 90_000)).toEqual({ parts: [], alreadyReturned: [], throughGateway: 0, byHand: 90_000 });
    expect(planGatewayRefund([], 0)).toEqual({ parts: [], alreadyReturned: [], throughGateway: 0, byHand: 0 });
  });

  it('counts money the gateway gave back from its dashboard as returned, asking neither the gateway nor the owner for it again', () => {
    // 60,000 of a 200,000 card payment went back from Midtrans' dashboard before the owner recorded the refund.
    const paid = [qris('card', 200_000, 60_000, 'midtrans', 60_000)];
    expect(planGatewayRefund(paid, 200_000)).toEqual({
      parts: [{ paymentId: 'card', provider: 'midtrans', amount: 140_000 }], alreadyReturned: [{ paymentId: 'card', amount: 60_000 }], throughGateway: 200_000, byHand: 0,
    });
    expect(planGatewayRefund(paid, 50_000)).toEqual({ parts: [], alreadyReturned: [{ paymentId: 'card', amount: 50_000 }], throughGateway: 50_000, byHand: 0 });
  });
});

describe('refunds the shop asked for, told apart from those made in a gateway’s dashboard', () => {
  it('knows its own refund keys and no other', () => {
    expect(isShopRefund('pay_1', shopRefundKey('pay_1', 0))).toBe(true);
    expect(isShopRefund('pay_1', shopRefundKey('pay_1', 45_000))).toBe(true);
    expect(isShopRefund('pay_1', shopRefundKey('pay_12', 0))).toBe(false);
    expect(isShopRefund('pay_1', 'pay_1-dashboard')).toBe(false);
    expect(isShopRefund('pay_1', null)).toBe(false);
  });
});
