import type { CouponProblem } from '../../domain/checkout/coupon';
import { isExactAmount } from '../../domain/checkout/pricing';
import { isVirtualAccountBank, type PaymentMethodName } from '../../domain/payments/payment-method';
import type { RequestContext } from '../context.server';
import { inTransactionOr, Rollback } from '../db/transaction.server';
import { badInput, notFound, say } from '../errors.server';
import { recordReferral } from '../modules/affiliates';
import { recordOrderStockMovements, takeStock } from '../modules/catalog';
import { lockCheckout, markCheckoutOrdered, missingCheckoutFields, quoteCheckout, type CheckoutQuote } from '../modules/checkout';
import { commerceSettings, listBankAccounts, paymentGateway } from '../modules/commerce-settings';
import { redeemCoupon } from '../modules/coupons';
import { saveAddressOnce } from '../modules/customers';
import { createOrder, createOrderGrant, enqueueOrderPlacedEmails, takeOrderNumber } from '../modules/orders';
import { assertWalletCanAsk, channelFor, createPendingPayment } from '../modules/payments';
import { startSubscription } from '../modules/subscriptions';
import { addressKey, claimIdempotencyKey, enforceRateLimit, fingerprintOf, storeIdempotentResponse } from '../modules/platform';

export interface StockShortageLine { productId: string; variationId: string; name: string; requested: number; available: number }

export type PlaceOrderOutcome =
  | { type: 'OrderPlaced'; orderId: string; paymentId: string | null }
  | { type: 'InsufficientStock'; message: string; lines: StockShortageLine[] }
  | { type: 'CouponUnavailable'; message: string; problem: CouponProblem }
  | { type: 'CheckoutIncomplete'; message: string; fields: string[] };

export interface PlaceOrderInput {
  checkoutId: string;
  clientKey: string;
  paymentMethod: PaymentMethodName;
  /** The virtual account's bank, when paying by virtual account. */
  bank?: string | null;
  /** The e-wallet, when paying by wallet through the shop's gateway. */
  wallet?: string | null;
  /** A signed-in customer asks to keep this order's (new) address in their account. */
  saveAddress?: boolean;
  /** The shopper ticked the box for news and offers by e-mail (unticked unless they did). */
  subscribeToEmail?: boolean;
}

const OPERATION = 'placeOrder';

function insufficientStock(ctx: RequestContext, lines: StockShortageLine[]): PlaceOrderOutcome {
  return { type: 'InsufficientStock', message: say(ctx, 'error.stock.short'), lines };
}

function couponUnavailable(ctx: RequestContext, problem: CouponProblem): PlaceOrderOutcome {
  return { type: 'CouponUnavailable', message: say(ctx, `error.coupon.${problem}`), problem };
}

/** Why the quoted checkout cannot become an order yet, in the order a shopper can act on it. */
function refusalOf(ctx: RequestContext, quote: CheckoutQuote, missing: string[]): PlaceOrderOutcome | null {
  const short = quote.lines.filter((line) => line.problem === 'OUT_OF_STOCK' || line.problem === 'NOT_ENOUGH_STOCK');
  if (short.length) {
    return insufficientStock(ctx, short.map((line) => ({ productId: line.productId, variationId: line.variationId, name: line.name, requested: line.count, available: line.availableStock })));
  }
  if (quote.lines.some((line) => line.problem === 'UNAVAILABLE' || line.problem === 'VARIATION_REQUIRED')) missing.push('lines');
  if (missing.length) return { type: 'CheckoutIncomplete', message: say(ctx, 'error.checkout.incomplete'), fields: missing };
  if (quote.coupon && !quote.coupon.ok) return couponUnavailable(ctx, quote.coupon.problem);
  return null;
}

/**
 * Turns a checkout into an order, all or nothing, in the steps of docs/decisions/0008. Expected
 * refusals (stock, coupon, missing fields) come back as typed outcomes and roll everything back;
 * the buyer's browser is given its grant for the order.
 */
export async function placeOrder(ctx: RequestContext, input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  ctx.personal = true;
  // Read before the transaction, from what the shop keeps in memory: inside it, the embedded
  // database has only the transaction's connection. The bank accounts go in the order e-mail.
  const [settings, bankAccounts, gateway] = await Promise.all([commerceSettings(ctx), listBankAccounts(ctx), paymentGateway(ctx)]);
  if ((input.paymentMethod === 'card' && !settings.cardEnabled) || (input.paymentMethod === 'wallet' && !settings.walletEnabled)) {
    throw badInput('error.checkout.methodNotOffered', {}, 'paymentMethod');
  }
  if ((input.paymentMethod === 'virtual_account' || input.paymentMethod === 'qris') && !gateway) {
    throw badInput('error.checkout.methodNotOffered', {}, 'paymentMethod');
  }
  if (input.paymentMethod === 'virtual_account' && !isVirtualAccountBank(input.bank ?? '')) throw badInput('error.payment.bankRequired', {}, 'bank');
  // The wallet is checked against the gateway's before anything is written.
  const wallet = input.paymentMethod === 'wallet' ? channelFor('wallet', input.wallet, gateway) : null;
  // An order holds stock until paid: orders are counted per address (rule `placeOrder`).
  await enforceRateLimit(ctx.limits, [{ rule: 'placeOrder', key: addressKey(ctx.clientAddress) }]);
  const shopId = ctx.shop.id;
  // The buyer's browser's grant, written with a new order; a replay writes one after.
  let browserGrant: string | null = null;
  const outcome = await inTransactionOr<PlaceOrderOutcome, PlaceOrderOutcome>(ctx.db, async (tx) => {
    browserGrant = null;
    // 1. The same client key answers with the first outcome.
    // The key guards what is bought and how it is paid; whether to keep the address is not part
    // of it, so a retry after ticking or unticking the box still answers the first outcome.
    const fingerprint = fingerprintOf({ checkoutId: input.checkoutId, clientKey: input.clientKey, paymentMethod: input.paymentMethod, ...(input.bank ? { bank: input.bank } : {}), ...(wallet ? { wallet } : {}) });
    const claim = await claimIdempotencyKey<PlaceOrderOutcome>(tx, shopId, OPERATION, input.clientKey, fingerprint);
    if (claim.kind === 'replay') return claim.response;

    // 2. Lock the checkout; one that already became an order answers with that order.
    const checkout = await lockCheckout(tx, shopId, input.checkoutId);
    if (!checkout) throw notFound('error.checkout.notFound');
    if (checkout.orderId) {
      const done: PlaceOrderOutcome = { type: 'OrderPlaced', orderId: checkout.orderId, paymentId: null };
      await storeIdempotentResponse(tx, shopId, OPERATION, input.clientKey, done);
      return done;
    }

    // 3. Price everything again from the catalogue and the shop's rules, inside the transaction.
    const quote = await quoteCheckout(tx, ctx, checkout);
    const refusal = refusalOf(ctx, quote, missingCheckoutFields(settings, checkout, quote));
    if (refusal) throw new Rollback(refusal);
    if (!quote.shipping || !checkout.shippingAddress) throw new Error('a complete checkout has an address and a courier');
    if (!isExactAmount(quote.pricing.total)) throw badInput('error.amount.tooLarge', {}, 'lines');
    // A wallet asking in its app (OVO) asks the buyer's own number: refused here, with nothing placed.
    assertWalletCanAsk(wallet, checkout.phone, 'phone');
    const lines = quote.lines.filter((line) => line.problem === null);

    // 4. Take the stock, in a fixed order, never below zero.
    const { taken, short } = await takeStock(tx, shopId, lines);
    if (short.length) {
      throw new Rollback(insufficientStock(ctx, short.map((line) => ({
        productId: line.productId, variationId: line.variationId, requested: line.count, available: line.available,
        name: lines.find((bought) => bought.productId === line.productId && bought.variationId === line.variationId)?.name ?? '',
      }))));
    }

    // 5. Use the coupon once, if its last use (overall or this shopper's) was not taken meanwhile.
    if (quote.coupon?.ok) {
      if (!quote.couponCustomerKey) throw new Error('a complete checkout has an e-mail address');
      const redeemed = await redeemCoupon(tx, shopId, quote.coupon.couponId, quote.couponCustomerKey);
      if (redeemed !== 'redeemed') throw new Rollback(couponUnavailable(ctx, redeemed));
    }

    // 6. Number and write the order with its lines as priced now.
    const placedOrder = await createOrder(tx, shopId, {
      number: await takeOrderNumber(tx, shopId),
      checkoutId: checkout.id,
      // Signed in, the order is the customer's from the start; a guest's joins an account once its e-mail is verified.
      customerId: ctx.customer?.id ?? null,
      email: checkout.email,
      phone: checkout.phone,
      shippingAddress: checkout.shippingAddress,
      shipping: quote.shipping,
      chargeableWeightGrams: quote.chargeableWeightGrams,
      currency: ctx.shop.currency,
      pricing: quote.pricing,
      couponCode: quote.coupon?.ok ? quote.coupon.code : '',
      bundles: quote.bundles,
      paymentMethod: input.paymentMethod,
      customFields: checkout.customFields,
      note: checkout.note,
      language: ctx.language,
      unpaidOrderHours: settings.unpaidOrderHours,
      lines: lines.map((line) => ({
        productId: line.productId, variationId: line.variationId, name: line.name, variationLabel: line.variationLabel, sku: line.sku,
        unitPrice: line.unitPrice, count: line.count, downPaymentUnit: line.downPayment ? line.downPaymentUnit : null,
      })),
    });

    const { order } = placedOrder;
    await recordOrderStockMovements(tx, shopId, order.id, taken, 'order');

    // 7. The affiliate whose link this browser followed last earns a pending commission.
    await recordReferral(tx, ctx, order);

    // 8. The first payment waits for the shopper, unless nothing is owed.
    const payment = order.status === 'awaiting_payment' ? await createPendingPayment(tx, order, input.paymentMethod, input.clientKey, wallet ?? input.bank ?? null, gateway) : null;

    // 9. The checkout is spent; the order e-mail with its private link, and the owner's notice
    // of the new order, go out after commit.
    await markCheckoutOrdered(tx, shopId, checkout.id, order.id);
    await enqueueOrderPlacedEmails(tx, ctx, placedOrder, await createOrderGrant(tx, shopId, order.id), { bankAccounts, settings });
    // Asked for at checkout: the confirmation e-mail goes with the order, or not at all. Each
    // order is already limited (`placeOrder`), so it sends one whatever the resend window.
    if (input.subscribeToEmail === true) await startSubscription(tx, ctx, { email: checkout.email, source: 'checkout', sendConfirmation: true });

    // 10. A signed-in customer's address is kept in their account: an identical saved one only
    // moves to the front, a new one is added when they asked and there is room. This runs once
    // per order (a replay answers at step 1 or 2) and in a savepoint of its own: a saved
    // address is a convenience, so failing to keep it rolls back only this step, never the
    // order the shopper just placed.
    if (ctx.customer) {
      const address = checkout.shippingAddress;
      try {
        await tx.transaction((savepoint) => saveAddressOnce(ctx, savepoint as unknown as typeof tx, address, { addNew: input.saveAddress === true }));
      } catch (error) {
        console.error(`[${ctx.requestId}] the order's address could not be kept in the customer's account`, error);
      }
    }

    const placed: PlaceOrderOutcome = { type: 'OrderPlaced', orderId: order.id, paymentId: payment?.id ?? null };
    await storeIdempotentResponse(tx, shopId, OPERATION, input.clientKey, placed);
    browserGrant = await createOrderGrant(tx, shopId, order.id);
    return placed;
  });

  if (outcome.type === 'OrderPlaced') {
    // The browser holding the checkout (and its key) gets its own grant, on replays too: the
    // first answer may never have reached it. With a new order it was written in the order's
    // transaction, which saves the database a commit of its own.
    ctx.cookies.grantOrder(outcome.orderId, browserGrant ?? await createOrderGrant(ctx.db, shopId, outcome.orderId));
  }
  return outcome;
}
