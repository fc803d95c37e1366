/** /api/v1/admin/*: the account review queue, audit log and mail outbox (moderator or admin). */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '../../../contract/api-paths.ts';
import { ErrorBody } from '../../../contract/errors.ts';
import {
  ApplicantPage,
  Applicant as ApplicantSchema,
  AuditEntry,
  OutboxMessage,
  ReviewDecisionBody,
  ReviewQueueQuery,
} from '../../../contract/moderation.ts';
import type { Config } from '../../config.ts';
import { currentUser } from '../../lib/current-user.ts';
import { asLocale, baseUrlFor } from '../../lib/links.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { decide, listApplicants, listAudit, listOutbox } from './moderation.service.ts';

const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
const IdParams = v.object({ id: v.pipe(v.string(), v.uuid()) });

const moderationRoutes: FastifyPluginAsync<
  { config: Config },
  RawServerDefault,
  ValibotTypeProvider
> = async (app, { config }) => {
  const guard = app.requireRole('moderator');
  const common = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    `/${ApiPath.adminApplicants}`,
    {
      schema: { ...common, querystring: ReviewQueueQuery, response: { 200: ApplicantPage, ...errors } },
      preHandler: guard,
    },
    async (request) => listApplicants(request.em, request.query),
  );

  app.post(
    `/${ApiPath.adminDecision(':id')}`,
    {
      schema: {
        ...common,
        params: IdParams,
        body: ReviewDecisionBody,
        response: { 200: ApplicantSchema, ...errors },
      },
      preHandler: guard,
    },
    async (request) => {
      const { applicant, user } = await decide(
        request.em,
        currentUser(request).id,
        request.params.id,
        request.body,
      );
      const locale = asLocale(user.locale);
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
    { schema: { ...common, response: { 200: v.array(AuditEntry), ...errors } }, preHandler: guard },
    async (request) => listAudit(request.em),
  );

  app.get(
    `/${ApiPath.adminOutbox}`,
    { schema: { ...common, response: { 200: v.array(OutboxMessage), ...errors } }, preHandler: guard },
    async (request) => listOutbox(request.em),
  );
};

export default moderationRoutes;
