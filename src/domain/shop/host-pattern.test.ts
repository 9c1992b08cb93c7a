import { describe, expect, it } from 'vitest';
import { expandHostPattern, isShopHostName, parseHostPattern, patternHasHost, shopHostOfHostName, underBasePath, type HostPattern } from './host-pattern';

const ASSETS = { path: true };
const API = { path: false, subdomainOfHost: true };

function pattern(value: string, rules: { path: boolean; subdomainOfHost?: boolean } = ASSETS): HostPattern {
  const parsed = parseHostPattern(value, rules);
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
}

describe('host patterns', () => {
  it('read a scheme, a host name with {host} as whole labels, a port and a base path', () => {
    expect(pattern('https://img.{host}')).toEqual({ scheme: 'https', hostName: 'img.{host}', port: null, path: '' });
    expect(pattern('HTTPS://CDN.Example.net/{host}/')).toEqual({ scheme: 'https', hostName: 'cdn.example.net', port: null, path: '/{host}' });
    expect(pattern('http://{host}:4701/static/v1')).toEqual({ scheme: 'http', hostName: '{host}', port: 4701, path: '/static/v1' });
    expect(pattern('api.{host}', API)).toEqual({ scheme: null, hostName: 'api.{host}', port: null, path: '' });
  });

  it('refuse what could not be read back into a shop, saying why', () => {
    expect(parseHostPattern('ftp://img.{host}', ASSETS)).toMatch(/must be an address/);
    expect(parseHostPattern('https://img-{host}', ASSETS)).toMatch(/whole labels/);
    expect(parseHostPattern('https://{host}.{host}', ASSETS)).toMatch(/once/);
    expect(parseHostPattern('https://cdn.example.net/x{host}', ASSETS)).toMatch(/whole segment/);
    expect(parseHostPattern('https://cdn.example.net/../etc', ASSETS)).toMatch(/plain segments/);
    expect(parseHostPattern('https://cdn', ASSETS)).toMatch(/full host name/);
    expect(parseHostPattern('https://cdn.example.net:0', ASSETS)).toMatch(/not a port/);
    expect(parseHostPattern('https://user@cdn.example.net', ASSETS)).toMatch(/must be an address/);
    expect(parseHostPattern('https://cdn.example.net/a?b', ASSETS)).toMatch(/must be an address/);
    expect(parseHostPattern('https://api.{host}/v1', API)).toMatch(/without a path/);
    expect(parseHostPattern('https://api.example.net', API)).toMatch(/sub-domain of it/);
    expect(parseHostPattern('https://{host}.api.example.net', API)).toMatch(/sub-domain of it/);
    expect(pattern('http://{host}:4701', API).port).toBe(4701);
  });

  it('are written out for a shop on the page scheme unless they name their own', () => {
    expect(expandHostPattern(pattern('https://img.{host}'), 'batiksari.co.id', 'http')).toBe('https://img.batiksari.co.id');
    expect(expandHostPattern(pattern('api.{host}', API), 'batiksari.co.id', 'https')).toBe('https://api.batiksari.co.id');
    expect(expandHostPattern(pattern('cdn.example.net/{host}'), 'batiksari.co.id', 'https')).toBe('https://cdn.example.net/batiksari.co.id');
    expect(expandHostPattern(pattern('http://{host}:4701/static'), '127.0.0.1', 'http')).toBe('http://127.0.0.1:4701/static');
    expect(patternHasHost(pattern('https://static.example.net/etalase'))).toBe(false);
    expect(patternHasHost(pattern('https://cdn.example.net/{host}'))).toBe(true);
  });

  it('read a request host name back into the shop host it stands for', () => {
    const img = pattern('https://img.{host}');
    expect(shopHostOfHostName(img, 'img.batiksari.co.id')).toBe('batiksari.co.id');
    expect(shopHostOfHostName(img, 'IMG.Batiksari.CO.ID')).toBe('batiksari.co.id');
    expect(shopHostOfHostName(img, 'img.localhost')).toBe('localhost');
    expect(shopHostOfHostName(img, 'batiksari.co.id')).toBeNull();
    expect(shopHostOfHostName(img, 'img.')).toBeNull();
    expect(shopHostOfHostName(img, 'img.-bad-.id')).toBeNull();
    expect(shopHostOfHostName(pattern('https://{host}.cdn.example.net'), 'toko.id.cdn.example.net')).toBe('toko.id');
    expect(shopHostOfHostName(pattern('https://cdn.example.net'), 'cdn.example.net')).toBeNull();
  });

  it('take a base path off a request path, reading the shop from a {host} segment', () => {
    expect(underBasePath(pattern('https://cdn.example.net/{host}'), '/batiksari.co.id/media/a/400.webp')).toEqual({ rest: '/media/a/400.webp', host: 'batiksari.co.id' });
    expect(underBasePath(pattern('https://cdn.example.net/static/{host}'), '/static/Toko.ID/assets/e.js')).toEqual({ rest: '/assets/e.js', host: 'toko.id' });
    expect(underBasePath(pattern('https://static.example.net/etalase'), '/etalase/assets/e.js')).toEqual({ rest: '/assets/e.js', host: null });
    expect(underBasePath(pattern('https://static.example.net/etalase'), '/etalase')).toBeNull();
    expect(underBasePath(pattern('https://static.example.net/etalase'), '/other/assets/e.js')).toBeNull();
    expect(underBasePath(pattern('https://cdn.example.net/{host}'), '/product/media/a/400.webp')).toBeNull();
    expect(underBasePath(pattern('https://img.{host}'), '/media/a/400.webp')).toBeNull();
  });

  it('know a shop host name from anything else', () => {
    expect(isShopHostName('batiksari.co.id')).toBe(true);
    expect(isShopHostName('127.0.0.1')).toBe(true);
    expect(isShopHostName('localhost')).toBe(true);
    expect(isShopHostName('product')).toBe(false);
    expect(isShopHostName('..')).toBe(false);
    expect(isShopHostName('a..b')).toBe(false);
  });
});
