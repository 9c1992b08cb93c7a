import { PRODUCT_TEXT_NAMES, untranslatedProductTexts } from '../../../domain/catalog/product-texts';
import { fromGlobalId } from '../../../domain/ids/global-id';
import type { RequestContext } from '../../context.server';
import { badInput } from '../../errors.server';
import type { Builder } from '../../graphql/builder.server';
import { pageArgs } from '../../graphql/pagination.server';
import type { ContentAdminInputs, ContentGraph } from '../content';
import { productDescriptionLoader, productLoader, type ProductRecord } from './catalog.service';
import { resolveProductConnection, searchText } from './catalog-connections';
import type { CatalogGraph } from './catalog.resolver';
import type { MediaGraph } from '../media';
import { saveStaffProduct } from './product-editor.service';
import { internalId, registerCatalogEditorFields } from './catalog-editor.resolver';

function productId(raw: string | number): string {
  const decoded = fromGlobalId(String(raw));
  if (!decoded || decoded.type !== 'Product') throw badInput('error.notAProductId', { field: 'id' }, 'id');
  return decoded.id;
}

/** A product's description per language; list rows load it only when a query asks. */
async function descriptionOf(ctx: RequestContext, product: ProductRecord) {
  return product.description ?? (await productDescriptionLoader(ctx).load(product.id)) ?? { id: { blocks: [], entityMap: {} } };
}

/**
 * Staff list every product, drafts included, open one by its id with its texts in both
 * languages, and change its content (name, summary, description, slug, status).
 */
export function registerCatalogAdminFields(builder: Builder, graph: CatalogGraph, deps: { content: ContentGraph; inputs: ContentAdminInputs; media: MediaGraph }) {
  const paging = pageArgs(builder);
  const { RichTextRef } = deps.content;
  const ProductStatusEnum = builder.enumType('ProductStatus', { values: ['draft', 'published'] as const });
  const ProductTextNameEnum = builder.enumType('ProductTextName', { values: PRODUCT_TEXT_NAMES });

  // Named for products alone: other content may grow its own per-language types.
  const ProductTextRef = builder.objectRef<{ id: string; en?: string | undefined }>('ProductText').implement({
    description: 'A product text in Indonesian and, when written, English.',
    fields: (t) => ({
      id: t.exposeString('id'),
      en: t.string({ nullable: true, resolve: (text) => text.en ?? null }),
    }),
  });
  const ProductDescriptionTextsRef = builder.objectRef<Awaited<ReturnType<typeof descriptionOf>>>('ProductDescriptionTexts').implement({
    fields: (t) => ({
      id: t.field({ type: RichTextRef, resolve: (description) => description.id }),
      en: t.field({ type: RichTextRef, nullable: true, resolve: (description) => description.en ?? null }),
    }),
  });
  const ProductTextsRef = builder.objectRef<ProductRecord>('ProductTexts').implement({
    description: 'What the owner wrote in each language, without falling back from one to the other.',
    fields: (t) => ({
      name: t.field({ type: ProductTextRef, resolve: (p) => p.name }),
      summary: t.field({ type: ProductTextRef, resolve: (p) => p.summary }),
      description: t.field({ type: ProductDescriptionTextsRef, resolve: (p, _a, ctx) => descriptionOf(ctx, p) }),
    }),
  });

  builder.objectFields(graph.ProductRef, (t) => ({
    texts: t.field({ type: ProductTextsRef, resolve: (p) => p }),
    untranslatedTexts: t.field({
      type: [ProductTextNameEnum],
      description: 'Texts written in Indonesian that have no English yet (English shoppers see the Indonesian).',
      resolve: async (p, _a, ctx) => untranslatedProductTexts({ name: p.name, summary: p.summary, description: await descriptionOf(ctx, p) }),
    }),
  }));

  const { TranslatedTextInput, TranslatedDocumentInput } = deps.inputs;
  const ProductContentInput = builder.inputType('ProductContentInput', {
    description: 'A product’s content; a field left out keeps its value.',
    fields: (t) => ({
      name: t.field({ type: TranslatedTextInput, required: false, description: 'The Indonesian name is required; English is optional.' }),
      summary: t.field({ type: TranslatedTextInput, required: false }),
      description: t.field({ type: TranslatedDocumentInput, required: false }),
      slug: t.string({ required: false, description: 'Lower-case words joined by hyphens, unique in the shop (not "category").' }),
      status: t.field({ type: ProductStatusEnum, required: false, description: 'published shows it in the shop; draft hides it from shoppers.' }),
    }),
  });

  const { StockLevelEnum } = registerCatalogEditorFields(builder, graph, { inputs: deps.inputs, media: deps.media, ProductTextRef, ProductStatusEnum });

  builder.queryFields((t) => ({
    products: t.field({
      type: graph.ProductConnection,
      args: {
        ...paging,
        search: t.arg.string({ required: false }),
        status: t.arg({ type: ProductStatusEnum, required: false }),
        categoryId: t.arg.id({ required: false, description: 'Products of this category and its sub-categories.' }),
        stockLevel: t.arg({ type: StockLevelEnum, required: false }),
      },
      resolve: (_r, args, ctx) => resolveProductConnection(ctx, args, {
        search: searchText(args.search),
        includeDrafts: true,
        status: args.status ?? undefined,
        categoryId: args.categoryId ? internalId(args.categoryId, 'Category', 'categoryId') : undefined,
        stockLevel: args.stockLevel ?? undefined,
      }),
    }),
    productById: t.field({
      type: graph.ProductRef,
      nullable: true,
      description: 'Any product of the shop, drafts too; null when no product has this id (an address typed wrong, a product deleted).',
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => {
        const decoded = fromGlobalId(String(args.id));
        return decoded?.type === 'Product' ? productLoader(ctx, { includeDrafts: true }).load(decoded.id) : null;
      },
    }),
  }));

  builder.mutationFields((t) => ({
    updateProductContent: t.field({
      type: graph.ProductRef,
      description: 'Changes a product’s name, summary and description per language, its slug and its status.',
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: ProductContentInput, required: true }) },
      resolve: async (_r, args, ctx) => (await saveStaffProduct(ctx, productId(args.id), null, args.input)) as ProductRecord,
    }),
  }));
}
