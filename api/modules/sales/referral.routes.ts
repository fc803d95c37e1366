/**
 * Root routes `/r/{part}` (and with a locale prefix, as the English and Belarusian link bases may carry one):
 * the blogger's referral link. `?to=join` → registration with the inviter filled in; otherwise → the shop with
 * a signed click id. Always a redirect (302, not cached); a failure never shows the visitor an error page.
 */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { REFERRAL_TARGET_PARAM } from '../../../contract/sales.ts';
import type { Config } from '../../config.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { referralTarget } from './referral.service.ts';

export const REFERRAL_PREFIXES = ['', '/en', '/by', '/ru'] as const;
/** Clicks stored per address per minute; beyond that visitors are still redirected, without a record. */
const CLICKS_PER_MINUTE = 30;

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
  const schema = {
    tags: ['referral'],
    params: v.object({ part: v.pipe(v.string(), v.maxLength(200)) }),
    querystring: v.object({ [REFERRAL_TARGET_PARAM]: v.optional(v.pipe(v.string(), v.maxLength(20))) }),
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
        join: request.query[REFERRAL_TARGET_PARAM] === 'join',
        record: allowed.isAllowed || !allowed.isExceeded,
      });
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    });
  }
};

export default referralRoutes;
