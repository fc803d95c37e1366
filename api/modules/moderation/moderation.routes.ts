/** /api/v1/admin/*: the account review queue, audit log and mail outbox (moderator or admin). */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import {
  ApplicantPage,
  Applicant as ApplicantSchema,
  AuditEntry,
  OutboxMessage,
  ReviewDecisionBody,
  ReviewQueueQuery,
} from '#contract/moderation.ts';
import { moscowDay } from '#contract/tax.ts';
import type { Config } from '../../config.ts';
import { ADMIN_ERRORS, ADMIN_ROUTE, IdParams } from '../../lib/admin-schema.ts';
import { now } from '../../lib/clock.ts';
import { currentUser } from '../../lib/current-user.ts';
import { asLocale, baseUrlFor } from '../../lib/links.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { listAudit } from '../audit/audit-log.ts';
import { listOutbox } from '../mail/outbox.ts';
import { npdApplies, npdStatusOf, PAYOUT_CHECK } from '../tax/npd-status.ts';
import { decide, listApplicants } from './moderation.service.ts';

const moderationRoutes: FastifyPluginAsync<
  { config: Config },
  RawServerDefault,
  ValibotTypeProvider
> = async (app, { config }) => {
  const guard = app.requireRole('moderator');

  app.get(
    `/${ApiPath.adminApplicants}`,
    {
      schema: {
        ...ADMIN_ROUTE,
        querystring: ReviewQueueQuery,
        response: { 200: ApplicantPage, ...ADMIN_ERRORS },
      },
      onRequest: guard,
    },
    async (request) => listApplicants(request.em, request.query),
  );

  app.post(
    `/${ApiPath.adminDecision(':id')}`,
    {
      schema: {
        ...ADMIN_ROUTE,
        params: IdParams,
        body: ReviewDecisionBody,
        response: { 200: ApplicantSchema, ...ADMIN_ERRORS },
      },
      onRequest: guard,
    },
    async (request) => {
      const { applicant, user } = await decide(
        request.em,
        currentUser(request).id,
        request.params.id,
        request.body,
      );
      const locale = asLocale(user.locale);
      // A self-employed blogger's status is asked on the day of approval (decision 067); its answer joins
      // the history staff read. In the background: the queue may hold it up to a minute.
      if (user.status === 'approved' && npdApplies(user))
        void npdStatusOf(app.orm.em.fork(), app.npd, user.id, moscowDay(now()), PAYOUT_CHECK).catch(
          () => undefined,
        );
      app.mailer.send(
        user.email,
        user.status === 'approved'
          ? { kind: 'approved', link: `${baseUrlFor(config, locale)}/user/login` }
          : { kind: 'rejected', reason: user.rejectionReason ?? '' },
        locale,
      );
      return applicant;
    },
  );

  app.get(
    `/${ApiPath.adminAudit}`,
    {
      schema: { ...ADMIN_ROUTE, response: { 200: v.array(AuditEntry), ...ADMIN_ERRORS } },
      onRequest: guard,
    },
    async (request) => listAudit(request.em),
  );

  app.get(
    `/${ApiPath.adminOutbox}`,
    {
      schema: { ...ADMIN_ROUTE, response: { 200: v.array(OutboxMessage), ...ADMIN_ERRORS } },
      onRequest: guard,
    },
    async (request) => listOutbox(request.em),
  );
};

export default moderationRoutes;
