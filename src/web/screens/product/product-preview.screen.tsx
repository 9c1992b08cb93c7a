import type { ProductPreviewQuery } from '../../graph/generated/shop-operations';
import { useQuery } from '../../graph/graph-react';
import { useRoute } from '../../router/router-react';
import { LoadingContent, NotFoundContent, ServerErrorContent } from '../../ui/page-states';
import type { ScreenMatch, ScreenQuery } from '../screen-types';
import { PRODUCT_PREVIEW_QUERY } from './product-query';
import { ProductView } from './product-view';

export function queries(match: ScreenMatch): ScreenQuery[] {
  return [{ query: PRODUCT_PREVIEW_QUERY, variables: { slug: match.params.slug ?? '' } }];
}

/**
 * `/admin/product/preview/{slug}`: any product, drafts included, exactly as its page shows it.
 * The server lets only signed-in staff reach this address and marks it no-store and noindex.
 */
export default function ProductPreviewScreen() {
  const route = useRoute();
  const { data, error, refetch } = useQuery<ProductPreviewQuery>(PRODUCT_PREVIEW_QUERY, { slug: route.params.slug ?? '' });
  if (error && !data) return <ServerErrorContent onRetry={() => void refetch()} />;
  if (!data) return <LoadingContent />;
  const product = data.productPreview;
  if (!product) return <NotFoundContent />;
  const status = product.status === 'published' ? 'published' : 'draft';
  return <ProductView key={product.id} product={product} shopName={data.shop.name} preview={{ status }} />;
}
