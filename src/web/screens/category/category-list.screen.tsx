import type { CategoryListQuery } from '../../graph/generated/shop-operations';
import { graphDocument } from '../../graph/graph-document';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { Link } from '../../router/router-react';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { IMAGE_FIELDS, ResponsiveImage } from '../../ui/responsive-image';
import { LoadingContent, ServerErrorContent } from '../../ui/page-states';
import type { ScreenQuery } from '../screen-types';
import './category-list.css';

const CATEGORY_LIST_QUERY = graphDocument(/* GraphQL */ `
  query CategoryList {
    shop { name }
    categories(first: 50) {
      edges { node { id slug name description productCount image { ...ImageFields } children { id slug name } } }
    }
  }
`, IMAGE_FIELDS);

export function queries(): ScreenQuery[] {
  return [{ query: CATEGORY_LIST_QUERY }];
}

export default function CategoryListScreen() {
  const t = useT();
  const { data, error, refetch } = useQuery<CategoryListQuery>(CATEGORY_LIST_QUERY);
  if (error && !data) return <ServerErrorContent onRetry={() => void refetch()} />;
  if (!data) return <LoadingContent />;
  return (
    <div className="category-list">
      <PageMeta title={`${t('category.title')} | ${data.shop.name}`} description={data.categories.edges.map((e) => e.node.name).join(', ')} canonicalPath="/product/category/" />
      <Breadcrumbs items={[{ label: t('category.title') }]} />
      <h1>{t('category.title')}</h1>
      <ul className="category-cards">
        {data.categories.edges.map(({ node }, index) => (
          <li key={node.id} className="category-card">
            <Link to={{ name: 'category', params: { slug: node.slug } }} className="category-card-link">
              {node.image && <ResponsiveImage image={node.image} alt="" sizes="(max-width: 800px) 50vw, 280px" displayWidth={280} priority={index < 4} />}
              <h2>{node.name}</h2>
            </Link>
            <p>{node.description}</p>
            <p className="muted">{t('category.productCount', { count: node.productCount })}</p>
            {node.children.length > 0 && (
              <ul className="subcategory-links" aria-label={t('category.subcategories')}>
                {node.children.map((child) => (
                  <li key={child.id}><Link to={{ name: 'category', params: { slug: child.slug } }}>{child.name}</Link></li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
