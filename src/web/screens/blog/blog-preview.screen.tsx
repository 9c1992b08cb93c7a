import type { BlogPostPreviewQuery } from '../../graph/generated/shop-operations';
import { useQuery } from '../../graph/graph-react';
import { useRoute } from '../../router/router-react';
import { LoadingContent, NotFoundContent, ServerErrorContent } from '../../ui/page-states';
import type { ScreenMatch, ScreenQuery } from '../screen-types';
import { BlogPostView } from './blog-post-view';
import { BLOG_PREVIEW_QUERY } from './blog-query';
import './blog.css';

export function queries(match: ScreenMatch): ScreenQuery[] {
  return [{ query: BLOG_PREVIEW_QUERY, variables: { slug: match.params.slug ?? '' } }];
}

/**
 * `/admin/blog/preview/{slug}`: any post, drafts included, exactly as its page will show it.
 * The server lets only signed-in staff reach this address and marks it no-store and noindex.
 */
export default function BlogPreviewScreen() {
  const route = useRoute();
  const { data, error, refetch } = useQuery<BlogPostPreviewQuery>(BLOG_PREVIEW_QUERY, { slug: route.params.slug ?? '' });
  if (error && !data) return <ServerErrorContent onRetry={() => void refetch()} />;
  if (!data) return <LoadingContent />;
  if (!data.blogPostPreview) return <NotFoundContent />;
  return <BlogPostView key={data.blogPostPreview.id} post={data.blogPostPreview} shopName={data.shop.name} preview />;
}
