import type { CategoryQuery, CategoryQueryVariables } from '../../graph/generated/shop-operations';
import { graphDocument } from '../../graph/graph-document';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { PageMeta, usePageOrigin } from '../../meta/page-meta';
import { Link, useRoute } from '../../router/router-react';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { afterCursorForPage, pageFromQuery, Pagination } from '../../ui/pagination';
import { PRODUCT_CARD_FIELDS, ProductGrid } from '../../ui/product-card';
import { LoadingContent, NotFoundContent, ServerErrorContent } from '../../ui/page-states';
import type { ScreenMatch, ScreenQuery } from '../screen-types';
import { SortSelect, sortFromQuery } from '../../ui/sort-select';

export const CATEGORY_PAGE_SIZE = 24;

const CATEGORY_QUERY = graphDocument(/* GraphQL */ `
  query Category($slug: String!, $first: Int!, $after: String, $sort: ProductSort) {
    shop { name }
    category(slug: $slug) {
      id slug name description
      breadcrumb { id slug name }
      children { id slug name }
      products(first: $first, after: $after, sort: $sort) { totalCount edges { node { ...ProductCardFields } } }
    }
  }
`, PRODUCT_CARD_FIELDS);

function variablesFor(params: Record<string, string>, query: Record<string, string>): CategoryQueryVariables {
  return {
    slug: params.slug ?? '',
    first: CATEGORY_PAGE_SIZE,
    after: afterCursorForPage(pageFromQuery(query.page), CATEGORY_PAGE_SIZE),
    sort: sortFromQuery(query.sort) ?? null,
  };
}

export function queries(match: ScreenMatch): ScreenQuery[] {
  return [{ query: CATEGORY_QUERY, variables: variablesFor(match.params, match.entry.query) }];
}

export default function CategoryScreen() {
  const t = useT();
  const route = useRoute();
  const origin = usePageOrigin();
  const variables = variablesFor(route.params, route.query);
  const { data, error, refetch } = useQuery<CategoryQuery>(CATEGORY_QUERY, variables);
  if (error && !data) return <ServerErrorContent onRetry={() => void refetch()} />;
  if (!data) return <LoadingContent />;
  const category = data.category;
  if (!category) return <NotFoundContent />;
  const page = pageFromQuery(route.query.page);
  const path = `/product/category/${encodeURIComponent(category.slug)}`;
  const crumbs = category.breadcrumb.map((c) => ({ label: c.name, to: { name: 'category', params: { slug: c.slug } } }));
  return (
    <div className="category">
      <PageMeta
        title={`${category.name}${page > 1 ? ` (${page})` : ''} | ${data.shop.name}`}
        description={category.description}
        canonicalPath={page > 1 ? `${path}?page=${page}` : path}
        jsonLd={[{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: category.breadcrumb.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: `${origin}/product/category/${encodeURIComponent(c.slug)}` })),
        }]}
      />
      <Breadcrumbs items={[{ label: t('category.title'), to: { name: 'categoryList' } }, ...crumbs]} />
      <h1>{category.name}</h1>
      <p className="lead">{category.description}</p>
      {category.children.length > 0 && (
        <ul className="chips" aria-label={t('category.subcategories')}>
          {category.children.map((child) => (
            <li key={child.id}><Link to={{ name: 'category', params: { slug: child.slug } }}>{child.name}</Link></li>
          ))}
        </ul>
      )}
      <div className="list-toolbar">
        <p className="muted">{t('category.productCount', { count: category.products.totalCount })}</p>
        <SortSelect value={variables.sort ?? 'NEWEST'} />
      </div>
      {category.products.edges.length === 0
        ? <p>{t('category.empty')}</p>
        : <ProductGrid products={category.products.edges.map((e) => e.node)} priorityCount={4} />}
      <Pagination
        page={page}
        totalCount={category.products.totalCount}
        pageSize={CATEGORY_PAGE_SIZE}
        target={(p) => ({ name: 'category', params: { slug: category.slug }, query: { ...route.query, page: p > 1 ? String(p) : undefined } })}
      />
    </div>
  );
}
