import { readConfig } from './config.server';
import { openDatabase } from './db/database.server';
import { migrate } from './db/migrate.server';
import { createApp } from './app.server';
import { ownerNotePath, seedDemoShop } from './seed/seed-demo-shop.server';

/** Starts the storefront: database, migrations, demo seed on first start, then HTTP. */
export async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let closing = false;
  try {
    await migrate(database);
    const app = await createApp(config, database);
    const seed = await seedDemoShop(database.db, app.media, { dataDir: config.dataDir });
    await app.server.listen({ port: config.port, host: config.host });
    app.jobs.start();
    const address = app.server.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const lines = [
      '',
      `  Etalase is ready at http://localhost:${port}  (${Date.now() - startedAt} ms)`,
      `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
      `  Demo owner: ${seed.ownerEmail}`,
      `  Mail:       ${app.mail.summary}`,
      seed.ownerPassword ? `  Password:   ${seed.ownerPassword}   (also saved in ${ownerNotePath(config.dataDir)})` : `  Password:   see ${ownerNotePath(config.dataDir)}`,
      '',
    ];
    console.log(lines.join('\n'));

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
    // `on`, not `once`: Ctrl-C reaches the server twice (from the terminal and forwarded by
    // npm), and a second signal without a listener would kill it mid-shutdown.
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
