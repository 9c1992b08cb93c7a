import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DICTIONARIES } from '../../../domain/i18n/dictionaries';
import { SUPPORTED_LANGUAGES, type Language } from '../../../domain/i18n/language';
import { overrideProblem, type OverrideProblem } from '../../../domain/i18n/message-override';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { inTransaction } from '../../db/transaction.server';
import { say } from '../../errors.server';
import { recordAudit } from '../audit';
import { messagesHash } from './messages.service';
import { messageOverrides } from './i18n.tables';

/** One language's dictionary as a shop shows it, and the version browsers cache it under. */
export interface ShopDictionary {
  messages: Readonly<Record<string, string>>;
  hash: string;
  overrides: Readonly<Record<string, string>>;
}
type ShopDictionaries = Record<Language, ShopDictionary>;

/**
 * Each shop's texts are read once and kept in memory per database handle (one per process; a
 * test process may hold several servers). A save clears them at once for its own handle and,
 * through the database's change notices, in every other process (docs/decisions/0037, 0049).
 */
const loaded = new WeakMap<Db, Map<string, Promise<ShopDictionaries>>>();

function cacheOf(db: Db): Map<string, Promise<ShopDictionaries>> {
  let perShop = loaded.get(db);
  if (!perShop) {
    perShop = new Map();
    loaded.set(db, perShop);
  }
  return perShop;
}

async function load(db: Db, shopId: string): Promise<ShopDictionaries> {
  const rows = await db.select({ language: messageOverrides.language, key: messageOverrides.key, text: messageOverrides.text })
    .from(messageOverrides).where(eq(messageOverrides.shopId, shopId));
  const entries = {} as ShopDictionaries;
  // A key the dictionaries no longer have is left out: its screen is gone.
  const kept = rows.filter((row) => Object.hasOwn(DICTIONARIES[row.language], row.key)).sort((a, b) => `${a.language}:${a.key}`.localeCompare(`${b.language}:${b.key}`));
  // One signature over both languages: the browser asks for the other language's words under the
  // version of the one it shows, so a change in either must change both versions.
  const signature = JSON.stringify(kept.map((row) => [row.language, row.key, row.text]));
  for (const language of SUPPORTED_LANGUAGES) {
    const base = DICTIONARIES[language];
    const overrides = Object.fromEntries(kept.filter((row) => row.language === language).map((row) => [row.key, row.text]));
    entries[language] = {
      messages: Object.keys(overrides).length === 0 ? base : { ...base, ...overrides },
      // Shops without texts of their own share the default version; any text of its own gives another.
      hash: kept.length === 0 ? messagesHash(language) : createHash('sha1').update(`${messagesHash(language)}\n${signature}`).digest('base64url').slice(0, 10),
      overrides,
    };
  }
  return entries;
}

/** The shop's interface texts in `language`: the dictionary with the shop's own wording over it. */
export async function shopDictionary(db: Db, shopId: string, language: Language): Promise<ShopDictionary> {
  const perShop = cacheOf(db);
  let entry = perShop.get(shopId);
  if (!entry) {
    entry = load(db, shopId);
    perShop.set(shopId, entry);
    // A failed read is not remembered: the next request tries again.
    entry.catch(() => perShop.delete(shopId));
  }
  return (await entry)[language];
}

/** The cache of one database handle, cleared by the change notices (src/server/graphql/public-changes.server.ts). */
export function messageOverrideCache(db: Db): { invalidateShop(shopId: string): void; clear(): void } {
  return {
    invalidateShop: (shopId) => void cacheOf(db).delete(shopId),
    clear: () => cacheOf(db).clear(),
  };
}

export interface InterfaceText {
  key: string;
  defaults: Record<Language, string>;
  shop: Partial<Record<Language, string>>;
}

export interface InterfaceTextPage { rows: InterfaceText[]; total: number }

function textOf(key: string, id: ShopDictionary, en: ShopDictionary): InterfaceText {
  const shop: Partial<Record<Language, string>> = {};
  if (Object.hasOwn(id.overrides, key)) shop.id = id.overrides[key]!;
  if (Object.hasOwn(en.overrides, key)) shop.en = en.overrides[key]!;
  return { key, defaults: { id: DICTIONARIES.id[key]!, en: DICTIONARIES.en[key] ?? DICTIONARIES.id[key]! }, shop };
}

/** The interface messages whose key or text (default or the shop's) holds `search`, by key. */
export async function searchInterfaceTexts(ctx: RequestContext, query: { search: string; changedOnly: boolean; limit: number; offset: number }): Promise<InterfaceTextPage> {
  const [id, en] = await Promise.all([shopDictionary(ctx.db, ctx.shop.id, 'id'), shopDictionary(ctx.db, ctx.shop.id, 'en')]);
  const needle = query.search.trim().toLocaleLowerCase();
  const keys = Object.keys(DICTIONARIES.id).sort().filter((key) => {
    if (query.changedOnly && !Object.hasOwn(id.overrides, key) && !Object.hasOwn(en.overrides, key)) return false;
    if (!needle) return true;
    return [key, DICTIONARIES.id[key], DICTIONARIES.en[key], id.overrides[key], en.overrides[key]].some((text) => text?.toLocaleLowerCase().includes(needle));
  });
  return { rows: keys.slice(query.offset, query.offset + query.limit).map((key) => textOf(key, id, en)), total: keys.length };
}

export interface InterfaceTextRefused {
  __typename: 'InterfaceTextRefused';
  reason: OverrideProblem['kind'] | 'unknownKey';
  field: string;
  message: string;
}

function refusal(ctx: RequestContext, problem: OverrideProblem | { kind: 'unknownKey' }): InterfaceTextRefused {
  const params: Record<string, string | number> = {};
  if (problem.kind === 'missing' || problem.kind === 'invented') params.names = problem.names.map((name) => `{${name}}`).join(', ');
  if (problem.kind === 'tooLong') params.max = problem.max;
  return { __typename: 'InterfaceTextRefused', reason: problem.kind, field: problem.kind === 'unknownKey' ? 'key' : 'text', message: say(ctx, `error.interfaceText.${problem.kind}`, params) };
}

async function interfaceText(ctx: RequestContext, key: string): Promise<InterfaceText> {
  const [id, en] = await Promise.all([shopDictionary(ctx.db, ctx.shop.id, 'id'), shopDictionary(ctx.db, ctx.shop.id, 'en')]);
  return textOf(key, id, en);
}

/**
 * Sets (text given) or clears (text null) the shop's wording of `key` in `language`. The
 * placeholder rule is checked against the default in the same language.
 */
export async function changeInterfaceText(ctx: RequestContext, input: { key: string; language: Language; text: string | null }): Promise<InterfaceText | InterfaceTextRefused> {
  const original = DICTIONARIES[input.language][input.key];
  if (original === undefined || !Object.hasOwn(DICTIONARIES.id, input.key)) return refusal(ctx, { kind: 'unknownKey' });
  const text = input.text?.trim() ?? null;
  if (text !== null) {
    const problem = overrideProblem(original, text);
    if (problem) return refusal(ctx, problem);
  }
  const where = and(eq(messageOverrides.shopId, ctx.shop.id), eq(messageOverrides.language, input.language), eq(messageOverrides.key, input.key));
  await inTransaction(ctx.db, async (tx) => {
    const [before] = await tx.select({ text: messageOverrides.text }).from(messageOverrides).where(where).for('update');
    if (text === null) {
      if (!before) return;
      await tx.delete(messageOverrides).where(where);
    } else {
      if (before?.text === text) return;
      await tx.insert(messageOverrides).values({ shopId: ctx.shop.id, language: input.language, key: input.key, text, updatedBy: ctx.staff?.name ?? null })
        .onConflictDoUpdate({ target: [messageOverrides.shopId, messageOverrides.language, messageOverrides.key], set: { text, updatedAt: new Date(), updatedBy: ctx.staff?.name ?? null } });
    }
    await recordAudit(ctx, tx, {
      action: text === null ? 'clearInterfaceText' : 'setInterfaceText',
      entityType: 'interfaceText',
      entityId: `${input.language}:${input.key}`,
      before: { text: before?.text ?? null },
      after: { text },
    });
  });
  messageOverrideCache(ctx.db).invalidateShop(ctx.shop.id);
  return interfaceText(ctx, input.key);
}
