import type { HomeQuery } from '../../graph/generated/shop-operations';
import { graphDocument } from '../../graph/graph-document';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { Link } from '../../router/router-react';
import { PRODUCT_CARD_FIELDS, ProductGrid } from '../../ui/product-card';
import { IMAGE_FIELDS, ResponsiveImage } from '../../ui/responsive-image';
import type { ScreenQuery } from '../screen-types';
import { LoadingContent, ServerErrorContent } from '../../ui/page-states';

const HOME_QUERY = graphDocument(/* GraphQL */ `
  query Home {
    shop { name tagline }
    featured: products(first: 8, featured: true) { edges { node { ...ProductCardFields } } }
    newest: products(first: 8, sort: NEWEST) { edges { node { ...ProductCardFields } } }
    categories(first: 12) { edges { node { id slug name productCount image { ...ImageFields } } } }
  }
`, PRODUCT_CARD_FIELDS, IMAGE_FIELDS);

export function queries(): ScreenQuery[] {
  return [{ query: HOME_QUERY }];
}

export default function HomeScreen() {
  const t = useT();
  const { data, error, refetch } = useQuery<HomeQuery>(HOME_QUERY);
  if (error && !data) return <ServerErrorContent onRetry={() => void refetch()} />;
  if (!data) return <LoadingContent />;
  return (
    <div className="home">
      <PageMeta title={`${data.shop.name} — ${data.shop.tagline}`} description={data.shop.tagline} canonicalPath="/" type="website" />
      <section className="hero">
        <h1>{data.shop.name}</h1>
        <p>{data.shop.tagline}</p>
        <Link to={{ name: 'categoryList' }} className="button button-big">{t('home.heroCta')}</Link>
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home.categories')}</h2>
        <ul className="category-tiles">
          {data.categories.edges.map(({ node }, index) => (
            <li key={node.id}>
              <Link to={{ name: 'category', params: { slug: node.slug } }} className="category-tile">
                {node.image && <ResponsiveImage image={node.image} alt="" sizes="(max-width: 800px) 33vw, 160px" displayWidth={160} priority={index < 4} />}
                <span className="category-tile-name">{node.name}</span>
                <span className="category-tile-count">{t('category.productCount', { count: node.productCount })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {data.featured.edges.length > 0 && (
        <section aria-labelledby="home-featured">
          <h2 id="home-featured">{t('home.featured')}</h2>
          <ProductGrid products={data.featured.edges.map((e) => e.node)} />
        </section>
      )}
      <section aria-labelledby="home-newest">
        <div className="section-head">
          <h2 id="home-newest">{t('home.newest')}</h2>
          <Link to={{ name: 'search' }}>{t('home.seeAll')}</Link>
        </div>
        <ProductGrid products={data.newest.edges.map((e) => e.node)} />
      </section>
    </div>
  );
}
