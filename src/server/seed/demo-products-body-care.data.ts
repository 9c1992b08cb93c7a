import { option, product, t } from './demo-catalog.helpers';
import type { SeedProduct } from './demo-catalog.types';

const SCENT = t('Aroma', 'Scent');

const PATCH_TEST = t(
  'Lakukan uji coba di lengan bagian dalam sebelum pemakaian pertama, terutama bila kulitmu sensitif.',
  'Do a patch test on your inner arm before first use, especially if you have sensitive skin.',
);

/** Perawatan Tubuh. */
export const bodyCareProducts: SeedProduct[] = [
  product({
    slug: 'sabun-batang-alami-100-g',
    categorySlug: 'perawatan-tubuh',
    sku: 'PRW-SBA-061',
    name: t('Sabun Batang Alami 100 g', 'Natural Bar Soap 100 g'),
    summary: t(
      'Sabun cold process dari minyak kelapa dan minyak sawit berkelanjutan, dalam empat aroma.',
      'Cold-process soap made from coconut oil and sustainable palm oil, in four scents.',
    ),
    description: {
      intro: t(
        'Sabun dibuat dalam jumlah kecil dan dimatangkan selama empat minggu, sehingga lembut di kulit dan gliserin alaminya tetap terjaga. Varian kopi dan arang membantu mengangkat minyak berlebih.',
        'Made in small batches and cured for four weeks, so it is gentle on the skin and keeps its natural glycerine. The coffee and charcoal bar helps lift excess oil.',
      ),
      heading: t('Keunggulan', 'Highlights'),
      features: [
        t('Tanpa SLS, paraben, dan pewangi sintetis', 'Free from SLS, parabens and synthetic fragrance'),
        t('Dibungkus kertas daur ulang', 'Wrapped in recycled paper'),
        t('Untuk wajah dan badan', 'For face and body'),
      ],
      closing: PATCH_TEST,
    },
    price: 28000,
    options: [option(SCENT, [t('Kopi & Arang', 'Coffee & Charcoal'), t('Sereh', 'Lemongrass'), t('Kunyit', 'Turmeric'), t('Teh Hijau', 'Green Tea')])],
    weightGrams: 120, lengthCm: 9, widthCm: 6, heightCm: 3,
    imageCount: 3, motif: 'soap', colors: ['#4a3b33', '#d8c3a5'],
  }),
  product({
    slug: 'lulur-boreh-bali-200-g',
    categorySlug: 'perawatan-tubuh',
    sku: 'PRW-LBB-062',
    name: t('Lulur Boreh Bali 200 g', 'Balinese Boreh Body Scrub 200 g'),
    summary: t(
      'Lulur rempah tradisional Bali dengan beras, cengkih, dan jahe yang menghangatkan tubuh.',
      'A traditional Balinese spice scrub with rice, cloves and ginger that warms the body.',
    ),
    description: {
      intro: t(
        'Boreh dulu dipakai petani Bali untuk menghangatkan badan setelah seharian di sawah. Kini ia menjadi ritual spa yang mengangkat sel kulit mati dan melancarkan peredaran darah.',
        'Balinese farmers once used boreh to warm up after a long day in the rice fields. Today it is a spa ritual that removes dead skin and boosts circulation.',
      ),
      heading: t('Cara pakai', 'How to use'),
      features: [
        t('Campur satu sendok lulur dengan sedikit air', 'Mix a spoonful with a little water'),
        t('Oleskan ke kulit lembap dan diamkan 10 menit', 'Apply to damp skin and leave for 10 minutes'),
        t('Gosok perlahan lalu bilas dengan air hangat', 'Rub gently, then rinse with warm water'),
      ],
      closing: PATCH_TEST,
    },
    price: 55000,
    compareAtPrice: 65000,
    stock: 20,
    weightGrams: 260, lengthCm: 9, widthCm: 9, heightCm: 8,
    imageCount: 2, motif: 'jar', colors: ['#c7893e', '#f5e6cc'],
  }),
  product({
    slug: 'minyak-kayu-putih-buru-60-ml',
    categorySlug: 'perawatan-tubuh',
    sku: 'PRW-MKP-063',
    name: t('Minyak Kayu Putih Pulau Buru 60 ml', 'Buru Island Cajuput Oil 60 ml'),
    summary: t(
      'Minyak kayu putih murni hasil suling tradisional di Pulau Buru, Maluku.',
      'Pure cajuput oil, traditionally distilled on Buru Island in Maluku.',
    ),
    description: {
      intro: t(
        'Daun kayu putih dipetik dari hutan di Pulau Buru dan disuling dengan ketel tradisional. Aromanya tajam dan hangat, tanpa campuran minyak lain.',
        'Cajuput leaves are gathered from the forests of Buru Island and distilled in traditional stills. The aroma is sharp and warming, with no other oils blended in.',
      ),
      heading: t('Kegunaan', 'Uses'),
      features: [
        t('Menghangatkan perut dan meredakan perut kembung', 'Warms the tummy and eases bloating'),
        t('Meredakan gatal akibat gigitan serangga', 'Soothes itchy insect bites'),
        t('Botol kaca dengan tutup tetes', 'Glass bottle with a dropper cap'),
      ],
      closing: t('Untuk pemakaian luar. Jauhkan dari mata dan jangkauan anak-anak.', 'For external use only. Keep away from the eyes and out of the reach of children.'),
    },
    price: 48000,
    compareAtPrice: 55000,
    stock: 40,
    weightGrams: 150, lengthCm: 5, widthCm: 5, heightCm: 12,
    imageCount: 2, motif: 'bottle', colors: ['#3f7d5a', '#e8f0e0'],
  }),
  product({
    slug: 'sampo-lidah-buaya-kemiri-250-ml',
    categorySlug: 'perawatan-tubuh',
    sku: 'PRW-SLK-064',
    name: t('Sampo Lidah Buaya & Kemiri 250 ml', 'Aloe Vera & Candlenut Shampoo 250 ml'),
    summary: t(
      'Sampo lembut dengan lidah buaya dan minyak kemiri, resep turun-temurun untuk rambut hitam berkilau.',
      'A gentle shampoo with aloe vera and candlenut oil, a time-honoured recipe for dark, glossy hair.',
    ),
    description: {
      intro: t(
        'Nenek kita merawat rambut dengan lidah buaya dan kemiri bakar. Sampo ini memadukan keduanya dalam formula modern yang mudah dibilas.',
        'Our grandmothers cared for their hair with aloe vera and roasted candlenut. This shampoo combines both in a modern formula that rinses out easily.',
      ),
      heading: t('Keunggulan', 'Highlights'),
      features: [
        t('Bebas sulfat dan silikon', 'Sulphate- and silicone-free'),
        t('Cocok untuk kulit kepala berminyak maupun kering', 'Suits oily and dry scalps alike'),
        t('Botol yang bisa diisi ulang', 'Refillable bottle'),
      ],
      closing: PATCH_TEST,
    },
    price: 52000,
    stock: 26,
    weightGrams: 310, lengthCm: 6, widthCm: 6, heightCm: 19,
    imageCount: 2, motif: 'bottle', colors: ['#6b8f71', '#f1e4d0'],
  }),
  product({
    slug: 'masker-bengkuang-beras-100-g',
    categorySlug: 'perawatan-tubuh',
    sku: 'PRW-MBB-065',
    name: t('Masker Bengkuang & Beras 100 g', 'Jicama & Rice Face Mask 100 g'),
    summary: t(
      'Masker bubuk dari bengkuang dan beras yang membantu mencerahkan dan menenangkan kulit wajah.',
      'A powder mask of jicama and rice that helps brighten and calm the skin.',
    ),
    description: {
      intro: t(
        'Bedak dingin dari beras dan bengkuang sudah lama dipakai perempuan Indonesia untuk merawat kulit dari panasnya matahari. Kami mengolahnya menjadi bubuk halus yang praktis.',
        "Cooling powders of rice and jicama have long protected Indonesian women's skin from the sun. We turn them into a fine, easy-to-use powder.",
      ),
      heading: t('Cara pakai', 'How to use'),
      features: [
        t('Campur satu sendok teh dengan air mawar', 'Mix a teaspoon with rose water'),
        t('Oleskan tipis dan diamkan 15 menit', 'Apply thinly and leave for 15 minutes'),
        t('Pakai dua kali seminggu', 'Use twice a week'),
      ],
      closing: PATCH_TEST,
    },
    price: 39000,
    stock: 30,
    weightGrams: 160, lengthCm: 8, widthCm: 8, heightCm: 7,
    imageCount: 2, motif: 'jar', colors: ['#efe6d8', '#b58a6a'],
  }),
  product({
    slug: 'minyak-pijat-aromaterapi-100-ml',
    categorySlug: 'perawatan-tubuh',
    sku: 'PRW-MPA-066',
    name: t('Minyak Pijat Aromaterapi 100 ml', 'Aromatherapy Massage Oil 100 ml'),
    summary: t(
      'Minyak pijat dari minyak kelapa murni dan minyak atsiri Nusantara, untuk relaksasi setelah hari yang panjang.',
      'A massage oil of virgin coconut oil and Indonesian essential oils, to unwind after a long day.',
    ),
    description: {
      intro: t(
        'Minyak kelapa murni cepat meresap tanpa rasa lengket, dipadukan dengan minyak atsiri yang disuling petani lokal. Cocok untuk pijat keluarga di rumah.',
        'Virgin coconut oil sinks in quickly without feeling sticky, blended with essential oils distilled by local farmers. Ideal for family massages at home.',
      ),
      heading: t('Keunggulan', 'Highlights'),
      features: [
        t('Minyak kelapa murni sebagai bahan dasar', 'Virgin coconut oil base'),
        t('Tiga aroma: kenanga, jahe, dan cendana', 'Three scents: ylang-ylang, ginger and sandalwood'),
        t('Botol kaca gelap dengan pompa', 'Dark glass bottle with a pump'),
      ],
      closing: PATCH_TEST,
    },
    price: 75000,
    options: [option(SCENT, [t('Kenanga', 'Ylang-Ylang'), t('Jahe', 'Ginger'), t('Cendana', 'Sandalwood')])],
    weightGrams: 230, lengthCm: 5, widthCm: 5, heightCm: 16,
    imageCount: 2, motif: 'bottle', colors: ['#8a5a7a', '#f0e0c8'],
  }),
];
