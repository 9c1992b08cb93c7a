import { and, eq, ne } from 'drizzle-orm';
import type { Translated } from '../../../domain/i18n/translated';
import type { RichTextDocument } from '../../../domain/rich-text/document';
import { richTextToPlainText } from '../../../domain/rich-text/plain-text';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { isUniqueViolation } from '../../db/database-errors.server';
import { AppError, badInput, notFound } from '../../errors.server';
import { newId } from '../../ids.server';
import { recordAudit } from '../audit';
import { productLoader } from '../catalog';
import { imageLoader } from '../media';
import { slugFrom, translatedDocument, translatedText, type DocumentInput, type TextInput } from '../content';
import { postAuthor, type AuthorInput } from './blog-authors.service';
import { BLOG_LIMITS, idsOf, RESERVED_POST_SLUGS } from './blog-input';
import { allBlogCategories, blogPostBySlug, type BlogPostRecord } from './blog-posts.service';
import { blogPostCategories, blogPostProducts, blogPosts } from './blog.tables';

export interface BlogPostInput extends AuthorInput {
  slug?: string | null | undefined;
  title?: TextInput | null | undefined;
  excerpt?: TextInput | null | undefined;
  body?: DocumentInput | null | undefined;
  seoTitle?: TextInput | null | undefined;
  seoDescription?: TextInput | null | undefined;
  coverImageId?: string | null | undefined;
  coverAlt?: TextInput | null | undefined;
  /** Global ids of BlogCategory. */
  categoryIds?: ReadonlyArray<string | number> | null | undefined;
  /** Global ids of Product: shown beside the post. */
  productIds?: ReadonlyArray<string | number> | null | undefined;
}

/** A post's row as written, before its search texts are derived. */
export interface NewBlogPost {
  id: string;
  slug: string;
  status: 'draft' | 'scheduled' | 'published';
  title: Translated<string>;
  excerpt: Translated<string>;
  body: Translated<RichTextDocument>;
  seoTitle: Translated<string>;
  seoDescription: Translated<string>;
  coverImageId: string | null;
  coverAlt?: Translated<string> | null;
  authorStaffId: string | null;
  authorName: string;
  publishedAt: Date | null;
  categoryIds: string[];
  productIds: string[];
}

/** Lower-cased texts for full-text search (per language) and trigram matching (titles, excerpts). */
export function blogSearchTexts(post: Pick<NewBlogPost, 'title' | 'excerpt' | 'body'>) {
  const language = (lang: 'id' | 'en') => [
    post.title[lang] ?? post.title.id,
    post.excerpt[lang] ?? post.excerpt.id,
    richTextToPlainText(post.body[lang] ?? post.body.id),
  ].join('\n').toLowerCase();
  return {
    searchId: language('id'),
    searchEn: language('en'),
    searchTitle: [post.title.id, post.title.en, post.excerpt.id, post.excerpt.en].filter(Boolean).join(' ').toLowerCase(),
  };
}

/** Writes a post with its categories and products (the seed's way in, and the services' last step). */
export async function insertBlogPost(db: Db, shopId: string, post: NewBlogPost): Promise<void> {
  const { categoryIds, productIds, ...row } = post;
  await db.insert(blogPosts).values({ ...row, shopId, ...blogSearchTexts(post) });
  await replaceLinks(db, shopId, post.id, categoryIds, productIds);
}

async function replaceLinks(db: Db, shopId: string, postId: string, categoryIds: string[] | undefined, productIds: string[] | undefined): Promise<void> {
  if (categoryIds) {
    await db.delete(blogPostCategories).where(and(eq(blogPostCategories.shopId, shopId), eq(blogPostCategories.postId, postId)));
    if (categoryIds.length) await db.insert(blogPostCategories).values(categoryIds.map((categoryId) => ({ shopId, postId, categoryId })));
  }
  if (productIds) {
    await db.delete(blogPostProducts).where(and(eq(blogPostProducts.shopId, shopId), eq(blogPostProducts.postId, postId)));
    if (productIds.length) await db.insert(blogPostProducts).values(productIds.map((productId, position) => ({ shopId, postId, productId, position })));
  }
}

/** Two writers racing for one slug: the unique index decides, and the loser hears why. */
async function slugGuarded<T>(slug: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'error.blog.slugTaken', { slug }, 'slug');
    throw error;
  }
}

async function assertSlugFree(ctx: RequestContext, slug: string, exceptId?: string): Promise<void> {
  const conditions = [eq(blogPosts.shopId, ctx.shop.id), eq(blogPosts.slug, slug)];
  if (exceptId) conditions.push(ne(blogPosts.id, exceptId));
  const [taken] = await ctx.db.select({ id: blogPosts.id }).from(blogPosts).where(and(...conditions)).limit(1);
  if (taken) throw new AppError('CONFLICT', 'error.blog.slugTaken', { slug }, 'slug');
}

async function checkedCategoryIds(ctx: RequestContext, input: BlogPostInput['categoryIds']): Promise<string[]> {
  const ids = idsOf(input, 'BlogCategory', 'categoryIds', BLOG_LIMITS.categoriesPerPost);
  const known = new Set((await allBlogCategories(ctx)).map((category) => category.id));
  if (ids.some((id) => !known.has(id))) throw badInput('error.blog.categoryMissing', {}, 'categoryIds');
  return ids;
}

async function checkedProductIds(ctx: RequestContext, input: BlogPostInput['productIds']): Promise<string[]> {
  const ids = idsOf(input, 'Product', 'productIds', BLOG_LIMITS.productsPerPost);
  const found = await productLoader(ctx, { includeDrafts: true }).loadMany(ids);
  if (found.some((product) => !product || product instanceof Error)) throw badInput('error.blog.productNotFound', {}, 'productIds');
  return ids;
}

async function checkedCover(ctx: RequestContext, imageId: string | null | undefined): Promise<string | null> {
  if (!imageId) return null;
  if (!(await imageLoader(ctx).load(imageId))) throw badInput('error.blog.coverNotFound', {}, 'coverImageId');
  return imageId;
}

/** The cover's text alternative, or null when none is written (the picture's own alt then speaks). */
function coverAlt(input: TextInput | null | undefined): Translated<string> | null {
  const alt = translatedText(input, 'coverAlt', BLOG_LIMITS.coverAlt, false);
  return alt.id || alt.en ? alt : null;
}

/** A post by its internal id, whatever its status; refused when the shop has none. */
export async function staffBlogPost(ctx: RequestContext, id: string): Promise<typeof blogPosts.$inferSelect> {
  const [row] = await ctx.db.select().from(blogPosts).where(and(eq(blogPosts.shopId, ctx.shop.id), eq(blogPosts.id, id))).limit(1);
  if (!row) throw notFound('error.blog.postNotFound');
  return row;
}

/** A new draft, written by the signed-in staff member unless another is named its author. */
export async function createBlogPost(ctx: RequestContext, input: BlogPostInput): Promise<BlogPostRecord> {
  const title = translatedText(input.title, 'title', BLOG_LIMITS.title, true);
  const slug = slugFrom(input.slug, title.id, RESERVED_POST_SLUGS);
  const coverImageId = await checkedCover(ctx, input.coverImageId);
  const post: NewBlogPost = {
    id: newId(),
    slug,
    status: 'draft',
    title,
    excerpt: translatedText(input.excerpt, 'excerpt', BLOG_LIMITS.excerpt, false),
    body: translatedDocument(input.body),
    seoTitle: translatedText(input.seoTitle, 'seoTitle', BLOG_LIMITS.seoTitle, false),
    seoDescription: translatedText(input.seoDescription, 'seoDescription', BLOG_LIMITS.seoDescription, false),
    coverImageId,
    coverAlt: coverImageId ? coverAlt(input.coverAlt) : null,
    ...(await postAuthor(ctx, input, null)),
    publishedAt: null,
    categoryIds: await checkedCategoryIds(ctx, input.categoryIds),
    productIds: await checkedProductIds(ctx, input.productIds),
  };
  await assertSlugFree(ctx, slug);
  await slugGuarded(slug, () => ctx.db.transaction(async (tx) => {
    await insertBlogPost(tx as unknown as Db, ctx.shop.id, post);
    await recordAudit(ctx, tx as unknown as Db, { action: 'createBlogPost', entityType: 'blogPost', entityId: post.id, before: null, after: post });
  }));
  return (await blogPostBySlug(ctx, slug, { includeHidden: true }))!;
}

/** Changes what is given; a field left out keeps its value, `coverImageId: null` removes the cover. */
export async function updateBlogPost(ctx: RequestContext, id: string, input: BlogPostInput): Promise<BlogPostRecord> {
  const current = await staffBlogPost(ctx, id);
  const title = input.title ? translatedText(input.title, 'title', BLOG_LIMITS.title, true) : current.title;
  const slug = input.slug === undefined || input.slug === null ? current.slug : slugFrom(input.slug, title.id, RESERVED_POST_SLUGS);
  const excerpt = input.excerpt ? translatedText(input.excerpt, 'excerpt', BLOG_LIMITS.excerpt, false) : current.excerpt;
  const body = input.body ? translatedDocument(input.body) : current.body;
  const coverImageId = input.coverImageId === undefined ? current.coverImageId : await checkedCover(ctx, input.coverImageId);
  const changes = {
    slug,
    title,
    excerpt,
    body,
    seoTitle: input.seoTitle ? translatedText(input.seoTitle, 'seoTitle', BLOG_LIMITS.seoTitle, false) : current.seoTitle,
    seoDescription: input.seoDescription ? translatedText(input.seoDescription, 'seoDescription', BLOG_LIMITS.seoDescription, false) : current.seoDescription,
    coverImageId,
    // A removed cover takes its description with it.
    coverAlt: !coverImageId ? null : input.coverAlt ? coverAlt(input.coverAlt) : current.coverAlt,
    ...(await postAuthor(ctx, input, current)),
    ...blogSearchTexts({ title, excerpt, body }),
    updatedAt: new Date(),
  };
  const categoryIds = input.categoryIds ? await checkedCategoryIds(ctx, input.categoryIds) : undefined;
  const productIds = input.productIds ? await checkedProductIds(ctx, input.productIds) : undefined;
  if (slug !== current.slug) await assertSlugFree(ctx, slug, id);
  await slugGuarded(slug, () => ctx.db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await txDb.update(blogPosts).set(changes).where(and(eq(blogPosts.shopId, ctx.shop.id), eq(blogPosts.id, id)));
    await replaceLinks(txDb, ctx.shop.id, id, categoryIds, productIds);
    await recordAudit(ctx, txDb, {
      action: 'updateBlogPost', entityType: 'blogPost', entityId: id, before: current,
      after: { ...current, ...changes, ...(categoryIds ? { categoryIds } : {}), ...(productIds ? { productIds } : {}) },
    });
  }));
  return (await blogPostBySlug(ctx, slug, { includeHidden: true }))!;
}

async function setPublication(ctx: RequestContext, id: string, status: NewBlogPost['status'], publishedAt: Date | null): Promise<BlogPostRecord> {
  const current = await staffBlogPost(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await tx.update(blogPosts).set({ status, publishedAt, updatedAt: new Date() }).where(and(eq(blogPosts.shopId, ctx.shop.id), eq(blogPosts.id, id)));
    const action = status === 'published' ? 'publishBlogPost' : status === 'scheduled' ? 'scheduleBlogPost' : 'unpublishBlogPost';
    await recordAudit(ctx, tx as unknown as Db, { action, entityType: 'blogPost', entityId: id, before: { status: current.status, publishedAt: current.publishedAt }, after: { status, publishedAt } });
  });
  return (await blogPostBySlug(ctx, current.slug, { includeHidden: true }))!;
}

/** Public now; a post published before keeps its first publish date. */
export async function publishBlogPost(ctx: RequestContext, id: string): Promise<BlogPostRecord> {
  const current = await staffBlogPost(ctx, id);
  const keep = current.status === 'published' && current.publishedAt && current.publishedAt.getTime() <= Date.now();
  return setPublication(ctx, id, 'published', keep ? current.publishedAt : new Date());
}

/** Public from `at`, which must lie ahead. */
export async function scheduleBlogPost(ctx: RequestContext, id: string, at: Date): Promise<BlogPostRecord> {
  if (Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) throw badInput('error.blog.scheduleInPast', {}, 'publishAt');
  return setPublication(ctx, id, 'scheduled', at);
}

/** Back to a draft: gone from every public list, page, search and the sitemap. */
export async function unpublishBlogPost(ctx: RequestContext, id: string): Promise<BlogPostRecord> {
  return setPublication(ctx, id, 'draft', null);
}

export async function deleteBlogPost(ctx: RequestContext, id: string): Promise<string> {
  const current = await staffBlogPost(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(blogPosts).where(and(eq(blogPosts.shopId, ctx.shop.id), eq(blogPosts.id, id)));
    await recordAudit(ctx, tx as unknown as Db, { action: 'deleteBlogPost', entityType: 'blogPost', entityId: id, before: current, after: null });
  });
  return id;
}
