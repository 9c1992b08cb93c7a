import { createContext, useContext, useEffect, type ReactNode } from 'react';

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
  tag.content = content;
}

/**
 * Declares the page's title, description, canonical address and structured data. On the
 * server it feeds the collector; after in-app navigation it updates the live document head.
 */
export function PageMeta(props: PageMetaData) {
  const collector = useContext(CollectorContext);
  if (collector) collector.set(props);
  const { title, description, canonicalPath, image } = props;
  const jsonLd = JSON.stringify(props.jsonLd ?? []);
  useEffect(() => {
    document.title = title;
    setMetaTag('name', 'description', description);
    setMetaTag('property', 'og:title', title);
    setMetaTag('property', 'og:description', description);
    setMetaTag('property', 'og:image', image ? new URL(image, window.location.origin).href : undefined);
    if (canonicalPath) {
      const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
      if (canonical) canonical.href = new URL(canonicalPath, window.location.origin).href;
    }
    const script = document.head.querySelector<HTMLScriptElement>('script[data-page-jsonld]');
    if (script) script.textContent = jsonLd;
  }, [title, description, canonicalPath, image, jsonLd]);
  return null;
}
