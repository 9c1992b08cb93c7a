import fs from 'node:fs';
import path from 'node:path';
import { richTextFromParagraphs } from '../../domain/rich-text/build';
import type { Db } from '../db/database.server';
import { newId } from '../ids.server';
import { insertBlogCategories, insertBlogPost } from '../modules/blog';
import { createCategories, createProduct } from '../modules/catalog';
import { addBankAccounts, saveCommerceSettings } from '../modules/commerce-settings';
import { createPages } from '../modules/content';
import { createCoupons } from '../modules/coupons';
import type { MediaService } from '../modules/media';
import { addShippingCourier } from '../modules/shipping';
import { recordDeploymentFact } from '../modules/platform';
import { addShopDomains, createShop, shopHasDomain } from '../modules/shop';
import { createStaffAccount, generatePassword } from '../modules/staff';
import { demoBlogCategories, demoBlogPosts } from './demo-blog.data';
import { demoCategories, demoPages, demoProducts, demoShop } from './demo-catalog.data';
import { demoBankAccounts, demoBankTransferInstructions, demoCheckoutFields, demoCoupons, demoDownPaymentProducts, demoShippingMethods } from './demo-commerce.data';
import { renderBannerImage, renderCategoryImage, renderProductImage } from './product-image';
import { demoBanner, demoHomeSections } from './demo-home.data';
import { arrangeHomePage } from '../modules/home';
import { sql } from 'drizzle-orm';
import { DEMO_HOSTS, DEMO_OWNER_EMAIL, DEMO_SHOP_ID, type SeedProgress, type SeedResult } from './demo-seed-wanted.server';

// What a start needs to decide whether to seed lives apart, so that a start that does not seed
// never loads this module, the demo's data and its drawing code (main.server.ts imports it lazily).
export { DEMO_HOSTS, DEMO_OWNER_EMAIL, DEMO_SHOP_ID, demoSeedWanted, ownerNotePath, type SeedDemoSetting, type SeedProgress, type SeedResult } from './demo-seed-wanted.server';

/** Held while the demo's rows are written, so two processes asked to seed at once seed once. */
const SEED_LOCK = 482317002;

/** Runs `work` over `items` with at most `limit` at a time (the machine has two cores). */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  });
  await Promise.all(workers);
  return results;
}

/**
 * Creates the demo shop once: pictures are drawn first, then every row is written in one
 * transaction, so a start interrupted mid-way leaves nothing half-seeded and simply seeds again.
 */
export async function seedDemoShop(db: Db, media: MediaService, options: { dataDir: string; onProgress?: SeedProgress }): Promise<SeedResult> {
  // The domains are written in the final transaction, so their presence means the seed completed.
  if (await shopHasDomain(db, DEMO_SHOP_ID)) return { seeded: false, ownerEmail: DEMO_OWNER_EMAIL };

  // Pictures (which need the shop row) are saved before the transaction: they are stored by
  // content hash, so a seed interrupted and run again simply finds them.
  await createShop(db, {
    id: DEMO_SHOP_ID,
    name: demoShop.name,
    tagline: demoShop.tagline,
    currency: 2,
    defaultLanguage: 'id',
    email: demoShop.email,
    phone: demoShop.phone,
    address: demoShop.address,
    city: demoShop.city,
  });

  const progress = options.onProgress ?? (() => undefined);
  const pictureTotal = demoCategories.length + demoProducts.length + demoBlogPosts.length;
  let picturesDone = 0;
  const pictureDone = () => progress('pictures', ++picturesDone, pictureTotal);
  const categoryImages = await mapLimited(demoCategories, 2, async (category) => {
    const image = await media.saveImage(db, DEMO_SHOP_ID, await renderCategoryImage(category), category.name);
    pictureDone();
    return image;
  });
  const productPictures = await mapLimited(demoProducts, 2, async (product) =>
    Promise.all(
      Array.from({ length: product.imageCount }, async (_, index) =>
        media.saveImage(db, DEMO_SHOP_ID, await renderProductImage({ motif: product.motif, colors: product.colors, seed: product.slug, index }), product.name),
      ),
    ).then((pictures) => {
      pictureDone();
      return pictures;
    }));

  const blogCovers = await mapLimited(demoBlogPosts, 2, async (post) => {
    const image = await media.saveImage(db, DEMO_SHOP_ID, await renderProductImage({ ...post.cover, seed: post.slug, index: 0 }), post.title);
    pictureDone();
    return image;
  });

  const banner = await media.saveImage(db, DEMO_SHOP_ID, await renderBannerImage(demoBanner.picture), demoBanner.alt);

  const categoryIds = new Map(demoCategories.map((c) => [c.slug, newId()]));
  const productIds = new Map<string, string>();
  const password = generatePassword();
  const now = Date.now();

  const written = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    // A second process that drew the same pictures finds the first one's rows and stops here.
    await txDb.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await shopHasDomain(txDb, DEMO_SHOP_ID)) return false;
    await addShopDomains(txDb, DEMO_SHOP_ID, DEMO_HOSTS);
    await createCategories(txDb, DEMO_SHOP_ID, demoCategories.map((category, index) => ({
      id: categoryIds.get(category.slug)!,
      slug: category.slug,
      parentId: category.parentSlug ? categoryIds.get(category.parentSlug) ?? null : null,
      name: category.name,
      description: category.description,
      imageId: categoryImages[index]!.id,
      position: index,
    })));
    for (const [index, product] of demoProducts.entries()) {
      progress('rows', index + 1, demoProducts.length);
      const id = newId();
      productIds.set(product.slug, id);
      // Staggered creation times give "newest first" a believable order.
      const createdAt = new Date(now - index * 3_600_000);
      const pictures = productPictures[index] ?? [];
      await createProduct(txDb, DEMO_SHOP_ID, {
        id,
        slug: product.slug,
        status: 'published',
        name: product.name,
        summary: product.summary,
        description: { id: richTextFromParagraphs(product.description.id), en: richTextFromParagraphs(product.description.en) },
        price: product.price,
        compareAtPrice: product.compareAtPrice ?? null,
        sku: product.sku,
        stock: product.variations.length ? 0 : product.stock,
        downPaymentPercent: demoDownPaymentProducts[product.slug] ?? null,
        weightGrams: product.weightGrams,
        lengthCm: product.lengthCm,
        widthCm: product.widthCm,
        heightCm: product.heightCm,
        options: product.options.map((o) => ({ name: o.name, values: o.values })),
        categoryId: categoryIds.get(product.categorySlug) ?? null,
        featured: product.featured ?? false,
        publishedAt: createdAt,
        createdAt,
        updatedAt: createdAt,
      }, pictures.map((image) => image.id), product.variations.map((variation, position) => ({
        id: newId(),
        optionValues: variation.values,
        sku: variation.sku,
        price: variation.price,
        compareAtPrice: product.compareAtPrice && product.compareAtPrice > variation.price ? product.compareAtPrice + (variation.price - product.price) : null,
        stock: variation.stock,
        position,
      })));
    }
    await createPages(txDb, DEMO_SHOP_ID, demoPages.map((page, index) => ({
      id: newId(),
      slug: page.slug,
      status: 'published' as const,
      title: page.title,
      body: { id: richTextFromParagraphs(page.body.id), en: richTextFromParagraphs(page.body.en) },
      position: index,
    })));
    await seedCommerce(txDb);
    const owner = await createStaffAccount(txDb, DEMO_SHOP_ID, { email: DEMO_OWNER_EMAIL, name: 'Pemilik Toko', role: 'owner', password });
    await seedBlog(txDb, { authorStaffId: owner.id, authorName: 'Pemilik Toko' }, blogCovers.map((image) => image.id), productIds, now);
    await arrangeHomePage(txDb, DEMO_SHOP_ID, demoHomeSections(banner.id, demoCategories.filter((c) => !c.parentSlug).map((c) => categoryIds.get(c.slug)!)));
    await recordDeploymentFact(txDb, 'demo-seeded-at', new Date().toISOString());
    return true;
  });
  if (!written) return { seeded: false, ownerEmail: DEMO_OWNER_EMAIL };

  writeOwnerNote(options.dataDir, password);
  return { seeded: true, ownerEmail: DEMO_OWNER_EMAIL, ownerPassword: password };
}

async function seedCommerce(tx: Db): Promise<void> {
  await saveCommerceSettings(tx, DEMO_SHOP_ID, { checkoutFields: demoCheckoutFields, bankTransferInstructions: demoBankTransferInstructions });
  await addBankAccounts(tx, DEMO_SHOP_ID, demoBankAccounts.map((account, position) => ({ id: newId(), position, ...account })));
  // Services of one courier (JNE REG and YES) go under that courier, in the order listed.
  const couriers = [...new Set(demoShippingMethods.map((method) => method.courier))];
  for (const [position, name] of couriers.entries()) {
    await addShippingCourier(tx, DEMO_SHOP_ID, {
      id: newId(),
      name,
      position,
      services: demoShippingMethods.filter((method) => method.courier === name).map((method) => ({
        id: newId(),
        service: method.service,
        rates: Object.entries(method.rates).map(([province, [pricePerKg, etaDaysMin, etaDaysMax]]) => ({ province, pricePerKg, etaDaysMin, etaDaysMax })),
      })),
    });
  }
  await createCoupons(tx, DEMO_SHOP_ID, demoCoupons.map((coupon) => ({ id: newId(), ...coupon })));
}

/** A few published posts in both languages, with categories, covers and the products they mention. */
async function seedBlog(tx: Db, author: { authorStaffId: string; authorName: string }, coverIds: string[], productIds: ReadonlyMap<string, string>, now: number): Promise<void> {
  const categoryIds = new Map(demoBlogCategories.map((c) => [c.slug, newId()]));
  await insertBlogCategories(tx, DEMO_SHOP_ID, demoBlogCategories.map((category, position) => ({
    id: categoryIds.get(category.slug)!, slug: category.slug, name: category.name, description: category.description, position,
  })));
  for (const [index, post] of demoBlogPosts.entries()) {
    const publishedAt = new Date(now - post.daysAgo * 86_400_000);
    await insertBlogPost(tx, DEMO_SHOP_ID, {
      id: newId(),
      slug: post.slug,
      status: 'published',
      title: post.title,
      excerpt: post.excerpt,
      body: { id: richTextFromParagraphs(post.body.id), en: richTextFromParagraphs(post.body.en) },
      seoTitle: { id: '' },
      seoDescription: { id: '' },
      coverImageId: coverIds[index] ?? null,
      ...author,
      publishedAt,
      categoryIds: post.categorySlugs.map((slug) => categoryIds.get(slug)!),
      productIds: post.productSlugs.flatMap((slug) => productIds.get(slug) ?? []),
    });
  }
}

/** The generated password is shown once at first start; this owner-only file keeps it for later. */
function writeOwnerNote(dataDir: string, password: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(
    path.join(dataDir, 'demo-owner.txt'),
    `Demo shop owner\ne-mail:   ${DEMO_OWNER_EMAIL}\npassword: ${password}\n`,
    { mode: 0o600 },
  );
}
