import { and, eq } from 'drizzle-orm';
import { IMPORT_LIMITS, readHeader, readProductRows, type CsvProblem, type ImportProduct } from '../../../domain/catalog/product-csv';
import { parseCsv } from '../../../domain/csv/csv';
import type { Translated } from '../../../domain/i18n/translated';
import { holdsAny } from '../../../domain/staff/staff-permissions';
import { toSlug } from '../../../domain/text/slug';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { inTransaction } from '../../db/transaction.server';
import { forbidden, say } from '../../errors.server';
import { newId } from '../../ids.server';
import { recordAudit } from '../audit';
import type { ProductOptionRecord, ProductRow } from './catalog.tables';
import { refreshSearchIndex } from './search-index.service';
import { products, productVariations } from './catalog.tables';
import { matchedProduct, readShopCatalogue, shopProblems, type ShopCatalogue } from './product-import-check';

export interface ImportProgress { phase: 'checking' | 'writing'; done: number; total: number }

export interface ImportReport {
  dryRun: boolean;
  /** True only when every row was written (in one transaction). */
  written: boolean;
  rows: number;
  products: number;
  created: number;
  updated: number;
  problems: Array<{ row: number | null; column: string | null; message: string }>;
}

/** Rows checked or written between two progress reports (and two turns of the event loop). */
const CHUNK_ROWS = 100;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const rowsOf = (product: ImportProduct) => Math.max(1, product.variations.length);

function report(ctx: RequestContext, dryRun: boolean, rows: number, plan: ImportProduct[], problems: CsvProblem[], counts = { created: 0, updated: 0 }): ImportReport {
  return {
    dryRun, written: false, rows, products: plan.length, ...counts,
    problems: problems.map((problem) => ({ row: problem.row, column: problem.column, message: say(ctx, problem.key, problem.params ?? {}) })),
  };
}

/** Address of a new product without a slug in the file: from its name, never one already taken. */
function freeSlug(base: string, sku: string, taken: Set<string>): string {
  const root = (base || toSlug(`produk ${sku}`) || 'produk').slice(0, 90).replace(/-+$/, '');
  let slug = root;
  for (let n = 2; taken.has(slug); n += 1) slug = `${root}-${n}`;
  taken.add(slug);
  return slug;
}

/** An option name or value with the English the shop already has for the same Indonesian text. */
function keepEnglish(text: string, known: ReadonlyArray<Translated<string>>): Translated<string> {
  return known.find((entry) => entry.id === text) ?? { id: text };
}

function optionsOf(product: ImportProduct, current: ProductRow | null, kept: ReadonlyArray<{ optionValues: string[] }>): ProductOptionRecord[] {
  if (product.variations.length === 0) return [];
  const names = product.optionNames ?? current?.options.map((option) => option.name.id) ?? [];
  return names.map((name, index) => {
    const old = current?.options[index];
    const values = [...new Set([...product.variations, ...kept].map((variation) => variation.optionValues[index] ?? ''))].filter(Boolean);
    return { name: keepEnglish(name, old ? [old.name] : []), values: values.map((value) => keepEnglish(value, old?.values ?? [])) };
  });
}

/** Writes one product and its variations; answers what changed, for the audit record. */
async function writeProduct(tx: Db, ctx: RequestContext, shop: ShopCatalogue, product: ImportProduct, slug: string) {
  const current = matchedProduct(shop, product);
  const held = current ? (shop.variationsOf.get(current.id) ?? []) : [];
  const listed = new Set(product.variations.map((variation) => variation.sku));
  const kept = held.filter((variation) => !listed.has(variation.sku));
  const category = product.category === undefined ? (current?.categoryId ?? null) : (product.category ? shop.categoryBySlug.get(product.category)!.id : null);
  const name = product.name.en ? { id: product.name.id, en: product.name.en } : { id: product.name.id };
  const status = product.status ?? current?.status ?? 'draft';
  const fields = {
    sku: product.sku, slug, status, name, price: product.price, categoryId: category,
    summary: product.summary ? (product.summary.en ? { id: product.summary.id, en: product.summary.en } : { id: product.summary.id }) : (current?.summary ?? { id: '' }),
    compareAtPrice: product.compareAtPrice === undefined ? (current?.compareAtPrice ?? null) : product.compareAtPrice,
    stock: product.stock ?? current?.stock ?? 0,
    weightGrams: product.weightGrams ?? current?.weightGrams ?? 0,
    lengthCm: product.lengthCm ?? current?.lengthCm ?? 0,
    widthCm: product.widthCm ?? current?.widthCm ?? 0,
    heightCm: product.heightCm ?? current?.heightCm ?? 0,
    options: optionsOf(product, current, kept),
    publishedAt: status === 'published' ? (current?.publishedAt ?? new Date()) : (current?.publishedAt ?? null),
  };
  let productId: string;
  if (current) {
    productId = current.id;
    await tx.update(products).set({ ...fields, updatedAt: new Date() }).where(and(eq(products.shopId, ctx.shop.id), eq(products.id, current.id)));
  } else {
    productId = newId();
    await tx.insert(products).values({ ...fields, shopId: ctx.shop.id, id: productId, description: { id: { blocks: [], entityMap: {} } } });
  }
  for (const [position, variation] of product.variations.entries()) {
    const values = { optionValues: variation.optionValues, price: variation.price ?? product.price, compareAtPrice: variation.compareAtPrice, stock: variation.stock, position };
    const existing = shop.variationsBySku.get(variation.sku);
    if (existing && existing.productId === productId) {
      await tx.update(productVariations).set(values).where(and(eq(productVariations.shopId, ctx.shop.id), eq(productVariations.id, existing.id)));
    } else {
      await tx.insert(productVariations).values({ ...values, shopId: ctx.shop.id, id: newId(), productId, sku: variation.sku });
    }
  }
  for (const [index, variation] of kept.entries()) {
    await tx.update(productVariations).set({ position: product.variations.length + index }).where(and(eq(productVariations.shopId, ctx.shop.id), eq(productVariations.id, variation.id)));
  }
  const before = current ? { price: current.price, stock: current.stock, status: current.status, name: current.name, variations: held.map((v) => ({ sku: v.sku, price: v.price, stock: v.stock })) } : null;
  const after = { price: fields.price, stock: fields.stock, status, name, variations: product.variations.map((v) => ({ sku: v.sku, price: v.price ?? product.price, stock: v.stock })) };
  return { productId, created: !current, sku: product.sku, before, after };
}

/**
 * Reads a CSV file of products (docs/decisions/0028) and checks every row against the rules and
 * the shop's data. A dry run, or a file with any problem, writes nothing and answers every
 * problem by row and column in the staff member's language. Otherwise every product is created
 * or updated (matched by SKU, variations by their own SKU) in one transaction with one audit
 * record: all rows are written, or none.
 */
export async function importProducts(ctx: RequestContext, text: string, options: { dryRun: boolean; onProgress?: (progress: ImportProgress) => void }): Promise<ImportReport> {
  if (!ctx.staff) throw forbidden();
  if (!holdsAny(ctx.staff.permissions, 'catalog.manage')) throw forbidden('error.roleMayNot');
  const { dryRun } = options;
  const progress = options.onProgress ?? (() => undefined);
  const parsed = parseCsv(text);
  const [header = [], ...rows] = parsed.rows;
  if (parsed.unclosedQuoteAt !== undefined) return report(ctx, dryRun, rows.length, [], [{ row: null, column: null, key: 'import.problem.unclosedQuote', params: { line: parsed.unclosedQuoteAt } }]);
  if (rows.length === 0) return report(ctx, dryRun, 0, [], [{ row: null, column: null, key: 'import.problem.noRows' }]);
  if (rows.length > IMPORT_LIMITS.maxRows) return report(ctx, dryRun, rows.length, [], [{ row: null, column: null, key: 'import.problem.tooManyRows', params: { max: IMPORT_LIMITS.maxRows, count: rows.length } }]);
  const heading = readHeader(header);
  if (heading.problems.length) return report(ctx, dryRun, rows.length, [], heading.problems);
  const { products: plan, problems } = readProductRows(heading.columns, rows);

  const total = rows.length;
  const shop = await readShopCatalogue(ctx.db, ctx.shop.id, false);
  const slugs = new Map<ImportProduct, string>();
  const taken = new Set([...shop.productBySlug.keys(), ...plan.flatMap((product) => (product.slug ? [product.slug] : []))]);
  let done = 0;
  for (const [index, product] of plan.entries()) {
    problems.push(...shopProblems(shop, product));
    slugs.set(product, product.slug ?? matchedProduct(shop, product)?.slug ?? freeSlug(toSlug(product.name.id), product.sku, taken));
    done += rowsOf(product);
    if ((index + 1) % CHUNK_ROWS === 0 || index === plan.length - 1) {
      progress({ phase: 'checking', done: Math.min(done, total), total });
      await nextTurn();
    }
  }
  problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  const created = plan.filter((product) => !matchedProduct(shop, product)).length;
  const counts = { created, updated: plan.length - created };
  if (problems.length || dryRun) return report(ctx, dryRun, total, plan, problems, counts);

  await inTransaction(ctx.db, async (tx) => {
    // Read again under lock: what was checked is what is written, whatever else happened meanwhile.
    const locked = await readShopCatalogue(tx, ctx.shop.id, true);
    const late = plan.flatMap((product) => shopProblems(locked, product));
    if (late.length) throw new ImportChanged(late);
    const changes = [];
    let written = 0;
    for (const [index, product] of plan.entries()) {
      changes.push(await writeProduct(tx, ctx, locked, product, slugs.get(product)!));
      written += rowsOf(product);
      if ((index + 1) % CHUNK_ROWS === 0 || index === plan.length - 1) {
        progress({ phase: 'writing', done: Math.min(written, total), total });
        await nextTurn();
      }
    }
    // Every written product found by search in the same transaction, in one statement.
    await refreshSearchIndex(tx, ctx.shop.id, { productIds: changes.map((change) => change.productId) });
    await recordAudit(ctx, tx, {
      action: 'importProducts',
      entityType: 'product',
      before: Object.fromEntries(changes.filter((change) => change.before).map((change) => [change.sku, change.before])),
      after: { rows: total, created: counts.created, updated: counts.updated, products: Object.fromEntries(changes.map((change) => [change.sku, change.after])) },
    });
  }, 1).catch((error: unknown) => {
    if (error instanceof ImportChanged) problems.push(...error.problems);
    else throw error;
  });
  if (problems.length) return report(ctx, dryRun, total, plan, problems, counts);
  return { ...report(ctx, dryRun, total, plan, [], counts), written: true };
}

/** The shop changed between the check and the write (another import, an edit): nothing is written. */
class ImportChanged extends Error {
  constructor(readonly problems: CsvProblem[]) {
    super('the shop changed during the import');
  }
}
