import { pick, type Translated } from '../../../domain/i18n/translated';
import { fromGlobalId } from '../../../domain/ids/global-id';
import type { RequestContext } from '../../context.server';
import { badInput, forbidden, notFound } from '../../errors.server';
import type { Builder } from '../../graphql/builder.server';
import { pageArgs, paginate, type PageArgs } from '../../graphql/pagination.server';
import type { CatalogGraph } from '../catalog';
import type { ContentGraph } from '../content';
import { imageLoader, type ImageRecord, type MediaGraph } from '../media';
import {
  allBlogCategories, blogBodyLoader, blogCategoryById, blogCategoryBySlug, blogPostBySlug, blogPostLoader, countBlogPosts, effectiveStatus,
  listBlogPosts, postCategoriesLoader, publicPostCounts, relatedBlogPosts, type BlogCategoryRecord, type BlogListFilter, type BlogPostRecord,
} from './blog-posts.service';
import { relatedProducts } from './blog-related.service';
import { searchBlogPosts } from './blog-search.service';

const MAX_QUERY_LENGTH = 200;
const MAX_RELATED = 12;

export interface BlogTypeOptions {
  /** The admin schema sees drafts and scheduled posts; the shop schema never does. */
  includeDrafts: boolean;
}

function postConnection(ctx: RequestContext, args: PageArgs, filter: BlogListFilter) {
  return paginate('blogPosts', args, (window) => listBlogPosts(ctx, filter, window), () => countBlogPosts(ctx, filter)) as never;
}

function relatedLimit(value: number | null | undefined): number {
  const limit = value ?? 3;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_RELATED) throw badInput('error.pageSize', { field: 'first', max: MAX_RELATED }, 'first');
  return limit;
}

/**
 * The cover as this post describes it: the post's own alt text, when written, over the picture's
 * (a picture shared by several posts may show something else in each).
 */
export function withPostAlt(image: ImageRecord | null, alt: Translated<string> | null): ImageRecord | null {
  const id = alt?.id || alt?.en;
  if (!image || !id) return image;
  return { ...image, alt: alt?.en ? { id, en: alt.en } : { id } };
}

/** A draft shown to staff only: the answer is personal, so it is never cached or shared. */
export async function previewPost(ctx: RequestContext, slug: string): Promise<BlogPostRecord | null> {
  if (!ctx.staff) throw forbidden();
  ctx.personal = true;
  return blogPostBySlug(ctx, slug, { includeHidden: true });
}

/** Blog posts and categories; the admin schema sees every post, the shop schema public ones only. */
export function registerBlogGraph(builder: Builder, deps: { media: MediaGraph; content: ContentGraph; catalog: CatalogGraph }, options: BlogTypeOptions) {
  const visibility = { includeHidden: options.includeDrafts };
  const paging = pageArgs(builder);
  const BlogPostRef = builder.objectRef<BlogPostRecord>('BlogPost');
  const BlogCategoryRef = builder.objectRef<BlogCategoryRecord>('BlogCategory');
  const BlogPostStatusEnum = builder.enumType('BlogPostStatus', { values: ['draft', 'scheduled', 'published'] as const });

  const BlogPostConnection = builder.connectionObject({
    type: BlogPostRef,
    name: 'BlogPostConnection',
    fields: (t) => ({ totalCount: t.int({ resolve: (c) => (c as unknown as { totalCount: number }).totalCount }) }),
  });

  builder.node(BlogCategoryRef, {
    id: { resolve: (c) => c.id },
    loadMany: (ids, ctx) => Promise.all(ids.map((id) => blogCategoryById(ctx, id))),
    fields: (t) => ({
      slug: t.exposeString('slug'),
      path: t.string({ resolve: (c) => `/blog/category/${encodeURIComponent(c.slug)}` }),
      name: t.string({ resolve: (c, _a, ctx) => pick(c.name, ctx.language) }),
      description: t.string({ resolve: (c, _a, ctx) => pick(c.description, ctx.language) }),
      position: t.exposeInt('position'),
      postCount: t.int({ description: 'Public posts in this category.', resolve: async (c, _a, ctx) => (await publicPostCounts(ctx)).get(c.id) ?? 0 }),
      posts: t.field({
        type: BlogPostConnection,
        args: paging,
        resolve: (c, args, ctx) => postConnection(ctx, args, { ...visibility, categoryId: c.id }),
      }),
    }),
  });

  builder.node(BlogPostRef, {
    id: { resolve: (p) => p.id },
    loadMany: (ids, ctx) => Promise.all(ids.map((id) => blogPostLoader(ctx, visibility).load(id))),
    fields: (t) => ({
      slug: t.exposeString('slug'),
      path: t.string({ resolve: (p) => `/blog/${encodeURIComponent(p.slug)}` }),
      status: t.field({ type: BlogPostStatusEnum, resolve: (p) => effectiveStatus(p) }),
      title: t.string({ resolve: (p, _a, ctx) => pick(p.title, ctx.language) }),
      excerpt: t.string({ resolve: (p, _a, ctx) => pick(p.excerpt, ctx.language) }),
      body: t.field({
        type: deps.content.RichTextRef,
        resolve: async (p, _a, ctx) => {
          const body = p.body ?? (await blogBodyLoader(ctx).load(p.id));
          return body ? pick(body, ctx.language) : { blocks: [], entityMap: {} };
        },
      }),
      seoTitle: t.string({ description: 'The title for search engines; the post’s title when not set.', resolve: (p, _a, ctx) => pick(p.seoTitle, ctx.language) || pick(p.title, ctx.language) }),
      seoDescription: t.string({ description: 'The description for search engines; the excerpt when not set.', resolve: (p, _a, ctx) => pick(p.seoDescription, ctx.language) || pick(p.excerpt, ctx.language) }),
      translated: t.boolean({ description: 'Whether the post has its own text in the reader’s language.', resolve: (p, _a, ctx) => ctx.language === 'id' || Boolean(p.title[ctx.language as 'en']) }),
      cover: t.field({
        type: deps.media.ImageRef,
        nullable: true,
        resolve: async (p, _a, ctx) => (p.coverImageId ? withPostAlt(await imageLoader(ctx).load(p.coverImageId), p.coverAlt) : null),
      }),
      authorName: t.exposeString('authorName'),
      categories: t.field({ type: [BlogCategoryRef], resolve: (p, _a, ctx) => postCategoriesLoader(ctx).load(p.id) }),
      publishedAt: t.string({ nullable: true, resolve: (p) => p.publishedAt?.toISOString() ?? null }),
      createdAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
      updatedAt: t.string({ resolve: (p) => p.updatedAt.toISOString() }),
      relatedPosts: t.field({
        type: [BlogPostRef],
        description: 'Public posts sharing a category with this one, newest first.',
        args: { first: t.arg.int({ required: false }) },
        resolve: (p, args, ctx) => relatedBlogPosts(ctx, p.id, relatedLimit(args.first)),
      }),
      relatedProducts: t.field({
        type: [deps.catalog.ProductRef],
        description: 'The products the post links, or else products sharing a word of its title.',
        args: { first: t.arg.int({ required: false }) },
        resolve: (p, args, ctx) => relatedProducts(ctx, p, relatedLimit(args.first), { includeDrafts: false }) as never,
      }),
    }),
  });

  return { BlogPostRef, BlogCategoryRef, BlogPostConnection, BlogPostStatusEnum };
}

export type BlogGraph = ReturnType<typeof registerBlogGraph>;

export function searchQuery(value: string): string {
  if (value.length > MAX_QUERY_LENGTH) throw badInput('error.searchTooLong', { max: MAX_QUERY_LENGTH }, 'query');
  return value.trim();
}

export async function categoryIdForSlug(ctx: RequestContext, slug: string | null | undefined): Promise<string | undefined> {
  if (!slug) return undefined;
  const category = await blogCategoryBySlug(ctx, slug);
  if (!category) throw notFound('error.blog.categoryNotFound', { slug: slug.slice(0, 80) });
  return category.id;
}

export function internalId(globalId: string | number, type: 'BlogPost' | 'BlogCategory', field = 'id'): string {
  const decoded = fromGlobalId(String(globalId));
  if (!decoded || decoded.type !== type) throw badInput('error.content.notAnId', { kind: type }, field);
  return decoded.id;
}

/** The shop API: public posts, categories and search; the preview answers signed-in staff only. */
export function registerBlogShopFields(builder: Builder, graph: BlogGraph) {
  const paging = pageArgs(builder);
  builder.queryFields((t) => ({
    blogPosts: t.field({
      type: graph.BlogPostConnection,
      description: 'Public posts, newest first; `categorySlug` keeps those of one category.',
      args: { ...paging, categorySlug: t.arg.string({ required: false }) },
      resolve: async (_r, args, ctx) => postConnection(ctx, args, { categoryId: await categoryIdForSlug(ctx, args.categorySlug) }),
    }),
    blogPost: t.field({
      type: graph.BlogPostRef,
      nullable: true,
      args: { slug: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => blogPostBySlug(ctx, args.slug),
    }),
    blogCategories: t.field({ type: [graph.BlogCategoryRef], resolve: (_r, _a, ctx) => allBlogCategories(ctx) }),
    blogCategory: t.field({
      type: graph.BlogCategoryRef,
      nullable: true,
      args: { slug: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => blogCategoryBySlug(ctx, args.slug),
    }),
    blogSearch: t.field({
      type: graph.BlogPostConnection,
      description: 'Public posts matching the words, best first (Indonesian stemming; a one-letter slip is forgiven).',
      args: { ...paging, query: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => {
        const query = searchQuery(args.query);
        return paginate('blogSearch', args, (window) => searchBlogPosts(ctx, query, window), async () => (await searchBlogPosts(ctx, query, { limit: 1, offset: 0 })).totalCount) as never;
      },
    }),
    blogPostPreview: t.field({
      type: graph.BlogPostRef,
      nullable: true,
      description: 'Any post by its slug, drafts included, as its page will show it. Staff only.',
      args: { slug: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => previewPost(ctx, args.slug),
    }),
  }));
}
