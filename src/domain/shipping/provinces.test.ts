import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { INDONESIAN_PROVINCES, findProvince } from './provinces';

describe('INDONESIAN_PROVINCES', () => {
  it('lists the 38 provinces once each', () => {
    expect(INDONESIAN_PROVINCES).toHaveLength(38);
    expect(new Set(INDONESIAN_PROVINCES).size).toBe(38);
    expect(new Set(INDONESIAN_PROVINCES.map((p) => p.replace(/\s/g, '').toLowerCase())).size).toBe(38);
  });

  it('uses the official Indonesian names, including the 2022 Papuan provinces', () => {
    for (const name of ['Aceh', 'DKI Jakarta', 'DI Yogyakarta', 'Kepulauan Bangka Belitung', 'Kalimantan Utara',
      'Papua Barat Daya', 'Papua Tengah', 'Papua Pegunungan', 'Papua Selatan']) {
      expect(INDONESIAN_PROVINCES).toContain(name);
    }
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(INDONESIAN_PROVINCES)).toBe(true);
  });
});

describe('findProvince', () => {
  it('matches regardless of case and spacing', () => {
    expect(findProvince('Jawa Barat')).toBe('Jawa Barat');
    expect(findProvince('  jawa   BARAT ')).toBe('Jawa Barat');
    expect(findProvince('dkijakarta')).toBe('DKI Jakarta');
    expect(findProvince('Kepulauan\tRiau')).toBe('Kepulauan Riau');
    expect(findProvince('RIAU')).toBe('Riau');
  });

  it('knows the official long names of Jakarta and Yogyakarta', () => {
    expect(findProvince('Daerah Khusus Ibukota Jakarta')).toBe('DKI Jakarta');
    expect(findProvince('daerah istimewa  yogyakarta')).toBe('DI Yogyakarta');
  });

  it('does not guess', () => {
    expect(findProvince('')).toBeNull();
    expect(findProvince('Jakarta')).toBeNull();
    expect(findProvince('Jawa')).toBeNull();
    expect(findProvince('West Java')).toBeNull();
    expect(findProvince('Papua Barat Dayaa')).toBeNull();
  });

  it('finds every province however it is cased and spaced (property)', () => {
    const spacing = fc.constantFrom('', ' ', '  ', '\t');
    fc.assert(fc.property(fc.constantFrom(...INDONESIAN_PROVINCES), fc.boolean(), spacing, spacing, (name, upper, before, after) => {
      const cased = upper ? name.toUpperCase() : name.toLowerCase();
      expect(findProvince(`${before}${cased.split(' ').join(`${after} `)}${after}`)).toBe(name);
    }));
  });
});
