import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { RequestContext } from '../context.server';
import { forbidden } from '../errors.server';
import { registerFlowAdminFields } from '../flows/flows.resolver';
import { registerCatalogAdminFields, registerCatalogGraph } from '../modules/catalog';
import { registerCheckoutGraph } from '../modules/checkout';
import { registerCommerceSettingsGraph } from '../modules/commerce-settings';
import { registerContentGraph } from '../modules/content';
import { registerMediaAdminFields, registerMediaGraph, type MediaService } from '../modules/media';
import { registerOrdersAdminFields, registerOrdersGraph } from '../modules/orders';
import { registerPaymentsGraph } from '../modules/payments';
import { registerShopGraph } from '../modules/shop';
import { registerStaffAdminFields, registerStaffGraph } from '../modules/staff';
import { createBuilder } from './builder.server';

export interface AdminSchemaDeps {
  media: MediaService;
  /** The raw session token, so sign-out can end exactly this session. */
  sessionToken: (ctx: RequestContext) => string | undefined;
}

/**
 * Every root field of the admin schema refuses a request without a staff session. The HTTP
 * route checks too (401 before the body is read), but a resolver never trusts that alone.
 */
function requireStaffOnEveryRootField(schema: GraphQLSchema): GraphQLSchema {
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const resolve: GraphQLFieldResolver<unknown, RequestContext> = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, ctx, info) => {
        if (!ctx.staff) throw forbidden();
        return resolve(source, args, ctx, info);
      };
    }
  }
  return schema;
}

/** The staff-only API on its own path (/admin/graphql): each module's types and admin fields. */
export function buildAdminSchema(deps: AdminSchemaDeps): GraphQLSchema {
  const builder = createBuilder({ nodeQueries: false });
  builder.mutationType({});
  const media = registerMediaGraph(builder);
  const shop = registerShopGraph(builder, media);
  const content = registerContentGraph(builder, shop);
  const catalog = registerCatalogGraph(builder, { media, content }, { includeDrafts: true });
  const settings = registerCommerceSettingsGraph(builder);
  const checkout = registerCheckoutGraph(builder, { media, catalog, settings });
  const orders = registerOrdersGraph(builder, { catalog, checkout, settings });
  const payments = registerPaymentsGraph(builder, { media, orders, settings });
  const staff = registerStaffGraph(builder);

  registerStaffAdminFields(builder, staff, { sessionToken: deps.sessionToken });
  registerCatalogAdminFields(builder, catalog);
  registerMediaAdminFields(builder, media, deps.media);
  registerOrdersAdminFields(builder, orders);
  registerFlowAdminFields(builder, { checkout, settings, orders, payments });

  return requireStaffOnEveryRootField(builder.toSchema());
}
