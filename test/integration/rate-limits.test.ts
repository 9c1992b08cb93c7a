import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, like, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../src/domain/media/image-sizes';
import { createApp, type App } from '../../src/server/app.server';
import type { AppConfig } from '../../src/server/config.server';
import { openDatabase } from '../../src/server/db/database.server';
import { images, rateLimitCounters } from '../../src/server/db/tables';
import { createRateLimiter, type RateLimiter } from '../../src/server/modules/platform';
import { createStaffAccount } from '../../src/server/modules/staff';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { ADDRESS, createTestProduct } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import { testConfig } from '../support/test-template';

const REDIS_URL = 'redis://127.0.0.1:6379';
const WINDOW = 15 * 60;

/** Small limits, so each action is refused after a few attempts. */
const SMALL_RULES = {
  staffSignInAccount: { limit: 3, windowSeconds: WINDOW },
  staffSignInAddress: { limit: 4, windowSeconds: WINDOW },
  orderLinkGuess: { limit: 3, windowSeconds: WINDOW },
  checkoutStart: { limit: 2, windowSeconds: WINDOW },
  placeOrder: { limit: 1, windowSeconds: WINDOW },
  shopperUpload: { limit: 1, windowSeconds: 3600 },
  staffUpload: { limit: 2, windowSeconds: 3600 },
  imageResize: { limit: 2, windowSeconds: 60 },
  mutation: { limit: 12, windowSeconds: 600 },
};

/** A GraphQL answer read loosely: tests walk into it by name. */
interface Loose { readonly [key: string]: Loose }
type GraphBody = { data?: Loose | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };

/**
 * A visitor from one client address (the servers trust X-Forwarded-For here), so every test
 * counts against subjects of its own; keeps the cookies the shop sets.
 */
class Visitor {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly baseUrl: () => string, readonly address: string, readonly language: 'id' | 'en' = 'id') {}

  async fetch(pathAndQuery: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', this.address);
    headers.set('accept-language', this.language);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(`${this.baseUrl()}${pathAndQuery}`, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response;
  }

  async mutate(m: string, query: string, variables: Record<string, unknown>, apiPath = '/graphql'): Promise<{ status: number; retryAfter: string | null; body: GraphBody }> {
    const response = await this.fetch(`${apiPath}?m=${m}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as GraphBody };
  }

  async upload(m: string, query: string, input: Record<string, unknown>, fileField: string, bytes: Buffer, apiPath: string) {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query, variables: { input: { ...input, [fileField]: null } } }));
    form.set('map', JSON.stringify({ 0: [`variables.input.${fileField}`] }));
    form.set('0', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'gambar.png');
    const response = await this.fetch(`${apiPath}?m=${m}`, { method: 'POST', headers: { 'graphql-preflight': '1' }, body: form });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as GraphBody };
  }
}

let addressCounter = 0;
/** A client address no other test uses. */
function freshAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
}

const SIGN_IN = 'mutation($input: StaffSignInInput!) { staffSignIn(input: $input) { __typename } }';
const CREATE_CHECKOUT = 'mutation($input: CreateCheckoutInput!) { createCheckout(input: $input) { checkout { id } } }';
const UPDATE_CHECKOUT = 'mutation($input: UpdateCheckoutInput!) { updateCheckout(input: $input) { checkout { id shippingOptions { id } } } }';
const PLACE_ORDER = 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on OrderPlaced { order { id } } } }';
const UPLOAD_IMAGE = 'mutation($input: UploadImageInput!) { uploadImage(input: $input) { id } }';
const CONFIRM_TRANSFER = 'mutation($input: ConfirmBankTransferInput!) { confirmBankTransfer(input: $input) { payment { id } } }';

// An hour-long limit filled in the first minutes of its window fades only through the next one,
// so its wait may be told in hours; shorter limits are told in minutes.
const MESSAGE_ID = /^Terlalu banyak percobaan\. Coba lagi dalam (\d+ menit|\d+ jam)\.$/;
const MESSAGE_EN = /^Too many attempts\. Try again in (a minute|\d+ minutes|\d+ hours)\.$/;

/** A refusal by a limit, as a GraphQL client sees it. */
function expectGraphRefusal(answer: { status: number; retryAfter: string | null; body: GraphBody }, message: RegExp) {
  expect(answer.status).toBe(429);
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  const error = answer.body.errors?.[0];
  expect(error?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  expect(error?.message).toMatch(message);
  expect(error?.extensions?.retryAfterSeconds).toBe(Number(answer.retryAfter));
}

async function pngPicture(seed: number): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 90 } } }).png().toBuffer();
}

function uniquePrefix(): string {
  return `etalase:rl:test-${randomUUID()}:`;
}

/** Two more app instances on the same counters: guesses on either add up to one limit. */
async function expectSharedOrderLinkCount(first: { baseUrl: string }, second: { baseUrl: string }) {
  const address = freshAddress();
  const onFirst = new Visitor(() => first.baseUrl, address, 'en');
  const onSecond = new Visitor(() => second.baseUrl, address, 'en');
  const guess = (visitor: Visitor) => visitor.fetch(`/o/${randomUUID()}/${'A'.repeat(22)}`);
  expect((await guess(onFirst)).status).toBe(404);
  expect((await guess(onSecond)).status).toBe(404);
  expect((await guess(onFirst)).status).toBe(404);
  // Three guesses in all: the fourth is refused by either instance.
  for (const visitor of [onSecond, onFirst]) {
    const refused = await guess(visitor);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toMatch(MESSAGE_EN);
  }
}

/** An app listening on a loopback port, on a database that is already open. */
async function listen(config: AppConfig, database: TestServer['database']): Promise<{ app: App; baseUrl: string }> {
  const app = await createApp(config, database);
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.server.address();
  return { app, baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

describe.each(engines())('shared rate limits on %s', (engine) => {
  let server: TestServer;
  const keyPrefix = uniquePrefix();
  const url = () => server.baseUrl;

  beforeAll(async () => {
    server = await startTestServer(engine, { trustProxy: true, rateLimits: { keyPrefix, rules: SMALL_RULES } });
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('staff sign-in', () => {
    const email = `limit-${randomUUID()}@lumbung-nusantara.example`;
    const password = `pass-${randomUUID()}`;
    beforeAll(async () => {
      await createStaffAccount(server.database.db, DEMO_SHOP_ID, { email, name: 'Uji Batas', role: 'administrator', password });
    });

    it('refuses an account after its limit of wrong passwords with 429, Retry-After and the wait in Indonesian', async () => {
      const visitor = new Visitor(url, freshAddress());
      const guessed = `guessed-${randomUUID()}@lumbung-nusantara.example`;
      for (let i = 0; i < 3; i += 1) {
        const wrong = await visitor.mutate('StaffSignInInput', SIGN_IN, { input: { email: guessed, password: `guess ${i}` } });
        expect(wrong.body.data?.staffSignIn?.__typename).toBe('InvalidCredentialsError');
      }
      const refused = await visitor.mutate('StaffSignInInput', SIGN_IN, { input: { email: guessed.toUpperCase(), password: 'guess 4' } });
      expectGraphRefusal(refused, MESSAGE_ID);
      expect(refused.body.errors![0]!.message).toBe(`Terlalu banyak percobaan. Coba lagi dalam ${Math.ceil(Number(refused.retryAfter) / 60)} menit.`);
    });

    it('gives a successful sign-in its attempt back', async () => {
      const visitor = new Visitor(url, freshAddress());
      const attempt = (pass: string) => visitor.mutate('StaffSignInInput', SIGN_IN, { input: { email, password: pass } });
      expect((await attempt('wrong 1')).body.data?.staffSignIn?.__typename).toBe('InvalidCredentialsError');
      expect((await attempt('wrong 2')).body.data?.staffSignIn?.__typename).toBe('InvalidCredentialsError');
      expect((await attempt(password)).body.data?.staffSignIn?.__typename).toBe('StaffSignInSuccess');
      // Two wrong ones count; the right one does not: a third wrong one is still answered.
      expect((await attempt('wrong 3')).body.data?.staffSignIn?.__typename).toBe('InvalidCredentialsError');
      expectGraphRefusal(await attempt('wrong 4'), MESSAGE_ID);
      // Refused attempts do not count either: the right password is refused, not locked out for longer.
      expectGraphRefusal(await attempt(password), MESSAGE_ID);
    });

    it('refuses one address trying many accounts, in English for an English reader', async () => {
      const visitor = new Visitor(url, freshAddress(), 'en');
      for (let i = 0; i < 4; i += 1) {
        const wrong = await visitor.mutate('StaffSignInInput', SIGN_IN, { input: { email: `sprayed-${i}-${randomUUID()}@example.com`, password: 'x' } });
        expect(wrong.body.data?.staffSignIn?.__typename).toBe('InvalidCredentialsError');
      }
      expectGraphRefusal(await visitor.mutate('StaffSignInInput', SIGN_IN, { input: { email: `sprayed-5-${randomUUID()}@example.com`, password: 'x' } }), MESSAGE_EN);
      // Another address is not affected.
      const other = await new Visitor(url, freshAddress(), 'en').mutate('StaffSignInInput', SIGN_IN, { input: { email: `sprayed-6-${randomUUID()}@example.com`, password: 'x' } });
      expect(other.body.data?.staffSignIn?.__typename).toBe('InvalidCredentialsError');
    });
  });

  it('refuses order-link guesses beyond the limit with a 429 text and Retry-After, counting IPv6 per /64', async () => {
    const first = new Visitor(url, '2001:db8:77:1::1');
    const neighbour = new Visitor(url, '2001:db8:77:1:ffff:ffff:ffff:fffe');
    const guess = (visitor: Visitor) => visitor.fetch(`/o/${randomUUID()}/${'B'.repeat(22)}`);
    expect((await guess(first)).status).toBe(404);
    expect((await guess(neighbour)).status).toBe(404);
    expect((await guess(first)).status).toBe(404);
    const refused = await guess(neighbour);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toMatch(MESSAGE_ID);
    // Another /64 guesses on.
    expect((await guess(new Visitor(url, '2001:db8:77:2::1'))).status).toBe(404);
  });

  it('limits starting checkouts per address', async () => {
    const product = await createTestProduct(server);
    const visitor = new Visitor(url, freshAddress(), 'en');
    const start = () => visitor.mutate('CreateCheckoutInput', CREATE_CHECKOUT, { input: { clientKey: randomUUID(), lines: [{ productId: product.globalId, count: 1 }] } });
    for (let i = 0; i < 2; i += 1) expect((await start()).body.data?.createCheckout?.checkout?.id).toBeTruthy();
    const refused = await start();
    expectGraphRefusal(refused, MESSAGE_EN);
    expect(refused.body.data).toBeNull();
  });

  it('limits placing orders per address', async () => {
    const product = await createTestProduct(server);
    const visitor = new Visitor(url, freshAddress());
    const ready = async () => {
      const created = await visitor.mutate('CreateCheckoutInput', CREATE_CHECKOUT, { input: { clientKey: randomUUID(), lines: [{ productId: product.globalId, count: 1 }] } });
      const checkoutId = created.body.data!.createCheckout!.checkout!.id as unknown as string;
      const filled = await visitor.mutate('UpdateCheckoutInput', UPDATE_CHECKOUT, { input: { checkoutId, email: 'sari@example.com', phone: '081234567890', shippingAddress: ADDRESS } });
      const option = filled.body.data!.updateCheckout!.checkout!.shippingOptions![0] as unknown as { id: string };
      await visitor.mutate('UpdateCheckoutInput', UPDATE_CHECKOUT, { input: { checkoutId, shippingMethodId: option.id } });
      return checkoutId;
    };
    const place = (checkoutId: string) => visitor.mutate('PlaceOrderInput', PLACE_ORDER, { input: { checkoutId, clientKey: randomUUID(), paymentMethod: 'BANK_TRANSFER' } });
    const first = await ready();
    const second = await ready();
    expect((await place(first)).body.data?.placeOrder?.__typename).toBe('OrderPlaced');
    expectGraphRefusal(await place(second), MESSAGE_ID);
  });

  it('limits shoppers’ files per address before reading them, and staff uploads per staff member', async () => {
    const shopper = new Visitor(url, freshAddress(), 'en');
    const proof = await pngPicture(1);
    const send = () => shopper.upload('ConfirmBankTransferInput', CONFIRM_TRANSFER, { orderId: randomUUID(), clientKey: randomUUID(), bank: 'BCA', payerName: 'Sari', amount: 1000, transferDate: '2026-01-02' }, 'proof', proof, '/graphql');
    const first = await send();
    expect(first.status).toBe(200);
    expect(first.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const refused = await send();
    expectGraphRefusal(refused, MESSAGE_EN);

    const email = `uploader-${randomUUID()}@lumbung-nusantara.example`;
    const password = `pass-${randomUUID()}`;
    await createStaffAccount(server.database.db, DEMO_SHOP_ID, { email, name: 'Pengunggah', role: 'administrator', password });
    const staff = new Visitor(url, freshAddress());
    expect((await staff.mutate('StaffSignInInput', SIGN_IN, { input: { email, password } })).body.data?.staffSignIn?.__typename).toBe('StaffSignInSuccess');
    for (let i = 0; i < 2; i += 1) {
      const uploaded = await staff.upload('UploadImageInput', UPLOAD_IMAGE, {}, 'file', await pngPicture(100 + i), '/admin/graphql');
      expect(uploaded.body.data?.uploadImage?.id).toBeTruthy();
    }
    expectGraphRefusal(await staff.upload('UploadImageInput', UPLOAD_IMAGE, {}, 'file', await pngPicture(102), '/admin/graphql'), MESSAGE_ID);
  });

  it('limits resizing pictures to sizes not made before, and never the sizes already made', async () => {
    const rows = await server.database.db.select({ id: images.id, storageKey: images.storageKey }).from(images).where(eq(images.shopId, DEMO_SHOP_ID));
    const uploads = path.join(server.dataDir, 'uploads');
    const uncached = rows
      // On PostgreSQL the database is shared: pictures other test files upload keep their files in those files' own directories.
      .filter(({ storageKey }) => fs.existsSync(path.join(uploads, storageKey)))
      .flatMap((row) => IMAGE_WIDTHS.map((width) => ({ id: row.id, width })))
      .filter(({ id, width }) => !fs.existsSync(path.join(uploads, 'cache', DEMO_SHOP_ID, id, `${width}.webp`)))
      .reverse();
    expect(uncached.length).toBeGreaterThanOrEqual(3);
    const visitor = new Visitor(url, freshAddress(), 'en');
    const picture = (p: { id: string; width: number }) => visitor.fetch(`/media/${p.id}/${p.width}.webp`);
    expect((await picture(uncached[0]!)).status).toBe(200);
    expect((await picture(uncached[1]!)).status).toBe(200);
    const refused = await picture(uncached[2]!);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toMatch(MESSAGE_EN);
    // Made sizes stay unlimited.
    for (let i = 0; i < 5; i += 1) {
      const again = await picture(uncached[i % 2]!);
      expect(again.status).toBe(200);
      expect(again.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('limits all mutations per address, counted in one statement each', async () => {
    const visitor = new Visitor(url, freshAddress());
    // An empty cart is refused as input, but the mutation still counts.
    const mutate = () => visitor.mutate('CreateCheckoutInput', CREATE_CHECKOUT, { input: { clientKey: randomUUID(), lines: [] } });
    const before = server.database.stats.count;
    for (let i = 0; i < 12; i += 1) expect((await mutate()).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(server.database.stats.count - before).toBe(12);
    const refused = await mutate();
    expectGraphRefusal(refused, MESSAGE_ID);
    // Queries are never counted.
    const query = await visitor.fetch(`/graphql?${new URLSearchParams({ query: '{ shop { name } }' })}`);
    expect(query.status).toBe(200);
  });

  it('keeps a sliding window: the previous window fades, and old counters are pruned', async () => {
    let now = Date.UTC(2030, 0, 1, 10, 0, 0);
    const limiter = createRateLimiter({ db: server.database.db, keyPrefix: uniquePrefix(), rules: { checkoutStart: { limit: 4, windowSeconds: 60 } }, now: () => now });
    await expectSlidingWindow(limiter, (ms) => { now += ms; });
    const prefixRows = () => server.database.db.select({ n: sql<number>`count(*)::int` }).from(rateLimitCounters).where(and(like(rateLimitCounters.key, 'etalase:rl:test-%'), sql`${rateLimitCounters.expiresAt} < ${new Date(now).toISOString()}::timestamptz`));
    now += 10 * 60_000;
    expect((await prefixRows())[0]!.n).toBeGreaterThan(0);
    await limiter.prune();
    expect((await prefixRows())[0]!.n).toBe(0);
  });

  if (engine === 'postgres') {
    it('shares one count between two app instances on one database', async () => {
      const overrides = { trustProxy: true, rateLimits: { keyPrefix: uniquePrefix(), rules: SMALL_RULES } };
      const first = await startTestServer('postgres', overrides);
      const second = await startTestServer('postgres', overrides);
      try {
        await expectSharedOrderLinkCount(first, second);
      } finally {
        await first.close();
        await second.close();
      }
    });
  } else {
    it('keeps the count when the app restarts on the same data directory, and shares it between two apps on one database', async () => {
      const overrides = { trustProxy: true, rateLimits: { keyPrefix: uniquePrefix(), rules: SMALL_RULES } };
      const before = await startTestServer('pglite', overrides);
      const config = { ...testConfig(before.dataDir), ...overrides };
      const address = freshAddress();
      const guess = (baseUrl: string) => new Visitor(() => baseUrl, address, 'en').fetch(`/o/${randomUUID()}/${'D'.repeat(22)}`);
      expect((await guess(before.baseUrl)).status).toBe(404);
      expect((await guess(before.baseUrl)).status).toBe(404);
      // Stop it without removing its directory, then start two apps on it.
      await before.app.server.close();
      await before.database.close();
      const database = await openDatabase({ dataDir: before.dataDir });
      const after = await listen(config, database);
      const beside = await listen(config, database);
      try {
        expect((await guess(after.baseUrl)).status).toBe(404);
        // Two before the restart and one after: the fourth is refused, by either app.
        for (const app of [beside, after]) {
          const refused = await guess(app.baseUrl);
          expect(refused.status).toBe(429);
          expect(await refused.text()).toMatch(MESSAGE_EN);
        }
      } finally {
        await after.app.server.close();
        await beside.app.server.close();
        await database.close();
        fs.rmSync(before.dataDir, { recursive: true, force: true });
      }
    });
  }
});

/** The same window arithmetic on every store: 4 a minute, the previous minute fading. */
async function expectSlidingWindow(limiter: RateLimiter, advance: (ms: number) => void) {
  const check = [{ rule: 'checkoutStart' as const, key: `ip:${freshAddress()}` }];
  for (let i = 0; i < 4; i += 1) expect((await limiter.consume(check)).allowed).toBe(true);
  const refused = await limiter.consume(check);
  expect(refused.allowed).toBe(false);
  // Four in this minute, none before: allowed again 60 s later, and a quarter of the next.
  expect(refused.retryAfterSeconds).toBe(75);
  advance(60_000);
  // Next minute, at its start: the four still weigh fully.
  expect((await limiter.consume(check)).allowed).toBe(false);
  advance(15_000);
  // A quarter in: 3 of them still count, so one more fits and then no more.
  expect((await limiter.consume(check)).allowed).toBe(true);
  const again = await limiter.consume(check);
  expect(again.allowed).toBe(false);
  // A refund makes room for one.
  await limiter.refund(check);
  expect((await limiter.consume(check)).allowed).toBe(true);
  advance(120_000);
  for (let i = 0; i < 4; i += 1) expect((await limiter.consume(check)).allowed).toBe(true);
}

describe('shared rate limits in Redis', () => {
  const keyPrefix = uniquePrefix();
  let redis: Redis;
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    const overrides = { trustProxy: true, redisUrl: REDIS_URL, rateLimits: { keyPrefix, rules: SMALL_RULES } };
    first = await startTestServer('pglite', overrides);
    second = await startTestServer('pglite', overrides);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('shares one count between two app instances, in keys of its own that expire', async () => {
    await expectSharedOrderLinkCount(first, second);
    const keys = await redis.keys(`${keyPrefix}orderLinkGuess:*`);
    expect(keys.length).toBe(1);
    expect(await redis.get(keys[0]!)).toBe('3');
    const ttl = await redis.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(2 * WINDOW * 1000);
    // Nothing was written to the database.
    const rows = await first.database.db.select({ n: sql<number>`count(*)::int` }).from(rateLimitCounters);
    expect(rows[0]!.n).toBe(0);
  });

  it('gives a successful sign-in its attempt back', async () => {
    const email = `redis-${randomUUID()}@lumbung-nusantara.example`;
    const password = `pass-${randomUUID()}`;
    await createStaffAccount(first.database.db, DEMO_SHOP_ID, { email, name: 'Uji Redis', role: 'administrator', password });
    // The account lives in the first instance's database; the second signs in on another copy,
    // so this runs on the first only, but the counters are Redis's.
    const visitor = new Visitor(() => first.baseUrl, freshAddress(), 'en');
    const attempt = (pass: string) => visitor.mutate('StaffSignInInput', SIGN_IN, { input: { email, password: pass } });
    expect((await attempt('wrong 1')).body.data?.staffSignIn?.__typename).toBe('InvalidCredentialsError');
    expect((await attempt('wrong 2')).body.data?.staffSignIn?.__typename).toBe('InvalidCredentialsError');
    expect((await attempt(password)).body.data?.staffSignIn?.__typename).toBe('StaffSignInSuccess');
    expect((await attempt('wrong 3')).body.data?.staffSignIn?.__typename).toBe('InvalidCredentialsError');
    expectGraphRefusal(await attempt('wrong 4'), MESSAGE_EN);
  });

  it('keeps the same sliding window as the database', async () => {
    let now = Date.UTC(2030, 0, 1, 10, 0, 0);
    const limiter = createRateLimiter({ db: first.database.db, redisUrl: REDIS_URL, keyPrefix, rules: { checkoutStart: { limit: 4, windowSeconds: 60 } }, now: () => now });
    try {
      await expectSlidingWindow(limiter, (ms) => { now += ms; });
    } finally {
      await limiter.close();
    }
  });

  it('refuses with a clear 503, quickly, when Redis cannot be reached', async () => {
    const unreachable = await startTestServer('pglite', { trustProxy: true, redisUrl: 'redis://127.0.0.1:1', rateLimits: { keyPrefix: uniquePrefix() } });
    try {
      const visitor = new Visitor(() => unreachable.baseUrl, freshAddress());
      const started = Date.now();
      const answer = await visitor.mutate('CreateCheckoutInput', CREATE_CHECKOUT, { input: { clientKey: randomUUID(), lines: [] } });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(answer.status).toBe(503);
      expect(answer.body.errors?.[0]).toMatchObject({ message: 'Toko sedang tidak dapat diakses sebentar. Silakan coba lagi sesaat lagi.', extensions: { code: 'SERVICE_UNAVAILABLE' } });
      const link = await visitor.fetch(`/o/${randomUUID()}/${'C'.repeat(22)}`);
      expect(link.status).toBe(503);
      // Pages and catalogue reads never ask the limiter.
      expect((await visitor.fetch(`/graphql?${new URLSearchParams({ query: '{ shop { name } }' })}`)).status).toBe(200);
    } finally {
      await unreachable.close();
    }
  });
});
