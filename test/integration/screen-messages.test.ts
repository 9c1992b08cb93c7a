import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inMessageSet } from '../../src/domain/i18n/message-sets';
import { appRoutes, externalRoutes } from '../../src/web/app/routes';
import { compileRoutes, extendExternalRoutes, type CompiledRoute } from '../../src/web/router/route-definition';
import { locateUrl } from '../../src/web/router/router-support';
import { signUpAndIn } from '../support/customer-flow';
import { Browser, createTestProduct, placeOrder, readyCheckout, staffBrowser } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const ORIGIN = 'http://localhost';
const routes = extendExternalRoutes(compileRoutes(appRoutes), externalRoutes);
const embeddedMessages = (html: string): string[] => {
  const found = /<script id="etalase-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return found ? Object.keys((JSON.parse(found[1]!) as { messages: Record<string, string> }).messages) : [];
};
const linksIn = (html: string): string[] => [...new Set([...html.matchAll(/href="(\/[^"#]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&')))];
const routeOf = (href: string): CompiledRoute | undefined => {
  const located = locateUrl(href, ORIGIN, routes);
  return located?.kind === 'app' ? located.route : undefined;
};
/** Keys a page embedded that its route's message sets leave out. */
const uncovered = (keys: readonly string[], route: CompiledRoute): string[] =>
  keys.filter((key) => !route.messages.some((set) => inMessageSet(key, set)));

/**
 * In-app navigation fetches a screen's message sets beside its chunk (RouteDefinition.messages),
 * so the screen appears with its words. The server's render of each screen tells which words
 * it shows; every one must be in its route's sets, the frame's words included (the invoice page
 * has no admin frame and links back into it; a shop page may be reached from the admin area), or
 * the screen would show blank labels for a moment after an in-app visit.
 */
describe.each(engines())('screen messages on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  let orderId = '';
  let checkoutId = '';
  let shopper: Browser;
  let customer: Browser;

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await staffBrowser(server);
    // The lists the crawl follows need one of each thing: an order, a customer, a bundle, a campaign, a newsletter.
    const product = await createTestProduct(server, { stock: 50 });
    const other = await createTestProduct(server, { stock: 50 });
    shopper = new Browser(server);
    const checkout = await readyCheckout(shopper, [{ productId: product.globalId, count: 1 }]);
    orderId = (await placeOrder(shopper, checkout.id)).order!.id;
    checkoutId = (await readyCheckout(shopper, [{ productId: other.globalId, count: 1 }])).id;
    customer = new Browser(server);
    await signUpAndIn(customer, `layar-${randomUUID().slice(0, 8)}@example.com`, 'kata-sandi-panjang-1');
    const bundle = await owner.graph('mutation($input: ProductBundleInput!) { createProductBundle(input: $input) { id } }', {
      input: { name: { id: 'Paket uji' }, price: 1000, items: [{ productId: product.globalId, count: 1 }, { productId: other.globalId, count: 1 }] },
    }, { m: 'ProductBundleInput', path: '/admin/graphql' });
    expect(bundle.errors).toBeUndefined();
    const campaign = await owner.graph('mutation($input: CampaignInput!) { createCampaign(input: $input) { __typename } }', {
      input: { name: 'Promo uji', startsAt: '2031-12-12T00:00:00+07:00', endsAt: '2031-12-13T00:00:00+07:00', discountKind: 'percent', discountValue: 20, productIds: [other.globalId] },
    }, { m: 'CampaignInput', path: '/admin/graphql' });
    expect(campaign.data).toEqual({ createCampaign: { __typename: 'Campaign' } });
    const newsletter = await owner.graph('mutation($input: CreateNewsletterInput!) { createNewsletter(input: $input) { __typename } }', {
      input: { title: 'Kabar uji', subject: 'Kabar uji', language: 'id' },
    }, { m: 'CreateNewsletterInput', path: '/admin/graphql' });
    expect(newsletter.data).toEqual({ createNewsletter: { __typename: 'Newsletter' } });
  }, 120_000);
  afterAll(async () => { await server?.close(); });

  async function crawl(browser: Browser, starts: readonly string[], admin: boolean): Promise<Map<string, { href: string; keys: string[] }>> {
    const pages = new Map<string, { href: string; keys: string[] }>();
    const queue = [...starts];
    const seen = new Set<string>();
    while (queue.length > 0) {
      const href = queue.shift()!;
      const route = routeOf(href);
      if (!route || seen.has(href) || pages.has(route.name) || route.admin !== admin) continue;
      seen.add(href);
      const response = await browser.fetch(href);
      if (response.status !== 200) continue;
      const html = await response.text();
      pages.set(route.name, { href, keys: embeddedMessages(html) });
      queue.push(...linksIn(html));
    }
    return pages;
  }

  it('gives every admin screen the words it shows in its own message sets', async () => {
    const pages = await crawl(owner, ['/admin', '/admin/orders', '/admin/customers', '/admin/product/bundle', '/admin/marketing/campaign', '/admin/marketing/newsletter', `/admin/orders/print?kind=invoice&ids=${orderId}`], true);
    const adminFramed = routes.list.filter((route) => route.ownFrame && !route.external);
    expect(adminFramed.map((route) => route.name).filter((name) => !pages.has(name)), 'admin screens the crawl did not reach').toEqual([]);
    const missing = adminFramed.flatMap((route) => uncovered(pages.get(route.name)!.keys, route).map((key) => `${route.name}: ${key}`));
    expect(missing).toEqual([]);
  });

  it('gives every shop screen the words it shows, its header and footer included', async () => {
    const pages = await crawl(shopper, ['/', '/search?q=kopi', '/cart', '/login', '/signup', '/password/forgot', '/blog', '/product/category/',
      `/checkout/${checkoutId}/start`, `/guest/order/${orderId}`, `/guest/order/${orderId}/confirm/payment`], false);
    for (const [name, page] of await crawl(customer, ['/account', '/account/password/change', '/account/email/change'], false)) pages.set(name, page);
    for (const name of ['home', 'categoryList', 'category', 'product', 'search', 'cart', 'blog', 'blogPost', 'blogCategory', 'login', 'signup', 'forgotPassword',
      'checkoutStart', 'guestOrder', 'guestOrderConfirmPayment', 'account', 'changePassword', 'changeEmail', 'page']) {
      expect(pages.has(name), `${name} was reached`).toBe(true);
    }
    const missing = [...pages].flatMap(([name, page]) => uncovered(page.keys, routes.byName.get(name)!).map((key) => `${name}: ${key}`));
    expect(missing).toEqual([]);
  });

  it('answers a screen\'s message sets in one request, and refuses sets that are not keys or prefixes', async () => {
    const answer = await server.request('/_/i81n/en/sets?s=cart.,nav.home');
    expect(answer.status).toBe(200);
    const texts = await answer.json() as Record<string, string>;
    expect(texts['nav.home']).toBe('Home');
    expect(texts['cart.title']).toBeTruthy();
    expect(Object.keys(texts).every((key) => key.startsWith('cart.') || key === 'nav.home')).toBe(true);
    const bad = await server.request('/_/i81n/id/sets?s=*');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain('not a message set');
    expect((await server.request('/_/i81n/id/sets')).status).toBe(400);
    expect((await server.request('/_/i81n/xx/sets?s=cart.')).status).toBe(404);
  });
});
