import DataLoader from 'dataloader';
import { fromGlobalId } from '../../../domain/ids/global-id';
import { loaderFor, type RequestContext } from '../../context.server';
import { badInput } from '../../errors.server';
import type { Builder } from '../../graphql/builder.server';
import type { CatalogGraph } from '../catalog';
import { requestStockAlert, waitingCounts } from './stock-alerts.service';

/** An internal id from a global id of `type`, refused on the field it came in. */
function internalId(raw: string | number, type: 'Product' | 'ProductVariation', field: string): string {
  const decoded = fromGlobalId(String(raw));
  if (!decoded || decoded.type !== type) throw badInput(type === 'Product' ? 'error.stockAlert.unknownProduct' : 'error.stockAlert.unknownVariation', {}, field);
  return decoded.id;
}

/** The shop API's request for a back-in-stock e-mail (docs/decisions/0042). */
export function registerStockAlertShopFields(builder: Builder) {
  const StockAlertInput = builder.inputType('StockAlertInput', {
    fields: (t) => ({
      productId: t.id({ required: true }),
      variationId: t.id({ required: false, description: 'The sold-out variation; left out for a product without variations.' }),
      email: t.string({ required: true }),
    }),
  });
  const AcceptedRef = builder.objectRef<{ email: string; message: string }>('StockAlertAccepted').implement({
    description: 'The same answer whether or not the address had asked before.',
    fields: (t) => ({ email: t.exposeString('email'), message: t.exposeString('message') }),
  });
  builder.mutationFields((t) => ({
    requestStockAlert: t.field({
      type: AcceptedRef,
      description: 'Leaves an address to be e-mailed once when a sold-out product or variation can be bought again.',
      args: { input: t.arg({ type: StockAlertInput, required: true }) },
      resolve: (_r, { input }, ctx) => requestStockAlert(ctx, {
        productId: internalId(input.productId, 'Product', 'productId'),
        variationId: input.variationId ? internalId(input.variationId, 'ProductVariation', 'variationId') : '',
        email: input.email,
      }),
    }),
  }));
}

function waitingLoader(ctx: RequestContext): DataLoader<string, Map<string, number>> {
  return loaderFor(ctx, 'stockAlerts:waiting', () => new DataLoader(async (productIds: readonly string[]) => {
    const counts = await waitingCounts(ctx, productIds);
    return productIds.map(() => counts);
  }));
}

/** How many shoppers wait for each product and variation, beside its stock in the editor. */
export function registerStockAlertAdminFields(builder: Builder, catalog: Pick<CatalogGraph, 'ProductRef' | 'VariationRef'>) {
  builder.objectField(catalog.ProductRef, 'waitingStockAlerts', (t) => t.int({
    description: 'Shoppers waiting for an e-mail when the product (without variations) is back; for variations see each variation.',
    resolve: async (product, _a, ctx) => (await waitingLoader(ctx).load(product.id)).get(`${product.id}:`) ?? 0,
  }));
  builder.objectField(catalog.VariationRef, 'waitingStockAlerts', (t) => t.int({
    description: 'Shoppers waiting for an e-mail when this variation is back.',
    resolve: async (variation, _a, ctx) => (await waitingLoader(ctx).load(variation.productId)).get(`${variation.productId}:${variation.id}`) ?? 0,
  }));
}
