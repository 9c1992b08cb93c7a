import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import { vapidSubject } from '../domain/push/vapid-subject';
import type { AppConfig } from './config.server';
import { SIGNED_IN_HINT_COOKIE } from '../domain/customers/signed-in-hint';
import type { RequestContext } from './context.server';
import type { Database } from './db/database.server';
import { GraphExecutor } from './graphql/executor.server';
import { ChangeLog, PublicQueryCache } from './graphql/public-query-cache.server';
import { listenForPublicChanges, shopCaches, type PublicChanges } from './graphql/public-changes.server';
import { answerLimit } from './graphql/answer-limit.server';
import { PageCache } from './ssr/page-cache.server';
import { buildAdminSchema } from './graphql/admin.schema';
import { secretBox, settingsKey } from './secret-box.server';
import { buildShopSchema } from './graphql/shop.schema';
import { registerGraphRoutes } from './http/graphql.routes';
import { registerI18nRoutes } from './http/i18n.routes';
import { registerMediaRoutes } from './http/media.routes';
import { registerOrderExportRoutes } from './http/order-export.routes';
import { registerUploadRoutes } from './http/upload.routes';
import { registerUploadedFileRoutes } from './http/uploaded-files.routes';
import { registerProductCsvRoutes } from './http/product-csv.routes';
import { requestLanguage } from './http/request-language.server';
import { isLocalRequest } from './http/request-origin.server';
import { registerSeoRoutes } from './http/seo.routes';
import { registerProductCatalogFeedRoutes } from './http/product-catalog-feed.routes';
import { registerStaticRoutes } from './http/static.routes';
import { UNKNOWN_SHOP_HEADERS, unknownShopPage } from './http/unknown-shop.server';
import { AssetHosts, pageScheme } from './http/asset-hosts.server';
import { registerApiHostRoutes } from './http/api-host.routes';
import { registerAcmeChallengeRoute } from './http/acme-challenge.routes';
import { createBlobStorage, createMediaService, MAX_IMAGE_BYTES, type MediaService } from './modules/media';
import { normaliseHost, ShopDirectory, shopOrigin, type ShopRecord } from './modules/shop';
import { staffForSession } from './modules/staff';
import { messageOverrideCache, shopDictionary } from './modules/i18n';
import { customerForSession } from './modules/customers';
import { registerCustomerCheckRoutes } from './http/customer-check.routes';
import { registerCustomerLoginRoutes } from './http/customer-login.routes';
import { registerPageRoutes, type PageRenderer } from './ssr/page.routes';
import { installErrorHandler } from './http/error-handler.server';
import { JobRunner } from './jobs/job-runner.server';
import { registerOrderLinkRoutes } from './http/order-link.routes';
import { registerErrorReportRoutes } from './http/error-report.routes';
import { registerEmailActionRoutes } from './http/email-action.routes';
import { registerSubscribersExportRoutes } from './http/subscribers-export.routes';
import { loggerOptions, requestIdFor } from './http/logging.server';
import { AppMetrics } from './http/metrics.server';
import { registerOperationsRoutes } from './http/operations.routes';
import { listMigrations } from './db/migrate.server';
import { shopReferenceCache } from './db/shop-reference.server';
import { registerDevMailRoutes } from './http/dev-mail.routes';
import { registerStaffSignInRoutes } from './http/staff-sign-in.routes';
import { registerRedirectRoutes } from './http/redirect.routes';
import { registerNewsletterLinkRoutes } from './http/newsletter-links.routes';
import { registerStaffLoginRoutes } from './http/staff-login.routes';
import { registerSandboxPaymentRoutes, registerWalletNotificationRoute } from './http/sandbox-payments.routes';
import { applyWalletEvent } from './flows/settle-payment.flow';
import { applyMidtransNotification } from './flows/midtrans-notification.flow';
import { registerMidtransNotificationRoute } from './http/midtrans.routes';
import { applyXenditNotification } from './flows/xendit-notification.flow';
import { registerXenditNotificationRoute } from './http/xendit.routes';
import { registerBiteshipWebhookRoute } from './http/biteship.routes';
import { applyBiteshipWebhook } from './flows/courier-booking.flow';
import { chooseMailDelivery, createOutboxHandlers, MAIL_HELD_MESSAGE, type MailDelivery } from './modules/mail';
import { ATTRIBUTION_COOKIE, isReferralCode, parseAttributionCookie, recordReferralClick } from './modules/affiliates';
import { addGrantToCookie, ORDER_GRANTS_COOKIE, parseGrantCookie } from './modules/orders';
import { outboxDepth, postWebhook } from './modules/outbox';
import { createRateLimiter } from './modules/platform';
import { createPushHandler } from './modules/push';
import { registerWebAppRoutes } from './http/web-app.routes';
import { createPaymentRegistry, createProviderCallHandler, createSandboxCardProvider, createSandboxWalletProvider, MidtransApi, MidtransProvider, resignWalletWebhook, XenditApi, XenditProvider } from './modules/payments';
import { BiteshipApi, COURIER_CALL_TIMEOUT_MS, RajaOngkirApi, type CourierApis } from './modules/shipping';
import { midtransKeys, paymentGateway, xenditKeys } from './modules/commerce-settings';

export const STAFF_COOKIE = 'etalase_staff';
/** A customer's session, separate from staff sessions (one browser may hold both). */
export const CUSTOMER_COOKIE = 'etalase_customer';

export interface App {
  server: FastifyInstance;
  shops: ShopDirectory;
  media: MediaService;
  /** Runs a shop-schema query in-process, as server rendering does. */
  shopExecutor: GraphExecutor;
  /** Shared anonymous answers, cleared by the database's change notices (docs/decisions/0049). */
  queryCache: PublicQueryCache;
  /** Rendered pages for anonymous visitors, cleared with the answers. */
  pageCache: PageCache;
  /** The change notices this process hears; `caughtUp()` waits until it has heard every committed change. */
  publicChanges: PublicChanges;
  /** Outbox delivery, unpaid-order expiry and recovery e-mails; `main` starts its timer. */
  jobs: JobRunner;
  /** How e-mail leaves this server (SMTP, development mailbox, or held until SMTP_URL is set). */
  mail: Pick<MailDelivery, 'mode' | 'held' | 'summary'>;
  /** Prometheus metrics of this app alone (served at /metrics). */
  metrics: AppMetrics;
}

/** What only code, not the environment, can give an app. */
export interface AppOptions {
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: NodeJS.WritableStream;
}

const ORDER_GRANT_MAX_AGE_SECONDS = 180 * 24 * 3600;

export async function createApp(config: AppConfig, database: Database, options: AppOptions = {}): Promise<App> {
  const production = config.env === 'production';
  // Spec §9's separate hosts (docs/decisions/0051): which shop a request on one of them is for,
  // and where a page's addresses point.
  const hosts = new AssetHosts(config.hosts);
  const server = Fastify({
    // A CDN in front may pass a kind's base path on (`/etalase/assets/…`): the route is the same.
    ...(hosts.configured ? { rewriteUrl: (raw: { url?: string }) => hosts.rewrite(raw.url ?? '/') } : {}),
    logger: loggerOptions(config.logLevel, options.logStream),
    genReqId: (raw) => requestIdFor(raw, config.trustProxy),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Addresses Fastify cannot even decode (`/%`, broken UTF-8) are the sender's mistake.
    frameworkErrors: (error, _request, rawReply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 400;
      const reply = rawReply as unknown as FastifyReply;
      void reply.code(status >= 400 && status < 500 ? status : 400).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('This address is not valid.');
    },
  });
  const shops = new ShopDirectory(database.db);
  // Shared answers and pages, kept until the database announces a change of their shop
  // (docs/decisions/0049); the shop rows and interface texts kept per process go with them.
  const changeLog = new ChangeLog();
  // A public answer that read a table announcing no changes is not shared (it could go stale); said once per table.
  const onUnwatched = (table: string) => server.log.warn({ table }, 'a public answer read a table that announces no changes (src/server/db/public-tables.ts); such answers are not shared');
  const queryCache = new PublicQueryCache(changeLog, { onUnwatched });
  const pageCache = new PageCache(changeLog, { onUnwatched, maxEntryBytes: 1024 * 1024 });
  const shopRows = {
    invalidateShop: (shopId: string, table?: string) => { if (table === undefined || table === 'shops' || table === 'shop_domains') shops.forgetShop(shopId); },
    clear: () => shops.forgetAll(),
  };
  const overrides = messageOverrideCache(database.db);
  const interfaceTexts = {
    invalidateShop: (shopId: string, table?: string) => { if (table === undefined || table === 'message_overrides') overrides.invalidateShop(shopId); },
    clear: () => overrides.clear(),
  };
  const shopReferences = shopReferenceCache(database.db);
  const publicChanges = listenForPublicChanges(
    shopCaches(changeLog, queryCache, pageCache, interfaceTexts, shopRows, shopReferences),
    { databaseUrl: config.databaseUrl, listen: database.listen },
    (error, message) => server.log.warn({ err: error }, message),
  );
  // Shared rate limits (docs/decisions/0013): Redis when REDIS_URL is set, database counters otherwise.
  const limits = createRateLimiter({
    db: database.db,
    redisUrl: config.redisUrl,
    rules: config.rateLimits?.rules,
    keyPrefix: config.rateLimits?.keyPrefix,
    log: (error, message) => (error ? server.log.error({ err: error }, message) : server.log.warn(message)),
  });
  const media = createMediaService(createBlobStorage(config));
  const metrics = new AppMetrics({
    outboxDepth: () => outboxDepth(database.db),
    pool: () => (database.pool ? { total: database.pool.totalCount, idle: database.pool.idleCount, waiting: database.pool.waitingCount } : null),
    queries: () => database.stats.count,
    caches: () => ({
      answers: { entries: queryCache.size, bytes: queryCache.bytes, counters: queryCache.counters },
      pages: { entries: pageCache.size, bytes: pageCache.bytes, counters: pageCache.counters },
    }),
  });
  // The port this process listens on (PORT, or the one given for port 0): a local shop's own origin.
  const localPort = () => {
    const address = server.server.address();
    return typeof address === 'object' && address ? address.port : config.port;
  };

  await server.register(cookie);
  await server.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 5, fields: 10, fieldSize: 256 * 1024, parts: 20 } });
  // Pages and API answers are compressed as they leave; pictures are WebP already and the
  // built assets are compressed ahead of time. Request bodies are never inflated.
  await server.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: /^(?:text\/html|text\/plain|application\/(?:graphql-response\+)?json)\s*(?:;|$)/i,
  });

  const pages: { render: PageRenderer | null } = { render: null };
  installErrorHandler(server, pages);
  server.decorateRequest('shop', null as never);
  server.decorateRequest('language', 'id');
  server.decorateRequest('pageHost', '');
  server.decorateRequest('hosts', null as never);
  server.decorateRequest('cookieDomain', undefined);
  server.decorateRequest('sharedSince', null);
  server.decorateRequest('heardChanges', false);

  server.addHook('onSend', async (request, reply, payload) => {
    // Browsers must not guess types (an upload served as HTML) nor leak full addresses; a
    // route may ask for less (the guest order link sends no referrer at all).
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-request-id', request.id);
    return payload;
  });

  server.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
  });

  /**
   * The shop of a request: the `{host}` segment of a separate host's base path when it has one
   * (the page wrote it), else the Host, else the shop a separate host's name is derived from
   * (`img.{host}`, `api.{host}`), for that host's own paths only.
   */
  const shopOfRequest = async (request: FastifyRequest): Promise<{ shop: ShopRecord; pageHost: string } | null> => {
    const named = hosts.configured ? hosts.shopHostOf(request.headers.host, request.originalUrl, true) : null;
    const byPath = named ? await shops.byHost(named.host) : null;
    if (named && byPath) return { shop: byPath, pageHost: named.host };
    const own = await shops.byHost(request.headers.host);
    if (own) return { shop: own, pageHost: normaliseHost(request.headers.host)! };
    const derived = hosts.configured ? hosts.shopHostOf(request.headers.host, request.originalUrl) : null;
    const shop = derived ? await shops.byHost(derived.host) : null;
    return derived && shop ? { shop, pageHost: derived.host } : null;
  };

  server.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.withoutShop) return;
    // Before anything kept in memory is read, even the shop's row: every change committed before
    // this request arrived has then reached this process's caches. Every route that serves a shop
    // waits (a feed, a sitemap, the staff API read the shop's row too), except the build's files,
    // which are the same for every shop and change with the build alone.
    const caughtUp = request.url.startsWith('/assets/') ? false : await publicChanges.caughtUp();
    if (request.routeOptions.config.sharedAnswers) request.sharedSince = caughtUp ? changeLog.now() : null;
    request.heardChanges = caughtUp;
    const found = await shopOfRequest(request);
    if (!found) {
      // The build's files are the same for every shop: a scripts host or CDN may ask under any name.
      if (request.url.startsWith('/assets/')) return;
      return reply.code(404).header('cache-control', 'no-store').headers(UNKNOWN_SHOP_HEADERS).type('text/html; charset=utf-8').send(unknownShopPage(request.headers.host));
    }
    request.shop = found.shop;
    request.pageHost = found.pageHost;
    request.hosts = hosts.pageHosts(found.pageHost, found.shop.primaryHost, pageScheme(request, found.pageHost));
    request.cookieDomain = hosts.cookieDomain(found.pageHost);
    request.language = requestLanguage(request);
  });

  // An affiliate link (`?ref=CODE` on any page): one write only when the code is known and
  // this browser has not clicked it today; pages without `ref` cost a property lookup.
  server.addHook('preHandler', async (request, reply) => {
    const code = request.method === 'GET' && request.shop ? (request.query as Record<string, unknown> | undefined)?.ref : undefined;
    if (!isReferralCode(code)) return;
    const click = await recordReferralClick(database.db, request.shop.id, code, parseAttributionCookie(request.cookies[ATTRIBUTION_COOKIE]));
    if (!click) return;
    reply.setCookie(ATTRIBUTION_COOKIE, click.value, {
      path: '/', domain: request.cookieDomain, httpOnly: true, sameSite: 'lax', maxAge: click.maxAgeSeconds,
      secure: request.protocol === 'https' || (production && !isLocalRequest(request)),
    });
  });

  const log = (error: unknown, requestId: string) => server.log.error({ err: error, reqId: requestId }, 'GraphQL resolver failed');
  const sealingKey = settingsKey(config);
  const secrets = sealingKey ? secretBox(sealingKey) : null;
  const midtrans = new MidtransApi(config.midtransApiBaseUrl);
  const xendit = new XenditApi(config.xenditApiBaseUrl);
  const courierApis: CourierApis = {
    biteship: new BiteshipApi(config.biteshipApiBaseUrl), rajaongkir: new RajaOngkirApi(config.rajaOngkirApiBaseUrl), secrets,
    ratesTimeoutMs: config.courierRatesTimeoutMs, callTimeoutMs: COURIER_CALL_TIMEOUT_MS,
  };
  // A shop starts gateway payments only while it has that gateway switched on.
  const midtransAccounts = async (db: Parameters<typeof midtransKeys>[0], shopId: string) => {
    const keys = await midtransKeys(db, shopId, secrets);
    return keys?.enabled ? keys : null;
  };
  const xenditAccounts = async (db: Parameters<typeof xenditKeys>[0], shopId: string) => {
    const keys = await xenditKeys(db, shopId, secrets);
    return keys?.enabled ? keys : null;
  };
  const payments = createPaymentRegistry(createSandboxCardProvider(), createSandboxWalletProvider(), {
    midtrans: {
      virtualAccount: new MidtransProvider('virtual_account', midtrans, midtransAccounts), qris: new MidtransProvider('qris', midtrans, midtransAccounts),
      wallet: new MidtransProvider('wallet', midtrans, midtransAccounts), card: new MidtransProvider('card', midtrans, midtransAccounts),
    },
    xendit: {
      virtualAccount: new XenditProvider('virtual_account', xendit, xenditAccounts), qris: new XenditProvider('qris', xendit, xenditAccounts),
      wallet: new XenditProvider('wallet', xendit, xenditAccounts), card: new XenditProvider('card', xendit, xenditAccounts),
    },
  }, (db, shopId) => paymentGateway({ db, shop: { id: shopId } }));
  const mail = chooseMailDelivery(config);
  // Once per start, not once per e-mail: held e-mails are simply not tried.
  if (mail.held) server.log.warn(`No mail server (SMTP_URL): ${MAIL_HELD_MESSAGE}`);
  const jobs = new JobRunner({
    db: database.db,
    shops,
    outbox: {
      ...createOutboxHandlers({ db: database.db, transport: mail.transport, mailFrom: config.mailFrom }),
      // A retried notification is signed again, or its timestamp would fall outside the tolerance.
      webhook: async (request) => postWebhook(await resignWalletWebhook(database.db, request)),
      providerCall: createProviderCallHandler({
        db: database.db, midtrans, midtransAccount: (db, shopId) => midtransKeys(db, shopId, secrets), xendit, xenditAccount: (db, shopId) => xenditKeys(db, shopId, secrets),
      }),
      push: createPushHandler({
        db: database.db,
        allowPrivate: config.allowPrivatePushEndpoints ?? false,
        shopFacts: async (shopId) => {
          const shop = await shops.byId(shopId);
          if (!shop) return null;
          return { color: shop.brandColor, subject: vapidSubject({ email: shop.email, origin: shopOrigin(shop, localPort()) }) };
        },
      }),
    },
    // Links in e-mails lead to the shop's own domain; a local shop is reached on this port.
    originFor: (shop) => shopOrigin(shop, localPort()),
    log: (error, job) => {
      metrics.jobFailed(job);
      server.log.error({ err: error, job }, 'background job failed');
    },
    limits,
  });
  server.addHook('onClose', async () => {
    await jobs.stop();
    await mail.transport?.close();
    await limits.close();
  });
  const shopExecutor = new GraphExecutor(buildShopSchema({ payments, media, allowPrivatePushEndpoints: config.allowPrivatePushEndpoints ?? false, courierApis }), { production, log });
  // The staff API's schema, the larger of the two, is built when staff first use it (docs/decisions/0053).
  const adminExecutor = new GraphExecutor(
    () => buildAdminSchema({ media, sessionToken: (ctx) => sessionTokens.get(ctx), mail: { held: mail.held, kick: () => jobs.kick() }, secrets, midtrans, xendit, courierApis }),
    { production, log },
  );
  const sessionTokens = new WeakMap<RequestContext, string | undefined>();

  const createContext = async (request: FastifyRequest, reply: FastifyReply): Promise<RequestContext> => {
    const token = request.cookies[STAFF_COOKIE];
    const customerToken = request.cookies[CUSTOMER_COOKIE];
    const secure = request.protocol === 'https' || (production && !isLocalRequest(request));
    const orderGrants = parseGrantCookie(request.cookies[ORDER_GRANTS_COOKIE]);
    // With the API on a sub-domain (API_HOST), the shop's cookies are the page host's and its sub-domains'.
    const domain = request.cookieDomain;
    const ctx: RequestContext = {
      requestId: request.id,
      db: database.db,
      shop: request.shop,
      language: request.language,
      // Read once per shop and process, then kept in memory until the shop changes a text.
      messages: (await shopDictionary(database.db, request.shop.id, request.language)).messages,
      // Provider callbacks and e-mail links: never the port or host a caller wrote.
      origin: shopOrigin(request.shop, localPort()),
      addresses: request.hosts,
      orderGrants,
      referral: parseAttributionCookie(request.cookies[ATTRIBUTION_COOKIE]),
      personal: false,
      staff: token ? await staffForSession(database.db, request.shop.id, token) : null,
      customer: customerToken ? await customerForSession(database.db, request.shop.id, customerToken) : null,
      clientAddress: request.ip,
      limits,
      loaders: new Map(),
      cookies: {
        setStaffSession: (value, expiresAt) =>
          reply.setCookie(STAFF_COOKIE, value, {
            path: '/',
            domain: request.cookieDomain,
            httpOnly: true,
            sameSite: 'lax',
            // In production the site is served over HTTPS even when a proxy speaks HTTP to us.
            secure: request.protocol === 'https' || (production && !isLocalRequest(request)),
            expires: expiresAt,
          }),
        clearStaffSession: () => reply.clearCookie(STAFF_COOKIE, { path: '/', domain }),
        setCustomerSession: (value, expiresAt) => {
          reply.setCookie(CUSTOMER_COOKIE, value, { path: '/', domain, httpOnly: true, sameSite: 'lax', secure, expires: expiresAt });
          // Readable by the page: it only tells the header to ask who is signed in.
          reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { path: '/', domain, httpOnly: false, sameSite: 'lax', secure, expires: expiresAt });
        },
        clearCustomerSession: () => {
          reply.clearCookie(CUSTOMER_COOKIE, { path: '/', domain });
          reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/', domain });
        },
        grantOrder: (orderId, secret) => setOrderGrant(request, reply, orderGrants, orderId, secret),
      },
    };
    // Staff may change shop-wide data and read it back in the same request, before this process
    // has heard of the change: their requests read the database.
    ctx.heardChanges = request.heardChanges && ctx.staff === null;
    sessionTokens.set(ctx, token);
    return ctx;
  };

  const setOrderGrant = (request: FastifyRequest, reply: FastifyReply, current: ReturnType<typeof parseGrantCookie>, orderId: string, secret: string) => {
    reply.setCookie(ORDER_GRANTS_COOKIE, addGrantToCookie(current, { orderId, secret }), {
      path: '/',
      domain: request.cookieDomain,
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https' || (production && !isLocalRequest(request)),
      maxAge: ORDER_GRANT_MAX_AGE_SECONDS,
    });
  };

  server.addHook('onClose', () => publicChanges.close());
  const graphMetrics = (api: string) => ({ operation: (type: string, name: string | undefined) => metrics.graphOperation(api, type, name), error: (code: unknown) => metrics.graphError(api, code) });
  registerOperationsRoutes(server, { db: database.db, migrations: listMigrations().map((m) => m.name), metrics, metricsToken: config.metricsToken });
  registerAcmeChallengeRoute(server, { webroot: config.acmeWebroot });
  registerApiHostRoutes(server, { hosts, shops, paths: ['/graphql', '/_/graph'] });
  registerGraphRoutes(server, {
    paths: ['/graphql', '/_/graph'], executor: shopExecutor, createContext, cache: queryCache, answerLimit, acceptsFiles: true, limits,
    // In production the schema is not handed to strangers; codegen and tools use development.
    introspectionForStaffOnly: production, metrics: graphMetrics('shop'),
  });
  registerGraphRoutes(server, { paths: ['/admin/graphql'], executor: adminExecutor, createContext, requireStaff: true, acceptsFiles: true, limits, metrics: graphMetrics('admin') });
  registerI18nRoutes(server, { db: database.db });
  registerErrorReportRoutes(server, { db: database.db, limits });
  registerOrderLinkRoutes(server, {
    db: database.db,
    limits,
    render: () => pages.render,
    grantOrder: (request, reply, orderId, secret) => setOrderGrant(request, reply, parseGrantCookie(request.cookies[ORDER_GRANTS_COOKIE]), orderId, secret),
  });
  await registerEmailActionRoutes(server, { createContext, render: () => pages.render });
  await registerSandboxPaymentRoutes(server, { db: database.db, kick: () => jobs.kick() });
  await registerWalletNotificationRoute(server, {
    db: database.db,
    onEvent: (shopId, event) => applyWalletEvent(database.db, payments, jobs.contextFor, shopId, event),
  });
  registerMidtransNotificationRoute(server, {
    onNotification: (shopId, body) => applyMidtransNotification({ db: database.db, api: midtrans, secrets, contextFor: jobs.contextFor }, shopId, body),
  });
  registerXenditNotificationRoute(server, {
    onNotification: (shopId, token, body) => applyXenditNotification({ db: database.db, api: xendit, secrets, contextFor: jobs.contextFor }, shopId, token, body),
  });
  registerBiteshipWebhookRoute(server, { onWebhook: (shopId, body) => applyBiteshipWebhook({ apis: courierApis, contextFor: jobs.contextFor }, shopId, body) });
  await registerStaffSignInRoutes(server, { createContext, sessionToken: (request) => request.cookies[STAFF_COOKIE] });
  await registerStaffLoginRoutes(server, { createContext, sessionToken: (request) => request.cookies[STAFF_COOKIE], localPort });
  await registerCustomerCheckRoutes(server, { createContext });
  registerNewsletterLinkRoutes(server, { createContext });
  await registerCustomerLoginRoutes(server, { createContext, localPort });
  if (!production) registerDevMailRoutes(server, { db: database.db });
  registerMediaRoutes(server, { db: database.db, media, limits, createContext });
  registerUploadedFileRoutes(server, { db: database.db, media, createContext, resourcePolicy: (kind) => hosts.resourcePolicy(kind) });
  registerOrderExportRoutes(server, { createContext });
  registerSubscribersExportRoutes(server, { createContext });
  registerUploadRoutes(server, {
    db: database.db, media, limits, createContext,
    // A token belongs to the session it was asked in, not only to the person: a digest, never the cookie itself.
    sessionDigest: (request, kind) => createHash('sha256').update(`upload-session:${request.cookies[kind === 'staff' ? STAFF_COOKIE : CUSTOMER_COOKIE] ?? ''}`).digest('base64url').slice(0, 22),
  });
  registerProductCsvRoutes(server, { createContext });
  registerSeoRoutes(server, { db: database.db });
  registerProductCatalogFeedRoutes(server, { db: database.db });
  registerRedirectRoutes(server, { db: database.db });
  await registerStaticRoutes(server, config);
  registerWebAppRoutes(server, { config, media, db: database.db });
  pages.render = await registerPageRoutes(server, { config, executor: shopExecutor, adminExecutor, createContext, cache: queryCache, pages: pageCache, answerLimit, hosts });

  return { server, shops, media, shopExecutor, queryCache, pageCache, publicChanges, jobs, mail: { mode: mail.mode, held: mail.held, summary: mail.summary }, metrics };
}
