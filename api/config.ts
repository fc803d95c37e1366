/**
 * Runtime configuration: the environment is parsed once with Valibot and the app receives a plain object.
 * Every variable has a safe local default so `npm start` works on a fresh clone; production must be explicit
 * about secrets.
 */
import { createHmac } from 'node:crypto';
import { hostname } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import * as v from 'valibot';
import type { Limit } from './lib/rate-limit.ts';
import { MissingSecretsError, resolveSecrets } from './lib/secrets.ts';
import type { S3Settings } from './lib/storage/s3.ts';

const list = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.transform((s) =>
      s
        .split(',')
        .map((x) => x.trim().toLowerCase())
        .filter(Boolean),
    ),
  );
// Optional keys need a default, otherwise Valibot skips the pipe for a missing key.
const optionalString = v.pipe(
  v.optional(v.string(), ''),
  v.transform((s) => s.trim() || null),
);
const port = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.transform(Number),
    v.integer(),
    v.minValue(0),
    v.maxValue(65535),
  );
const positiveInt = (fallback: string) =>
  v.pipe(v.optional(v.string(), fallback), v.transform(Number), v.integer(), v.minValue(1));
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** `false` | `true` | a hop count | a comma list of trusted addresses/CIDRs: trust is never implicit. */
const TrustProxy = v.pipe(
  v.optional(v.string(), 'false'),
  v.transform((s): boolean | number | string[] => {
    const t = s.trim();
    if (t === '' || t === 'false') return false;
    if (t === 'true') return true;
    if (/^\d+$/.test(t)) return Number(t);
    return t
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
  }),
);

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: port('3000'),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '0.0.0.0'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** Base URL of links in mails; defaults to http://localhost:<PORT> for local use. */
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url())),
  /** Base URL of links in mails to English users; default PUBLIC_URL + '/en'. */
  PUBLIC_URL_EN: v.optional(v.pipe(v.string(), v.url())),
  /** Base URL of links for Belarus users (referral link, mails); default PUBLIC_URL + '/by'. */
  PUBLIC_URL_BY: v.optional(v.pipe(v.string(), v.url())),
  TELEGRAM_BOT_USERNAME: v.optional(v.pipe(v.string(), v.regex(/^\w{3,64}$/)), 'ambassador_bot'),
  TELEGRAM_BOT_TOKEN: optionalString,
  TELEGRAM_WEBHOOK_SECRET: optionalString,
  TELEGRAM_CHANNEL_URL: v.optional(v.pipe(v.string(), v.url()), 'https://t.me/ambassador_channel'),
  LOCALE_EN_DOMAINS: list('en.localhost'),
  LOCALE_BY_DOMAINS: list('by.localhost'),
  SUPPORT_APP_ID: optionalString,
  SUPPORT_HMAC_SECRET: optionalString,
  COOKIE_SECRET: optionalString,
  ANALYTICS_ID: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: v.optional(v.pipe(v.string(), v.minLength(3)), 'Ambassadors <no-reply@localhost>'),
  TRUST_PROXY: TrustProxy,
  STATIC_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), 'dist'),
  LOG_LEVEL: v.optional(v.picklist(logLevels), 'info'),
  VAR_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), 'var'),
  /** Demo accounts with published passwords: on by default locally, never implicitly in production. */
  SEED_DEMO: v.optional(v.picklist(['true', 'false'])),
  /** Extra CSP sources (comma lists) for the support widget and analytics hosts. */
  CSP_SCRIPT_SRC: list(''),
  CSP_CONNECT_SRC: list(''),
  CSP_IMG_SRC: list(''),
  CSP_FRAME_SRC: list(''),
  CSP_STYLE_SRC: list(''),
  /** Placement materials: bytes per file, and stored bytes per user (uploads are refused beyond them). */
  UPLOAD_MAX_FILE_BYTES: positiveInt('524288000'),
  UPLOAD_QUOTA_BYTES: positiveInt('2147483648'),
  /** Which ad-marking operator (ORD) issues ERID tokens; only the built-in sandbox exists so far. */
  ORD_OPERATOR: v.optional(v.picklist(['sandbox']), 'sandbox'),
  /** Which payout service sends withdrawals, and the secret its webhooks are signed with. */
  PAYOUT_PROVIDER: v.optional(v.picklist(['sandbox']), 'sandbox'),
  PAYOUT_WEBHOOK_SECRET: optionalString,
  /** Sales (docs/decisions/044): the webhook's HMAC key, the brand's shop and the click attribution window. */
  SALES_WEBHOOK_SECRET: optionalString,
  /** Default: the app's own products page, so a local click lands somewhere real. */
  SHOP_URL: v.optional(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i))),
  ATTRIBUTION_WINDOW_DAYS: v.pipe(positiveInt('30'), v.maxValue(365)),
  /** Shared state for several instances (docs/decisions/061): rate-limit counters and tus upload locks. */
  REDIS_URL: v.optional(
    v.pipe(v.string(), v.regex(/^rediss?:\/\/\S+$/i, 'must be a redis:// or rediss:// URL')),
  ),
  /** S3-compatible object storage for uploaded files; without S3_URL files stay under VAR_DIR. */
  S3_URL: v.optional(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i, 'must be an http(s) URL'))),
  S3_BUCKET: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'not a bucket name')),
    'ambassador',
  ),
  S3_REGION: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,32}$/)), 'us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Names this process in logs and in the `x-instance` response header; default host name and pid. */
  INSTANCE_ID: v.optional(v.pipe(v.string(), v.regex(/^[\w.-]{1,64}$/))),
  /** How long a stopping server lets open requests (tus PATCHes too) finish before it cuts them. */
  SHUTDOWN_DRAIN_MS: v.pipe(positiveInt('30000'), v.maxValue(3_600_000)),
});

export type Database =
  | { driver: 'sqlite'; path: string }
  | { driver: 'postgresql'; url: string; dbName: string };

/** Where uploaded files live: the local disk under VAR_DIR, or an S3-compatible bucket. */
export type Storage = { kind: 'disk' } | S3Settings;

export interface CspExtra {
  scriptSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
  frameSrc: string[];
  styleSrc: string[];
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: Database;
  publicUrl: string;
  publicUrlEn: string;
  publicUrlBy: string;
  telegram: {
    botUsername: string;
    botToken: string | null;
    webhookSecret: string | null;
    channelUrl: string;
  };
  enDomains: string[];
  byDomains: string[];
  supportAppId: string | null;
  supportHmacSecret: string;
  cookieSecret: string;
  analyticsId: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  trustProxy: boolean | number | string[];
  staticDir: string;
  logLevel: (typeof logLevels)[number];
  varDir: string;
  /** Redis for state shared by instances; null keeps it in this process (one instance). */
  redisUrl: string | null;
  storage: Storage;
  instanceId: string;
  shutdownDrainMs: number;
  seedDemo: boolean;
  csp: CspExtra;
  /** Sign-in throttling, docs/decisions/036 (not env-driven; tests may tighten or relax it). */
  signInRateLimit: SignInLimits;
  /** Sign-up per IP, recovery per IP and per e-mail, e-mail change codes per user. */
  uploads: {
    maxFileBytes: number;
    quotaBytes: number;
    /** Incomplete uploads older than this are removed. */
    expirationMs: number;
  };
  ordOperator: 'sandbox';
  payouts: { provider: 'sandbox'; webhookSecret: string };
  sales: {
    webhookSecret: string;
    shopUrl: string;
    attributionWindowDays: number;
    /** Signs referral click ids; derived from COOKIE_SECRET (never leaves the server). */
    clickKey: Buffer;
  };
  rateLimits: {
    signUp: Limit;
    recoveryPerIp: Limit;
    recoveryPerEmail: Limit;
    emailCode: Limit;
  };
}

export interface SignInLimits {
  /** Attempts per address per `windowMs` (known devices excepted). */
  perIp: number;
  windowMs: number;
  /** Failed attempts per (account, address) pair, and per known device, per `failureWindowMs`. */
  perPair: number;
  failureWindowMs: number;
  /** Progressive delay per account: none for the first `freeFailures`, then doubling up to the cap. */
  freeFailures: number;
  delayStepMs: number;
  maxDelayMs: number;
  /** Sign-ins waiting out a delay at once, per instance; beyond that the next untrusted one gets a 429. */
  maxWaiting: number;
}

const HOUR_MS = 3_600_000;

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = v.safeParse(EnvSchema, env);
  if (!parsed.success) {
    const lines = parsed.issues.map((i) => `  ${v.getDotPath(i) ?? '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.output;
  const abs = (p: string) => (isAbsolute(p) ? p : resolve(cwd, p));
  const varDir = abs(e.VAR_DIR);
  let secrets: ReturnType<typeof resolveSecrets>;
  try {
    secrets = resolveSecrets(e, varDir, e.NODE_ENV === 'production');
  } catch (error) {
    if (error instanceof MissingSecretsError) throw new ConfigError(`Invalid environment:\n${error.message}`);
    throw error;
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: parseDatabase(e.DATABASE_URL, varDir, cwd),
    publicUrl,
    publicUrlEn: (e.PUBLIC_URL_EN ?? `${publicUrl}/en`).replace(/\/+$/, ''),
    publicUrlBy: (e.PUBLIC_URL_BY ?? `${publicUrl}/by`).replace(/\/+$/, ''),
    telegram: {
      botUsername: e.TELEGRAM_BOT_USERNAME,
      botToken: e.TELEGRAM_BOT_TOKEN,
      webhookSecret: e.TELEGRAM_WEBHOOK_SECRET,
      channelUrl: e.TELEGRAM_CHANNEL_URL,
    },
    enDomains: e.LOCALE_EN_DOMAINS,
    byDomains: e.LOCALE_BY_DOMAINS,
    supportAppId: e.SUPPORT_APP_ID,
    supportHmacSecret: secrets.SUPPORT_HMAC_SECRET,
    cookieSecret: secrets.COOKIE_SECRET,
    analyticsId: e.ANALYTICS_ID,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustProxy: e.TRUST_PROXY,
    staticDir: abs(e.STATIC_DIR),
    logLevel: e.LOG_LEVEL,
    varDir,
    redisUrl: e.REDIS_URL ?? null,
    storage: parseStorage(e),
    instanceId: e.INSTANCE_ID ?? `${hostname()}-${process.pid}`,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : e.NODE_ENV !== 'production',
    csp: {
      scriptSrc: e.CSP_SCRIPT_SRC,
      connectSrc: e.CSP_CONNECT_SRC,
      imgSrc: e.CSP_IMG_SRC,
      frameSrc: e.CSP_FRAME_SRC,
      styleSrc: e.CSP_STYLE_SRC,
    },
    uploads: {
      maxFileBytes: e.UPLOAD_MAX_FILE_BYTES,
      quotaBytes: e.UPLOAD_QUOTA_BYTES,
      expirationMs: 24 * HOUR_MS,
    },
    ordOperator: e.ORD_OPERATOR,
    payouts: {
      provider: e.PAYOUT_PROVIDER,
      // Without its own secret the sandbox signs with one derived from the cookie secret (set in production).
      webhookSecret:
        e.PAYOUT_WEBHOOK_SECRET ??
        createHmac('sha256', secrets.COOKIE_SECRET).update('payout-webhook').digest('base64url'),
    },
    sales: {
      webhookSecret: secrets.SALES_WEBHOOK_SECRET,
      shopUrl: e.SHOP_URL ?? `${publicUrl}/user/products`,
      attributionWindowDays: e.ATTRIBUTION_WINDOW_DAYS,
      clickKey: createHmac('sha256', secrets.COOKIE_SECRET).update('referral-click-id').digest(),
    },
    signInRateLimit: {
      perIp: 10,
      windowMs: 60_000,
      perPair: 5,
      failureWindowMs: 15 * 60_000,
      freeFailures: 3,
      delayStepMs: 250,
      maxDelayMs: 2_000,
      maxWaiting: 1_000,
    },
    rateLimits: {
      signUp: { max: 10, windowMs: HOUR_MS },
      recoveryPerIp: { max: 10, windowMs: HOUR_MS },
      recoveryPerEmail: { max: 3, windowMs: HOUR_MS },
      emailCode: { max: 5, windowMs: HOUR_MS },
    },
  };
}

function parseStorage(e: v.InferOutput<typeof EnvSchema>): Storage {
  if (!e.S3_URL) return { kind: 'disk' };
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)
    throw new ConfigError(
      'Invalid environment:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with S3_URL',
    );
  return {
    kind: 's3',
    endpoint: e.S3_URL.replace(/\/+$/, ''),
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
  };
}

/** `postgres://…`/`postgresql://…` selects PostgreSQL; anything else is a SQLite file path (default var/app.db). */
export function parseDatabase(url: string | undefined, varDir: string, cwd = process.cwd()): Database {
  if (url && /^postgres(ql)?:\/\//i.test(url)) {
    let dbName: string;
    try {
      dbName = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
    } catch {
      throw new ConfigError('Invalid environment:\n  DATABASE_URL: not a valid PostgreSQL URL');
    }
    if (!dbName) throw new ConfigError('Invalid environment:\n  DATABASE_URL: database name is missing');
    return { driver: 'postgresql', url, dbName };
  }
  const file = (url ?? join(varDir, 'app.db')).replace(/^(sqlite|file):(\/\/)?/i, '');
  return { driver: 'sqlite', path: file === ':memory:' || isAbsolute(file) ? file : resolve(cwd, file) };
}
