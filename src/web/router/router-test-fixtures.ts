// Shared route table and environment for the router's tests.
import { createElement } from 'react';
import type { RouteDefinition, ScreenLoader, ScreenModule, ScreenProps } from './route-definition';
import { createMemoryEnv } from './router-env';
import type { MemoryEnv, MemoryEnvOptions } from './router-env';

export const ORIGIN = 'https://toko.example';

/** A screen whose heading names it and shows its params, so tests can find it by role. */
export function screenModule(title: string): ScreenModule {
  const Screen = ({ route }: ScreenProps) =>
    createElement('main', null, createElement('h1', null, title), createElement('p', null, JSON.stringify(route.params)));
  return { default: Screen };
}

export const screenOf = (title: string): ScreenLoader => () => Promise.resolve(screenModule(title));

export function routeTable(): RouteDefinition[] {
  return [
    { name: 'home', path: '/', screen: screenOf('Home') },
    { name: 'blog-search', path: '/blog/search', screen: screenOf('Blog search') },
    { name: 'blog-post', path: '/blog/:slug', screen: screenOf('Blog post') },
    { name: 'product-category-list', path: '/product/category/', screen: screenOf('Categories') },
    { name: 'product', path: '/product/:slug', screen: screenOf('Product') },
    { name: 'checkout-new', path: '/checkout/new', screen: screenOf('Checkout'), exitConfirmation: 'Leave checkout?' },
    { name: 'admin-blog-preview', path: '/admin/blog/preview/:slug', screen: screenOf('Preview') },
    { name: 'redirect', path: '/_/redirect', screen: screenOf('Redirect'), external: true },
    {
      name: 'account',
      path: '/account',
      signIn: true,
      screen: screenOf('Account'),
      children: [{ name: 'change-password', path: 'password/change', screen: screenOf('Change password') }],
    },
    { name: 'order-review', path: '/order/review/:orderID', screen: screenOf('Order review') },
    { name: '404', path: '*', screen: screenOf('Not found') },
  ];
}

export function memoryEnv(path = '/', overrides: Partial<MemoryEnvOptions> = {}): MemoryEnv {
  return createMemoryEnv({ url: ORIGIN + path, ...overrides });
}
