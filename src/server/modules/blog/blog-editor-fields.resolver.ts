import { toGlobalId } from '../../../domain/ids/global-id';
import type { Translated } from '../../../domain/i18n/translated';
import type { RichTextDocument } from '../../../domain/rich-text/document';
import type { Builder } from '../../graphql/builder.server';
import { productLoader, type CatalogGraph } from '../catalog';
import type { ContentGraph } from '../content';
import { blogAuthorById, blogAuthors, type BlogAuthor } from './blog-authors.service';
import { allPostCounts, blogBodyLoader, linkedProductIds, type BlogCategoryRecord, type BlogPostRecord } from './blog-posts.service';
import type { BlogGraph } from './blog.resolver';

const EMPTY_DOCUMENT: RichTextDocument = { blocks: [], entityMap: {} };

/**
 * What an editor needs beyond what readers see, in the staff API only: every text in each
 * language as stored (so both can be loaded and saved side by side), who wrote a post, the
 * products it links, and how many posts of any status a category holds.
 */
export function registerBlogEditorFields(builder: Builder, graph: BlogGraph, deps: { content: ContentGraph; catalog: CatalogGraph }) {
  const TextRef = builder.objectRef<Translated<string>>('BlogTranslatedText').implement({
    description: 'A text as stored: Indonesian (empty when not written) and English (null when not written).',
    fields: (t) => ({
      id: t.string({ resolve: (text) => text.id }),
      en: t.string({ nullable: true, resolve: (text) => text.en ?? null }),
    }),
  });
  const DocumentRef = builder.objectRef<Translated<RichTextDocument>>('BlogTranslatedRichText').implement({
    description: 'A rich-text document per language; English is null when not written.',
    fields: (t) => ({
      id: t.field({ type: deps.content.RichTextRef, resolve: (doc) => doc.id }),
      en: t.field({ type: deps.content.RichTextRef, nullable: true, resolve: (doc) => doc.en ?? null }),
    }),
  });

  const PostTextsRef = builder.objectRef<BlogPostRecord>('BlogPostTexts').implement({
    description: 'A post’s texts in each language, exactly as written: no fallbacks.',
    fields: (t) => ({
      title: t.field({ type: TextRef, resolve: (p) => p.title }),
      excerpt: t.field({ type: TextRef, resolve: (p) => p.excerpt }),
      seoTitle: t.field({ type: TextRef, resolve: (p) => p.seoTitle }),
      seoDescription: t.field({ type: TextRef, resolve: (p) => p.seoDescription }),
      coverAlt: t.field({ type: TextRef, resolve: (p) => p.coverAlt ?? { id: '' } }),
      body: t.field({
        type: DocumentRef,
        resolve: async (p, _a, ctx) => p.body ?? (await blogBodyLoader(ctx).load(p.id)) ?? { id: EMPTY_DOCUMENT },
      }),
    }),
  });
  const CategoryTextsRef = builder.objectRef<BlogCategoryRecord>('BlogCategoryTexts').implement({
    fields: (t) => ({
      name: t.field({ type: TextRef, resolve: (c) => c.name }),
      description: t.field({ type: TextRef, resolve: (c) => c.description }),
    }),
  });

  const BlogAuthorRef = builder.objectRef<BlogAuthor>('BlogAuthor').implement({
    description: 'A staff member who may sign posts.',
    fields: (t) => ({
      id: t.id({ resolve: (a) => toGlobalId('BlogAuthor', a.id) }),
      name: t.exposeString('name'),
      email: t.exposeString('email'),
    }),
  });

  builder.objectFields(graph.BlogPostRef, (t) => ({
    texts: t.field({ type: PostTextsRef, resolve: (p) => p }),
    author: t.field({
      type: BlogAuthorRef,
      nullable: true,
      description: 'The staff account that signs the post; null once that account is gone (the name stays).',
      resolve: (p, _a, ctx) => blogAuthorById(ctx, p.authorStaffId),
    }),
    linkedProducts: t.field({
      type: [deps.catalog.ProductRef],
      description: 'The products the writer linked, in their order, drafts included.',
      resolve: async (p, _a, ctx) => {
        const found = await productLoader(ctx, { includeDrafts: true }).loadMany(await linkedProductIds(ctx, p.id));
        return found.filter((product) => product && !(product instanceof Error)) as never;
      },
    }),
  }));
  builder.objectFields(graph.BlogCategoryRef, (t) => ({
    texts: t.field({ type: CategoryTextsRef, resolve: (c) => c }),
    totalPostCount: t.int({
      description: 'Every post in this category: drafts, scheduled and published.',
      resolve: async (c, _a, ctx) => (await allPostCounts(ctx)).get(c.id) ?? 0,
    }),
  }));
  builder.queryFields((t) => ({
    blogAuthors: t.field({ type: [BlogAuthorRef], description: 'Who may sign a post: the shop’s staff.', resolve: (_r, _a, ctx) => blogAuthors(ctx) }),
  }));
}
