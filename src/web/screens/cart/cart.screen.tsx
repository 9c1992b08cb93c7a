import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { MAX_CART_LINES, MAX_CART_PRODUCTS } from '../../../domain/cart/local-cart';
import type { CartLineKey, CartRefusal, LocalCart, LocalCartLine } from '../../../domain/cart/local-cart';
import { lineKey } from '../../../domain/cart/local-cart';
import { currencyByNumber, formatMoney, type CurrencyCode } from '../../../domain/money/currency';
import { CountStepper } from '../../cart/count-stepper';
import { answersFor, CART_QUERY, cartLinesInput } from '../../cart/cart-query';
import { useCart } from '../../cart/use-cart';
import { useQuery } from '../../graph/graph-react';
import { useLanguage, useT, type Translate } from '../../i18n/i18n-react';
import { useShopCurrency } from '../../ui/shop-currency';
import { PageMeta } from '../../meta/page-meta';
import { Link } from '../../router/router-react';
import { Button } from '../../ui/feedback/button';
import { useNotify } from '../../ui/feedback/notifications-react';
import { ResponsiveImage } from '../../ui/responsive-image';
import type { ScreenQuery } from '../screen-types';
import type { CartLineFieldsFragment, CartQuery } from '../../graph/generated/shop-operations';
import './cart.css';

/** The cart lives in the browser: the server has nothing to load for this screen. */
export function queries(): ScreenQuery[] {
  return [];
}

/** Count changes are sent to the server once the shopper pauses, not on every press. */
const REQUERY_DELAY_MS = 400;

type LineProblem =
  | { kind: 'UNAVAILABLE' }
  | { kind: 'VARIATION_REQUIRED' }
  | { kind: 'OUT_OF_STOCK' }
  | { kind: 'NOT_ENOUGH_STOCK'; available: number };

interface PriceChange {
  was: number;
  now: number;
}

/**
 * What stops a line from being bought now. Stock is compared with the count the shopper has now,
 * which may be newer than the count the answer was computed for.
 */
function lineProblem(live: CartLineFieldsFragment, count: number): LineProblem | null {
  if (live.problem === 'VARIATION_REQUIRED') return { kind: 'VARIATION_REQUIRED' };
  if (live.problem === 'UNAVAILABLE' || live.product === null) return { kind: 'UNAVAILABLE' };
  if (live.availableStock <= 0) return { kind: 'OUT_OF_STOCK' };
  if (count > live.availableStock) return { kind: 'NOT_ENOUGH_STOCK', available: live.availableStock };
  return null;
}

/** The lines to ask the server about: the current ones, once the shopper stopped changing them for a moment. */
function useSettledLines(lines: LocalCart, loaded: boolean): LocalCart | null {
  const [settled, setSettled] = useState<LocalCart | null>(loaded ? lines : null);
  // The first cart read from storage is asked about at once.
  if (loaded && settled === null) setSettled(lines);
  useEffect(() => {
    if (settled === null || settled === lines) return;
    const timer = setTimeout(() => setSettled(lines), REQUERY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [lines, settled]);
  return settled;
}

/**
 * Texts the lines may show. The server renders no lines (it cannot see the cart), so these are
 * read with the screen's own texts: the page then embeds them and the lines never wait for text.
 */
const LINE_TEXT_KEYS: readonly string[] = [
  'cart.line.variation', 'cart.line.priceWas', 'cart.line.downPayment', 'cart.line.remove', 'cart.line.removeShort', 'cart.line.removed',
  'cart.problem.UNAVAILABLE', 'cart.problem.VARIATION_REQUIRED', 'cart.problem.chooseVariation', 'cart.problem.OUT_OF_STOCK',
  'cart.problem.NOT_ENOUGH_STOCK', 'cart.problem.useAvailable', 'cart.priceChanged', 'cart.subtotalCount',
  'cart.stepper.decrease', 'cart.stepper.increase', 'cart.stepper.count',
  'cart.refused.too_many_lines', 'cart.refused.too_many_products', 'cart.refused.invalid_count', 'cart.refused.invalid_product',
  'bundle.checkout.saving', 'bundle.checkout.line',
];

/** Texts of this screen, read on every render so a server-rendered page embeds them. */
function useCartTexts(t: Translate) {
  for (const key of LINE_TEXT_KEYS) t(key);
  return {
    title: t('cart.title'),
    loading: t('cart.loading'),
    emptyTitle: t('cart.empty.title'),
    emptyBody: t('cart.empty.body'),
    browse: t('cart.empty.browse'),
    linesLabel: t('cart.lines'),
    unitPrice: t('cart.line.unitPrice'),
    lineTotal: t('cart.line.total'),
    checking: t('cart.line.checking'),
    unavailableName: t('cart.line.unavailableName'),
    subtotal: t('cart.subtotal'),
    checkout: t('cart.checkout'),
    continueShopping: t('cart.continueShopping'),
    blocked: t('cart.checkoutBlocked'),
    waiting: t('cart.checkoutWaiting'),
    loadFailed: t('cart.loadFailed'),
    retry: t('cart.retry'),
    refused: t('cart.refusedTitle'),
  };
}

export default function CartScreen() {
  const t = useT();
  const texts = useCartTexts(t);
  const cart = useCart();
  const settled = useSettledLines(cart.lines, cart.loaded);
  const variables = useMemo(() => ({ lines: cartLinesInput(settled ?? []) }), [settled]);
  const skip = settled === null || settled.length === 0;
  const { data, error, loading, refetch } = useQuery<CartQuery>(CART_QUERY, variables, { skip });

  // The last answer stays on screen while a newer one loads, so a count change never blanks the page.
  const [shown, setShown] = useState<CartQuery | undefined>(undefined);
  if (data && data !== shown) setShown(data);
  const live = data ?? shown;

  // Price changes are noted once per answer, against the prices the shopper last saw…
  const [notes, setNotes] = useState<{ answer: CartQuery | undefined; changes: ReadonlyMap<string, PriceChange> }>({ answer: undefined, changes: new Map() });
  if (data && data !== notes.answer) {
    const changes = new Map(notes.changes);
    for (const line of cart.lines) {
      const found = data.cart.lines.find((candidate) => answersFor(candidate, line));
      if (found && found.product && line.price !== undefined && line.price !== found.unitPrice) {
        changes.set(lineKey(line), { was: line.price, now: found.unitPrice });
      }
    }
    setNotes({ answer: data, changes });
  }
  // …and the new prices are then remembered, so the next visit does not report them again.
  const { rememberPrices } = cart;
  useEffect(() => {
    if (!data) return;
    rememberPrices(data.cart.lines.filter((line) => line.product !== null).map((line) => ({ productID: line.productId, variationID: line.variationId ?? '', price: line.unitPrice })));
  }, [data, rememberPrices]);

  const shopName = live?.shop.name;
  const meta = <PageMeta title={shopName ? `${texts.title} | ${shopName}` : texts.title} canonicalPath="/cart" noindex />;

  if (!cart.loaded) {
    return (
      <section className="cart cart-loading" aria-busy="true">
        {meta}
        <h1>{texts.title}</h1>
        <p className="loading" role="status">{texts.loading}</p>
        <ul className="cart-skeleton" aria-hidden="true">
          {[0, 1].map((i) => <li key={i} className="cart-skeleton-line" />)}
        </ul>
      </section>
    );
  }

  if (cart.lines.length === 0) {
    return (
      <section className="cart cart-empty">
        {meta}
        <h1>{texts.title}</h1>
        <p className="cart-empty-title">{texts.emptyTitle}</p>
        <p className="muted">{texts.emptyBody}</p>
        <p><Link to={{ name: 'categoryList' }} className="ui-button ui-button-primary ui-button-big">{texts.browse}</Link></p>
      </section>
    );
  }

  return (
    <CartView
      meta={meta}
      texts={texts}
      lines={cart.lines}
      live={live}
      priceChanges={notes.changes}
      failed={error !== undefined && !loading && !data}
      onRetry={() => void refetch()}
    />
  );
}

interface CartViewProps {
  meta: ReactNode;
  texts: ReturnType<typeof useCartTexts>;
  lines: LocalCart;
  live: CartQuery | undefined;
  priceChanges: ReadonlyMap<string, PriceChange>;
  failed: boolean;
  onRetry: () => void;
}

function CartView({ meta, texts, lines, live, priceChanges, failed, onRetry }: CartViewProps) {
  const t = useT();
  const language = useLanguage();
  const cart = useCart();
  const { notify } = useNotify();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const reasonId = useId();
  const shopCurrency = useShopCurrency();
  // The cart's answer names its currency; before it arrives, the page's.
  const currency: CurrencyCode = (live && currencyByNumber(live.cart.currency)?.code) || shopCurrency;
  const money = (amount: number) => formatMoney(amount, currency, language);

  const rows = lines.map((line) => {
    const found = live?.cart.lines.find((candidate) => answersFor(candidate, line));
    return { line, live: found, problem: found ? lineProblem(found, line.count) : null };
  });
  const pending = rows.some((row) => !row.live);
  const problems = rows.filter((row) => row.problem !== null).length;
  const buyable = rows.filter((row) => row.live && !row.problem);
  const subtotal = buyable.reduce((sum, row) => sum + row.live!.unitPrice * row.line.count, 0);
  const buyableCount = buyable.reduce((sum, row) => sum + row.line.count, 0);
  const bundles = live?.cart.bundles ?? [];
  const canCheckout = !pending && problems === 0 && !failed;
  const reason = failed ? texts.loadFailed : problems > 0 ? texts.blocked : pending ? texts.waiting : '';

  const refusal = (reason: CartRefusal) => t(`cart.refused.${reason}`, { lines: MAX_CART_LINES, products: MAX_CART_PRODUCTS });
  const setCount = (key: CartLineKey, count: number) => {
    const result = cart.setCount(key, count);
    if (!result.ok) notify({ id: 'cart-refused', color: 'red', title: texts.refused, content: refusal(result.reason) });
  };
  const remove = (line: LocalCartLine, name: string) => {
    cart.remove(line);
    setAnnouncement(t('cart.line.removed', { name }));
    // The pressed button is gone with its line; the heading keeps keyboard users in the cart.
    headingRef.current?.focus();
  };

  return (
    <section className="cart">
      {meta}
      <h1 ref={headingRef} tabIndex={-1}>{texts.title}</h1>
      <p className="visually-hidden" role="status">{announcement}</p>
      {failed && (
        <div className="cart-alert" role="alert">
          <p>{texts.loadFailed}</p>
          <Button variant="secondary" size="small" onPress={onRetry}>{texts.retry}</Button>
        </div>
      )}
      <div className="cart-layout">
        <ul className="cart-lines" aria-label={texts.linesLabel}>
          {rows.map(({ line, live: found, problem }) => (
            <CartLineRow
              key={lineKey(line)}
              line={line}
              live={found}
              problem={problem}
              priceChange={priceChanges.get(lineKey(line))}
              texts={texts}
              money={money}
              onCount={(count) => setCount(line, count)}
              onRemove={(name) => remove(line, name)}
            />
          ))}
        </ul>
        <aside className="cart-summary" aria-labelledby={`${reasonId}-summary`}>
          <h2 id={`${reasonId}-summary`} className="visually-hidden">{texts.subtotal}</h2>
          <p className="cart-subtotal" aria-live="polite" aria-atomic="true">
            <span>{texts.subtotal} {t('cart.subtotalCount', { count: buyableCount })}</span>
            <strong>{money(subtotal)}</strong>
          </p>
          {/* Bundle savings as the checkout will apply them; shown once the live answer matches the cart. */}
          {!pending && bundles.length > 0 ? (
            <dl className="cart-bundles">
              {bundles.map((bundle) => (
                <div key={bundle.bundleId}>
                  <dt>{t('bundle.checkout.saving')}: {t('bundle.checkout.line', { name: bundle.name, sets: bundle.sets })}</dt>
                  <dd>−{money(bundle.saving)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {canCheckout ? (
            <Link to={{ name: 'checkoutNew' }} className="ui-button ui-button-primary ui-button-big cart-checkout">{texts.checkout}</Link>
          ) : (
            <Button size="big" className="cart-checkout" aria-disabled="true" aria-describedby={`${reasonId}-reason`} onPress={() => undefined}>
              {texts.checkout}
            </Button>
          )}
          <p id={`${reasonId}-reason`} className="cart-checkout-reason" aria-live="polite">{reason}</p>
          <p><Link to={{ name: 'categoryList' }}>{texts.continueShopping}</Link></p>
        </aside>
      </div>
    </section>
  );
}

interface CartLineRowProps {
  line: LocalCartLine;
  live: CartLineFieldsFragment | undefined;
  problem: LineProblem | null;
  priceChange: PriceChange | undefined;
  texts: ReturnType<typeof useCartTexts>;
  money: (amount: number) => string;
  onCount: (count: number) => void;
  onRemove: (name: string) => void;
}

function CartLineRow({ line, live, problem, priceChange, texts, money, onCount, onRemove }: CartLineRowProps) {
  const t = useT();
  const id = useId();
  const name = live ? live.name || texts.unavailableName : texts.checking;
  const unavailable = problem?.kind === 'UNAVAILABLE';
  // Without a variation there is no price or stock to show for the line.
  const unpriced = unavailable || problem?.kind === 'VARIATION_REQUIRED';
  const slug = live?.product?.slug;
  const maxCount = live && !unpriced ? Math.max(live.availableStock, 1) : Math.max(line.count, 1);
  const classes = ['cart-line', problem ? 'has-problem' : '', unavailable ? 'is-unavailable' : ''].filter(Boolean).join(' ');

  return (
    <li className={classes}>
      <div className="cart-line-picture">
        {live?.image ? <ResponsiveImage image={live.image} alt="" sizes="96px" displayWidth={96} /> : <span className="cart-line-no-picture" />}
      </div>
      <div className="cart-line-main">
        <h2 id={`${id}-name`} className="cart-line-name">
          {slug && !unavailable ? <Link to={{ name: 'product', params: { slug } }}>{name}</Link> : name}
        </h2>
        {live?.variationLabel ? <p className="cart-line-variation">{t('cart.line.variation', { label: live.variationLabel })}</p> : null}
        {live && !unpriced && (
          <p className="cart-line-unit">
            <span className="visually-hidden">{texts.unitPrice}: </span>
            {money(live.unitPrice)}
            {live.compareAtPrice !== null && live.compareAtPrice > live.unitPrice && (
              <> <s className="price-was"><span className="visually-hidden">{t('cart.line.priceWas')}: </span>{money(live.compareAtPrice)}</s></>
            )}
          </p>
        )}
        {live?.downPayment && live.downPaymentPercent !== null && live.downPaymentUnit !== null && !problem && (
          <p className="cart-line-down-payment">
            {t('cart.line.downPayment', { percent: live.downPaymentPercent, amount: money(live.downPaymentUnit * line.count) })}
          </p>
        )}
        <div id={`${id}-notes`} className="cart-line-notes" aria-live="polite">
          {priceChange && (
            <p className="cart-line-price-changed">{t('cart.priceChanged', { was: money(priceChange.was), now: money(priceChange.now) })}</p>
          )}
          {problem && <ProblemNote problem={problem} slug={slug} onCount={onCount} />}
        </div>
      </div>
      <div className="cart-line-controls">
        {!unpriced && (
          <CountStepper id={`${id}-count`} value={line.count} min={1} max={maxCount} onChange={onCount} itemName={name} size="small" disabled={!live} />
        )}
        <Button variant="quiet" size="small" className="cart-line-remove" aria-label={t('cart.line.remove', { name })} onPress={() => onRemove(name)}>
          {t('cart.line.removeShort')}
        </Button>
      </div>
      <p className="cart-line-total">
        <span className="visually-hidden">{texts.lineTotal}: </span>
        {live && !problem ? money(live.unitPrice * line.count) : live && !unpriced ? <s>{money(live.unitPrice * line.count)}</s> : '—'}
      </p>
    </li>
  );
}

function ProblemNote({ problem, slug, onCount }: { problem: LineProblem; slug: string | undefined; onCount: (count: number) => void }) {
  const t = useT();
  switch (problem.kind) {
    case 'UNAVAILABLE':
      return <p className="cart-line-problem">{t('cart.problem.UNAVAILABLE')}</p>;
    case 'VARIATION_REQUIRED':
      return (
        <p className="cart-line-problem">
          {t('cart.problem.VARIATION_REQUIRED')}{' '}
          {slug && <Link to={{ name: 'product', params: { slug } }}>{t('cart.problem.chooseVariation')}</Link>}
        </p>
      );
    case 'OUT_OF_STOCK':
      return <p className="cart-line-problem">{t('cart.problem.OUT_OF_STOCK')}</p>;
    case 'NOT_ENOUGH_STOCK':
      return (
        <p className="cart-line-problem">
          {t('cart.problem.NOT_ENOUGH_STOCK', { count: problem.available })}{' '}
          <Button variant="secondary" size="small" onPress={() => onCount(problem.available)}>
            {t('cart.problem.useAvailable', { count: problem.available })}
          </Button>
        </p>
      );
  }
}
