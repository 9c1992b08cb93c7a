import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffAccounts } from '../../src/server/db/tables';
import { hashPassword } from '../../src/server/modules/staff';
import { DEMO_OWNER_EMAIL, DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { graphPost } from '../support/graphql-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const SIGN_IN = 'mutation($input: StaffSignInInput!) { staffSignIn(input: $input) { __typename ... on StaffSignInSuccess { staff { email role } } ... on InvalidCredentialsError { message } } }';

describe.each(engines())('staff sign-in and the admin API on %s', (engine) => {
  let server: TestServer;
  const password = `owner-${engine}-secret-pass`;

  beforeAll(async () => {
    server = await startTestServer(engine);
    // The seed prints a generated password; tests set a known one the way an owner would reset it.
    await server.database.db.update(staffAccounts).set({ passwordHash: await hashPassword(password) }).where(eq(staffAccounts.email, DEMO_OWNER_EMAIL));
  });
  afterAll(async () => { await server?.close(); });

  async function signIn(): Promise<string> {
    const res = await server.request('/graphql?m=StaffSignInInput', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SIGN_IN, variables: { input: { email: DEMO_OWNER_EMAIL.toUpperCase(), password } } }),
    });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/etalase_staff=/);
    return cookie.split(';')[0]!;
  }

  it('answers a wrong password and an unknown e-mail alike, without a session', async () => {
    const wrong = await graphPost<{ staffSignIn: { __typename: string; message: string } }>(server, { query: SIGN_IN, variables: { input: { email: DEMO_OWNER_EMAIL, password: 'not it' } } }, { m: 'StaffSignInInput' });
    const unknown = await graphPost<{ staffSignIn: { __typename: string; message: string } }>(server, { query: SIGN_IN, variables: { input: { email: 'nobody@example.com', password: 'not it' } } }, { m: 'StaffSignInInput' });
    expect(wrong.body.data!.staffSignIn).toEqual(unknown.body.data!.staffSignIn);
    expect(wrong.body.data!.staffSignIn.__typename).toBe('InvalidCredentialsError');
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('stores only a memory-hard hash of the password', async () => {
    const [account] = await server.database.db.select().from(staffAccounts).where(eq(staffAccounts.email, DEMO_OWNER_EMAIL));
    expect(account!.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(account!.passwordHash).not.toContain(password);
  });

  it('signs the owner in with an HttpOnly SameSite cookie that the admin API accepts', async () => {
    const res = await server.request('/graphql?m=StaffSignInInput', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SIGN_IN, variables: { input: { email: DEMO_OWNER_EMAIL, password } } }),
    });
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = (await res.json()) as { data: { staffSignIn: { staff: { role: string } } } };
    expect(body.data.staffSignIn.staff.role).toBe('owner');

    const cookie = setCookie.split(';')[0]!;
    const viewer = await graphPost<{ viewer: { email: string } }>(server, { query: '{ viewer { email } }' }, { path: '/admin/graphql', headers: { cookie } });
    expect(viewer.status).toBe(200);
    expect(viewer.body.data!.viewer.email).toBe(DEMO_OWNER_EMAIL);
  });

  it('refuses the admin API to visitors without a staff session', async () => {
    const anonymous = await graphPost(server, { query: '{ viewer { email } }' }, { path: '/admin/graphql' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const forged = await graphPost(server, { query: '{ viewer { email } }' }, { path: '/admin/graphql', headers: { cookie: 'etalase_staff=forged-token' } });
    expect(forged.status).toBe(401);
  });

  it('shows staff the draft products the shop hides from shoppers', async () => {
    const cookie = await signIn();
    const { products } = await import('../../src/server/db/tables');
    const [first] = await server.database.db.select().from(products).where(eq(products.shopId, DEMO_SHOP_ID)).limit(1);
    await server.database.db.update(products).set({ status: 'draft' }).where(eq(products.id, first!.id));
    try {
      const admin = await graphPost<{ products: { totalCount: number } }>(server, { query: '{ products(first: 1, status: draft) { totalCount } }' }, { path: '/admin/graphql', headers: { cookie } });
      expect(admin.body.data!.products.totalCount).toBeGreaterThanOrEqual(1);
      const shop = await graphPost<{ product: unknown }>(server, { query: `{ product(slug: "${first!.slug}") { id } }` });
      expect(shop.body.data!.product).toBeNull();
    } finally {
      await server.database.db.update(products).set({ status: 'published' }).where(eq(products.id, first!.id));
    }
  });

  it('uploads a picture through a GraphQL multipart request and measures it', async () => {
    const cookie = await signIn();
    const png = await sharp({ create: { width: 320, height: 200, channels: 4, background: { r: 200, g: 40, b: 30, alpha: 1 } } }).png().toBuffer();
    const form = new FormData();
    form.set('operations', JSON.stringify({
      query: 'mutation($input: UploadImageInput!) { uploadImage(input: $input) { id width height dominantColor hasAlpha url(width: 100) } }',
      variables: { input: { file: null, alt: 'Merah' } },
    }));
    form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
    form.set('0', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'merah.png');
    const res = await server.request('/admin/graphql?m=UploadImageInput', { method: 'POST', body: form, headers: { cookie, 'graphql-preflight': '1' } });
    const body = (await res.json()) as { data: { uploadImage: { id: string; width: number; height: number; dominantColor: string; hasAlpha: boolean; url: string } } };
    expect(res.status).toBe(200);
    const image = body.data.uploadImage;
    expect(image).toMatchObject({ width: 320, height: 200, hasAlpha: false });
    expect(image.dominantColor).toMatch(/^#[c-d][0-9a-f]2[0-9a-f]1[0-9a-f]$/);
    const resized = await server.request(image.url);
    expect(resized.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(100);

    const notAPicture = new FormData();
    notAPicture.set('operations', JSON.stringify({ query: 'mutation($input: UploadImageInput!) { uploadImage(input: $input) { id } }', variables: { input: { file: null } } }));
    notAPicture.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
    notAPicture.set('0', new Blob(['<script>alert(1)</script>'], { type: 'image/png' }), 'evil.png');
    const refused = await server.request('/admin/graphql?m=UploadImageInput', { method: 'POST', body: notAPicture, headers: { cookie, 'graphql-preflight': '1' } });
    const refusedBody = (await refused.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(refusedBody.errors[0]!.extensions.code).toBe('BAD_USER_INPUT');
    expect(refusedBody.errors[0]!.message).toBe('Berkas ini bukan gambar yang diterima toko ini (PNG, JPEG, BMP, WebP, GIF atau SVG).');
    expect(fs.existsSync(path.join(server.dataDir, 'uploads'))).toBe(true);
  });

  it('stops answering sign-ins for an account after ten wrong passwords', async () => {
    const email = `guessed-${engine}@lumbung-nusantara.example`;
    const attempt = (pass: string) => graphPost<{ staffSignIn: { __typename: string; message?: string } }>(server, { query: SIGN_IN, variables: { input: { email, password: pass } } }, { m: 'StaffSignInInput' });
    for (let i = 0; i < 10; i += 1) expect((await attempt(`guess ${i}`)).body.data!.staffSignIn.__typename).toBe('InvalidCredentialsError');
    const blocked = await attempt('guess 11');
    expect(blocked.status).toBe(429);
    // The window slides: the wait is what is left of this one plus a tenth of the next.
    const wait = Number(blocked.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(90);
    expect(wait).toBeLessThanOrEqual(16.5 * 60);
    expect(blocked.body.errors![0]).toMatchObject({ message: `Terlalu banyak percobaan. Coba lagi dalam ${Math.ceil(wait / 60)} menit.`, extensions: { code: 'TOO_MANY_REQUESTS' } });
    // Other accounts from the same address still sign in.
    expect(await signIn()).toMatch(/^etalase_staff=/);
  });

  it('refuses a multipart request without the preflight header, so no other site can post files', async () => {
    const cookie = await signIn();
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: 'mutation($input: UploadImageInput!) { uploadImage(input: $input) { id } }', variables: { input: { file: null } } }));
    form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
    form.set('0', new Blob([new Uint8Array(10)]), 'x.png');
    const res = await server.request('/admin/graphql?m=UploadImageInput', { method: 'POST', body: form, headers: { cookie } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe('CSRF_PREVENTED');
    const noBoundary = await server.request('/admin/graphql?m=UploadImageInput', { method: 'POST', body: '--x--', headers: { cookie, 'graphql-preflight': '1', 'content-type': 'multipart/form-data' } });
    expect(noBoundary.status).toBe(400);
  });

  it('ends the session on sign-out', async () => {
    const cookie = await signIn();
    const out = await graphPost(server, { query: 'mutation { staffSignOut }' }, { path: '/admin/graphql', m: 'StaffSignOut', headers: { cookie } });
    expect(out.status).toBe(200);
    const after = await graphPost(server, { query: '{ viewer { email } }' }, { path: '/admin/graphql', headers: { cookie } });
    expect(after.status).toBe(401);
  });
});
