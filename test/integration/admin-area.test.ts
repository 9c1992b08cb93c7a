import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, staffBrowser } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const embeddedState = (html: string) => JSON.parse(/<script id="etalase-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
  graph: Array<{ key: string }>;
  adminGraph: Array<{ key: string; data: unknown }>;
};

describe.each(engines())('the admin area on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await staffBrowser(server);
  });
  afterAll(async () => { await server?.close(); });

  it('sends a signed-out visitor and a signed-in customer to the staff sign-in, which leads back', async () => {
    const visitor = await new Browser(server).fetch('/admin?lang=en');
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe('/admin/login?next=%2Fadmin%3Flang%3Den');
    expect(visitor.headers.get('cache-control')).toContain('no-store');
    expect(await visitor.text()).not.toContain('Lumbung');
  });

  it('renders the overview for staff with its figures from the staff API, never stored nor indexed', async () => {
    const page = await owner.fetch('/admin');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    const html = await page.text();
    expect(html).toContain('<h1 id=');
    expect(html).toMatch(/<h1[^>]*>Ringkasan<\/h1>/);
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    // The shop's header (its search box and cart) is not part of the admin area.
    expect(html).not.toContain('id="site-search"');
    // Figures counted by the server: the demo shop publishes its posts and pages.
    expect(html).toMatch(/\d+ terbit · \d+ terjadwal · \d+ draf/);
    expect(html).toMatch(/[1-9]\d* terbit · \d+ draf/);
    const state = embeddedState(html);
    expect(state.adminGraph.some((entry) => entry.key.includes('AdminOverview'))).toBe(true);
    expect(state.graph.some((entry) => entry.key.includes('AdminOverview'))).toBe(false);
    // Its own style sheet is linked so the page is drawn styled before its script runs.
    const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]!);
    const css = await Promise.all(styles.map(async (href) => (await owner.fetch(href)).text()));
    expect(css.join('')).toContain('.admin-nav');
  });

  it('answers the staff API only to staff, and a shopper page carries no admin answers', async () => {
    const stranger = await new Browser(server).graph('{ viewer { email } }', {}, { path: '/admin/graphql' });
    expect(stranger.status).toBe(401);
    const home = await new Browser(server).fetch('/');
    expect(embeddedState(await home.text()).adminGraph).toEqual([]);
  });
});
