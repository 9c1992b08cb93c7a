import type { ProductQuery } from '../../graph/generated/shop-operations';
import { useQuery } from '../../graph/graph-react';
import { useEffect } from 'react';
import { useT } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { useRoute, useRouter } from '../../router/router-react';
import { LoadingContent, NotFoundContent, ServerErrorContent } from '../../ui/page-states';
import type { ScreenMatch, ScreenQuery } from '../screen-types';
import { PRODUCT_QUERY } from './product-query';
import { ProductView } from './product-view';

export function queries(match: ScreenMatch): ScreenQuery[] {
  return [{ query: PRODUCT_QUERY, variables: { slug: match.params.slug ?? '' } }];
}

/**
 * A renamed product's old address. Inside the app it goes on to the new one; on the server
 * nothing is here (404), which the page route answers with its 301 to the new address.
 */
function FollowMovedProduct({ slug }: { slug: string }) {
  const t = useT();
  const router = useRouter();
  const route = useRoute();
  useEffect(() => {
    void router.replaceRoute({ name: route.name, params: { slug }, query: route.query });
  }, [router, route.name, route.query, slug]);
  return (
    <>
      <PageMeta title={t('error.notFound.title')} status={404} noindex />
      <LoadingContent />
    </>
  );
}

export default function ProductScreen() {
  const route = useRoute();
  const { data, error, refetch } = useQuery<ProductQuery>(PRODUCT_QUERY, { slug: route.params.slug ?? '' });
  if (error && !data) return <ServerErrorContent onRetry={() => void refetch()} />;
  if (!data) return <LoadingContent />;
  if (!data.product && data.movedTo) return <FollowMovedProduct slug={data.movedTo} />;
  if (!data.product) return <NotFoundContent />;
  return <ProductView key={data.product.id} product={data.product} shopName={data.shop.name} />;
}
