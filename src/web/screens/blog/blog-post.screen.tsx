import type { BlogPostQuery } from '../../graph/generated/shop-operations';
import { useQuery } from '../../graph/graph-react';
import { useRoute } from '../../router/router-react';
import { LoadingContent, NotFoundContent, ServerErrorContent } from '../../ui/page-states';
import type { ScreenMatch, ScreenQuery } from '../screen-types';
import { BlogPostView } from './blog-post-view';
import { BLOG_POST_QUERY } from './blog-query';
import './blog.css';

export function queries(match: ScreenMatch): ScreenQuery[] {
  return [{ query: BLOG_POST_QUERY, variables: { slug: match.params.slug ?? '' } }];
}

/** `/blog/{slug}`: one public post; drafts and posts scheduled for later are not found. */
export default function BlogPostScreen() {
  const route = useRoute();
  const { data, error, refetch } = useQuery<BlogPostQuery>(BLOG_POST_QUERY, { slug: route.params.slug ?? '' });
  if (error && !data) return <ServerErrorContent onRetry={() => void refetch()} />;
  if (!data) return <LoadingContent />;
  if (!data.blogPost) return <NotFoundContent />;
  return <BlogPostView key={data.blogPost.id} post={data.blogPost} shopName={data.shop.name} />;
}
