import { fromGlobalId, toGlobalId } from '../../../domain/ids/global-id';
import { stockLevel } from '../../../domain/catalog/product-rules';
import { volumetricWeightGrams } from '../../../domain/shipping/weight';
import type { Translated } from '../../../domain/i18n/translated';
import { badInput } from '../../errors.server';
import type { EnumRef, ObjectRef } from '@pothos/core';
import type { Builder, BuilderTypes } from '../../graphql/builder.server';
import type { ContentAdminInputs } from '../content';
import type { MediaGraph } from '../media';
import { allCategories, variationsLoader, type ProductRecord } from './catalog.service';
import type { ProductOptionRecord } from './catalog.tables';
import type { CatalogGraph } from './catalog.resolver';
import { deleteProducts, setProductsStatus } from './product-bulk.service';
import { createStaffProduct, saveStaffProduct, type ProductSaveRefused, type ProductSaveResult } from './product-editor.service';
import type { ProductInput } from './product-input';
import { ADJUSTMENT_REASONS, adjustStock, stockHistory, type StockMovementRecord } from './stock-movements.service';

type Types = PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>;

/** An internal id from a global id of the given type; refused on the field it came in. */
export function internalId(raw: string | number, type: string, field: string): string {
  const decoded = fromGlobalId(String(raw));
  if (!decoded || decoded.type !== type) throw badInput(type === 'Product' ? 'error.notAProductId' : 'error.product.categoryNotFound', { field }, field);
  return decoded.id;
}

/** What a product's total stock is: the sum over its variations, or its own. */
async function totalStock(ctx: Parameters<typeof variationsLoader>[0], product: ProductRecord): Promise<number> {
  const variations = await variationsLoader(ctx).load(product.id);
  return variations.length ? variations.reduce((sum, v) => sum + v.stock, 0) : product.stock;
}

/**
 * The product editor's staff fields: create a product, save every part of it with a version
 * check, adjust stock with a reason, and publish, unpublish or delete many at once.
 */
export function registerCatalogEditorFields(builder: Builder, graph: CatalogGraph, deps: {
  inputs: ContentAdminInputs;
  media: MediaGraph;
  ProductTextRef: ObjectRef<Types, Translated<string>>;
  ProductStatusEnum: EnumRef<Types, 'draft' | 'published'>;
}) {
  const { TranslatedTextInput, TranslatedDocumentInput } = deps.inputs;
  const { ProductTextRef, ProductStatusEnum } = deps;
  const StockLevelEnum = builder.enumType('StockLevel', { values: ['in', 'low', 'out'] as const });
  const StockReasonEnum = builder.enumType('StockMovementReason', { values: ['initial', 'received', 'correction', 'damaged', 'returned', 'order', 'order_released'] as const });
  const AdjustmentReasonEnum = builder.enumType('StockAdjustmentReason', { values: ADJUSTMENT_REASONS });

  const OptionTextsRef = builder.objectRef<ProductOptionRecord>('ProductOptionTexts').implement({
    description: 'An option with its name and values in both languages, as the owner wrote them.',
    fields: (t) => ({
      name: t.field({ type: ProductTextRef, resolve: (o) => o.name }),
      values: t.field({ type: [ProductTextRef], resolve: (o) => o.values }),
    }),
  });
  const StockMovementRef = builder.objectRef<StockMovementRecord>('StockMovement').implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      at: t.string({ resolve: (m) => m.at.toISOString() }),
      variationId: t.string({ nullable: true, resolve: (m) => (m.variationId ? toGlobalId('ProductVariation', m.variationId) : null) }),
      change: t.exposeInt('change'),
      stockAfter: t.exposeInt('stockAfter'),
      reason: t.field({ type: StockReasonEnum, resolve: (m) => m.reason }),
      note: t.exposeString('note'),
      staffName: t.string({ nullable: true, resolve: (m) => m.staffName }),
      orderId: t.string({ nullable: true, resolve: (m) => m.orderId }),
    }),
  });

  builder.objectFields(graph.ProductRef, (t) => ({
    version: t.exposeInt('version', { description: 'Send it back with updateProduct: a save over someone else’s newer one is refused.' }),
    seoTitle: t.field({ type: ProductTextRef, resolve: (p) => p.seoTitle }),
    seoDescription: t.field({ type: ProductTextRef, resolve: (p) => p.seoDescription }),
    lowStockThreshold: t.exposeInt('lowStockThreshold'),
    stockLevel: t.field({ type: StockLevelEnum, resolve: async (p, _a, ctx) => stockLevel(await totalStock(ctx, p), p.lowStockThreshold) }),
    volumetricWeightGrams: t.int({ resolve: (p) => volumetricWeightGrams(p) }),
    optionTexts: t.field({ type: [OptionTextsRef], resolve: (p) => p.options }),
    stockMovements: t.field({
      type: [StockMovementRef],
      description: 'The stock history, newest first.',
      args: { first: t.arg.int({ required: true }) },
      resolve: (p, args, ctx) => stockHistory(ctx, p.id, Math.min(Math.max(args.first, 1), 100)),
    }),
  }));

  const ProductOptionInput = builder.inputType('ProductOptionInput', {
    fields: (t) => ({
      name: t.field({ type: TranslatedTextInput, required: true }),
      values: t.field({ type: [TranslatedTextInput], required: true }),
    }),
  });
  const ProductVariationInput = builder.inputType('ProductVariationInput', {
    fields: (t) => ({
      id: t.id({ required: false, description: 'An existing variation; left out for a new one.' }),
      optionValues: t.stringList({ required: true, description: 'One Indonesian value per option, in option order.' }),
      sku: t.string({ required: true }),
      price: t.field({ type: 'Amount', required: true }),
      compareAtPrice: t.field({ type: 'Amount', required: false }),
      imageId: t.string({ required: false, description: 'One of the shop’s pictures shown when shoppers choose this variation.' }),
      stock: t.int({ required: false, description: 'Units of a new variation; later changes go through adjustStock.' }),
    }),
  });
  const ProductInputRef = builder.inputType('ProductInput', {
    description: 'A product as the editor saves it; a field left out keeps its value, null clears an optional one.',
    fields: (t) => ({
      name: t.field({ type: TranslatedTextInput, required: false }),
      summary: t.field({ type: TranslatedTextInput, required: false }),
      description: t.field({ type: TranslatedDocumentInput, required: false }),
      slug: t.string({ required: false, description: 'Made from the Indonesian name when a new product has none.' }),
      status: t.field({ type: ProductStatusEnum, required: false }),
      price: t.field({ type: 'Amount', required: false, description: 'Whole rupiah.' }),
      compareAtPrice: t.field({ type: 'Amount', required: false, description: 'The crossed-out price; higher than the price, or null.' }),
      sku: t.string({ required: false }),
      weightGrams: t.int({ required: false }),
      lengthCm: t.int({ required: false }),
      widthCm: t.int({ required: false }),
      heightCm: t.int({ required: false }),
      categoryId: t.id({ required: false }),
      downPaymentPercent: t.int({ required: false, description: 'Pre-order: the share (1–99 %) shoppers pay now; null sells at the full price.' }),
      seoTitle: t.field({ type: TranslatedTextInput, required: false }),
      seoDescription: t.field({ type: TranslatedTextInput, required: false }),
      lowStockThreshold: t.int({ required: false }),
      imageIds: t.stringList({ required: false, description: 'The pictures in order (at most 15); the first is the main one.' }),
      options: t.field({ type: [ProductOptionInput], required: false }),
      variations: t.field({ type: [ProductVariationInput], required: false }),
      stock: t.int({ required: false, description: 'Units of a new product without variations.' }),
    }),
  });
  const StockAdjustmentInput = builder.inputType('StockAdjustmentInput', {
    fields: (t) => ({
      productId: t.id({ required: true }),
      variationId: t.id({ required: false }),
      change: t.int({ required: true, description: 'Units added (positive) or taken away (negative).' }),
      reason: t.field({ type: AdjustmentReasonEnum, required: true }),
      note: t.string({ required: false }),
    }),
  });

  const SaveRefusedRef = builder.objectRef<ProductSaveRefused>('ProductSaveRefused').implement({
    description: 'Nothing was saved: someone else saved the product after the editor opened it.',
    fields: (t) => ({
      reason: t.exposeString('reason'),
      message: t.exposeString('message'),
      product: t.field({ type: graph.ProductRef, description: 'The product as it is now.', resolve: (r) => r.product }),
    }),
  });
  const SaveResultRef = builder.unionType('ProductSaveResult', {
    types: [graph.ProductRef, SaveRefusedRef],
    resolveType: (value) => ('__typename' in value && value.__typename === 'ProductSaveRefused' ? SaveRefusedRef : graph.ProductRef),
  });
  const StockAdjustedRef = builder.objectRef<{ stock: number; movement: StockMovementRecord; productId: string }>('StockAdjusted').implement({
    fields: (t) => ({
      stock: t.exposeInt('stock', { description: 'Units now, of the variation or product adjusted.' }),
      movement: t.field({ type: StockMovementRef, resolve: (r) => r.movement }),
    }),
  });

  const CategoryChoiceRef = graph.CategoryRef;
  const toInput = (input: Record<string, unknown>): ProductInput => {
    const categoryId = input.categoryId === undefined || input.categoryId === null ? input.categoryId : internalId(input.categoryId as string, 'Category', 'categoryId');
    const variations = (input.variations as Array<Record<string, unknown>> | null | undefined)?.map((v, i) => ({ ...v, id: v.id ? internalId(v.id as string, 'ProductVariation', `variations.${i}.id`) : null }));
    return { ...(input as ProductInput), categoryId: categoryId as string | null | undefined, variations: variations as ProductInput['variations'] };
  };
  const productIds = (ids: ReadonlyArray<string | number>) => ids.map((id) => internalId(id, 'Product', 'ids'));

  builder.queryFields((t) => ({
    categoryOptions: t.field({
      type: [CategoryChoiceRef],
      description: 'Every category of the shop, for choosing a product’s category.',
      resolve: (_r, _a, ctx) => allCategories(ctx),
    }),
  }));

  builder.mutationFields((t) => ({
    createProduct: t.field({
      type: graph.ProductRef,
      args: { input: t.arg({ type: ProductInputRef, required: true }) },
      resolve: (_r, args, ctx) => createStaffProduct(ctx, toInput(args.input as Record<string, unknown>)),
    }),
    updateProduct: t.field({
      type: SaveResultRef,
      args: {
        id: t.arg.id({ required: true }),
        version: t.arg.int({ required: true, description: 'The version the editor opened.' }),
        input: t.arg({ type: ProductInputRef, required: true }),
      },
      resolve: (_r, args, ctx): Promise<ProductSaveResult> => saveStaffProduct(ctx, internalId(args.id, 'Product', 'id'), args.version, toInput(args.input as Record<string, unknown>)),
    }),
    adjustStock: t.field({
      type: StockAdjustedRef,
      args: { input: t.arg({ type: StockAdjustmentInput, required: true }) },
      resolve: async (_r, { input }, ctx) => {
        const productId = internalId(input.productId, 'Product', 'productId');
        const variationId = input.variationId ? internalId(input.variationId, 'ProductVariation', 'variationId') : '';
        return { ...(await adjustStock(ctx, { productId, variationId, change: input.change, reason: input.reason, note: input.note })), productId };
      },
    }),
    publishProducts: t.field({ type: ['ID'], description: 'The products that were drafts and are now published.', args: { ids: t.arg.idList({ required: true }) }, resolve: async (_r, args, ctx) => (await setProductsStatus(ctx, productIds(args.ids), 'published')).map((id) => toGlobalId('Product', id)) }),
    unpublishProducts: t.field({ type: ['ID'], args: { ids: t.arg.idList({ required: true }) }, resolve: async (_r, args, ctx) => (await setProductsStatus(ctx, productIds(args.ids), 'draft')).map((id) => toGlobalId('Product', id)) }),
    deleteProducts: t.field({ type: ['ID'], args: { ids: t.arg.idList({ required: true }) }, resolve: async (_r, args, ctx) => (await deleteProducts(ctx, productIds(args.ids))).map((id) => toGlobalId('Product', id)) }),
  }));
  return { StockLevelEnum };
}
