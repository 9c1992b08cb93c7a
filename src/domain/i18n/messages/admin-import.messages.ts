/**
 * Moving products in and out as CSV (export, dry run, import) in the admin area, and the
 * problems an import names row by row, in both languages (keys shared).
 */
const refusalsId = {
  'import.problem.unknownColumn': 'Kolom "{column}" tidak dikenal. Kolom yang dikenal: {known}.',
  'import.problem.duplicateColumn': 'Kolom "{column}" ada dua kali.',
  'import.problem.missingColumn': 'Kolom "{column}" wajib ada di baris judul.',
  'import.problem.required': 'Kolom {column} wajib diisi.',
  'import.problem.tooLong': 'Kolom {column} paling banyak {max} karakter.',
  'import.problem.wholeNumber': 'Kolom {column} harus bilangan bulat tanpa titik, koma atau "Rp", misalnya 150000 (tertulis "{value}").',
  'import.problem.tooLarge': 'Kolom {column} paling besar {max}.',
  'import.problem.slug': 'Slug hanya boleh berisi huruf kecil, angka dan tanda hubung, paling banyak {max} karakter, dan tidak boleh "category".',
  'import.problem.status': 'Status harus "draft" atau "published" (tertulis "{value}").',
  'import.problem.differs': 'Kolom {column} berbeda dari baris {first}, baris pertama produk ini. Samakan isinya.',
  'import.problem.productTwice': 'SKU produk ini sudah ada di baris {first}. Produk tanpa variasi hanya boleh satu baris.',
  'import.problem.variationMix': 'Produk ini punya baris dengan dan tanpa variation_sku (lihat baris {first}). Isi variation_sku di setiap barisnya, atau di tidak satu pun.',
  'import.problem.skuTwice': 'SKU variasi ini sudah dipakai di baris {first}.',
  'import.problem.optionNamesMissing': 'Isi option_names (misalnya Ukuran|Warna) untuk produk dengan variasi.',
  'import.problem.optionCount': 'variation_options harus berisi {expected} nilai dipisah "|", sesuai option_names ({names}).',
  'import.problem.optionsTwice': 'Kombinasi pilihan ini sudah ada di baris {first}.',
  'import.problem.slugTwice': 'Slug ini sudah dipakai produk di baris {first}.',
  'import.problem.tooManyCells': 'Baris ini berisi {count} sel, sedangkan baris judul {expected} kolom. Periksa tanda kutip dan pemisahnya.',
  'import.problem.skuAmbiguous': 'Ada {count} produk ber-SKU "{sku}" di toko ini, jadi baris ini tidak tahu produk mana yang diubah.',
  'import.problem.slugTaken': 'Slug "{slug}" sudah dipakai produk lain di toko ini (SKU {sku}).',
  'import.problem.categoryMissing': 'Kategori dengan slug "{slug}" tidak ada. Buat dulu di Kategori produk, atau kosongkan.',
  'import.problem.variationsInShop': 'Produk ini punya {count} variasi di toko. Tulis setiap variasi dalam barisnya sendiri dengan variation_sku.',
  'import.problem.variationSkuTaken': 'SKU variasi "{sku}" sudah dipakai produk lain di toko ini.',
  'import.problem.keptVariations': 'Variasi {skus} tidak ada di berkas dan akan tetap, tetapi tidak cocok dengan option_names yang baru. Tulis juga variasi itu di berkas.',
  'import.problem.unclosedQuote': 'Tanda kutip yang dibuka di baris {line} tidak pernah ditutup.',
  'import.problem.noRows': 'Berkas ini tidak berisi produk: tulis baris judul lalu satu baris per variasi.',
  'import.problem.tooManyRows': 'Berkas ini berisi {count} baris; satu impor paling banyak {max} baris. Bagi menjadi beberapa berkas.',
  'import.problem.fileTooLarge': 'Berkas ini terlalu besar: satu impor paling besar {max} MB. Bagi menjadi beberapa berkas.',
  'import.problem.notCsv': 'Kirim berkas CSV (text/csv).',
  'import.failed': 'Impor gagal dan tidak ada yang ditulis. Coba lagi.',
} as const;

export type ImportRefusalKey = keyof typeof refusalsId;

const refusalsEn: Readonly<Record<ImportRefusalKey, string>> = {
  'import.problem.unknownColumn': 'The column "{column}" is unknown. Known columns: {known}.',
  'import.problem.duplicateColumn': 'The column "{column}" appears twice.',
  'import.problem.missingColumn': 'The header row must have the column "{column}".',
  'import.problem.required': 'The column {column} is required.',
  'import.problem.tooLong': 'The column {column} can be at most {max} characters.',
  'import.problem.wholeNumber': 'The column {column} must be a whole number without dots, commas or "Rp", for example 150000 (it says "{value}").',
  'import.problem.tooLarge': 'The column {column} can be at most {max}.',
  'import.problem.slug': 'A slug may hold only lower-case letters, digits and hyphens, at most {max} characters, and cannot be "category".',
  'import.problem.status': 'The status must be "draft" or "published" (it says "{value}").',
  'import.problem.differs': 'The column {column} differs from row {first}, this product’s first row. Make them the same.',
  'import.problem.productTwice': 'This product SKU is already on row {first}. A product without variations has one row only.',
  'import.problem.variationMix': 'This product has rows with and without a variation_sku (see row {first}). Fill variation_sku on every one of its rows, or on none.',
  'import.problem.skuTwice': 'This variation SKU is already used on row {first}.',
  'import.problem.optionNamesMissing': 'Fill option_names (for example Ukuran|Warna) for a product with variations.',
  'import.problem.optionCount': 'variation_options must hold {expected} values separated by "|", as option_names says ({names}).',
  'import.problem.optionsTwice': 'These option values are already on row {first}.',
  'import.problem.slugTwice': 'This slug is already used by the product on row {first}.',
  'import.problem.tooManyCells': 'This row has {count} cells while the header has {expected} columns. Check its quotes and separators.',
  'import.problem.skuAmbiguous': 'The shop has {count} products with the SKU "{sku}", so this row cannot tell which one to change.',
  'import.problem.slugTaken': 'The slug "{slug}" is already used by another product of this shop (SKU {sku}).',
  'import.problem.categoryMissing': 'No category has the slug "{slug}". Create it in Product categories first, or leave the cell empty.',
  'import.problem.variationsInShop': 'This product has {count} variations in the shop. Write each variation on its own row with its variation_sku.',
  'import.problem.variationSkuTaken': 'The variation SKU "{sku}" is already used by another product of this shop.',
  'import.problem.keptVariations': 'The variations {skus} are not in the file and would stay, but they do not fit the new option_names. List them in the file too.',
  'import.problem.unclosedQuote': 'A quote opened on line {line} is never closed.',
  'import.problem.noRows': 'This file holds no products: write the header row, then one row per variation.',
  'import.problem.tooManyRows': 'This file has {count} rows; one import takes at most {max} rows. Split it into several files.',
  'import.problem.fileTooLarge': 'This file is too large: one import takes at most {max} MB. Split it into several files.',
  'import.problem.notCsv': 'Send a CSV file (text/csv).',
  'import.failed': 'The import failed and nothing was written. Try again.',
};

const screensId = {
  'adminImport.nav': 'Impor & ekspor',
} as const;

const screensEn: Readonly<Record<keyof typeof screensId, string>> = {
  'adminImport.nav': 'Import & export',
};

export const adminImportMessages: { id: Readonly<Record<string, string>>; en: Readonly<Record<string, string>> } = {
  id: { ...refusalsId, ...screensId },
  en: { ...refusalsEn, ...screensEn },
};
