import { describe, expect, it } from 'vitest';
import { compileRoutes, extendExternalRoutes } from '../router/route-definition';
import { createRouter } from '../router/router';
import { memoryEnv, ORIGIN } from '../router/router-test-fixtures';
import { appRoutes, externalRoutes } from './routes';

function shopRouter(path = '/') {
  const env = memoryEnv(path);
  const router = createRouter({ routes: extendExternalRoutes(compileRoutes(appRoutes), externalRoutes), env, initialUrl: `${ORIGIN}${path}` });
  return { env, router };
}

describe('the guest order short link /o/{orderID}/{secret}', () => {
  it('is an external route: following it loads the page from the server, which answers it', async () => {
    const { env, router } = shopRouter('/cart');
    expect(router.match('/o/ORD123/s3cret')).toMatchObject({ route: { name: 'guestOrderShortLink', external: true }, params: { orderID: 'ORD123', secret: 's3cret' } });
    await router.navigate('/o/ORD123/s3cret');
    expect(env.assigned).toEqual([`${ORIGIN}/o/ORD123/s3cret`]);
    // The in-app screen never changed to the not-found one.
    expect(router.getSnapshot().current.name).toBe('cart');
  });

  it('by name too, and the guest order page it leads to stays in-app', async () => {
    const { env, router } = shopRouter('/');
    expect(router.hrefFor({ name: 'guestOrderShortLink', params: { orderID: 'ORD1', secret: 'abc' } })).toBe('/o/ORD1/abc');
    expect(router.getRoute('guestOrder')?.external).toBe(false);
    expect(env.assigned).toEqual([]);
  });
});
