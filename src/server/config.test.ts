import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.server';

const keys = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };

describe('object storage settings', () => {
  it('keep pictures on local disk when no bucket is named', () => {
    expect(readConfig({}).s3).toBeUndefined();
    expect(readConfig({ S3_BUCKET: '' }).s3).toBeUndefined();
  });

  it('turn object storage on with a bucket and its keys, in us-east-1 at AWS unless told otherwise', () => {
    expect(readConfig({ S3_BUCKET: 'etalase-pictures', ...keys }).s3).toEqual({
      bucket: 'etalase-pictures', endpoint: undefined, region: 'us-east-1', accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret', prefix: undefined,
    });
    expect(readConfig({ S3_BUCKET: 'pictures', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'auto', S3_PREFIX: '/shops/prod/', ...keys }).s3)
      .toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'auto', prefix: 'shops/prod' });
  });

  it('refuse a bucket without keys, naming what is missing', () => {
    expect(() => readConfig({ S3_BUCKET: 'pictures' })).toThrow('Invalid environment: S3_ACCESS_KEY_ID: required when S3_BUCKET is set; S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
    expect(() => readConfig({ S3_BUCKET: 'pictures', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(/^Invalid environment: S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set$/);
  });

  it('refuse half a setup that would quietly keep pictures on one machine', () => {
    expect(() => readConfig({ ...keys, S3_ENDPOINT: 'https://minio.example.com' })).toThrow(/Invalid environment: S3_ENDPOINT: is set but S3_BUCKET is not/);
  });

  it('refuse a bucket name, endpoint or prefix that cannot work', () => {
    expect(() => readConfig({ S3_BUCKET: 'My_Bucket', ...keys })).toThrow(/Invalid environment: S3_BUCKET: must be an S3 bucket name/);
    expect(() => readConfig({ S3_BUCKET: 'pictures', S3_ENDPOINT: 'ftp://files.example.com', ...keys })).toThrow(/Invalid environment: S3_ENDPOINT/);
    expect(() => readConfig({ S3_BUCKET: 'pictures', S3_PREFIX: 'a/../b', ...keys })).toThrow(/Invalid environment: S3_PREFIX/);
  });
});

describe('backup script origins', () => {
  it('list none by default, and the given https origins in order, a trailing slash dropped', () => {
    expect(readConfig({}).scriptBackupOrigins).toEqual([]);
    expect(readConfig({ SCRIPT_BACKUP_ORIGINS: 'https://cdn.example.com/, https://backup.example.net:8443' }).scriptBackupOrigins)
      .toEqual(['https://cdn.example.com', 'https://backup.example.net:8443']);
  });

  it('refuse an address that is not a plain https origin, naming it', () => {
    expect(() => readConfig({ SCRIPT_BACKUP_ORIGINS: 'http://cdn.example.com' })).toThrow(/SCRIPT_BACKUP_ORIGINS: "http:\/\/cdn.example.com" must be an https:\/\/ origin/);
    expect(() => readConfig({ SCRIPT_BACKUP_ORIGINS: 'https://cdn.example.com/assets' })).toThrow(/"https:\/\/cdn.example.com\/assets" must be an https:\/\/ origin without a path/);
    expect(() => readConfig({ SCRIPT_BACKUP_ORIGINS: 'cdn.example.com' })).toThrow(/SCRIPT_BACKUP_ORIGINS/);
  });
});

describe('separate hosts', () => {
  it('leave every kind on the shop\'s own host when unset or empty', () => {
    expect(readConfig({}).hosts).toEqual({});
    expect(readConfig({ IMAGES_HOST: '', GIFS_HOST: ' ', FILES_HOST: '', SCRIPTS_HOST: '', API_HOST: '' }).hosts).toEqual({});
  });

  it('read each kind as an address pattern with {host} and an optional base path', () => {
    const hosts = readConfig({
      IMAGES_HOST: 'https://img.{host}',
      GIFS_HOST: 'https://cdn.example.net/gif/{host}/',
      FILES_HOST: 'https://files.{host}',
      SCRIPTS_HOST: 'https://static.example.net/etalase',
      API_HOST: 'api.{host}',
    }).hosts;
    expect(hosts.images).toEqual({ scheme: 'https', hostName: 'img.{host}', port: null, path: '' });
    expect(hosts.gifs).toEqual({ scheme: 'https', hostName: 'cdn.example.net', port: null, path: '/gif/{host}' });
    expect(hosts.files?.hostName).toBe('files.{host}');
    expect(hosts.scripts).toEqual({ scheme: 'https', hostName: 'static.example.net', port: null, path: '/etalase' });
    expect(hosts.api).toEqual({ scheme: null, hostName: 'api.{host}', port: null, path: '' });
  });

  it('refuse an address that cannot be read back into a shop, naming the setting and the value', () => {
    expect(() => readConfig({ IMAGES_HOST: 'https://img-{host}' })).toThrow(/Invalid environment: IMAGES_HOST: "https:\/\/img-\{host\}" .*whole labels/);
    expect(() => readConfig({ SCRIPTS_HOST: 'https://cdn.example.net/a/../b' })).toThrow(/SCRIPTS_HOST: .*plain segments/);
    expect(() => readConfig({ API_HOST: 'https://api.example.net' })).toThrow(/API_HOST: .*sub-domain of it/);
    expect(() => readConfig({ API_HOST: 'https://api.{host}/graphql' })).toThrow(/API_HOST: .*without a path/);
  });
});

describe('ACME webroot', () => {
  it('answers no challenge unless set, and is kept as an absolute directory', () => {
    expect(readConfig({}).acmeWebroot).toBeUndefined();
    expect(readConfig({ ACME_WEBROOT: ' ' }).acmeWebroot).toBeUndefined();
    expect(readConfig({ ACME_WEBROOT: '/var/www/acme' }).acmeWebroot).toBe('/var/www/acme');
    expect(readConfig({ ACME_WEBROOT: 'acme' }).acmeWebroot).toBe(path.resolve('acme'));
  });
});

describe('the Midtrans address', () => {
  it('is Midtrans\' own unless a local stand-in is named, and must be an http(s) address', () => {
    expect(readConfig({}).midtransApiBaseUrl).toBeUndefined();
    expect(readConfig({ MIDTRANS_API_BASE_URL: '' }).midtransApiBaseUrl).toBeUndefined();
    expect(readConfig({ MIDTRANS_API_BASE_URL: 'http://127.0.0.1:4761' }).midtransApiBaseUrl).toBe('http://127.0.0.1:4761');
    expect(() => readConfig({ MIDTRANS_API_BASE_URL: 'ftp://example.com' })).toThrow(/MIDTRANS_API_BASE_URL: must start with http/);
    expect(() => readConfig({ MIDTRANS_API_BASE_URL: 'not an address' })).toThrow(/MIDTRANS_API_BASE_URL/);
    expect(readConfig({}).xenditApiBaseUrl).toBeUndefined();
    expect(readConfig({ XENDIT_API_BASE_URL: 'http://127.0.0.1:4762' }).xenditApiBaseUrl).toBe('http://127.0.0.1:4762');
    expect(() => readConfig({ XENDIT_API_BASE_URL: 'ftp://example.com' })).toThrow(/XENDIT_API_BASE_URL: must start with http/);
  });
});
