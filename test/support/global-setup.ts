import type { TestProject } from 'vitest/node';
import { ensurePgliteTemplate, ensureTemplateBackup, preparePostgres } from './test-template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresDataDir: string | null;
    /** A backup of the PGlite template, for tests that restore a private PostgreSQL copy. */
    templateBackup: string;
  }
}

/** Builds the seeded databases every test file starts from, once per run. */
export default async function setup(project: TestProject): Promise<void> {
  const template = await ensurePgliteTemplate();
  project.provide('pgliteTemplate', template);
  project.provide('templateBackup', await ensureTemplateBackup(template));
  const url = process.env.TEST_DATABASE_URL;
  project.provide('postgresDataDir', url ? await preparePostgres(url) : null);
}
