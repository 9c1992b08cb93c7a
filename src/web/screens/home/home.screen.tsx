// The home page (docs/decisions/0038): the sections the owner arranged, or the default
// arrangement, from one query; the server has already left out repeated and hidden products.
import { Fragment } from 'react';
import type { HomeQuery } from '../../graph/generated/shop-operations';
import { graphDocument } from '../../graph/graph-document';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { Link } from '../../router/router-react';
import { PRODUCT_CARD_FIELDS, ProductGrid } from '../../ui/product-card';
import { IMAGE_FIELDS, ResponsiveImage } from '../../ui/responsive-image';
import { HydrateLater } from '../../ui/hydrate-later';
import type { ScreenQuery } from '../screen-types';
import { LoadingContent, ServerErrorContent } from '../../ui/page-states';
import './home.css';

const HOME_QUERY = graphDocument(/* GraphQL */ `
  query Home {
    shop { name tagline }
    homePage {
      arranged
      sections {
        __typename
        ... on HomeBanner { key heading text buttonLabel link image { ...ImageFields } }
        ... on HomeCategories { key title categories { id slug name productCount image { ...ImageFields } } }
        ... on HomeProducts { key title source moreLink products { ...ProductCardFields } }
        ... on HomeTextBlock { key heading body }
      }
    }
  }
`, PRODUCT_CARD_FIELDS, IMAGE_FIELDS);

export function queries(): ScreenQuery[] {
  return [{ query: HOME_QUERY }];
}

type Section = HomeQuery['homePage']['sections'][number];

/** Titles of sections the owner left untitled, by what they show. */
const SOURCE_TITLES: Record<string, string> = { featured: 'home.featured', newest: 'home.newest', sale: 'home.onSale', picked: 'home.picked', category: 'home.picked' };

function HomeSection({ section, index, firstBanner }: { section: Section; index: number; firstBanner: boolean }) {
  const t = useT();
  const headingId = `home-${section.key}`;
  switch (section.__typename) {
    case 'HomeBanner':
      return (
        <section className="home-banner" aria-labelledby={headingId}>
          {section.image ? (
            // The first banner's picture is the largest thing on the page when it loads: fetched first.
            <ResponsiveImage image={section.image} alt="" className="home-banner-image" sizes="(max-width: 1200px) 100vw, 1200px" displayWidth={1200} priority={firstBanner} />
          ) : null}
          <div className="home-banner-body">
            <h2 id={headingId}>{section.heading}</h2>
            {section.text ? <p>{section.text}</p> : null}
            <Link to={section.link} className="button button-big">{section.buttonLabel}</Link>
          </div>
        </section>
      );
    case 'HomeCategories':
      return (
        <section aria-labelledby={headingId}>
          <h2 id={headingId}>{section.title ?? t('home.categories')}</h2>
          <ul className="category-tiles">
            {section.categories.map((category, tile) => (
              <li key={category.id}>
                <Link to={{ name: 'category', params: { slug: category.slug } }} className="category-tile">
                  {category.image && <ResponsiveImage image={category.image} alt="" sizes="(max-width: 800px) 33vw, 160px" displayWidth={160} priority={index === 0 && tile < 4} />}
                  <span className="category-tile-name">{category.name}</span>
                  <span className="category-tile-count">{t('category.productCount', { count: category.productCount })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'HomeProducts':
      return (
        <section aria-labelledby={headingId}>
          <div className="section-head">
            <h2 id={headingId}>{section.title ?? t(SOURCE_TITLES[section.source] ?? 'home.picked')}</h2>
            {section.moreLink ? <Link to={section.moreLink}>{t('home.seeAll')}<span className="visually-hidden">: {section.title ?? t(SOURCE_TITLES[section.source] ?? 'home.picked')}</span></Link> : null}
          </div>
          <ProductGrid products={section.products} />
        </section>
      );
    case 'HomeTextBlock':
      return (
        <section className="home-text" aria-labelledby={headingId}>
          <h2 id={headingId}>{section.heading}</h2>
          {section.body.split(/\n{2,}/).map((paragraph, at) => <p key={at}>{paragraph}</p>)}
        </section>
      );
  }
}

export default function HomeScreen() {
  const t = useT();
  const { data, error, refetch } = useQuery<HomeQuery>(HOME_QUERY);
  if (error && !data) return <ServerErrorContent onRetry={() => void refetch()} />;
  if (!data) return <LoadingContent />;
  const { sections, arranged } = data.homePage;
  const firstBanner = sections.findIndex((section) => section.__typename === 'HomeBanner');
  return (
    <div className="home">
      <PageMeta title={`${data.shop.name} — ${data.shop.tagline}`} description={data.shop.tagline} canonicalPath="/" type="website" />
      {arranged ? (
        // The owner's banners speak for the shop; its name still heads the page for screen readers.
        <h1 className="visually-hidden">{data.shop.name}</h1>
      ) : (
        <section className="hero">
          <h1>{data.shop.name}</h1>
          <p>{data.shop.tagline}</p>
          <Link to={{ name: 'categoryList' }} className="button button-big">{t('home.heroCta')}</Link>
        </section>
      )}
      {sections.map((section, index) => {
        const drawn = <HomeSection section={section} index={index} firstBanner={index === firstBanner} />;
        // The sections after the first are most of the page's cards and links: taken over a task each.
        return index === 0 ? <Fragment key={section.key}>{drawn}</Fragment> : <HydrateLater key={section.key}>{drawn}</HydrateLater>;
      })}
    </div>
  );
}
