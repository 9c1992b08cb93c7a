import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.server';
import { pictureAddress } from '../modules/media';
import { answerAddresses, AssetHosts, OWN_HOSTS } from './asset-hosts.server';

function hostsOf(env: Record<string, string>): AssetHosts {
  return new AssetHosts(readConfig(env).hosts);
}

const ALL = {
  IMAGES_HOST: 'https://img.{host}',
  GIFS_HOST: 'https://cdn.example.net/gif/{host}',
  FILES_HOST: 'https://files.{host}',
  SCRIPTS_HOST: 'https://static.example.net/etalase',
  API_HOST: 'api.{host}',
};

describe('separate hosts on the server', () => {
  it('change nothing when none is set', () => {
    const hosts = hostsOf({});
    expect(hosts.configured).toBe(false);
    expect(hosts.pageHosts('batiksari.co.id', 'batiksari.co.id', 'https')).toBe(OWN_HOSTS);
    expect(hosts.rewrite('/media/a/400.webp')).toBe('/media/a/400.webp');
    expect(hosts.shopHostOf('img.batiksari.co.id', '/media/a/400.webp')).toBeNull();
    expect(hosts.cookieDomain('batiksari.co.id')).toBeUndefined();
    expect(answerAddresses(OWN_HOSTS)).toBe('');
  });

  it('write pictures, files and scripts from the primary host, and the API from the page\'s own', () => {
    expect(hostsOf(ALL).pageHosts('www.batiksari.co.id', 'batiksari.co.id', 'https')).toEqual({
      images: 'https://img.batiksari.co.id',
      gifs: 'https://cdn.example.net/gif/batiksari.co.id',
      files: 'https://files.batiksari.co.id',
      scripts: 'https://static.example.net/etalase',
      api: 'https://api.www.batiksari.co.id',
    });
    // A developer's machine keeps the host and scheme typed.
    expect(hostsOf({ SCRIPTS_HOST: 'http://{host}:4701' }).pageHosts('127.0.0.1', 'localhost', 'http').scripts).toBe('http://127.0.0.1:4701');
  });

  it('take a base path off the paths of its own kind only', () => {
    const hosts = hostsOf(ALL);
    expect(hosts.rewrite('/etalase/assets/entry.js?x=1')).toBe('/assets/entry.js?x=1');
    expect(hosts.rewrite('/gif/batiksari.co.id/media/abc/400.webp')).toBe('/media/abc/400.webp');
    expect(hosts.rewrite('/etalase/media/abc/400.webp')).toBe('/etalase/media/abc/400.webp');
    expect(hosts.rewrite('/gif/not-a-host/media/abc/400.webp')).toBe('/gif/not-a-host/media/abc/400.webp');
    expect(hosts.rewrite('/product/kopi')).toBe('/product/kopi');
  });

  it('read the shop back from a host\'s name or its {host} segment, for that host\'s paths only', () => {
    const hosts = hostsOf(ALL);
    expect(hosts.shopHostOf('img.batiksari.co.id', '/media/abc/400.webp')).toEqual({ host: 'batiksari.co.id', api: false });
    expect(hosts.shopHostOf('files.batiksari.co.id', '/_/file/ab12.pdf')).toEqual({ host: 'batiksari.co.id', api: false });
    expect(hosts.shopHostOf('cdn.example.net', '/gif/batiksari.co.id/media/abc/400.webp', true)).toEqual({ host: 'batiksari.co.id', api: false });
    expect(hosts.shopHostOf('api.batiksari.co.id', '/graphql?query=x')).toEqual({ host: 'batiksari.co.id', api: true });
    expect(hosts.shopHostOf('api.batiksari.co.id', '/graphql', true)).toBeNull();
    expect(hosts.shopHostOf('img.batiksari.co.id', '/')).toBeNull();
    expect(hosts.shopHostOf('img.batiksari.co.id', '/product/kopi')).toBeNull();
    expect(hosts.shopHostOf('api.batiksari.co.id', '/media/abc/400.webp')).toBeNull();
    expect(hosts.shopHostOf('static.example.net', '/etalase/assets/entry.js')).toBeNull();
  });

  it('share cookies with the API only where a sub-domain can have them', () => {
    const hosts = hostsOf(ALL);
    expect(hosts.cookieDomain('batiksari.co.id')).toBe('batiksari.co.id');
    expect(hosts.cookieDomain('localhost')).toBeUndefined();
    expect(hosts.cookieDomain('127.0.0.1')).toBeUndefined();
    expect(hostsOf({ API_HOST: 'http://{host}:4701' }).cookieDomain('batiksari.co.id')).toBeUndefined();
  });

  it('let the API answer across origins exactly the shop\'s own https pages', () => {
    const hosts = hostsOf(ALL);
    const ours = () => true;
    expect(hosts.apiAllows('https://batiksari.co.id', 'api.batiksari.co.id', ours)).toBe('https://batiksari.co.id');
    expect(hosts.apiAllows('https://www.batiksari.co.id', 'api.batiksari.co.id', ours)).toBeNull();
    expect(hosts.apiAllows('http://batiksari.co.id', 'api.batiksari.co.id', ours)).toBeNull();
    expect(hosts.apiAllows('https://batiksari.co.id', 'api.batiksari.co.id', () => false)).toBeNull();
    expect(hosts.apiAllows('https://batiksari.co.id/', 'api.batiksari.co.id', ours)).toBeNull();
    expect(hosts.apiAllows('null', 'api.batiksari.co.id', ours)).toBeNull();
    expect(hosts.apiAllows(undefined, 'api.batiksari.co.id', ours)).toBeNull();
    const local = hostsOf({ API_HOST: 'http://{host}:4701' });
    expect(local.apiAllows('http://127.0.0.1:4700', '127.0.0.1:4701', ours)).toBe('http://127.0.0.1:4700');
  });

  it('admit in the page\'s policy the origins of the hosts in use, the API for its calls', () => {
    const hosts = hostsOf(ALL);
    expect(hosts.cspSources(hosts.pageHosts('batiksari.co.id', 'batiksari.co.id', 'https'))).toEqual({
      script: ['https://static.example.net'],
      style: ['https://static.example.net'],
      img: ['https://img.batiksari.co.id', 'https://cdn.example.net', 'https://files.batiksari.co.id'],
      connect: ['https://api.batiksari.co.id'],
    });
    expect(hosts.resourcePolicy('images')).toBe('same-site');
    expect(hostsOf({ IMAGES_HOST: 'https://cdn.example.net/{host}' }).resourcePolicy('images')).toBe('cross-origin');
  });

  it('put a gif\'s sizes on the gifs\' host and every other picture on the pictures\' host', () => {
    const addresses = hostsOf(ALL).pageHosts('batiksari.co.id', 'batiksari.co.id', 'https');
    expect(pictureAddress({ addresses }, { id: 'kopi', mimeType: 'image/png' }, 400)).toBe('https://img.batiksari.co.id/media/kopi/400.webp');
    expect(pictureAddress({ addresses }, { id: 'anim', mimeType: 'image/gif' }, 400)).toBe('https://cdn.example.net/gif/batiksari.co.id/media/anim/400.webp');
    expect(pictureAddress({}, { id: 'kopi', mimeType: 'image/png' }, 400)).toBe('/media/kopi/400.webp');
  });
});
