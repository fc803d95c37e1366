/**
 * /api/v1/admin/staff and /admin/users/:id/manager: who can look after bloggers, and assigning them to a
 * blogger or a whole branch (admins only; audited). docs/decisions/053-managers.md.
 */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { ManagerAssignmentBody, Staff } from '#contract/team.ts';
import { ADMIN_ERRORS, ADMIN_ROUTE, IdParams } from '../../lib/admin-schema.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { assignManager, listStaff } from './manager-admin.service.ts';

const managerAdminRoutes: FastifyPluginAsync<
  Record<never, never>,
  RawServerDefault,
  ValibotTypeProvider
> = async (app) => {
  const guard = app.requireRole('admin');

  app.get(
    `/${ApiPath.adminStaff}`,
    { schema: { ...ADMIN_ROUTE, response: { 200: v.array(Staff), ...ADMIN_ERRORS } }, onRequest: guard },
    async (request) => listStaff(request.em),
  );

  app.put(
    `/${ApiPath.adminManager(':id')}`,
    {
      schema: {
        ...ADMIN_ROUTE,
        params: IdParams,
        body: ManagerAssignmentBody,
        response: { 204: v.null(), ...ADMIN_ERRORS },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      await assignManager(request.em, currentUser(request).id, request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );
};

export default managerAdminRoutes;
