/**
 * Root routes `/r/{part}` (and with a locale prefix, as the English and Belarusian link bases may carry one):
 * the blogger's referral link. `?to=join` → registration with the inviter filled in; otherwise → the shop with
 * a signed click id. Always a redirect (302, not cached); a failure never shows the visitor an error page.
 * A mangled link (any `to`, a part too long, badly encoded, missing or followed by more segments) is sent on
 * like an unknown part: built from configuration only, so never off-site (docs/decisions/044).
 */
import type { FastifyPluginAsync, FastifyReply, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { PAID_CLICK_PARAMS } from '#contract/fraud.ts';
import { PLACEMENT_MARK_PARAM } from '#contract/placement-stats.ts';
import { JOIN_CLICK_COOKIE, REFERRAL_TARGET_PARAM } from '#contract/sales.ts';
import type { Config } from '../../config.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { referralTarget, strayTarget } from './referral.service.ts';

export const REFERRAL_PREFIXES = ['', '/en', '/by', '/ru'] as const;
/** Clicks stored per address per minute; beyond that visitors are still redirected, without a record. */
const CLICKS_PER_MINUTE = 30;
/** How long a registration is credited to the link it came from. */
const JOIN_CLICK_MAX_AGE_S = 30 * 86_400;

/** A raw request URL under `/r` (with a prefix or not), whatever follows. */
const REFERRAL_PATH = new RegExp(`^(?:${REFERRAL_PREFIXES.filter(Boolean).join('|')})?/r(?:[/?]|$)`);
export const isReferralUrl = (url: string) => REFERRAL_PATH.test(url);

/** `?to=join`, read from the raw URL (URLSearchParams never throws on a bad encoding). */
const wantsJoin = (url: string) => {
  const values = new URLSearchParams(url.split('?')[1] ?? '').getAll(REFERRAL_TARGET_PARAM);
  return values.length === 1 && values[0] === 'join';
};

/** A tracked link's `erid` (one value), read like `to` from the raw URL. */
const eridOf = (url: string) => {
  const values = new URLSearchParams(url.split('?')[1] ?? '').getAll(PLACEMENT_MARK_PARAM);
  return values.length === 1 ? values[0]?.trim() || null : null;
};

/** The first paid-ad click id parameter with a value (`?gclid=…`), read like `to` from the raw URL. */
const PAID = new Set<string>(PAID_CLICK_PARAMS);
const paidParam = (url: string) => {
  for (const [name, value] of new URLSearchParams(url.split('?')[1] ?? '')) {
    if (PAID.has(name.toLowerCase()) && value.trim()) return name.toLowerCase();
  }
  return null;
};

const redirect = (reply: FastifyReply, target: string) =>
  reply.header('cache-control', 'no-store').redirect(target, 302);

/** For a link the router refused (bad encoding, an over-long part): sent on, recording nothing. */
export const sendStrayReferral = (config: Config, url: string, reply: FastifyReply) =>
  redirect(reply, strayTarget(config, wantsJoin(url)));

const referralRoutes: FastifyPluginAsync<{ config: Config }, RawServerDefault, ValibotTypeProvider> = async (
  app,
  { config },
) => {
  // Named key: in Redis all `createRateLimit` limiters share one prefix (api/lib/rate-limit.ts).
  const limit = app.createRateLimit({
    max: CLICKS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `referral-click:${request.ip}`,
  });
  // Documentation only: nothing here may refuse a visitor (a bad value reads as none).
  const schema = {
    tags: ['referral'],
    params: v.object({ part: v.fallback(v.pipe(v.string(), v.maxLength(200)), '') }),
    querystring: v.object({
      [REFERRAL_TARGET_PARAM]: v.fallback(v.optional(v.picklist(['join'])), undefined),
    }),
  };
  for (const prefix of REFERRAL_PREFIXES) {
    app.get(`${prefix}/r/:part`, { schema }, async (request, reply) => {
      // Redis away: the link still redirects and the click is still recorded, just not counted.
      const allowed = await limit(request).catch((error: unknown) => {
        request.log.warn({ err: error }, 'referral click limit unavailable');
        return { isAllowed: true, isExceeded: false };
      });
      const target = await referralTarget(app.orm.em.fork(), config, {
        part: request.params.part,
        join: wantsJoin(request.url),
        record: allowed.isAllowed || !allowed.isExceeded,
        paidParam: paidParam(request.url),
        erid: eridOf(request.url),
      });
      if (target.joinClick) {
        reply.setCookie(JOIN_CLICK_COOKIE, target.joinClick, {
          signed: true,
          httpOnly: true,
          secure: config.publicUrl.startsWith('https://'),
          sameSite: 'lax',
          path: '/',
          maxAge: JOIN_CLICK_MAX_AGE_S,
        });
      }
      return redirect(reply, target.url);
    });
    // A link cut short or with more segments names nobody.
    const stray = { schema: { hide: true } };
    for (const url of [`${prefix}/r`, `${prefix}/r/*`]) {
      app.get(url, stray, async (request, reply) => sendStrayReferral(config, request.url, reply));
    }
  }
};

export default referralRoutes;
