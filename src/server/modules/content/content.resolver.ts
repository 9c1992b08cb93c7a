import { pageSeo } from '../../../domain/content/page-seo';
import { pick } from '../../../domain/i18n/translated';
import { fromGlobalId, toGlobalId } from '../../../domain/ids/global-id';
import type { RichTextDocument } from '../../../domain/rich-text/document';
import { richTextToPlainText } from '../../../domain/rich-text/plain-text';
import { renderRichTextToHtml } from '../../../domain/rich-text/render-html';
import { placeOnHost } from '../../../domain/shop/host-pattern';
import { badInput } from '../../errors.server';
import type { Builder } from '../../graphql/builder.server';
import type { ShopGraph } from '../shop';
import { listPages, pageByIdOrSlug, pageTexts, type PageRecord, type PageText } from './page.service';
import { createPage, deletePage, listAllPages, staffPageOrNull, updatePage } from './page-writes.service';

/** Rich-text documents and content pages; the shop lists its pages. */
export function registerContentGraph(builder: Builder, shop: ShopGraph) {
  const RichTextRef = builder.objectRef<RichTextDocument>('RichText').implement({
    description: 'A rich-text document (spec §3) with its safe HTML rendering.',
    fields: (t) => ({
      document: t.field({ type: 'JSON', resolve: (doc) => doc }),
      html: t.string({
        // Pictures and files in the text on their own hosts (spec §9) when the deployment names them.
        resolve: (doc, _a, ctx) => {
          const hosts = ctx.addresses;
          return renderRichTextToHtml(doc, hosts && (hosts.images || hosts.files) ? { address: (url) => placeOnHost(hosts, url) } : {});
        },
      }),
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
      seoTitle: t.string({ description: 'The title for search engines; the page’s title when not set.', resolve: (p, _a, ctx) => pageSeo(p, ctx.language).title }),
      seoDescription: t.string({ description: 'The description for search engines; the start of the body when not set.', resolve: (p, _a, ctx) => pageSeo(p, ctx.language).description }),
      translated: t.boolean({ description: 'Whether the page has its own title in the reader’s language.', resolve: (p, _a, ctx) => ctx.language === 'id' || Boolean(p.title[ctx.language]?.trim()) }),
      position: t.exposeInt('position'),
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
      seoTitle: t.field({ type: TranslatedTextInput, required: false, description: 'At most 70 characters; left empty, the title is used.' }),
      seoDescription: t.field({ type: TranslatedTextInput, required: false, description: 'At most 160 characters; left empty, the start of the body is used.' }),
      status: t.field({ type: PageStatusEnum, required: false }),
      position: t.int({ required: false }),
    }),
  });
  const pageId = (raw: string | number) => {
    const decoded = fromGlobalId(String(raw));
    if (!decoded || decoded.type !== 'Page') throw badInput('error.content.notAnId', { kind: 'Page' }, 'id');
    return decoded.id;
  };
  const PageTextRef = builder.objectRef<PageText>('PageText').implement({
    description: 'A page’s own texts in one language, as written: no fallback to another language or to the title.',
    fields: (t) => ({
      language: t.exposeString('language'),
      title: t.exposeString('title'),
      body: t.field({ type: 'JSON', description: 'The rich-text document (spec §3).', resolve: (text) => text.body }),
      seoTitle: t.exposeString('seoTitle'),
      seoDescription: t.exposeString('seoDescription'),
    }),
  });
  builder.objectField(graph.PageRef, 'texts', (t) => t.field({
    type: [PageTextRef],
    description: 'For editing both languages at once: Indonesian always, English when any of its texts was written.',
    resolve: (p) => pageTexts(p),
  }));
  builder.queryFields((t) => ({
    pages: t.field({ type: [graph.PageRef], description: 'Every page, drafts too.', resolve: (_r, _a, ctx) => listAllPages(ctx) }),
    pageById: t.field({
      type: graph.PageRef,
      nullable: true,
      description: 'Any page, drafts too; null when there is no page with this id.',
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => {
        const decoded = fromGlobalId(String(args.id));
        return decoded?.type === 'Page' ? staffPageOrNull(ctx, decoded.id) : null;
      },
    }),
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
