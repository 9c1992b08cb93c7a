import type { CategoryPreviewQuery } from '../../graph/generated/shop-operations';
import { graphDocument } from '../../graph/graph-document';
import { useQuery } from '../../graph/graph-react';
import { useRoute } from '../../router/router-react';
import { pageFromQuery } from '../../ui/pagination';
import { PRODUCT_CARD_FIELDS } from '../../ui/product-card';
import { LoadingContent, NotFoundContent, ServerErrorContent } from '../../ui/page-states';
import type { ScreenMatch, ScreenQuery } from '../screen-types';
import { CATEGORY_FIELDS, CategoryView, categoryVariables } from './category-view';

const CATEGORY_PREVIEW_QUERY = graphDocument(/* GraphQL */ `
  query CategoryPreview($slug: String!, $first: Int!, $after: String, $sort: ProductSort) {
    shop { name }
    categoryPreview(slug: $slug) {
      category { ...CategoryFields }
      products(first: $first, after: $after, sort: $sort) { totalCount edges { node { ...ProductCardFields status } } }
    }
  }
`, CATEGORY_FIELDS, PRODUCT_CARD_FIELDS);

/** The preview lists every product of the category, drafts too, unfiltered. */
function previewVariables(params: Record<string, string>, query: Record<string, string>) {
  const { filter: _filter, ...variables } = categoryVariables(params, query);
  return variables;
}

export function queries(match: ScreenMatch): ScreenQuery[] {
  return [{ query: CATEGORY_PREVIEW_QUERY, variables: previewVariables(match.params, match.entry.query) }];
}

/**
 * `/admin/product/category/preview/{slug}`: the category page as shoppers see it, with its draft
 * products listed too and marked as such. Categories have no draft state of their own; what the
 * preview adds is the products shoppers cannot see yet. Staff only, never stored nor indexed.
 */
export default function CategoryPreviewScreen() {
  const route = useRoute();
  const variables = previewVariables(route.params, route.query);
  const { data, error, refetch } = useQuery<CategoryPreviewQuery>(CATEGORY_PREVIEW_QUERY, variables);
  if (error && !data) return <ServerErrorContent onRetry={() => void refetch()} />;
  if (!data) return <LoadingContent />;
  const preview = data.categoryPreview;
  if (!preview) return <NotFoundContent />;
  return (
    <CategoryView shopName={data.shop.name} category={preview.category} products={preview.products}
      page={pageFromQuery(route.query.page)} sort={variables.sort ?? 'NEWEST'} preview />
  );
}
