// Types for find-chromium.mjs, which the browser tests use.
export const CHROMIUM_CANDIDATES: readonly string[];
export function findChromium(env?: NodeJS.ProcessEnv): string | undefined;
