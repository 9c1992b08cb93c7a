import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.server';
import { deploymentFacts } from './platform.tables';

/** Names of the facts a deployment remembers about itself. */
export type DeploymentFact = 'demo-seeded-at';

export async function readDeploymentFact(db: Db, name: DeploymentFact): Promise<string | null> {
  const [row] = await db.select({ value: deploymentFacts.value }).from(deploymentFacts).where(eq(deploymentFacts.name, name)).limit(1);
  return row?.value ?? null;
}

export async function recordDeploymentFact(db: Db, name: DeploymentFact, value: string): Promise<void> {
  await db.insert(deploymentFacts).values({ name, value })
    .onConflictDoUpdate({ target: deploymentFacts.name, set: { value, updatedAt: sql`now()` } });
}
