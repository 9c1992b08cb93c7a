import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../src/server/db/tables';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { Browser } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';

interface Manifest { icons: Array<{ src: string; sizes: string; purpose: string }> }

describe.each(engines())('the installable app on %s', (engine) => {
  let server: TestServer;
  let visitor: Browser;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { ownDatabase: true });
    visitor = new Browser(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const manifest = async () => (await (await visitor.fetch('/manifest.webmanifest')).json()) as Manifest;

  it('names each icon by the pictures it shows, so browsers keep it for good and ask again only when it changes', async () => {
    const { icons } = await manifest();
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
    const version = new URL(icons[0]!.src, server.baseUrl).searchParams.get('v');
    expect(version).toMatch(/^[\w-]{10}$/);
    expect(icons.map((icon) => icon.src)).toEqual([
      `/app-icon-192.png?v=${version}`, `/app-icon-maskable-192.png?v=${version}`, `/app-icon-512.png?v=${version}`, `/app-icon-maskable-512.png?v=${version}`,
    ]);
    for (const icon of icons) {
      const answer = await visitor.fetch(icon.src);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const { width, height } = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
      // Asked again with what it holds, the browser is told it is still right, without the picture.
      const again = await visitor.fetch(icon.src, { headers: { 'if-none-match': answer.headers.get('etag')! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
    // Pages point at the same versioned icon.
    const page = await (await visitor.fetch('/')).text();
    expect(page).toContain(`<link rel="apple-touch-icon" href="/app-icon-192.png?v=${version}">`);
    // Notifications name the icon without a version: kept an hour, then checked.
    const plain = await visitor.fetch('/app-icon-192.png');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(plain.headers.get('etag')).toBeTruthy();
  });

  it('gives new icon addresses once the shop’s look changes', async () => {
    const before = (await manifest()).icons[0]!.src;
    const [shop] = await server.database.db.select({ brandColor: shops.brandColor }).from(shops).where(eq(shops.id, DEMO_SHOP_ID));
    await server.database.db.update(shops).set({ brandColor: '#1e6b34' }).where(eq(shops.id, DEMO_SHOP_ID));
    server.app.shops.forgetAll();
    try {
      const after = (await manifest()).icons[0]!.src;
      expect(after).not.toBe(before);
      expect((await visitor.fetch(after)).status).toBe(200);
    } finally {
      await server.database.db.update(shops).set({ brandColor: shop!.brandColor }).where(eq(shops.id, DEMO_SHOP_ID));
      server.app.shops.forgetAll();
    }
  });

  it('answers /favicon.ico with the shop\'s own icon, for pages that name none', async () => {
    const answer = await visitor.fetch('/favicon.ico');
    expect(answer.status).toBe(302);
    const icon = await visitor.fetch(answer.headers.get('location')!);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
  });

  it('answers a size the shop does not offer with 404', async () => {
    for (const path of ['/app-icon-100.png', '/app-icon-maskable-1024.png', '/app-icon-192.jpg', '/app-icon-0192.png']) {
      expect((await visitor.fetch(path)).status, path).toBe(404);
    }
  });

  it('serves this build’s worker, whose cache is named after the client build', async () => {
    const worker = await visitor.fetch('/sw-5013.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const script = await worker.text();
    expect(script).toMatch(/"cache":"etalase-shell-5013-[\w-]{6,}"/);
    expect((await visitor.fetch('/sw-4999.js')).status).toBe(404);
  });
});
