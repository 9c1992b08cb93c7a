import type { ProductCardFieldsFragment, ProductFacetsFieldsFragment, ProductFilter, ProductSort } from '../../graph/generated/shop-operations';
import { graphFragment } from '../../graph/graph-document';
import { useT } from '../../i18n/i18n-react';
import { PageMeta, usePageOrigin } from '../../meta/page-meta';
import { Link, useRoute } from '../../router/router-react';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { afterCursorForPage, pageFromQuery, Pagination } from '../../ui/pagination';
import { CARDS_FETCHED_FIRST, ProductGrid } from '../../ui/product-card';
import { filterFromQuery } from '../../ui/product-filter-query';
import { ProductFilters } from '../../ui/product-filters';
import { SortSelect, sortFromQuery } from '../../ui/sort-select';

export const CATEGORY_PAGE_SIZE = 24;

/** What the category page shows of the category itself; the preview asks for the same. */
export const CATEGORY_FIELDS = graphFragment(/* GraphQL */ `
  fragment CategoryFields on Category {
    id slug name description
    breadcrumb { id slug name }
    children { id slug name }
  }
`);

/** The category's slug, its page, its order and its filter, from the address: the preview reads them alike. */
export function categoryVariables(params: Record<string, string>, query: Record<string, string>): {
  slug: string; first: number; after: string | null; sort: ProductSort | null; filter: ProductFilter | null;
} {
  return {
    slug: params.slug ?? '',
    first: CATEGORY_PAGE_SIZE,
    after: afterCursorForPage(pageFromQuery(query.page), CATEGORY_PAGE_SIZE),
    sort: sortFromQuery(query.sort) ?? null,
    filter: filterFromQuery(query),
  };
}

interface CategoryViewProps {
  shopName: string;
  category: { slug: string; name: string; description: string; breadcrumb: Array<{ slug: string; name: string }>; children: Array<{ id: string; slug: string; name: string }> };
  products: { totalCount: number; edges: Array<{ node: ProductCardFieldsFragment & { status?: string } }> };
  page: number;
  sort: ProductSort;
  /** What the list can be narrowed by, and what is chosen (the shop's page; the preview has none). */
  facets?: { facets: ProductFacetsFieldsFragment; filter: ProductFilter | null } | undefined;
  /** The staff preview: draft products are listed too, each marked and leading to its own preview. */
  preview?: boolean;
}

/**
 * A category as its page shows it: its sub-categories and a page of its products. The staff
 * preview renders this same view, with a banner, its drafts marked and no indexing.
 */
export function CategoryView({ shopName, category, products, page, sort, facets, preview = false }: CategoryViewProps) {
  const t = useT();
  const route = useRoute();
  const origin = usePageOrigin();
  const path = `/product/category/${encodeURIComponent(category.slug)}`;
  const crumbs = category.breadcrumb.map((c) => ({ label: c.name, to: { name: 'category', params: { slug: c.slug } } }));
  const nodes = products.edges.map((e) => e.node);
  const drafts = preview ? new Set(nodes.filter((node) => node.status === 'draft').map((node) => node.id)) : undefined;
  return (
    <div className="category">
      <PageMeta
        title={`${category.name}${page > 1 ? ` (${page})` : ''} | ${shopName}`}
        description={category.description}
        canonicalPath={page > 1 ? `${path}?page=${page}` : path}
        noindex={preview}
        jsonLd={[{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: category.breadcrumb.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: `${origin}/product/category/${encodeURIComponent(c.slug)}` })),
        }]}
      />
      {preview && <p className="preview-banner" role="note">{t('categoryPreview.banner')}</p>}
      <Breadcrumbs items={[{ label: t('category.title'), to: { name: 'categoryList' } }, ...crumbs]} />
      <h1>{category.name}</h1>
      <p className="lead">{category.description}</p>
      {category.children.length > 0 && (
        <ul className="chips" aria-label={t('category.subcategories')}>
          {category.children.map((child) => (
            <li key={child.id}><Link to={{ name: preview ? 'categoryPreview' : 'category', params: { slug: child.slug } }}>{child.name}</Link></li>
          ))}
        </ul>
      )}
      <div className={facets ? 'listing with-filters' : 'listing'}>
        {facets && <ProductFilters facets={facets.facets} filter={facets.filter} showCategories={false} />}
        <div className="listing-results">
          <div className="list-toolbar">
            {/* The heading of the product list, so each product's name sits one level below it. */}
            <h2 className="list-count">{t('category.productCount', { count: products.totalCount })}</h2>
            <SortSelect value={sort} />
          </div>
          {nodes.length === 0
            ? <p>{facets?.filter ? t('filter.nothing') : t('category.empty')}</p>
            : <ProductGrid products={nodes} priorityCount={CARDS_FETCHED_FIRST} drafts={drafts} />}
          <Pagination
            page={page}
            totalCount={products.totalCount}
            pageSize={CATEGORY_PAGE_SIZE}
            target={(p) => ({ name: route.name, params: { slug: category.slug }, query: { ...route.query, page: p > 1 ? String(p) : undefined } })}
          />
        </div>
      </div>
    </div>
  );
}
