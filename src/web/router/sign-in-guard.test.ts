import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compileRoutes } from './route-definition';
import type { RouteDefinition } from './route-definition';
import { createRouter } from './router';
import { memoryEnv, screenOf } from './router-test-fixtures';
import { pageAccess } from './sign-in-guard';

function table(): RouteDefinition[] {
  return [
    { name: 'home', path: '/', screen: screenOf('Home') },
    { name: 'login', path: '/login', screen: screenOf('Sign in') },
    { name: 'account', path: '/account', screen: screenOf('Account'), signIn: true, children: [{ name: 'affiliate', path: 'affiliate', screen: screenOf('Affiliate') }] },
    { name: 'orderConfirmPayment', path: '/order/:orderID/payment/confirm', screen: screenOf('Pay'), signIn: true, guestRoute: 'guestOrderConfirmPayment' },
    { name: 'order', path: '/order/:orderID', screen: screenOf('Order'), signIn: true, guestRoute: 'guestOrder' },
    { name: 'guestOrder', path: '/guest/order/:orderID', screen: screenOf('Guest order') },
    { name: 'guestOrderConfirmPayment', path: '/guest/order/:orderID/confirm/payment', screen: screenOf('Guest pay') },
    { name: 'adminPosts', path: '/admin/blog', screen: screenOf('Posts') },
    { name: 'blogPreview', path: '/admin/blog/preview/:slug', screen: screenOf('Preview') },
    { name: '404', path: '*', screen: screenOf('Not found') },
  ];
}

describe('what the server checks before showing a page', () => {
  const routes = compileRoutes(table());

  it('lets pages that need no account open', () => {
    expect(pageAccess(routes, '/')).toEqual({ kind: 'open' });
    expect(pageAccess(routes, '/guest/order/ORD123456789')).toEqual({ kind: 'open' });
    expect(pageAccess(routes, '/nowhere')).toEqual({ kind: 'open' });
  });

  it('sends signed-out visitors to sign in with the whole address to come back to', () => {
    expect(pageAccess(routes, '/account')).toEqual({ kind: 'signIn', signIn: '/login?next=%2Faccount', guest: null });
    expect(pageAccess(routes, '/account/affiliate?tab=referrals')).toEqual({ kind: 'signIn', signIn: '/login?next=%2Faccount%2Faffiliate%3Ftab%3Dreferrals', guest: null });
  });

  it('sends everyone but staff from the admin area and its previews to the staff sign-in, which leads back', () => {
    expect(pageAccess(routes, '/admin/blog?status=draft')).toEqual({ kind: 'staff', signIn: '/admin/login?next=%2Fadmin%2Fblog%3Fstatus%3Ddraft' });
    expect(pageAccess(routes, '/admin/blog/preview/kopi')).toEqual({ kind: 'staff', signIn: '/admin/login?next=%2Fadmin%2Fblog%2Fpreview%2Fkopi' });
  });

  it('names the guest page of the same order for browsers that hold its grant', () => {
    expect(pageAccess(routes, '/order/ORD123456789?lang=en')).toEqual({
      kind: 'signIn', signIn: '/login?next=%2Forder%2FORD123456789%3Flang%3Den', guest: { orderId: 'ORD123456789', href: '/guest/order/ORD123456789?lang=en' },
    });
    expect(pageAccess(routes, '/order/ORD123456789/payment/confirm')).toMatchObject({ guest: { orderId: 'ORD123456789', href: '/guest/order/ORD123456789/confirm/payment' } });
  });
});

describe('navigating to a page that needs an account', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(signedIn: { value: boolean }) {
    const env = memoryEnv('/', { signedIn: () => signedIn.value });
    const router = createRouter({ routes: table(), env });
    router.start();
    return { router, env };
  }

  it('shows the sign-in screen instead, with next leading back, while signed out', async () => {
    const { router, env } = setup({ value: false });
    await router.changeRoute({ name: 'order', params: { orderID: 'ORD123456789' }, query: { tab: 'pay' } });
    expect(router.getSnapshot().current).toMatchObject({ name: 'login', query: { next: '/order/ORD123456789?tab=pay' } });
    expect(env.location.href).toBe('https://toko.example/login?next=%2Forder%2FORD123456789%3Ftab%3Dpay');
    // Back leads to where the visitor was, not to the page they could not open.
    expect(router.getSnapshot().stack.map((entry) => entry.name)).toEqual(['home', 'login']);
  });

  it('opens the page once signed in', async () => {
    const state = { value: false };
    const { router } = setup(state);
    await router.changeRoute('/account/affiliate');
    expect(router.getSnapshot().current.name).toBe('login');
    state.value = true;
    await router.changeRoute(router.getSnapshot().current.query.next!);
    expect(router.getSnapshot().current).toMatchObject({ name: 'affiliate', href: '/account/affiliate' });
  });

  it('answers browser back to such a page after signing out with the sign-in screen', async () => {
    const state = { value: true };
    const { router, env } = setup(state);
    await router.changeRoute('/account');
    await router.changeRoute('/');
    state.value = false;
    env.history.back();
    await vi.waitFor(() => expect(router.getSnapshot().current.name).toBe('login'));
    expect(router.getSnapshot().current.query.next).toBe('/account');
    expect(env.location.href).toBe('https://toko.example/login?next=%2Faccount');
  });

  it('leaves every route open when the environment cannot tell (server rendering)', async () => {
    const router = createRouter({ routes: table(), env: memoryEnv('/') });
    await router.changeRoute('/account');
    expect(router.getSnapshot().current.name).toBe('account');
  });
});
