import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { BackupError, readBackupManifest, restoreBackup, writeBackup } from '../db/backup.server';
import { migrate, pendingMigrations } from '../db/migrate.server';
import { createMediaService } from '../modules/media';
import { demoSeedWanted, ownerNotePath, seedDemoShop } from '../seed/seed-demo-shop.server';
import { CliError, ensureEmptyDir, localUploadsDir, type CliRuntime } from './cli-support.server';

export function registerDataCommands(program: Command, runtime: CliRuntime): void {
  program.command('migrate')
    .description('apply pending database migrations and stop (the server also does this at start)')
    .action(async () => {
      await runtime.withDatabase(async (database) => {
        const pending = await pendingMigrations(database);
        const applied = await migrate(database, { onApply: (name) => runtime.out(`Applying ${name}…`) });
        runtime.out(applied.length ? `Applied ${applied.length} migration${applied.length === 1 ? '' : 's'}.` : `The database is up to date (${pending.length} pending).`);
      }, { migrate: false });
    });

  program.command('seed-demo')
    .description('create the demo shop "Lumbung Nusantara" at localhost, 127.0.0.1 and ::1')
    .action(async () => {
      await runtime.withDatabase(async (database) => {
        if (!(await demoSeedWanted(database.db, 'true', database.kind))) throw new CliError('The demo shop exists already. Delete it first with `npx etalase shop delete demo --yes`.');
        const media = createMediaService(runtime.storage());
        let last = -1;
        const result = await seedDemoShop(database.db, media, {
          dataDir: runtime.config.dataDir,
          onProgress: (step, done, total) => {
            const tenth = Math.floor((done * 10) / total);
            if (step === 'rows' && tenth !== last) runtime.out(`Writing the demo products: ${done} of ${total}`);
            if (step === 'rows') last = tenth;
          },
        });
        if (!result.seeded) throw new CliError('Another process created the demo shop at the same time.');
        runtime.out(`Created the demo shop. Owner: ${result.ownerEmail}, password: ${result.ownerPassword} (also in ${ownerNotePath(runtime.config.dataDir)}).`);
      });
    });

  program.command('backup')
    .description('write every shop\'s data (and uploaded files kept on local disk) into a new directory')
    .argument('<dir>', 'a directory that does not exist yet or is empty')
    .action(async (dir: string) => {
      const target = path.resolve(dir);
      ensureEmptyDir(target, 'a backup');
      const manifest = await runtime.withDatabase((database) => writeBackup(database, { dir: target, uploadsDir: localUploadsDir(runtime.config) }));
      const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
      runtime.out(`Backed up ${rows} rows of ${manifest.tables.length} tables to ${target}.`);
      runtime.out(manifest.files === 'object-storage' ? 'Uploaded files stay in object storage: back up the bucket with the storage service.' : `Uploaded files: ${manifest.files}.`);
    });

  program.command('restore')
    .description('restore a backup into an empty database (set DATA_DIR or DATABASE_URL to the target)')
    .argument('<dir>', 'a directory written by `etalase backup`')
    .action(async (dir: string) => {
      const source = path.resolve(dir);
      readBackupManifest(source);
      if (!runtime.config.databaseUrl && fs.existsSync(path.join(runtime.config.dataDir, 'db', 'PG_VERSION'))) {
        throw new CliError(`${runtime.config.dataDir} already holds a database: restore into a new DATA_DIR.`);
      }
      const result = await runtime.withDatabase((database) => restoreBackup(database, { dir: source, uploadsDir: localUploadsDir(runtime.config) }), { migrate: false });
      runtime.out(`Restored ${result.rows} rows and ${result.files} files${result.upgradedBy.length ? `, then applied ${result.upgradedBy.length} newer migration(s)` : ''}.`);
    });
}

export { BackupError };
