import { t } from './demo-catalog.helpers';
import type { SeedPage } from './demo-catalog.types';
import { demoShop } from './demo-shop.data';

export const demoPages: SeedPage[] = [
  {
    slug: 'tentang-kami',
    title: t('Tentang Kami', 'About Us'),
    body: {
      id: [
        `${demoShop.name} berawal dari sebuah lapak kecil di pasar kerajinan Yogyakarta pada tahun 2016. Kami sering bertemu perajin yang karyanya luar biasa tetapi sulit menjangkau pembeli di luar kotanya. Dari situlah kami mulai menjual karya mereka secara daring.`,
        { heading: 'Yang kami pegang' },
        {
          list: [
            'Membeli langsung dari perajin, petani, dan usaha keluarga dengan harga yang adil.',
            'Menceritakan asal-usul setiap produk dengan jujur, termasuk kekurangannya.',
            'Mengemas dengan bahan daur ulang sebisa mungkin.',
            'Melayani pembeli dengan ramah, cepat, dan dalam bahasa yang mudah dipahami.',
          ],
        },
        'Saat ini kami bekerja sama dengan lebih dari 60 perajin dan kelompok tani dari Aceh sampai Nusa Tenggara Timur. Setiap pembelianmu ikut menjaga keterampilan mereka tetap hidup.',
        'Punya pertanyaan atau ingin bermitra? Hubungi kami lewat email atau WhatsApp yang tercantum di bagian bawah halaman.',
      ],
      en: [
        `${demoShop.name} began as a small stall at a Yogyakarta craft market in 2016. We kept meeting artisans whose work was remarkable but who struggled to reach buyers beyond their own town, so we started selling their work online.`,
        { heading: 'What we stand for' },
        {
          list: [
            'Buying directly from artisans, farmers and family businesses at fair prices.',
            'Telling the story of every product honestly, flaws included.',
            'Packing with recycled materials wherever we can.',
            'Serving our customers kindly, quickly and in plain language.',
          ],
        },
        'Today we work with more than 60 artisans and farmer groups from Aceh to East Nusa Tenggara. Every purchase helps keep their skills alive.',
        'Questions, or interested in working with us? Reach us by email or WhatsApp using the details at the bottom of the page.',
      ],
    },
  },
  {
    slug: 'cara-belanja',
    title: t('Cara Belanja', 'How to Shop'),
    body: {
      id: [
        `Berbelanja di ${demoShop.name} mudah. Ikuti langkah berikut:`,
        { heading: 'Langkah pemesanan' },
        {
          list: [
            'Pilih produk, tentukan varian seperti ukuran atau warna, lalu tekan tombol Tambah ke Keranjang.',
            'Buka keranjang, periksa jumlah barang, lalu lanjutkan ke pembayaran.',
            'Isi nama, nomor WhatsApp, dan alamat pengiriman lengkap, lalu pilih layanan kirim.',
            'Periksa ringkasan pesanan dan tekan Buat Pesanan. Kamu akan menerima nomor pesanan dan petunjuk pembayaran.',
          ],
        },
        { heading: 'Pembayaran lewat transfer bank' },
        'Transfer sesuai total tagihan ke rekening yang tertera di halaman pembayaran. Setelah itu, unggah foto atau tangkapan layar bukti transfer di halaman pesanan.',
        'Kami memeriksa bukti transfer paling lambat 1 × 24 jam pada hari kerja. Pesanan yang belum dibayar dalam 24 jam akan kami batalkan agar stoknya bisa dibeli orang lain.',
        { heading: 'Uang muka (DP) untuk pre-order' },
        'Beberapa produk, seperti kain tenun dan batik tulis yang dibuat sesuai pesanan, bisa dibayar dengan uang muka. Besarnya DP tertera di halaman produk. Sisa pembayaran dilunasi sebelum barang dikirim, dan kami akan mengabarimu lewat WhatsApp saat barang siap.',
        'Butuh bantuan? Tim kami siap menjawab setiap hari pukul 08.00–20.00 WIB.',
      ],
      en: [
        `Shopping at ${demoShop.name} is easy. Just follow these steps:`,
        { heading: 'Placing an order' },
        {
          list: [
            'Choose a product, pick a variant such as size or colour, and press Add to Cart.',
            'Open your cart, check the quantities and continue to checkout.',
            'Enter your name, WhatsApp number and full delivery address, then choose a shipping service.',
            'Review the order summary and press Place Order. You will receive an order number and payment instructions.',
          ],
        },
        { heading: 'Paying by bank transfer' },
        'Transfer the exact total to the account shown on the payment page. Then upload a photo or screenshot of the transfer receipt on your order page.',
        'We check transfer receipts within 24 hours on working days. Orders not paid within 24 hours are cancelled so the stock becomes available to others.',
        { heading: 'Down payments for pre-orders' },
        'Some products, such as woven cloth and hand-drawn batik made to order, can be secured with a down payment. The amount is shown on the product page. The balance is due before the item ships, and we will let you know on WhatsApp when it is ready.',
        'Need help? Our team answers every day from 08:00 to 20:00 Western Indonesian Time.',
      ],
    },
  },
  {
    slug: 'pengiriman-dan-pengembalian',
    title: t('Pengiriman & Pengembalian', 'Shipping & Returns'),
    body: {
      id: [
        'Pesanan yang sudah lunas kami kemas dan serahkan ke kurir dalam 1–2 hari kerja. Produk pre-order dikirim sesuai perkiraan waktu yang tertera di halaman produk.',
        { heading: 'Pengiriman' },
        {
          list: [
            'Kami mengirim ke seluruh Indonesia dengan layanan reguler, kilat, dan kargo.',
            'Ongkos kirim dihitung dari berat barang atau berat volume, mana yang lebih besar.',
            'Nomor resi dikirim lewat WhatsApp dan email setelah paket diserahkan ke kurir.',
            'Makanan tanpa pengawet dan tanaman hidup sebaiknya dikirim dengan layanan kilat.',
          ],
        },
        { heading: 'Pengembalian dan penukaran' },
        'Jika barang yang kamu terima rusak, salah kirim, atau tidak sesuai deskripsi, hubungi kami paling lambat 3 hari setelah paket diterima. Sertakan video saat membuka paket dan foto barang.',
        'Penukaran ukuran pakaian bisa dilakukan dalam 7 hari selama label masih terpasang dan barang belum dicuci. Makanan, produk perawatan tubuh yang sudah dibuka, dan tanaman tidak dapat ditukar kecuali rusak saat pengiriman. Dana dikembalikan ke rekeningmu dalam 3 hari kerja setelah barang kami terima.',
      ],
      en: [
        'Paid orders are packed and handed to the courier within 1–2 working days. Pre-order items ship according to the estimate on the product page.',
        { heading: 'Shipping' },
        {
          list: [
            'We ship anywhere in Indonesia with regular, express and cargo services.',
            'Shipping is charged on the actual or volumetric weight, whichever is greater.',
            'Your tracking number is sent by WhatsApp and email once the parcel is with the courier.',
            'Food without preservatives and live plants are best sent by express.',
          ],
        },
        { heading: 'Returns and exchanges' },
        'If your item arrives damaged, is the wrong item or does not match its description, contact us within 3 days of delivery. Please include a video of opening the parcel and photos of the item.',
        'Clothing can be exchanged for another size within 7 days as long as the tags are still attached and it has not been washed. Food, opened body-care products and plants cannot be exchanged unless damaged in transit. Refunds reach your bank account within 3 working days after we receive the item.',
      ],
    },
  },
  {
    slug: 'kebijakan-privasi',
    title: t('Kebijakan Privasi', 'Privacy Policy'),
    body: {
      id: [
        'Kami menghormati privasimu dan hanya mengumpulkan data yang diperlukan untuk memproses pesanan, sesuai dengan Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.',
        { heading: 'Data yang kami kumpulkan' },
        {
          list: [
            'Nama, nomor telepon, email, dan alamat pengiriman yang kamu isi saat memesan.',
            'Riwayat pesanan dan bukti pembayaran yang kamu unggah.',
            'Data teknis seperti jenis peramban dan halaman yang dikunjungi, untuk menjaga keamanan dan memperbaiki toko.',
          ],
        },
        { heading: 'Cara kami menggunakan data' },
        'Data dipakai untuk memproses dan mengirim pesanan, menghubungimu tentang pesanan tersebut, dan, jika kamu setuju, mengirim kabar promo. Kami tidak pernah menjual datamu. Data hanya dibagikan kepada kurir dan penyedia layanan yang membantu kami menjalankan toko.',
        'Kamu berhak meminta salinan, perbaikan, atau penghapusan data pribadimu kapan saja dengan menghubungi kami lewat email. Kami akan menanggapi paling lambat 3 × 24 jam.',
      ],
      en: [
        'We respect your privacy and only collect the data we need to process your orders, in line with Indonesian Law No. 27 of 2022 on Personal Data Protection.',
        { heading: 'Data we collect' },
        {
          list: [
            'The name, phone number, email and delivery address you enter when ordering.',
            'Your order history and the payment receipts you upload.',
            'Technical data such as browser type and pages visited, to keep the shop secure and improve it.',
          ],
        },
        { heading: 'How we use it' },
        'We use your data to process and deliver orders, to contact you about them and, if you agree, to send news of promotions. We never sell your data. It is shared only with couriers and service providers who help us run the shop.',
        'You may ask for a copy of your personal data, or for it to be corrected or deleted, at any time by emailing us. We will respond within 72 hours.',
      ],
    },
  },
  {
    slug: 'hubungi-kami',
    title: t('Hubungi Kami', 'Contact Us'),
    body: {
      id: [
        'Kami senang mendengar darimu, baik pertanyaan tentang produk, status pesanan, maupun tawaran kerja sama.',
        { heading: 'Saluran kontak' },
        {
          list: [
            `Email: ${demoShop.email}`,
            `Telepon dan WhatsApp: ${demoShop.phone}`,
            `Toko: ${demoShop.address}, ${demoShop.city}`,
          ],
        },
        'Toko kami buka Senin–Sabtu pukul 09.00–17.00 WIB. Pesan yang masuk di luar jam kerja akan kami balas pada hari kerja berikutnya.',
      ],
      en: [
        'We would love to hear from you, whether about a product, an order or working together.',
        { heading: 'Ways to reach us' },
        {
          list: [
            `Email: ${demoShop.email}`,
            `Phone and WhatsApp: ${demoShop.phone}`,
            `Shop: ${demoShop.address}, ${demoShop.city}`,
          ],
        },
        'Our shop is open Monday to Saturday, 09:00–17:00 Western Indonesian Time. Messages sent outside these hours are answered on the next working day.',
      ],
    },
  },
];
