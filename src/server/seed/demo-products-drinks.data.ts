import { GRIND, WEIGHT, option, product, t } from './demo-catalog.helpers';
import type { SeedProduct } from './demo-catalog.types';

const WHOLE_BEAN = t('Biji Utuh', 'Whole Bean');
const MEDIUM_GROUND = t('Bubuk Sedang', 'Medium Ground');

const FRESH_ROAST = t(
  'Kopi disangrai setiap minggu dan dikirim paling lambat tujuh hari setelah sangrai. Simpan di wadah kedap udara, jauh dari sinar matahari.',
  'Roasted every week and shipped within seven days of roasting. Keep it in an airtight container, away from sunlight.',
);

/** Kopi & Teh. */
export const drinkProducts: SeedProduct[] = [
  product({
    slug: 'kopi-arabika-gayo-250-g',
    categorySlug: 'kopi-nusantara',
    sku: 'KOP-GAY-025',
    name: t('Kopi Arabika Gayo 250 g', 'Gayo Arabica Coffee 250 g'),
    summary: t(
      'Arabika dari dataran tinggi Gayo, Aceh, dengan rasa cokelat, rempah, dan keasaman yang lembut.',
      'Arabica from the Gayo highlands of Aceh, with notes of chocolate and spice and a gentle acidity.',
    ),
    description: {
      intro: t(
        'Kopi ini ditanam petani di ketinggian 1.400 meter di sekitar Danau Laut Tawar dan diproses semi-washed atau giling basah, cara khas Sumatra yang menghasilkan badan kopi yang tebal.',
        'Grown by farmers at 1,400 metres around Lake Laut Tawar and processed semi-washed, the Sumatran way that gives the coffee its full body.',
      ),
      heading: t('Profil kopi', 'Coffee profile'),
      features: [
        t('Catatan rasa: cokelat hitam, kayu manis, gula aren', 'Tasting notes: dark chocolate, cinnamon, palm sugar'),
        t('Sangrai medium, cocok untuk tubruk, V60, atau mesin espresso', 'Medium roast for tubruk, V60 or espresso'),
        t('Kemasan kraft dengan katup satu arah', 'Kraft bag with a one-way valve'),
        t('Pilih biji utuh atau digiling sesuai alat seduh', 'Choose whole beans or a grind to match your brewer'),
      ],
      closing: FRESH_ROAST,
    },
    price: 95000,
    options: [option(GRIND, [WHOLE_BEAN, t('Bubuk Kasar', 'Coarse Ground'), MEDIUM_GROUND, t('Bubuk Halus', 'Fine Ground')])],
    weightGrams: 280, lengthCm: 20, widthCm: 12, heightCm: 6,
    imageCount: 4, motif: 'packet', colors: ['#3d2b1f', '#c8a36a'], featured: true,
  }),
  product({
    slug: 'kopi-arabika-toraja-sapan',
    categorySlug: 'kopi-nusantara',
    sku: 'KOP-TRJ-026',
    name: t('Kopi Arabika Toraja Sapan', 'Toraja Sapan Arabica Coffee'),
    summary: t(
      'Arabika Toraja dari desa Sapan dengan rasa rempah, buah merah, dan aftertaste yang panjang.',
      'Toraja arabica from Sapan village, with spice, red fruit and a long finish.',
    ),
    description: {
      intro: t(
        'Sapan berada di lereng Gunung Sesean, Sulawesi Selatan, pada ketinggian lebih dari 1.500 meter. Udaranya yang sejuk membuat biji kopi matang perlahan dan rasanya lebih kompleks.',
        'Sapan lies on the slopes of Mount Sesean in South Sulawesi, above 1,500 metres. The cool air ripens the cherries slowly, giving a more complex cup.',
      ),
      heading: t('Profil kopi', 'Coffee profile'),
      features: [
        t('Catatan rasa: rempah, ceri, karamel', 'Tasting notes: spice, cherry, caramel'),
        t('Proses full washed, sangrai medium', 'Fully washed, medium roast'),
        t('Tersedia 250 g, 500 g, dan 1 kg', 'Available in 250 g, 500 g and 1 kg'),
      ],
      closing: FRESH_ROAST,
    },
    price: 110000,
    options: [option(WEIGHT, ['250 g', '500 g', '1 kg']), option(GRIND, [WHOLE_BEAN, MEDIUM_GROUND])],
    surcharge: { '500 g': 95000, '1 kg': 280000 },
    weightGrams: 280, lengthCm: 20, widthCm: 12, heightCm: 6,
    imageCount: 3, motif: 'packet', colors: ['#1f3b2d', '#d9a441'],
  }),
  product({
    slug: 'kopi-robusta-lampung',
    categorySlug: 'kopi-nusantara',
    sku: 'KOP-RBL-027',
    name: t('Kopi Robusta Lampung', 'Lampung Robusta Coffee'),
    summary: t(
      'Robusta bubuk dari Lampung Barat yang pekat dan mantap, pas untuk kopi susu atau kopi tubruk.',
      'Ground robusta from West Lampung, strong and bold, perfect for iced milk coffee or tubruk.',
    ),
    description: {
      intro: t(
        'Lampung adalah penghasil robusta terbesar di Indonesia. Kopi ini dipetik merah dan dijemur di atas para-para, sehingga rasanya bersih tanpa bau tanah.',
        'Lampung grows more robusta than anywhere else in Indonesia. These cherries are picked ripe and dried on raised beds, for a clean cup without earthy off-notes.',
      ),
      heading: t('Profil kopi', 'Coffee profile'),
      features: [
        t('Catatan rasa: cokelat pahit, kacang sangrai', 'Tasting notes: bitter chocolate, roasted nuts'),
        t('Sangrai medium-dark, digiling sedang', 'Medium-dark roast, medium grind'),
        t('Kafein lebih tinggi dari arabika', 'More caffeine than arabica'),
      ],
      closing: FRESH_ROAST,
    },
    price: 55000,
    options: [option(WEIGHT, ['250 g', '500 g', '1 kg'])],
    surcharge: { '500 g': 45000, '1 kg': 130000 },
    weightGrams: 280, lengthCm: 20, widthCm: 12, heightCm: 6,
    imageCount: 2, motif: 'packet', colors: ['#6b3e26', '#e2c290'],
  }),
  product({
    slug: 'kopi-arabika-kintamani-bali',
    categorySlug: 'kopi-nusantara',
    sku: 'KOP-KTM-028',
    name: t('Kopi Arabika Kintamani Bali 200 g', 'Kintamani Bali Arabica Coffee 200 g'),
    summary: t(
      'Arabika Kintamani yang segar dengan rasa jeruk, hasil kebun subak abian di lereng Gunung Batur.',
      'A bright Kintamani arabica with citrus notes, grown in subak abian gardens on the slopes of Mount Batur.',
    ),
    description: {
      intro: t(
        'Petani Kintamani menanam kopi berdampingan dengan pohon jeruk, dan rasa segar itu terbawa hingga ke cangkir. Kopinya diproses natural sehingga manis dan beraroma buah.',
        'Kintamani farmers grow coffee alongside citrus trees, and that freshness carries into the cup. The natural process makes it sweet and fruity.',
      ),
      heading: t('Profil kopi', 'Coffee profile'),
      features: [
        t('Catatan rasa: jeruk, madu, teh hitam', 'Tasting notes: orange, honey, black tea'),
        t('Sangrai light-medium', 'Light-medium roast'),
        t('Nikmat diseduh dingin (cold brew)', 'Excellent as cold brew'),
      ],
      closing: FRESH_ROAST,
    },
    price: 105000,
    compareAtPrice: 120000,
    options: [option(GRIND, [WHOLE_BEAN, MEDIUM_GROUND])],
    weightGrams: 230, lengthCm: 18, widthCm: 11, heightCm: 6,
    imageCount: 3, motif: 'packet', colors: ['#7a2e2e', '#f0d5a0'],
  }),
  product({
    slug: 'kopi-arabika-flores-bajawa',
    categorySlug: 'kopi-nusantara',
    sku: 'KOP-FLB-029',
    name: t('Kopi Arabika Flores Bajawa 200 g', 'Flores Bajawa Arabica Coffee 200 g'),
    summary: t(
      'Biji arabika Bajawa dari lereng Gunung Inerie, manis dengan sentuhan tembakau dan vanila.',
      'Bajawa arabica beans from the slopes of Mount Inerie, sweet with hints of tobacco and vanilla.',
    ),
    description: {
      intro: t(
        'Tanah vulkanik Flores memberikan karakter kopi yang manis dan berbadan sedang. Kami membeli langsung dari koperasi petani di Ngada.',
        "The volcanic soil of Flores gives a sweet, medium-bodied coffee. We buy directly from a farmers' cooperative in Ngada.",
      ),
      heading: t('Profil kopi', 'Coffee profile'),
      features: [
        t('Catatan rasa: vanila, tembakau manis, gula merah', 'Tasting notes: vanilla, sweet tobacco, brown sugar'),
        t('Dijual dalam bentuk biji utuh', 'Sold as whole beans'),
        t('Sangrai medium', 'Medium roast'),
      ],
      closing: FRESH_ROAST,
    },
    price: 98000,
    stock: 24,
    weightGrams: 230, lengthCm: 18, widthCm: 11, heightCm: 6,
    imageCount: 2, motif: 'packet', colors: ['#2c4a6b', '#e6c98f'],
  }),
  product({
    slug: 'teh-hijau-melati-100-g',
    categorySlug: 'teh-dan-wedang',
    sku: 'TEH-MLT-030',
    name: t('Teh Hijau Melati 100 g', 'Jasmine Green Tea 100 g'),
    summary: t(
      'Teh hijau tubruk yang diharumkan bunga melati segar, dalam kaleng yang bisa dipakai ulang.',
      'Loose green tea scented with fresh jasmine flowers, in a reusable tin.',
    ),
    description: {
      intro: t(
        'Teh melati adalah teman sarapan di banyak rumah di Jawa. Daun teh hijau dari perkebunan di Jawa Tengah diharumkan dengan melati segar beberapa kali hingga aromanya meresap.',
        'Jasmine tea is a breakfast staple in many Javanese homes. Green tea leaves from Central Java are scented several times with fresh jasmine until the aroma sinks in.',
      ),
      heading: t('Cara menyeduh', 'How to brew'),
      features: [
        t('Satu sendok teh untuk 200 ml air', 'One teaspoon per 200 ml of water'),
        t('Air 80–85 °C, seduh 3 menit', 'Water at 80–85 °C, steep for 3 minutes'),
        t('Nikmat dengan gula batu', 'Lovely with rock sugar'),
      ],
      closing: t('Simpan kaleng tertutup rapat di tempat kering agar aroma melatinya tidak cepat hilang.', 'Keep the tin tightly closed in a dry place so the jasmine aroma lasts.'),
    },
    price: 35000,
    compareAtPrice: 42000,
    stock: 40,
    weightGrams: 180, lengthCm: 8, widthCm: 8, heightCm: 12,
    imageCount: 2, motif: 'jar', colors: ['#5f7f3a', '#f3efd8'],
  }),
  product({
    slug: 'teh-hitam-kayu-aro-200-g',
    categorySlug: 'teh-dan-wedang',
    sku: 'TEH-KYA-031',
    name: t('Teh Hitam Kayu Aro Daun Utuh 200 g', 'Kayu Aro Whole-Leaf Black Tea 200 g'),
    summary: t(
      'Teh hitam daun utuh dari kaki Gunung Kerinci, berwarna merah tembaga dengan rasa malt yang lembut.',
      'Whole-leaf black tea from the foot of Mount Kerinci, copper-red in the cup with a soft malty taste.',
    ),
    description: {
      intro: t(
        'Kayu Aro di Jambi adalah salah satu kebun teh tertua dan tertinggi di dunia. Daun teh dipetik dari pucuk muda dan diolah secara ortodoks.',
        'Kayu Aro in Jambi is one of the oldest and highest tea estates in the world. Young shoots are plucked and processed the orthodox way.',
      ),
      heading: t('Keunggulan', 'Highlights'),
      features: [
        t('Daun utuh, bukan remahan', 'Whole leaves, not dust'),
        t('Cocok diseduh dengan susu atau jeruk nipis', 'Good with milk or a squeeze of lime'),
        t('Dalam kotak karton dengan kantong foil', 'Boxed, with a foil inner bag'),
      ],
      closing: t('Seduh satu sendok teh dengan 200 ml air mendidih selama 3–4 menit.', 'Steep one teaspoon in 200 ml of boiling water for 3 to 4 minutes.'),
    },
    price: 48000,
    compareAtPrice: 56000,
    stock: 28,
    weightGrams: 250, lengthCm: 15, widthCm: 9, heightCm: 6,
    imageCount: 2, motif: 'box', colors: ['#6e2a1b', '#e7c07a'],
  }),
  product({
    slug: 'wedang-uwuh-rempah',
    categorySlug: 'teh-dan-wedang',
    sku: 'TEH-WDU-032',
    name: t('Wedang Uwuh Rempah Celup', 'Wedang Uwuh Spice Tea Bags'),
    summary: t(
      'Minuman rempah khas Imogiri dengan jahe, secang, cengkih, dan kayu manis dalam kantong celup.',
      'The spiced drink of Imogiri, with ginger, sappanwood, cloves and cinnamon, in infusion bags.',
    ),
    description: {
      intro: t(
        'Wedang uwuh berarti minuman sampah, karena tampilannya mirip tumpukan dedaunan. Rasanya hangat, manis, dan pedas, warnanya merah cerah dari kayu secang.',
        'Wedang uwuh means rubbish drink, because the loose spices look like a pile of leaves. It is warm, sweet and peppery, and bright red from the sappanwood.',
      ),
      heading: t('Isi', 'Ingredients'),
      features: [
        t('Jahe, kayu secang, cengkih, kayu manis, daun pala, serai', 'Ginger, sappanwood, cloves, cinnamon, nutmeg leaf, lemongrass'),
        t('Gula batu terpisah dalam tiap kantong', 'Rock sugar packed separately in each sachet'),
        t('Tanpa pengawet', 'No preservatives'),
      ],
      closing: t('Seduh satu kantong dengan 250 ml air mendidih, diamkan 5 menit, lalu nikmati selagi hangat.', 'Steep one bag in 250 ml of boiling water for 5 minutes and enjoy it warm.'),
    },
    price: 32000,
    options: [option(t('Isi', 'Pack'), [t('10 kantong', '10 bags'), t('25 kantong', '25 bags')])],
    surcharge: { '25 kantong': 40000 },
    weightGrams: 200, lengthCm: 16, widthCm: 10, heightCm: 6,
    imageCount: 2, motif: 'box', colors: ['#8e3b2a', '#f2c879'],
  }),
];
