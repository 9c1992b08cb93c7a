import { t } from './demo-catalog.helpers';
import type { ProductMotif, SeedRichText, SeedText } from './demo-catalog.types';

export interface SeedBlogCategory { slug: string; name: SeedText; description: SeedText }

export interface SeedBlogPost {
  slug: string;
  title: SeedText;
  excerpt: SeedText;
  body: SeedRichText;
  categorySlugs: string[];
  /** Products the post links, by slug; none lets the shop find related products by its words. */
  productSlugs: string[];
  /** Days before the seed that the post was published. */
  daysAgo: number;
  cover: { motif: ProductMotif; colors: [string, string] };
}

export const demoBlogCategories: SeedBlogCategory[] = [
  {
    slug: 'tips-perawatan',
    name: t('Tips perawatan', 'Care tips'),
    description: t('Cara merawat kain, pakaian, dan peralatan rumah agar awet bertahun-tahun.', 'How to look after fabrics, clothes and homeware so they last for years.'),
  },
  {
    slug: 'cerita-perajin',
    name: t('Cerita perajin', 'Makers’ stories'),
    description: t('Kenali orang-orang di balik produk yang kami jual.', 'Meet the people behind the things we sell.'),
  },
  {
    slug: 'seduh-dan-sajian',
    name: t('Seduh dan sajian', 'Brewing and serving'),
    description: t('Kopi, teh, dan rempah Nusantara dari kebun ke cangkir.', 'Coffee, tea and spices of the archipelago, from garden to cup.'),
  },
];

export const demoBlogPosts: SeedBlogPost[] = [
  {
    slug: 'cara-merawat-kemeja-batik',
    title: t('Cara merawat kemeja batik agar warnanya awet', 'How to care for a batik shirt so its colours last'),
    excerpt: t(
      'Batik tulis dan cap butuh perlakuan lembut. Lima kebiasaan sederhana ini membuat kemejanya tetap cerah setelah puluhan kali dicuci.',
      'Hand-drawn and stamped batik needs a gentle touch. Five simple habits keep the shirt bright after dozens of washes.',
    ),
    body: {
      id: [
        'Kemeja batik yang baru dibeli biasanya masih melepaskan sedikit pewarna. Itu wajar, terutama untuk batik tulis dengan pewarna alam. Dengan perawatan yang tepat, kemejanya akan tetap cerah dan kainnya makin lembut dari tahun ke tahun.',
        { heading: 'Lima kebiasaan yang membuat batik awet' },
        {
          list: [
            'Rendam kemeja baru dalam air dingin bercampur sedikit garam sebelum dicuci pertama kali.',
            'Cuci dengan tangan memakai sabun lerak atau sampo bayi, jangan deterjen keras.',
            'Jangan diperas; tekan perlahan lalu gantung di tempat teduh.',
            'Setrika dari bagian dalam dengan suhu sedang.',
            'Simpan dengan kapur barus yang dibungkus kain, tidak menempel langsung.',
          ],
        },
        'Kalau kemejanya terkena noda, bersihkan secepatnya dengan air dingin. Air panas justru membuat noda dan pewarna meresap lebih dalam.',
      ],
      en: [
        'A new batik shirt often still releases a little dye. That is normal, especially for hand-drawn batik coloured with natural dyes. Cared for well, the shirt stays bright and the cloth grows softer year after year.',
        { heading: 'Five habits that make batik last' },
        {
          list: [
            'Soak a new shirt in cold water with a little salt before its first wash.',
            'Wash by hand with soapnut or baby shampoo, never a harsh detergent.',
            'Do not wring it; press gently and hang it in the shade.',
            'Iron it inside out at a medium heat.',
            'Store it with mothballs wrapped in cloth, never touching the fabric.',
          ],
        },
        'If the shirt gets stained, rinse it at once in cold water. Hot water only drives stains and dye deeper into the cloth.',
      ],
    },
    categorySlugs: ['tips-perawatan'],
    productSlugs: ['kemeja-batik-parang-lengan-panjang', 'kemeja-batik-kawung-lengan-pendek'],
    daysAgo: 3,
    cover: { motif: 'shirt', colors: ['#7a4b2a', '#e9d8b4'] },
  },
  {
    slug: 'mengenal-kopi-gayo',
    title: t('Mengenal kopi Gayo dari dataran tinggi Aceh', 'Getting to know Gayo coffee from the Aceh highlands'),
    excerpt: t(
      'Di ketinggian 1.200 meter, petani Gayo memetik buah kopi satu per satu. Inilah yang membuat rasanya bersih dan manis.',
      'At 1,200 metres, Gayo farmers pick coffee cherries one by one. That is what makes the cup so clean and sweet.',
    ),
    body: {
      id: [
        'Kopi arabika Gayo tumbuh di sekitar Danau Laut Tawar, Aceh Tengah. Kebun-kebunnya kecil, dikelola keluarga, dan ditanami pohon pelindung seperti lamtoro.',
        { heading: 'Dari kebun ke cangkir' },
        'Buah kopi dipetik saat merah penuh, dikupas, lalu difermentasi semalam sebelum dicuci dan dijemur. Proses giling basah khas Sumatra memberi badan yang tebal dengan sedikit rasa rempah.',
        'Seduh dengan air 92 °C dan perbandingan 1:15 untuk menonjolkan rasa cokelat dan jeruknya.',
      ],
      en: [
        'Gayo arabica grows around Lake Laut Tawar in Central Aceh. The gardens are small, family-run and shaded by trees such as lamtoro.',
        { heading: 'From garden to cup' },
        'Cherries are picked fully red, pulped and fermented overnight before being washed and dried. Sumatra’s wet-hulling gives a heavy body with a hint of spice.',
        'Brew with water at 92 °C and a ratio of 1:15 to bring out its chocolate and citrus notes.',
      ],
    },
    categorySlugs: ['cerita-perajin', 'seduh-dan-sajian'],
    productSlugs: ['kopi-arabika-gayo-250-g'],
    daysAgo: 9,
    cover: { motif: 'cup', colors: ['#4a2c1d', '#d9b38c'] },
  },
  {
    slug: 'menyeduh-teh-melati',
    title: t('Menyeduh teh melati yang harum tanpa pahit', 'Brewing fragrant jasmine tea without bitterness'),
    excerpt: t(
      'Suhu air dan lama seduh menentukan segalanya. Begini cara kami menyeduh teh hijau melati di toko.',
      'Water temperature and steeping time decide everything. This is how we brew jasmine green tea in the shop.',
    ),
    body: {
      id: [
        'Teh hijau melati mudah pahit bila diseduh dengan air mendidih. Biarkan air mendidih dulu, lalu tunggu sekitar dua menit sampai suhunya turun ke 80 °C.',
        { list: ['Dua gram teh untuk 200 ml air.', 'Seduh dua menit, lalu tuang semuanya.', 'Daun yang sama bisa diseduh dua sampai tiga kali.'] },
        'Tambahkan gula batu sedikit bila suka, seperti kebiasaan di Tegal dan Slawi.',
      ],
      en: [
        'Jasmine green tea turns bitter when brewed with boiling water. Let the water boil, then wait about two minutes until it cools to 80 °C.',
        { list: ['Two grams of tea for 200 ml of water.', 'Steep for two minutes, then pour it all out.', 'The same leaves can be brewed two or three times.'] },
        'Add a little rock sugar if you like, as they do in Tegal and Slawi.',
      ],
    },
    categorySlugs: ['seduh-dan-sajian'],
    productSlugs: ['teh-hijau-melati-100-g'],
    daysAgo: 16,
    cover: { motif: 'bottle', colors: ['#5f7f3a', '#f1ecd2'] },
  },
  {
    slug: 'perajin-tenun-sumba',
    title: t('Sehari bersama perajin tenun ikat Sumba', 'A day with the ikat weavers of Sumba'),
    excerpt: t(
      'Selembar kain tenun ikat bisa memakan waktu enam bulan. Kami berkunjung ke Desa Prailiu untuk melihat prosesnya.',
      'A single ikat cloth can take six months. We visited Prailiu village to watch it being made.',
    ),
    body: {
      id: [
        'Di Desa Prailiu, Sumba Timur, Mama Rambu menenun di kolong rumah panggungnya setiap pagi. Benang diikat mengikuti motif, dicelup akar mengkudu dan daun nila, lalu dijemur berulang kali.',
        { heading: 'Motif yang bercerita' },
        'Setiap motif punya arti: kuda melambangkan kejantanan dan kemakmuran, udang melambangkan kehidupan setelah kematian. Kain tenun dipakai dalam upacara adat dan menjadi mas kawin.',
        'Dengan membeli tenun langsung dari kelompok perajin, Anda ikut menjaga tradisi ini tetap hidup.',
      ],
      en: [
        'In Prailiu village, East Sumba, Mama Rambu weaves under her stilt house every morning. The threads are tied to follow the pattern, dyed with noni root and indigo leaves, and dried again and again.',
        { heading: 'Patterns that tell stories' },
        'Every motif has a meaning: the horse stands for strength and prosperity, the shrimp for life after death. Woven cloth is worn at ceremonies and given as a bride price.',
        'Buying woven cloth straight from the weavers’ groups helps keep this tradition alive.',
      ],
    },
    categorySlugs: ['cerita-perajin'],
    productSlugs: [],
    daysAgo: 24,
    cover: { motif: 'fabric', colors: ['#8b2f24', '#e2c08d'] },
  },
];
