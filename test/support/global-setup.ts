import type { TestProject } from 'vitest/node';
import { ensurePgliteTemplate, preparePostgres } from './test-template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresDataDir: string | null;
  }
}

/** Builds the seeded databases every test file starts from, once per run. */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('pgliteTemplate', await ensurePgliteTemplate());
  const url = process.env.TEST_DATABASE_URL;
  project.provide('postgresDataDir', url ? await preparePostgres(url) : null);
}
