/** /api/v1/admin/ord/*: the reporting board, report checks and resends (moderator or admin; decision 069). */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { lastEndedMonth } from '#contract/money.ts';
import { Board, BoardQuery, ReportRejectBody } from '#contract/ord.ts';
import type { Config } from '../../config.ts';
import { ADMIN_ERRORS, ADMIN_ROUTE, IdParams } from '../../lib/admin-schema.ts';
import { now } from '../../lib/clock.ts';
import { currentUser } from '../../lib/current-user.ts';
import { asLocale, baseUrlFor } from '../../lib/links.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { User } from '../accounts/accounts.entity.ts';
import type { OrdOperator } from './ord.ts';
import { checkReport, ordBoard, rejectReport, resendPlacement } from './ord-board.service.ts';

const ordAdminRoutes: FastifyPluginAsync<
  { config: Config; ord: OrdOperator },
  RawServerDefault,
  ValibotTypeProvider
> = async (app, { config, ord }) => {
  const guard = app.requireRole('moderator');

  app.get(
    `/${ApiPath.adminOrdBoard}`,
    {
      schema: { ...ADMIN_ROUTE, querystring: BoardQuery, response: { 200: Board, ...ADMIN_ERRORS } },
      onRequest: guard,
    },
    async (request) => ordBoard(request.em, request.query.month ?? lastEndedMonth(now())),
  );

  app.post(
    `/${ApiPath.adminOrdReportCheck(':id')}`,
    {
      schema: { ...ADMIN_ROUTE, params: IdParams, response: { 204: v.null(), ...ADMIN_ERRORS } },
      onRequest: guard,
    },
    async (request, reply) => {
      await checkReport(request.em, currentUser(request).id, request.params.id, now());
      return reply.status(204).send(null);
    },
  );

  app.post(
    `/${ApiPath.adminOrdReportReject(':id')}`,
    {
      schema: {
        ...ADMIN_ROUTE,
        params: IdParams,
        body: ReportRejectBody,
        response: { 204: v.null(), ...ADMIN_ERRORS },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const { id } = request.params;
      const report = await rejectReport(request.em, currentUser(request).id, id, request.body.reason, now());
      const owner = await request.em.findOneOrFail(User, { id: report.placement.owner.id });
      const link = `${baseUrlFor(config, asLocale(owner.locale))}/user/placements`;
      app.notifier.send(owner, {
        kind: 'report_rejected',
        network: report.placement.network,
        month: report.month,
        reason: request.body.reason,
        link,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    `/${ApiPath.adminOrdResend(':id')}`,
    {
      schema: { ...ADMIN_ROUTE, params: IdParams, response: { 204: v.null(), ...ADMIN_ERRORS } },
      onRequest: guard,
    },
    async (request, reply) => {
      const ctx = { ord, settings: config };
      await resendPlacement(request.em, ctx, currentUser(request).id, request.params.id, now());
      return reply.status(204).send(null);
    },
  );
};

export default ordAdminRoutes;
