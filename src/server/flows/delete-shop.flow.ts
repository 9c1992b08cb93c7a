import type { Db } from '../db/database.server';
import { deleteShopFiles, type BlobStorage } from '../modules/media';
import { deleteShopRows } from '../modules/shop';

/**
 * Deletes a shop for good: its stored files, then its rows (one statement; every table holding
 * shop rows cascades from `shops`). Files go first so that a failure leaves the rows, from which
 * the deletion can simply be run again; the other order would leave files nobody can find.
 */
export async function deleteShop(db: Db, storage: BlobStorage, shopId: string): Promise<{ files: number }> {
  const files = await deleteShopFiles(db, storage, shopId);
  await deleteShopRows(db, shopId);
  return { files };
}
