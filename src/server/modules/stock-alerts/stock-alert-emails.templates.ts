import { chooseImageWidth } from '../../../domain/media/image-sizes';
import { mediaImageUrl } from '../../../domain/media/media-address';
import { block, defineEmail, emailDocument, link, renderEmail, safeEmailUrl, text, type EmailContent, type EmailLanguage, type RenderedEmail } from '../mail';

/** What the back-in-stock e-mail tells: the product as the page shows it now, and its address. */
export interface BackInStockEmailData {
  language: EmailLanguage;
  shopName: string;
  /** The product's name, with the variation after it when the shopper asked for one. */
  productName: string;
  /** The price now, formatted in the shopper's language (a campaign's sale price included). */
  price: string;
  /** The product page on the shop's origin. */
  productUrl: string;
  /** The shop's origin, for the picture's absolute address. */
  origin: string;
  /** The product's (or the variation's) first picture; null without one. */
  imageId: string | null;
}

/** The picture at the size an e-mail shows it (280 px, sharp on a phone's dense screen). */
const PICTURE_WIDTH = chooseImageWidth(280, 2);

/** The one e-mail of a back-in-stock alert (docs/decisions/0042), as content (docs/decisions/0018). */
export const BACK_IN_STOCK_EMAIL = defineEmail<BackInStockEmailData>({
  key: 'back-in-stock',
  audience: 'customer',
  placeholders: [text('product.name'), text('product.price'), block('product.picture'), link('links.product')],
  defaults: {
    id: {
      subject: '{{product.name}} tersedia lagi di {{shop.name}}',
      document: emailDocument([
        { h1: 'Sudah tersedia lagi' },
        'Anda meminta kami mengabari saat {{product.name}} dapat dibeli lagi. Sekarang sudah tersedia:',
        { slot: 'product.picture' },
        { strong: '{{product.name}} · {{product.price}}' },
        { button: 'Lihat produk', url: 'links.product' },
        { note: 'Stok bisa cepat habis lagi; kami hanya mengabari sekali untuk permintaan ini. Harga dapat berubah sampai pesanan dibuat.' },
      ]),
    },
    en: {
      subject: '{{product.name}} is back at {{shop.name}}',
      document: emailDocument([
        { h1: 'It is back' },
        'You asked us to tell you when {{product.name}} could be bought again. It can now:',
        { slot: 'product.picture' },
        { strong: '{{product.name}} · {{product.price}}' },
        { button: 'See the product', url: 'links.product' },
        { note: 'Stock may run out again soon; we tell you only once for this request. Prices may change until the order is placed.' },
      ]),
    },
  },
  values: (data) => ({
    'product.name': data.productName,
    'product.price': data.price,
    'product.picture': data.imageId ? [{ kind: 'image', url: safeEmailUrl(`${data.origin}${mediaImageUrl(data.imageId, PICTURE_WIDTH)}`), alt: data.productName }] : [],
    'links.product': safeEmailUrl(data.productUrl),
  }),
  sample: (language, origin) => ({
    language, shopName: 'Lumbung Nusantara', productName: language === 'en' ? 'Gayo coffee · 250 g' : 'Kopi Gayo · 250 g', price: language === 'en' ? 'IDR 95,000' : 'Rp95.000',
    productUrl: `${origin}/product/kopi-gayo`, origin, imageId: null,
  }),
});

export function backInStockEmail(data: BackInStockEmailData, content?: EmailContent | null): RenderedEmail {
  return renderEmail(BACK_IN_STOCK_EMAIL, data, content);
}

export const STOCK_ALERT_EMAILS = [BACK_IN_STOCK_EMAIL] as const;
