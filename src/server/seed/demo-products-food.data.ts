import { WEIGHT, option, product, t } from './demo-catalog.helpers';
import type { SeedProduct } from './demo-catalog.types';

const FLAVOUR = t('Rasa', 'Flavour');

const KEEP_SEALED = t(
  'Setelah dibuka, simpan di wadah tertutup rapat agar tetap renyah.',
  'Once opened, keep in an airtight container so it stays crisp.',
);

/** Makanan Ringan and Bumbu & Bahan Masak. */
export const foodProducts: SeedProduct[] = [
  product({
    slug: 'keripik-singkong-padang-200-g',
    categorySlug: 'makanan-ringan',
    sku: 'SNK-KSP-033',
    name: t('Keripik Singkong Padang 200 g', 'Padang Cassava Chips 200 g'),
    summary: t(
      'Keripik singkong tipis dan renyah dari Bukittinggi, tersedia rasa balado, asin, dan bawang.',
      'Thin, crunchy cassava chips from Bukittinggi in balado, salted and garlic flavours.',
    ),
    description: {
      intro: t(
        'Singkong dipotong tipis, digoreng dua kali, lalu dibalur bumbu buatan sendiri. Versi balado memakai cabai merah giling dan gula, sehingga pedas manisnya pas.',
        'Cassava is sliced thin, fried twice and tossed in a home-made seasoning. The balado version uses ground red chilli and sugar for a balanced sweet heat.',
      ),
      heading: t('Keunggulan', 'Highlights'),
      features: [
        t('Tanpa penyedap buatan', 'No artificial flavour enhancers'),
        t('Kemasan ziplock dengan lapisan foil', 'Resealable foil-lined pouch'),
        t('Tahan hingga 3 bulan', 'Keeps for up to 3 months'),
      ],
      closing: KEEP_SEALED,
    },
    price: 25000,
    options: [option(FLAVOUR, [t('Balado'), t('Asin', 'Salted'), t('Bawang', 'Garlic')])],
    weightGrams: 230, lengthCm: 25, widthCm: 16, heightCm: 6,
    imageCount: 2, motif: 'packet', colors: ['#c0392b', '#f5c469'],
  }),
  product({
    slug: 'rempeyek-kacang-tanah-250-g',
    categorySlug: 'makanan-ringan',
    sku: 'SNK-RPK-034',
    name: t('Rempeyek Kacang Tanah 250 g', 'Peanut Rempeyek Crackers 250 g'),
    summary: t(
      'Rempeyek tipis dengan kacang tanah melimpah dan aroma daun jeruk, dalam toples plastik.',
      'Thin rempeyek crackers loaded with peanuts and fragrant with lime leaf, in a plastic jar.',
    ),
    description: {
      intro: t(
        'Dibuat dari adonan tepung beras berbumbu kemiri, ketumbar, dan daun jeruk, lalu digoreng satu per satu di pinggir wajan. Teman makan nasi pecel atau camilan sore.',
        'Made from rice-flour batter spiced with candlenut, coriander and lime leaf, fried one by one at the edge of the wok. Great with nasi pecel or as an afternoon snack.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Kacang tanah pilihan', 'Choice peanuts'),
        t('Dikemas dalam toples agar tidak mudah hancur', 'Packed in a jar so the crackers stay whole'),
        t('Produksi rumahan di Klaten', 'Home-made in Klaten'),
      ],
      closing: KEEP_SEALED,
    },
    price: 35000,
    stock: 30,
    weightGrams: 400, lengthCm: 14, widthCm: 14, heightCm: 14,
    imageCount: 2, motif: 'jar', colors: ['#d9a441', '#f7ecd0'],
  }),
  product({
    slug: 'kerupuk-ikan-tenggiri-palembang',
    categorySlug: 'makanan-ringan',
    sku: 'SNK-KIT-035',
    name: t('Kerupuk Ikan Tenggiri Palembang 250 g', 'Palembang Mackerel Crackers 250 g'),
    summary: t(
      'Kerupuk mentah ikan tenggiri asli Palembang, tinggal digoreng dan mengembang besar.',
      'Uncooked Spanish mackerel crackers from Palembang; just fry them and watch them puff up.',
    ),
    description: {
      intro: t(
        'Kadar ikannya tinggi sehingga rasa gurihnya terasa kuat. Kerupuk dijemur hingga benar-benar kering dan dikemas rapat agar tahan lama.',
        'A high fish content gives them a strong savoury taste. The crackers are sun-dried until completely dry and sealed tight to keep.',
      ),
      heading: t('Cara menggoreng', 'How to fry'),
      features: [
        t('Gunakan minyak banyak dengan api sedang', 'Use plenty of oil over medium heat'),
        t('Goreng sedikit demi sedikit hingga mengembang', 'Fry a few at a time until they puff'),
        t('Tiriskan dan simpan di toples', 'Drain and store in a jar'),
      ],
      closing: t('Kerupuk mentah tahan hingga 6 bulan bila disimpan di tempat kering dan tertutup.', 'Uncooked crackers keep for up to 6 months in a dry, closed container.'),
    },
    price: 30000,
    compareAtPrice: 35000,
    stock: 50,
    weightGrams: 270, lengthCm: 24, widthCm: 16, heightCm: 5,
    imageCount: 2, motif: 'packet', colors: ['#e07a3f', '#fbe7c6'],
  }),
  product({
    slug: 'bakpia-isi-20',
    categorySlug: 'makanan-ringan',
    sku: 'SNK-BKP-036',
    name: t('Bakpia Isi 20', 'Bakpia, Box of 20'),
    summary: t(
      'Bakpia khas Yogyakarta dengan kulit tipis dan isian lembut, oleh-oleh yang selalu dinanti.',
      'Yogyakarta bakpia with thin pastry and a soft filling, the souvenir everyone waits for.',
    ),
    description: {
      intro: t(
        'Bakpia kami dipanggang setiap pagi dan dikirim di hari yang sama. Kulitnya berlapis dan tidak keras, isiannya manis tanpa berlebihan.',
        'Our bakpia are baked every morning and shipped the same day. The pastry is flaky, never hard, and the filling sweet without being cloying.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Isi 20 buah per kotak', '20 pieces per box'),
        t('Tanpa pengawet, tahan 7 hari di suhu ruang', 'No preservatives; keeps 7 days at room temperature'),
        t('Tiga pilihan isi', 'Three fillings to choose from'),
      ],
      closing: t('Karena tanpa pengawet, kami sarankan memilih pengiriman kilat.', 'As they contain no preservatives, we recommend express shipping.'),
    },
    price: 45000,
    options: [option(t('Isi', 'Filling'), [t('Kacang Hijau', 'Mung Bean'), t('Keju', 'Cheese'), t('Cokelat', 'Chocolate')])],
    surcharge: { Keju: 5000, Cokelat: 5000 },
    weightGrams: 650, lengthCm: 26, widthCm: 20, heightCm: 6,
    imageCount: 3, motif: 'box', colors: ['#c98b4a', '#fff3dc'],
  }),
  product({
    slug: 'dodol-garut-aneka-rasa-500-g',
    categorySlug: 'makanan-ringan',
    sku: 'SNK-DDG-037',
    name: t('Dodol Garut Aneka Rasa 500 g', 'Garut Dodol, Assorted Flavours 500 g'),
    summary: t(
      'Dodol ketan legit dari Garut dalam rasa original, durian, nangka, dan wijen.',
      'Sticky rice dodol from Garut in original, durian, jackfruit and sesame flavours.',
    ),
    description: {
      intro: t(
        'Dodol dimasak berjam-jam di kuali besar dari tepung ketan, gula aren, dan santan, sambil terus diaduk hingga kalis. Setiap potong dibungkus kertas minyak.',
        'Dodol is cooked for hours in a large wok from glutinous rice flour, palm sugar and coconut milk, stirred constantly until smooth. Each piece is wrapped in wax paper.',
      ),
      heading: t('Isi kotak', "What's in the box"),
      features: [
        t('Sekitar 40 potong kecil', 'About 40 small pieces'),
        t('Empat rasa dalam satu kotak', 'Four flavours in one box'),
        t('Tahan 2 bulan', 'Keeps for 2 months'),
      ],
      closing: t('Simpan di suhu ruang dan jauhkan dari sinar matahari langsung agar dodol tidak mengeras.', 'Store at room temperature away from direct sunlight so the dodol stays soft.'),
    },
    price: 38000,
    stock: 35,
    weightGrams: 550, lengthCm: 20, widthCm: 14, heightCm: 6,
    imageCount: 2, motif: 'box', colors: ['#6d3b2a', '#e8c07d'],
  }),
  product({
    slug: 'lapis-legit-original',
    categorySlug: 'makanan-ringan',
    sku: 'SNK-LPL-038',
    name: t('Lapis Legit Original 20 × 10 cm', 'Original Lapis Legit Layer Cake 20 × 10 cm'),
    summary: t(
      'Lapis legit berlapis-lapis dengan mentega wisman dan rempah spekuk, dipanggang lapis demi lapis.',
      'A many-layered lapis legit made with fine butter and spekkoek spices, baked one layer at a time.',
    ),
    description: {
      intro: t(
        'Setiap kue membutuhkan lebih dari 20 lapisan yang dipanggang satu per satu, sehingga pembuatannya memakan waktu hampir tiga jam. Teksturnya padat, lembap, dan harum kayu manis serta cengkih.',
        'Each cake takes more than 20 layers, each baked separately, so one cake needs nearly three hours. The texture is dense and moist, fragrant with cinnamon and cloves.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Ukuran 20 × 10 × 5 cm, sekitar 700 g', '20 × 10 × 5 cm, about 700 g'),
        t('Mentega asli, tanpa margarin', 'Real butter, no margarine'),
        t('Dikemas dalam kotak kado berpita', 'Packed in a ribboned gift box'),
        t('Tahan 10 hari di suhu ruang, 1 bulan di lemari es', 'Keeps 10 days at room temperature, 1 month in the fridge'),
      ],
      closing: t('Pesanan di atas tiga kotak kami panggang khusus, jadi mohon tambahkan waktu dua hari kerja.', 'Orders of more than three cakes are baked specially, so please allow two extra working days.'),
    },
    price: 285000,
    compareAtPrice: 320000,
    stock: 8,
    weightGrams: 900, lengthCm: 24, widthCm: 14, heightCm: 9,
    imageCount: 3, motif: 'box', colors: ['#8a4b1f', '#f4d58d'], featured: true,
  }),
  product({
    slug: 'kacang-mete-panggang-250-g',
    categorySlug: 'makanan-ringan',
    sku: 'SNK-KMP-039',
    name: t('Kacang Mete Panggang 250 g', 'Roasted Cashews 250 g'),
    summary: t(
      'Mete utuh dari Sulawesi Tenggara yang dipanggang tanpa minyak dengan sedikit garam.',
      'Whole cashews from Southeast Sulawesi, oven-roasted without oil and lightly salted.',
    ),
    description: {
      intro: t(
        'Jambu mete dipanen di Muna, lalu dikupas dan dipanggang perlahan hingga renyah dan berwarna keemasan. Camilan sehat untuk kerja maupun tamu di hari raya.',
        'The cashews are harvested on Muna island, shelled and slowly roasted until crisp and golden. A wholesome snack for work days and festive guests alike.',
      ),
      heading: t('Keunggulan', 'Highlights'),
      features: [
        t('Mete utuh grade A', 'Whole grade A cashews'),
        t('Dipanggang, bukan digoreng', 'Roasted, not fried'),
        t('Toples PET yang bisa ditutup rapat', 'Resealable PET jar'),
      ],
      closing: KEEP_SEALED,
    },
    price: 89000,
    stock: 22,
    weightGrams: 320, lengthCm: 11, widthCm: 11, heightCm: 13,
    imageCount: 2, motif: 'jar', colors: ['#c9a063', '#f8efdc'],
  }),
  product({
    slug: 'sambal-bawang-pedas-150-g',
    categorySlug: 'bumbu-dan-bahan-masak',
    sku: 'SMB-SBP-040',
    name: t('Sambal Bawang Pedas 150 g', 'Spicy Garlic Sambal 150 g'),
    summary: t(
      'Sambal bawang ala rumahan dari cabai rawit segar dan bawang putih goreng, dalam tiga tingkat pedas.',
      "Home-style garlic sambal made with fresh bird's-eye chillies and fried garlic, in three heat levels.",
    ),
    description: {
      intro: t(
        'Cabai rawit dan bawang putih diulek kasar lalu dimasak dalam minyak panas, persis seperti di dapur rumah. Cocok untuk ayam geprek, telur ceplok, atau sekadar nasi hangat.',
        "Bird's-eye chillies and garlic are coarsely pounded and cooked in hot oil, just as in a home kitchen. Perfect with smashed fried chicken, a fried egg or plain warm rice.",
      ),
      heading: t('Keunggulan', 'Highlights'),
      features: [
        t('Tanpa pengawet dan pewarna', 'No preservatives or colourings'),
        t('Tahan 3 bulan sebelum dibuka', 'Keeps 3 months unopened'),
        t('Botol kaca dengan tutup rapat', 'Glass jar with a tight lid'),
      ],
      closing: t('Setelah dibuka, simpan di lemari es dan habiskan dalam 3 minggu.', 'Once opened, keep refrigerated and finish within 3 weeks.'),
    },
    price: 35000,
    options: [option(t('Tingkat Pedas', 'Heat Level'), [t('Sedang', 'Medium'), t('Pedas', 'Hot'), t('Ekstra Pedas', 'Extra Hot')])],
    surcharge: { 'Ekstra Pedas': 3000 },
    weightGrams: 320, lengthCm: 8, widthCm: 8, heightCm: 10,
    imageCount: 3, motif: 'jar', colors: ['#b3261e', '#f6c453'], featured: true,
  }),
  product({
    slug: 'sambal-roa-manado-200-g',
    categorySlug: 'bumbu-dan-bahan-masak',
    sku: 'SMB-SRM-041',
    name: t('Sambal Roa Manado 200 g', 'Manado Smoked Garfish Sambal 200 g'),
    summary: t(
      'Sambal ikan roa asap khas Manado yang gurih, smoky, dan pedas.',
      "Manado's smoked garfish sambal: savoury, smoky and hot.",
    ),
    description: {
      intro: t(
        'Ikan roa adalah ikan julung-julung yang diasap hingga kering. Dagingnya disuwir halus dan dimasak bersama cabai, bawang, dan tomat hingga berminyak.',
        'Roa is a halfbeak fish smoked until dry. The flesh is finely shredded and cooked with chilli, shallots and tomato until rich and oily.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Ikan roa asli dari Sulawesi Utara', 'Genuine roa from North Sulawesi'),
        t('Tahan 2 bulan sebelum dibuka', 'Keeps 2 months unopened'),
        t('Enak untuk tumisan dan nasi goreng', 'Great in stir-fries and fried rice'),
      ],
      closing: t('Setelah dibuka, simpan di lemari es dan gunakan sendok bersih setiap kali mengambil.', 'Once opened, keep it in the fridge and always use a clean spoon.'),
    },
    price: 55000,
    stock: 25,
    weightGrams: 380, lengthCm: 8, widthCm: 8, heightCm: 11,
    imageCount: 2, motif: 'jar', colors: ['#7a2418', '#e9b44c'],
  }),
  product({
    slug: 'sambal-cumi-asin-180-g',
    categorySlug: 'bumbu-dan-bahan-masak',
    sku: 'SMB-SCA-042',
    name: t('Sambal Cumi Asin 180 g', 'Salted Squid Sambal 180 g'),
    summary: t(
      'Potongan cumi asin dalam sambal merah yang gurih, lauk praktis untuk anak kos dan perantau.',
      'Pieces of salted squid in a savoury red sambal, an easy side dish for students and people far from home.',
    ),
    description: {
      intro: t(
        'Cumi asin dicuci untuk mengurangi kadar garam, lalu dimasak dengan cabai merah dan daun jeruk. Tinggal buka tutupnya dan sajikan dengan nasi hangat.',
        'Salted squid is rinsed to reduce the salt, then cooked with red chilli and lime leaves. Just open the jar and serve with warm rice.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Potongan cumi besar', 'Generous pieces of squid'),
        t('Pedas sedang', 'Medium heat'),
        t('Botol kaca 180 g', '180 g glass jar'),
      ],
      closing: t('Setelah dibuka, simpan di lemari es dan habiskan dalam 2 minggu.', 'Once opened, keep refrigerated and finish within 2 weeks.'),
    },
    price: 58000,
    compareAtPrice: 65000,
    stock: 18,
    weightGrams: 350, lengthCm: 8, widthCm: 8, heightCm: 10,
    imageCount: 2, motif: 'jar', colors: ['#a23b2a', '#f2d0a4'],
  }),
  product({
    slug: 'bumbu-rendang-padang',
    categorySlug: 'bumbu-dan-bahan-masak',
    sku: 'SMB-BRP-043',
    name: t('Bumbu Rendang Padang untuk 1 kg Daging', 'Padang Rendang Paste for 1 kg of Meat'),
    summary: t(
      'Bumbu rendang lengkap yang sudah ditumis, tinggal dimasak bersama daging dan santan.',
      'A complete, pre-fried rendang paste; just cook it with meat and coconut milk.',
    ),
    description: {
      intro: t(
        'Resep keluarga dari Bukittinggi dengan cabai, lengkuas, serai, kunyit, dan daun kunyit. Bumbu sudah ditumis sehingga aromanya keluar dan memangkas waktu memasak.',
        'A family recipe from Bukittinggi with chilli, galangal, lemongrass, turmeric and turmeric leaf. The paste is already fried, so the aromas are released and cooking time is shorter.',
      ),
      heading: t('Cara memasak', 'How to cook'),
      features: [
        t('Tumis bumbu sebentar, masukkan 1 kg daging', 'Briefly fry the paste and add 1 kg of meat'),
        t('Tuang 1 liter santan kental', 'Pour in 1 litre of thick coconut milk'),
        t('Masak dengan api kecil sampai kering, sekitar 3 jam', 'Simmer on low heat until dry, about 3 hours'),
      ],
      closing: t('Satu bungkus cukup untuk 1 kg daging sapi atau 1,5 kg ayam. Tahan 6 bulan sebelum dibuka.', 'One pack seasons 1 kg of beef or 1.5 kg of chicken. Keeps for 6 months unopened.'),
    },
    price: 22000,
    stock: 60,
    weightGrams: 200, lengthCm: 18, widthCm: 12, heightCm: 3,
    imageCount: 1, motif: 'packet', colors: ['#7b3f1d', '#f0b44c'],
  }),
  product({
    slug: 'gula-aren-cair-500-ml',
    categorySlug: 'bumbu-dan-bahan-masak',
    sku: 'SMB-GAC-044',
    name: t('Gula Aren Cair 500 ml', 'Liquid Palm Sugar 500 ml'),
    summary: t(
      'Sirup gula aren murni dari nira pohon aren Banten, pemanis kopi susu dan es cendol.',
      'Pure palm sugar syrup from Banten sugar palms, the sweetener for iced milk coffee and cendol.',
    ),
    description: {
      intro: t(
        'Nira aren disadap setiap pagi dan dimasak perlahan tanpa campuran gula pasir. Rasanya manis legit dengan aroma karamel yang khas.',
        'Palm sap is tapped every morning and cooked slowly without any added cane sugar. It tastes rich and sweet with a distinctive caramel aroma.',
      ),
      heading: t('Keunggulan', 'Highlights'),
      features: [
        t('100% nira aren', '100% palm sap'),
        t('Botol kaca dengan tutup tuang', 'Glass bottle with a pouring cap'),
        t('Indeks glikemik lebih rendah dari gula pasir', 'Lower glycaemic index than cane sugar'),
      ],
      closing: t('Gula aren asli bisa sedikit mengendap di dasar botol; kocok sebelum dipakai.', 'Real palm sugar may settle at the bottom of the bottle; shake before use.'),
    },
    price: 45000,
    stock: 30,
    weightGrams: 850, lengthCm: 8, widthCm: 8, heightCm: 24,
    imageCount: 2, motif: 'bottle', colors: ['#5a3418', '#e8c07d'],
  }),
  product({
    slug: 'madu-hutan-sumbawa',
    categorySlug: 'bumbu-dan-bahan-masak',
    sku: 'SMB-MHS-045',
    name: t('Madu Hutan Sumbawa', 'Sumbawa Wild Forest Honey'),
    summary: t(
      'Madu mentah dari lebah hutan Sumbawa, dipanen tanpa merusak sarang inti.',
      'Raw honey from wild Sumbawa bees, harvested without destroying the core of the hive.',
    ),
    description: {
      intro: t(
        'Pemburu madu di Sumbawa memanen sarang lebah hutan di pohon tinggi dengan cara tradisional. Madunya tidak dipanaskan, sehingga enzim dan aromanya tetap terjaga.',
        'Honey hunters in Sumbawa harvest wild hives high in the trees the traditional way. The honey is never heated, so its enzymes and aroma stay intact.',
      ),
      heading: t('Detail', 'Details'),
      features: [
        t('Madu mentah tanpa campuran', 'Raw, unblended honey'),
        t('Rasa sedikit asam khas madu hutan', 'The slight tang typical of forest honey'),
        t('Botol kaca 250 g, 500 g, atau 1 kg', 'Glass bottle of 250 g, 500 g or 1 kg'),
      ],
      closing: t('Madu hutan bisa berbuih atau mengkristal; itu tanda alami, bukan rusak.', 'Forest honey may foam or crystallise; that is natural, not spoilage.'),
    },
    price: 85000,
    options: [option(WEIGHT, ['250 g', '500 g', '1 kg'])],
    surcharge: { '500 g': 60000, '1 kg': 180000 },
    weightGrams: 500, lengthCm: 7, widthCm: 7, heightCm: 16,
    imageCount: 3, motif: 'bottle', colors: ['#c07a12', '#f7d98b'],
  }),
  product({
    slug: 'kecap-manis-kedelai-hitam-275-ml',
    categorySlug: 'bumbu-dan-bahan-masak',
    sku: 'SMB-KMK-046',
    name: t('Kecap Manis Kedelai Hitam 275 ml', 'Black Soybean Sweet Soy Sauce 275 ml'),
    summary: t(
      'Kecap manis kental dari kedelai hitam yang difermentasi alami dan gula kelapa.',
      'Thick sweet soy sauce from naturally fermented black soybeans and coconut sugar.',
    ),
    description: {
      intro: t(
        'Dibuat oleh usaha keluarga di Tegal dengan fermentasi selama dua bulan di bawah matahari. Rasanya manis, gurih, dan sedikit smoky.',
        'Made by a family business in Tegal with two months of sun fermentation. It is sweet, savoury and slightly smoky.',
      ),
      heading: t('Keunggulan', 'Highlights'),
      features: [
        t('Kedelai hitam lokal', 'Local black soybeans'),
        t('Gula kelapa, bukan gula rafinasi', 'Coconut sugar instead of refined sugar'),
        t('Cocok untuk sate, semur, dan nasi goreng', 'Ideal for satay, semur and fried rice'),
      ],
      closing: t('Simpan di tempat sejuk dan kering. Setelah dibuka, habiskan dalam 3 bulan.', 'Store in a cool, dry place. Once opened, use within 3 months.'),
    },
    price: 28000,
    stock: 40,
    weightGrams: 520, lengthCm: 6, widthCm: 6, heightCm: 22,
    imageCount: 1, motif: 'bottle', colors: ['#2b1a12', '#d9a441'],
  }),
];
