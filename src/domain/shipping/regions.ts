// Indonesia's cities and regencies (kota, kabupaten) and their districts (kecamatan), as the
// government's list of regions names them, grouped under the provinces addresses use. The
// checkout suggests them so that an address names places a courier's rate table can find.
import { findProvince } from './provinces';

/** A city or regency with its districts, as an address writes them. */
export interface RegionCity {
  name: string;
  districts: readonly string[];
}

/** One row of each of the official list's three levels, joined by their codes (`32`, `32.73`, `32.73.01`). */
export interface RegionRows {
  provinces: ReadonlyArray<{ code: string; name: string }>;
  regencies: ReadonlyArray<{ code: string; provinceCode: string; name: string }>;
  districts: ReadonlyArray<{ code: string; regencyCode: string; name: string }>;
}

/**
 * Jakarta's five cities and one regency are "administrative" ones ("Kota Administrasi Jakarta
 * Selatan"); addresses, couriers and shoppers write "Kota Jakarta Selatan".
 */
export function addressCityName(official: string): string {
  return official.replace(/^(Kota|Kabupaten) Administrasi /u, '$1 ');
}

const COLLATOR = new Intl.Collator('id', { sensitivity: 'base', numeric: true });
/** "Kabupaten Bandung" and "Kota Bandung" sort together, under B. */
const sortKey = (city: string) => city.replace(/^(Kota|Kabupaten) /u, '');

function byName(a: RegionCity, b: RegionCity): number {
  return COLLATOR.compare(sortKey(a.name), sortKey(b.name)) || COLLATOR.compare(a.name, b.name);
}

/**
 * The cities of each province (keyed by the name addresses use), sorted for reading, each with
 * its districts sorted. A row that names a province, regency or parent code the list does not
 * have is a broken list: it throws rather than leave a place out unnoticed.
 */
export function groupRegions(rows: RegionRows): Map<string, RegionCity[]> {
  const provinceByCode = new Map<string, string>();
  for (const row of rows.provinces) {
    const name = findProvince(row.name);
    if (!name) throw new RangeError(`The list of regions names a province addresses do not know: "${row.name}"`);
    provinceByCode.set(row.code, name);
  }
  const districtsByRegency = new Map<string, string[]>();
  for (const row of rows.districts) {
    const list = districtsByRegency.get(row.regencyCode) ?? [];
    list.push(row.name);
    districtsByRegency.set(row.regencyCode, list);
  }
  const cities = new Map<string, RegionCity[]>();
  const regencyCodes = new Set<string>();
  for (const row of rows.regencies) {
    const province = provinceByCode.get(row.provinceCode);
    if (!province) throw new RangeError(`Regency ${row.code} names an unknown province code ${row.provinceCode}`);
    regencyCodes.add(row.code);
    const list = cities.get(province) ?? [];
    list.push({ name: addressCityName(row.name), districts: (districtsByRegency.get(row.code) ?? []).sort(COLLATOR.compare) });
    cities.set(province, list);
  }
  for (const code of districtsByRegency.keys()) {
    if (!regencyCodes.has(code)) throw new RangeError(`Districts name an unknown regency code ${code}`);
  }
  for (const list of cities.values()) list.sort(byName);
  return cities;
}

function matchKey(text: string): string {
  return text.replace(/\s+/gu, ' ').trim().toLowerCase();
}

/**
 * The city a shopper typed, found in `cities` whatever its case and spacing, and also without
 * "Kota" or "Kabupaten" when only one place goes by that name ("Sleman", but not "Bandung",
 * which is both a city and a regency). Null when nothing matches or the name is ambiguous.
 */
export function findCity(cities: readonly RegionCity[], typed: string): RegionCity | null {
  const key = matchKey(typed);
  if (!key) return null;
  const exact = cities.find((city) => matchKey(city.name) === key);
  if (exact) return exact;
  const bare = cities.filter((city) => matchKey(sortKey(city.name)) === key);
  return bare.length === 1 ? bare[0]! : null;
}
