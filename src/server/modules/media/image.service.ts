import DataLoader from 'dataloader';
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Translated } from '../../../domain/i18n/translated';
import { loaderFor, type RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { originalKey, resizedKey, type BlobStorage } from './image-storage.server';
import { ingestImage, resizeToWebp, type IngestedImage } from './image-processing.server';
import { images } from './media.tables';

export type ImageRecord = typeof images.$inferSelect;

/** Pictures by id for one request, fetched together. */
export function imageLoader(ctx: RequestContext): DataLoader<string, ImageRecord | null> {
  return loaderFor(ctx, 'images', () => new DataLoader(async (ids: readonly string[]) => {
    const rows = await ctx.db.select().from(images).where(and(eq(images.shopId, ctx.shop.id), inArray(images.id, [...ids])));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  }));
}

/** A picture as `imagesJsonSql` writes it: the row's columns under their record names, the time as text. */
export type ImageJson = Omit<ImageRecord, 'createdAt'> & { createdAt: string };

/**
 * The picture `imageId` of shop `shopId` as JSON (null when there is none), for a statement that
 * reads what shows pictures (a product and its gallery) to bring them along instead of a
 * statement of their own. One primary-key lookup per picture.
 */
export function imageJsonSql(shopId: SQL | AnyColumn, imageId: SQL | AnyColumn): SQL<ImageJson | null> {
  return sql<ImageJson | null>`(SELECT json_build_object(
      'shopId', i.shop_id, 'id', i.id, 'storageKey', i.storage_key, 'mimeType', i.mime_type, 'byteSize', i.byte_size,
      'width', i.width, 'height', i.height, 'dominantColor', i.dominant_color, 'hasAlpha', i.has_alpha, 'alt', i.alt, 'createdAt', i.created_at
    ) FROM ${images} i WHERE i.shop_id = ${shopId} AND i.id = ${imageId})`;
}

/**
 * The records of pictures read by `imageJsonSql` (those found), each also kept in the request's picture
 * loader, so a field asking for one of them by id (a variation's picture) costs no statement.
 */
export function imagesFromJson(ctx: RequestContext, read: ReadonlyArray<ImageJson | null>): ImageRecord[] {
  const loader = imageLoader(ctx);
  const records: ImageRecord[] = [];
  for (const image of read) {
    if (!image) continue;
    const record: ImageRecord = { ...image, createdAt: new Date(image.createdAt) };
    loader.prime(record.id, record);
    records.push(record);
  }
  return records;
}

export interface MediaService {
  storage: BlobStorage;
  /** Stores a picture for a shop and returns its record; the same bytes give the same record. */
  saveImage(db: Db, shopId: string, bytes: Buffer, alt?: Translated<string>): Promise<ImageRecord>;
  /** Stores a picture already read by `ingestImage` (so the caller could check its type first). */
  saveIngestedImage(db: Db, shopId: string, ingested: IngestedImage, alt?: Translated<string>): Promise<ImageRecord>;
  /** A picture's stored original and its type; null when the shop has no such picture. */
  original(db: Db, shopId: string, imageId: string): Promise<{ bytes: Buffer; mimeType: string } | null>;
  /**
   * A WebP of the picture at `width`, made once and kept; null when the shop has no such picture.
   * `beforeMaking` runs only when the size was never made and no one is making it now (the
   * costly case): it may refuse by throwing, as the per-address resize limit does.
   */
  resized(db: Db, shopId: string, imageId: string, width: number, beforeMaking?: () => Promise<void>): Promise<Buffer | null>;
}

export function createMediaService(storage: BlobStorage): MediaService {
  const inFlight = new Map<string, Promise<Buffer | null>>();

  async function makeResized(db: Db, shopId: string, imageId: string, width: number): Promise<Buffer | null> {
    const cacheKey = resizedKey(shopId, imageId, width);
    const [record] = await db.select().from(images).where(and(eq(images.shopId, shopId), eq(images.id, imageId))).limit(1);
    if (!record) return null;
    const original = await storage.get(record.storageKey);
    if (!original) return null;
    const resized = await resizeToWebp(original, width);
    await storage.put(cacheKey, resized);
    return resized;
  }

  async function saveIngestedImage(db: Db, shopId: string, ingested: IngestedImage, alt?: Translated<string>): Promise<ImageRecord> {
    const storageKey = originalKey(shopId, ingested.id, ingested.extension);
    const [existing] = await db.select().from(images).where(and(eq(images.shopId, shopId), eq(images.id, ingested.id))).limit(1);
    if (existing) return existing;
    await storage.put(storageKey, ingested.bytes);
    const [row] = await db
      .insert(images)
      .values({
        shopId,
        id: ingested.id,
        storageKey,
        mimeType: ingested.mimeType,
        byteSize: ingested.bytes.length,
        width: ingested.width,
        height: ingested.height,
        dominantColor: ingested.dominantColor,
        hasAlpha: ingested.hasAlpha,
        alt: alt ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    const [raced] = await db.select().from(images).where(and(eq(images.shopId, shopId), eq(images.id, ingested.id))).limit(1);
    return raced!;
  }

  return {
    storage,
    async saveImage(db, shopId, bytes, alt) {
      return saveIngestedImage(db, shopId, await ingestImage(bytes), alt);
    },
    async original(db, shopId, imageId) {
      const [record] = await db.select().from(images).where(and(eq(images.shopId, shopId), eq(images.id, imageId))).limit(1);
      const bytes = record ? await storage.get(record.storageKey) : null;
      return record && bytes ? { bytes, mimeType: record.mimeType } : null;
    },
    saveIngestedImage,
    async resized(db, shopId, imageId, width, beforeMaking) {
      const cached = await storage.get(resizedKey(shopId, imageId, width));
      if (cached) return cached;
      const key = `${shopId}/${imageId}/${width}`;
      let pending = inFlight.get(key);
      if (!pending) await beforeMaking?.();
      pending ??= inFlight.get(key);
      if (!pending) {
        // Concurrent requests for a picture not yet resized share one sharp job.
        pending = makeResized(db, shopId, imageId, width).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
