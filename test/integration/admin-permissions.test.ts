import { randomUUID } from 'node:crypto';
import {
  buildClientSchema, getIntrospectionQuery, getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, isLeafType,
  type GraphQLField, type GraphQLInputType, type GraphQLSchema, type IntrospectionQuery,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdsAny, roleAllows, type StaffRole } from '../../src/domain/staff/staff-permissions';
import { ADMIN_FIELD_PERMISSIONS } from '../../src/server/graphql/admin-permissions';
import { translate } from '../../src/server/errors.server';
import { signUpAndIn } from '../support/customer-flow';
import { Browser, staffBrowser } from '../support/shop-flow';
import { staffWithRole } from '../support/staff-roles';
import { engines, startTestServer, type TestServer } from '../support/test-server';

type Kind = 'Query' | 'Mutation';

interface Operation { kind: Kind; field: string; query: string; variables: Record<string, unknown>; uploads: string[]; inputType: string }

/** A value of the right shape for `type`, so a request passes validation and reaches the field itself. */
function sampleValue(type: GraphQLInputType, path: string, uploads: string[]): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, path, uploads);
  if (isListType(type)) return [sampleValue(type.ofType, `${path}.0`, uploads)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type)) value[field.name] = sampleValue(field.type, `${path}.${field.name}`, uploads);
    }
    return value;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int': case 'Float': case 'Amount': return 1;
      case 'Boolean': return true;
      case 'JSON': return {};
      case 'Upload': uploads.push(path); return null;
      default: return 'x';
    }
  }
  throw new Error(`no sample for ${String(type)}`);
}

/** Every root field of the admin API as a request that is well formed but names nothing real. */
function operationsOf(schema: GraphQLSchema): Operation[] {
  const operations: Operation[] = [];
  for (const [kind, type] of [['Query', schema.getQueryType()], ['Mutation', schema.getMutationType()]] as const) {
    for (const field of Object.values(type?.getFields() ?? {}) as Array<GraphQLField<unknown, unknown>>) {
      const uploads: string[] = [];
      const variables: Record<string, unknown> = {};
      const declarations: string[] = [];
      const args: string[] = [];
      for (const arg of field.args) {
        if (!isNonNullType(arg.type)) continue;
        variables[arg.name] = sampleValue(arg.type, `variables.${arg.name}`, uploads);
        declarations.push(`$${arg.name}: ${String(arg.type)}`);
        args.push(`${arg.name}: $${arg.name}`);
      }
      const inputType = field.args[0] ? getNamedType(field.args[0].type).name : 'None';
      const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
      const head = declarations.length ? `${kind.toLowerCase()} (${declarations.join(', ')})` : kind.toLowerCase();
      operations.push({ kind, field: field.name, query: `${head} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`, variables, uploads, inputType });
    }
  }
  return operations;
}

interface Answer { status: number; errors?: Array<{ message: string; extensions?: { code?: string } }> }

/** Sends one operation to the admin API as `browser`, as multipart when it carries a file. */
async function send(browser: Browser, operation: Operation): Promise<Answer> {
  let response: Response;
  if (operation.uploads.length > 0) {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: operation.query, variables: operation.variables }));
    form.set('map', JSON.stringify(Object.fromEntries(operation.uploads.map((path, index) => [String(index), [path]]))));
    operation.uploads.forEach((_path, index) => form.set(String(index), new Blob([Buffer.from('GIF89a')], { type: 'image/gif' }), 'a.gif'));
    response = await browser.fetch(`/admin/graphql?lang=id&m=${operation.inputType}`, { method: 'POST', headers: { 'graphql-preflight': '1' }, body: form });
  } else if (operation.kind === 'Mutation') {
    response = await browser.fetch(`/admin/graphql?lang=id&m=${operation.inputType}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: operation.query, variables: operation.variables }) });
  } else {
    response = await browser.fetch(`/admin/graphql?${new URLSearchParams({ lang: 'id', query: operation.query, variables: JSON.stringify(operation.variables) })}`);
  }
  const body = (await response.json()) as { errors?: Answer['errors'] };
  return { status: response.status, errors: body.errors };
}

describe.each(engines())('who may use the admin API on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  let operations: Operation[];

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await staffBrowser(server);
    const introspection = await owner.graph<IntrospectionQuery>(getIntrospectionQuery(), {}, { path: '/admin/graphql' });
    operations = operationsOf(buildClientSchema(introspection.data));
  });
  afterAll(async () => { await server?.close(); });

  it('names a permission for every field the admin API answers, and none it does not', () => {
    for (const kind of ['Query', 'Mutation'] as const) {
      const answered = operations.filter((o) => o.kind === kind).map((o) => o.field).sort();
      expect(answered).toEqual(Object.keys(ADMIN_FIELD_PERMISSIONS[kind]).sort());
    }
  });

  it('turns away guests and signed-in customers from every field before it runs', async () => {
    const customer = new Browser(server);
    await signUpAndIn(customer, `pembeli-${randomUUID().slice(0, 8)}@contoh.id`, 'sandi-pembeli-panjang');
    for (const visitor of [new Browser(server), customer]) {
      for (const operation of operations) {
        const answer = await send(visitor, operation);
        expect({ field: operation.field, status: answer.status, code: answer.errors?.[0]?.extensions?.code }).toEqual({ field: operation.field, status: 401, code: 'UNAUTHENTICATED' });
      }
    }
  });

  it.each<StaffRole>(['order_handler', 'content_editor', 'administrator'])('refuses a %s every field their role does not allow, saying why', async (role) => {
    const staff = await staffWithRole(server, role);
    const refused = operations.filter((o) => !roleAllows(role, ...ADMIN_FIELD_PERMISSIONS[o.kind][o.field]!));
    for (const operation of refused) {
      const answer = await send(staff, operation);
      expect({ field: operation.field, code: answer.errors?.[0]?.extensions?.code, message: answer.errors?.[0]?.message })
        .toEqual({ field: operation.field, code: 'FORBIDDEN', message: translate('id', 'error.roleMayNot') });
    }
    // Each role is kept from something, and still reaches what it is for.
    if (role !== 'administrator') expect(refused.length).toBeGreaterThan(5);
    const own = await staff.graph<{ viewer: { role: string; permissions: string[] } }>('{ viewer { role permissions } }', {}, { path: '/admin/graphql' });
    expect(own.data.viewer.role).toBe(role);
    expect(own.data.viewer.permissions).toContain('account.own');
  });

  it('holds a custom role to exactly the permissions the owner gave it', async () => {
    const created = await owner.graph<{ createStaffRole: { role: { id: string; permissions: string[] } } }>(
      'mutation($input: StaffRoleInput!) { createStaffRole(input: $input) { ... on StaffRoleSaved { role { id permissions } } } }',
      { input: { name: `Kasir dan penulis ${randomUUID().slice(0, 6)}`, permissions: ['orders.read', 'content.manage'] } }, { m: 'StaffRoleInput', path: '/admin/graphql' });
    const { id, permissions } = created.data.createStaffRole.role;
    expect(permissions).toEqual(['orders.read', 'content.manage', 'account.own']);
    const staff = await staffWithRole(server, { customRoleId: id });
    const refused = operations.filter((o) => !holdsAny(permissions, ...ADMIN_FIELD_PERMISSIONS[o.kind][o.field]!));
    for (const operation of refused) {
      const answer = await send(staff, operation);
      expect({ field: operation.field, code: answer.errors?.[0]?.extensions?.code }).toEqual({ field: operation.field, code: 'FORBIDDEN' });
    }
    // What it was given it reaches: no query it holds is refused for want of a permission.
    for (const operation of operations.filter((o) => o.kind === 'Query' && !refused.includes(o))) {
      const answer = await send(staff, operation);
      expect({ field: operation.field, code: answer.errors?.[0]?.extensions?.code }).not.toEqual({ field: operation.field, code: 'FORBIDDEN' });
    }
    expect(refused.length).toBeGreaterThan(20);
  });

  it('writes each change to the audit log with who made it and what changed', async () => {
    const editor = await staffWithRole(server, 'content_editor', 'Dewi Penulis');
    const created = await editor.graph<{ createPage: { id: string } }>(
      'mutation($input: PageInput!) { createPage(input: $input) { id } }',
      { input: { title: { id: 'Cara memesan' }, slug: `cara-memesan-${randomUUID().slice(0, 6)}` } },
      { m: 'PageInput', path: '/admin/graphql' },
    );
    expect(created.errors).toBeUndefined();
    const pageId = created.data.createPage.id;
    await editor.graph('mutation($id: ID!, $input: PageInput!) { updatePage(id: $id, input: $input) { id } }', { id: pageId, input: { status: 'published' } }, { m: 'PageInput', path: '/admin/graphql' });

    const log = await owner.graph<{ auditEvents: Array<{ staffName: string; staffRole: string; action: string; entityId: string; before: unknown; after: Record<string, unknown> | null; at: string }> }>(
      'query($id: String!) { auditEvents(first: 10, entityType: "page", entityId: $id) { staffName staffRole action entityId before after at } }',
      { id: pageId }, { path: '/admin/graphql' },
    );
    expect(log.errors).toBeUndefined();
    const [update, create] = log.data.auditEvents;
    expect(update).toMatchObject({ staffName: 'Dewi Penulis', staffRole: 'content_editor', action: 'updatePage', before: { status: 'draft' }, after: { status: 'published' } });
    expect(create).toMatchObject({ action: 'createPage', before: null });
    expect(create!.after).toMatchObject({ status: 'draft', title: { id: 'Cara memesan' } });
    expect(Date.now() - Date.parse(update!.at)).toBeLessThan(60_000);

    // The log is the owner's and administrators' to read, not the writer's.
    const denied = await editor.graph('{ auditEvents(first: 1) { id } }', {}, { path: '/admin/graphql' });
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
