/**
 * Leaked promocodes for staff (/api/v1/admin/fraud/leaks*): the flags the hourly scan raised, retiring a code
 * and dismissing a flag. The decision and its audit line commit together; the blogger is notified after the
 * commit, by the notifier (Telegram or e-mail, as they chose). docs/decisions/078-leaked-promocodes.md
 */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { ApiPath } from '#contract/api-paths.ts';
import {
  DismissLeakBody,
  LeakPage,
  LeakQuery,
  PromocodeLeak as PromocodeLeakSchema,
  RetireLeakBody,
} from '#contract/leaks.ts';
import type { Config } from '../../config.ts';
import { ADMIN_ERRORS, ADMIN_ROUTE, IdParams } from '../../lib/admin-schema.ts';
import { now } from '../../lib/clock.ts';
import { currentUser } from '../../lib/current-user.ts';
import { asLocale, baseUrlFor } from '../../lib/links.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { User } from '../accounts/accounts.entity.ts';
import { audited } from '../audit/audited.ts';
import { dismissLeak, leakById, listLeaks, retireLeak } from './leak.service.ts';

/** The grace period's last moment as the blogger's market writes dates. */
const dayText = (at: Date, locale: string) => {
  const [y, m, d] = at.toISOString().slice(0, 10).split('-');
  return locale === 'en' ? `${d}/${m}/${y}` : `${d}.${m}.${y}`;
};

const leakRoutes: FastifyPluginAsync<{ config: Config }, RawServerDefault, ValibotTypeProvider> = async (
  app,
  { config },
) => {
  const moderator = app.requireRole('moderator');

  app.get(
    `/${ApiPath.adminPromocodeLeaks}`,
    {
      schema: { ...ADMIN_ROUTE, querystring: LeakQuery, response: { 200: LeakPage, ...ADMIN_ERRORS } },
      onRequest: moderator,
    },
    async (request) => listLeaks(request.em, request.query.status, request.query.page),
  );

  app.post(
    `/${ApiPath.adminPromocodeLeakRetire(':id')}`,
    {
      schema: {
        ...ADMIN_ROUTE,
        params: IdParams,
        body: RetireLeakBody,
        response: { 200: PromocodeLeakSchema, ...ADMIN_ERRORS },
      },
      onRequest: moderator,
    },
    async (request) => {
      const actor = currentUser(request).id;
      const done = await audited(
        request.em,
        actor,
        'promocode.retire',
        (tx) => retireLeak(tx, actor, request.params.id, request.body.grace_days, now()),
        (r) => ({ id: r.leak, reason: `${r.old} → ${r.replacement}, until ${r.until.toISOString()}` }),
      );
      const owner = await request.em.fork().findOne(User, { id: done.owner });
      if (owner) {
        const locale = asLocale(owner.locale);
        app.notifier.send(owner, {
          kind: 'promocode_retired',
          code: done.old,
          replacement: done.replacement,
          until: dayText(done.until, locale),
          link: `${baseUrlFor(config, locale)}/user/promocodes`,
        });
      }
      return leakById(request.em.fork(), done.leak);
    },
  );

  app.post(
    `/${ApiPath.adminPromocodeLeakDismiss(':id')}`,
    {
      schema: {
        ...ADMIN_ROUTE,
        params: IdParams,
        body: DismissLeakBody,
        response: { 200: PromocodeLeakSchema, ...ADMIN_ERRORS },
      },
      onRequest: moderator,
    },
    async (request) => {
      const actor = currentUser(request).id;
      const done = await audited(
        request.em,
        actor,
        'promocode_leak.dismiss',
        (tx) => dismissLeak(tx, actor, request.params.id, request.body.reason, now()),
        (r) => ({ id: r.leak, reason: `${r.code}: ${request.body.reason}` }),
      );
      return leakById(request.em.fork(), done.leak);
    },
  );
};

export default leakRoutes;
