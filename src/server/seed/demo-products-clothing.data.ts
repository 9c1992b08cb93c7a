import { COLOUR, SIZE, option, product, t } from './demo-catalog.helpers';
import type { SeedProduct } from './demo-catalog.types';

const HAND_WASH = t(
  'Cuci dengan tangan memakai lerak atau sampo bayi, lalu angin-anginkan di tempat teduh agar warnanya awet.',
  'Hand wash with soapnut or baby shampoo and dry in the shade so the colours last.',
);

/** Fashion Pria and Fashion Wanita. */
export const clothingProducts: SeedProduct[] = [
  product({
    slug: 'kemeja-batik-parang-lengan-panjang',
    categorySlug: 'kemeja-pria',
    sku: 'PRA-KBP-007',
    name: t('Kemeja Batik Parang Lengan Panjang', 'Long-Sleeved Parang Batik Shirt'),
    summary: t(
      'Kemeja batik cap motif parang dengan furing, rapi untuk kantor, kondangan, maupun acara resmi.',
      'A lined shirt in stamped parang batik, smart enough for the office, weddings and formal events.',
    ),
    description: {
      intro: t(
        'Kemeja ini dijahit dari kain batik cap Pekalongan dengan potongan reguler yang nyaman. Furing katun di bagian badan membuatnya tetap adem meskipun dipakai seharian.',
        'This shirt is tailored from Pekalongan stamped batik in a comfortable regular fit. A cotton lining in the body keeps it cool even when worn all day.',
      ),
      heading: t('Fitur', 'Features'),
      features: [
        t('Katun primisima dengan furing katun', 'Primisima cotton with a cotton lining'),
        t('Kancing batok kelapa', 'Coconut-shell buttons'),
        t('Saku dada dengan motif menyambung', 'Chest pocket with pattern matching'),
        t('Ukuran S sampai XXL', 'Sizes S to XXL'),
      ],
      closing: t('Lihat tabel ukuran di foto terakhir. Jika ragu, pilih satu ukuran lebih besar.', 'See the size chart in the last picture; if in doubt, choose one size up.'),
    },
    price: 285000,
    options: [option(SIZE, ['S', 'M', 'L', 'XL', 'XXL'])],
    surcharge: { XXL: 20000 },
    weightGrams: 300, lengthCm: 32, widthCm: 25, heightCm: 4,
    imageCount: 4, motif: 'shirt', colors: ['#3b2a1e', '#d8b26e'], featured: true,
  }),
  product({
    slug: 'kemeja-batik-kawung-lengan-pendek',
    categorySlug: 'kemeja-pria',
    sku: 'PRA-KBK-008',
    name: t('Kemeja Batik Kawung Lengan Pendek', 'Short-Sleeved Kawung Batik Shirt'),
    summary: t(
      'Kemeja santai motif kawung biru dongker, enak dipakai untuk hari Jumat di kantor atau jalan-jalan.',
      'A relaxed navy kawung shirt, easy to wear for batik Fridays at work or a day out.',
    ),
    description: {
      intro: t(
        'Potongan lengan pendek dengan kerah klasik dan bahan yang ringan. Motif kawung berukuran sedang membuatnya tampak rapi tanpa terlalu formal.',
        'A short-sleeved cut with a classic collar and a light fabric. The medium-scale kawung motif looks neat without being too formal.',
      ),
      heading: t('Fitur', 'Features'),
      features: [
        t('Katun prima yang ringan', 'Lightweight prima cotton'),
        t('Belahan samping agar leluasa bergerak', 'Side vents for easy movement'),
        t('Tanpa furing, cepat kering', 'Unlined and quick to dry'),
      ],
      closing: HAND_WASH,
    },
    price: 195000,
    compareAtPrice: 235000,
    options: [option(SIZE, ['M', 'L', 'XL', 'XXL'])],
    surcharge: { XXL: 15000 },
    weightGrams: 250, lengthCm: 30, widthCm: 24, heightCm: 3,
    imageCount: 3, motif: 'shirt', colors: ['#1f3a5f', '#c9a66b'],
  }),
  product({
    slug: 'kemeja-linen-kerah-shanghai',
    categorySlug: 'kemeja-pria',
    sku: 'PRA-KLS-009',
    name: t('Kemeja Linen Kerah Shanghai', 'Mandarin-Collar Linen Shirt'),
    summary: t(
      'Kemeja linen kerah shanghai yang sejuk untuk iklim tropis, tersedia dalam tiga warna kalem.',
      'A breathable mandarin-collar linen shirt made for the tropics, in three calm colours.',
    ),
    description: {
      intro: t(
        'Linen menyerap keringat dan cepat kering, pilihan tepat untuk udara Indonesia yang lembap. Kerah shanghai memberi kesan rapi meski tanpa dasi.',
        'Linen absorbs sweat and dries quickly, just right for humid Indonesian weather. The mandarin collar looks tidy even without a tie.',
      ),
      heading: t('Fitur', 'Features'),
      features: [
        t('Campuran linen dan katun', 'Linen and cotton blend'),
        t('Lengan panjang yang bisa digulung', 'Long sleeves that roll up neatly'),
        t('Kancing kayu', 'Wooden buttons'),
      ],
      closing: t('Linen memang mudah kusut; setrika dalam keadaan sedikit lembap untuk hasil terbaik.', 'Linen creases easily; iron it while slightly damp for the best result.'),
    },
    price: 225000,
    options: [
      option(COLOUR, [t('Putih', 'White'), t('Krem', 'Cream'), t('Hijau Sage', 'Sage Green')]),
      option(SIZE, ['M', 'L', 'XL']),
    ],
    weightGrams: 260, lengthCm: 30, widthCm: 24, heightCm: 3,
    imageCount: 3, motif: 'shirt', colors: ['#e9e2d0', '#8a9a7b'],
  }),
  product({
    slug: 'celana-chino-katun-slim',
    categorySlug: 'fashion-pria',
    sku: 'PRA-CCS-010',
    name: t('Celana Chino Katun Slim', 'Slim Cotton Chinos'),
    summary: t(
      'Celana chino katun stretch berwarna khaki yang mudah dipadukan dengan kemeja batik.',
      'Khaki stretch-cotton chinos that pair easily with a batik shirt.',
    ),
    description: {
      intro: t(
        'Potongan slim yang tidak terlalu ketat, dengan sedikit elastan agar nyaman dipakai duduk lama. Warna khaki netral cocok untuk acara santai maupun semi-formal.',
        'A slim cut that is not too tight, with a little elastane for comfort through long hours of sitting. The neutral khaki works for casual and smart-casual occasions.',
      ),
      heading: t('Fitur', 'Features'),
      features: [
        t('Katun twill 98% dengan 2% elastan', '98% cotton twill with 2% elastane'),
        t('Empat saku dan ritsleting logam', 'Four pockets and a metal zip'),
        t('Ukuran pinggang 28 sampai 36', 'Waist sizes 28 to 36'),
      ],
      closing: t('Panjang celana 102 cm dan bisa dipotong sesuai tinggi badan di penjahit langganan.', 'The inseam is generous at 102 cm, so your tailor can shorten it to your height.'),
    },
    price: 189000,
    options: [option(SIZE, ['28', '30', '32', '34', '36'])],
    weightGrams: 450, lengthCm: 35, widthCm: 28, heightCm: 4,
    imageCount: 2, motif: 'trousers', colors: ['#b59b73', '#4a4a4a'],
  }),
  product({
    slug: 'peci-beludru-hitam',
    categorySlug: 'fashion-pria',
    sku: 'PRA-PCB-011',
    name: t('Peci Beludru Hitam', 'Black Velvet Peci Cap'),
    summary: t(
      'Peci beludru hitam buatan Gresik dengan lapisan dalam yang kokoh dan tidak mudah penyok.',
      'A black velvet peci made in Gresik, with a firm inner lining that keeps its shape.',
    ),
    description: {
      intro: t(
        'Peci ini dijahit tangan dari beludru pilihan dengan rangka karton tebal, sehingga bentuknya tetap tegak setelah lama dipakai. Cocok untuk salat, hari raya, maupun acara resmi.',
        'Hand-stitched from choice velvet over a thick card frame, this peci stays upright after years of wear. Right for prayers, holidays and formal events.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Tinggi 9 cm', '9 cm tall'),
        t('Lapisan dalam satin dengan bantalan keringat', 'Satin lining with a sweatband'),
        t('Ukuran No. 7 (55 cm), No. 8 (56 cm), No. 9 (57 cm)', 'Sizes No. 7 (55 cm), No. 8 (56 cm), No. 9 (57 cm)'),
      ],
      closing: t('Ukur lingkar kepala tepat di atas alis untuk menentukan nomor peci. Simpan di dalam kotak agar bentuknya terjaga.', 'Measure around your head just above the eyebrows to find your size, and keep the peci in its box so it holds its shape.'),
    },
    price: 55000,
    options: [option(SIZE, ['No. 7', 'No. 8', 'No. 9'])],
    weightGrams: 120, lengthCm: 25, widthCm: 12, heightCm: 12,
    imageCount: 2, motif: 'cap', colors: ['#1c1c1c', '#c9a227'],
  }),
  product({
    slug: 'sandal-kulit-pria-slip-on',
    categorySlug: 'fashion-pria',
    sku: 'PRA-SKP-012',
    name: t('Sandal Kulit Pria Slip-On', "Men's Leather Slip-On Sandals"),
    summary: t(
      'Sandal kulit sapi asli buatan perajin Garut, dengan sol karet yang empuk dan tidak licin.',
      'Genuine cowhide sandals made by Garut craftsmen, with a soft, non-slip rubber sole.',
    ),
    description: {
      intro: t(
        'Garut sudah lama dikenal sebagai sentra kulit. Sandal ini dijahit tangan dan dilem dengan rapi, sehingga kuat dipakai sehari-hari, dari ke masjid hingga ke kantor.',
        'Garut has long been known for its leather. These sandals are hand-stitched and neatly glued, tough enough for everyday wear from the mosque to the office.',
      ),
      heading: t('Fitur', 'Features'),
      features: [
        t('Kulit sapi nabati setebal 2 mm', 'Vegetable-tanned cowhide, 2 mm thick'),
        t('Alas kaki berlapis busa', 'Foam-padded footbed'),
        t('Sol karet bergerigi', 'Grooved rubber sole'),
      ],
      closing: t('Ukuran sesuai standar Indonesia; bila kaki lebar, pilih satu nomor lebih besar.', 'Sizes follow the Indonesian standard; for wide feet, choose one size up.'),
    },
    price: 235000,
    compareAtPrice: 275000,
    options: [option(SIZE, ['39', '40', '41', '42', '43'])],
    weightGrams: 700, lengthCm: 32, widthCm: 20, heightCm: 11,
    imageCount: 3, motif: 'shoe', colors: ['#6b4226', '#d9b382'],
  }),
  product({
    slug: 'dress-batik-encim-lengan-balon',
    categorySlug: 'fashion-wanita',
    sku: 'WNT-DBE-013',
    name: t('Dress Batik Encim Lengan Balon', 'Encim Batik Dress with Puff Sleeves'),
    summary: t(
      'Dress midi batik encim bernuansa pesisir, dengan lengan balon dan tali pinggang yang bisa diatur.',
      'A coastal-style encim batik midi dress with puff sleeves and an adjustable waist tie.',
    ),
    description: {
      intro: t(
        'Batik encim lahir dari perpaduan budaya Tionghoa dan Jawa di pesisir utara. Warna birunya yang cerah dan motif bunga membuat dress ini terasa segar untuk acara siang hari.',
        'Encim batik grew out of the meeting of Chinese and Javanese cultures on the north coast. Its bright blue and floral motif make this dress feel fresh for daytime events.',
      ),
      heading: t('Fitur', 'Features'),
      features: [
        t('Katun rayon yang jatuh dan adem', 'Flowing, cool cotton rayon'),
        t('Ritsleting tersembunyi di punggung', 'Concealed back zip'),
        t('Panjang 115 cm, ramah untuk yang berhijab', '115 cm long and hijab-friendly'),
        t('Saku di kedua sisi', 'Pockets on both sides'),
      ],
      closing: HAND_WASH,
    },
    price: 345000,
    compareAtPrice: 399000,
    options: [option(SIZE, ['S', 'M', 'L', 'XL'])],
    weightGrams: 380, lengthCm: 32, widthCm: 25, heightCm: 4,
    imageCount: 4, motif: 'dress', colors: ['#2b5d8a', '#f4d6c6'], featured: true,
  }),
  product({
    slug: 'kebaya-kutubaru-brokat',
    categorySlug: 'fashion-wanita',
    sku: 'WNT-KKB-014',
    name: t('Kebaya Kutubaru Brokat', 'Lace Kutubaru Kebaya'),
    summary: t(
      'Kebaya kutubaru berbahan brokat dengan bef kain polos, siap dipadukan dengan jarik favorit.',
      'A kutubaru kebaya in lace with a plain front panel, ready to pair with your favourite wrap.',
    ),
    description: {
      intro: t(
        'Kutubaru adalah model kebaya dengan kain penghubung di bagian dada. Modelnya sederhana namun anggun, cocok untuk wisuda, lamaran, hingga Hari Kartini.',
        'The kutubaru is a kebaya with a connecting panel across the chest. It is simple yet graceful, fitting for graduations, engagements and Kartini Day.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Brokat lembut dengan furing katun', 'Soft lace with a cotton lining'),
        t('Kancing depan tersembunyi', 'Hidden front buttons'),
        t('Dua warna dan empat ukuran', 'Two colours and four sizes'),
      ],
      closing: HAND_WASH,
    },
    price: 275000,
    options: [
      option(SIZE, ['S', 'M', 'L', 'XL']),
      option(COLOUR, [t('Merah Bata', 'Brick Red'), t('Hijau Zaitun', 'Olive Green')]),
    ],
    surcharge: { XL: 10000 },
    weightGrams: 300, lengthCm: 32, widthCm: 25, heightCm: 4,
    imageCount: 3, motif: 'shirt', colors: ['#b5523b', '#f3e1c7'],
  }),
  product({
    slug: 'rok-lilit-batik-sekar-jagad',
    categorySlug: 'fashion-wanita',
    sku: 'WNT-RLB-015',
    name: t('Rok Lilit Batik Sekar Jagad', 'Sekar Jagad Batik Wrap Skirt'),
    summary: t(
      'Rok lilit siap pakai dengan tali pengikat, praktis tanpa perlu melipat wiru.',
      'A ready-to-wear wrap skirt with a tie, no pleating skills needed.',
    ),
    description: {
      intro: t(
        'Sekar Jagad berarti bunga dunia, motif yang menampilkan aneka ragam hias dalam satu kain. Rok ini dijahit dengan pola lilit dan tali di pinggang, jadi mudah dipakai siapa saja.',
        'Sekar Jagad means flowers of the world, a motif that gathers many patterns on one cloth. This skirt is cut as a wrap with a waist tie, so anyone can put it on easily.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Satu ukuran, lingkar pinggang 60–100 cm', 'One size, waist 60–100 cm'),
        t('Panjang 95 cm', '95 cm long'),
        t('Katun primisima', 'Primisima cotton'),
      ],
      closing: HAND_WASH,
    },
    price: 165000,
    stock: 15,
    weightGrams: 280, lengthCm: 30, widthCm: 25, heightCm: 3,
    imageCount: 2, motif: 'skirt', colors: ['#7a4b2a', '#efd7a8'],
  }),
  product({
    slug: 'kerudung-segi-empat-voal',
    categorySlug: 'fashion-wanita',
    sku: 'WNT-KSV-016',
    name: t('Kerudung Segi Empat Voal', 'Square Voile Headscarf'),
    summary: t(
      'Kerudung voal 115 × 115 cm yang ringan, mudah dibentuk, dan tidak menerawang.',
      'A light 115 × 115 cm voile headscarf that is easy to style and not see-through.',
    ),
    description: {
      intro: t(
        'Bahan voal premium terasa lembut, tegak saat dibentuk, dan tidak licin. Tepinya dijahit tepi rapi sehingga tidak mudah bertiras.',
        'Premium voile feels soft, holds its shape when styled and does not slip. The edges are neatly hemmed so they do not fray.',
      ),
      heading: t('Fitur', 'Features'),
      features: [
        t('Ukuran 115 × 115 cm', '115 × 115 cm'),
        t('Tidak menerawang dan mudah disetrika', 'Opaque and easy to iron'),
        t('Empat warna netral', 'Four neutral colours'),
      ],
      closing: t('Cuci dengan tangan memakai air dingin dan setrika dengan suhu rendah.', 'Hand wash in cold water and iron on a low setting.'),
    },
    price: 89000,
    options: [option(COLOUR, [t('Merah Muda Pudar', 'Dusty Pink'), t('Hijau Sage', 'Sage Green'), t('Moka', 'Mocha'), t('Biru Dongker', 'Navy')])],
    weightGrams: 120, lengthCm: 25, widthCm: 20, heightCm: 2,
    imageCount: 3, motif: 'scarf', colors: ['#d7a3a0', '#f6ece6'],
  }),
  product({
    slug: 'tunik-katun-bordir',
    categorySlug: 'fashion-wanita',
    sku: 'WNT-TKB-017',
    name: t('Tunik Katun Bordir', 'Embroidered Cotton Tunic'),
    summary: t(
      'Tunik putih tulang dengan bordir biru khas Tasikmalaya di bagian dada dan lengan.',
      'An off-white tunic with the blue Tasikmalaya embroidery on the chest and sleeves.',
    ),
    description: {
      intro: t(
        'Bordir Tasikmalaya dikenal dengan jahitannya yang padat dan rapi. Tunik ini memadukan bordir bunga dengan katun yang tipis namun tidak menerawang.',
        'Tasikmalaya embroidery is known for its dense, tidy stitching. This tunic pairs floral embroidery with a fine cotton that is light yet opaque.',
      ),
      heading: t('Fitur', 'Features'),
      features: [
        t('Katun toyobo', 'Toyobo cotton'),
        t('Panjang 95 cm, menutup pinggul', '95 cm long, covering the hips'),
        t('Kancing depan sampai dada, ramah busui', 'Front buttons to the chest, nursing-friendly'),
      ],
      closing: HAND_WASH,
    },
    price: 210000,
    options: [option(SIZE, ['M', 'L', 'XL'])],
    weightGrams: 280, lengthCm: 30, widthCm: 25, heightCm: 3,
    imageCount: 2, motif: 'dress', colors: ['#f1ede4', '#4f79a8'],
  }),
  product({
    slug: 'sepatu-flat-tenun',
    categorySlug: 'fashion-wanita',
    sku: 'WNT-SFT-018',
    name: t('Sepatu Flat Tenun Troso', 'Troso Woven Flat Shoes'),
    summary: t(
      'Sepatu flat berlapis kain tenun Troso Jepara, empuk dan ringan untuk dipakai seharian.',
      'Flat shoes covered in Troso woven cloth from Jepara, soft and light for all-day wear.',
    ),
    description: {
      intro: t(
        'Kain tenun Troso yang bercorak ikat dipadukan dengan sol karet yang lentur. Sepatu ini cocok menemani kebaya maupun celana kulot.',
        'Patterned Troso ikat is combined with a flexible rubber sole. These shoes go well with a kebaya or culottes.',
      ),
      heading: t('Fitur', 'Features'),
      features: [
        t('Bagian atas kain tenun dengan lapisan kulit sintetis', 'Woven upper lined with synthetic leather'),
        t('Insole busa memori', 'Memory-foam insole'),
        t('Sol karet anti selip', 'Non-slip rubber sole'),
      ],
      closing: t('Pilih ukuran sesuai panjang telapak kaki: nomor 36 untuk 23 cm hingga nomor 40 untuk 25,5 cm.', 'Choose by foot length: size 36 for 23 cm up to size 40 for 25.5 cm.'),
    },
    price: 199000,
    options: [option(SIZE, ['36', '37', '38', '39', '40'])],
    weightGrams: 500, lengthCm: 28, widthCm: 18, heightCm: 10,
    imageCount: 3, motif: 'shoe', colors: ['#8c2f39', '#e9c46a'],
  }),
];
