import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT_COOKIE } from '../../domain/customers/signed-in-hint';
import { hasTracking } from '../../domain/tracking/tracking-services';
import { pageAccessOf, renderPage, type PageAccess } from '../../web/entry-server';
import { ADMIN_PATH_PREFIX } from '../../web/router/router-constants';
import { CONSENT_BANNER_TEXTS } from '../../web/tracking/consent-texts';
import type { AppConfig } from '../config.server';
import type { RequestContext } from '../context.server';
import type { GraphExecutor } from '../graphql/executor.server';
import { requestOrigin } from '../http/request-origin.server';
import { answerAddresses, OWN_HOSTS, type AssetHosts } from '../http/asset-hosts.server';
import { rememberLanguageChoice } from '../http/request-language.server';
import { shopDictionary } from '../modules/i18n';
import { productRedirectTarget } from '../modules/catalog';
import { orderAccess } from '../modules/orders';
import { trackingServicesOf } from '../modules/shop';
import { loadClientAssets } from './client-manifest.server';
import { contentSecurityPolicy, htmlDocument } from './html-document.server';
import { etagMatches, PublicQueryCache } from '../graphql/public-query-cache.server';
import { zoneOffsetHours } from '../../domain/format/shop-time';
import { trackTableReads } from '../db/read-tracking.server';
import { PERSONAL_COOKIES } from '../http/graphql.routes';
import { chooseEncoding, compressPage, nextYearStarts, PageCache, type CachedPage } from './page-cache.server';

export interface PageRouteDeps {
  config: AppConfig;
  executor: GraphExecutor;
  /** The staff API's executor, for the admin area's screens (run only for signed-in staff). */
  adminExecutor: GraphExecutor;
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<RequestContext>;
  cache: PublicQueryCache;
  /** Spec §9's separate hosts: where the page's addresses point, and what its policy admits. */
  hosts?: AssetHosts;
  /** Whole pages for anonymous visitors, cleared with the answers (docs/decisions/0049). */
  pages: PageCache;
  /** When an answer read from these tables stops being true with no write (see graphql.routes). */
  answerLimit: (ctx: RequestContext, tables: ReadonlySet<string>) => Promise<number | undefined>;
}

/** Headers every anonymous visitor's page carries, kept or not. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
  // A cookie set on the way (a language chosen, an affiliate link followed) keeps the answer to this browser.
  const cacheControl = reply.hasHeader('set-cookie') ? 'private, no-cache' : 'public, no-cache';
  reply
    .header('content-type', 'text/html; charset=utf-8')
    // Kept by browsers and CDNs but asked for again each time: a 304 costs a lookup, and no copy
    // outlives the shop's next change.
    .header('cache-control', cacheControl)
    .header('etag', page.etag)
    .header('vary', 'Accept-Language, Cookie, Accept-Encoding')
    .header('content-language', page.contentLanguage)
    .header('content-security-policy', page.contentSecurityPolicy);
  if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  // Compressed when kept; the server's compression leaves an encoded body alone.
  const encoding = request.headers['x-no-compression'] === undefined ? chooseEncoding(request.headers['accept-encoding']) : null;
  const body = encoding ? page[encoding] : undefined;
  if (encoding && body) return reply.code(200).header('content-encoding', encoding).send(body);
  return reply.code(200).send(page.html);
}

/** Whether the request carries a cookie that makes pages its own (a session or an order's grant). */
function carriesPersonalCookie(request: FastifyRequest): boolean {
  return PERSONAL_COOKIES.some((name) => request.cookies[name]);
}

/**
 * Every other GET renders the storefront on the server: the route's queries run in-process
 * through the same executor as /graphql, and their results travel with the page.
 */
function splitUrl(url: string): [string, string] {
  const index = url.indexOf('?');
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}

/**
 * Renders `url` for the request. When it is not the address the browser shows (an error or
 * not-found page standing in for it), the page is left unhydrated: the browser's router would
 * otherwise build a different screen over it.
 */
export type PageRenderer = (request: FastifyRequest, reply: FastifyReply, url: string, context?: RequestContext) => Promise<FastifyReply>;

/**
 * A product page that found nothing may be an address the product had before it was renamed:
 * that address answers 301 to the current one (query kept), so shared links keep working.
 */
async function movedProductAddress(ctx: RequestContext, url: string): Promise<string | null> {
  const [path = '', search = ''] = splitUrl(url);
  const match = /^\/product\/([^/]+)\/?$/.exec(path);
  if (!match || match[1] === 'category') return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  const target = await productRedirectTarget(ctx, slug);
  return target ? `/product/${encodeURIComponent(target)}${search}` : null;
}

/**
 * Spec §6: a page for signed-in customers only. A browser holding the order's guest grant
 * (and not signed in as its owner) is sent to the order's guest page, so old links keep
 * working for guests; any other visitor without a session goes to sign in and comes back.
 * Null when the page may be rendered.
 */
async function signInRedirect(request: FastifyRequest, ctx: RequestContext, access: Extract<PageAccess, { kind: 'signIn' }>): Promise<string | null> {
  if (access.guest) {
    const order = await orderAccess(ctx, access.guest.orderId);
    if (order.grant && !order.owner) return access.guest.href;
  }
  if (ctx.customer) return null;
  // A hint left by a session that ended would have the browser's router open the page anyway.
  if (request.cookies[SIGNED_IN_HINT_COOKIE]) ctx.cookies.clearCustomerSession();
  return access.signIn;
}

export async function registerPageRoutes(app: FastifyInstance, deps: PageRouteDeps): Promise<PageRenderer> {
  const assets = loadClientAssets(deps.config.clientDistDir, deps.config.scriptBackupOrigins);

  const render: PageRenderer = async (request, reply, url, context) => {
    rememberLanguageChoice(request, reply);
    const ctx = context ?? (await deps.createContext(request, reply));
    const origin = requestOrigin(request);
    const hosts = request.hosts ?? OWN_HOSTS;
    // Shared answers need a request that heard every change before it began, and no viewer.
    const since = request.sharedSince;
    const shared = since !== null && !ctx.staff && !ctx.customer && ctx.orderGrants.length === 0;
    const pageKey = shared && url === request.url && (request.method === 'GET' || request.method === 'HEAD') && !carriesPersonalCookie(request)
      ? PageCache.key(ctx.shop.id, origin, ctx.language, url)
      : undefined;
    // Everything the page reads, its queries' batch loaders included, to know it is all watched.
    const tables = new Set<string>();
    // The shop's own interface texts, under a version of their own so browsers never mix shops.
    const dictionary = await shopDictionary(ctx.db, ctx.shop.id, ctx.language);
    const renderWith = () => renderPage({
      url,
      origin,
      language: ctx.language,
      messages: dictionary.messages,
      messagesHash: dictionary.hash,
      timezoneOffset: zoneOffsetHours(ctx.shop.timeZone),
      devTools: deps.config.env !== 'production',
      hosts,
      // A shop that tracks asks on arrival: the banner's words come with the page.
      clientTexts: hasTracking(trackingServicesOf(ctx.shop)) && !url.startsWith(ADMIN_PATH_PREFIX) ? CONSENT_BANNER_TEXTS : [],
      runQuery: async (query, variables, api) => {
        if (api === 'admin') {
          // Only the staff guard below lets an admin page render; this is the second lock.
          if (!ctx.staff) return { status: 401, body: { errors: [{ message: 'Sign in as shop staff to use this API.', extensions: { code: 'UNAUTHENTICATED' } }] } };
          const prepared = deps.adminExecutor.prepare(query, undefined);
          if (!prepared.ok) return { status: prepared.status, body: prepared.body as never };
          return (await deps.adminExecutor.execute(prepared, ctx, variables)) as never;
        }
        const prepared = deps.executor.prepare(query, undefined);
        if (!prepared.ok) return { status: prepared.status, body: prepared.body as never };
        const key = shared ? PublicQueryCache.key(ctx.shop.id, ctx.language, query, variables, undefined, answerAddresses(hosts)) : undefined;
        const cached = key ? deps.cache.get(key) : undefined;
        if (cached) {
          // The page is true no longer than the answers it is made of.
          if (cached.changesAt !== undefined) ctx.expiresAt = Math.min(ctx.expiresAt ?? Infinity, cached.changesAt);
          return cached as never;
        }
        // The page's queries share one context, so their batch loaders share what they fetched.
        const result = await deps.executor.execute(prepared, ctx, variables);
        if (key && !ctx.personal && result.status === 200 && !result.body.errors) {
          const limit = await deps.answerLimit(ctx, tables);
          if (limit !== undefined) ctx.expiresAt = Math.min(ctx.expiresAt ?? Infinity, limit);
          deps.cache.store(ctx.shop.id, since!, key, result, tables, ctx.expiresAt);
        }
        return result as never;
      },
    });
    const page = shared ? await trackTableReads(tables, renderWith) : await renderWith();
    const html = htmlDocument({
      origin,
      language: ctx.language,
      shop: ctx.shop,
      meta: page.meta,
      appHtml: page.html,
      state: page.state,
      assets,
      preloads: assets.preloadsFor(page.screenSource),
      screenStyles: assets.stylesFor(page.screenSource),
      // A shop page is drawn from its HTML alone; the admin area's screens keep their sheets linked.
      inlineScreen: url.startsWith(ADMIN_PATH_PREFIX) ? undefined : page.screenSource,
      hydrate: page.hydrate && url === request.url,
      hosts,
    });
    if (page.status === 404) {
      const moved = await movedProductAddress(ctx, url);
      if (moved) return reply.header('cache-control', 'private, no-cache').redirect(moved, 301);
    }
    const csp = contentSecurityPolicy(trackingServicesOf(ctx.shop), deps.config.scriptBackupOrigins, deps.hosts?.cspSources(hosts));
    if (pageKey && page.status === 200 && !ctx.personal) {
      const kept = PageCache.page(html, ctx.language, csp);
      const limit = await deps.answerLimit(ctx, tables);
      const notAfter = Math.min(ctx.expiresAt ?? Infinity, limit ?? Infinity, nextYearStarts());
      deps.pages.set(ctx.shop.id, since!, pageKey, kept, PageCache.sizeOf(kept), tables, notAfter);
      return sendPage(request, reply, kept);
    }
    if (page.status === 503) reply.header('retry-after', '5');
    reply
      .code(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', ctx.personal ? 'private, no-store' : 'private, no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .header('content-language', ctx.language)
      .header('content-security-policy', csp);
    const encoding = request.headers['x-no-compression'] === undefined ? chooseEncoding(request.headers['accept-encoding']) : null;
    const compressed = encoding ? compressPage(html, encoding) : null;
    return encoding && compressed ? reply.header('content-encoding', encoding).send(compressed) : reply.send(html);
  };

  /** The page kept for this anonymous visitor's address, language and host, if any. */
  const keptPage = (request: FastifyRequest): CachedPage | undefined => {
    if (request.sharedSince === null || carriesPersonalCookie(request)) return undefined;
    return deps.pages.get(PageCache.key(request.shop.id, requestOrigin(request), request.language, request.url));
  };

  app.get('/*', { config: { sharedAnswers: true } }, async (request, reply) => {
    const [path = '/', search = ''] = splitUrl(request.url);
    // `//host/…` would be read as another origin by URL parsers and `\` as a slash by browsers:
    // such addresses get one canonical form before anything renders them.
    if (/^\/{2,}|\\/.test(path)) {
      const clean = `/${path.replace(/\\/g, '/').replace(/^\/+/, '').replace(/\/{2,}/g, '/')}`;
      return reply.redirect(`${clean}${search}`, 301);
    }
    // PostgreSQL text cannot hold NUL, so no slug or search with one can match anything.
    if (/%00/i.test(request.url)) return render(request, reply, '/404');
    // Development tools do not exist in production.
    if (path.startsWith('/_dev/') && deps.config.env === 'production') return render(request, reply, '/404');
    const access = pageAccessOf(request.url);
    if (access.kind === 'open') {
      const kept = keptPage(request);
      if (kept) {
        rememberLanguageChoice(request, reply);
        return sendPage(request, reply, kept);
      }
      return render(request, reply, request.url);
    }
    const ctx = await deps.createContext(request, reply);
    if (access.kind === 'staff') {
      // Spec §6: the admin area and its previews, for staff only. Nobody else learns what is
      // there (a draft's slug, say); no copy is kept and nothing is indexed.
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').header('vary', 'Cookie');
      if (!ctx.staff) return reply.redirect(access.signIn, 303);
      ctx.personal = true;
      return render(request, reply, request.url, ctx);
    }
    const location = await signInRedirect(request, ctx, access);
    if (location) return reply.header('cache-control', 'no-store').header('vary', 'Cookie').redirect(location, 303);
    return render(request, reply, request.url, ctx);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && request.shop && !request.url.startsWith('/assets/')) return render(request, reply, '/404');
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found.');
  });
  return render;
}
