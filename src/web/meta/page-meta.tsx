import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../../domain/i18n/language';
import { useLanguage } from '../i18n/i18n-react';

/** What a screen says about itself for the document head and the HTTP status (spec §2 page-metadata layer). */
export interface PageMetaData {
  title: string;
  description?: string;
  /** Path (and query) of the canonical address, without origin. */
  canonicalPath?: string;
  image?: string;
  type?: 'website' | 'product' | 'article';
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
  status?: number;
  noindex?: boolean;
}

/** During server rendering the collector receives the page's metadata; in the browser it is absent. */
export interface PageMetaCollector {
  set(meta: PageMetaData): void;
}

const CollectorContext = createContext<PageMetaCollector | null>(null);

/** The shop's SEO defaults (its settings): a title suffix for every page, a description for pages without one. */
export interface SeoDefaults { titleSuffix: string; description: string }
const SeoDefaultsContext = createContext<SeoDefaults | null>(null);
export const SeoDefaultsProvider = SeoDefaultsContext.Provider;

/** The page's metadata with the shop's defaults filled in where the page has none. */
export function withSeoDefaults(meta: PageMetaData, defaults: SeoDefaults | null): PageMetaData {
  if (!defaults) return meta;
  const suffix = defaults.titleSuffix.trim();
  const title = suffix && !meta.title.endsWith(suffix) ? `${meta.title} ${suffix}` : meta.title;
  const description = meta.description || defaults.description.trim() || undefined;
  return { ...meta, title, ...(description ? { description } : {}) };
}
const OriginContext = createContext<string>('');

export function PageMetaProvider({ collector, origin, children }: { collector: PageMetaCollector | null; origin: string; children?: ReactNode }) {
  return (
    <CollectorContext.Provider value={collector}>
      <OriginContext.Provider value={origin}>{children}</OriginContext.Provider>
    </CollectorContext.Provider>
  );
}

/** The shop's origin, for absolute addresses in structured data (same on server and client). */
export function usePageOrigin(): string {
  return useContext(OriginContext);
}

function setMetaTag(attribute: 'name' | 'property', key: string, content: string | undefined): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  // Unchanged tags are left alone: after the first render the head already says all of it.
  if (tag.content !== content) tag.content = content;
}

/**
 * Declares the page's title, description, canonical address and structured data. On the
 * server it feeds the collector; after in-app navigation it updates the live document head.
 */
/** The address of `path` in `language`: the main language has none of its own `lang` parameter. */
export function addressInLanguage(origin: string, path: string, language: Language): string {
  const url = new URL(path, origin);
  if (language === DEFAULT_LANGUAGE) url.searchParams.delete('lang');
  else url.searchParams.set('lang', language);
  return url.href;
}

function setLink(rel: string, href: string | undefined, hreflang?: string): void {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]`;
  let link = document.head.querySelector<HTMLLinkElement>(selector);
  if (!href) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    if (hreflang) link.hreflang = hreflang;
    document.head.appendChild(link);
  }
  if (link.href !== href) link.href = href;
}

export function PageMeta(own: PageMetaData) {
  const collector = useContext(CollectorContext);
  const props = withSeoDefaults(own, useContext(SeoDefaultsContext));
  const language = useLanguage();
  if (collector) collector.set(props);
  const { title, description, canonicalPath, image, noindex } = props;
  const jsonLd = JSON.stringify(props.jsonLd ?? []);
  useEffect(() => {
    const origin = window.location.origin;
    if (document.title !== title) document.title = title;
    setMetaTag('name', 'description', description);
    setMetaTag('name', 'robots', noindex ? 'noindex, follow' : undefined);
    setMetaTag('property', 'og:title', title);
    setMetaTag('property', 'og:description', description);
    setMetaTag('property', 'og:image', image ? new URL(image, origin).href : undefined);
    setMetaTag('property', 'og:url', canonicalPath ? addressInLanguage(origin, canonicalPath, language) : undefined);
    setLink('canonical', canonicalPath ? addressInLanguage(origin, canonicalPath, language) : undefined);
    for (const lang of SUPPORTED_LANGUAGES) setLink('alternate', canonicalPath ? addressInLanguage(origin, canonicalPath, lang) : undefined, lang);
    setLink('alternate', canonicalPath ? addressInLanguage(origin, canonicalPath, DEFAULT_LANGUAGE) : undefined, 'x-default');
    const script = document.head.querySelector<HTMLScriptElement>('script[data-page-jsonld]');
    if (script && script.textContent !== jsonLd) script.textContent = jsonLd;
  }, [title, description, canonicalPath, image, noindex, jsonLd, language]);
  return null;
}
