import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config.server';
import { addShopDomain, addShopDomains, createShop } from '../../src/server/modules/shop';
import { staffAccounts } from '../../src/server/db/tables';
import { hashPassword } from '../../src/server/modules/staff';
import { DEMO_OWNER_EMAIL, DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { graphGet, graphPost } from '../support/graphql-client';
import { staffBrowser } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const CLIENT_DIR = path.resolve('dist/client');

/** Spec §9's separate hosts, as a deployment would write them (docs/decisions/0051). */
const HOSTS = readConfig({
  IMAGES_HOST: 'https://img.{host}',
  GIFS_HOST: 'https://cdn.example.net/gif/{host}',
  FILES_HOST: 'https://files.{host}',
  SCRIPTS_HOST: 'https://static.example.net/etalase',
  API_HOST: 'api.{host}',
}).hosts;

function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries((policy ?? '').split('; ').map((part) => {
    const [name = '', ...rest] = part.split(' ');
    return [name, rest];
  }));
}

function attributes(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1]!.replace(/&amp;/g, '&'));
}

describe.each(engines())('separate hosts for pictures, files, scripts and the API on %s', (engine) => {
  const run = randomUUID().slice(0, 8);
  // The demo shop at a domain of its own (its primary stays localhost), and a second shop.
  const shopHost = `lumbung-${run}-${engine}.example`;
  const otherShop = `lain-${run}-${engine}`;
  const otherHost = `${otherShop}.example`;
  const webroot = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-acme-'));
  const token = `Tk_${run}-abcdefghijklmnopqrstuvwxyz0123456789`;
  const keyAuthorization = `${token}.9jg46WB3rR_AHD-EBXdN7cBkH1WOu0tA3M9fm21mqTI`;
  let server: TestServer;
  let product: { slug: string; image: { id: string } };
  let entry: string;

  beforeAll(async () => {
    fs.mkdirSync(path.join(webroot, '.well-known', 'acme-challenge'), { recursive: true });
    fs.writeFileSync(path.join(webroot, '.well-known', 'acme-challenge', token), keyAuthorization);
    // Present in the directory, yet never a token: a dot is outside base64url.
    fs.writeFileSync(path.join(webroot, '.well-known', 'acme-challenge', 'a.b'), 'not a token');
    fs.writeFileSync(path.join(webroot, 'secret.txt'), 'outside the challenge directory');
    entry = (JSON.parse(fs.readFileSync(path.join(CLIENT_DIR, 'manifest.json'), 'utf8')) as Record<string, { file: string }>)['src/web/entry-client.tsx']!.file;
    server = await startTestServer(engine, { hosts: HOSTS, acmeWebroot: webroot });
    await addShopDomain(server.database.db, DEMO_SHOP_ID, shopHost, false);
    await createShop(server.database.db, { id: otherShop, name: 'Toko Lain', tagline: { id: '', en: '' }, currency: 2, defaultLanguage: 'id', email: 'halo@lain.example', phone: '', address: '', city: '' });
    await addShopDomains(server.database.db, otherShop, [otherHost]);
    const res = await graphGet<{ products: { edges: Array<{ node: typeof product }> } }>(server, '{ products(first: 1, sort: PRICE_DESC) { edges { node { slug image { id } } } } }');
    product = res.body.data!.products.edges[0]!.node;
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(webroot, { recursive: true, force: true });
  });

  it('writes the page\'s pictures, entry script, chunks and style sheets on their hosts, and its policy admits exactly those', async () => {
    const res = await server.request(`/product/${product.slug}`, { host: shopHost });
    expect(res.status).toBe(200);
    const html = await res.text();
    const scripts = JSON.parse(/<script id="etalase-scripts" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as string[];
    expect(scripts[0]).toBe(`https://static.example.net/etalase/${entry}`);
    expect(scripts[1]).toBe(`https://static.example.net/etalase/${entry}?backup=1`);
    // The shop's own copy stays the last resort.
    expect(scripts[2]).toBe(`/${entry}`);
    const preloads = JSON.parse(/<script id="etalase-preloads" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as string[];
    const styles = attributes(html, /<link rel="stylesheet" href="([^"]+)">/g);
    expect(preloads.length).toBeGreaterThan(1);
    // The shop's styles are written into the page; any linked ones come from the scripts host too.
    expect(html).toMatch(/<style>[^<]*\.product-layout/);
    for (const address of [...preloads, ...styles]) expect(address).toMatch(/^https:\/\/static\.example\.net\/etalase\/assets\//);
    const pictures = [...attributes(html, /<img[^>]* src="([^"]+)"/g), ...attributes(html, /srcSet="([^"]+)"/gi).flatMap((set) => set.split(', ').map((c) => c.split(' ')[0]!))];
    expect(pictures.length).toBeGreaterThan(1);
    for (const address of pictures) expect(address).toMatch(new RegExp(`^https://img\\.${shopHost.replace(/\./g, '\\.')}/media/`));
    expect(html).toContain(`<img`);
    expect(html).not.toMatch(/ src="\/media\//);
    // Shared links and search engines get the pictures' host too.
    expect(html).toContain(`<meta property="og:image" content="https://img.${shopHost}/media/${product.image.id}/1200.webp">`);
    const state = JSON.parse(/<script id="etalase-state" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as { hosts: Record<string, string> };
    expect(state.hosts).toMatchObject({ images: `https://img.${shopHost}`, files: `https://files.${shopHost}`, api: `https://api.${shopHost}` });

    const policy = directives(res.headers.get('content-security-policy'));
    expect(policy['script-src']!.filter((source) => !source.startsWith("'"))).toEqual(['https://static.example.net']);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://static.example.net']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', `https://img.${shopHost}`, 'https://cdn.example.net', `https://files.${shopHost}`]);
    expect(policy['connect-src']).toEqual(["'self'", `https://api.${shopHost}`]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('answers picture addresses on the pictures\' host in the API, and serves them at every host named', async () => {
    const answer = await graphGet<{ product: { images: Array<{ id: string; gif: boolean; url: string; ref: string }> } }>(
      server, 'query($slug: String!) { product(slug: $slug) { images { id gif url(width: 400) ref } } }', { slug: product.slug }, { host: shopHost },
    );
    const image = answer.body.data!.product.images[0]!;
    expect(image.url).toBe(`https://img.${shopHost}/media/${image.id}/400.webp`);
    expect(image.gif).toBe(false);
    // A reference names a picture, not where it is served: inputs take it back as it was.
    expect(image.ref).toMatch(new RegExp(`^/media/${image.id}~`));

    const onImages = await server.request(`/media/${image.id}/400.webp`, { host: `img.${shopHost}` });
    expect(onImages.status).toBe(200);
    expect(onImages.headers.get('content-type')).toBe('image/webp');
    // One CDN for every shop, the shop in the path: the same picture.
    const onCdn = await server.request(`/gif/${shopHost}/media/${image.id}/400.webp`, { host: 'cdn.example.net' });
    expect(onCdn.status).toBe(200);
    expect(Buffer.from(await onCdn.arrayBuffer()).equals(Buffer.from(await onImages.arrayBuffer()))).toBe(true);
    // A CDN that passes the shop's own Host on reaches it as before.
    expect((await server.request(`/media/${image.id}/400.webp`, { host: shopHost })).status).toBe(200);
    // A derived host answers its own kind of path only, and another shop has no such picture.
    expect((await server.request('/', { host: `img.${shopHost}` })).status).toBe(404);
    expect((await server.request(`/product/${product.slug}`, { host: `img.${shopHost}` })).status).toBe(404);
    expect((await server.request(`/media/${image.id}/400.webp`, { host: `img.${otherHost}` })).status).toBe(404);
    expect((await server.request(`/media/${image.id}/400.webp`, { host: `img.nobody-${run}.example` })).status).toBe(404);
  });

  it('serves uploaded files on the files\' host', async () => {
    const staff = await staffBrowser(server);
    const pdf = Buffer.from(`%PDF-1.4\n% katalog ${run} ${engine}\n%%EOF\n`);
    const uploadUrl = new URL(await (await staff.fetch(`/_/upload/token?v=1&type=application%2Fpdf&size=${pdf.length}`)).text());
    const form = new FormData();
    form.set('extension', 'pdf');
    form.set('file', new Blob([new Uint8Array(pdf)]), 'katalog.pdf');
    const reference = await (await staff.fetch(`${uploadUrl.pathname}${uploadUrl.search}`, { method: 'POST', body: form })).text();
    expect(reference).toMatch(/^\/_\/file\/[\w-]+\.pdf$/);
    const served = await server.request(reference, { host: `files.${shopHost}` });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(served.headers.get('cross-origin-resource-policy')).toBe('same-site');
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('serves the build\'s files under the scripts host\'s base path, on any host, to pages of any origin', async () => {
    const plain = fs.readFileSync(path.join(CLIENT_DIR, entry));
    for (const [host, address] of [['static.example.net', `/etalase/${entry}`], [`nobody-${run}.example`, `/${entry}`], [shopHost, `/etalase/${entry}`]] as const) {
      const res = await server.request(address, { host });
      expect(res.status, `${host}${address}`).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      // A module script from another origin is fetched with CORS.
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(Buffer.from(await res.arrayBuffer()).equals(plain)).toBe(true);
    }
    expect((await server.request('/etalase/assets/no-such-file.js', { host: 'static.example.net' })).status).toBe(404);
  });

  describe('the API host', () => {
    const page = `https://${shopHost}`;
    const api = `api.${shopHost}`;
    const preflight = (origin: string, method = 'POST') => server.request('/graphql?m=CustomerSignInInput', {
      method: 'OPTIONS', host: api, headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type' },
    });

    it('answers the shop\'s own page\'s preflight with exactly its origin and credentials', async () => {
      const res = await preflight(page);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(page);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST');
      expect(res.headers.get('access-control-allow-headers')).toMatch(/content-type/);
      expect(res.headers.get('vary')).toMatch(/Origin/);
    });

    it('refuses every other origin: another site, another shop, plain http, another of the shop\'s hosts', async () => {
      for (const origin of ['https://evil.example', `https://${otherHost}`, `http://${shopHost}`, `https://img.${shopHost}`, 'null']) {
        const res = await preflight(origin);
        expect(res.status, origin).toBe(403);
        expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
      }
      expect((await preflight(page, 'DELETE')).status).toBe(403);
    });

    it('answers queries with the origin named back, and keeps answers apart by origin', async () => {
      const ours = await graphGet<{ shop: { name: string } }>(server, '{ shop { name } }', undefined, { host: api, headers: { origin: page } });
      expect(ours.status).toBe(200);
      expect(ours.body.data!.shop.name).toBeTruthy();
      expect(ours.headers.get('access-control-allow-origin')).toBe(page);
      expect(ours.headers.get('access-control-allow-credentials')).toBe('true');
      expect(ours.headers.get('vary')).toMatch(/Origin/);
      const theirs = await graphGet(server, '{ shop { name } }', undefined, { host: api, headers: { origin: 'https://evil.example' } });
      expect(theirs.headers.get('access-control-allow-origin')).toBeNull();
      expect(theirs.headers.get('access-control-allow-credentials')).toBeNull();
      // Nothing else lives on the API host.
      expect((await server.request(`/product/${product.slug}`, { host: api })).status).toBe(404);
      expect((await server.request(`/media/${product.image.id}/400.webp`, { host: api })).status).toBe(404);
    });

    it('gives the shop\'s cookies to the page\'s host and its sub-domains, so the API shares the visitor\'s session', async () => {
      const domain = `; Domain=${shopHost};`;
      const res = await server.request(`/product/${product.slug}?lang=en`, { host: shopHost });
      expect(res.headers.get('set-cookie')).toMatch(/^_lang=en;/);
      expect(res.headers.get('set-cookie')).toContain(domain);
      // A staff member who signs in through the API host is signed in on the shop's pages too.
      const password = `owner-${randomUUID()}`;
      await server.database.db.update(staffAccounts).set({ passwordHash: await hashPassword(password) }).where(eq(staffAccounts.email, DEMO_OWNER_EMAIL));
      const signIn = await graphPost<{ staffSignIn: { __typename: string } }>(server, {
        query: 'mutation($input: StaffSignInInput!) { staffSignIn(input: $input) { __typename } }',
        variables: { input: { email: DEMO_OWNER_EMAIL, password } },
      }, { host: api, m: 'StaffSignInInput', headers: { origin: page } });
      expect(signIn.headers.get('access-control-allow-origin')).toBe(page);
      const session = signIn.headers.get('set-cookie') ?? '';
      expect(session).toMatch(/^etalase_staff=/);
      expect(session).toContain(domain);
      expect(session).toMatch(/HttpOnly/);
      const cookie = session.split(';')[0]!;
      const admin = await server.request('/admin', { host: shopHost, headers: { cookie } });
      expect(admin.status).toBe(200);
      // A developer's machine keeps host-only cookies.
      expect((await server.request(`/product/${product.slug}?lang=en`)).headers.get('set-cookie')).not.toMatch(/Domain=/);
    });
  });

  describe('the ACME http-01 challenge', () => {
    const challenge = (name: string, host = `baru-${run}.example`) => server.request(`/.well-known/acme-challenge/${name}`, { host });

    it('answers a token the certificate client wrote, for a host of no shop as for a shop\'s, as plain text no cache keeps', async () => {
      for (const host of [`baru-${run}.example`, shopHost, 'localhost']) {
        const res = await challenge(token, host);
        expect(res.status, host).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(await res.text()).toBe(keyAuthorization);
      }
    });

    it('answers 404 in plain text for a token it does not have, never the shop\'s page', async () => {
      for (const host of [`baru-${run}.example`, shopHost]) {
        const res = await challenge(`Missing_${run}`, host);
        expect(res.status).toBe(404);
        expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    });

    it('reads nothing but a base64url name inside its own directory', async () => {
      for (const name of ['a.b', '..%2fsecret.txt', '..%2F..%2Fsecret.txt', '%2e%2e%2fsecret.txt', '..', '.', `${token}%00`, `${token}/x`, `sub/${token}`, '', `${token}%20`]) {
        const res = await challenge(name);
        expect(res.status, name).toBe(404);
        expect(await res.text(), name).not.toMatch(/outside|not a token/);
      }
      const dotted = await server.request(`/.well-known/acme-challenge/../../secret.txt`, { host: `baru-${run}.example` });
      expect(await dotted.text()).not.toContain('outside the challenge directory');
    });
  });
});
