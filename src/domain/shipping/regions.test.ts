import { describe, expect, it } from 'vitest';
import { addressCityName, findCity, groupRegions, type RegionRows } from './regions';

const ROWS: RegionRows = {
  provinces: [{ code: '31', name: 'Daerah Khusus Ibukota Jakarta' }, { code: '32', name: 'Jawa Barat' }, { code: '34', name: 'Daerah Istimewa Yogyakarta' }],
  regencies: [
    { code: '31.74', provinceCode: '31', name: 'Kota Administrasi Jakarta Selatan' },
    { code: '32.04', provinceCode: '32', name: 'Kabupaten Bandung' },
    { code: '32.73', provinceCode: '32', name: 'Kota Bandung' },
    { code: '32.01', provinceCode: '32', name: 'Kabupaten Bogor' },
    { code: '32.17', provinceCode: '32', name: 'Kabupaten Bandung Barat' },
    { code: '34.04', provinceCode: '34', name: 'Kabupaten Sleman' },
  ],
  districts: [
    { code: '32.73.02', regencyCode: '32.73', name: 'Sukasari' },
    { code: '32.73.01', regencyCode: '32.73', name: 'Coblong' },
    { code: '31.74.01', regencyCode: '31.74', name: 'Tebet' },
    { code: '34.04.01', regencyCode: '34.04', name: 'Depok' },
  ],
};

describe('groupRegions', () => {
  const regions = groupRegions(ROWS);

  it('files cities under the province names addresses use, long official names included', () => {
    expect([...regions.keys()].sort()).toEqual(['DI Yogyakarta', 'DKI Jakarta', 'Jawa Barat']);
    expect(regions.get('DKI Jakarta')?.map((c) => c.name)).toEqual(['Kota Jakarta Selatan']);
  });

  it('sorts a province’s cities by their name without Kota or Kabupaten, and their districts by name', () => {
    expect(regions.get('Jawa Barat')?.map((c) => c.name)).toEqual(['Kabupaten Bandung', 'Kota Bandung', 'Kabupaten Bandung Barat', 'Kabupaten Bogor']);
    expect(regions.get('Jawa Barat')?.find((c) => c.name === 'Kota Bandung')?.districts).toEqual(['Coblong', 'Sukasari']);
    expect(regions.get('Jawa Barat')?.find((c) => c.name === 'Kabupaten Bogor')?.districts).toEqual([]);
  });

  it('refuses a broken list instead of leaving places out', () => {
    expect(() => groupRegions({ ...ROWS, provinces: [...ROWS.provinces, { code: '99', name: 'Atlantis' }] })).toThrow(/Atlantis/);
    expect(() => groupRegions({ ...ROWS, regencies: [...ROWS.regencies, { code: '99.01', provinceCode: '99', name: 'Kota X' }] })).toThrow(/99/);
    expect(() => groupRegions({ ...ROWS, districts: [...ROWS.districts, { code: '32.99.01', regencyCode: '32.99', name: 'Y' }] })).toThrow(/32\.99/);
  });
});

describe('addressCityName', () => {
  it('writes Jakarta’s administrative cities as addresses do and leaves other names alone', () => {
    expect(addressCityName('Kota Administrasi Jakarta Pusat')).toBe('Kota Jakarta Pusat');
    expect(addressCityName('Kabupaten Administrasi Kepulauan Seribu')).toBe('Kabupaten Kepulauan Seribu');
    expect(addressCityName('Kota Bandung')).toBe('Kota Bandung');
  });
});

describe('findCity', () => {
  const west = groupRegions(ROWS).get('Jawa Barat')!;
  const yogya = groupRegions(ROWS).get('DI Yogyakarta')!;

  it('finds a city however the shopper cased and spaced it', () => {
    expect(findCity(west, '  kota   BANDUNG ')?.name).toBe('Kota Bandung');
  });

  it('finds a city typed without Kota or Kabupaten only when the name is not shared', () => {
    expect(findCity(yogya, 'sleman')?.name).toBe('Kabupaten Sleman');
    expect(findCity(west, 'Bogor')?.name).toBe('Kabupaten Bogor');
    expect(findCity(west, 'Bandung')).toBeNull();
  });

  it('finds nothing for an empty or unknown name', () => {
    expect(findCity(west, ' ')).toBeNull();
    expect(findCity(west, 'Kota Surabaya')).toBeNull();
  });
});
