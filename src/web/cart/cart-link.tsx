import { useT } from '../i18n/i18n-react';
import { Link } from '../router/router-react';
import { useCartCount } from './use-cart';
import './cart-link.css';

/**
 * The header's link to the cart. The server cannot see the cart, so the server render and
 * hydration show the link without a number; the number appears once the browser's cart is read.
 */
export function CartLink() {
  const t = useT();
  const { count, loaded } = useCartCount();
  // All three read on every render, so the page embeds them and the name never waits for text.
  const plain = t('cart.header.link');
  const one = t('cart.header.withOne');
  const many = t('cart.header.withCount', { count });
  const name = !loaded ? plain : count === 1 ? one : many;
  return (
    <Link to={{ name: 'cart' }} className="cart-link" aria-label={name}>
      <svg className="cart-link-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20.5h.01M17 20.5h.01"
        />
      </svg>
      <span className="cart-link-text">{plain}</span>
      {loaded && count > 0 && (
        <span className="cart-link-count" aria-hidden="true">{count > 99 ? '99+' : count}</span>
      )}
    </Link>
  );
}
