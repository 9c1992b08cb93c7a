import { COLOUR, option, product, t } from './demo-catalog.helpers';
import type { SeedProduct } from './demo-catalog.types';

const HAND_WASH = t(
  'Cuci dengan tangan memakai lerak atau sampo bayi, lalu angin-anginkan di tempat teduh agar warnanya awet.',
  'Hand wash with soapnut or baby shampoo and dry in the shade so the colours last.',
);

/** Batik & Kain and Tas & Aksesori. */
export const textileProducts: SeedProduct[] = [
  product({
    slug: 'kain-batik-tulis-parang-rusak',
    categorySlug: 'kain-batik',
    sku: 'BTK-PRG-001',
    name: t('Kain Batik Tulis Parang Rusak 2,4 m', 'Parang Rusak Hand-Drawn Batik Cloth 2.4 m'),
    summary: t(
      'Batik tulis sogan khas Yogyakarta, dikerjakan dengan canting selama kurang lebih tiga bulan.',
      'Classic Yogyakarta sogan batik, drawn by hand with a canting over roughly three months.',
    ),
    description: {
      intro: t(
        'Parang Rusak termasuk motif tertua di Jawa. Garis miringnya yang tak terputus melambangkan semangat yang tidak pernah padam. Kain ini dibatik oleh perajin di Imogiri dengan pewarna soga alami, sehingga warna cokelatnya hangat dan sedikit berbeda di setiap lembar.',
        'Parang Rusak is one of the oldest motifs in Java; its unbroken diagonal lines stand for a spirit that never gives up. This cloth is drawn by artisans in Imogiri and dyed with natural soga, so its warm brown differs slightly from piece to piece.',
      ),
      heading: t('Detail kain', 'Cloth details'),
      features: [
        t('Katun primisima yang halus dan adem', 'Smooth, cool primisima cotton'),
        t('Ukuran 240 × 110 cm, cukup untuk jarik atau kemeja', '240 × 110 cm, enough for a wrap or a shirt'),
        t('Pewarna alami soga dan indigo', 'Natural soga and indigo dyes'),
        t('Disertai kartu keterangan motif dan perajin', 'Comes with a card about the motif and the artisan'),
      ],
      closing: HAND_WASH,
    },
    price: 850000,
    stock: 4,
    weightGrams: 350, lengthCm: 30, widthCm: 25, heightCm: 3,
    imageCount: 4, motif: 'fabric', colors: ['#6b3a1e', '#e3c08a'], featured: true,
  }),
  product({
    slug: 'kain-batik-cap-kawung-sogan',
    categorySlug: 'kain-batik',
    sku: 'BTK-KWG-002',
    name: t('Kain Batik Cap Kawung Sogan 2 m', 'Kawung Sogan Stamped Batik Cloth 2 m'),
    summary: t(
      'Motif kawung klasik dengan teknik cap tembaga, rapi dan terjangkau untuk seragam atau jarik.',
      'The classic kawung motif printed with copper stamps: neat and affordable for uniforms or wraps.',
    ),
    description: {
      intro: t(
        'Kawung berbentuk empat bulatan yang mirip irisan buah aren, lambang kesucian dan kebijaksanaan. Batik cap ini dikerjakan di Solo dengan cap tembaga, lalu diwarnai soga sehingga tampil kalem dan cocok untuk acara resmi.',
        'Kawung is made of four ovals that resemble a sliced palm fruit, a symbol of purity and wisdom. This stamped batik is made in Solo with copper stamps and dyed in soga for a calm look that suits formal occasions.',
      ),
      heading: t('Spesifikasi', 'Specifications'),
      features: [
        t('Katun prima, ukuran 200 × 110 cm', 'Prima cotton, 200 × 110 cm'),
        t('Motif simetris, mudah dipotong untuk kemeja', 'Symmetrical motif that is easy to cut for shirts'),
        t('Warna tidak luntur setelah pencucian pertama', 'Colourfast after the first wash'),
      ],
      closing: HAND_WASH,
    },
    price: 285000,
    compareAtPrice: 325000,
    stock: 18,
    weightGrams: 300, lengthCm: 30, widthCm: 25, heightCm: 2,
    imageCount: 3, motif: 'fabric', colors: ['#5a3220', '#d9b27c'],
  }),
  product({
    slug: 'kain-batik-mega-mendung-cirebon',
    categorySlug: 'kain-batik',
    sku: 'BTK-MGM-003',
    name: t('Kain Batik Mega Mendung Cirebon', 'Mega Mendung Batik Cloth from Cirebon'),
    summary: t(
      'Awan berarak khas pesisir Cirebon dalam gradasi tujuh warna, dibuat dengan teknik tulis dan cap.',
      'The rolling clouds of coastal Cirebon in seven-step shading, made with both hand-drawn and stamped work.',
    ),
    description: {
      intro: t(
        'Mega Mendung menggambarkan awan pembawa hujan yang meneduhkan. Gradasi warnanya dibuat bertahap, dari yang paling muda hingga paling tua, sehingga setiap awan tampak bervolume.',
        'Mega Mendung depicts the rain clouds that bring shade and cool air. Its colours are built up step by step, from the lightest to the darkest, which gives each cloud its depth.',
      ),
      heading: t('Keunggulan', 'Highlights'),
      features: [
        t('Kombinasi tulis dan cap dari perajin Trusmi', 'Hand-drawn and stamped work by Trusmi artisans'),
        t('Katun primisima 220 × 110 cm', 'Primisima cotton, 220 × 110 cm'),
        t('Tersedia tiga pilihan warna dasar', 'Available in three ground colours'),
      ],
      closing: HAND_WASH,
    },
    price: 325000,
    options: [option(COLOUR, [t('Biru Laut', 'Sea Blue'), t('Merah Marun', 'Maroon'), t('Hijau Toska', 'Teal')])],
    weightGrams: 320, lengthCm: 30, widthCm: 25, heightCm: 3,
    imageCount: 3, motif: 'fabric', colors: ['#1d4e89', '#9cc3e6'],
  }),
  product({
    slug: 'kain-tenun-ikat-sumba-timur',
    categorySlug: 'tenun-dan-songket',
    sku: 'TNN-SMB-004',
    name: t('Kain Tenun Ikat Sumba Timur', 'East Sumba Ikat Woven Cloth'),
    summary: t(
      'Hinggi tenun ikat dengan pewarna akar mengkudu dan nila, ditenun sendiri oleh mama-mama di Sumba Timur.',
      'A hinggi ikat cloth dyed with morinda root and indigo, woven by the women of East Sumba.',
    ),
    description: {
      intro: t(
        'Setiap lembar hinggi membutuhkan waktu berbulan-bulan, mulai dari memintal benang, mengikat motif, mencelup berulang kali, hingga menenun. Motif kuda dan udang melambangkan kekuatan dan kehidupan yang terus berlanjut.',
        'Each hinggi takes months of work: spinning the thread, tying the motif, dyeing again and again, and finally weaving. Horse and shrimp motifs stand for strength and the continuity of life.',
      ),
      heading: t('Tentang kain ini', 'About this cloth'),
      features: [
        t('Ukuran sekitar 230 × 110 cm, tiap lembar unik', 'About 230 × 110 cm; every piece is unique'),
        t('Benang katun pintal tangan', 'Hand-spun cotton thread'),
        t('Pewarna alami mengkudu dan nila', 'Natural morinda and indigo dyes'),
        t('Cocok untuk hiasan dinding atau selimut upacara', 'Suits a wall hanging or a ceremonial throw'),
      ],
      closing: t(
        'Cukup dibersihkan dengan cara diangin-anginkan; jika perlu dicuci, gunakan air dingin tanpa deterjen.',
        'Airing is usually enough; if it must be washed, use cold water without detergent.',
      ),
    },
    price: 1250000,
    stock: 2,
    weightGrams: 900, lengthCm: 40, widthCm: 30, heightCm: 5,
    imageCount: 4, motif: 'fabric', colors: ['#8b2e1f', '#e8b04b'], featured: true,
  }),
  product({
    slug: 'selendang-songket-palembang',
    categorySlug: 'tenun-dan-songket',
    sku: 'TNN-SGK-005',
    name: t('Selendang Songket Palembang Benang Emas', 'Palembang Songket Shawl with Gold Thread'),
    summary: t(
      'Selendang songket bermotif bunga tabur dengan benang emas, anggun untuk kondangan dan acara adat.',
      'A songket shawl with scattered flowers in gold thread, elegant for weddings and traditional ceremonies.',
    ),
    description: {
      intro: t(
        'Songket Palembang dahulu hanya dikenakan keluarga bangsawan. Benang emasnya disisipkan satu per satu di sela benang lungsin, sehingga motif tampak timbul dan berkilau lembut.',
        'Palembang songket was once worn only by the nobility. The gold thread is inserted by hand between the warp threads, so the motif stands out with a soft shine.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Ukuran 180 × 50 cm', '180 × 50 cm'),
        t('Benang sutra dan benang emas sintetis', 'Silk with synthetic gold thread'),
        t('Dikemas dalam kotak kado', 'Packed in a gift box'),
      ],
      closing: t('Simpan dengan dilipat longgar dan dilapisi kertas tisu agar benang emas tidak patah.', 'Store loosely folded between tissue paper so the gold thread does not break.'),
    },
    price: 675000,
    compareAtPrice: 750000,
    stock: 6,
    weightGrams: 250, lengthCm: 35, widthCm: 25, heightCm: 5,
    imageCount: 3, motif: 'scarf', colors: ['#7b1e3a', '#d4af37'],
  }),
  product({
    slug: 'sarung-tenun-goyor',
    categorySlug: 'tenun-dan-songket',
    sku: 'TNN-GYR-006',
    name: t('Sarung Tenun Goyor', 'Goyor Woven Sarong'),
    summary: t(
      'Sarung tenun ATBM yang jatuh lembut dan dingin dipakai, cocok untuk salat dan acara keluarga.',
      'A sarong woven on a hand loom that drapes softly and stays cool, ideal for prayer and family gatherings.',
    ),
    description: {
      intro: t(
        'Kain goyor terkenal karena jatuhnya yang lemas dan terasa sejuk di kulit. Sarung ini ditenun di Pemalang dengan alat tenun bukan mesin, dengan motif kotak-kotak yang sederhana.',
        'Goyor cloth is known for its loose drape and cool feel on the skin. This sarong is woven in Pemalang on a hand loom, with a simple check pattern.',
      ),
      heading: t('Keunggulan', 'Highlights'),
      features: [
        t('Campuran rayon dan sutra, sangat adem', 'Rayon and silk blend, very cool to wear'),
        t('Lebar 110 cm, panjang lingkar 200 cm', '110 cm wide, 200 cm around'),
        t('Tiga warna klasik', 'Three classic colours'),
      ],
      closing: HAND_WASH,
    },
    price: 245000,
    options: [option(COLOUR, [t('Marun', 'Maroon'), t('Hijau Botol', 'Bottle Green'), t('Biru Dongker', 'Navy')])],
    weightGrams: 400, lengthCm: 32, widthCm: 25, heightCm: 4,
    imageCount: 2, motif: 'fabric', colors: ['#5c1f2b', '#c9a227'],
  }),
  product({
    slug: 'tas-anyaman-pandan',
    categorySlug: 'tas-dan-aksesori',
    sku: 'TAS-TAP-019',
    name: t('Tas Anyaman Pandan', 'Pandan Woven Bag'),
    summary: t(
      'Tas jinjing anyaman daun pandan dari Tasikmalaya, ringan dan muat banyak untuk ke pasar atau pantai.',
      'A tote woven from pandan leaves in Tasikmalaya, light and roomy for the market or the beach.',
    ),
    description: {
      intro: t(
        'Daun pandan duri dijemur, dilemaskan, lalu dianyam dengan tangan oleh ibu-ibu perajin di Rajapolah. Hasilnya tas yang kuat, ringan, dan beraroma khas pandan kering.',
        'Thorny pandan leaves are sun-dried, softened and hand-woven by women artisans in Rajapolah. The result is a strong, light bag with the faint scent of dried pandan.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Ukuran 38 × 30 × 12 cm', '38 × 30 × 12 cm'),
        t('Lapisan dalam kain katun dengan saku kecil', 'Cotton lining with a small inner pocket'),
        t('Tali kulit sintetis yang nyaman dijinjing', 'Comfortable synthetic-leather handles'),
      ],
      closing: t('Hindari menyimpan di tempat lembap agar anyaman tidak berjamur.', 'Keep it away from damp places so the weave does not get mouldy.'),
    },
    price: 145000,
    options: [option(COLOUR, [t('Natural'), t('Hitam', 'Black'), t('Merah Bata', 'Brick Red')])],
    weightGrams: 350, lengthCm: 38, widthCm: 30, heightCm: 12,
    imageCount: 4, motif: 'woven-bag', colors: ['#d8c08a', '#8a5a2b'], featured: true,
  }),
  product({
    slug: 'tas-selempang-kulit-sapi',
    categorySlug: 'tas-dan-aksesori',
    sku: 'TAS-TSK-020',
    name: t('Tas Selempang Kulit Sapi', 'Cowhide Crossbody Bag'),
    summary: t(
      'Tas selempang kulit sapi asli dengan jahitan tangan, makin cantik seiring pemakaian.',
      'A hand-stitched crossbody bag in genuine cowhide that only gets better with use.',
    ),
    description: {
      intro: t(
        'Dibuat oleh perajin kulit di Magetan dari kulit sapi samak nabati. Warnanya akan menua dengan indah dan membentuk patina yang khas pemiliknya.',
        'Made by leather workers in Magetan from vegetable-tanned cowhide. The colour ages beautifully into a patina that is yours alone.',
      ),
      heading: t('Fitur', 'Features'),
      features: [
        t('Ukuran 24 × 18 × 7 cm, muat ponsel dan dompet', '24 × 18 × 7 cm, fits a phone and a wallet'),
        t('Tali bisa diatur hingga 130 cm', 'Strap adjustable up to 130 cm'),
        t('Gesper kuningan antikarat', 'Rust-proof brass buckle'),
        t('Dua kompartemen dan satu saku ritsleting', 'Two compartments and one zip pocket'),
      ],
      closing: t('Oleskan pelembap kulit dua kali setahun dan simpan di dalam kantong kain agar tidak kering atau berjamur.', 'Apply leather balm twice a year and store it in a cloth bag so it neither dries out nor gets mouldy.'),
    },
    price: 485000,
    compareAtPrice: 550000,
    options: [option(COLOUR, [t('Cokelat Tua', 'Dark Brown'), t('Tan'), t('Hitam', 'Black')])],
    weightGrams: 600, lengthCm: 28, widthCm: 22, heightCm: 9,
    imageCount: 4, motif: 'bag', colors: ['#5b3a22', '#c68e5a'],
  }),
  product({
    slug: 'dompet-tenun-lurik',
    categorySlug: 'tas-dan-aksesori',
    sku: 'TAS-DTL-021',
    name: t('Dompet Tenun Lurik', 'Lurik Woven Pouch'),
    summary: t(
      'Dompet ritsleting dari kain lurik Klaten, pas untuk kosmetik, alat tulis, atau uang receh.',
      'A zip pouch in lurik cloth from Klaten, just right for make-up, stationery or loose change.',
    ),
    description: {
      intro: t(
        'Lurik adalah kain bergaris yang ditenun dengan alat tenun bukan mesin. Garis-garisnya yang sederhana membuat dompet ini tampak bersahaja dan mudah dipadukan.',
        'Lurik is a striped cloth woven on hand looms. Its simple stripes give this pouch an unfussy look that goes with everything.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Ukuran 20 × 12 cm', '20 × 12 cm'),
        t('Lapisan dalam tahan air', 'Water-resistant lining'),
        t('Ritsleting logam yang awet', 'Durable metal zip'),
      ],
      closing: t('Setiap dompet dipotong dari kain yang berbeda, jadi letak garisnya bisa sedikit berbeda dari foto.', 'Each pouch is cut from a different length of cloth, so the stripes may sit a little differently from the pictures.'),
    },
    price: 65000,
    stock: 32,
    weightGrams: 80, lengthCm: 22, widthCm: 14, heightCm: 2,
    imageCount: 2, motif: 'pouch', colors: ['#3f4e6b', '#d9c6a5'],
  }),
  product({
    slug: 'topi-pandan-lebar',
    categorySlug: 'tas-dan-aksesori',
    sku: 'TAS-TPL-022',
    name: t('Topi Pandan Lebar', 'Wide-Brimmed Pandan Hat'),
    summary: t(
      'Topi anyaman pandan bertepi lebar dengan pita hitam, teman setia di bawah terik matahari.',
      'A wide-brimmed woven pandan hat with a black band, your best friend under the midday sun.',
    ),
    description: {
      intro: t(
        'Anyaman pandan yang rapat melindungi wajah dari panas, sementara sirkulasi udaranya tetap baik. Tepinya sedikit lentur sehingga mudah dibawa bepergian.',
        'The tight pandan weave shades your face while still letting air through. The brim is slightly flexible, so it travels well.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Lebar tepi 9 cm', '9 cm brim'),
        t('Lingkar kepala 57 cm dengan tali penyesuai di dalam', '57 cm head size with an adjuster inside'),
        t('Pita katun hitam', 'Black cotton band'),
      ],
      closing: t('Bila tepinya bergelombang setelah dikirim, semprot sedikit air lalu tekan dengan buku tebal semalaman.', 'If the brim arrives a little wavy, mist it with water and press it under a heavy book overnight.'),
    },
    price: 95000,
    stock: 20,
    weightGrams: 150, lengthCm: 42, widthCm: 42, heightCm: 14,
    imageCount: 2, motif: 'hat', colors: ['#d9c08c', '#2f2f2f'],
  }),
  product({
    slug: 'tote-bag-kanvas-batik',
    categorySlug: 'tas-dan-aksesori',
    sku: 'TAS-TBK-023',
    name: t('Tote Bag Kanvas Motif Batik', 'Batik-Print Canvas Tote'),
    summary: t(
      'Tote bag kanvas tebal dengan sablon motif batik, kuat untuk belanja atau membawa laptop.',
      'A heavy canvas tote screen-printed with a batik motif, strong enough for groceries or a laptop.',
    ),
    description: {
      intro: t(
        'Pengganti kantong plastik yang tahan bertahun-tahun. Kanvasnya tebal dan jahitannya diperkuat di bagian tali, sehingga tetap kokoh meski diisi penuh.',
        'A replacement for plastic bags that lasts for years. The canvas is thick and the handles are reinforced, so it holds up even when fully loaded.',
      ),
      heading: t('Fitur', 'Features'),
      features: [
        t('Kanvas 12 oz, ukuran 40 × 35 × 10 cm', '12 oz canvas, 40 × 35 × 10 cm'),
        t('Saku dalam untuk ponsel', 'Inner phone pocket'),
        t('Muat laptop 14 inci', 'Fits a 14-inch laptop'),
      ],
      closing: t('Bisa dicuci dengan mesin pada suhu dingin; balik tas sebelum dicuci agar sablonnya awet.', 'Machine washable on a cold cycle; turn it inside out first so the print lasts.'),
    },
    price: 79000,
    compareAtPrice: 99000,
    stock: 45,
    weightGrams: 250, lengthCm: 30, widthCm: 25, heightCm: 3,
    imageCount: 2, motif: 'bag', colors: ['#f0e6d2', '#3b5b7a'],
  }),
  product({
    slug: 'tas-rotan-bulat-bali',
    categorySlug: 'tas-dan-aksesori',
    sku: 'TAS-TRB-024',
    name: t('Tas Rotan Bulat Bali', 'Round Bali Rattan Bag'),
    summary: t(
      'Tas rotan bulat dengan motif anyaman ate khas Bali dan tali kulit, dalam dua ukuran.',
      'A round rattan bag in the Balinese ate weave with a leather strap, in two sizes.',
    ),
    description: {
      intro: t(
        'Dianyam tangan di Tenganan dari rotan ate yang dikeringkan dan diasapi, sehingga warnanya cokelat keemasan dan tahan lama. Tas ini cantik untuk liburan maupun acara santai.',
        'Hand-woven in Tenganan from ate rattan that is dried and smoked for a lasting golden-brown colour. Lovely for holidays and relaxed outings.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Diameter 20 cm atau 25 cm', '20 cm or 25 cm across'),
        t('Lapisan dalam kain batik', 'Batik cloth lining'),
        t('Tali kulit sintetis 120 cm', '120 cm synthetic-leather strap'),
      ],
      closing: t('Rotan ate bisa sedikit mengerut saat udara kering. Angin-anginkan di tempat teduh dan hindari menjemurnya di bawah matahari terik.', 'Ate rattan can tighten slightly in dry air. Air it in the shade and avoid leaving it in strong sun.'),
    },
    price: 175000,
    options: [option(t('Diameter'), ['20 cm', '25 cm'])],
    surcharge: { '25 cm': 30000 },
    weightGrams: 400, lengthCm: 27, widthCm: 27, heightCm: 10,
    imageCount: 3, motif: 'woven-bag', colors: ['#c79a5b', '#6b4a2b'],
  }),
];
