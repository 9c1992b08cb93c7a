import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.server';
import { shopFolders, type BlobStorage } from './image-storage.server';
import { images } from './media.tables';

/**
 * Removes every stored file of one shop: each uploaded original and each resized copy made
 * from it, wherever the storage keeps them. Call it BEFORE the shop's rows are deleted: the
 * shop's `images` rows name originals that might lie outside its folders. Returns how many
 * files were removed. Running it twice is harmless (the second run finds nothing).
 */
export async function deleteShopFiles(db: Db, storage: BlobStorage, shopId: string): Promise<number> {
  const folders = shopFolders(shopId);
  const [listed, rows] = await Promise.all([
    Promise.all(folders.map((folder) => storage.list(folder))),
    db.select({ storageKey: images.storageKey }).from(images).where(eq(images.shopId, shopId)),
  ]);
  const keys = new Set(listed.flat());
  for (const { storageKey } of rows) {
    if (!keys.has(storageKey) && (await storage.exists(storageKey))) keys.add(storageKey);
  }
  await storage.delete([...keys]);
  return keys.size;
}
