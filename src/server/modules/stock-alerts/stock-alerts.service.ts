import { createHash } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { isValidEmail } from '../../../domain/checkout/contact';
import { isSupportedLanguage, type Language } from '../../../domain/i18n/language';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { inTransaction } from '../../db/transaction.server';
import { badInput, say } from '../../errors.server';
import { newId } from '../../ids.server';
import { buyableStockOf, priceLines, productImagesLoader, productLoader, variationsLoader, type CatalogLine } from '../catalog';
import { moneyFormatter, shopEmail, type RenderedEmail } from '../mail';
import { enqueueEmails, type QueuedEmail } from '../outbox';
import { addressKey, enforceRateLimit } from '../platform';
import { BACK_IN_STOCK_EMAIL } from './stock-alert-emails.templates';
import { stockAlerts } from './stock-alerts.tables';

export interface StockAlertRequest {
  productId: string;
  /** Empty for a product without variations. */
  variationId: string;
  email: string;
}

/** The same answer whether the address asked before or not: nobody learns who waits for what. */
export interface StockAlertAccepted {
  email: string;
  message: string;
}

/** The alerts one pass of the job claims for one product or variation; the rest wait for the next pass. */
const CLAIM_BATCH = 200;

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Hashed: rate-limit counters hold no address anyone typed. */
function emailKey(shopId: string, email: string): string {
  return `${shopId}:${createHash('sha256').update(email).digest('base64url')}`;
}

/** Why a request is refused, on the field at fault, or null while the item is sold out. */
async function refusalOf(ctx: RequestContext, request: StockAlertRequest, line: CatalogLine): Promise<Error | null> {
  if (line.problem === 'UNAVAILABLE') {
    const product = await productLoader(ctx, { includeDrafts: true }).load(request.productId);
    if (!product) return badInput('error.stockAlert.unknownProduct', {}, 'productId');
    if (product.status !== 'published') return badInput('error.stockAlert.hidden', {}, 'productId');
    return badInput('error.stockAlert.unknownVariation', {}, 'variationId');
  }
  if (line.problem === 'VARIATION_REQUIRED') return badInput('error.stockAlert.chooseVariation', {}, 'variationId');
  if (line.problem !== 'OUT_OF_STOCK') return badInput('error.stockAlert.inStock', {}, 'productId');
  return null;
}

/**
 * A shopper leaves an address for a sold-out product or variation. Asking again while waiting
 * changes nothing; asking after an earlier e-mail (sold out once more) waits anew.
 */
export async function requestStockAlert(ctx: RequestContext, request: StockAlertRequest): Promise<StockAlertAccepted> {
  const email = normaliseEmail(request.email);
  if (!isValidEmail(email)) throw badInput('error.stockAlert.email', {}, 'email');
  await enforceRateLimit(ctx.limits, [
    { rule: 'stockAlertAddress', key: addressKey(ctx.clientAddress) },
    { rule: 'stockAlertEmail', key: emailKey(ctx.shop.id, email) },
  ]);
  const [line] = await priceLines(ctx, [{ productId: request.productId, variationId: request.variationId, count: 1, downPayment: false }], ctx.language);
  const refusal = line ? await refusalOf(ctx, request, line) : badInput('error.stockAlert.unknownProduct', {}, 'productId');
  if (refusal) throw refusal;
  await ctx.db.insert(stockAlerts)
    .values({ shopId: ctx.shop.id, id: newId(), productId: request.productId, variationId: request.variationId, email, language: ctx.language })
    .onConflictDoUpdate({
      target: [stockAlerts.shopId, stockAlerts.productId, stockAlerts.variationId, stockAlerts.email],
      set: {
        language: sql`excluded.language`,
        // A waiting alert keeps its time; one already told (or cancelled) starts a new wait.
        requestedAt: sql`CASE WHEN ${stockAlerts.state} = 'waiting' THEN ${stockAlerts.requestedAt} ELSE now() END`,
        state: 'waiting',
        notifiedAt: null,
      },
    });
  return { email, message: say(ctx, 'stockAlert.accepted', { email }) };
}

/** Waiting shoppers per variation of the products given ('' for a product's own stock). */
export async function waitingCounts(ctx: RequestContext, productIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (!productIds.length) return counts;
  const rows = await ctx.db.select({ productId: stockAlerts.productId, variationId: stockAlerts.variationId, waiting: count() })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.shopId, ctx.shop.id), inArray(stockAlerts.productId, [...productIds]), eq(stockAlerts.state, 'waiting')))
    .groupBy(stockAlerts.productId, stockAlerts.variationId);
  for (const row of rows) counts.set(`${row.productId}:${row.variationId}`, Number(row.waiting));
  return counts;
}

/** The product as the e-mail shows it: read before the claiming transaction, which re-checks the stock. */
async function productFacts(ctx: RequestContext, productId: string, variationId: string) {
  const product = await productLoader(ctx).load(productId);
  if (!product) return null;
  const [images, variations] = await Promise.all([productImagesLoader(ctx).load(productId), variationsLoader(ctx).load(productId)]);
  const variationImage = variationId ? variations.find((variation) => variation.id === variationId)?.imageId ?? null : null;
  return { slug: product.slug, imageId: variationImage ?? images[0]?.id ?? null };
}

function productUrl(origin: string, slug: string, language: Language): string {
  const path = `${origin}/product/${encodeURIComponent(slug)}`;
  return language === 'id' ? path : `${path}?lang=${language}`;
}

/**
 * The job's step (docs/decisions/0042): every product or variation with waiting alerts that can
 * be bought again — whatever raised its stock — gets its alerts claimed (waiting → notified)
 * and their e-mails written to the outbox in one transaction, after the stock is read again
 * inside it. An alert is claimed by a conditional update, so concurrent passes or processes
 * send each e-mail once; an item sold out again before the pass sends nothing.
 */
export async function sendBackInStockEmails(db: Db, contextFor: (shopId: string) => Promise<RequestContext>, now = new Date(), limit = 50): Promise<number> {
  // The distinct waiting items first (the partial index holds only waiting rows), then the
  // stock of each item once, rather than the stock of every waiting row.
  const waiting = db.selectDistinct({ shopId: stockAlerts.shopId, productId: stockAlerts.productId, variationId: stockAlerts.variationId })
    .from(stockAlerts).where(eq(stockAlerts.state, 'waiting')).as('waiting');
  const restocked = await db.select().from(waiting)
    .where(sql`${buyableStockOf(waiting.shopId, waiting.productId, waiting.variationId)} > 0`)
    .limit(limit);
  let sent = 0;
  for (const item of restocked) {
    const ctx = await contextFor(item.shopId);
    const facts = await productFacts(ctx, item.productId, item.variationId);
    if (!facts) continue;
    sent += await inTransaction(db, async (tx) => {
      const request = [{ productId: item.productId, variationId: item.variationId, count: 1, downPayment: false }];
      const [lineId] = await priceLines({ db: tx, shop: { id: item.shopId } }, request, 'id');
      if (!lineId?.available || lineId.availableStock <= 0) return 0;
      const [lineEn] = await priceLines({ db: tx, shop: { id: item.shopId } }, request, 'en');
      const batch = tx.select({ id: stockAlerts.id }).from(stockAlerts)
        .where(and(eq(stockAlerts.shopId, item.shopId), eq(stockAlerts.productId, item.productId), eq(stockAlerts.variationId, item.variationId), eq(stockAlerts.state, 'waiting')))
        .limit(CLAIM_BATCH);
      const claimed = await tx.update(stockAlerts).set({ state: 'notified', notifiedAt: now })
        .where(and(eq(stockAlerts.shopId, item.shopId), inArray(stockAlerts.id, batch), eq(stockAlerts.state, 'waiting')))
        .returning();
      // Every waiting address gets the same e-mail in its language: written once per language.
      const rendered = new Map<Language, Promise<RenderedEmail>>();
      const emailIn = (language: Language) => {
        const known = rendered.get(language);
        if (known) return known;
        const line = language === 'en' && lineEn ? lineEn : lineId;
        const email = shopEmail(tx, ctx, BACK_IN_STOCK_EMAIL, {
          language,
          shopName: ctx.shop.name,
          productName: line.variationLabel ? `${line.name} · ${line.variationLabel}` : line.name,
          price: moneyFormatter(ctx.shop.currency, language)(line.unitPrice),
          productUrl: productUrl(ctx.origin, facts.slug, language),
          origin: ctx.origin,
          imageId: facts.imageId,
        });
        rendered.set(language, email);
        return email;
      };
      const queued: QueuedEmail[] = [];
      for (const alert of claimed) {
        const language: Language = isSupportedLanguage(alert.language) ? alert.language : 'id';
        // The wait's start in the key: a shopper told once, who asks again later, is told again.
        queued.push({ shopId: item.shopId, dedupeKey: `back-in-stock:${alert.id}:${alert.requestedAt.getTime()}`, template: 'back-in-stock', message: { to: alert.email, ...(await emailIn(language)) } });
      }
      await enqueueEmails(tx, queued);
      return claimed.length;
    });
  }
  return sent;
}
