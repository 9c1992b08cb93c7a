// Whether a start should create the demo shop, and the demo's names: all a start needs when it
// does not seed. The seed itself (seed-demo-shop.server.ts) is loaded only when it runs.
import path from 'node:path';
import type { Db } from '../db/database.server';
import { readDeploymentFact } from '../modules/platform';
import { listShops } from '../modules/shop';

export const DEMO_SHOP_ID = 'demo';
export const DEMO_OWNER_EMAIL = 'pemilik@lumbung-nusantara.example';
/** Hosts that reach the demo shop on a developer's machine (ARCHITECTURE.md §2). */
export const DEMO_HOSTS = ['localhost', '127.0.0.1', '::1'];

export interface SeedResult { seeded: boolean; ownerEmail: string; ownerPassword?: string }

/** `auto`: only on the embedded database's first start; `true`: whenever the demo is missing; `false`: never. */
export type SeedDemoSetting = 'auto' | 'true' | 'false';

/** Reports the seed's progress: which step, and how far along it is. */
export type SeedProgress = (step: 'pictures' | 'rows', done: number, total: number) => void;

/**
 * Whether this start should create the demo shop. Once seeded, the demo is a shop like any
 * other: deleting it (or its host names) must not bring it back on the next start, so the
 * deployment remembers that it was seeded.
 */
export async function demoSeedWanted(db: Db, setting: SeedDemoSetting, engine: 'pglite' | 'postgres'): Promise<boolean> {
  if (setting === 'false') return false;
  const seededAt = await readDeploymentFact(db, 'demo-seeded-at');
  const shops = await listShops(db);
  const demo = shops.find((shop) => shop.id === DEMO_SHOP_ID);
  if (setting === 'true') return !demo || (!seededAt && demo.hosts.length === 0);
  // auto: a first try of `npm start`, never a real deployment on PostgreSQL.
  if (engine !== 'pglite' || seededAt) return false;
  return shops.every((shop) => shop.id === DEMO_SHOP_ID && shop.hosts.length === 0);
}

export function ownerNotePath(dataDir: string): string {
  return path.join(dataDir, 'demo-owner.txt');
}
