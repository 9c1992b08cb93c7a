import { createHash } from 'node:crypto';
import { escapeHtml } from '../../domain/rich-text/escape';
import { springEasing } from '../../domain/animation/spring';
import type { Language } from '../../domain/i18n/language';
import { SUPPORTED_LANGUAGES } from '../../domain/i18n/language';
import type { EmbeddedState } from '../../web/app/app-state';
import { EMBEDDED_STATE_ID } from '../../web/app/app-state';
import { SCRIPT_LIST_ID, SCRIPT_LOADER, SCRIPT_PRELOADS_ID, SCRIPTED_PAGE_CLASS } from '../../web/app/script-loader';
import type { PageMetaData } from '../../web/meta/page-meta';
import type { ShopRecord } from '../context.server';
import { trackingServicesOf } from '../modules/shop';
import { pick } from '../../domain/i18n/translated';
import { mediaImageUrl } from '../../domain/media/media-address';
import { onHost, type PageHosts } from '../../domain/shop/host-pattern';
import { SOCIAL_SITES } from '../../domain/shop/shop-contact';
import type { ClientAssets } from './client-manifest.server';
import { appIconPath } from '../http/app-icon-address.server';
import { NO_TRACKING, type TrackingServices } from '../../domain/tracking/tracking-services';
import { trackingCspSources } from '../../domain/tracking/tracking-csp';
import { currencyByNumber, DEFAULT_CURRENCY } from '../../domain/money/currency';
import { TRACKING_CONFIG_ID } from '../../web/tracking/tracking-page';
import { WEB_APP_MANIFEST_PATH } from '../../domain/push/web-app';

/** Motion of entering overlays and toasts: the spec's spring (tension 40, friction 7) as CSS easing. */
const SPRING_EASING = springEasing();

/** An inline script a page runs; the Content-Security-Policy allows it (and the loader) by its hash. */
export const JS_MARKER_SCRIPT = `document.documentElement.classList.add("${SCRIPTED_PAGE_CLASS}")`;

const JS_MARKER_HASH = createHash('sha256').update(JS_MARKER_SCRIPT).digest('base64');
/** The entry script's loader, which tries the backup addresses (src/web/app/script-loader.ts). */
const SCRIPT_LOADER_HASH = createHash('sha256').update(SCRIPT_LOADER).digest('base64');

function directive(name: string, base: string[], extra: readonly string[]): string {
  return [name, ...base, ...extra].join(' ');
}

/** Origins of the separate hosts (spec §9) each directive admits besides the shop's own. */
export interface HostSources { script: readonly string[]; style: readonly string[]; img: readonly string[]; connect: readonly string[] }
const NO_HOSTS: HostSources = { script: [], style: [], img: [], connect: [] };

/**
 * Scripts only from the shop itself (plus the marker above), pictures from the shop or data
 * URLs, frames only for the video hosts rich text may embed, and no framing by other sites.
 * A shop's configured tracking services add exactly the hosts they need (docs/decisions/0044);
 * they are used only once a shopper agrees, but the policy cannot know that.
 */
export function contentSecurityPolicy(services: TrackingServices = NO_TRACKING, scriptBackupOrigins: readonly string[] = [], hosts: HostSources = NO_HOSTS): string {
  const tracking = trackingCspSources(services);
  return [
    "default-src 'self'",
    directive('script-src', ["'self'", `'sha256-${JS_MARKER_HASH}'`, `'sha256-${SCRIPT_LOADER_HASH}'`, ...hosts.script, ...scriptBackupOrigins], tracking.script),
    directive('style-src', ["'self'", "'unsafe-inline'"], hosts.style),
    directive('img-src', ["'self'", 'data:', 'blob:', ...hosts.img], tracking.img),
    "font-src 'self'",
    directive('connect-src', ["'self'", ...hosts.connect], tracking.connect),
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The policy of a shop without tracking services. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** JSON inside a <script> must not be able to close the tag or open a comment. */
export function scriptJson(value: unknown): string {
  // Plain-text replacements: the quickest way over a page's state, which holds markup.
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

function withLanguage(url: string, language: Language): string {
  if (language === 'id') return url;
  const u = new URL(url);
  u.searchParams.set('lang', language);
  return u.href;
}

export interface DocumentInput {
  origin: string;
  language: Language;
  shop: ShopRecord;
  meta: PageMetaData | null;
  appHtml: string;
  state: EmbeddedState;
  assets: ClientAssets;
  preloads: string[];
  /** The current screen's own style sheets (see ClientAssets.stylesFor), linked. */
  screenStyles?: string[];
  /** A shop screen whose own styles the page carries with the shop's instead (see ClientAssets.inlineStylesFor). */
  inlineScreen?: string | undefined;
  hydrate: boolean;
  /** Where the page's pictures and scripts are served (spec §9); absent: the shop's own host. */
  hosts?: PageHosts;
}

/**
 * The shop's style sheets and the screen's own as the `<style>` element a page carries, in UTF-8
 * once per build and screen: most of a page, which would otherwise be copied into each page's
 * text and encoded again as it leaves (and, holding a few characters beyond Latin-1, make the
 * whole page twice as wide).
 */
const styleElements = new WeakMap<ClientAssets, Map<string, Buffer>>();

function styleElement(assets: ClientAssets, screen: string | undefined): Buffer {
  let byScreen = styleElements.get(assets);
  if (!byScreen) styleElements.set(assets, (byScreen = new Map()));
  let element = byScreen.get(screen ?? '');
  if (!element) byScreen.set(screen ?? '', (element = Buffer.from(`<style>${assets.inlineStyles}${assets.inlineStylesFor(screen)}</style>`)));
  return element;
}

/** The page as it leaves: its bytes, built around the shop's styles encoded once (see styleElement). */
export function htmlDocument(input: DocumentInput): Buffer {
  const { origin, language, shop, meta, assets } = input;
  const scriptsBase = input.hosts?.scripts ?? '';
  const title = meta?.title ?? shop.name;
  // A page without a description of its own takes the shop's default, then its tagline.
  const description = meta?.description ?? (pick(shop.seoDescription, language) || pick(shop.tagline, language));
  const canonical = meta?.canonicalPath ? `${origin}${meta.canonicalPath}` : undefined;
  const head: string[] = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta name="theme-color" content="${escapeHtml(shop.brandColor)}">`,
    '<link rel="icon" href="data:,">',
    // The installable app (docs/decisions/0043): the shop's manifest and icon on every page.
    `<link rel="manifest" href="${WEB_APP_MANIFEST_PATH}">`,
    `<link rel="apple-touch-icon" href="${escapeHtml(appIconPath(shop, 192, false))}">`,
  ];
  if (meta?.noindex) head.push('<meta name="robots" content="noindex, follow">');
  if (canonical) {
    head.push(`<link rel="canonical" href="${escapeHtml(withLanguage(canonical, language))}">`);
    for (const lang of SUPPORTED_LANGUAGES) {
      head.push(`<link rel="alternate" hreflang="${lang}" href="${escapeHtml(withLanguage(canonical, lang))}">`);
    }
    head.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(canonical)}">`);
  }
  head.push(
    `<meta property="og:site_name" content="${escapeHtml(shop.name)}">`,
    `<meta property="og:type" content="${meta?.type === 'product' ? 'product' : meta?.type === 'article' ? 'article' : 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:locale" content="${language === 'id' ? 'id_ID' : 'en_US'}">`,
  );
  if (canonical) head.push(`<meta property="og:url" content="${escapeHtml(withLanguage(canonical, language))}">`);
  if (meta?.image) {
    head.push(`<meta property="og:image" content="${escapeHtml(new URL(meta.image, origin).href)}">`, '<meta name="twitter:card" content="summary_large_image">');
  }
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.name,
    url: `${origin}/`,
    email: shop.email,
    telephone: shop.phone,
    address: {
      '@type': 'PostalAddress', streetAddress: shop.address, addressLocality: shop.city,
      ...(shop.province ? { addressRegion: shop.province } : {}), addressCountry: 'ID',
    },
    // The shop's own pages elsewhere and its logo (settings, decision 0036) tell search engines who it is.
    ...(Object.keys(shop.social).length ? { sameAs: SOCIAL_SITES.flatMap((site) => shop.social[site] ?? []) } : {}),
    ...(shop.logoImageId ? { logo: new URL(onHost(input.hosts?.images ?? '', mediaImageUrl(shop.logoImageId, 400)), origin).href } : {}),
  };
  head.push(`<script type="application/ld+json">${scriptJson(organization)}</script>`);
  head.push(`<script type="application/ld+json" data-page-jsonld>${scriptJson(meta?.jsonLd ?? [])}</script>`);
  // The shop's own styles are written into the page (ClientAssets.inlineStyles), and a shop
  // screen's with them; the admin area's come from their files.
  const linked = assets.inlineStyles ? (input.inlineScreen ? [] : input.screenStyles ?? []) : [...assets.styles, ...(input.screenStyles ?? [])];
  const beforeStyles = head.join('');
  head.length = 0;
  for (const style of linked) head.push(`<link rel="stylesheet" href="${escapeHtml(onHost(scriptsBase, style))}">`);
  // The screen's sheets written into the page are also named, switched off (never fetched): the
  // script taking the page over sees them as linked already and does not ask for them again,
  // which would make the browser work out every element's style a second time.
  if (assets.inlineStyles && input.inlineScreen) {
    for (const style of input.screenStyles ?? []) head.push(`<link rel="stylesheet" href="${escapeHtml(onHost(scriptsBase, style))}" disabled>`);
  }
  // Marks that the script will run, so pictures may start transparent and fade in.
  if (input.hydrate) head.push(`<script>${JS_MARKER_SCRIPT}</script>`);
  // The chunks to preload are listed for the loader, which asks for them once the page has been
  // drawn (src/web/app/script-loader.ts): its first pictures are not queued behind two dozen
  // script files on a slow network.
  const preloads = input.preloads.map((file) => onHost(scriptsBase, file));
  // The shop's tracking setup travels as data (no script runs for it); the page's own code
  // loads nothing from these services before the shopper agrees.
  const tracking = { ...trackingServicesOf(shop), currency: currencyByNumber(shop.currency)?.code ?? DEFAULT_CURRENCY };
  const scripts = input.hydrate && assets.entryScript
    ? `<script id="${TRACKING_CONFIG_ID}" type="application/json">${scriptJson(tracking)}</script><script id="${EMBEDDED_STATE_ID}" type="application/json">${scriptJson(input.state)}</script><script id="${SCRIPT_LIST_ID}" type="application/json">${scriptJson(assets.entryScriptsOn(scriptsBase))}</script><script id="${SCRIPT_PRELOADS_ID}" type="application/json">${scriptJson(preloads)}</script><script>${SCRIPT_LOADER}</script>`
    : '';
  const before = `<!doctype html><html lang="${language}" style="--ease-spring: ${SPRING_EASING}"><head>${beforeStyles}`;
  const after = `${head.join('')}</head><body><div id="root">${input.appHtml}</div>${scripts}</body></html>`;
  const styles = assets.inlineStyles ? styleElement(assets, input.inlineScreen) : Buffer.alloc(0);
  // Written straight into the page's one buffer: no copy of the text parts in between.
  const beforeBytes = Buffer.byteLength(before);
  const page = Buffer.allocUnsafe(beforeBytes + styles.length + Buffer.byteLength(after));
  page.write(before, 0);
  styles.copy(page, beforeBytes);
  page.write(after, beforeBytes + styles.length);
  return page;
}
