/**
 * Runtime configuration: the environment is parsed once with Valibot and the app receives a plain object.
 * Every variable has a safe local default so `npm start` works on a fresh clone; production must be explicit
 * about secrets.
 */
import { createHmac } from 'node:crypto';
import { hostname } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import * as v from 'valibot';
import type { Brand } from '#contract/brand.ts';
import { type Env, EnvSchema, type logLevels } from './config/env-schema.ts';
import { type OrdConfig, OrdConfigError, parseOrd } from './config/ord-config.ts';
import type { Limit } from './lib/rate-limit.ts';
import { MissingSecretsError, resolveSecrets } from './lib/secrets.ts';
import type { S3Settings } from './lib/storage/s3.ts';

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
  brand: Brand;
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
  ordOperator: 'sandbox' | 'vk';
  /** The ORD's address, token and limits, and the brand's own details as the advertiser (decision 069). */
  ord: OrdConfig;
  payouts: {
    provider: 'sandbox' | 'yookassa';
    webhookSecret: string;
    yookassa: { agentId: string; secretKey: string; apiUrl: string };
  };
  /** The customer printed on closing acts: the brand as the advertiser (ADVERTISER_NAME, ADVERTISER_INN). */
  acts: { customer: { name: string; inn: string } };
  /**
   * The self-employed status service (docs/decisions/067): its base URL (null: the built-in sandbox) and
   * the window in which at most 2 calls leave (not env-driven; tests may shorten it).
   */
  npd: { statusUrl: string | null; windowMs: number };
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
  let ord: OrdConfig;
  try {
    ord = parseOrd(e);
  } catch (error) {
    if (error instanceof OrdConfigError) throw new ConfigError(error.message);
    throw error;
  }
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
    brand: { name: e.BRAND_NAME, logo_url: e.BRAND_LOGO_URL, color: e.BRAND_COLOR.toLowerCase() },
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
      // A logo hosted elsewhere must be allowed to load.
      imgSrc: [
        ...e.CSP_IMG_SRC,
        ...(/^https:/.test(e.BRAND_LOGO_URL) ? [new URL(e.BRAND_LOGO_URL).origin] : []),
      ],
      frameSrc: e.CSP_FRAME_SRC,
      styleSrc: e.CSP_STYLE_SRC,
    },
    uploads: {
      maxFileBytes: e.UPLOAD_MAX_FILE_BYTES,
      quotaBytes: e.UPLOAD_QUOTA_BYTES,
      expirationMs: 24 * HOUR_MS,
    },
    ordOperator: e.ORD_OPERATOR,
    ord,
    payouts: {
      provider: e.PAYOUT_PROVIDER,
      // Without its own secret the sandbox signs with one derived from the cookie secret (set in production).
      webhookSecret:
        e.PAYOUT_WEBHOOK_SECRET ??
        createHmac('sha256', secrets.COOKIE_SECRET).update('payout-webhook').digest('base64url'),
      yookassa: {
        agentId: e.YOOKASSA_AGENT_ID ?? '',
        secretKey: e.YOOKASSA_SECRET_KEY ?? '',
        apiUrl: e.YOOKASSA_API_URL.replace(/\/+$/, ''),
      },
    },
    acts: { customer: { name: e.ADVERTISER_NAME ?? e.BRAND_NAME, inn: e.ADVERTISER_INN ?? '' } },
    npd: { statusUrl: e.NPD_STATUS_URL ?? null, windowMs: 60_000 },
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

function parseStorage(e: Env): Storage {
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
