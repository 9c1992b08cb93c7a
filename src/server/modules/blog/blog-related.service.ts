import type { RequestContext } from '../../context.server';
import { listProducts, productLoader, type ProductRecord } from '../catalog';
import { linkedProductIds, type BlogPostRecord } from './blog-posts.service';
import { pick } from '../../../domain/i18n/translated';

/** Words too common to say what a post is about. */
const COMMON_WORDS = new Set([
  'yang', 'dan', 'untuk', 'dengan', 'dari', 'pada', 'atau', 'agar', 'tetap', 'cara', 'kami', 'anda', 'kita', 'ini', 'itu', 'dalam', 'lebih', 'tips', 'memilih', 'merawat', 'mengenal',
  'sehari', 'bersama', 'tanpa', 'harum', 'awet', 'warnanya', 'menyeduh', 'kenali', 'tentang', 'semua', 'baru',
  'the', 'and', 'for', 'with', 'from', 'your', 'that', 'this', 'into', 'how', 'what', 'why', 'tips', 'guide', 'choose', 'choosing', 'caring', 'care',
]);
const MAX_WORDS = 5;

/** The title's telling words in the reader's language, in title order. */
export function tellingWords(title: string): string[] {
  const words = title.toLowerCase().normalize('NFKC').split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 4 && !COMMON_WORDS.has(word));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * Products to show beside a post. The products its writer linked, in their order, when there
 * are any; otherwise published products whose names or category share a telling word of the
 * post's title (one small catalogue search per word, at most five), those sharing the most
 * words first. Simple and predictable: the writer stays in control by linking products.
 */
export async function relatedProducts(ctx: RequestContext, post: BlogPostRecord, limit: number, options: { includeDrafts: boolean }): Promise<ProductRecord[]> {
  const linked = await linkedProductIds(ctx, post.id);
  if (linked.length) {
    const found = await productLoader(ctx, options).loadMany(linked);
    return found.filter((product): product is ProductRecord => Boolean(product) && !(product instanceof Error)).slice(0, limit);
  }
  const pages = await Promise.all(tellingWords(pick(post.title, ctx.language)).map((word) => listProducts(ctx, { search: word, sort: 'NEWEST' }, { limit: 20, offset: 0 })));
  // Products sharing more of the title's words come first; ties keep the newest first.
  const scored = new Map<string, { product: ProductRecord; words: number; order: number }>();
  for (const product of pages.flatMap((page) => page.items)) {
    const seen = scored.get(product.id);
    if (seen) seen.words += 1;
    else scored.set(product.id, { product, words: 1, order: scored.size });
  }
  return [...scored.values()].sort((a, b) => b.words - a.words || a.order - b.order).slice(0, limit).map((entry) => entry.product);
}
