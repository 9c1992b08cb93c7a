import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES, type Language } from '../../domain/i18n/language';
import { CartLink } from '../cart/cart-link';
import type { ShellQuery } from '../graph/generated/shop-operations';
import { useQuery } from '../graph/graph-react';
import { useLanguage, useT } from '../i18n/i18n-react';
import { Link, useRoute, useRouter } from '../router/router-react';
import { AccountLink } from './account-link';
import { SearchBox } from './search-box';
import { SeoDefaultsProvider } from '../meta/page-meta';
import { SHELL_QUERY } from '../ui/shell-query';
import { ShopFooter } from './shop-footer';
import { ConsentBanner } from '../tracking/consent-banner';
import { InstallPrompt } from '../ui/web-app/install-prompt';

function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be disabled; the cookie the server sets still remembers the choice.
  }
}

function LanguageSwitcher({ offered }: { offered: readonly string[] | undefined }) {
  const t = useT();
  const current = useLanguage();
  const route = useRoute();
  // A shop in Indonesian alone offers no choice to make.
  if (offered && offered.length < 2) return null;
  return (
    <nav className="lang-switch" aria-label={t('lang.label')}>
      {SUPPORTED_LANGUAGES.filter((language) => !offered || offered.includes(language)).map((language) => {
        const query = new URLSearchParams(route.query);
        query.set('lang', language);
        // A full page load: every text on the page, including the server's, changes language.
        return (
          <a
            key={language}
            href={`${route.path}?${query.toString()}`}
            hrefLang={language}
            lang={language}
            aria-current={language === current ? 'true' : undefined}
            onClick={() => rememberLanguage(language)}
          >
            {/* On a phone the header shows the code alone; the name is still what is read out. */}
            <span className="lang-name">{t(`lang.${language}`)}</span>
            <span className="lang-code" aria-hidden="true">{language.toUpperCase()}</span>
          </a>
        );
      })}
    </nav>
  );
}

export function Shell({ children, renderedAt }: { children: ReactNode; renderedAt: number }) {
  const route = useRoute();
  const router = useRouter();
  // The admin area draws its own frame; the shop's header, search and cart belong to shoppers.
  if (router.getRoute(route.name)?.ownFrame) return <>{children}</>;
  return <ShopShell renderedAt={renderedAt}>{children}</ShopShell>;
}

function ShopShell({ children, renderedAt }: { children: ReactNode; renderedAt: number }) {
  const t = useT();
  const { data } = useQuery<ShellQuery>(SHELL_QUERY);
  const shop = data?.shop;
  const year = new Date(renderedAt).getUTCFullYear();
  const seo = useMemo(() => (shop ? { titleSuffix: shop.seoTitleSuffix, description: shop.seoDescription } : null), [shop]);
  // The shop's colours and font are set here, in the server's HTML: the first paint has them.
  const look = shop ? ({ '--brand': shop.brandColor, '--accent': shop.accentColor, '--shop-font': shop.font } as CSSProperties) : undefined;
  return (
    <div className="shop-look" style={look}>
      <a className="skip-link" href="#main">{t('nav.skipToContent')}</a>
      {/* Above the header, in the page's flow: it never covers what the shopper came for. */}
      <ConsentBanner />
      <header className="site-header">
        <div className="header-row">
          <Link to={{ name: 'home' }} className="brand">
            {shop?.logo
              ? <img className="brand-logo" src={shop.logo.url} alt={shop.name} width={Math.round((40 * shop.logo.width) / Math.max(1, shop.logo.height))} height={40} />
              : (shop?.name ?? '')}
          </Link>
          <SearchBox />
          <AccountLink />
          <CartLink />
          <LanguageSwitcher offered={shop?.languages} />
        </div>
      </header>
      {/* Outside the header, which stays at the top while scrolling: the categories scroll away. */}
      <nav className="category-nav" aria-label={t('nav.main')}>
        <ul>
          <li><Link to={{ name: 'categoryList' }}>{t('category.all')}</Link></li>
          {data?.categories.edges.map(({ node }) => (
            <li key={node.id}><Link to={{ name: 'category', params: { slug: node.slug } }}>{node.name}</Link></li>
          ))}
          <li><Link to={{ name: 'blog' }}>{t('nav.blog')}</Link></li>
        </ul>
      </nav>
      <main id="main" tabIndex={-1}>
        <SeoDefaultsProvider value={seo}>{children}</SeoDefaultsProvider>
      </main>
      {shop && <InstallPrompt shopName={shop.name} />}
      <ShopFooter shop={shop} year={year} />
    </div>
  );
}
