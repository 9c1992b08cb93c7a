import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** An empty PostgreSQL database beside the test database (same server), dropped by `drop`. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('An empty PostgreSQL database needs TEST_DATABASE_URL.');
  // Named after the test database, so a run's databases are known by its own prefix.
  const baseName = new URL(base).pathname.slice(1).replace(/[^a-z0-9_]/gi, '').slice(0, 40) || 'etalase';
  const name = `${baseName.toLowerCase()}_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
