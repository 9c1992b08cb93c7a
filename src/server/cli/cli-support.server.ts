import fs from 'node:fs';
import path from 'node:path';
import { readConfig, type AppConfig } from '../config.server';
import { databaseErrorSummary } from '../db/database-errors.server';
import { openDatabase, type Database } from '../db/database.server';
import { migrate } from '../db/migrate.server';
import { AppError, translate } from '../errors.server';
import { createBlobStorage, type BlobStorage } from '../modules/media';

/** A mistake the person at the keyboard can fix: printed as one line, never with a stack. */
export class CliError extends Error {
  override name = 'CliError';
}

/** What every command needs: the settings and a database that is migrated and closed after. */
export interface CliRuntime {
  config: AppConfig;
  out: (line: string) => void;
  /** Where the shops' pictures are stored, as the server stores them. */
  storage(): BlobStorage;
  /** Opens the database (migrating it unless told not to), runs `work`, always closes it. */
  withDatabase<T>(work: (database: Database) => Promise<T>, options?: { migrate?: boolean }): Promise<T>;
}

export function createCliRuntime(env: NodeJS.ProcessEnv, out: (line: string) => void): CliRuntime {
  let config: AppConfig;
  try {
    config = readConfig(env);
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  return {
    config,
    out,
    storage: () => createBlobStorage(config),
    async withDatabase(work, options = {}) {
      let database: Database;
      try {
        database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
      } catch (error) {
        throw new CliError(databaseErrorSummary(error));
      }
      try {
        if (options.migrate !== false) await migrate(database);
        return await work(database);
      } finally {
        await database.close();
      }
    },
  };
}

/** The local uploads directory, or null when pictures live in object storage. */
export function localUploadsDir(config: AppConfig): string | null {
  return config.s3 ? null : path.join(config.dataDir, 'uploads');
}

/** Reads a password piped to the command (`--password-stdin`), without its trailing newline. */
export async function readStdinSecret(): Promise<string> {
  if (process.stdin.isTTY) throw new CliError('--password-stdin reads the password from a pipe, for example: printf %s "$PASSWORD" | npx etalase …');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

/** An AppError refusal in English words for the terminal (the dictionaries carry both). */
export function refusalText(error: unknown): string | null {
  if (error instanceof AppError) return translate('en', error.messageKey, error.params);
  return null;
}

export function ensureEmptyDir(dir: string, what: string): void {
  if (fs.existsSync(dir) && fs.readdirSync(dir).some((name) => name !== '.gitkeep')) {
    throw new CliError(`${dir} is not empty: ${what} needs an empty or new directory.`);
  }
}
