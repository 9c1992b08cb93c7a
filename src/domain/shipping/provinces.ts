/**
 * The 38 provinces of Indonesia by their official Indonesian names, roughly west to east as
 * shoppers scan a list. Addresses store the name, so these strings are data: changing one
 * orphans the addresses written with it.
 */
export const INDONESIAN_PROVINCES: readonly string[] = Object.freeze([
  'Aceh',
  'Sumatera Utara',
  'Sumatera Barat',
  'Riau',
  'Kepulauan Riau',
  'Jambi',
  'Sumatera Selatan',
  'Kepulauan Bangka Belitung',
  'Bengkulu',
  'Lampung',
  'DKI Jakarta',
  'Jawa Barat',
  'Banten',
  'Jawa Tengah',
  'DI Yogyakarta',
  'Jawa Timur',
  'Bali',
  'Nusa Tenggara Barat',
  'Nusa Tenggara Timur',
  'Kalimantan Barat',
  'Kalimantan Tengah',
  'Kalimantan Selatan',
  'Kalimantan Timur',
  'Kalimantan Utara',
  'Sulawesi Utara',
  'Gorontalo',
  'Sulawesi Tengah',
  'Sulawesi Barat',
  'Sulawesi Selatan',
  'Sulawesi Tenggara',
  'Maluku',
  'Maluku Utara',
  'Papua',
  'Papua Barat',
  'Papua Barat Daya',
  'Papua Tengah',
  'Papua Pegunungan',
  'Papua Selatan',
]);

function matchKey(text: string): string {
  return text.replace(/\s+/gu, '').toLowerCase();
}

/**
 * The two provinces whose official long names differ from how addresses write them; the
 * government's list of regions, and shoppers pasting from it, use the long form.
 */
const LONG_NAMES: Readonly<Record<string, string>> = {
  'Daerah Khusus Ibukota Jakarta': 'DKI Jakarta',
  'Daerah Istimewa Yogyakarta': 'DI Yogyakarta',
};

const BY_KEY = new Map<string, string>([
  ...INDONESIAN_PROVINCES.map((name): [string, string] => [matchKey(name), name]),
  ...Object.entries(LONG_NAMES).map(([long, name]): [string, string] => [matchKey(long), name]),
]);

/**
 * The canonical name of a province typed or pasted in any case and spacing
 * (`"  dki  JAKARTA"`, `"KepulauanRiau"`, `"Daerah Khusus Ibukota Jakarta"`), or null when it
 * is not one of the 38.
 */
export function findProvince(raw: string): string | null {
  return BY_KEY.get(matchKey(raw)) ?? null;
}
