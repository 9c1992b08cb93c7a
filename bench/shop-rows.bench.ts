// The demo shop under load on one database engine: every shopper scenario cached and uncached,
// with the share of its requests the shared caches answered, the product page revalidated with
// its ETag, a guest checkout to a placed order, the admin lists, what they cost in SQL statements, the
// search's quality and, on the embedded database, a newsletter to 10,000 subscribers.
import { openDatabase, type OpenDatabaseOptions } from '../src/server/db/database.server';
import { ADMIN_LIST_SIZE, ADMIN_ORDER_LIST, ADMIN_PRODUCT_LIST, adminHeaders, adminPath, expectRows, ownerCookie, seedBenchOrders, statementsPerRequest } from './admin-scenarios.bench';
import { copySeed, DEMO_HOST, removeTempDir, startApp, type RunningApp } from './app-server.bench';
import { postgresOrSkip, startMeasuring, type BenchContext, type Skipped } from './bench-context.bench';
import { checkCheckout, formatCheckoutTable, measureCheckout, prepareCheckoutProducts, type CheckoutResult } from './guest-checkout.bench';
import { checkScenarios, formatTable, measureScenarios, processCpuMs, withRatios, type Scenario, type ScenarioResult } from './measure.bench';
import { measureNewsletterSend, NEWSLETTER_SUBSCRIBERS, seedSubscribers, startSmtpSink, type NewsletterSendResult } from './newsletter-send.bench';
import { createDatabase, moveDemoToPostgres, type BenchDatabase } from './postgres.bench';
import { brotliScenario, findShop, revalidatedScenario, shopScenario, type ShopScenarioKind, type ShopUnderTest } from './shop-scenarios.bench';
import { describeSearchQuality, measureSearchQualityAt } from './search-quality/search-quality.bench';

export type Engine = 'pglite' | 'postgres';

const SHOPPER_KINDS: readonly ShopScenarioKind[] = ['list', 'detail', 'search', 'typo', 'categoryFacets', 'productPage', 'categoryPage', 'blogPost', 'blogList'];

export interface ShopRowsReport {
  engine: Engine;
  database: string;
  /** Moving the demo shop into PostgreSQL (backup, then restore); null on the embedded database. */
  movedSeconds: number | null;
  loadAverageBefore: number[];
  scenarios: ScenarioResult[];
  guestCheckout: CheckoutResult;
  statementsPerRequest: { list: string; at5: number; at50: number }[];
  searchQuality: Awaited<ReturnType<typeof measureSearchQualityAt>>;
  newsletterSend: NewsletterSendResult | null;
}

async function shopperScenarios(shop: ShopUnderTest): Promise<Scenario[]> {
  return [
    ...SHOPPER_KINDS.map((kind) => shopScenario(kind, shop, 'cached')),
    await revalidatedScenario(shop),
    ...SHOPPER_KINDS.map((kind) => shopScenario(kind, shop, 'uncached')),
    // What any request costs before catalogue work; only uncached, as a cached one is the cache's lookup.
    shopScenario('floor', shop, 'uncached'),
    brotliScenario(shop, 'cached'),
    brotliScenario(shop, 'uncached'),
  ];
}

const ADMIN_LISTS = [
  { name: `admin order list (${ADMIN_LIST_SIZE} orders)`, list: 'orderList' as const, query: ADMIN_ORDER_LIST },
  { name: `admin product list (${ADMIN_LIST_SIZE} products)`, list: 'products' as const, query: ADMIN_PRODUCT_LIST },
];

/** Orders for the admin list, subscribers for the newsletter and stock for the checkout, before the server starts. */
async function prepareDemo(where: OpenDatabaseOptions, engine: Engine): Promise<string[]> {
  await seedBenchOrders(where, ADMIN_LIST_SIZE);
  if (engine === 'pglite') await seedSubscribers(where, NEWSLETTER_SUBSCRIBERS);
  const database = await openDatabase(where);
  try {
    return await prepareCheckoutProducts(database);
  } finally {
    await database.close();
  }
}

export async function runShopRows(context: BenchContext, engine: Engine): Promise<ShopRowsReport | Skipped> {
  const label = engine === 'pglite' ? 'the demo shop on the embedded PGlite' : 'the demo shop on PostgreSQL';
  const postgres = engine === 'postgres' ? postgresOrSkip(context, 'the PostgreSQL rows') : null;
  if (postgres && 'skipped' in postgres) return postgres;
  console.log(`\n== ${label[0]!.toUpperCase()}${label.slice(1)} ==`);

  const dataDir = copySeed();
  let database: BenchDatabase | undefined;
  let app: RunningApp | undefined;
  let movedSeconds: number | null = null;
  const smtp = await startSmtpSink();
  try {
    if (postgres) {
      database = await createDatabase(postgres, 'shop');
      movedSeconds = await moveDemoToPostgres(dataDir, database.url, dataDir);
      console.log(`Demo shop moved into PostgreSQL database ${database.name} in ${movedSeconds.toFixed(1)} s.`);
    }
    const checkoutProducts = await prepareDemo({ dataDir, databaseUrl: database?.url }, engine);
    app = await startApp(engine, { dataDir, databaseUrl: database?.url, smtpPort: smtp.port }, DEMO_HOST, database?.backendCpuMs);
    const shop = await findShop(app.target, DEMO_HOST);
    const owner = adminHeaders(await ownerCookie(app.origin, dataDir));
    // Before the scenarios: an order changes stock, which a product page may show, so placed
    // after the revalidation row takes the page's ETag it could make that ETag stale.
    await checkCheckout(app.origin, DEMO_HOST, checkoutProducts);
    const scenarios = [
      ...await shopperScenarios(shop),
      ...ADMIN_LISTS.map((l) => ({ name: l.name, target: app!.target, path: adminPath(l.query(ADMIN_LIST_SIZE)), headers: owner, check: expectRows(l.list, ADMIN_LIST_SIZE) })),
    ];
    await checkScenarios(scenarios);
    // What the search finds does not depend on load: measured once, before the load runs.
    const searchQuality = await measureSearchQualityAt(app.origin, { host: DEMO_HOST });
    console.log(`${describeSearchQuality(searchQuality)}\n`);

    const { loadAverageBefore, bare } = await startMeasuring(context, label);
    const results = withRatios([bare, ...await measureScenarios(scenarios, context.settings)], bare);
    // Last of the loads: every order clears the shop's shared answers, as any mutation does.
    const guestCheckout = await measureCheckout(app.target, DEMO_HOST, checkoutProducts, context.settings, bare);
    console.log(`\n${formatTable(results, { database: engine === 'postgres' })}\n\n${formatCheckoutTable([guestCheckout])}\n`);

    // A list that costs the same number of statements for 5 rows as for 50 batches its lookups.
    const statements = [];
    for (const l of ADMIN_LISTS) {
      const small = await statementsPerRequest(app.origin, adminPath(l.query(5)), owner);
      const full = await statementsPerRequest(app.origin, adminPath(l.query(ADMIN_LIST_SIZE)), owner);
      statements.push({ list: l.name, at5: small, at50: full });
      console.log(`SQL statements per request, ${l.list}: ${small} at 5 rows, ${full} at ${ADMIN_LIST_SIZE} rows.`);
    }
    let newsletterSend: NewsletterSendResult | null = null;
    if (engine === 'pglite') {
      // Last: the send keeps the server busy for a while after its last e-mail.
      console.log(`Sending a newsletter to ${NEWSLETTER_SUBSCRIBERS} subscribers through a local SMTP server…`);
      newsletterSend = await measureNewsletterSend(app.origin, owner, app.server.child.pid!, smtp, processCpuMs);
      console.log(
        `Newsletter: ${newsletterSend.delivered} e-mails in ${newsletterSend.seconds.toFixed(1)} s (${newsletterSend.emailsPerSecond.toFixed(0)}/s), `
          + `${newsletterSend.serverCpuMsPerEmail.toFixed(2)} ms server CPU per e-mail, RSS ${newsletterSend.rssBeforeMiB.toFixed(0)} → peak ${newsletterSend.peakRssMiB.toFixed(0)} MiB (${newsletterSend.rssAfterMiB.toFixed(0)} MiB after).`,
      );
    }
    return {
      engine,
      database: postgres && !('skipped' in postgres) ? `PostgreSQL ${postgres.version}` : 'PGlite (embedded)',
      movedSeconds,
      loadAverageBefore,
      scenarios: results,
      guestCheckout,
      statementsPerRequest: statements,
      searchQuality,
      newsletterSend,
    };
  } finally {
    await app?.stop();
    await smtp.stop();
    await database?.drop();
    removeTempDir(dataDir);
  }
}
