import type { Command } from 'commander';
import { isSupportedLanguage } from '../../domain/i18n/language';
import { CURRENCY_CODES, currencyNumber, isCurrencyCode } from '../../domain/money/currency';
import { toSlug } from '../../domain/text/slug';
import { isEmailAddress } from '../../domain/validation';
import { deleteShop } from '../flows/delete-shop.flow';
import { newId } from '../ids.server';
import { addShopDomain, createShop, findShop, hostOwner, isValidShopHost, listShops, normaliseHost, removeShopDomain, type ShopSummary } from '../modules/shop';
import { CliError, type CliRuntime } from './cli-support.server';
import type { Db } from '../db/database.server';

export async function requireShop(db: Db, idOrHost: string): Promise<ShopSummary> {
  const shop = await findShop(db, idOrHost);
  if (!shop) throw new CliError(`No shop has the id or host name "${idOrHost}". See \`npx etalase shop list\`.`);
  return shop;
}

export function checkedHost(value: string): string {
  const host = normaliseHost(value.replace(/^https?:\/\//i, '').replace(/\/.*$/, ''));
  if (!host || !isValidShopHost(host)) throw new CliError(`"${value}" is not a host name (for example toko.example.co.id).`);
  return host;
}

async function freeHost(db: Db, host: string): Promise<void> {
  const owner = await hostOwner(db, host);
  if (owner) throw new CliError(`The host name ${host} already belongs to shop "${owner}".`);
}

export function registerShopCommands(program: Command, runtime: CliRuntime): void {
  const shop = program.command('shop').description('create, list and delete shops');

  shop.command('create')
    .description('create a shop that answers at the given host names (the first is its primary one)')
    .requiredOption('--name <name>', 'the shop\'s name, as shoppers see it')
    .requiredOption('--domain <host...>', 'host names the shop answers at')
    .requiredOption('--email <address>', 'the shop\'s contact address (receives new-order and payment-proof e-mails)')
    .option('--id <id>', 'a short id of letters, digits and "-" (default: made from the name)')
    .option('--language <code>', 'default language of the shop: id or en', 'id')
    .option('--currency <code>', `prices are in this currency: ${CURRENCY_CODES.join(', ')}`, 'IDR')
    .option('--phone <phone>', 'contact phone number', '')
    .option('--city <city>', 'the shop\'s city', '')
    .action(async (options: { name: string; domain: string[]; email: string; id?: string; language: string; currency: string; phone: string; city: string }) => {
      const name = options.name.trim();
      if (!name || name.length > 120) throw new CliError('--name must be 1 to 120 characters.');
      if (!isEmailAddress(options.email.trim())) throw new CliError(`--email "${options.email}" is not an e-mail address.`);
      if (!isSupportedLanguage(options.language)) throw new CliError(`--language must be id or en, not "${options.language}".`);
      const currency = options.currency.toUpperCase();
      if (!isCurrencyCode(currency)) throw new CliError(`--currency must be one of ${CURRENCY_CODES.join(', ')}, not "${options.currency}".`);
      const id = options.id ?? (toSlug(name).slice(0, 40).replace(/-+$/, '') || newId());
      if (!/^[a-z0-9][a-z0-9-]{0,39}$/.test(id)) throw new CliError(`--id "${id}" must be 1 to 40 lower-case letters, digits or "-".`);
      const hosts = [...new Set(options.domain.map(checkedHost))];
      await runtime.withDatabase(async ({ db }) => {
        if (await findShop(db, id)) throw new CliError(`A shop with the id "${id}" exists already: choose another with --id.`);
        for (const host of hosts) await freeHost(db, host);
        await db.transaction(async (tx) => {
          const txDb = tx as unknown as Db;
          await createShop(txDb, {
            id, name, tagline: { id: '', en: '' }, currency: currencyNumber(currency), defaultLanguage: options.language,
            email: options.email.trim().toLowerCase(), phone: options.phone, address: '', city: options.city,
          });
          for (const [index, host] of hosts.entries()) await addShopDomain(txDb, id, host, index === 0);
        });
      });
      runtime.out(`Created shop "${name}" (id ${id}) at ${hosts.join(', ')}.`);
      runtime.out(`Next: npx etalase staff create ${id} --email <owner e-mail> --name <name> --role owner`);
    });

  shop.command('list')
    .description('list every shop with its host names')
    .action(async () => {
      const shops = await runtime.withDatabase(({ db }) => listShops(db));
      if (!shops.length) {
        runtime.out('No shops yet. Create one with `npx etalase shop create --help`.');
        return;
      }
      for (const s of shops) {
        runtime.out(`${s.id}\t${s.name}\t${s.hosts.join(', ') || '(no host name: unreachable)'}\t${s.email}`);
      }
    });

  shop.command('delete')
    .description('delete a shop with all its rows and files (cannot be undone: make a backup first)')
    .argument('<shop>', 'the shop\'s id or one of its host names')
    .option('--yes', 'confirm the deletion')
    .action(async (idOrHost: string, options: { yes?: boolean }) => {
      await runtime.withDatabase(async ({ db }) => {
        const found = await requireShop(db, idOrHost);
        if (!options.yes) throw new CliError(`This deletes "${found.name}" (${found.id}) with all its orders, products and pictures. Run again with --yes to confirm.`);
        const result = await deleteShop(db, runtime.storage(), found.id);
        runtime.out(`Deleted shop "${found.name}" (${found.id}) and ${result.files} stored file${result.files === 1 ? '' : 's'}.`);
      });
    });

  const domain = program.command('domain').description('add or remove a shop\'s host names');
  domain.command('add')
    .description('let a shop answer at another host name')
    .argument('<shop>', 'the shop\'s id or one of its host names')
    .argument('<host>', 'the new host name')
    .option('--primary', 'make it the shop\'s primary host name (used in links and e-mails)')
    .action(async (idOrHost: string, value: string, options: { primary?: boolean }) => {
      const host = checkedHost(value);
      await runtime.withDatabase(async ({ db }) => {
        const found = await requireShop(db, idOrHost);
        await freeHost(db, host);
        await addShopDomain(db, found.id, host, options.primary === true);
        runtime.out(`${found.name} now answers at ${host}${options.primary || found.hosts.length === 0 ? ' (primary)' : ''}. Running servers pick this up within a minute.`);
      });
    });
  domain.command('remove')
    .description('stop a shop answering at a host name')
    .argument('<shop>', 'the shop\'s id or one of its host names')
    .argument('<host>', 'the host name to remove')
    .action(async (idOrHost: string, value: string) => {
      const host = checkedHost(value);
      await runtime.withDatabase(async ({ db }) => {
        const found = await requireShop(db, idOrHost);
        if (!(await removeShopDomain(db, found.id, host))) throw new CliError(`${found.name} has no host name ${host} (it has ${found.hosts.join(', ') || 'none'}).`);
        const left = found.hosts.filter((h) => h !== host);
        runtime.out(`${found.name} no longer answers at ${host}.${left.length ? '' : ' It has no host name left, so no visitor can reach it.'}`);
      });
    });
}

