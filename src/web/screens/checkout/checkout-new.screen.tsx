import { useEffect, useRef, useState } from 'react';
import type { LocalCart } from '../../../domain/cart/local-cart';
import type { SavedCheckout } from '../../../domain/checkout/saved-checkouts';
import { cartLinesInput } from '../../cart/cart-query';
import { useCart, useSavedCheckouts } from '../../cart/use-cart';
import { GraphNetworkError, GraphResponseError } from '../../graph/graph-errors';
import type { CreateCheckoutMutation } from '../../graph/generated/shop-operations';
import { graphDocument } from '../../graph/graph-document';
import { useMutation } from '../../graph/graph-react';
import { jsonObject } from '../../graph/graph-json';
import { useT } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { Link, useRouter } from '../../router/router-react';
import { track } from '../../tracking/tracking';
import { Button } from '../../ui/feedback/button';
import { SHIPPING_ADDRESS_FIELDS } from '../../ui/shipping-address';
import type { ScreenQuery } from '../screen-types';
import './checkout.css';

/** Everything happens in the browser: the cart is there. */
export function queries(): ScreenQuery[] {
  return [];
}

export const CREATE_CHECKOUT_MUTATION = graphDocument(/* GraphQL */ `
  mutation CreateCheckout($input: CreateCheckoutInput!) {
    createCheckout(input: $input) {
      checkout {
        id couponCode customFields createdAt
        shippingAddress { ...ShippingAddressFields }
        lines { productId variationId count name unitPrice downPayment product { id sku } }
        totals { bundles { bundleId } }
      }
    }
  }
`, SHIPPING_ADDRESS_FIELDS);

type CreatedCheckout = CreateCheckoutMutation['createCheckout']['checkout'];

/** Session storage: the key lives as long as the tab, which is as long as a retry makes sense. */
const CLIENT_KEY_STORAGE = 'checkoutClientKey';

/** Kept in memory too, for browsers whose session storage is unavailable. */
let memoryClientKey: { cart: string; key: string } | null = null;

function newClientKey(): string {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  if (cryptoApi) cryptoApi.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** What the cart asks for, in a form that is equal for equal carts. */
function cartFingerprint(lines: LocalCart): string {
  return JSON.stringify(cartLinesInput(lines));
}

/**
 * The key that makes creating the checkout for this cart safe to repeat: the same cart in this
 * tab (a retry, a reload while waiting) sends the same key, so the server answers with the
 * checkout it already made instead of making another.
 */
export function clientKeyFor(lines: LocalCart): string {
  const cart = cartFingerprint(lines);
  const storage = sessionStore();
  try {
    const stored = storage?.getItem(CLIENT_KEY_STORAGE);
    const parsed = stored ? (JSON.parse(stored) as { cart?: unknown; key?: unknown }) : null;
    if (parsed && parsed.cart === cart && typeof parsed.key === 'string' && parsed.key !== '') return parsed.key;
  } catch {
    // Unreadable: a new key is made below.
  }
  if (memoryClientKey?.cart === cart) return memoryClientKey.key;
  const key = newClientKey();
  memoryClientKey = { cart, key };
  try {
    storage?.setItem(CLIENT_KEY_STORAGE, JSON.stringify(memoryClientKey));
  } catch {
    // The memory copy still serves retries on this page.
  }
  return key;
}

/** Once the checkout exists the key has done its work; a later checkout starts afresh. */
function forgetClientKey(): void {
  memoryClientKey = null;
  try {
    sessionStore()?.removeItem(CLIENT_KEY_STORAGE);
  } catch {
    // Nothing to forget.
  }
}

function savedEntry(checkout: CreatedCheckout, now: number): SavedCheckout {
  const customFields = Object.fromEntries(
    Object.entries(jsonObject(checkout.customFields)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const createdAt = Date.parse(checkout.createdAt);
  return {
    coupon: checkout.couponCode,
    // The bundle deals the server found in these lines when the checkout was made.
    bundles: checkout.totals.bundles.map((bundle) => bundle.bundleId),
    customFields,
    products: checkout.lines.map((line) => ({ productID: line.productId, variationID: line.variationId ?? '', count: line.count, downPayment: line.downPayment })),
    shippingAddress: checkout.shippingAddress,
    createdAt: Number.isFinite(createdAt) ? createdAt : now,
  };
}

type Failure = { kind: 'network' } | { kind: 'server'; message: string } | { kind: 'other' };

/**
 * The server will not take the key (malformed, or already used for another request): it must
 * not be sent again. The refusal names the clientKey field.
 */
function isClientKeyRefusal(error: unknown): boolean {
  return error instanceof GraphResponseError && error.errors.some((item) => item.extensions?.field === 'clientKey' || item.message.includes('clientKey'));
}

function describeFailure(error: unknown): Failure {
  if (error instanceof GraphNetworkError) return { kind: 'network' };
  // Nothing the shopper can act on: trying again sends a fresh key.
  if (isClientKeyRefusal(error)) return { kind: 'other' };
  // The shop API words its refusals for shoppers, in the page's language.
  if (error instanceof GraphResponseError && error.codes.some((code) => code === 'BAD_USER_INPUT' || code === 'CONFLICT' || code === 'NOT_FOUND')) {
    const message = error.errors[0]?.message;
    if (message) return { kind: 'server', message };
  }
  return { kind: 'other' };
}

export default function CheckoutNewScreen() {
  const t = useT();
  const router = useRouter();
  const cart = useCart();
  const { save } = useSavedCheckouts();
  const [run] = useMutation<CreateCheckoutMutation>('CreateCheckoutInput', CREATE_CHECKOUT_MUTATION);
  const [failure, setFailure] = useState<Failure | null>(null);
  const started = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const texts = {
    title: t('checkoutNew.title'),
    preparing: t('checkoutNew.preparing'),
    failedTitle: t('checkoutNew.failed.title'),
    network: t('checkoutNew.failed.network'),
    other: t('checkoutNew.failed.other'),
    retry: t('checkoutNew.retry'),
    backToCart: t('checkoutNew.backToCart'),
  };

  /** Creates the checkout and moves on to it; resolves with what went wrong, if anything. */
  const create = async (lines: LocalCart): Promise<Failure | null> => {
    try {
      const data = await run({ input: { clientKey: clientKeyFor(lines), lines: cartLinesInput(lines) } }, undefined, { retry: true });
      const checkout = data.createCheckout.checkout;
      save(checkout.id, savedEntry(checkout, Date.now()));
      forgetClientKey();
      track({
        name: 'begin_checkout',
        ...(checkout.couponCode ? { coupon: checkout.couponCode } : {}),
        items: checkout.lines.map((line) => ({ productID: line.productId, name: line.name, sku: line.product?.sku ?? '', price: line.unitPrice, count: line.count })),
      });
      // A shopper who went elsewhere meanwhile stays there; the checkout is saved for later.
      if (router.getSnapshot().current.name === 'checkoutNew') await router.replaceRoute({ name: 'checkoutStart', params: { checkoutID: checkout.id } });
      return null;
    } catch (error) {
      if (isClientKeyRefusal(error)) forgetClientKey();
      return describeFailure(error);
    }
  };
  const attempt = (lines: LocalCart) =>
    create(lines).then((found) => {
      if (found) setFailure(found);
    });

  // Starts once, as soon as the browser's cart is known.
  useEffect(() => {
    if (!cart.loaded || started.current) return;
    started.current = true;
    if (cart.lines.length === 0) void router.replaceRoute({ name: 'cart' });
    else void attempt(cart.lines);
    // `attempt` is a fresh closure each render; only the cart becoming known matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cart.loaded]);

  // The page changed from waiting to failed: the heading takes focus so it is read out first.
  useEffect(() => {
    if (failure) headingRef.current?.focus();
  }, [failure]);

  const retry = () => {
    setFailure(null);
    if (cart.lines.length === 0) return router.replaceRoute({ name: 'cart' });
    return attempt(cart.lines);
  };

  const meta = <PageMeta title={texts.title} canonicalPath="/checkout/new" noindex />;
  if (failure) {
    return (
      <section className="checkout-new" aria-labelledby="checkout-new-title">
        {meta}
        <h1 id="checkout-new-title" ref={headingRef} tabIndex={-1}>{texts.failedTitle}</h1>
        <div className="checkout-new-error" role="alert">
          <p>{failure.kind === 'server' ? failure.message : failure.kind === 'network' ? texts.network : texts.other}</p>
        </div>
        <p className="checkout-new-actions">
          <Button onPress={retry}>{texts.retry}</Button>
          <Link to={{ name: 'cart' }}>{texts.backToCart}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="checkout-new" aria-busy="true" aria-labelledby="checkout-new-title">
      {meta}
      <h1 id="checkout-new-title" ref={headingRef} tabIndex={-1}>{texts.title}</h1>
      <p className="loading" role="status">{texts.preparing}</p>
      <p><Link to={{ name: 'cart' }}>{texts.backToCart}</Link></p>
    </section>
  );
}
