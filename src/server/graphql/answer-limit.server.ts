import type { RequestContext } from '../context.server';
import { nextScheduledPublication } from '../modules/blog';

/**
 * The moment an answer read from `tables` stops being true without any write: a scheduled post
 * appears by its time alone (decision 0020), so whatever read the blog's posts is true only
 * until the next one is due. Sale campaigns say their own moments through `ctx.expiresAt`.
 */
export async function answerLimit(ctx: RequestContext, tables: ReadonlySet<string>): Promise<number | undefined> {
  if (!tables.has('blog_posts')) return undefined;
  return (await nextScheduledPublication(ctx.db, ctx.shop.id)) ?? undefined;
}
