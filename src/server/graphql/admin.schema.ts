import type { GraphQLSchema } from 'graphql';
import type { RequestContext } from '../context.server';
import { productLoader } from '../modules/catalog/catalog.service';
import type { MediaService } from '../modules/media/image.service';
import { ImageRejectedError } from '../modules/media/image-processing.server';
import { signOutStaff, type StaffViewer } from '../modules/staff/staff.service';
import { fromGlobalId } from '../../domain/ids/global-id';
import { createBuilder } from './builder.server';
import { forbidden, userError } from './errors.server';
import { pageArgs, resolveProductConnection } from './types/product-connection';
import { registerCatalogTypes } from './types/catalog.types';
import { registerCommonTypes } from './types/common.types';
import { registerContentTypes } from './types/content.types';
import { registerStaffTypes } from './types/staff.types';
import { registerCommerceTypes } from './types/commerce.types';
import { registerCommerceAdminFields } from './commerce-admin.fields';

/** Every admin resolver starts here: the HTTP layer checks too, but a resolver never trusts it. */
function requireStaff(ctx: RequestContext): StaffViewer {
  if (!ctx.staff) throw forbidden();
  return ctx.staff;
}

export interface AdminSchemaDeps {
  media: MediaService;
  /** The raw session token, so sign-out can end exactly this session. */
  sessionToken: (ctx: RequestContext) => string | undefined;
}

/** The staff-only API on its own path (/admin/graphql). */
export function buildAdminSchema(deps: AdminSchemaDeps): GraphQLSchema {
  const builder = createBuilder({ nodeQueries: false });
  const common = registerCommonTypes(builder);
  const catalog = registerCatalogTypes(builder, common, { includeDrafts: true });
  const { ProductRef, ProductConnection } = catalog;
  const { ShopRef } = registerContentTypes(builder, common);
  const { StaffRef } = registerStaffTypes(builder);
  const paging = pageArgs(builder);

  const ProductStatusEnum = builder.enumType('ProductStatus', { values: ['draft', 'published'] as const });

  builder.queryFields((t) => ({
    viewer: t.field({ type: StaffRef, resolve: (_r, _a, ctx) => requireStaff(ctx) }),
    shop: t.field({ type: ShopRef, resolve: (_r, _a, ctx) => (requireStaff(ctx), ctx.shop) }),
    products: t.field({
      type: ProductConnection,
      args: {
        ...paging,
        search: t.arg.string({ required: false }),
        status: t.arg({ type: ProductStatusEnum, required: false }),
      },
      resolve: async (_r, args, ctx) => {
        requireStaff(ctx);
        return resolveProductConnection(ctx, args, { search: args.search ?? undefined, includeDrafts: true, status: args.status ?? undefined });
      },
    }),
    productById: t.field({
      type: ProductRef,
      nullable: true,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => {
        requireStaff(ctx);
        const decoded = fromGlobalId(String(args.id));
        if (!decoded || decoded.type !== 'Product') throw userError('id is not a product id.');
        return productLoader(ctx, { includeDrafts: true }).load(decoded.id);
      },
    }),
  }));

  const UploadImageInput = builder.inputType('UploadImageInput', {
    fields: (t) => ({
      file: t.field({ type: 'Upload', required: true }),
      alt: t.string({ required: false }),
    }),
  });

  builder.mutationType({});
  builder.mutationFields((t) => ({
    uploadImage: t.field({
      type: common.ImageRef,
      args: { input: t.arg({ type: UploadImageInput, required: true }) },
      resolve: async (_r, { input }, ctx) => {
        requireStaff(ctx);
        try {
          const alt = input.alt ? { id: input.alt } : undefined;
          return await deps.media.saveImage(ctx.db, ctx.shop.id, input.file.bytes, alt);
        } catch (error) {
          if (error instanceof ImageRejectedError) throw userError(error.message, error.code);
          throw error;
        }
      },
    }),
    staffSignOut: t.boolean({
      resolve: async (_r, _a, ctx) => {
        requireStaff(ctx);
        await signOutStaff(ctx, deps.sessionToken(ctx));
        return true;
      },
    }),
  }));

  registerCommerceAdminFields(builder, registerCommerceTypes(builder, common, catalog));

  return builder.toSchema();
}
