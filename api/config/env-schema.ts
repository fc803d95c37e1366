/** The environment variables the app reads, with their defaults and checks (parsed by api/config.ts). */
import * as v from 'valibot';

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
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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

/** The brand (docs/decisions/066-brand-configuration.md); the demo's own is the default. */
const BrandName = v.pipe(
  v.optional(v.string(), 'Ambassador'),
  v.transform((s) => s.trim()),
  v.minLength(1, 'must not be empty'),
  v.maxLength(40, 'at most 40 characters'),
  v.regex(/^[^\p{Cc}<>]+$/u, 'no control characters or angle brackets'),
);
const BrandLogo = v.pipe(
  v.optional(v.string(), '/favicon.svg'),
  v.regex(/^(\/(?!\/)[\w\-./]*|https:\/\/[^\s"'<>]+)$/, 'must be a site path (/…) or an https:// URL'),
);
const BrandColor = v.pipe(v.optional(v.string(), '#1db954'), v.regex(/^#[0-9a-fA-F]{6}$/, 'must be #rrggbb'));

export const EnvSchema = v.object({
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
  BRAND_NAME: BrandName,
  /** The logo: a path the app serves (default /favicon.svg) or an https address (added to the CSP's img-src). */
  BRAND_LOGO_URL: BrandLogo,
  BRAND_COLOR: BrandColor,
  /** The sender's address; the name mails show is BRAND_NAME's (a name given here gives way to it). */
  MAIL_FROM: v.optional(v.pipe(v.string(), v.minLength(3)), 'no-reply@localhost'),
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
  /** Which ad-marking operator (ORD) issues ERID tokens: the built-in sandbox or ORD VK (docs/decisions/069). */
  ORD_OPERATOR: v.optional(v.picklist(['sandbox', 'vk']), 'sandbox'),
  /** ORD VK: the API's base (e.g. https://api.ord.vk.com) and its Bearer token. */
  ORD_API_URL: v.optional(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i, 'must be an http(s) URL'))),
  ORD_API_TOKEN: optionalString,
  /** How long one ORD call may take before it counts as "operator slow" and is retried later. */
  ORD_TIMEOUT_MS: v.pipe(positiveInt('10000'), v.maxValue(120_000)),
  /** The product category code (KKTU) of the brand's creatives; 30.15.1 is "other goods and services". */
  ORD_KKTU: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,2}(\.\d{1,2}){1,3}$/, 'not a KKTU code')),
    '30.15.1',
  ),
  /** The brand as the advertiser: its legal name and INN (10 digits for a company, 12 for a person). */
  ADVERTISER_NAME: optionalString,
  ADVERTISER_INN: v.optional(v.pipe(v.string(), v.regex(/^(\d{10}|\d{12})$/, 'must be 10 or 12 digits'))),
  /** Which payout service sends withdrawals, and the secret its webhooks are signed with. */
  PAYOUT_PROVIDER: v.optional(v.picklist(['sandbox', 'yookassa']), 'sandbox'),
  PAYOUT_WEBHOOK_SECRET: optionalString,
  /** YooKassa payouts (docs/decisions/073): the gateway's agentId and secret key, and the API's address. */
  YOOKASSA_AGENT_ID: optionalString,
  YOOKASSA_SECRET_KEY: optionalString,
  YOOKASSA_API_URL: v.optional(
    v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i)),
    'https://api.yookassa.ru/v3',
  ),
  /**
   * The tax service's self-employed status check (docs/decisions/067), e.g. https://statusnpd.nalog.ru;
   * without it the built-in sandbox answers.
   */
  NPD_STATUS_URL: v.optional(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i, 'must be an http(s) URL'))),
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

export type Env = v.InferOutput<typeof EnvSchema>;
