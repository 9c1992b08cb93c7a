import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { StaffRole } from '../../src/domain/staff/staff-permissions';
import { staffAccounts } from '../../src/server/db/tables';
import { newId } from '../../src/server/ids.server';
import { hashPassword } from '../../src/server/modules/staff';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { Browser } from './shop-flow';
import type { TestServer } from './test-server';

/** A new staff member of the demo shop in `role` (a built-in one, or a custom role's id), signed in with a password in their own browser. */
export async function staffWithRole(server: TestServer, role: StaffRole | { customRoleId: string }, name = `Staf ${typeof role === 'string' ? role : 'custom'}`): Promise<Browser> {
  const password = `staff-${randomUUID()}`;
  const email = `${typeof role === 'string' ? role.replace('_', '-') : 'custom'}-${newId().toLowerCase()}@example.com`;
  const assigned = typeof role === 'string' ? { role } : { role: 'custom' as const, customRoleId: role.customRoleId };
  await server.database.db.insert(staffAccounts).values({ shopId: DEMO_SHOP_ID, id: newId(), email, name, ...assigned, passwordHash: await hashPassword(password) });
  const browser = new Browser(server);
  const answer = await browser.graph(
    'mutation($input: StaffSignInInput!) { staffSignIn(input: $input) { __typename } }',
    { input: { email, password } },
    { m: 'StaffSignInInput', path: '/graphql' },
  );
  if (!browser.hasCookie('etalase_staff')) throw new Error(`staff sign-in failed: ${JSON.stringify(answer)}`);
  return browser;
}

/** A picture uploaded to the demo shop, as the upload protocol stores it; its image id. */
export async function uploadedPicture(server: TestServer, colour: { r: number; g: number; b: number }): Promise<string> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).png().toBuffer();
  const image = await server.app.media.saveImage(server.database.db, DEMO_SHOP_ID, bytes);
  return image.id;
}
