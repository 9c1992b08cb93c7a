import path from 'node:path';
import { z } from 'zod';
import { parseHostPattern, type HostPattern } from '../domain/shop/host-pattern';

/**
 * One of the separate hosts of spec §9: an address pattern where `{host}` stands for the
 * shop's host name (src/domain/shop/host-pattern.ts). Unset or empty: the shop's own host.
 */
function hostSetting(rules: { path: boolean; subdomainOfHost?: boolean }) {
  return z.string().optional().transform((v, ctx): HostPattern | undefined => {
    const text = (v ?? '').trim();
    if (!text) return undefined;
    const parsed = parseHostPattern(text, rules);
    if (typeof parsed === 'string') {
      ctx.addIssue({ code: 'custom', message: `"${text}" ${parsed}` });
      return z.NEVER;
    }
    return parsed;
  });
}

/**
 * The one reader of process.env. Everything else receives a typed `AppConfig`, so tests can
 * build servers with their own settings side by side in one process.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Only behind a reverse proxy: then X-Forwarded-For/-Proto are believed. */
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).default('false').transform((v) => v === 'true' || v === '1'),
  /**
   * Outgoing mail server. Without it production holds e-mails in the outbox until it is set;
   * development and tests mark them sent into the development mailbox (/_dev/mail), which
   * delivers nothing (see `chooseMailDelivery`).
   */
  SMTP_URL: z.string().url().refine((v) => /^smtps?:\/\//i.test(v), 'must start with smtp:// or smtps://').optional().or(z.literal('').transform(() => undefined)),
  /** Sender of every e-mail; by default the shop's name at no-reply@ its primary host. */
  /** `auto`: the demo shop on the embedded database's first start only; `true`: whenever it is missing; `false`: never. */
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  /** Shared rate-limit counters in this Redis (`redis://` or `rediss://`); without it they live in the database. */
  REDIS_URL: z.string().url().refine((v) => /^rediss?:\/\//i.test(v), 'must start with redis:// or rediss://').optional().or(z.literal('').transform(() => undefined)),
  /** Lets a scraper on another machine read /metrics (`Authorization: Bearer …`); loopback always may. */
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional().or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().trim().max(320).refine((v) => !/[\r\n]/.test(v), 'must be one line').optional().or(z.literal('').transform(() => undefined)),
  /**
   * 32 random bytes in base64 (`openssl rand -base64 32`): the key that seals payment providers'
   * secret keys in the database. Without it production cannot store them; development and tests
   * use a key made once per data directory (`{DATA_DIR}/settings-secret.key`).
   */
  /**
   * Where Midtrans' Core API is called instead of api.midtrans.com / api.sandbox.midtrans.com,
   * for both environments: a local stand-in in tests and demonstrations. Leave unset in production.
   */
  MIDTRANS_API_BASE_URL: z.string().url().refine((v) => /^https?:\/\//i.test(v), 'must start with http:// or https://').optional().or(z.literal('').transform(() => undefined)),
  /** Where Xendit's API is called instead of api.xendit.co (it serves both modes): as MIDTRANS_API_BASE_URL. */
  XENDIT_API_BASE_URL: z.string().url().refine((v) => /^https?:\/\//i.test(v), 'must start with http:// or https://').optional().or(z.literal('').transform(() => undefined)),
  /** Where Biteship's API is called instead of api.biteship.com, and RajaOngkir's instead of rajaongkir.komerce.id: as MIDTRANS_API_BASE_URL. */
  BITESHIP_API_BASE_URL: z.string().url().refine((v) => /^https?:\/\//i.test(v), 'must start with http:// or https://').optional().or(z.literal('').transform(() => undefined)),
  RAJAONGKIR_API_BASE_URL: z.string().url().refine((v) => /^https?:\/\//i.test(v), 'must start with http:// or https://').optional().or(z.literal('').transform(() => undefined)),
  /** How long checkout waits for live courier rates before the shop's rate tables answer (docs/decisions/0062). */
  COURIER_RATES_TIMEOUT_MS: z.coerce.number().int().min(200).max(20_000).default(3000),
  SETTINGS_SECRET_KEY: z.string().trim().optional().transform((v) => v || undefined)
    .refine((v) => v === undefined || Buffer.from(v, 'base64').length === 32, 'must be 32 bytes in base64 (openssl rand -base64 32)'),
  /**
   * Spec §8's backup scripts beyond the same asset past every cache: origins (a CDN, a second
   * host) that serve this build's `/assets/` too, tried in order when the shop's own copy fails.
   * Comma-separated `https://host[:port]`; the page's policy admits exactly these for scripts.
   */
  SCRIPT_BACKUP_ORIGINS: z.string().optional().transform((v, ctx) => {
    const origins = (v ?? '').split(',').map((part) => part.trim()).filter(Boolean);
    for (const origin of origins) {
      let url: URL | null = null;
      try { url = new URL(origin); } catch { /* refused below */ }
      if (!url || url.protocol !== 'https:' || url.origin !== origin.replace(/\/+$/, '')) {
        ctx.addIssue({ code: 'custom', message: `"${origin}" must be an https:// origin without a path, such as https://cdn.example.com` });
      }
    }
    return origins.map((origin) => origin.replace(/\/+$/, ''));
  }),
  /**
   * Spec §9's separate hosts (docs/decisions/0051): pictures, pictures uploaded as gifs,
   * uploaded files and the browser build's files, each an address (with a base path if wanted)
   * where `{host}` stands for the shop's host: `https://img.{host}`, `https://cdn.example.net/{host}`.
   * The server answers those paths on any host it is reached by, so they may point at it or at a
   * CDN in front of it. Unset: the shop's own host, as before.
   */
  IMAGES_HOST: hostSetting({ path: true }),
  GIFS_HOST: hostSetting({ path: true }),
  FILES_HOST: hostSetting({ path: true }),
  SCRIPTS_HOST: hostSetting({ path: true }),
  /** The shop API's host, derived from the page's host (`api.{host}`): the shop's cookies must reach it. */
  API_HOST: hostSetting({ path: false, subdomainOfHost: true }),
  /**
   * Where a certificate client writes its ACME http-01 answers (`certbot certonly --webroot -w
   * DIR`): `/.well-known/acme-challenge/{token}` is answered from `DIR/.well-known/acme-challenge/`.
   */
  ACME_WEBROOT: z.string().trim().optional().transform((v) => v || undefined),
  /** Object storage for pictures (any S3-compatible service); a bucket turns it on. */
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3–63 lower-case letters, digits, "." or "-")').optional().or(z.literal('').transform(() => undefined)),
  S3_ENDPOINT: z.string().url().refine((v) => /^https?:\/\//i.test(v), 'must start with http:// or https://').optional().or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().optional().transform((v) => v || undefined),
  S3_SECRET_ACCESS_KEY: z.string().optional().transform((v) => v || undefined),
  S3_PREFIX: z.string().transform((v) => v.replace(/^\/+|\/+$/g, '')).refine((v) => v === '' || (/^[a-zA-Z0-9_-]+(\/[a-zA-Z0-9_.-]+)*$/.test(v) && !v.includes('..')), 'must be folder names of letters, digits, ".", "-" or "_" separated by "/"').optional().transform((v) => v || undefined),
}).superRefine((e, ctx) => {
  if (e.S3_BUCKET) {
    for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!e[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when S3_BUCKET is set' });
    }
  } else {
    // Half a setup would silently keep pictures on local disk, where other processes miss them.
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'] as const) {
      if (e[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is set but S3_BUCKET is not: set S3_BUCKET to store pictures in object storage' });
    }
  }
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  /** Where the built browser assets live (the Vite client build). */
  clientDistDir: string;
  trustProxy: boolean;
  /** `smtp://` or `smtps://` address; undefined holds mail in production, uses the development mailbox elsewhere. */
  smtpUrl: string | undefined;
  /** Fixed sender for every shop; undefined means "{shop name} <no-reply@{primary host}>". */
  mailFrom: string | undefined;
  /** When a start creates the demo shop (see `SEED_DEMO`). */
  seedDemo: 'auto' | 'true' | 'false';
  /** Pictures in this S3-compatible bucket instead of `{dataDir}/uploads`; undefined keeps them on disk. */
  s3: { bucket: string; endpoint: string | undefined; region: string; accessKeyId: string; secretAccessKey: string; prefix: string | undefined } | undefined;
  /** Redis for the shared rate limits; undefined keeps the counters in the database. */
  redisUrl: string | undefined;
  /** Origins that also serve this build's scripts, tried after the shop's own (SCRIPT_BACKUP_ORIGINS). */
  scriptBackupOrigins: readonly string[];
  /** Spec §9's separate hosts; a kind left out is served from the shop's own host. */
  hosts: AssetHostSettings;
  /** The directory a certificate client writes its ACME http-01 answers under; undefined: none are answered. */
  acmeWebroot: string | undefined;
  /**
   * Not from the environment: replacements for some rate-limit rules by name and the counters'
   * key prefix, so tests run with small limits and counters of their own.
   */
  rateLimits?: { rules?: Partial<Record<string, { limit: number; windowSeconds: number }>>; keyPrefix?: string };
  /** Bearer token for /metrics from addresses other than loopback; undefined: loopback only. */
  metricsToken: string | undefined;
  /** Seals payment providers' secret keys (SETTINGS_SECRET_KEY); undefined: see `settingsKey`. */
  settingsSecretKey: Buffer | undefined;
  /** MIDTRANS_API_BASE_URL; undefined: Midtrans' own hosts. */
  midtransApiBaseUrl?: string | undefined;
  /** XENDIT_API_BASE_URL; undefined: Xendit's own host. */
  xenditApiBaseUrl?: string | undefined;
  /** BITESHIP_API_BASE_URL and RAJAONGKIR_API_BASE_URL; undefined: their own hosts. */
  biteshipApiBaseUrl?: string | undefined;
  rajaOngkirApiBaseUrl?: string | undefined;
  /** COURIER_RATES_TIMEOUT_MS. */
  courierRatesTimeoutMs: number;
  /**
   * Not from the environment: lets push subscriptions point at loopback and private addresses,
   * which SECURITY.md otherwise refuses. Only tests set it, for the push service they run.
   */
  allowPrivatePushEndpoints?: boolean;
}

/** Where each kind of the shop's traffic goes (IMAGES_HOST … API_HOST); absent means the shop's own host. */
export interface AssetHostSettings {
  images?: HostPattern;
  gifs?: HostPattern;
  files?: HostPattern;
  scripts?: HostPattern;
  api?: HostPattern;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${details}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    clientDistDir: path.resolve('dist/client'),
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM || undefined,
    seedDemo: e.SEED_DEMO,
    s3: e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? { bucket: e.S3_BUCKET, endpoint: e.S3_ENDPOINT, region: e.S3_REGION, accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY, prefix: e.S3_PREFIX }
      : undefined,
    redisUrl: e.REDIS_URL,
    scriptBackupOrigins: e.SCRIPT_BACKUP_ORIGINS,
    hosts: Object.fromEntries(Object.entries({ images: e.IMAGES_HOST, gifs: e.GIFS_HOST, files: e.FILES_HOST, scripts: e.SCRIPTS_HOST, api: e.API_HOST }).filter(([, v]) => v)),
    acmeWebroot: e.ACME_WEBROOT ? path.resolve(e.ACME_WEBROOT) : undefined,
    metricsToken: e.METRICS_TOKEN,
    settingsSecretKey: e.SETTINGS_SECRET_KEY ? Buffer.from(e.SETTINGS_SECRET_KEY, 'base64') : undefined,
    midtransApiBaseUrl: e.MIDTRANS_API_BASE_URL,
    xenditApiBaseUrl: e.XENDIT_API_BASE_URL,
    biteshipApiBaseUrl: e.BITESHIP_API_BASE_URL,
    rajaOngkirApiBaseUrl: e.RAJAONGKIR_API_BASE_URL,
    courierRatesTimeoutMs: e.COURIER_RATES_TIMEOUT_MS,
    ...overrides,
  };
}
