// Types for the parts of build-server.mjs that tests use.
import type { BuildOptions, Metafile } from 'esbuild';

export const SERVER_DIR: string;
export const SERVER_ENTRIES: ReadonlyArray<{ source: string; out: string; run?: string; optional?: boolean }>;
export function serverEntries(root?: string): Array<{ source: string; out: string; run?: string; optional?: boolean }>;
export function serverBuildOptions(root?: string): BuildOptions & { metafile: true };
export function externalPackages(metafile: Metafile): string[];
export function undeclaredPackages(metafile: Metafile, packageJson: { dependencies?: Record<string, string> }): string[];
export function buildServer(root?: string): Promise<{ metafile: Metafile }>;
