// The official list of Indonesia's regions (the `idn-area-data` package: provinces, cities and
// regencies, districts), read from its files the first time a shopper's address needs it and
// kept for the life of the process: about 7,300 districts, a few hundred kilobytes. The package
// itself is loaded then too, not at start (docs/decisions/0053).
import { groupRegions, type RegionCity } from '../../../domain/shipping/regions';
import { findProvince } from '../../../domain/shipping/provinces';

let regions: Promise<Map<string, RegionCity[]>> | undefined;

function loadRegions(): Promise<Map<string, RegionCity[]>> {
  regions ??= import('idn-area-data')
    .then(({ getDistricts, getProvinces, getRegencies }) => Promise.all([getProvinces(), getRegencies({ transform: true }), getDistricts({ transform: true })]))
    .then(([provinces, regencies, districts]) => groupRegions({ provinces, regencies, districts }))
    .catch((error: unknown) => {
      // A failed read is tried again by the next request rather than remembered.
      regions = undefined;
      throw error;
    });
  return regions;
}

/** The cities of a province, each with its districts; null when the province is not one of the 38. */
export async function regionCities(province: string): Promise<readonly RegionCity[] | null> {
  const name = findProvince(province);
  if (!name) return null;
  return (await loadRegions()).get(name) ?? [];
}
