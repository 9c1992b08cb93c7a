import { bundleSaving } from '../../../domain/catalog/bundle-deals';
import { pick } from '../../../domain/i18n/translated';
import { fromGlobalId, toGlobalId } from '../../../domain/ids/global-id';
import { badInput } from '../../errors.server';
import type { ObjectRef } from '@pothos/core';
import { moneyType, type Builder, type BuilderTypes } from '../../graphql/builder.server';
import type { ContentAdminInputs } from '../content';
import {
  bundleById, bundleItemViews, bundlesWithProduct, createBundle, deleteBundle, itemsTotalOf, listBundles, updateBundle,
  type BundleItemView, type BundleRecord, type BundleSaveRefused, type BundleSaveResult,
} from './bundle.service';
import type { ProductRecord, VariationRecord } from './catalog.service';

type Types = PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>;

/** The catalogue's product and variation types a bundle names (given by catalog.resolver.ts, which registers bundles). */
interface CatalogRefs {
  ProductRef: ObjectRef<Types, ProductRecord>;
  VariationRef: ObjectRef<Types, VariationRecord>;
}

const money = (amount: number, currencyNumber: number) => ({ amount, currencyNumber });

function bundleId(raw: string | number, field = 'id'): string {
  const decoded = fromGlobalId(String(raw));
  if (!decoded || decoded.type !== 'ProductBundle') throw badInput('error.bundle.notAnId', {}, field);
  return decoded.id;
}

/**
 * Bundle deals (docs/decisions/0029) on both schemas: a product lists the bundles a shopper can
 * buy it in. The admin schema sees every bundle, drafts too, with what the owner wrote.
 */
export function registerBundleGraph(builder: Builder, graph: CatalogRefs, options: { includeDrafts: boolean }) {
  const MoneyRef = moneyType(builder);
  const BundleRef = builder.objectRef<BundleRecord>('ProductBundle');
  const BundleItemRef = builder.objectRef<BundleItemView>('ProductBundleItem').implement({
    description: 'One product of a bundle, in a number of units.',
    fields: (t) => ({
      product: t.field({ type: graph.ProductRef, nullable: true, description: 'Null once the product is deleted (or, on the shop, unpublished).', resolve: (i) => i.product }),
      variation: t.field({ type: graph.VariationRef, nullable: true, resolve: (i) => i.variation }),
      variationLabel: t.string({
        description: 'The variation’s option values as the shopper reads them ("Merah / L"); empty without a variation.',
        resolve: (i, _a, ctx) => (i.product && i.variation ? i.variation.optionValues.map((value, index) => {
          const option = i.product!.options[index]?.values.find((candidate) => candidate.id === value);
          return option ? pick(option, ctx.language) : value;
        }).join(' / ') : ''),
      }),
      count: t.exposeInt('count'),
      unitPrice: t.field({ type: MoneyRef, nullable: true, description: 'One unit today; null when the item cannot be bought as named.', resolve: (i, _a, ctx) => (i.unitPrice === null ? null : money(i.unitPrice, ctx.shop.currency)) }),
      stock: t.exposeInt('stock', { description: 'Units in stock today.' }),
    }),
  });
  const itemsOf = (bundle: BundleRecord, ctx: Parameters<typeof bundleItemViews>[0]) => bundleItemViews(ctx, bundle, options);

  BundleRef.implement({
    description: 'Products sold together for one price below what they cost apart.',
    fields: (t) => ({
      id: t.id({ resolve: (b) => toGlobalId('ProductBundle', b.id) }),
      name: t.string({ resolve: (b, _a, ctx) => pick(b.name, ctx.language) }),
      price: t.field({ type: MoneyRef, description: 'What one complete set costs.', resolve: (b, _a, ctx) => money(b.price, ctx.shop.currency) }),
      items: t.field({ type: [BundleItemRef], resolve: (b, _a, ctx) => itemsOf(b, ctx) }),
      itemsTotal: t.field({
        type: MoneyRef, nullable: true,
        description: 'What the items cost apart today; null when one can no longer be bought as named.',
        resolve: async (b, _a, ctx) => {
          const total = itemsTotalOf(await itemsOf(b, ctx));
          return total === null ? null : money(total, ctx.shop.currency);
        },
      }),
      saving: t.field({
        type: MoneyRef,
        description: 'What a set saves today; zero when the bundle no longer costs less than its items (it then does not apply).',
        resolve: async (b, _a, ctx) => money(bundleSaving(itemsTotalOf(await itemsOf(b, ctx)) ?? 0, b.price), ctx.shop.currency),
      }),
    }),
  });

  builder.objectFields(graph.ProductRef, (t) => ({
    bundles: t.field({
      type: [BundleRef],
      description: 'Published bundles with this product that a shopper can buy now: every item on sale and in stock, cheaper than apart.',
      resolve: (p, _a, ctx) => bundlesWithProduct(ctx, p.id),
    }),
  }));

  return { BundleRef };
}

export type BundleGraph = ReturnType<typeof registerBundleGraph>;

/** The owner creates, changes, publishes and deletes bundles. */
export function registerBundleAdminFields(builder: Builder, bundles: BundleGraph, deps: { inputs: ContentAdminInputs }) {
  const { BundleRef } = bundles;
  const { TranslatedTextInput } = deps.inputs;
  const BundleStatusEnum = builder.enumType('ProductBundleStatus', { values: ['draft', 'published'] as const });

  const BundleNameRef = builder.objectRef<BundleRecord['name']>('ProductBundleName').implement({
    description: 'A bundle name in Indonesian and, when written, English.',
    fields: (t) => ({
      id: t.exposeString('id'),
      en: t.string({ nullable: true, resolve: (text) => text.en || null }),
    }),
  });

  builder.objectFields(BundleRef, (t) => ({
    nameTexts: t.field({ type: BundleNameRef, description: 'The name in each language, as written.', resolve: (b) => b.name }),
    status: t.field({ type: BundleStatusEnum, resolve: (b) => b.status }),
    version: t.exposeInt('version', { description: 'Send it back when saving; a save over someone else’s change is refused.' }),
    updatedAt: t.string({ resolve: (b) => b.updatedAt.toISOString() }),
  }));

  const SaveRefusedRef = builder.objectRef<BundleSaveRefused>('ProductBundleSaveRefused').implement({
    description: 'Nothing was saved: someone else saved the bundle after the editor opened it.',
    fields: (t) => ({
      reason: t.exposeString('reason'),
      message: t.exposeString('message'),
      bundle: t.field({ type: BundleRef, description: 'The bundle as it is now.', resolve: (r) => r.bundle }),
    }),
  });
  const SaveResultRef = builder.unionType('ProductBundleSaveResult', {
    types: [BundleRef, SaveRefusedRef],
    resolveType: (value: BundleSaveResult) => ('__typename' in value && value.__typename === 'BundleSaveRefused' ? SaveRefusedRef : BundleRef),
  });

  const BundleItemInput = builder.inputType('ProductBundleItemInput', {
    fields: (t) => ({
      productId: t.id({ required: true }),
      variationId: t.id({ required: false, description: 'Required when the product has variations.' }),
      count: t.int({ required: true, description: '1 to 99 units.' }),
    }),
  });
  const BundleInput = builder.inputType('ProductBundleInput', {
    description: 'A bundle; on a change, a field left out keeps its value.',
    fields: (t) => ({
      name: t.field({ type: TranslatedTextInput, required: false, description: 'The Indonesian name is required; English is optional.' }),
      status: t.field({ type: BundleStatusEnum, required: false, description: 'New bundles are drafts unless published is given.' }),
      price: t.field({ type: 'Amount', required: false, description: 'What one set costs, in whole rupiah; below what the items cost apart.' }),
      items: t.field({ type: [BundleItemInput], required: false, description: 'Two to ten different products or variations.' }),
    }),
  });

  const itemsOf = (items: ReadonlyArray<{ productId: string | number; variationId?: string | number | null | undefined; count: number }> | null | undefined) =>
    items?.map((item, index) => {
      const product = fromGlobalId(String(item.productId));
      if (!product || product.type !== 'Product') throw badInput('error.notAProductId', { field: `items.${index}.productId` }, `items.${index}.productId`);
      let variationId = '';
      if (item.variationId) {
        const variation = fromGlobalId(String(item.variationId));
        if (!variation || variation.type !== 'ProductVariation') throw badInput('error.bundle.variationMissing', {}, `items.${index}.variationId`);
        variationId = variation.id;
      }
      return { productId: product.id, variationId, count: item.count };
    });

  builder.queryFields((t) => ({
    productBundles: t.field({ type: [BundleRef], description: 'Every bundle of the shop, drafts too, newest first.', resolve: (_r, _a, ctx) => listBundles(ctx) }),
    productBundle: t.field({
      type: BundleRef, nullable: true,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => bundleById(ctx, bundleId(args.id)),
    }),
  }));

  builder.mutationFields((t) => ({
    createProductBundle: t.field({
      type: BundleRef,
      args: { input: t.arg({ type: BundleInput, required: true }) },
      resolve: (_r, { input }, ctx) => createBundle(ctx, { ...input, items: itemsOf(input.items) }),
    }),
    updateProductBundle: t.field({
      type: SaveResultRef,
      args: { id: t.arg.id({ required: true }), version: t.arg.int({ required: true }), input: t.arg({ type: BundleInput, required: true }) },
      resolve: (_r, args, ctx) => updateBundle(ctx, bundleId(args.id), args.version, { ...args.input, items: itemsOf(args.input.items) }),
    }),
    deleteProductBundle: t.field({
      type: 'ID',
      description: 'The deleted bundle’s id; carts that held its items simply pay them apart.',
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_r, args, ctx) => toGlobalId('ProductBundle', await deleteBundle(ctx, bundleId(args.id))),
    }),
  }));
}
