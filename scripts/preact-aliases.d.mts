export declare const PREACT_ALIASES: Record<string, string>;
export declare const PREACT_RESOLVE_ALIASES: Array<{ find: RegExp; replacement: string }>;
