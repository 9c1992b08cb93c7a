import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseImageRef } from '../../src/domain/media/image-ref';
import { images, outbox, staffAccounts } from '../../src/server/db/tables';
import { newId } from '../../src/server/ids.server';
import { addShopDomains, createShop } from '../../src/server/modules/shop';
import { hashPassword } from '../../src/server/modules/staff';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { Browser } from '../support/shop-flow';
import { startS3TestServer, type S3TestServer } from '../support/s3-test-server';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const MB5 = 5 * 1024 * 1024;
const MAX_GIF_BYTES = Math.floor((7_000_000 - 'data:image/gif;base64,'.length) / 4) * 3;

const anySize = (from: number) => from + Math.floor(Math.random() * 400);

/** A picture of one colour and a random size: on PostgreSQL every run shares the images table, and pictures are named by their bytes. */
function solid(format: 'png' | 'jpeg' | 'webp' | 'gif', rgb: [number, number, number], width = anySize(40), height = anySize(20), alpha = 1): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 4, background: { r: rgb[0], g: rgb[1], b: rgb[2], alpha } } });
  return (format === 'png' ? image.png() : format === 'jpeg' ? image.jpeg({ quality: 95 }) : format === 'webp' ? image.webp({ lossless: true }) : image.gif()).toBuffer();
}

async function animatedGif(): Promise<Buffer> {
  const frame = (r: number, g: number, b: number) => sharp({ create: { width: 24 + Math.floor(Math.random() * 100), height: 18, channels: 3, background: { r, g, b } } }).png().toBuffer();
  const [a, b] = [await frame(200, 10, 10), await frame(10, 10, 200)];
  const width = (await sharp(a).metadata()).width!;
  return sharp([a, await sharp(b).resize(width, 18).png().toBuffer()], { join: { animated: true } }).gif().toBuffer();
}

/** A 24-bit BMP of one colour (bottom-up rows, as most writers store them). */
function bmp(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const rowSize = Math.ceil((24 * width) / 32) * 4;
  const bytes = Buffer.alloc(54 + rowSize * height);
  bytes.write('BM', 0, 'latin1');
  bytes.writeUInt32LE(bytes.length, 2);
  bytes.writeUInt32LE(54, 10);
  bytes.writeUInt32LE(40, 14);
  bytes.writeInt32LE(width, 18);
  bytes.writeInt32LE(height, 22);
  bytes.writeUInt16LE(1, 26);
  bytes.writeUInt16LE(24, 28);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) bytes.set([b, g, r], 54 + y * rowSize + x * 3);
  return bytes;
}

const HOSTILE_SVG = `<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY lol "lol">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="60" onload="alert('onload')">
  <script>alert('script')</script>
  <foreignObject width="100" height="50"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert('fo')"/></div></foreignObject>
  <a href="javascript:alert('link')"><rect width="120" height="60" fill="#1e6b3a" onclick="alert('click')"/></a>
  <image href="https://evil.example/track.png" width="10" height="10"/>
  <image xlink:href="http://evil.example/x.png" width="10" height="10"/>
  <style>@import url(https://evil.example/x.css);</style>
  <rect width="5" height="5" style="fill:url(https://evil.example/p.svg#g)"/>
  <set attributeName="href" to="javascript:alert('set')"/>
</svg>`;

describe.each(engines())('the upload protocol on %s', (engine) => {
  let server: TestServer;
  let s3: S3TestServer;
  let s3Server: TestServer;
  const tempDirs: string[] = [];
  const run = randomUUID().slice(0, 8);
  const otherShop = `unggah-${engine}-${run}`;
  const otherHost = `${otherShop}.example`;

  /** An owner of the demo shop of its own, so runs sharing one PostgreSQL database never sign each other out. */
  async function owner(target: TestServer = server): Promise<Browser> {
    const email = `uploads-${randomUUID()}@example.com`;
    const password = `uploads-${randomUUID()}`;
    await target.database.db.insert(staffAccounts).values({ shopId: DEMO_SHOP_ID, id: newId(), email, name: 'Pemilik Unggah', role: 'owner', passwordHash: await hashPassword(password) });
    const browser = new Browser(target);
    await browser.graph('mutation($input: StaffSignInInput!) { staffSignIn(input: $input) { __typename } }', { input: { email, password } }, { m: 'StaffSignInInput', path: '/graphql' });
    expect(browser.hasCookie('etalase_staff')).toBe(true);
    return browser;
  }

  async function customer(): Promise<Browser> {
    const browser = new Browser(server);
    const email = `pembeli-${randomUUID()}@example.com`;
    const password = `rahasia-${run}-panjang`;
    await browser.graph('mutation($input: CustomerSignUpInput!) { customerSignUp(input: $input) { __typename } }',
      { input: { name: 'Rina Unggah', email, password, phone: '0812-3333-4444' } }, { m: 'CustomerSignUpInput' });
    const rows = await server.database.db.select({ payload: outbox.payload }).from(outbox)
      .where(and(eq(outbox.shopId, DEMO_SHOP_ID), eq(outbox.kind, 'email'), sql`${outbox.payload}->>'to' = ${email}`)).orderBy(asc(outbox.id));
    const link = /\/_\/check\/([A-Za-z0-9_-]+)/.exec(rows.map((row) => (row.payload as { text: string }).text).join('\n'))?.[1];
    expect((await browser.fetch(`/_/check/${link}`)).status).toBe(200);
    await browser.graph('mutation($input: CustomerSignInInput!) { customerSignIn(input: $input) { __typename } }', { input: { email, password } }, { m: 'CustomerSignInInput' });
    expect(browser.hasCookie('etalase_customer')).toBe(true);
    return browser;
  }

  const tokenQuery = (type: string, size: number, v = '1') => `v=${v}&type=${encodeURIComponent(type)}&size=${size}`;

  /** Asks for an image token; answers the upload address (the first item of the JSON array). */
  async function imageHost(browser: Browser, type: string, size: number): Promise<string> {
    const answer = await browser.fetch(`/_/upload/token/img?${tokenQuery(type, size)}`);
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const body = (await answer.json()) as string[];
    expect(Array.isArray(body)).toBe(true);
    return body[0]!;
  }

  /** Posts the picture to the address in form field `img`, as the browser does. */
  function postImage(browser: Browser, host: string, bytes: Buffer, name = 'gambar'): Promise<Response> {
    const form = new FormData();
    form.set('img', new Blob([new Uint8Array(bytes)]), name);
    const url = new URL(host);
    return browser.fetch(`${url.pathname}${url.search}`, { method: 'POST', body: form });
  }

  async function uploadImage(browser: Browser, type: string, bytes: Buffer): Promise<Response> {
    return postImage(browser, await imageHost(browser, type, bytes.length), bytes);
  }

  beforeAll(async () => {
    server = await startTestServer(engine, { rateLimits: { keyPrefix: `uploads-${run}`, rules: { shopperUpload: { limit: 6, windowSeconds: 3600 } } } });
    await createShop(server.database.db, { id: otherShop, name: 'Toko Lain', tagline: { id: '', en: '' }, currency: 2, defaultLanguage: 'id', email: 'halo@lain.example', phone: '', address: '', city: '' });
    await addShopDomains(server.database.db, otherShop, [otherHost]);
    s3 = await startS3TestServer();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-uploads-'));
    tempDirs.push(dataDir);
    s3Server = await startTestServer(engine, { s3: s3.settings(`uploads-${engine}`), rateLimits: { keyPrefix: `uploads-s3-${run}` }, ...(engine === 'postgres' ? { dataDir } : {}) });
  });
  afterAll(async () => {
    await server?.close();
    await s3Server?.close();
    await s3?.close();
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes every accepted type from staff and answers a reference whose suffix matches the picture', async () => {
    const staff = await owner();
    const cases: Array<{ type: string; bytes: Buffer; color: [number, number, number]; width: number; height: number; alpha: boolean }> = [];
    const add = async (type: string, bytes: Buffer, color: [number, number, number], alpha = false) => {
      const meta = await sharp(bytes).metadata().catch(() => ({ width: 0, height: 0 }));
      cases.push({ type, bytes, color, width: meta.width ?? 0, height: meta.height ?? 0, alpha });
    };
    await add('image/png', await solid('png', [200, 30, 40]), [200, 30, 40]);
    await add('image/jpeg', await solid('jpeg', [20, 100, 200]), [20, 100, 200]);
    await add('jpg', await solid('jpeg', [120, 100, 20]), [120, 100, 20]);
    await add('image/webp', await solid('webp', [30, 160, 60], undefined, undefined, 0.5), [30, 160, 60], true);
    await add('image/gif', await solid('gif', [0, 0, 0]), [0, 0, 0]);
    const [bmpWidth, bmpHeight] = [anySize(10), anySize(10)];
    cases.push({ type: 'image/bmp', bytes: bmp(bmpWidth, bmpHeight, [90, 40, 160]), color: [90, 40, 160], width: bmpWidth, height: bmpHeight, alpha: false });
    for (const entry of cases) {
      const answer = await uploadImage(staff, entry.type, entry.bytes);
      const text = await answer.text();
      expect(answer.status, `${entry.type}: ${text}`).toBe(200);
      const ref = parseImageRef(text);
      expect(ref, text).not.toBeNull();
      expect(ref!.path).toMatch(/^\/media\/[A-Za-z0-9_-]+$/);
      expect([ref!.width, ref!.height, ref!.hasAlpha], entry.type).toEqual([entry.width, entry.height, entry.alpha]);
      const [r, g, b] = [1, 3, 5].map((at) => parseInt(ref!.dominantColor.slice(at, at + 2), 16));
      // Lossy formats move a colour a little; it stays the picture's colour.
      expect(Math.abs(r! - entry.color[0]) + Math.abs(g! - entry.color[1]) + Math.abs(b! - entry.color[2]), `${entry.type} ${ref!.dominantColor}`).toBeLessThanOrEqual(12);
      const served = await staff.fetch(`${ref!.path}/100.webp`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('takes an animated gif at the gif address and keeps its frames', async () => {
    const staff = await owner();
    const gif = await animatedGif();
    const host = await imageHost(staff, 'image/gif', gif.length);
    expect(new URL(host).pathname).toBe('/_/upload/gif');
    expect(host.startsWith(server.baseUrl)).toBe(true);
    const answer = await postImage(staff, host, gif);
    const ref = parseImageRef(await answer.text());
    expect(answer.status).toBe(200);
    expect(ref!.height).toBe(18);
    const stored = await server.database.db.select({ mimeType: images.mimeType, byteSize: images.byteSize }).from(images)
      .where(and(eq(images.shopId, DEMO_SHOP_ID), eq(images.id, ref!.path.split('/').at(-1)!)));
    expect(stored).toEqual([{ mimeType: 'image/gif', byteSize: gif.length }]);
  });

  it('refuses pictures over 5 MB and animated gifs over 7,000,000 characters, with the limit in the reader\'s language', async () => {
    const staff = await owner();
    const tooBig = await staff.fetch(`/_/upload/token/img?${tokenQuery('image/png', MB5 + 1)}`);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.text()).toBe('Ukuran gambar harus di bawah 5 MB.');
    const english = await staff.fetch(`/_/upload/token/img?${tokenQuery('image/png', MB5 + 1)}`, { headers: { 'accept-language': 'en' } });
    expect(await english.text()).toBe('image should be under 5 Mb');
    const longGif = await staff.fetch(`/_/upload/token/img?${tokenQuery('image/gif', MAX_GIF_BYTES + 1)}`, { headers: { 'accept-language': 'en' } });
    expect(longGif.status).toBe(413);
    expect(await longGif.text()).toBe('This animated GIF is too large (over 7,000,000 characters). Please use a smaller GIF.');
    // A body longer than its token said is cut off by the reader at the limit.
    const overBody = await postImage(staff, await imageHost(staff, 'image/png', 1000), Buffer.alloc(MB5 + 10, 7));
    expect(overBody.status).toBe(413);
    expect(await overBody.text()).toBe('Ukuran gambar harus di bawah 5 MB.');
    const overGif = await postImage(staff, await imageHost(staff, 'image/gif', 1000), Buffer.alloc(MAX_GIF_BYTES + 5, 7));
    expect(overGif.status).toBe(413);
    expect(await overGif.text()).toBe('GIF animasi ini terlalu besar (lebih dari 7.000.000 karakter). Gunakan GIF yang lebih kecil.');
    // Under the gif limit but over 5 MB: the 5 MB limit still holds.
    const between = await postImage(staff, await imageHost(staff, 'image/gif', MB5 + 100), Buffer.alloc(MB5 + 100, 7));
    expect(between.status).toBe(413);
    expect(await between.text()).toBe('Ukuran gambar harus di bawah 5 MB.');
  });

  it('judges the type by the bytes: a declared type, size or content that does not match is refused', async () => {
    const staff = await owner();
    const png = await solid('png', [10, 10, 10]);
    const asJpeg = await uploadImage(staff, 'image/jpeg', png);
    expect(asJpeg.status).toBe(400);
    expect(await asJpeg.text()).toBe('Isi berkas bukan jenis yang disebutkan (jpeg).');
    const shorter = await postImage(staff, await imageHost(staff, 'image/png', png.length + 1), png);
    expect(shorter.status).toBe(400);
    expect(await shorter.text()).toBe('Ukuran berkas tidak sama dengan yang disebutkan saat meminta izin unggah.');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const notPicture = await uploadImage(staff, 'image/png', html);
    expect(notPicture.status).toBe(400);
    expect(await notPicture.text()).toBe('Berkas ini bukan gambar yang diterima toko ini (PNG, JPEG, BMP, WebP, GIF atau SVG).');
    const stillAsGif = await uploadImage(staff, 'image/gif', png);
    expect(await stillAsGif.text()).toBe('Alamat ini hanya menerima GIF.');
    const tiff = await staff.fetch(`/_/upload/token/img?${tokenQuery('image/tiff', 100)}`);
    expect(tiff.status).toBe(400);
    expect(await tiff.text()).toBe('Jenis gambar harus salah satu dari: PNG, JPEG, BMP, WebP, GIF atau SVG.');
    for (const size of ['0', '-1', 'abc', '1.5', '']) {
      const bad = await staff.fetch(`/_/upload/token/img?v=1&type=png&size=${size}`);
      expect(bad.status, size).toBe(400);
    }
    const oldPage = await staff.fetch(`/_/upload/token/img?${tokenQuery('png', 100, '0')}`);
    expect(oldPage.status).toBe(400);
    expect(await oldPage.text()).toBe('Halaman ini sudah usang. Muat ulang halaman, lalu unggah lagi.');
    const compressed = bmp(4, 4, [1, 2, 3]);
    compressed.writeUInt32LE(1, 30);
    const rle = await uploadImage(staff, 'image/bmp', compressed);
    expect(rle.status).toBe(400);
    expect(await rle.text()).toBe('BMP terkompresi tidak bisa dibaca. Simpan gambar sebagai PNG atau JPEG, lalu unggah lagi.');
    const noFile = await staff.fetch(new URL(await imageHost(staff, 'png', 10)).pathname + new URL(await imageHost(staff, 'png', 10)).search, { method: 'POST', body: new FormData() });
    expect(noFile.status).toBe(400);
  });

  it('refuses forged, expired, spent, foreign and mismatched tokens', async () => {
    const staff = await owner();
    const png = await solid('png', [70, 80, 90]);
    const host = await imageHost(staff, 'png', png.length);
    const token = new URL(host).searchParams.get('t')!;
    const [body, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${Buffer.from(JSON.stringify({ ...claims, size: 999 })).toString('base64url')}.${signature}`;
    const expired = `${Buffer.from(JSON.stringify({ ...claims, expiresAt: 1 })).toString('base64url')}.${signature}`;
    for (const bad of [forged, expired, 'nonsense', '']) {
      const answer = await postImage(staff, `${server.baseUrl}/_/upload/img?t=${encodeURIComponent(bad)}`, png);
      expect(answer.status).toBe(403);
      expect(await answer.text()).toBe('Izin unggah ini tidak berlaku (kedaluwarsa, untuk berkas lain, atau bukan milik Anda). Coba unggah lagi.');
    }
    // An image token is not a gif or file token.
    expect((await postImage(staff, host.replace('/_/upload/img', '/_/upload/gif'), png)).status).toBe(403);
    // Another staff member, or the same one in another session, cannot use it.
    expect((await postImage(await owner(), host, png)).status).toBe(403);
    // Used once, then spent.
    expect((await postImage(staff, host, png)).status).toBe(200);
    const again = await postImage(staff, host, png);
    expect(again.status).toBe(409);
    expect(await again.text()).toBe('Izin unggah ini sudah dipakai. Coba unggah lagi.');
    // At another shop's address the caller is nobody.
    const elsewhere = await rawPost(`/_/upload/img?t=${encodeURIComponent(new URL(await imageHost(staff, 'png', png.length)).searchParams.get('t')!)}`, otherHost, staff.cookieHeader(), png);
    expect(elsewhere.status).toBe(401);
  });

  /** A multipart POST with a Host of our choosing (fetch will not send one). */
  async function rawPost(pathAndQuery: string, host: string, cookie: string, bytes: Buffer): Promise<{ status: number; text: string }> {
    const form = new FormData();
    form.set('img', new Blob([new Uint8Array(bytes)]), 'x');
    const encoded = new Response(form);
    const payload = Buffer.from(await encoded.arrayBuffer());
    const { port } = new URL(server.baseUrl);
    return new Promise((resolve, reject) => {
      const req = http.request({ hostname: '127.0.0.1', port, path: pathAndQuery, method: 'POST', headers: { host, cookie, 'content-type': encoded.headers.get('content-type')!, 'content-length': payload.length } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  it('answers signed-out visitors 401 with what to do, and never issues them a token', async () => {
    const visitor = new Browser(server);
    const token = await visitor.fetch(`/_/upload/token/img?${tokenQuery('png', 100)}`, { headers: { 'accept-language': 'en' } });
    expect(token.status).toBe(401);
    expect(await token.text()).toBe('Sign in to your account, or as shop staff, to upload.');
    expect((await visitor.fetch(`/_/upload/token?${tokenQuery('pdf', 100)}`)).status).toBe(401);
    const staffHost = await imageHost(await owner(), 'png', 68);
    expect((await postImage(visitor, staffHost, await solid('png', [1, 1, 1]))).status).toBe(401);
  });

  it('lets a signed-in customer upload pictures, not files, within the shoppers\' upload limit', async () => {
    const shopper = await customer();
    const png = await solid('png', [240, 120, 0]);
    const answer = await uploadImage(shopper, 'png', png);
    expect(answer.status).toBe(200);
    expect(parseImageRef(await answer.text())!.dominantColor).toBe('#f07800');
    const file = await shopper.fetch(`/_/upload/token?${tokenQuery('application/pdf', 100)}`);
    expect(file.status).toBe(403);
    // A customer's token is theirs alone.
    const host = await imageHost(shopper, 'png', png.length);
    expect((await postImage(await customer(), host, png)).status).toBe(403);
    let status = 200;
    for (let i = 0; i < 8 && status === 200; i += 1) status = (await shopper.fetch(`/_/upload/token/img?${tokenQuery('png', 100)}`)).status;
    expect(status).toBe(429);
  });

  it('keeps SVG as a clean vector, served so it cannot run script', async () => {
    const staff = await owner();
    const svg = Buffer.from(HOSTILE_SVG.replace('</svg>', `<desc>${run} local</desc></svg>`));
    const answer = await uploadImage(staff, 'image/svg+xml', svg);
    const text = await answer.text();
    expect(answer.status, text).toBe(200);
    const ref = parseImageRef(text)!;
    expect([ref.width, ref.height, ref.dominantColor]).toEqual([120, 60, '#1e6b3a']);
    const served = await staff.fetch(`${ref.path}/original.svg`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = served.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).not.toMatch(/script-src/);
    const clean = await served.text();
    expect(clean).toMatch(/^<svg[\s>]/);
    expect(clean).toContain('fill="#1e6b3a"');
    for (const bad of [/<script/i, /onload/i, /onclick/i, /onerror/i, /foreignObject/i, /javascript:/i, /evil\.example/i, /<set/i, /ENTITY/i]) expect(clean).not.toMatch(bad);
    // Its raster sizes are made from the clean file.
    expect((await staff.fetch(`${ref.path}/100.webp`)).status).toBe(200);
    // A raster picture has no SVG to serve.
    const png = parseImageRef(await (await uploadImage(staff, 'png', await solid('png', [5, 5, 5]))).text())!;
    expect((await staff.fetch(`${png.path}/original.svg`)).status).toBe(404);
    // What is left of an SVG that is nothing but script is no picture.
    const empty = await uploadImage(staff, 'svg+xml', Buffer.from('<script>alert(1)</script>'));
    expect(empty.status).toBe(400);
  });

  it('takes files from staff with their extension, checks their content and serves them as downloads', async () => {
    const staff = await owner();
    const pdf = Buffer.from(`%PDF-1.4\n% katalog ${run}\n%%EOF\n`);
    const urlAnswer = await staff.fetch(`/_/upload/token?${tokenQuery('application/pdf', pdf.length)}`);
    expect(urlAnswer.status).toBe(200);
    expect(urlAnswer.headers.get('content-type')).toMatch(/^text\/plain/);
    const uploadUrl = new URL(await urlAnswer.text());
    expect(uploadUrl.pathname).toBe('/_/upload/file');
    const send = async (url: URL, extension: string, bytes: Buffer) => {
      const form = new FormData();
      form.set('extension', extension);
      form.set('file', new Blob([new Uint8Array(bytes)]), `katalog.${extension}`);
      return staff.fetch(`${url.pathname}${url.search}`, { method: 'POST', body: form });
    };
    const stored = await send(uploadUrl, 'pdf', pdf);
    const reference = await stored.text();
    expect(stored.status, reference).toBe(200);
    expect(reference).toMatch(/^\/_\/file\/[A-Za-z0-9_-]{24}\.pdf$/);
    const served = await new Browser(server).fetch(reference);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
    // Another shop has no such file.
    expect((await server.request(reference, { host: otherHost })).status).toBe(404);

    const fresh = async (type: string, size: number) => new URL(await (await staff.fetch(`/_/upload/token?${tokenQuery(type, size)}`)).text());
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const disguised = await send(await fresh('pdf', html.length), 'pdf', html);
    expect(disguised.status).toBe(400);
    expect(await disguised.text()).toBe('Isi berkas tidak sesuai dengan ekstensinya (.pdf).');
    const otherExtension = await send(await fresh('pdf', pdf.length), 'txt', pdf);
    expect(otherExtension.status).toBe(400);
    expect(await otherExtension.text()).toBe('Ekstensi berkas tidak sesuai dengan jenis yang disebutkan.');
    const htmlType = await staff.fetch(`/_/upload/token?${tokenQuery('text/html', 10)}`);
    expect(htmlType.status).toBe(400);
    expect(await htmlType.text()).toMatch(/^Jenis berkas ini tidak diterima\. Yang diterima: pdf, txt, csv/);
    const large = await staff.fetch(`/_/upload/token?${tokenQuery('pdf', MB5 + 1)}`);
    expect(large.status).toBe(413);
    expect(await large.text()).toBe('Ukuran berkas harus di bawah 5 MB.');
    expect((await staff.fetch('/_/file/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await staff.fetch('/_/file/AAAAAAAAAAAAAAAAAAAAAAAA.pdf')).status).toBe(404);
  });

  it('stores pictures and files in S3-compatible object storage the same way', async () => {
    const staff = await owner(s3Server);
    const png = await solid('png', [33, 66, 99]);
    const answer = await postImage(staff, await imageHost(staff, 'png', png.length), png);
    const ref = parseImageRef(await answer.text())!;
    expect(ref.dominantColor).toBe('#214263');
    const id = ref.path.split('/').at(-1)!;
    expect(await s3.keys(`uploads-${engine}/originals/${DEMO_SHOP_ID}/`)).toContain(`uploads-${engine}/originals/${DEMO_SHOP_ID}/${id}.png`);
    // Bytes of its own: on PostgreSQL both servers share the images table, and pictures are named by their bytes.
    const svg = parseImageRef(await (await uploadImage(staff, 'svg+xml', Buffer.from(HOSTILE_SVG.replace('</svg>', `<desc>${run}</desc></svg>`)))).text())!;
    const served = await staff.fetch(`${svg.path}/original.svg`);
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(await served.text()).not.toMatch(/script|evil\.example/i);
    const csv = Buffer.from(`nama,harga\nbatik ${run},150000\n`);
    const url = new URL(await (await staff.fetch(`/_/upload/token?${tokenQuery('text/csv', csv.length)}`)).text());
    const form = new FormData();
    form.set('extension', 'csv');
    form.set('file', new Blob([new Uint8Array(csv)]), 'harga.csv');
    const reference = await (await staff.fetch(`${url.pathname}${url.search}`, { method: 'POST', body: form })).text();
    const name = reference.split('/').at(-1)!;
    expect(await s3.keys(`uploads-${engine}/files/${DEMO_SHOP_ID}/`)).toEqual([`uploads-${engine}/files/${DEMO_SHOP_ID}/${name}`]);
    expect(await (await staff.fetch(reference)).text()).toBe(csv.toString());
  });
});
