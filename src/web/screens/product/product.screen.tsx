import type { ProductQuery } from '../../graph/generated/shop-operations';
import { useQuery } from '../../graph/graph-react';
import { useRoute } from '../../router/router-react';
import { LoadingContent, NotFoundContent, ServerErrorContent } from '../../ui/page-states';
import type { ScreenMatch, ScreenQuery } from '../screen-types';
import { PRODUCT_QUERY } from './product-query';
import { ProductView } from './product-view';

export function queries(match: ScreenMatch): ScreenQuery[] {
  return [{ query: PRODUCT_QUERY, variables: { slug: match.params.slug ?? '' } }];
}

export default function ProductScreen() {
  const route = useRoute();
  const { data, error, refetch } = useQuery<ProductQuery>(PRODUCT_QUERY, { slug: route.params.slug ?? '' });
  if (error && !data) return <ServerErrorContent onRetry={() => void refetch()} />;
  if (!data) return <LoadingContent />;
  if (!data.product) return <NotFoundContent />;
  return <ProductView key={data.product.id} product={data.product} shopName={data.shop.name} />;
}
