import { pick } from '../../../domain/i18n/translated';
import { fromGlobalId } from '../../../domain/ids/global-id';
import type { RichTextDocument } from '../../../domain/rich-text/document';
import { richTextToPlainText } from '../../../domain/rich-text/plain-text';
import { renderRichTextToHtml } from '../../../domain/rich-text/render-html';
import type { Builder } from '../../graphql/builder.server';
import type { ShopGraph } from '../shop';
import { listPages, pageByIdOrSlug, type PageRecord } from './page.service';

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
