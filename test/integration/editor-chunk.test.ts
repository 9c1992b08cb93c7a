import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SCREEN_SOURCES } from '../../src/web/app/routes';
import { ADMIN_SCREEN_SOURCES } from '../../src/web/admin/admin-routes';

const CLIENT_DIR = path.resolve('dist/client');
type Manifest = Record<string, { file: string; imports?: string[]; isDynamicEntry?: boolean }>;
const manifest = JSON.parse(fs.readFileSync(path.join(CLIENT_DIR, 'manifest.json'), 'utf8')) as Manifest;

/** The manifest keys a page loads before anything lazy: the chunk and what it imports statically. */
function firstLoad(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) firstLoad(imported, seen);
  return seen;
}

/**
 * The most JavaScript, gzip-compressed, that a product page may load before anything lazy: the
 * page a shopper most often lands on from a search or an ad, usually on a phone over a mobile
 * network, where every kilobyte of script delays the moment the page answers a tap.
 */
const PRODUCT_PAGE_FIRST_LOAD_BUDGET_GZIP_BYTES = 80 * 1024;

/** Each file compressed on its own, as each is its own request. */
const gzipBytes = (key: string) => zlib.gzipSync(fs.readFileSync(path.join(CLIENT_DIR, manifest[key]!.file)), { level: 9 }).length;

const holdsLexical = (key: string) => /lexical/i.test(fs.readFileSync(path.join(CLIENT_DIR, manifest[key]?.file ?? ''), 'utf8'));

describe('the built browser bundle', () => {
  it('keeps the rich-text editor in a lazily loaded chunk of its own', () => {
    const editor = manifest['src/web/editor/index.ts'];
    expect(editor?.isDynamicEntry).toBe(true);
    expect(holdsLexical('src/web/editor/index.ts')).toBe(true);
  });

  it('loads no editor code on any shopper page, first load included', () => {
    const shopperScreens = Object.entries(SCREEN_SOURCES).filter(([name]) => name !== 'editorDev' && name !== 'uiShowcase' && !(name in ADMIN_SCREEN_SOURCES)).map(([, source]) => source);
    expect(shopperScreens.length).toBeGreaterThan(10);
    for (const start of ['src/web/entry-client.tsx', ...shopperScreens]) {
      const chunks = firstLoad(start);
      expect(chunks.has('src/web/editor/index.ts'), start).toBe(false);
      for (const chunk of chunks) expect(holdsLexical(chunk), `${start} loads ${chunk}`).toBe(false);
    }
  });

  it('keeps the search suggestions out of every page\'s first load, in a chunk of their own with their styles', () => {
    const suggestions = 'src/web/app/search-suggestions.tsx';
    expect(manifest[suggestions]?.isDynamicEntry).toBe(true);
    expect((manifest[suggestions] as { css?: string[] }).css?.length).toBeGreaterThan(0);
    for (const start of ['src/web/entry-client.tsx', ...Object.values(SCREEN_SOURCES)]) {
      expect(firstLoad(start).has(suggestions), start).toBe(false);
    }
    const entry = fs.readFileSync(path.join(CLIENT_DIR, manifest['src/web/entry-client.tsx']!.file), 'utf8');
    expect(entry).not.toContain('query SearchSuggestions');
    expect(entry).not.toContain('search-suggest-option');
  });

  it('keeps every admin screen out of a shopper page\'s first load, and each admin screen in its own chunk', () => {
    const adminSources = Object.values(ADMIN_SCREEN_SOURCES);
    expect(adminSources.length).toBeGreaterThan(0);
    for (const source of adminSources) expect(manifest[source]?.isDynamicEntry, source).toBe(true);
    const adminFiles = new Set(Object.keys(manifest).filter((key) => key.startsWith('src/web/admin/')));
    const shopperScreens = Object.entries(SCREEN_SOURCES).filter(([name]) => !(name in ADMIN_SCREEN_SOURCES)).map(([, source]) => source);
    for (const start of ['src/web/entry-client.tsx', ...shopperScreens]) {
      for (const chunk of firstLoad(start)) expect(adminFiles.has(chunk), `${start} loads ${chunk}`).toBe(false);
    }
    // The admin area's styles come with its chunks, not with the shop's style sheet.
    const entryCss = (manifest['src/web/entry-client.tsx'] as { css?: string[] }).css ?? [];
    const entryStyles = entryCss.map((file) => fs.readFileSync(path.join(CLIENT_DIR, file), 'utf8')).join('');
    expect(entryStyles).not.toContain('.admin-nav');
  });

  it('keeps a product page\'s first-load JavaScript within its budget', () => {
    // What the server links into a product page: the entry, the product screen, and their static imports.
    const chunks = new Set([...firstLoad('src/web/entry-client.tsx'), ...firstLoad(SCREEN_SOURCES.product)]);
    expect(chunks.has(SCREEN_SOURCES.product)).toBe(true);
    const total = [...chunks].reduce((sum, key) => sum + gzipBytes(key), 0);
    expect(total).toBeLessThanOrEqual(PRODUCT_PAGE_FIRST_LOAD_BUDGET_GZIP_BYTES);
  });
});
