import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDONESIAN_PROVINCES } from '../../src/domain/shipping/provinces';
import { graphGet } from '../support/graphql-client';
import { startTestServer, type TestServer } from '../support/test-server';

// The official list of regions the address fields suggest from (decision 0059). It reads no
// database, so one engine is enough.
interface CitiesAnswer { shippingCities: Array<{ name: string; districts: string[] }> }
const CITIES = 'query($province: String!) { shippingCities(province: $province) { name districts } }';

describe('cities and districts of a province for a shopper’s address', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer('pglite'); });
  afterAll(async () => { await server?.close(); });

  const cities = async (province: string) => {
    const answer = await graphGet<CitiesAnswer>(server, CITIES, { province });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data!.shippingCities;
  };

  it('offers a province’s cities and regencies apart, each with its districts', async () => {
    const west = await cities('Jawa Barat');
    const names = west.map((city) => city.name);
    expect(names).toEqual(expect.arrayContaining(['Kota Bandung', 'Kabupaten Bandung', 'Kabupaten Bandung Barat', 'Kota Bogor', 'Kabupaten Bogor']));
    expect(west.find((city) => city.name === 'Kota Bandung')?.districts).toEqual(expect.arrayContaining(['Coblong', 'Sukajadi', 'Cibeunying Kaler']));
    expect(names.indexOf('Kabupaten Bandung')).toBeLessThan(names.indexOf('Kota Bogor'));
  });

  it('writes Jakarta’s cities as addresses do and takes the province’s official long name too', async () => {
    const jakarta = await cities('DKI Jakarta');
    expect(jakarta.find((city) => city.name === 'Kota Jakarta Selatan')?.districts).toContain('Tebet');
    expect(await cities('Daerah Khusus Ibukota Jakarta')).toEqual(jakarta);
  });

  it('knows every city, regency and district of the 38 provinces', async () => {
    const all = await Promise.all(INDONESIAN_PROVINCES.map((province) => cities(province)));
    for (const [index, list] of all.entries()) expect(list.length, INDONESIAN_PROVINCES[index]).toBeGreaterThan(0);
    expect(all.flat()).toHaveLength(514);
    expect(all.flat().reduce((sum, city) => sum + city.districts.length, 0)).toBe(7285);
  });

  it('tells a caller that names no province which question to ask instead', async () => {
    const answer = await graphGet<CitiesAnswer>(server, CITIES, { province: 'Jawa' });
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors?.[0]?.message).toMatch(/"Jawa" is not a province; ask shippingProvinces/);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
