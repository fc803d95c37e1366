/** /api/v1/partner-program: what the partner-program page shows, in the signed-in blogger's currency. */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { ApiPath } from '#contract/api-paths.ts';
import { ErrorBody } from '#contract/errors.ts';
import { PartnerProgram } from '#contract/partner-program.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { partnerProgram } from './program.service.ts';

const programRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  app.get(
    `/${ApiPath.partnerProgram}`,
    {
      schema: {
        tags: ['partner-program'],
        security: [{ bearer: [] }],
        response: { 200: PartnerProgram, 401: ErrorBody, 403: ErrorBody },
      },
      onRequest: app.requireApproved,
    },
    async (request) => partnerProgram(request.em, currentUser(request).id),
  );
};

export default programRoutes;
