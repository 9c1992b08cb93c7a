import { SIZE, option, product, t } from './demo-catalog.helpers';
import type { SeedProduct } from './demo-catalog.types';

const IN_INDONESIAN = t('Buku ini berbahasa Indonesia.', 'This book is written in Indonesian.');

const LIVE_PLANT = t(
  'Tanaman dikirim bersama potnya, dibungkus kardus berlubang udara. Karena makhluk hidup, bentuk daun bisa sedikit berbeda dari foto.',
  'Plants travel in their pots inside ventilated cartons. As they are living things, the leaves may look a little different from the pictures.',
);

/** Buku and Tanaman. */
export const bookAndPlantProducts: SeedProduct[] = [
  product({
    slug: 'buku-resep-masakan-rumahan-nusantara',
    categorySlug: 'buku',
    sku: 'BKU-RMN-067',
    name: t('Buku Resep Masakan Rumahan Nusantara', 'Home Cooking from the Archipelago (Cookbook)'),
    summary: t(
      '120 resep masakan rumahan dari Sabang sampai Merauke, lengkap dengan foto dan tips belanja bahan.',
      '120 home-style recipes from Sabang to Merauke, with photos and tips on buying ingredients.',
    ),
    description: {
      intro: t(
        'Dari gulai ikan Aceh hingga papeda Papua, buku ini mengumpulkan resep yang biasa dimasak di dapur keluarga, bukan di restoran. Setiap resep diuji ulang dengan takaran yang jelas.',
        'From Acehnese fish curry to Papuan papeda, this book gathers dishes cooked in family kitchens rather than restaurants. Every recipe has been retested with clear measurements.',
      ),
      heading: t('Isi buku', "What's inside"),
      features: [
        t('320 halaman berwarna', '320 full-colour pages'),
        t('Daftar bahan pengganti yang mudah dicari', 'A list of easy-to-find ingredient substitutes'),
        t('Pilihan sampul lunak atau sampul keras', 'Paperback or hardcover'),
      ],
      closing: IN_INDONESIAN,
    },
    price: 145000,
    options: [option(t('Sampul', 'Cover'), [t('Sampul Lunak', 'Paperback'), t('Sampul Keras', 'Hardcover')])],
    surcharge: { 'Sampul Keras': 45000 },
    weightGrams: 900, lengthCm: 26, widthCm: 20, heightCm: 3,
    imageCount: 3, motif: 'book', colors: ['#b3261e', '#f2c14e'],
  }),
  product({
    slug: 'buku-mengenal-motif-batik-indonesia',
    categorySlug: 'buku',
    sku: 'BKU-MMB-068',
    name: t('Mengenal Motif Batik Indonesia', 'Getting to Know Indonesian Batik Motifs'),
    summary: t(
      'Panduan bergambar tentang lebih dari 80 motif batik, makna, dan daerah asalnya, dalam dua bahasa.',
      'An illustrated guide to more than 80 batik motifs, their meanings and where they come from, in two languages.',
    ),
    description: {
      intro: t(
        'Parang, kawung, truntum, mega mendung, hingga batik Papua: setiap motif dijelaskan dengan foto kain asli, sejarah singkat, dan kapan sebaiknya dipakai.',
        'Parang, kawung, truntum, mega mendung and even Papuan batik: each motif is explained with photos of real cloth, a short history and when it is traditionally worn.',
      ),
      heading: t('Isi buku', "What's inside"),
      features: [
        t('240 halaman, teks Indonesia dan Inggris berdampingan', '240 pages with Indonesian and English side by side'),
        t('Peta sentra batik di Indonesia', 'A map of batik centres across Indonesia'),
        t('Glosarium istilah membatik', 'A glossary of batik-making terms'),
      ],
      closing: t('Dicetak di atas kertas art paper sehingga warna batik tampil tajam dan mendekati aslinya.', 'Printed on art paper so the batik colours come out sharp and true to life.'),
    },
    price: 120000,
    stock: 15,
    weightGrams: 750, lengthCm: 24, widthCm: 17, heightCm: 2,
    imageCount: 2, motif: 'book', colors: ['#5a3220', '#e3c08a'],
  }),
  product({
    slug: 'buku-seni-menyeduh-kopi-di-rumah',
    categorySlug: 'buku',
    sku: 'BKU-SMK-069',
    name: t('Seni Menyeduh Kopi di Rumah', 'The Art of Brewing Coffee at Home'),
    summary: t(
      'Belajar menyeduh kopi enak dengan alat sederhana, dari tubruk dan V60 sampai moka pot.',
      'Learn to brew great coffee with simple tools, from tubruk and V60 to the moka pot.',
    ),
    description: {
      intro: t(
        'Ditulis oleh barista dan penyangrai lokal, buku ini menjelaskan cara memilih biji, menggiling, dan menakar air tanpa istilah yang membingungkan.',
        'Written by local baristas and roasters, this book explains how to choose beans, grind them and measure water without confusing jargon.',
      ),
      heading: t('Isi buku', "What's inside"),
      features: [
        t('Resep untuk 12 metode seduh', 'Recipes for 12 brewing methods'),
        t('Profil kopi dari 20 daerah di Indonesia', 'Profiles of coffee from 20 Indonesian regions'),
        t('Ilustrasi langkah demi langkah', 'Step-by-step illustrations'),
      ],
      closing: IN_INDONESIAN,
    },
    price: 98000,
    stock: 20,
    weightGrams: 450, lengthCm: 21, widthCm: 15, heightCm: 2,
    imageCount: 2, motif: 'book', colors: ['#3d2b1f', '#e6c98f'],
  }),
  product({
    slug: 'buku-cerita-rakyat-nusantara-untuk-anak',
    categorySlug: 'buku',
    sku: 'BKU-CRN-070',
    name: t('Kumpulan Cerita Rakyat Nusantara untuk Anak', 'Indonesian Folk Tales for Children'),
    summary: t(
      '25 cerita rakyat dari berbagai daerah dengan ilustrasi penuh warna, cocok dibacakan sebelum tidur.',
      '25 folk tales from across Indonesia with colourful illustrations, perfect for bedtime reading.',
    ),
    description: {
      intro: t(
        'Malin Kundang, Timun Mas, Danau Toba, dan Si Kancil hadir kembali dengan bahasa yang ramah anak. Setiap cerita ditutup dengan pesan moral dan pertanyaan untuk diobrolkan bersama.',
        'Malin Kundang, Timun Mas, Lake Toba and the clever mouse-deer return in child-friendly language. Each story ends with a moral and questions to talk about together.',
      ),
      heading: t('Isi buku', "What's inside"),
      features: [
        t('Sampul keras, 160 halaman berwarna', 'Hardcover, 160 full-colour pages'),
        t('Untuk usia 4–10 tahun', 'For ages 4 to 10'),
        t('Kertas tebal yang tidak mudah sobek', 'Thick pages that do not tear easily'),
      ],
      closing: IN_INDONESIAN,
    },
    price: 89000,
    compareAtPrice: 109000,
    stock: 25,
    weightGrams: 650, lengthCm: 25, widthCm: 21, heightCm: 2,
    imageCount: 3, motif: 'book', colors: ['#2e4a7d', '#f2c14e'], featured: true,
  }),
  product({
    slug: 'buku-panduan-berkebun-di-lahan-sempit',
    categorySlug: 'buku',
    sku: 'BKU-PBL-071',
    name: t('Panduan Berkebun di Lahan Sempit', 'A Guide to Small-Space Gardening'),
    summary: t(
      'Menanam cabai, sayur, dan tanaman obat di teras, balkon, atau dak rumah.',
      'Grow chillies, vegetables and medicinal herbs on a porch, balcony or flat roof.',
    ),
    description: {
      intro: t(
        'Tidak punya halaman bukan alasan untuk tidak berkebun. Buku ini membahas pot, media tanam, pupuk organik, dan cara mengatasi hama dengan bahan dapur.',
        'No garden is no excuse not to grow things. This book covers pots, growing media, organic fertiliser and how to deal with pests using kitchen ingredients.',
      ),
      heading: t('Isi buku', "What's inside"),
      features: [
        t('Kalender tanam untuk musim hujan dan kemarau', 'Planting calendars for the wet and dry seasons'),
        t('Rancangan kebun vertikal sederhana', 'Simple vertical garden plans'),
        t('176 halaman dengan foto', '176 pages with photos'),
      ],
      closing: IN_INDONESIAN,
    },
    price: 85000,
    stock: 18,
    weightGrams: 400, lengthCm: 23, widthCm: 15, heightCm: 2,
    imageCount: 2, motif: 'book', colors: ['#2f7d4a', '#f0e6cf'],
  }),
  product({
    slug: 'buku-catatan-sampul-batik-a5',
    categorySlug: 'buku',
    sku: 'BKU-BCS-072',
    name: t('Buku Catatan Sampul Batik A5', 'A5 Notebook with Batik Cover'),
    summary: t(
      'Buku catatan A5 bersampul kain batik dengan kertas bebas asam 100 gsm.',
      'An A5 notebook covered in batik cloth, with 100 gsm acid-free paper.',
    ),
    description: {
      intro: t(
        'Sampulnya dibalut kain batik sisa produksi, sehingga motif setiap buku berbeda. Kertasnya cukup tebal untuk pulpen tinta maupun cat air tipis.',
        'The covers are wrapped in offcut batik cloth, so every notebook has a different pattern. The paper is thick enough for fountain pens and light watercolour.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('192 halaman, jilid benang yang bisa dibuka rata', '192 pages, thread-bound to lie flat'),
        t('Pilihan isi bergaris, polos, atau titik', 'Lined, plain or dotted pages'),
        t('Pita pembatas dan kantong di sampul belakang', 'Ribbon marker and a back-cover pocket'),
      ],
      closing: t('Karena memakai kain sisa, motif sampul yang kamu terima akan berbeda dari foto.', 'As the covers use offcut cloth, the pattern on yours will differ from the pictures.'),
    },
    price: 45000,
    options: [option(t('Isi', 'Pages'), [t('Bergaris', 'Lined'), t('Polos', 'Plain'), t('Titik', 'Dotted')])],
    weightGrams: 300, lengthCm: 22, widthCm: 15, heightCm: 2,
    imageCount: 3, motif: 'book', colors: ['#7b1e3a', '#d4af37'],
  }),
  product({
    slug: 'monstera-deliciosa-pot-20-cm',
    categorySlug: 'tanaman',
    sku: 'TNM-MDS-073',
    name: t('Monstera Deliciosa Pot 20 cm', 'Monstera Deliciosa in a 20 cm Pot'),
    summary: t(
      'Monstera dewasa dengan daun berlubang khas, tinggi sekitar 60 cm, dalam pot plastik 20 cm.',
      'A mature monstera with its signature split leaves, about 60 cm tall, in a 20 cm plastic pot.',
    ),
    description: {
      intro: t(
        'Monstera mudah dirawat dan tumbuh subur di dalam ruangan yang terang. Tanaman kami dibesarkan di kebun Bogor dan sudah beradaptasi dengan iklim rumah di Indonesia.',
        'Monstera is easy-going and thrives in a bright room. Ours are raised in a Bogor nursery and are already used to Indonesian homes.',
      ),
      heading: t('Perawatan', 'Care'),
      features: [
        t('Cahaya terang tidak langsung', 'Bright, indirect light'),
        t('Siram saat media bagian atas kering, sekitar seminggu sekali', 'Water when the top of the soil is dry, about once a week'),
        t('Lap daun agar tetap mengilap', 'Wipe the leaves to keep them glossy'),
      ],
      closing: LIVE_PLANT,
    },
    price: 175000,
    stock: 7,
    weightGrams: 3500, lengthCm: 30, widthCm: 30, heightCm: 65,
    imageCount: 3, motif: 'plant', colors: ['#2f7d4a', '#e8dcc4'], featured: true,
  }),
  product({
    slug: 'sansevieria-laurentii',
    categorySlug: 'tanaman',
    sku: 'TNM-SSL-074',
    name: t('Sansevieria Laurentii (Lidah Mertua)', 'Sansevieria Laurentii (Snake Plant)'),
    summary: t(
      'Lidah mertua bertepi kuning yang tahan banting dan dikenal mampu menyaring udara ruangan.',
      'A hardy yellow-edged snake plant, known for helping to freshen indoor air.',
    ),
    description: {
      intro: t(
        'Tanaman ini cocok untuk pemula karena tahan di ruangan minim cahaya dan jarang perlu disiram. Tersedia dalam tiga ukuran tinggi.',
        'A perfect first plant: it copes with dim rooms and rarely needs watering. Available in three heights.',
      ),
      heading: t('Ukuran', 'Sizes'),
      features: [
        t('Kecil: tinggi 25–30 cm, pot 12 cm', 'Small: 25–30 cm tall, 12 cm pot'),
        t('Sedang: tinggi 40–50 cm, pot 17 cm', 'Medium: 40–50 cm tall, 17 cm pot'),
        t('Besar: tinggi 60–70 cm, pot 22 cm', 'Large: 60–70 cm tall, 22 cm pot'),
      ],
      closing: LIVE_PLANT,
    },
    price: 65000,
    options: [option(SIZE, [t('Kecil', 'Small'), t('Sedang', 'Medium'), t('Besar', 'Large')])],
    surcharge: { Sedang: 40000, Besar: 110000 },
    weightGrams: 1200, lengthCm: 15, widthCm: 15, heightCm: 35,
    imageCount: 3, motif: 'plant', colors: ['#3e6b3a', '#d9d2c5'],
  }),
  product({
    slug: 'anggrek-bulan-putih',
    categorySlug: 'tanaman',
    sku: 'TNM-ABP-075',
    name: t('Anggrek Bulan Putih', 'White Moth Orchid'),
    summary: t(
      'Anggrek bulan putih, puspa pesona Indonesia, dengan satu tangkai bunga yang sedang mekar.',
      "The white moth orchid, one of Indonesia's national flowers, with one spike in bloom.",
    ),
    description: {
      intro: t(
        'Anggrek bulan dikenal sebagai puspa pesona Indonesia. Bunganya bisa bertahan mekar hingga dua bulan di dalam ruangan yang sejuk.',
        "The moth orchid is one of Indonesia's three national flowers. Its blooms can last up to two months in a cool room.",
      ),
      heading: t('Perawatan', 'Care'),
      features: [
        t('Media moss dalam pot plastik bening', 'Moss in a clear plastic pot'),
        t('Siram dua kali seminggu, jangan sampai tergenang', 'Water twice a week, never leave it standing in water'),
        t('Hindari sinar matahari langsung', 'Keep out of direct sunlight'),
      ],
      closing: LIVE_PLANT,
    },
    price: 185000,
    compareAtPrice: 220000,
    stock: 6,
    weightGrams: 900, lengthCm: 20, widthCm: 20, heightCm: 55,
    imageCount: 3, motif: 'flower', colors: ['#f6f2ee', '#7b8fa6'],
  }),
  product({
    slug: 'lidah-buaya-pot-tanah-liat',
    categorySlug: 'tanaman',
    sku: 'TNM-LBP-076',
    name: t('Lidah Buaya dalam Pot Tanah Liat', 'Aloe Vera in a Clay Pot'),
    summary: t(
      'Lidah buaya siap panen dalam pot tanah liat 15 cm, untuk perawatan rambut dan kulit alami.',
      'A harvest-ready aloe vera in a 15 cm clay pot, for natural hair and skin care.',
    ),
    description: {
      intro: t(
        'Gelnya bisa langsung dipakai untuk menenangkan kulit yang terbakar matahari atau sebagai masker rambut. Tanaman ini menyukai sinar matahari dan tahan kekeringan.',
        'Its gel soothes sunburnt skin straight from the leaf and makes a good hair mask. It loves sunshine and shrugs off drought.',
      ),
      heading: t('Perawatan', 'Care'),
      features: [
        t('Letakkan di tempat yang terkena matahari pagi', 'Place where it gets morning sun'),
        t('Siram seminggu sekali', 'Water once a week'),
        t('Pot tanah liat dengan lubang drainase', 'Clay pot with a drainage hole'),
      ],
      closing: LIVE_PLANT,
    },
    price: 45000,
    stock: 20,
    weightGrams: 1500, lengthCm: 18, widthCm: 18, heightCm: 35,
    imageCount: 2, motif: 'plant', colors: ['#5f9b5a', '#b5653a'],
  }),
  product({
    slug: 'pot-terakota-set-isi-3',
    categorySlug: 'tanaman',
    sku: 'TNM-PTS-077',
    name: t('Pot Terakota Set isi 3', 'Terracotta Pot Set of 3'),
    summary: t(
      'Tiga pot terakota bertingkat ukuran 10, 14, dan 18 cm, dengan lubang drainase dan tatakan.',
      'Three nesting terracotta pots of 10, 14 and 18 cm, with drainage holes and saucers.',
    ),
    description: {
      intro: t(
        'Terakota berpori sehingga akar tanaman bisa bernapas dan media tanam tidak cepat busuk. Pot ini dibuat di Plered dan dibakar dengan suhu tinggi agar tidak mudah retak.',
        'Porous terracotta lets roots breathe and keeps the soil from going sour. These pots are made in Plered and fired hot so they do not crack easily.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Diameter 10, 14, dan 18 cm', '10, 14 and 18 cm across'),
        t('Lengkap dengan tatakan', 'Saucers included'),
        t('Cocok untuk kaktus, sukulen, dan tanaman herbal', 'Great for cacti, succulents and herbs'),
      ],
      closing: t('Rendam pot dalam air selama satu jam sebelum menanam agar pot tidak menyerap air dari media tanam.', 'Soak the pots in water for an hour before planting so they do not draw water out of the soil.'),
    },
    price: 120000,
    stock: 15,
    weightGrams: 2600, lengthCm: 22, widthCm: 22, heightCm: 20,
    imageCount: 2, motif: 'pot', colors: ['#c0643a', '#f0dcc6'],
  }),
  product({
    slug: 'media-tanam-sekam-bakar-5-l',
    categorySlug: 'tanaman',
    sku: 'TNM-MTS-078',
    name: t('Media Tanam Sekam Bakar 5 L', 'Carbonised Rice Husk Growing Medium 5 L'),
    summary: t(
      'Sekam bakar steril yang membuat media tanam gembur dan tidak mudah memadat.',
      'Sterile carbonised rice husk that keeps potting mix loose and airy.',
    ),
    description: {
      intro: t(
        'Sekam padi dari penggilingan di Karawang dibakar tanpa api besar hingga menghitam. Campurkan dengan tanah dan kompos untuk media yang subur dan berdrainase baik.',
        'Rice husk from Karawang mills is smouldered until black. Mix it with soil and compost for a rich, free-draining medium.',
      ),
      heading: t('Cara pakai', 'How to use'),
      features: [
        t('Campur 1 bagian sekam, 1 bagian tanah, 1 bagian kompos', 'Mix 1 part husk, 1 part soil, 1 part compost'),
        t('Bebas hama dan biji gulma', 'Free of pests and weed seeds'),
        t('Kemasan karung 5 liter', '5-litre sack'),
      ],
      closing: t('Simpan karung di tempat kering dan tertutup agar sekam tidak menggumpal.', 'Keep the sack closed and dry so the husk does not clump.'),
    },
    price: 18000,
    stock: 80,
    weightGrams: 1200, lengthCm: 35, widthCm: 25, heightCm: 10,
    imageCount: 1, motif: 'packet', colors: ['#3a3a3a', '#b8d08a'],
  }),
  product({
    slug: 'benih-cabai-rawit-unggul',
    categorySlug: 'tanaman',
    sku: 'TNM-BCR-079',
    name: t('Benih Cabai Rawit Unggul', "Bird's-Eye Chilli Seeds"),
    summary: t(
      'Sekitar 200 butir benih cabai rawit dengan daya tumbuh tinggi, untuk ditanam di pot maupun kebun.',
      "About 200 high-germination bird's-eye chilli seeds, for pots or the garden.",
    ),
    description: {
      intro: t(
        'Harga cabai naik lagi? Tanam sendiri saja. Cabai rawit ini berbuah lebat dan mulai bisa dipanen sekitar 90 hari setelah semai.',
        'Chilli prices up again? Grow your own. This variety bears heavily and can be picked about 90 days after sowing.',
      ),
      heading: t('Keunggulan', 'Highlights'),
      features: [
        t('Daya tumbuh di atas 85%', 'Germination rate above 85%'),
        t('Cocok untuk dataran rendah dan menengah', 'Suits lowland and mid-altitude areas'),
        t('Petunjuk semai di balik kemasan', 'Sowing instructions on the back of the packet'),
      ],
      closing: t('Simpan benih yang tersisa di dalam kulkas dalam wadah tertutup agar daya tumbuhnya terjaga hingga satu tahun.', 'Keep leftover seeds in a sealed container in the fridge; they stay viable for up to a year.'),
    },
    price: 15000,
    stock: 100,
    weightGrams: 30, lengthCm: 15, widthCm: 10, heightCm: 1,
    imageCount: 1, motif: 'packet', colors: ['#c62828', '#7cb342'],
  }),
];
