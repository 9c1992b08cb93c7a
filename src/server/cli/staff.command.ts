import { isStaffRole, STAFF_ROLES } from '../../domain/staff/staff-permissions';
import type { Command } from 'commander';
import { isEmailAddress } from '../../domain/validation';
import type { Db } from '../db/database.server';
import { createStaffAccount, issueSignInLink, listStaff, newPasswordProblem, resetStaffPassword, SIGN_IN_LINK_HOURS, staffByEmail, STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from '../modules/staff';
import { translate } from '../errors.server';
import { CliError, readStdinSecret, type CliRuntime } from './cli-support.server';
import { requireShop } from './shop.command';
import { shopOrigin, type ShopSummary } from '../modules/shop';

/** The address a printed link starts with: the shop's own origin, as e-mails use it. */
function linkOrigin(shop: ShopSummary, port: number): string {
  const host = shop.hosts[0];
  if (!host) throw new CliError(`${shop.name} has no host name, so no link can reach it: add one with \`npx etalase domain add ${shop.id} <host>\`.`);
  return shopOrigin({ primaryHost: host }, port);
}

async function checkedPassword(fromStdin: boolean | undefined): Promise<string | undefined> {
  if (!fromStdin) return undefined;
  const password = await readStdinSecret();
  const problem = newPasswordProblem(password);
  if (problem) throw new CliError(translate('en', problem, { min: STAFF_PASSWORD_MIN_LENGTH, max: STAFF_PASSWORD_MAX_LENGTH }));
  return password;
}

async function printLink(runtime: CliRuntime, db: Db, shop: ShopSummary, staffId: string): Promise<void> {
  const origin = linkOrigin(shop, runtime.config.port);
  const { token } = await issueSignInLink(db, shop.id, staffId);
  runtime.out(`One-time sign-in link (valid ${SIGN_IN_LINK_HOURS} hours, works once):`);
  runtime.out(`  ${origin}/admin/sign-in/${token}`);
}

export function registerStaffCommands(program: Command, runtime: CliRuntime): void {
  const staff = program.command('staff').description('the people who run a shop');

  staff.command('create')
    .description('add an owner or staff member; prints a one-time sign-in link unless a password is piped in')
    .argument('<shop>', 'the shop\'s id or one of its host names')
    .requiredOption('--email <address>', 'their e-mail address (their sign-in name)')
    .requiredOption('--name <name>', 'their name')
    .option('--role <role>', STAFF_ROLES.join(', '), 'administrator')
    .option('--password-stdin', `read a password (at least ${STAFF_PASSWORD_MIN_LENGTH} characters) from standard input instead of printing a link`)
    .action(async (idOrHost: string, options: { email: string; name: string; role: string; passwordStdin?: boolean }) => {
      const email = options.email.trim().toLowerCase();
      if (!isEmailAddress(email)) throw new CliError(`--email "${options.email}" is not an e-mail address.`);
      const name = options.name.trim();
      if (!name || name.length > 120) throw new CliError('--name must be 1 to 120 characters.');
      const role = options.role;
      if (!isStaffRole(role)) throw new CliError(`--role must be one of ${STAFF_ROLES.join(', ')}, not "${options.role}".`);
      const password = await checkedPassword(options.passwordStdin);
      await runtime.withDatabase(async ({ db }) => {
        const shop = await requireShop(db, idOrHost);
        if (await staffByEmail(db, shop.id, email)) throw new CliError(`${email} is already staff of ${shop.name}: use \`npx etalase staff reset-password ${shop.id} ${email}\`.`);
        const member = await createStaffAccount(db, shop.id, { email, name, role, password });
        runtime.out(`Added ${name} <${email}> as ${role} of ${shop.name}.`);
        if (password === undefined) await printLink(runtime, db, shop, member.id);
        else runtime.out('They sign in with that e-mail address and password.');
      });
    });

  staff.command('list')
    .description('list a shop\'s staff')
    .argument('<shop>', 'the shop\'s id or one of its host names')
    .action(async (idOrHost: string) => {
      await runtime.withDatabase(async ({ db }) => {
        const shop = await requireShop(db, idOrHost);
        const members = await listStaff(db, shop.id);
        if (!members.length) runtime.out(`${shop.name} has no staff yet.`);
        for (const m of members) runtime.out(`${m.email}\t${m.name}\t${m.role}\t${m.hasPassword ? 'password set' : 'no password yet (sign-in link)'}`);
      });
    });

  staff.command('reset-password')
    .description('sign a staff member out everywhere and give them a new one-time sign-in link (or a piped-in password)')
    .argument('<shop>', 'the shop\'s id or one of its host names')
    .argument('<email>', 'the staff member\'s e-mail address')
    .option('--password-stdin', 'read the new password from standard input instead of printing a link')
    .action(async (idOrHost: string, emailArg: string, options: { passwordStdin?: boolean }) => {
      const password = await checkedPassword(options.passwordStdin);
      await runtime.withDatabase(async ({ db }) => {
        const shop = await requireShop(db, idOrHost);
        const member = await staffByEmail(db, shop.id, emailArg);
        if (!member) throw new CliError(`${shop.name} has no staff member ${emailArg.trim().toLowerCase()}. See \`npx etalase staff list ${shop.id}\`.`);
        await resetStaffPassword(db, shop.id, member.id, password ?? null);
        runtime.out(`Signed ${member.email} out of every session; the old password no longer works.`);
        if (password === undefined) await printLink(runtime, db, shop, member.id);
        else runtime.out('The new password is set.');
      });
    });
}
