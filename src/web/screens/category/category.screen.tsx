import type { CategoryQuery } from '../../graph/generated/shop-operations';
import { graphDocument } from '../../graph/graph-document';
import { useQuery } from '../../graph/graph-react';
import { useRoute } from '../../router/router-react';
import { pageFromQuery } from '../../ui/pagination';
import { PRODUCT_CARD_FIELDS } from '../../ui/product-card';
import { PRODUCT_FACETS_FIELDS } from '../../ui/product-filters';
import { LoadingContent, NotFoundContent, ServerErrorContent } from '../../ui/page-states';
import type { ScreenMatch, ScreenQuery } from '../screen-types';
import { CATEGORY_FIELDS, CategoryView, categoryVariables } from './category-view';

export const CATEGORY_QUERY = graphDocument(/* GraphQL */ `
  query Category($slug: String!, $first: Int!, $after: String, $sort: ProductSort, $filter: ProductFilter) {
    shop { name }
    category(slug: $slug) {
      ...CategoryFields
      products(first: $first, after: $after, sort: $sort, filter: $filter) { totalCount edges { node { ...ProductCardFields } } }
      facets(filter: $filter) { ...ProductFacetsFields }
    }
  }
`, CATEGORY_FIELDS, PRODUCT_CARD_FIELDS, PRODUCT_FACETS_FIELDS);

export function queries(match: ScreenMatch): ScreenQuery[] {
  return [{ query: CATEGORY_QUERY, variables: categoryVariables(match.params, match.entry.query) }];
}

export default function CategoryScreen() {
  const route = useRoute();
  const variables = categoryVariables(route.params, route.query);
  const { data, error, refetch } = useQuery<CategoryQuery>(CATEGORY_QUERY, variables);
  if (error && !data) return <ServerErrorContent onRetry={() => void refetch()} />;
  if (!data) return <LoadingContent />;
  const category = data.category;
  if (!category) return <NotFoundContent />;
  return (
    <CategoryView shopName={data.shop.name} category={category} products={category.products}
      page={pageFromQuery(route.query.page)} sort={variables.sort ?? 'NEWEST'}
      facets={{ facets: category.facets, filter: variables.filter }} />
  );
}
