import { readConfig } from './config.server';
import { databaseErrorSummary } from './db/database-errors.server';
import { openDatabase } from './db/database.server';
import { migrate } from './db/migrate.server';
import { createApp } from './app.server';
import { demoSeedWanted, ownerNotePath, type SeedProgress, type SeedResult } from './seed/demo-seed-wanted.server';

/** Prints "N of M" at most every tenth of the way, so a slow first start shows it is moving. */
function progressPrinter(): SeedProgress {
  const shown = new Map<string, number>();
  const labels = { pictures: 'Drawing the demo pictures', rows: 'Writing the demo products' } as const;
  return (step, done, total) => {
    const tenth = Math.floor((done * 10) / total);
    if ((shown.get(step) ?? -1) >= tenth && done !== total) return;
    shown.set(step, tenth);
    console.log(`  ${labels[step]}: ${done} of ${total}`);
  };
}

/** A start that failed says why in a line or two; the full error goes to the debug log only. */
export class StartFailure extends Error {
  constructor(step: string, cause: unknown) {
    super(`Etalase could not start while ${step}: ${databaseErrorSummary(cause)}`, { cause });
    this.name = 'StartFailure';
  }
}

/** Starts the storefront: database, migrations, the demo shop when wanted, then HTTP. */
export async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = readConfig();
  let step = 'opening the database';
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch((error: unknown) => {
    throw new StartFailure(step, error);
  });
  let closing = false;
  try {
    step = 'applying migrations';
    await migrate(database, { onApply: (name) => console.log(`  Applying migration ${name}…`) });
    step = 'preparing the server';
    const app = await createApp(config, database);
    let seed: SeedResult | null = null;
    if (await demoSeedWanted(database.db, config.seedDemo, database.kind)) {
      step = 'creating the demo shop';
      console.log('  Creating the demo shop (first start only)…');
      const { seedDemoShop } = await import('./seed/seed-demo-shop.server');
      seed = await seedDemoShop(database.db, app.media, { dataDir: config.dataDir, onProgress: progressPrinter() });
    }
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      console.log(`${signal}: finishing requests in flight and closing the database…`);
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      try {
        await app.server.close();
        await database.close();
      } finally {
        process.exit(0);
      }
    };
    // Before the ready line: whoever waits for it may signal at once, and a signal with no
    // listener yet would kill the process without closing the database.
    // `on`, not `once`: Ctrl-C reaches the server twice (from the terminal and forwarded by
    // npm), and a second signal without a listener would kill it mid-shutdown.
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));
    step = 'listening';
    await app.server.listen({ port: config.port, host: config.host });
    app.jobs.start();
    const address = app.server.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const shopCount = (await app.shops.count());
    const lines = [
      '',
      `  Etalase is ready at http://localhost:${port}  (${Date.now() - startedAt} ms)`,
      `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
      `  Shops:    ${shopCount === 0 ? 'none yet: create one with `npx etalase shop create --help`' : shopCount}`,
      `  Mail:     ${app.mail.summary}`,
      ...(seed?.seeded ? [
        `  Demo owner: ${seed.ownerEmail}`,
        `  Password:   ${seed.ownerPassword}   (also saved in ${ownerNotePath(config.dataDir)})`,
      ] : []),
      '',
    ];
    console.log(lines.join('\n'));

  } catch (error) {
    await database.close().catch(() => undefined);
    throw error instanceof StartFailure ? error : new StartFailure(step, error);
  }
}
