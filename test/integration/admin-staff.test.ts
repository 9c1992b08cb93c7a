import { randomUUID } from 'node:crypto';
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts, staffSignInLinks } from '../../src/server/db/tables';
import { translate } from '../../src/server/errors.server';
import { hashPassword } from '../../src/server/modules/staff';
import { newId } from '../../src/server/ids.server';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { emailsTo } from '../../e2e/support/shop';
import { Browser, staffBrowser } from '../support/shop-flow';
import { staffWithRole } from '../support/staff-roles';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const ADMIN = { path: '/admin/graphql' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const SIGN_IN_LINK = /https?:\/\/\S+\/admin\/sign-in\/([\w-]+)/;

type Change = { __typename: string; message: string; field?: string | null; member?: { id: string; status: string; role: string; roleName: string } | null };
const CHANGE = '__typename ... on StaffChangeDone { message member { id status role roleName } } ... on StaffChangeRefused { field message }';

describe.each(engines())('the owner manages the staff on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await staffBrowser(server);
  });
  afterAll(async () => { await server?.close(); });

  const call = async (browser: Browser, field: string, args: string, variables: Record<string, unknown>, m = 'String') => {
    const answer = await browser.graph<Record<string, Change>>(`mutation(${args}) { ${field}(${Object.keys(variables).map((k) => `${k}: $${k}`).join(', ')}) { ${CHANGE} } }`, variables, { ...ADMIN, m });
    expect(answer.errors).toBeUndefined();
    return answer.data[field]!;
  };
  const invite = (input: { name: string; email: string; role: string }) => call(owner, 'inviteStaff', '$input: StaffInviteInput!', { input }, 'StaffInviteInput');
  const byId = (field: string, id: string, as: Browser = owner) => call(as, field, '$id: String!', { id });

  /** The newest one-time link e-mailed to `to` with `template`, as its token. */
  const linkTo = async (to: string, template: string) => {
    const mail = (await emailsTo(server, to)).filter((item) => item.template === template).at(-1);
    const token = mail?.text.match(SIGN_IN_LINK)?.[1];
    if (!token) throw new Error(`no ${template} to ${to}`);
    return token;
  };
  const openLink = (browser: Browser, token: string) => browser.fetch(`/admin/sign-in/${token}`, { method: 'POST', headers: FORM, body: '' });
  const viewerOf = async (browser: Browser) => browser.graph<{ viewer: { role: string; roleName: string | null; permissions: string[] } }>('{ viewer { role roleName permissions } }', {}, ADMIN);
  const signIn = async (email: string, password: string) => {
    const browser = new Browser(server);
    const answer = await browser.graph<{ staffSignIn: { __typename: string } }>('mutation($input: StaffSignInInput!) { staffSignIn(input: $input) { __typename } }', { input: { email, password } }, { m: 'StaffSignInInput', path: '/graphql' });
    return { browser, result: answer.data.staffSignIn.__typename };
  };
  const ownerId = async () => (await owner.graph<{ staffMembers: Array<{ id: string; isYou: boolean }> }>('{ staffMembers { id isYou } }', {}, ADMIN)).data.staffMembers.find((m) => m.isYou)!.id;

  it('invites by e-mail: the link in the queued e-mail signs the invitee in once, and they set a password', async () => {
    const email = `rudi-${randomUUID().slice(0, 8)}@contoh.id`;
    const invited = await invite({ name: 'Rudi Hartono', email, role: 'content_editor' });
    expect(invited).toMatchObject({ __typename: 'StaffChangeDone', member: { status: 'invited', role: 'content_editor', roleName: 'Penulis konten' } });
    // Queued, not sent: the answer must not claim a delivery that has not happened.
    expect(invited.message).toBe(translate('id', 'staff.invite.queued', { email }));
    expect((await invite({ name: 'Rudi Lagi', email: email.toUpperCase(), role: 'content_editor' }))).toMatchObject({ __typename: 'StaffChangeRefused', field: 'email' });
    expect((await invite({ name: 'Siapa', email: `x-${email}`, role: 'penyihir' }))).toMatchObject({ __typename: 'StaffChangeRefused', field: 'role' });

    const token = await linkTo(email, 'staff-invitation');
    const stored = await server.database.db.select().from(staffSignInLinks).where(eq(staffSignInLinks.shopId, DEMO_SHOP_ID));
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    const invitee = new Browser(server);
    const opened = await openLink(invitee, token);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('name="newPassword"');
    const saved = await invitee.fetch('/admin/sign-in/password', { method: 'POST', headers: FORM, body: new URLSearchParams({ newPassword: 'tulisan-batik-rudi-2026' }).toString() });
    expect(saved.status).toBe(200);
    expect((await viewerOf(invitee)).data.viewer.role).toBe('content_editor');
    expect((await signIn(email, 'tulisan-batik-rudi-2026')).result).toBe('StaffSignInSuccess');
    // The link worked once.
    expect((await openLink(new Browser(server), token)).status).toBe(410);
    const list = await owner.graph<{ staffMembers: Array<{ email: string; status: string; lastSignInAt: string | null }> }>('{ staffMembers { email status lastSignInAt } }', {}, ADMIN);
    expect(list.data.staffMembers.find((m) => m.email === email)).toMatchObject({ status: 'active', lastSignInAt: expect.any(String) });
    expect((await byId('resendStaffInvitation', invited.member!.id)).__typename).toBe('StaffChangeRefused');
  });

  it('lets an invitation expire, re-sends it with a new link that replaces the old, and withdraws one', async () => {
    const email = `ayu-${randomUUID().slice(0, 8)}@contoh.id`;
    const { member } = await invite({ name: 'Ayu', email, role: 'order_handler' });
    const first = await linkTo(email, 'staff-invitation');
    await server.database.db.update(staffSignInLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(and(eq(staffSignInLinks.shopId, DEMO_SHOP_ID), eq(staffSignInLinks.staffId, member!.id)));
    expect((await openLink(new Browser(server), first)).status).toBe(410);

    expect((await byId('resendStaffInvitation', member!.id)).__typename).toBe('StaffChangeDone');
    const second = await linkTo(email, 'staff-invitation');
    expect(second).not.toBe(first);
    expect((await byId('revokeStaffInvitation', member!.id))).toMatchObject({ __typename: 'StaffChangeDone', member: null });
    expect((await openLink(new Browser(server), second)).status).toBe(410);
    const left = await server.database.db.select().from(staffAccounts).where(and(eq(staffAccounts.shopId, DEMO_SHOP_ID), eq(staffAccounts.email, email)));
    expect(left).toEqual([]);
  });

  it('deactivating ends every session at once and keeps the person out until reactivated', async () => {
    const email = `dian-${randomUUID().slice(0, 8)}@contoh.id`;
    const password = 'kata-sandi-dian-panjang';
    const id = newId();
    await server.database.db.insert(staffAccounts).values({ shopId: DEMO_SHOP_ID, id, email, name: 'Dian', role: 'order_handler', passwordHash: await hashPassword(password) });
    const phone = (await signIn(email, password)).browser;
    const laptop = (await signIn(email, password)).browser;
    expect((await viewerOf(phone)).status).toBe(200);

    expect((await byId('deactivateStaff', id))).toMatchObject({ __typename: 'StaffChangeDone', member: { status: 'deactivated' } });
    for (const browser of [phone, laptop]) expect((await viewerOf(browser)).status).toBe(401);
    expect((await signIn(email, password)).result).toBe('InvalidCredentialsError');

    expect((await byId('reactivateStaff', id))).toMatchObject({ member: { status: 'active' } });
    expect((await signIn(email, password)).result).toBe('StaffSignInSuccess');
  });

  it('resetting sign-in ends sessions, voids the password and e-mails a one-time link', async () => {
    const email = `eko-${randomUUID().slice(0, 8)}@contoh.id`;
    const password = 'kata-sandi-eko-panjang';
    const id = newId();
    await server.database.db.insert(staffAccounts).values({ shopId: DEMO_SHOP_ID, id, email, name: 'Eko', role: 'administrator', passwordHash: await hashPassword(password) });
    const session = (await signIn(email, password)).browser;
    const reset = await byId('resetStaffSignIn', id);
    expect(reset.message).toBe(translate('id', 'staff.reset.queued', { name: 'Eko', email }));
    expect((await viewerOf(session)).status).toBe(401);
    expect((await signIn(email, password)).result).toBe('InvalidCredentialsError');
    const fresh = new Browser(server);
    expect((await openLink(fresh, await linkTo(email, 'staff-sign-in-link'))).status).toBe(200);
    expect((await viewerOf(fresh)).data.viewer.role).toBe('administrator');
  });

  it('refuses the owner deactivating, demoting or resetting themselves, and taking the last owner away', async () => {
    const me = await ownerId();
    const selfDeactivate = await byId('deactivateStaff', me);
    expect(selfDeactivate).toMatchObject({ __typename: 'StaffChangeRefused', message: translate('id', 'error.staff.self.deactivate') });
    expect(await call(owner, 'changeStaffRole', '$id: String!, $role: String!', { id: me, role: 'administrator' })).toMatchObject({ message: translate('id', 'error.staff.self.changeRole') });
    expect(await byId('resetStaffSignIn', me)).toMatchObject({ __typename: 'StaffChangeRefused' });
    expect((await viewerOf(owner)).data.viewer.role).toBe('owner');

    // A second owner may demote the first while the first still owns the shop; never the last one left.
    const email = `fajar-${randomUUID().slice(0, 8)}@contoh.id`;
    const id = newId();
    await server.database.db.insert(staffAccounts).values({ shopId: DEMO_SHOP_ID, id, email, name: 'Fajar', role: 'owner', passwordHash: await hashPassword('kata-sandi-fajar-panjang') });
    const second = (await signIn(email, 'kata-sandi-fajar-panjang')).browser;
    expect(await call(second, 'changeStaffRole', '$id: String!, $role: String!', { id: me, role: 'administrator' })).toMatchObject({ __typename: 'StaffChangeDone' });
    expect((await viewerOf(owner)).data.viewer.role).toBe('administrator');
    // The demoted owner now lacks staff management; the remaining owner is the last one.
    const denied = await owner.graph('{ staffMembers { id } }', {}, ADMIN);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await byId('deactivateStaff', id, second)).toMatchObject({ message: translate('id', 'error.staff.self.deactivate') });
    expect(await call(second, 'changeStaffRole', '$id: String!, $role: String!', { id: me, role: 'owner' })).toMatchObject({ __typename: 'StaffChangeDone' });

    // Two owners demoting each other at the same moment: one wins; the other is refused, as the
    // last owner's demotion or, when it came second, for the permission the first took away.
    // Only these two are owners: a PostgreSQL test database keeps the owners of earlier runs.
    await server.database.db.update(staffAccounts).set({ role: 'administrator' })
      .where(and(eq(staffAccounts.shopId, DEMO_SHOP_ID), eq(staffAccounts.role, 'owner'), notInArray(staffAccounts.id, [me, id])));
    const demote = (as: Browser, target: string) => as.graph<{ changeStaffRole: Change }>(
      `mutation($id: String!, $role: String!) { changeStaffRole(id: $id, role: $role) { ${CHANGE} } }`, { id: target, role: 'administrator' }, { ...ADMIN, m: 'String' });
    const answers = await Promise.all([demote(owner, id), demote(second, me)]);
    const won = answers.filter((answer) => answer.data?.changeStaffRole?.__typename === 'StaffChangeDone');
    expect(won).toHaveLength(1);
    const lost = answers.find((answer) => answer !== won[0])!;
    expect(lost.errors?.[0]?.extensions?.code ?? lost.data.changeStaffRole.message)
      .toBe(lost.errors ? 'FORBIDDEN' : translate('id', 'error.staff.lastOwner.changeRole'));
    if (won[0] === answers[1]) await call(second, 'changeStaffRole', '$id: String!, $role: String!', { id: me, role: 'owner' });
    expect((await viewerOf(owner)).data.viewer.role).toBe('owner');
  });

  it('gives a custom role exactly its permissions on the API, read afresh after the role changes', async () => {
    const saved = await owner.graph<{ createStaffRole: { __typename: string; role: { id: string; permissions: string[] } } }>(
      'mutation($input: StaffRoleInput!) { createStaffRole(input: $input) { __typename ... on StaffRoleSaved { role { id permissions } } ... on StaffRoleRefused { field message } } }',
      { input: { name: `Pembaca pesanan ${randomUUID().slice(0, 4)}`, permissions: ['orders.read'] } }, { ...ADMIN, m: 'StaffRoleInput' });
    expect(saved.data.createStaffRole).toMatchObject({ __typename: 'StaffRoleSaved', role: { permissions: ['orders.read', 'account.own'] } });
    const roleId = saved.data.createStaffRole.role.id;
    const refusedGrant = await owner.graph<{ createStaffRole: { __typename: string; field: string } }>(
      'mutation($input: StaffRoleInput!) { createStaffRole(input: $input) { __typename ... on StaffRoleRefused { field } } }',
      { input: { name: 'Wakil pemilik', permissions: ['staff.manage'] } }, { ...ADMIN, m: 'StaffRoleInput' });
    expect(refusedGrant.data.createStaffRole).toEqual({ __typename: 'StaffRoleRefused', field: 'permissions' });

    const name = `Gita ${randomUUID().slice(0, 6)}`;
    const reader = await staffWithRole(server, 'order_handler', name);
    const gita = (await server.database.db.select().from(staffAccounts).where(and(eq(staffAccounts.shopId, DEMO_SHOP_ID), eq(staffAccounts.name, name))))[0]!;
    expect((await call(owner, 'changeStaffRole', '$id: String!, $role: String!', { id: gita.id, role: roleId }))).toMatchObject({ member: { role: roleId } });
    expect((await viewerOf(reader)).data.viewer).toMatchObject({ role: 'custom', permissions: ['orders.read', 'account.own'] });
    expect((await reader.graph('{ orders(first: 1) { id } }', {}, ADMIN)).errors).toBeUndefined();
    const refund = await reader.graph('mutation($input: OrderDecisionInput!) { refundOrder(input: $input) { id } }', { input: { orderId: 'x' } }, { ...ADMIN, m: 'OrderDecisionInput' });
    expect(refund.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await reader.graph('{ products(first: 1) { totalCount } }', {}, ADMIN)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // The owner widens the role: the next request holds the new permission, without signing in again.
    const widened = await owner.graph<{ updateStaffRole: { __typename: string } }>('mutation($id: String!, $input: StaffRoleInput!) { updateStaffRole(id: $id, input: $input) { __typename } }',
      { id: roleId, input: { name: `Pembaca pesanan dan katalog ${randomUUID().slice(0, 4)}`, permissions: ['orders.read', 'catalog.read'] } }, { ...ADMIN, m: 'String' });
    expect(widened.data.updateStaffRole.__typename).toBe('StaffRoleSaved');
    expect((await reader.graph('{ products(first: 1) { totalCount } }', {}, ADMIN)).errors).toBeUndefined();
    const inUse = await owner.graph<{ deleteStaffRole: { __typename: string; message?: string } }>('mutation($id: String!) { deleteStaffRole(id: $id) { __typename ... on StaffRoleRefused { message } } }', { id: roleId }, { ...ADMIN, m: 'String' });
    expect(inUse.data.deleteStaffRole).toEqual({ __typename: 'StaffRoleRefused', message: translate('id', 'error.staffRole.inUse') });
    const log = await owner.graph<{ auditEvents: Array<{ staffRole: string; action: string }> }>('query($id: String!) { auditEvents(first: 5, staffId: $id) { staffRole action } }', { id: gita.id }, ADMIN);
    expect(log.data.auditEvents).toEqual([]);
  });

  it('filters the audit log by person, operation and period, newest first', async () => {
    const me = await ownerId();
    // The period starts a second back (the database's clock and ours may differ a little), so the
    // earlier tests' invitations must be older than that first.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const before = new Date(Date.now() - 1000).toISOString();
    // Names of this run only: a PostgreSQL test database keeps earlier runs' entries.
    const tag = randomUUID().slice(0, 6);
    await invite({ name: `Hana ${tag}`, email: `hana-${tag}@contoh.id`, role: 'content_editor' });
    await invite({ name: `Indra ${tag}`, email: `indra-${tag}@contoh.id`, role: 'content_editor' });
    type Events = { auditEvents: Array<{ staffId: string; action: string; after: { name?: string } | null; at: string }> };
    const mine = await owner.graph<Events>('query($s: String!, $from: String!) { auditEvents(first: 50, staffId: $s, action: "inviteStaff", from: $from) { staffId action after at } }', { s: me, from: before }, ADMIN);
    expect(mine.errors).toBeUndefined();
    expect(mine.data.auditEvents.map((e) => e.after?.name)).toEqual([`Indra ${tag}`, `Hana ${tag}`]);
    expect(mine.data.auditEvents.every((e) => e.staffId === me && e.action === 'inviteStaff')).toBe(true);
    const earlier = await owner.graph<Events>('query($to: String!) { auditEvents(first: 50, action: "inviteStaff", to: $to) { after } }', { to: before }, ADMIN);
    expect(earlier.data.auditEvents.map((e) => e.after?.name)).not.toContain(`Hana ${tag}`);
    const nobody = await owner.graph<Events>('{ auditEvents(first: 5, staffId: "nobody") { action } }', {}, ADMIN);
    expect(nobody.data.auditEvents).toEqual([]);
    const facets = await owner.graph<{ auditFacets: { staff: Array<{ id: string }>; actions: string[]; entityTypes: string[] } }>('{ auditFacets { staff { id name } actions entityTypes } }', {}, ADMIN);
    expect(facets.data.auditFacets.staff.map((s) => s.id)).toContain(me);
    expect(facets.data.auditFacets.actions).toEqual(expect.arrayContaining(['inviteStaff', 'changeStaffRole', 'deactivateStaff']));
    expect(facets.data.auditFacets.entityTypes).toEqual(expect.arrayContaining(['staff', 'staffRole']));
    const bad = await owner.graph('{ auditEvents(first: 5, from: "gisteren") { action } }', {}, ADMIN);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
