import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { StaffRole } from '../../src/domain/staff/staff-permissions';
import { staffAccounts } from '../../src/server/db/tables';
import { newId } from '../../src/server/ids.server';
import { hashPassword } from '../../src/server/modules/staff';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { Browser } from './shop-flow';
import type { TestServer } from './test-server';

/** A staff member of the demo shop with the given role, signed in in a browser of their own. */
export async function staffBrowserAs(server: TestServer, role: StaffRole): Promise<Browser> {
  const email = `${role.replace('_', '-')}-${randomUUID().slice(0, 8)}@example.com`;
  const password = `sandi-${randomUUID()}`;
  await server.database.db.insert(staffAccounts).values({ shopId: DEMO_SHOP_ID, id: newId(), email, name: `Staf ${role}`, role, passwordHash: await hashPassword(password) });
  const browser = new Browser(server);
  await browser.graph('mutation($input: StaffSignInInput!) { staffSignIn(input: $input) { __typename } }', { input: { email, password } }, { m: 'StaffSignInInput', path: '/graphql' });
  if (!browser.hasCookie('etalase_staff')) throw new Error(`sign-in as ${role} failed`);
  return browser;
}

/** A picture uploaded to the demo shop, as the upload protocol stores it; its image id. */
export async function uploadedPicture(server: TestServer, colour: { r: number; g: number; b: number }): Promise<string> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).png().toBuffer();
  const image = await server.app.media.saveImage(server.database.db, DEMO_SHOP_ID, bytes);
  return image.id;
}
