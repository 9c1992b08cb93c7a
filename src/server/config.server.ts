import path from 'node:path';
import { z } from 'zod';

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
  /** Outgoing mail server; without it e-mails stay in the outbox, readable at /_dev/mail. */
  SMTP_URL: z.string().url().refine((v) => /^smtps?:\/\//i.test(v), 'must start with smtp:// or smtps://').optional().or(z.literal('').transform(() => undefined)),
  /** Sender of every e-mail; by default the shop's name at no-reply@ its primary host. */
  /** Lets a scraper on another machine read /metrics (`Authorization: Bearer …`); loopback always may. */
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional().or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().trim().max(320).refine((v) => !/[\r\n]/.test(v), 'must be one line').optional().or(z.literal('').transform(() => undefined)),
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
  /** `smtp://` or `smtps://` address of the mail server; undefined keeps mail in the outbox. */
  smtpUrl: string | undefined;
  /** Fixed sender for every shop; undefined means "{shop name} <no-reply@{primary host}>". */
  mailFrom: string | undefined;
  /** Bearer token for /metrics from addresses other than loopback; undefined: loopback only. */
  metricsToken: string | undefined;
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
    metricsToken: e.METRICS_TOKEN,
    ...overrides,
  };
}
