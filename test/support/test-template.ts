import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { readConfig } from '../../src/server/config.server';
import { openDatabase } from '../../src/server/db/database.server';
import { migrate } from '../../src/server/db/migrate.server';
import { createMediaService } from '../../src/server/modules/media';
import { LocalBlobStorage } from '../../src/server/modules/media';
import { seedDemoShop } from '../../src/server/seed/seed-demo-shop.server';
import { writeBackup } from '../../src/server/db/backup.server';

export const TEMPLATE_ROOT = path.resolve('.tmp/test-templates');

/** Changes whenever migrations or seed data change, so a stale template is never reused. */
function templateVersion(): string {
  const hash = createHash('sha256');
  for (const dir of ['src/server/db/migrations', 'src/server/seed']) {
    for (const file of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
      const full = path.join(dir, file);
      if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, seeded PGlite data directory, made once and copied for each test file: copying
 * takes a fraction of a second, seeding takes far longer.
 */
export async function ensurePgliteTemplate(): Promise<string> {
  const dir = path.join(TEMPLATE_ROOT, `pglite-${templateVersion()}`);
  if (fs.existsSync(path.join(dir, '.complete'))) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const database = await openDatabase({ dataDir: dir });
  try {
    await migrate(database);
    const media = createMediaService(new LocalBlobStorage(path.join(dir, 'uploads')));
    await seedDemoShop(database.db, media, { dataDir: dir });
  } finally {
    await database.close();
  }
  fs.writeFileSync(path.join(dir, '.complete'), new Date().toISOString());
  return dir;
}

/** A backup of the PGlite template (made once per template version), restorable into any engine. */
export async function ensureTemplateBackup(template: string): Promise<string> {
  const dir = `${template}-backup`;
  if (fs.existsSync(path.join(dir, '.complete'))) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  const copy = `${template}-copy-${process.pid}`;
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(template, copy, { recursive: true });
  fs.rmSync(path.join(copy, 'db', 'etalase.lock'), { force: true });
  const database = await openDatabase({ dataDir: copy });
  try {
    await writeBackup(database, { dir, uploadsDir: path.join(copy, 'uploads') });
  } finally {
    await database.close();
    fs.rmSync(copy, { recursive: true, force: true });
  }
  fs.writeFileSync(path.join(dir, '.complete'), new Date().toISOString());
  return dir;
}

/** Seeds the PostgreSQL test database once per run; its pictures go to a data directory of their own. */
export async function preparePostgres(databaseUrl: string): Promise<string> {
  const dir = path.join(TEMPLATE_ROOT, `postgres-${templateVersion()}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const database = await openDatabase({ dataDir: dir, databaseUrl });
  try {
    await migrate(database);
    const media = createMediaService(new LocalBlobStorage(path.join(dir, 'uploads')));
    await seedDemoShop(database.db, media, { dataDir: dir });
  } finally {
    await database.close();
  }
  return dir;
}

export async function postgresReachable(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const CROWD = { limit: 1_000_000, windowSeconds: 60 };

export function testConfig(dataDir: string, databaseUrl?: string) {
  return readConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    // Every test server counts its own rate limits, as if alone: on one PostgreSQL database all
    // test files come from 127.0.0.1 and would otherwise share their counters. The shoppers a
    // test simulates all come from that one address, so the per-address limits a crowd of
    // shoppers meets are lifted; sign-in and order-link limits stay as in production.
    { rateLimits: { keyPrefix: `test:${randomUUID()}:`, rules: { checkoutStart: CROWD, placeOrder: CROWD, shopperUpload: CROWD, imageResize: CROWD, mutation: CROWD } } },
  );
}
