// What a good search of the demo shop, Lumbung Nusantara, should return: queries a shopper might
// type, in Indonesian and English, each with every product of the seeded catalogue
// (src/server/seed) that the shopper would agree belongs in the answer. The search quality test
// and `npm run bench` both measure the shop's search against this list.

/** What a query puts to the search. */
export const QUERY_KINDS = ['exact', 'stemmed', 'typo', 'multi-word', 'sku', 'category', 'prefix'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

export interface JudgedQuery {
  /** As the shopper types it into the search box. */
  query: string;
  kind: QueryKind;
  /** The shop language the shopper reads; the search page asks in it. */
  language: 'id' | 'en';
  /** Slugs of every product a good search returns, in no particular order; at most ten. */
  relevant: readonly string[];
  /** `typo`: the word meant, one letter away from the one typed. */
  meant?: string;
  /** `category`: the category (with its sub-categories) whose products the query names. */
  category?: string;
  /** Why a product is in, or left out, when the catalogue alone does not make it plain. */
  note?: string;
}

const COFFEES = ['kopi-arabika-gayo-250-g', 'kopi-arabika-toraja-sapan', 'kopi-robusta-lampung', 'kopi-arabika-kintamani-bali', 'kopi-arabika-flores-bajawa'];
const ARABICAS = ['kopi-arabika-gayo-250-g', 'kopi-arabika-toraja-sapan', 'kopi-arabika-kintamani-bali', 'kopi-arabika-flores-bajawa'];
const COFFEE_BOOK = 'buku-seni-menyeduh-kopi-di-rumah';
const SHIRTS = ['kemeja-batik-parang-lengan-panjang', 'kemeja-batik-kawung-lengan-pendek', 'kemeja-linen-kerah-shanghai'];
const BATIK_SHIRTS = ['kemeja-batik-parang-lengan-panjang', 'kemeja-batik-kawung-lengan-pendek'];
const SAMBALS = ['sambal-bawang-pedas-150-g', 'sambal-roa-manado-200-g', 'sambal-cumi-asin-180-g'];
const TEAS = ['teh-hijau-melati-100-g', 'teh-hitam-kayu-aro-200-g', 'wedang-uwuh-rempah'];
const BAGS = ['tas-anyaman-pandan', 'tas-selempang-kulit-sapi', 'tote-bag-kanvas-batik', 'tas-rotan-bulat-bali'];
const ALOE = ['sampo-lidah-buaya-kemiri-250-ml', 'lidah-buaya-pot-tanah-liat'];
const PLANTS = ['monstera-deliciosa-pot-20-cm', 'sansevieria-laurentii', 'anggrek-bulan-putih', 'lidah-buaya-pot-tanah-liat', 'pot-terakota-set-isi-3', 'media-tanam-sekam-bakar-5-l', 'benih-cabai-rawit-unggul'];
const BODY_CARE = ['sabun-batang-alami-100-g', 'lulur-boreh-bali-200-g', 'minyak-kayu-putih-buru-60-ml', 'sampo-lidah-buaya-kemiri-250-ml', 'masker-bengkuang-beras-100-g', 'minyak-pijat-aromaterapi-100-ml'];
const SNACKS = ['keripik-singkong-padang-200-g', 'rempeyek-kacang-tanah-250-g', 'kerupuk-ikan-tenggiri-palembang', 'bakpia-isi-20', 'dodol-garut-aneka-rasa-500-g', 'lapis-legit-original', 'kacang-mete-panggang-250-g'];

const COFFEE_NOTE = 'The book on brewing coffee at home is coffee too; the cup set, palm sugar and the coffee-scented soap only mention it.';

export const judgedQueries: readonly JudgedQuery[] = [
  // exact: a word of the products' own names, as written there.
  { query: 'kopi', kind: 'exact', language: 'id', relevant: [...COFFEES, COFFEE_BOOK], note: COFFEE_NOTE },
  { query: 'coffee', kind: 'exact', language: 'en', relevant: [...COFFEES, COFFEE_BOOK], note: COFFEE_NOTE },
  { query: 'sambal', kind: 'exact', language: 'id', relevant: SAMBALS, note: 'The stone mortar is for making sambal, not sambal.' },
  { query: 'tas', kind: 'exact', language: 'id', relevant: BAGS, note: 'Bags only: the pouch and the hat share their category but are not bags.' },
  { query: 'teh', kind: 'exact', language: 'id', relevant: TEAS, note: 'Wedang uwuh comes in tea bags and sits with the teas.' },
  { query: 'tea', kind: 'exact', language: 'en', relevant: TEAS, note: 'Wedang uwuh comes in tea bags and sits with the teas.' },
  { query: 'kemeja', kind: 'exact', language: 'id', relevant: SHIRTS },
  { query: 'shirt', kind: 'exact', language: 'en', relevant: SHIRTS },
  { query: 'rotan', kind: 'exact', language: 'id', relevant: ['tas-rotan-bulat-bali', 'lampu-gantung-rotan', 'keranjang-rotan-anyaman-lombok'] },
  { query: 'honey', kind: 'exact', language: 'en', relevant: ['madu-hutan-sumbawa'] },
  { query: 'orchid', kind: 'exact', language: 'en', relevant: ['anggrek-bulan-putih'] },
  { query: 'songket', kind: 'exact', language: 'id', relevant: ['selendang-songket-palembang'], note: 'The Sumba ikat and the goyor sarong share the category but are not songket.' },

  // stemmed: an Indonesian affix (-nya, ber-, me-, di-, -an) or an English plural the names do not carry.
  { query: 'kemejanya', kind: 'stemmed', language: 'id', relevant: SHIRTS },
  { query: 'sambalnya', kind: 'stemmed', language: 'id', relevant: SAMBALS },
  {
    query: 'berbatik',
    kind: 'stemmed',
    language: 'id',
    relevant: [
      'kain-batik-tulis-parang-rusak', 'kain-batik-cap-kawung-sogan', 'kain-batik-mega-mendung-cirebon', ...BATIK_SHIRTS,
      'dress-batik-encim-lengan-balon', 'rok-lilit-batik-sekar-jagad', 'tote-bag-kanvas-batik', 'taplak-meja-batik-150-x-220', 'buku-catatan-sampul-batik-a5',
    ],
    note: 'Things that carry batik; the book about batik motifs and the batik-making kit do not.',
  },
  {
    query: 'tenunan',
    kind: 'stemmed',
    language: 'id',
    relevant: ['kain-tenun-ikat-sumba-timur', 'selendang-songket-palembang', 'sarung-tenun-goyor', 'dompet-tenun-lurik', 'sepatu-flat-tenun', 'sarung-bantal-tenun-45-x-45'],
    note: 'Loom-woven cloth and what is made of it; songket is woven on the loom too.',
  },
  {
    query: 'dianyam',
    kind: 'stemmed',
    language: 'id',
    relevant: ['tas-anyaman-pandan', 'topi-pandan-lebar', 'tas-rotan-bulat-bali', 'lampu-gantung-rotan', 'keranjang-rotan-anyaman-lombok', 'tempat-tisu-anyaman-eceng-gondok'],
    note: 'Plaited pandan, rattan and water hyacinth (their summaries say anyaman); loom weaving is tenun, not anyaman.',
  },
  { query: 'ukiran', kind: 'stemmed', language: 'id', relevant: ['kotak-perhiasan-ukir-jepara'] },
  { query: 'memijat', kind: 'stemmed', language: 'id', relevant: ['minyak-pijat-aromaterapi-100-ml'] },
  { query: 'dresses', kind: 'stemmed', language: 'en', relevant: ['dress-batik-encim-lengan-balon'] },
  { query: 'baskets', kind: 'stemmed', language: 'en', relevant: ['keranjang-rotan-anyaman-lombok'] },
  { query: 'cups', kind: 'stemmed', language: 'en', relevant: ['set-cangkir-keramik-glasir-isi-4'] },
  { query: 'tunics', kind: 'stemmed', language: 'en', relevant: ['tunik-katun-bordir'] },
  { query: 'candles', kind: 'stemmed', language: 'en', relevant: ['lilin-aromaterapi-gerabah'] },
  { query: 'shoe', kind: 'stemmed', language: 'en', relevant: ['sepatu-flat-tenun'], note: 'Sandals are not shoes.' },

  // typo: one letter wrong, missing or extra in a word of five letters or more.
  { query: 'kemaja', kind: 'typo', language: 'id', meant: 'kemeja', relevant: SHIRTS },
  { query: 'smbal', kind: 'typo', language: 'id', meant: 'sambal', relevant: SAMBALS },
  { query: 'arabca', kind: 'typo', language: 'en', meant: 'arabica', relevant: ARABICAS },
  { query: 'kerupukk', kind: 'typo', language: 'id', meant: 'kerupuk', relevant: ['kerupuk-ikan-tenggiri-palembang'], note: 'Rempeyek is its own snack, not kerupuk.' },
  { query: 'anggrel', kind: 'typo', language: 'id', meant: 'anggrek', relevant: ['anggrek-bulan-putih'] },
  { query: 'monstra', kind: 'typo', language: 'id', meant: 'monstera', relevant: ['monstera-deliciosa-pot-20-cm'] },
  { query: 'keranjng', kind: 'typo', language: 'id', meant: 'keranjang', relevant: ['keranjang-rotan-anyaman-lombok'] },
  { query: 'songkett', kind: 'typo', language: 'id', meant: 'songket', relevant: ['selendang-songket-palembang'] },
  { query: 'cofee', kind: 'typo', language: 'en', meant: 'coffee', relevant: [...COFFEES, COFFEE_BOOK], note: COFFEE_NOTE },
  { query: 'randang', kind: 'typo', language: 'id', meant: 'rendang', relevant: ['bumbu-rendang-padang'] },
  { query: 'honney', kind: 'typo', language: 'en', meant: 'honey', relevant: ['madu-hutan-sumbawa'] },
  { query: 'mackrel', kind: 'typo', language: 'en', meant: 'mackerel', relevant: ['kerupuk-ikan-tenggiri-palembang'] },

  // multi-word: every word narrows the answer.
  { query: 'kemeja batik', kind: 'multi-word', language: 'id', relevant: BATIK_SHIRTS },
  { query: 'batik shirt', kind: 'multi-word', language: 'en', relevant: BATIK_SHIRTS },
  { query: 'kopi arabika', kind: 'multi-word', language: 'id', relevant: ARABICAS },
  { query: 'tas kulit', kind: 'multi-word', language: 'id', relevant: ['tas-selempang-kulit-sapi'] },
  { query: 'teh hijau', kind: 'multi-word', language: 'id', relevant: ['teh-hijau-melati-100-g'] },
  { query: 'green tea', kind: 'multi-word', language: 'en', relevant: ['teh-hijau-melati-100-g'] },
  { query: 'black tea', kind: 'multi-word', language: 'en', relevant: ['teh-hitam-kayu-aro-200-g'] },
  { query: 'sambal bawang', kind: 'multi-word', language: 'id', relevant: ['sambal-bawang-pedas-150-g'] },
  { query: 'wooden bowl', kind: 'multi-word', language: 'en', relevant: ['mangkuk-kayu-jati-18-cm'], note: 'The coconut-shell bowls are not wood.' },
  { query: 'lidah buaya', kind: 'multi-word', language: 'id', relevant: ALOE, note: 'Lidah mertua (the snake plant) is another plant.' },
  { query: 'aloe vera', kind: 'multi-word', language: 'en', relevant: ALOE },
  { query: 'kacang tanah', kind: 'multi-word', language: 'id', relevant: ['rempeyek-kacang-tanah-250-g'], note: 'Cashews (kacang mete) are not peanuts.' },

  // sku: a product's or a variation's code, as printed on a label or an invoice.
  { query: 'BTK-PRG-001', kind: 'sku', language: 'id', relevant: ['kain-batik-tulis-parang-rusak'] },
  { query: 'KOP-GAY-025', kind: 'sku', language: 'id', relevant: ['kopi-arabika-gayo-250-g'] },
  { query: 'tas-tsk-020', kind: 'sku', language: 'id', relevant: ['tas-selempang-kulit-sapi'] },
  { query: 'PRA-KBP-007-XL', kind: 'sku', language: 'id', relevant: ['kemeja-batik-parang-lengan-panjang'] },
  { query: 'SMB-MHS-045', kind: 'sku', language: 'id', relevant: ['madu-hutan-sumbawa'] },
  { query: 'TNM-ABP-075', kind: 'sku', language: 'id', relevant: ['anggrek-bulan-putih'] },
  { query: 'KRJ-PBM-059', kind: 'sku', language: 'id', relevant: ['paket-belajar-membatik-pemula'] },
  { query: 'RMH-LGR-052-40CM', kind: 'sku', language: 'id', relevant: ['lampu-gantung-rotan'] },
  { query: 'PRW-SBA-061', kind: 'sku', language: 'id', relevant: ['sabun-batang-alami-100-g'] },
  { query: 'BKU-MMB-068', kind: 'sku', language: 'id', relevant: ['buku-mengenal-motif-batik-indonesia'] },

  // category: a category's name finds every product in it and in its sub-categories.
  { query: 'tanaman', kind: 'category', language: 'id', category: 'tanaman', relevant: PLANTS },
  { query: 'plants', kind: 'category', language: 'en', category: 'tanaman', relevant: PLANTS },
  { query: 'perawatan tubuh', kind: 'category', language: 'id', category: 'perawatan-tubuh', relevant: BODY_CARE },
  { query: 'body care', kind: 'category', language: 'en', category: 'perawatan-tubuh', relevant: BODY_CARE },
  {
    query: 'buku',
    kind: 'category',
    language: 'id',
    category: 'buku',
    relevant: ['buku-resep-masakan-rumahan-nusantara', 'buku-mengenal-motif-batik-indonesia', COFFEE_BOOK, 'buku-cerita-rakyat-nusantara-untuk-anak', 'buku-panduan-berkebun-di-lahan-sempit', 'buku-catatan-sampul-batik-a5'],
  },
  { query: 'makanan ringan', kind: 'category', language: 'id', category: 'makanan-ringan', relevant: SNACKS },
  { query: 'snacks', kind: 'category', language: 'en', category: 'makanan-ringan', relevant: SNACKS },
  {
    query: 'kerajinan',
    kind: 'category',
    language: 'id',
    category: 'kerajinan-tangan',
    relevant: ['keranjang-rotan-anyaman-lombok', 'kotak-perhiasan-ukir-jepara', 'vas-gerabah-kasongan-30-cm', 'tempat-tisu-anyaman-eceng-gondok', 'paket-belajar-membatik-pemula', 'mangkuk-batok-kelapa-set-2'],
  },
  { query: 'kitchenware', kind: 'category', language: 'en', category: 'peralatan-dapur', relevant: ['cobek-ulekan-batu-andesit', 'set-cangkir-keramik-glasir-isi-4', 'mangkuk-kayu-jati-18-cm', 'kukusan-bambu-2-susun-26-cm'] },
  { query: 'dekorasi', kind: 'category', language: 'id', category: 'dekorasi-rumah', relevant: ['taplak-meja-batik-150-x-220', 'lampu-gantung-rotan', 'sarung-bantal-tenun-45-x-45', 'lilin-aromaterapi-gerabah'] },
  {
    query: 'fashion pria',
    kind: 'category',
    language: 'id',
    category: 'fashion-pria',
    relevant: [...SHIRTS, 'celana-chino-katun-slim', 'peci-beludru-hitam', 'sandal-kulit-pria-slip-on'],
    note: 'The shirts sit in its sub-category Kemeja.',
  },
  {
    query: 'accessories',
    kind: 'category',
    language: 'en',
    category: 'tas-dan-aksesori',
    relevant: ['tas-anyaman-pandan', 'tas-selempang-kulit-sapi', 'dompet-tenun-lurik', 'topi-pandan-lebar', 'tote-bag-kanvas-batik', 'tas-rotan-bulat-bali'],
  },

  // prefix: the first letters of a word, as the search box holds them while the shopper types.
  { query: 'kop', kind: 'prefix', language: 'id', relevant: [...COFFEES, COFFEE_BOOK], note: COFFEE_NOTE },
  { query: 'angg', kind: 'prefix', language: 'id', relevant: ['anggrek-bulan-putih'] },
  { query: 'mons', kind: 'prefix', language: 'id', relevant: ['monstera-deliciosa-pot-20-cm'] },
  { query: 'keba', kind: 'prefix', language: 'id', relevant: ['kebaya-kutubaru-brokat'] },
  { query: 'rend', kind: 'prefix', language: 'id', relevant: ['bumbu-rendang-padang'] },
  { query: 'hon', kind: 'prefix', language: 'en', relevant: ['madu-hutan-sumbawa'] },
  { query: 'chin', kind: 'prefix', language: 'en', relevant: ['celana-chino-katun-slim'] },
];
