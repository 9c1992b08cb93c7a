import { desc, eq } from 'drizzle-orm';
import { richField, textField, type TranslatableItem } from '../../../domain/i18n/translatable';
import type { RequestContext } from '../../context.server';
import { blogPosts } from './blog.tables';

/** Every post's words in both languages, drafts too, for the translations screen (docs/decisions/0037). */
export async function blogPostTexts(ctx: RequestContext): Promise<TranslatableItem[]> {
  const rows = await ctx.db.select({
    id: blogPosts.id, title: blogPosts.title, excerpt: blogPosts.excerpt, body: blogPosts.body,
    seoTitle: blogPosts.seoTitle, seoDescription: blogPosts.seoDescription, coverAlt: blogPosts.coverAlt,
  }).from(blogPosts).where(eq(blogPosts.shopId, ctx.shop.id)).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
  return rows.map((row) => ({
    kind: 'post',
    id: row.id,
    version: null,
    fields: [textField('title', row.title), textField('excerpt', row.excerpt), textField('seoTitle', row.seoTitle), textField('seoDescription', row.seoDescription), textField('coverAlt', row.coverAlt), richField('body', row.body)],
  }));
}
