import { pick } from '../../../domain/i18n/translated';
import { fromGlobalId, toGlobalId } from '../../../domain/ids/global-id';
import type { RichTextDocument } from '../../../domain/rich-text/document';
import { richTextToPlainText } from '../../../domain/rich-text/plain-text';
import { renderRichTextToHtml } from '../../../domain/rich-text/render-html';
import { badInput } from '../../errors.server';
import type { Builder } from '../../graphql/builder.server';
import type { ShopGraph } from '../shop';
import { listPages, pageByIdOrSlug, type PageRecord } from './page.service';
import { createPage, deletePage, listAllPages, staffPage, updatePage } from './page-writes.service';

/** Rich-text documents and content pages; the shop lists its pages. */
export function registerContentGraph(builder: Builder, shop: ShopGraph) {
  const RichTextRef = builder.objectRef<RichTextDocument>('RichText').implement({
    description: 'A rich-text document (spec §3) with its safe HTML rendering.',
    fields: (t) => ({
      document: t.field({ type: 'JSON', resolve: (doc) => doc }),
      html: t.string({ resolve: (doc) => renderRichTextToHtml(doc) }),
      text: t.string({
        args: { maxLength: t.arg.int({ required: false }) },
        resolve: (doc, args) => richTextToPlainText(doc, args.maxLength ?? undefined),
      }),
    }),
  });

  const PageRef = builder.objectRef<PageRecord>('Page');
  builder.node(PageRef, {
    id: { resolve: (p) => p.id },
    loadMany: (ids, ctx) => Promise.all(ids.map((id) => pageByIdOrSlug(ctx, id))),
    fields: (t) => ({
      slug: t.exposeString('slug'),
      status: t.exposeString('status'),
      path: t.string({ resolve: (p) => `/page/${encodeURIComponent(p.slug)}` }),
      title: t.string({ resolve: (p, _a, ctx) => pick(p.title, ctx.language) }),
      body: t.field({ type: RichTextRef, resolve: (p, _a, ctx) => pick(p.body, ctx.language) }),
      updatedAt: t.string({ resolve: (p) => p.updatedAt.toISOString() }),
    }),
  });

  builder.objectField(shop.ShopRef, 'pages', (t) => t.field({ type: [PageRef], resolve: (_s, _a, ctx) => listPages(ctx) }));

  return { RichTextRef, PageRef };
}

export type ContentGraph = ReturnType<typeof registerContentGraph>;

/** The public page queries of the shop API. */
export function registerContentShopFields(builder: Builder, graph: ContentGraph) {
  builder.queryFields((t) => ({
    page: t.field({
      type: graph.PageRef,
      nullable: true,
      args: { id: t.arg.id({ required: true, description: 'The page’s slug (as in /page/{pageID}) or its global id.' }) },
      resolve: (_r, args, ctx) => {
        const raw = String(args.id);
        const decoded = fromGlobalId(raw);
        return pageByIdOrSlug(ctx, decoded?.type === 'Page' ? decoded.id : raw);
      },
    }),
    pages: t.field({ type: [graph.PageRef], resolve: (_r, _a, ctx) => listPages(ctx) }),
  }));
}

/** Staff write pages; the input types are shared with every module whose texts come in both languages. */
export function registerContentAdminFields(builder: Builder, graph: ContentGraph) {
  const TranslatedTextInput = builder.inputType('TranslatedTextInput', {
    description: 'A text in Indonesian (the shop’s main language) and, optionally, English.',
    fields: (t) => ({ id: t.string({ required: false }), en: t.string({ required: false }) }),
  });
  const TranslatedDocumentInput = builder.inputType('TranslatedDocumentInput', {
    description: 'A rich-text document (spec §3) per language, as JSON; English is optional.',
    fields: (t) => ({ id: t.field({ type: 'JSON', required: false }), en: t.field({ type: 'JSON', required: false }) }),
  });
  const PageStatusEnum = builder.enumType('PageStatus', { values: ['draft', 'published'] as const });
  const PageInput = builder.inputType('PageInput', {
    fields: (t) => ({
      slug: t.string({ required: false, description: 'Made from the Indonesian title when left out.' }),
      title: t.field({ type: TranslatedTextInput, required: false }),
      body: t.field({ type: TranslatedDocumentInput, required: false }),
      status: t.field({ type: PageStatusEnum, required: false }),
      position: t.int({ required: false }),
    }),
  });
  const pageId = (raw: string | number) => {
    const decoded = fromGlobalId(String(raw));
    if (!decoded || decoded.type !== 'Page') throw badInput('error.content.notAnId', { kind: 'Page' }, 'id');
    return decoded.id;
  };
  builder.queryFields((t) => ({
    pages: t.field({ type: [graph.PageRef], description: 'Every page, drafts too.', resolve: (_r, _a, ctx) => listAllPages(ctx) }),
    pageById: t.field({ type: graph.PageRef, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => staffPage(ctx, pageId(args.id)) }),
  }));
  builder.mutationFields((t) => ({
    createPage: t.field({ type: graph.PageRef, args: { input: t.arg({ type: PageInput, required: true }) }, resolve: (_r, { input }, ctx) => createPage(ctx, input) }),
    updatePage: t.field({
      type: graph.PageRef,
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: PageInput, required: true }) },
      resolve: (_r, args, ctx) => updatePage(ctx, pageId(args.id), args.input),
    }),
    deletePage: t.field({ type: 'ID', description: 'The deleted page’s id.', args: { id: t.arg.id({ required: true }) }, resolve: async (_r, args, ctx) => toGlobalId('Page', await deletePage(ctx, pageId(args.id))) }),
  }));
  return { TranslatedTextInput, TranslatedDocumentInput };
}

export type ContentAdminInputs = ReturnType<typeof registerContentAdminFields>;
