import { COLOUR, SIZE, option, product, t } from './demo-catalog.helpers';
import type { SeedProduct } from './demo-catalog.types';

const DIAMETER = t('Diameter');

const HANDMADE = t(
  'Karena dibuat dengan tangan, ukuran dan warna bisa sedikit berbeda dari foto. Justru itulah yang membuat setiap barang unik.',
  'Because each piece is handmade, size and colour may differ slightly from the pictures. That is exactly what makes every piece unique.',
);

/** Rumah & Dapur and Kerajinan Tangan. */
export const homeProducts: SeedProduct[] = [
  product({
    slug: 'cobek-ulekan-batu-andesit',
    categorySlug: 'peralatan-dapur',
    sku: 'RMH-CBA-047',
    name: t('Cobek dan Ulekan Batu Andesit', 'Andesite Stone Mortar and Pestle'),
    summary: t(
      'Cobek batu asli dari Muntilan yang dipahat tangan, untuk sambal dan bumbu yang lebih nikmat.',
      'A genuine stone mortar hand-carved in Muntilan, for tastier sambal and spice pastes.',
    ),
    description: {
      intro: t(
        'Batu andesit dari lereng Merapi dipahat menjadi cobek yang berat dan kokoh. Permukaannya yang berpori menggiling cabai dan bawang dengan sempurna tanpa membuatnya berair.',
        'Andesite from the slopes of Merapi is carved into a heavy, sturdy mortar. Its porous surface grinds chillies and shallots perfectly without turning them watery.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Sudah dibersihkan dan siap pakai', 'Pre-cleaned and ready to use'),
        t('Termasuk ulekan dari batu yang sama', 'Comes with a pestle of the same stone'),
        t('Tiga ukuran: 15, 20, dan 25 cm', 'Three sizes: 15, 20 and 25 cm'),
      ],
      closing: HANDMADE,
    },
    price: 85000,
    options: [option(DIAMETER, ['15 cm', '20 cm', '25 cm'])],
    surcharge: { '20 cm': 35000, '25 cm': 75000 },
    weightGrams: 1800, lengthCm: 17, widthCm: 17, heightCm: 8,
    imageCount: 3, motif: 'bowl', colors: ['#5b5e62', '#c9c2b5'],
  }),
  product({
    slug: 'set-cangkir-keramik-glasir-isi-4',
    categorySlug: 'peralatan-dapur',
    sku: 'RMH-SCK-048',
    name: t('Set Cangkir Keramik Glasir isi 4', 'Glazed Ceramic Cup Set of 4'),
    summary: t(
      'Empat cangkir keramik buatan tangan dengan glasir yang mengalir, pas untuk kopi tubruk dan teh.',
      'Four hand-thrown ceramic cups with a flowing glaze, just right for tubruk coffee and tea.',
    ),
    description: {
      intro: t(
        'Setiap cangkir dibentuk di atas meja putar oleh perajin keramik di Plered, lalu dibakar pada suhu tinggi. Glasirnya meleleh secara alami sehingga setiap cangkir punya corak sendiri.',
        'Each cup is thrown on the wheel by potters in Plered and fired at high temperature. The glaze runs naturally, so every cup has its own pattern.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Isi 180 ml per cangkir', '180 ml per cup'),
        t('Aman untuk mesin cuci piring dan microwave', 'Dishwasher and microwave safe'),
        t('Dikemas dengan pelindung busa', 'Packed with foam protection'),
      ],
      closing: HANDMADE,
    },
    price: 185000,
    options: [option(COLOUR, [t('Biru Kobalt', 'Cobalt Blue'), t('Hijau Seladon', 'Celadon Green'), t('Cokelat Tanah', 'Earth Brown')])],
    weightGrams: 1400, lengthCm: 30, widthCm: 22, heightCm: 12,
    imageCount: 4, motif: 'cup', colors: ['#2f5d8c', '#e8e1d3'], featured: true,
  }),
  product({
    slug: 'mangkuk-kayu-jati-18-cm',
    categorySlug: 'peralatan-dapur',
    sku: 'RMH-MKJ-049',
    name: t('Mangkuk Kayu Jati 18 cm', 'Teak Wood Bowl 18 cm'),
    summary: t(
      'Mangkuk saji dari kayu jati sisa produksi mebel, dibubut halus dan dilapisi minyak food grade.',
      'A serving bowl turned from offcut teak from furniture making, finished with food-safe oil.',
    ),
    description: {
      intro: t(
        'Kayu jati sisa dari bengkel mebel di Jepara dibubut menjadi mangkuk yang ringan dan kuat. Seratnya yang indah membuat salad atau buah tampak lebih menggugah selera.',
        'Offcut teak from Jepara furniture workshops is turned into a light, strong bowl. The beautiful grain makes salads and fruit look even more inviting.',
      ),
      heading: t('Perawatan', 'Care'),
      features: [
        t('Cuci dengan tangan, jangan direndam', 'Hand wash; do not soak'),
        t('Olesi minyak kelapa sebulan sekali', 'Rub with coconut oil once a month'),
        t('Tidak untuk microwave', 'Not for the microwave'),
      ],
      closing: HANDMADE,
    },
    price: 75000,
    stock: 25,
    weightGrams: 350, lengthCm: 19, widthCm: 19, heightCm: 8,
    imageCount: 2, motif: 'bowl', colors: ['#9c6b3c', '#e9d6b8'],
  }),
  product({
    slug: 'kukusan-bambu-2-susun-26-cm',
    categorySlug: 'peralatan-dapur',
    sku: 'RMH-KKB-050',
    name: t('Kukusan Bambu 2 Susun 26 cm', 'Two-Tier Bamboo Steamer 26 cm'),
    summary: t(
      'Kukusan bambu dua susun dengan tutup, untuk dimsum, kue basah, dan sayuran.',
      'A two-tier bamboo steamer with lid, for dim sum, traditional cakes and vegetables.',
    ),
    description: {
      intro: t(
        'Bambu menyerap uap berlebih sehingga makanan tidak lembek dan tutupnya tidak meneteskan air. Ukuran 26 cm pas untuk wajan dan panci di rumah.',
        'Bamboo absorbs excess steam, so food never turns soggy and the lid does not drip. The 26 cm size fits most home woks and pots.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Dua susun dan satu tutup', 'Two tiers and one lid'),
        t('Bambu alami tanpa pelapis kimia', 'Natural bamboo, no chemical coating'),
        t('Ikatan rotan yang kuat', 'Strong rattan binding'),
      ],
      closing: t('Sebelum pemakaian pertama, kukus kosong selama 10 menit. Setelah dipakai, cuci dengan air dan keringkan sepenuhnya.', 'Before first use, steam it empty for 10 minutes. After use, rinse with water and let it dry completely.'),
    },
    price: 95000,
    compareAtPrice: 115000,
    stock: 14,
    weightGrams: 900, lengthCm: 28, widthCm: 28, heightCm: 16,
    imageCount: 2, motif: 'basket', colors: ['#c8a86b', '#6b8f3a'],
  }),
  product({
    slug: 'taplak-meja-batik-150-x-220',
    categorySlug: 'dekorasi-rumah',
    sku: 'RMH-TMB-051',
    name: t('Taplak Meja Batik 150 × 220 cm', 'Batik Tablecloth 150 × 220 cm'),
    summary: t(
      'Taplak meja makan dari batik cap indigo untuk enam kursi, menghadirkan suasana hangat di rumah.',
      'An indigo stamped-batik tablecloth for a six-seat table that brings warmth to your home.',
    ),
    description: {
      intro: t(
        'Motif ceplok yang berulang membuat meja terlihat rapi, dan warna indigo tidak mudah menampakkan noda. Tepinya dijahit lipat ganda agar awet.',
        'The repeating ceplok motif keeps the table looking neat, and indigo hides small stains well. The edges are double-hemmed to last.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Ukuran 150 × 220 cm, untuk meja 6 kursi', '150 × 220 cm, fits a six-seat table'),
        t('Katun tebal yang mudah disetrika', 'Heavy cotton that irons easily'),
        t('Pewarna indigo yang tahan luntur', 'Colourfast indigo dye'),
      ],
      closing: t('Cuci terpisah pada pencucian pertama karena sisa pewarna indigo bisa sedikit luntur.', 'Wash separately the first time, as some excess indigo may run.'),
    },
    price: 175000,
    stock: 12,
    weightGrams: 600, lengthCm: 35, widthCm: 28, heightCm: 5,
    imageCount: 2, motif: 'fabric', colors: ['#234e70', '#f2e3c6'],
  }),
  product({
    slug: 'lampu-gantung-rotan',
    categorySlug: 'dekorasi-rumah',
    sku: 'RMH-LGR-052',
    name: t('Lampu Gantung Rotan', 'Rattan Pendant Lamp'),
    summary: t(
      'Kap lampu gantung anyaman rotan yang menebarkan bayangan cantik di dinding dan langit-langit.',
      'A woven rattan pendant shade that casts lovely patterns on walls and ceiling.',
    ),
    description: {
      intro: t(
        'Dianyam di Cirebon, sentra rotan terbesar di Indonesia. Cahaya yang menembus celah anyaman menciptakan suasana hangat untuk ruang makan atau teras.',
        'Woven in Cirebon, the centre of Indonesian rattan craft. Light filtering through the weave creates a warm mood for a dining room or veranda.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Diameter 30 cm atau 40 cm', '30 cm or 40 cm across'),
        t('Termasuk kabel 1 m dan fiting E27', 'Includes a 1 m cable and an E27 socket'),
        t('Gunakan bohlam LED maksimal 15 watt', 'Use an LED bulb of up to 15 watts'),
      ],
      closing: HANDMADE,
    },
    price: 325000,
    options: [option(DIAMETER, ['30 cm', '40 cm'])],
    surcharge: { '40 cm': 90000 },
    weightGrams: 900, lengthCm: 42, widthCm: 42, heightCm: 35,
    imageCount: 4, motif: 'lamp', colors: ['#c79a5b', '#f6e7c8'], featured: true,
  }),
  product({
    slug: 'sarung-bantal-tenun-45-x-45',
    categorySlug: 'dekorasi-rumah',
    sku: 'RMH-SBT-053',
    name: t('Sarung Bantal Tenun 45 × 45 cm', 'Woven Cushion Cover 45 × 45 cm'),
    summary: t(
      'Sarung bantal sofa dari tenun ikat Troso dengan ritsleting tersembunyi.',
      'A sofa cushion cover in Troso ikat with a hidden zip.',
    ),
    description: {
      intro: t(
        'Sisa kain tenun dari penenun Troso kami olah menjadi sarung bantal, supaya tidak ada benang yang terbuang. Motifnya bisa sedikit berbeda di setiap sarung.',
        'We turn leftover ikat from Troso weavers into cushion covers so no thread goes to waste. The pattern may vary a little from cover to cover.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Ukuran 45 × 45 cm, tanpa isi bantal', '45 × 45 cm, insert not included'),
        t('Bagian belakang kanvas polos', 'Plain canvas back'),
        t('Ritsleting tersembunyi', 'Concealed zip'),
      ],
      closing: t('Cuci dengan tangan atau mesin dengan putaran lembut, lalu jemur terbalik di tempat teduh.', 'Hand wash or machine wash on a gentle cycle, then dry inside out in the shade.'),
    },
    price: 85000,
    options: [option(COLOUR, [t('Terakota', 'Terracotta'), t('Biru Indigo', 'Indigo Blue'), t('Kuning Kunyit', 'Turmeric Yellow')])],
    weightGrams: 200, lengthCm: 30, widthCm: 25, heightCm: 3,
    imageCount: 3, motif: 'pillow', colors: ['#b55a30', '#f1d9b5'],
  }),
  product({
    slug: 'lilin-aromaterapi-gerabah',
    categorySlug: 'dekorasi-rumah',
    sku: 'RMH-LAG-054',
    name: t('Lilin Aromaterapi dalam Gerabah', 'Aromatherapy Candle in Earthenware'),
    summary: t(
      'Lilin kedelai beraroma rempah Nusantara dalam wadah gerabah yang bisa dipakai ulang.',
      'A soy wax candle scented with Indonesian botanicals in a reusable earthenware pot.',
    ),
    description: {
      intro: t(
        'Lilin dari lilin kedelai dan minyak atsiri murni, dengan sumbu katun yang menyala bersih. Setelah habis, wadah gerabahnya cantik untuk pot kaktus kecil.',
        'Made from soy wax and pure essential oils, with a cotton wick that burns clean. Once it is finished, the earthenware pot makes a pretty home for a small cactus.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Berat lilin 150 g, menyala sekitar 30 jam', '150 g of wax, about 30 hours of burning'),
        t('Tiga pilihan aroma', 'Three scents'),
        t('Gerabah buatan tangan dari Kasongan', 'Handmade earthenware pot from Kasongan'),
      ],
      closing: t('Jangan tinggalkan lilin menyala tanpa pengawasan.', 'Never leave a burning candle unattended.'),
    },
    price: 69000,
    options: [option(t('Aroma', 'Scent'), [t('Sereh & Jeruk Purut', 'Lemongrass & Kaffir Lime'), t('Melati', 'Jasmine'), t('Cendana', 'Sandalwood')])],
    weightGrams: 400, lengthCm: 10, widthCm: 10, heightCm: 9,
    imageCount: 3, motif: 'candle', colors: ['#e9dcc3', '#7d9a5a'],
  }),
  product({
    slug: 'keranjang-rotan-anyaman-lombok',
    categorySlug: 'kerajinan-tangan',
    sku: 'KRJ-KRL-055',
    name: t('Keranjang Rotan Anyaman Lombok', 'Lombok Woven Rattan Basket'),
    summary: t(
      'Keranjang rotan ketak khas Lombok dengan tutup, untuk menyimpan barang atau hantaran.',
      'A lidded ketak rattan basket from Lombok, for storage or wedding gifts.',
    ),
    description: {
      intro: t(
        'Ketak adalah tanaman paku-pakuan merambat yang dianyam sangat rapat oleh perajin di desa Beleka. Warnanya cokelat tua mengilap dan makin indah seiring waktu.',
        'Ketak is a climbing fern woven very tightly by artisans in Beleka village. Its glossy dark brown grows more beautiful over time.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Kecil 15 cm, sedang 20 cm, besar 25 cm', 'Small 15 cm, medium 20 cm, large 25 cm'),
        t('Dilengkapi tutup', 'Comes with a lid'),
        t('Diasap agar tahan rayap', 'Smoked to resist termites'),
      ],
      closing: HANDMADE,
    },
    price: 125000,
    options: [option(SIZE, [t('Kecil', 'Small'), t('Sedang', 'Medium'), t('Besar', 'Large')])],
    surcharge: { Sedang: 40000, Besar: 85000 },
    weightGrams: 400, lengthCm: 17, widthCm: 17, heightCm: 15,
    imageCount: 3, motif: 'basket', colors: ['#a8743f', '#f0d9a8'],
  }),
  product({
    slug: 'kotak-perhiasan-ukir-jepara',
    categorySlug: 'kerajinan-tangan',
    sku: 'KRJ-KPU-056',
    name: t('Kotak Perhiasan Ukir Jepara', 'Carved Jepara Jewellery Box'),
    summary: t(
      'Kotak perhiasan kayu mahoni dengan ukiran bunga khas Jepara dan lapisan beludru di dalamnya.',
      'A mahogany jewellery box with Jepara floral carving and a velvet-lined interior.',
    ),
    description: {
      intro: t(
        'Pengukir Jepara menatah motif daun dan bunga langsung di tutup kotak. Bagian dalamnya dilapisi beludru merah dengan sekat untuk cincin dan anting.',
        'Jepara carvers chisel leaves and flowers directly into the lid. Inside, red velvet lining with dividers holds rings and earrings.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Ukuran 20 × 14 × 9 cm', '20 × 14 × 9 cm'),
        t('Kayu mahoni dengan finishing natural', 'Mahogany with a natural finish'),
        t('Engsel dan pengait kuningan', 'Brass hinges and clasp'),
      ],
      closing: HANDMADE,
    },
    price: 165000,
    compareAtPrice: 195000,
    stock: 9,
    weightGrams: 700, lengthCm: 22, widthCm: 16, heightCm: 11,
    imageCount: 3, motif: 'box', colors: ['#6b3f22', '#d9b27c'],
  }),
  product({
    slug: 'vas-gerabah-kasongan-30-cm',
    categorySlug: 'kerajinan-tangan',
    sku: 'KRJ-VGK-057',
    name: t('Vas Gerabah Kasongan 30 cm', 'Kasongan Earthenware Vase 30 cm'),
    summary: t(
      'Vas tanah liat terakota dari desa gerabah Kasongan, Bantul, untuk bunga kering atau hiasan sudut ruangan.',
      'A terracotta vase from the pottery village of Kasongan, Bantul, for dried flowers or a quiet corner.',
    ),
    description: {
      intro: t(
        'Perajin Kasongan membentuk tanah liat dengan tangan dan meja putar sederhana, lalu membakarnya di tungku kayu. Permukaannya dibiarkan natural dengan goresan motif sederhana.',
        'Kasongan potters shape the clay by hand on a simple wheel and fire it in a wood kiln. The surface is left natural with a simple incised pattern.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Tinggi 30 cm, diameter badan 18 cm', '30 cm tall, 18 cm across the body'),
        t('Tidak kedap air; cocok untuk bunga kering', 'Not watertight; best for dried flowers'),
        t('Dikemas kayu agar aman di perjalanan', 'Crated for safe shipping'),
      ],
      closing: HANDMADE,
    },
    price: 95000,
    compareAtPrice: 115000,
    stock: 16,
    weightGrams: 1500, lengthCm: 25, widthCm: 25, heightCm: 35,
    imageCount: 2, motif: 'vase', colors: ['#b5653a', '#f1dcc2'],
  }),
  product({
    slug: 'tempat-tisu-anyaman-eceng-gondok',
    categorySlug: 'kerajinan-tangan',
    sku: 'KRJ-TTE-058',
    name: t('Tempat Tisu Anyaman Eceng Gondok', 'Water Hyacinth Tissue Box Cover'),
    summary: t(
      'Tempat tisu dari eceng gondok Rawa Pening yang dianyam rapat, cantik di meja makan atau ruang tamu.',
      'A tightly woven tissue box cover made from Rawa Pening water hyacinth, pretty on a dining or coffee table.',
    ),
    description: {
      intro: t(
        'Eceng gondok yang menutupi danau Rawa Pening dipanen, dijemur, dan dianyam oleh warga sekitar. Membeli produk ini ikut membantu menjaga danau tetap bersih.',
        'Water hyacinth that chokes Lake Rawa Pening is harvested, dried and woven by local villagers. Buying it helps keep the lake clear.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Ukuran 26 × 14 × 10 cm, muat tisu standar', '26 × 14 × 10 cm, fits a standard tissue box'),
        t('Bagian bawah terbuka untuk mengganti tisu', 'Open base for easy refills'),
        t('Rangka kardus tebal di dalam', 'Stiff card frame inside'),
      ],
      closing: HANDMADE,
    },
    price: 55000,
    stock: 28,
    weightGrams: 300, lengthCm: 28, widthCm: 16, heightCm: 12,
    imageCount: 2, motif: 'box', colors: ['#8a6a3f', '#efe1c4'],
  }),
  product({
    slug: 'paket-belajar-membatik-pemula',
    categorySlug: 'kerajinan-tangan',
    sku: 'KRJ-PBM-059',
    name: t('Paket Belajar Membatik untuk Pemula', "Beginner's Batik Making Kit"),
    summary: t(
      'Semua yang dibutuhkan untuk membuat batik tulis pertamamu di rumah: canting, malam, kain, dan pewarna.',
      'Everything you need to make your first hand-drawn batik at home: canting, wax, cloth and dye.',
    ),
    description: {
      intro: t(
        'Paket ini disusun bersama pengajar batik di Yogyakarta. Ikuti buku panduan bergambar langkah demi langkah, dari membuat pola hingga melorod malam.',
        'Put together with a batik teacher in Yogyakarta. Follow the illustrated guide step by step, from sketching the pattern to boiling off the wax.',
      ),
      heading: t('Isi paket', "What's inside"),
      features: [
        t('Dua canting, kompor listrik mini, dan wajan kecil', 'Two cantings, a mini electric stove and a small pan'),
        t('Malam batik 250 g dan dua lembar kain mori 50 × 50 cm', '250 g batik wax and two 50 × 50 cm sheets of mori cloth'),
        t('Pewarna remasol tiga warna dan sarung tangan', 'Three remazol dyes and gloves'),
        t('Buku panduan bergambar dalam bahasa Indonesia dan Inggris', 'Illustrated guide in Indonesian and English'),
      ],
      closing: t('Cocok untuk usia 12 tahun ke atas dengan pendampingan orang dewasa.', 'Suitable for ages 12 and up with adult supervision.'),
    },
    price: 245000,
    stock: 10,
    weightGrams: 1600, lengthCm: 35, widthCm: 25, heightCm: 12,
    imageCount: 4, motif: 'box', colors: ['#2f4f6f', '#e8c07d'], featured: true,
  }),
  product({
    slug: 'mangkuk-batok-kelapa-set-2',
    categorySlug: 'kerajinan-tangan',
    sku: 'KRJ-MBK-060',
    name: t('Mangkuk Batok Kelapa isi 2', 'Coconut Shell Bowls, Set of 2'),
    summary: t(
      'Dua mangkuk dari batok kelapa yang dipoles halus, ringan dan ramah lingkungan untuk smoothie bowl.',
      'Two polished coconut-shell bowls, light and eco-friendly, perfect for smoothie bowls.',
    ),
    description: {
      intro: t(
        'Batok kelapa sisa produksi santan di Bali diampelas dan dipoles dengan minyak kelapa. Setiap mangkuk punya bentuk dan serat yang berbeda.',
        'Shells left over from coconut milk production in Bali are sanded and polished with coconut oil. Every bowl has its own shape and grain.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Diameter sekitar 13 cm, isi 400 ml', 'About 13 cm across, 400 ml capacity'),
        t('Bonus dua sendok kayu kelapa', 'Two coconut-wood spoons included'),
        t('Cuci dengan tangan', 'Hand wash only'),
      ],
      closing: HANDMADE,
    },
    price: 59000,
    stock: 34,
    weightGrams: 250, lengthCm: 15, widthCm: 15, heightCm: 10,
    imageCount: 2, motif: 'bowl', colors: ['#5a3a22', '#e6cfa8'],
  }),
];
