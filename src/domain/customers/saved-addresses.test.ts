import { describe, expect, it } from 'vitest';
import { sameShippingAddress } from './saved-addresses';

const ADDRESS = {
  name: 'Sari Wulandari',
  phone: '6281234567890',
  address: 'Jl. Kaliurang KM 5 No. 12',
  district: 'Caturtunggal, Depok',
  city: 'Sleman',
  province: 'DI Yogyakarta',
  postalCode: '55281',
};

describe('sameShippingAddress', () => {
  it('ignores spacing, letter case and how the phone number is written', () => {
    expect(sameShippingAddress(ADDRESS, { ...ADDRESS, name: ' sari  WULANDARI ', phone: '0812-3456-7890', address: 'jl. kaliurang km 5  no. 12' })).toBe(true);
  });

  it('tells apart addresses that differ in any part', () => {
    for (const part of ['name', 'phone', 'address', 'district', 'city', 'province', 'postalCode'] as const) {
      expect(sameShippingAddress(ADDRESS, { ...ADDRESS, [part]: part === 'phone' ? '6281234567899' : `${ADDRESS[part]}x` }), part).toBe(false);
    }
  });
});
