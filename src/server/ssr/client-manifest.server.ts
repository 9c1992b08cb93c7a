import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }

export interface ClientAssets {
  entryScript: string | undefined;
  styles: string[];
  /** Scripts to preload for a screen: its chunk and what it imports. */
  preloadsFor(screenSource: string | undefined): string[];
}

export const CLIENT_ENTRY = 'src/web/entry-client.tsx';

/** Reads the Vite build manifest once; without a build, pages still render but do not hydrate. */
export function loadClientAssets(clientDistDir: string): ClientAssets {
  const file = path.join(clientDistDir, 'manifest.json');
  if (!fs.existsSync(file)) return { entryScript: undefined, styles: [], preloadsFor: () => [] };
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  const collect = (key: string, seen: Set<string>): void => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, seen);
  };
  const cache = new Map<string, string[]>();
  return {
    entryScript: entry ? `/${entry.file}` : undefined,
    styles: (entry?.css ?? []).map((css) => `/${css}`),
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
}
