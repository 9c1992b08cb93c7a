import type { RequestContext } from '../../context.server';
import { productLoader, productsSharingWords, type ProductRecord } from '../catalog';
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
 * post's title (at most five words, one query), those sharing the most words first. Simple and
 * predictable: the writer stays in control by linking products.
 */
export async function relatedProducts(ctx: RequestContext, post: BlogPostRecord, limit: number, options: { includeDrafts: boolean }): Promise<ProductRecord[]> {
  const linked = await linkedProductIds(ctx, post.id);
  if (linked.length) {
    const found = await productLoader(ctx, options).loadMany(linked);
    return found.filter((product): product is ProductRecord => Boolean(product) && !(product instanceof Error)).slice(0, limit);
  }
  return productsSharingWords(ctx, tellingWords(pick(post.title, ctx.language)), limit);
}
