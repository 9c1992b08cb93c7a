import type { FastifyInstance } from 'fastify';
import { csvLine } from '../../domain/csv/csv';
import { pick } from '../../domain/i18n/translated';
import { currencyByNumber } from '../../domain/money/currency';
import { richTextToPlainText } from '../../domain/rich-text/plain-text';
import { systemContext } from '../context-factory.server';
import type { Db } from '../db/database.server';
import { listProducts, productImagesLoader } from '../modules/catalog';
import { pictureAddress } from '../modules/media';
import { requestOrigin } from './request-origin.server';

/** Facebook and Instagram read at most this many items of a feed file at a time. */
const FEED_LIMIT = 10_000;
export const PRODUCT_CATALOG_FEED_PATH = '/feeds/product-catalog.csv';
const COLUMNS = ['id', 'title', 'description', 'availability', 'condition', 'price', 'link', 'image_link', 'brand'];

/**
 * The social-media product catalog of spec §9: the published products as the CSV data feed
 * Facebook and Instagram catalogs fetch on a schedule. It exists only while the owner has
 * the catalog switched on in the shop's settings; otherwise it answers 404.
 */
export function registerProductCatalogFeedRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.get(PRODUCT_CATALOG_FEED_PATH, async (request, reply) => {
    const shop = request.shop;
    if (!shop.productCatalog) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('This shop does not publish a product catalog.');
    const origin = requestOrigin(request);
    const ctx = systemContext(deps.db, shop);
    const { items } = await listProducts(ctx, { sort: 'NEWEST' }, { limit: FEED_LIMIT, offset: 0 });
    const pictures = await productImagesLoader(ctx).loadMany(items.map((product) => product.id));
    const currency = (currencyByNumber(shop.currency) ?? currencyByNumber(2)!).code.replace(/_D$/, '');
    const decimal = currencyByNumber(shop.currency)?.decimal ?? false;
    // Pictures on their own host when the deployment names one (IMAGES_HOST), else the shop's.
    const lines = items.map((product, index) => {
      const images = pictures[index];
      const image = Array.isArray(images) && images[0] ? new URL(pictureAddress({ addresses: request.hosts }, images[0], 800), origin).href : '';
      const amount = decimal ? (product.price / 100).toFixed(2) : String(product.price);
      return csvLine([
        product.id,
        pick(product.name, 'id').slice(0, 150),
        (product.description ? richTextToPlainText(pick(product.description, 'id'), 5000) : '') || pick(product.name, 'id'),
        product.stock > 0 ? 'in stock' : 'out of stock',
        'new',
        `${amount} ${currency}`,
        `${origin}/product/${encodeURIComponent(product.slug)}`,
        image,
        shop.name,
      ]);
    });
    return reply.header('cache-control', 'public, max-age=900').type('text/csv; charset=utf-8').send(csvLine(COLUMNS) + lines.join(''));
  });
}
