import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { scriptAddresses } from '../../web/app/script-loader';

interface ManifestChunk { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }

export interface ClientAssets {
  /**
   * Names this client build (a digest of its Vite manifest, which lists every hashed file): it
   * changes with every build whose files change, while the spec's build number stays 5013.
   */
  version: string;
  entryScript: string | undefined;
  /** Where the page's loader finds the entry: the shop's copy, then the backups (spec §8). */
  entryScripts: string[];
  /**
   * The same from a scripts host (SCRIPTS_HOST, spec §9) at `base`: its copy, past every cache,
   * then the shop's own and the backups. Its lazy chunks load from wherever the entry came from.
   */
  entryScriptsOn(base: string): string[];
  styles: string[];
  /**
   * The same style sheets' text, which every page carries in its head instead of linking them:
   * a first visit then draws the page from the HTML alone, without one more request to wait for.
   */
  inlineStyles: string;
  /** Scripts to preload for a screen: its chunk and what it imports. */
  preloadsFor(screenSource: string | undefined): string[];
  /**
   * Style sheets a lazy screen brings with it, beyond the entry's: the admin area's are linked in
   * the page, a shop screen's are written into it (`inlineStylesFor`), so the server's HTML is
   * drawn styled before the script loads.
   */
  stylesFor(screenSource: string | undefined): string[];
  /** The text of `stylesFor(screenSource)`, for a page that carries its screen's styles. */
  inlineStylesFor(screenSource: string | undefined): string;
}

export const CLIENT_ENTRY = 'src/web/entry-client.tsx';

/**
 * Reads the Vite build manifest once; without a build, pages still render but do not hydrate.
 * `backupOrigins` also serve this build's files (SCRIPT_BACKUP_ORIGINS).
 */
export function loadClientAssets(clientDistDir: string, backupOrigins: readonly string[] = []): ClientAssets {
  const file = path.join(clientDistDir, 'manifest.json');
  if (!fs.existsSync(file)) return { version: 'unbuilt', entryScript: undefined, entryScripts: [], entryScriptsOn: () => [], styles: [], inlineStyles: '', preloadsFor: () => [], stylesFor: () => [], inlineStylesFor: () => '' };
  const text = fs.readFileSync(file, 'utf8');
  const manifest = JSON.parse(text) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  const collect = (key: string, seen: Set<string>): void => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, seen);
  };
  const cache = new Map<string, string[]>();
  const styleCache = new Map<string, string[]>();
  const entryStyles = (entry?.css ?? []).map((css) => `/${css}`);
  // A style sheet's text cannot close the element it is written in.
  const styleText = (files: readonly string[]) => files.map((css) => fs.readFileSync(path.join(clientDistDir, css.replace(/^\//, '')), 'utf8')).join('').replace(/<\/style/gi, '<\\/style');
  const inlineStyles = styleText(entry?.css ?? []);
  const assets: ClientAssets = {
    version: createHash('sha256').update(text).digest('base64url').slice(0, 12),
    entryScript: entry ? `/${entry.file}` : undefined,
    entryScripts: entry ? scriptAddresses(`/${entry.file}`, backupOrigins) : [],
    entryScriptsOn(base) {
      if (!entry) return [];
      const own = scriptAddresses(`/${entry.file}`, backupOrigins);
      return base ? [...scriptAddresses(`${base}/${entry.file}`), own[0]!, ...own.slice(2)] : own;
    },
    styles: entryStyles,
    inlineStyles,
    stylesFor(screenSource) {
      if (!screenSource) return [];
      let list = styleCache.get(screenSource);
      if (!list) {
        // What a chunk imports comes before the chunk itself, as Vite links them moving within
        // the app: a first visit and a later one meet the sheets in the same order.
        const seen = new Set<string>();
        const ordered: string[] = [];
        const walk = (key: string): void => {
          if (seen.has(key) || !manifest[key]) return;
          seen.add(key);
          for (const imported of manifest[key].imports ?? []) walk(imported);
          ordered.push(key);
        };
        walk(screenSource);
        const css = ordered.flatMap((key) => manifest[key]?.css ?? []).map((name) => `/${name}`);
        list = [...new Set(css)].filter((name) => !entryStyles.includes(name));
        styleCache.set(screenSource, list);
      }
      return list;
    },
    // Read once per screen: the page keeps the element it builds from it (html-document.server.ts).
    inlineStylesFor: (screenSource) => styleText(assets.stylesFor(screenSource)),
    preloadsFor(screenSource) {
      const key = screenSource ?? '';
      let list = cache.get(key);
      if (!list) {
        const seen = new Set<string>();
        collect(CLIENT_ENTRY, seen);
        if (screenSource) collect(screenSource, seen);
        list = [...seen].map((f) => `/${f}`);
        cache.set(key, list);
      }
      return list;
    },
  };
  return assets;
}
