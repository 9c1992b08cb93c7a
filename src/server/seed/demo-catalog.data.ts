import { t } from './demo-catalog.helpers';
import type { SeedCategory, SeedProduct } from './demo-catalog.types';
import { bodyCareProducts } from './demo-products-body-care.data';
import { bookAndPlantProducts } from './demo-products-books-plants.data';
import { clothingProducts } from './demo-products-clothing.data';
import { drinkProducts } from './demo-products-drinks.data';
import { foodProducts } from './demo-products-food.data';
import { homeProducts } from './demo-products-home.data';
import { textileProducts } from './demo-products-textiles.data';

export { demoPages } from './demo-pages.data';
export { demoShop } from './demo-shop.data';

/** In menu order; a sub-category comes right after its parent, so inserting in order never meets an unknown parent. */
export const demoCategories: SeedCategory[] = [
  {
    slug: 'batik-dan-kain',
    name: t('Batik & Kain', 'Batik & Textiles'),
    description: t(
      'Batik tulis, batik cap, tenun ikat, dan songket langsung dari perajin di berbagai daerah.',
      'Hand-drawn and stamped batik, ikat and songket straight from artisans across the country.',
    ),
    motif: 'fabric', colors: ['#6b3a1e', '#e3c08a'],
  },
  {
    slug: 'kain-batik',
    parentSlug: 'batik-dan-kain',
    name: t('Kain Batik', 'Batik Cloth'),
    description: t('Kain batik tulis dan cap dari Yogyakarta, Solo, Pekalongan, dan Cirebon.', 'Hand-drawn and stamped batik from Yogyakarta, Solo, Pekalongan and Cirebon.'),
    motif: 'fabric', colors: ['#5a3220', '#d9b27c'],
  },
  {
    slug: 'tenun-dan-songket',
    parentSlug: 'batik-dan-kain',
    name: t('Tenun & Songket', 'Ikat & Songket'),
    description: t('Kain tenun ikat, songket, dan sarung tenun tangan dari Sumba hingga Palembang.', 'Ikat, songket and hand-woven sarongs from Sumba to Palembang.'),
    motif: 'fabric', colors: ['#8b2e1f', '#e8b04b'],
  },
  {
    slug: 'fashion-pria',
    name: t('Fashion Pria', "Men's Fashion"),
    description: t('Kemeja batik, celana, peci, dan sandal kulit untuk kerja maupun acara resmi.', 'Batik shirts, trousers, peci caps and leather sandals for work and formal occasions.'),
    motif: 'shirt', colors: ['#1f3a5f', '#d9a441'],
  },
  {
    slug: 'kemeja-pria',
    parentSlug: 'fashion-pria',
    name: t('Kemeja', 'Shirts'),
    description: t('Kemeja batik dan linen yang adem untuk iklim tropis.', 'Batik and linen shirts that stay cool in the tropics.'),
    motif: 'shirt', colors: ['#3b2a1e', '#d8b26e'],
  },
  {
    slug: 'fashion-wanita',
    name: t('Fashion Wanita', "Women's Fashion"),
    description: t('Dress batik, kebaya, tunik, kerudung, dan sepatu tenun yang nyaman dipakai seharian.', 'Batik dresses, kebayas, tunics, headscarves and woven shoes that are comfortable all day.'),
    motif: 'dress', colors: ['#b2455e', '#f3d9c4'],
  },
  {
    slug: 'tas-dan-aksesori',
    name: t('Tas & Aksesori', 'Bags & Accessories'),
    description: t('Tas anyaman, tas kulit, dompet tenun, dan topi buatan tangan.', 'Woven bags, leather bags, woven pouches and handmade hats.'),
    motif: 'bag', colors: ['#8a5a2b', '#e9d8b4'],
  },
  {
    slug: 'kopi-dan-teh',
    name: t('Kopi & Teh', 'Coffee & Tea'),
    description: t('Kopi single origin yang disangrai setiap minggu, teh, dan minuman rempah tradisional.', 'Single-origin coffee roasted every week, tea and traditional spiced drinks.'),
    motif: 'packet', colors: ['#4b2e1e', '#c8a36a'],
  },
  {
    slug: 'kopi-nusantara',
    parentSlug: 'kopi-dan-teh',
    name: t('Kopi Nusantara', 'Indonesian Coffee'),
    description: t('Arabika dan robusta dari Gayo, Toraja, Kintamani, Flores, dan Lampung.', 'Arabica and robusta from Gayo, Toraja, Kintamani, Flores and Lampung.'),
    motif: 'packet', colors: ['#3d2b1f', '#c8a36a'],
  },
  {
    slug: 'teh-dan-wedang',
    parentSlug: 'kopi-dan-teh',
    name: t('Teh & Wedang', 'Tea & Spiced Drinks'),
    description: t('Teh melati, teh hitam daun utuh, dan wedang rempah penghangat badan.', 'Jasmine tea, whole-leaf black tea and warming spiced drinks.'),
    motif: 'box', colors: ['#6e2a1b', '#e7c07a'],
  },
  {
    slug: 'makanan-ringan',
    name: t('Makanan Ringan', 'Snacks'),
    description: t('Keripik, kerupuk, kue, dan oleh-oleh khas daerah untuk camilan dan hantaran.', 'Chips, crackers, cakes and regional treats for snacking and gifting.'),
    motif: 'packet', colors: ['#d9822b', '#fbe3a1'],
  },
  {
    slug: 'bumbu-dan-bahan-masak',
    name: t('Bumbu & Bahan Masak', 'Spices & Pantry'),
    description: t('Sambal botol, bumbu jadi, kecap, gula aren, dan madu untuk dapur sehari-hari.', 'Bottled sambal, ready-made spice pastes, soy sauce, palm sugar and honey for everyday cooking.'),
    motif: 'jar', colors: ['#b3261e', '#f6c453'],
  },
  {
    slug: 'rumah-dan-dapur',
    name: t('Rumah & Dapur', 'Home & Kitchen'),
    description: t('Peralatan dapur tradisional dan dekorasi rumah buatan perajin lokal.', 'Traditional kitchenware and home décor made by local artisans.'),
    motif: 'bowl', colors: ['#2f6b5e', '#e6d3b3'],
  },
  {
    slug: 'peralatan-dapur',
    parentSlug: 'rumah-dan-dapur',
    name: t('Peralatan Dapur', 'Kitchenware'),
    description: t('Cobek batu, keramik, kukusan bambu, dan peralatan saji dari kayu.', 'Stone mortars, ceramics, bamboo steamers and wooden serveware.'),
    motif: 'cup', colors: ['#2f5d8c', '#e8e1d3'],
  },
  {
    slug: 'dekorasi-rumah',
    parentSlug: 'rumah-dan-dapur',
    name: t('Dekorasi Rumah', 'Home Décor'),
    description: t('Lampu rotan, sarung bantal tenun, taplak batik, dan lilin aromaterapi.', 'Rattan lamps, woven cushion covers, batik tablecloths and aromatherapy candles.'),
    motif: 'lamp', colors: ['#c79a5b', '#f6e7c8'],
  },
  {
    slug: 'perawatan-tubuh',
    name: t('Perawatan Tubuh', 'Body Care'),
    description: t('Sabun, lulur, dan minyak dari bahan alami dengan resep warisan Nusantara.', 'Soaps, scrubs and oils from natural ingredients and time-honoured Indonesian recipes.'),
    motif: 'soap', colors: ['#6b8f71', '#f1e4d0'],
  },
  {
    slug: 'kerajinan-tangan',
    name: t('Kerajinan Tangan', 'Handicrafts'),
    description: t('Anyaman, ukiran, gerabah, dan perlengkapan membatik dari desa-desa perajin.', 'Weaving, carving, pottery and batik-making kits from craft villages.'),
    motif: 'basket', colors: ['#a0522d', '#f0d9a8'],
  },
  {
    slug: 'buku',
    name: t('Buku', 'Books'),
    description: t('Buku resep, budaya, berkebun, cerita anak, dan buku catatan bersampul batik.', "Books on cooking, culture and gardening, children's stories and batik-covered notebooks."),
    motif: 'book', colors: ['#2e4a7d', '#f2c14e'],
  },
  {
    slug: 'tanaman',
    name: t('Tanaman', 'Plants'),
    description: t('Tanaman hias, benih, pot, dan media tanam untuk rumah yang lebih hijau.', 'House plants, seeds, pots and growing media for a greener home.'),
    motif: 'plant', colors: ['#2f7d4a', '#f0e6cf'],
  },
];

export const demoProducts: SeedProduct[] = [
  ...textileProducts,
  ...clothingProducts,
  ...drinkProducts,
  ...foodProducts,
  ...homeProducts,
  ...bodyCareProducts,
  ...bookAndPlantProducts,
];
