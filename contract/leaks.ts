/**
 * Leaked promocodes (issue 23 §2, docs/decisions/078): a code used far beyond what its blogger's links and
 * placements explain is flagged for staff with the figures; staff retire it (a new code for the blogger, the
 * old one attributing for a grace period) or dismiss the flag. The thresholds are data, here.
 */
import * as v from 'valibot';
import { Network } from './accounts.ts';
import { PageParam, requiredText } from './validation.ts';

export const LEAK_SIGNALS = ['unexplained', 'region_burst', 'referrer_burst', 'coupon_site'] as const;
export type LeakSignal = (typeof LEAK_SIGNALS)[number];
export const LEAK_STATUSES = ['open', 'retired', 'dismissed'] as const;
export type LeakStatus = (typeof LEAK_STATUSES)[number];

/** What the hourly scan calls "far beyond". Changing a figure here changes the next scan, nothing else. */
export const LEAK_THRESHOLDS = {
  /** The scan looks at a code's orders of the last days. */
  windowDays: 7,
  /**
   * Each order that came through the blogger's own link is explained; so are up to this share of the reach
   * of the blogger's placements running in the window (a viewer typing the code from the video).
   */
  reachConversion: 0.01,
  /** `unexplained`: at least this many orders nothing explains, and at least this share of the code's orders. */
  minUnexplained: 10,
  unexplainedShare: 0.5,
  /** Bursts: the code's orders of the last hours, one region or one referrer holding a share of them. */
  burstHours: 24,
  burstMinOrders: 10,
  burstShare: 0.6,
  /** `coupon_site`: this many orders in the window arrived from a coupon site. */
  couponMinOrders: 2,
} as const;

/**
 * Coupon and cashback aggregators that publish codes (host or any subdomain). A referrer from one of them
 * means the code is public beyond the blogger's audience.
 */
export const COUPON_SITES = [
  'pepper.ru',
  'promokodi.net',
  'promokod.ru',
  'picodi.com',
  'kupikod.com',
  'skidkaonline.ru',
  'promocodus.com',
  'cuponation.ru',
  'retailmenot.com',
  'couponfollow.com',
  'coupons.com',
  'dealspotr.com',
  'wethrift.com',
  'knoji.com',
  'almowafir.com',
  'yajny.com',
  'couponaraby.com',
] as const;

/**
 * Referrers that say nothing about a leak: the social networks where bloggers publish (their audience arrives
 * from there) and the brand's own pages. A burst from one of them is not flagged.
 */
export const AUDIENCE_HOSTS = [
  'vk.com',
  'vk.ru',
  't.me',
  'telegram.org',
  'youtube.com',
  'youtu.be',
  'instagram.com',
  'tiktok.com',
  'dzen.ru',
  'ok.ru',
  'rutube.ru',
  'facebook.com',
  'x.com',
  'twitter.com',
] as const;

/** Whether `host` is `domain` or one of its subdomains. */
export const hostIn = (host: string, domains: readonly string[]): string | null =>
  domains.find((d) => host === d || host.endsWith(`.${d}`)) ?? null;

/** The referrer's host as stored: lower case, without `www.`; from a URL or a bare host name. */
export function referrerHost(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname;
  } catch {
    return null;
  }
  host = host.toLowerCase().replace(/^www\./, '');
  return /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/.test(host) ? host : null;
}

/** The share of a code's orders from one region or referrer, among those that carried one. */
export const LeakTop = v.object({ value: v.string(), orders: v.number(), of: v.number() });
export type LeakTop = v.InferOutput<typeof LeakTop>;

export const LeakFigures = v.object({
  window_days: v.number(),
  /** The code's orders in the window; those that came through the blogger's own link. */
  orders: v.number(),
  orders_with_click: v.number(),
  /** The blogger's shop clicks, their placements running in the window and those placements' reach. */
  clicks: v.number(),
  placements: v.number(),
  reach: v.number(),
  /** Orders the link and the placements explain (with_click + reach × reachConversion), and the rest. */
  explained: v.number(),
  unexplained: v.number(),
  burst_hours: v.number(),
  burst_orders: v.number(),
  top_region: v.nullable(LeakTop),
  top_referrer: v.nullable(LeakTop),
  coupon_orders: v.number(),
  coupon_sites: v.array(v.string()),
});
export type LeakFigures = v.InferOutput<typeof LeakFigures>;

export const PromocodeLeak = v.object({
  id: v.string(),
  status: v.picklist(LEAK_STATUSES),
  signals: v.array(v.picklist(LEAK_SIGNALS)),
  figures: LeakFigures,
  promocode: v.object({ id: v.string(), code: v.string(), network: Network }),
  owner: v.object({ id: v.string(), email: v.string() }),
  detected_at: v.string(),
  updated_at: v.string(),
  /** After a retirement: the code issued instead and when the old one stops attributing. */
  replacement: v.nullable(v.string()),
  grace_until: v.nullable(v.string()),
  decided_at: v.nullable(v.string()),
  reason: v.nullable(v.string()),
});
export type PromocodeLeak = v.InferOutput<typeof PromocodeLeak>;

export const LeakPage = v.object({
  items: v.array(PromocodeLeak),
  total: v.number(),
  page: v.number(),
  pages: v.number(),
});
export type LeakPage = v.InferOutput<typeof LeakPage>;

export const LeakQuery = v.object({ status: v.optional(v.picklist(LEAK_STATUSES), 'open'), page: PageParam });

/** The old code keeps attributing this many days after its retirement (orders placed before the end). */
export const GRACE_DAYS_DEFAULT = 7;
export const GRACE_DAYS_MAX = 60;

export const RetireLeakBody = v.object({
  grace_days: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(GRACE_DAYS_MAX)),
    GRACE_DAYS_DEFAULT,
  ),
});
export type RetireLeakBody = v.InferOutput<typeof RetireLeakBody>;

export const DismissLeakBody = v.object({ reason: requiredText(500, true) });
export type DismissLeakBody = v.InferOutput<typeof DismissLeakBody>;
