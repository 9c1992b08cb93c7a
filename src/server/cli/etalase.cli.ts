import { Command, CommanderError } from 'commander';
import { BackupError } from '../db/backup.server';
import { databaseErrorSummary } from '../db/database-errors.server';
import { CliError, createCliRuntime, refusalText } from './cli-support.server';
import { registerDataCommands } from './data.command';
import { registerShopCommands } from './shop.command';
import { registerStaffCommands } from './staff.command';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

const defaultIo: CliIo = { out: (line) => console.log(line), err: (line) => console.error(line) };

/**
 * `npx etalase <command>`: runs one command against the database the server would use (the
 * same DATA_DIR / DATABASE_URL settings) and answers with an exit code. Mistakes are told in
 * one line; only an unexpected fault prints more, and only with `--verbose`.
 */
export async function runCli(argv: readonly string[], env: NodeJS.ProcessEnv = process.env, io: CliIo = defaultIo): Promise<number> {
  const program = new Command('etalase')
    .description('Run Etalase shops: create shops and staff, migrate, back up and restore.')
    .option('--verbose', 'print the full error of an unexpected failure')
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({ writeOut: (text) => io.out(text.trimEnd()), writeErr: (text) => io.err(text.trimEnd()) })
    .exitOverride();
  let runtime: ReturnType<typeof createCliRuntime> | null = null;
  const lazyRuntime = new Proxy({} as ReturnType<typeof createCliRuntime>, {
    get: (_target, key) => {
      runtime ??= createCliRuntime(env, io.out);
      return runtime[key as keyof typeof runtime];
    },
  });
  registerShopCommands(program, lazyRuntime);
  registerStaffCommands(program, lazyRuntime);
  registerDataCommands(program, lazyRuntime);
  for (const command of program.commands) command.exitOverride();
  for (const command of program.commands.flatMap((c) => c.commands)) command.exitOverride();

  try {
    await program.parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    if (error instanceof CliError || error instanceof BackupError) {
      io.err(`error: ${error.message}`);
      return 1;
    }
    const refusal = refusalText(error);
    if (refusal) {
      io.err(`error: ${refusal}`);
      return 1;
    }
    io.err(`error: ${databaseErrorSummary(error)}`);
    if (program.opts<{ verbose?: boolean }>().verbose) io.err(error instanceof Error ? error.stack ?? error.message : String(error));
    return 1;
  }
}
