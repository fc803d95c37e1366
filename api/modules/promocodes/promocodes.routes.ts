/** /api/v1/promocodes: the signed-in blogger's own promocodes (list, add). Nobody else's are ever shown. */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { ErrorBody } from '#contract/errors.ts';
import { PromocodeBody, PromocodeListQuery, Promocode as PromocodeSchema } from '#contract/promocodes.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { addPromocode, listOwn } from './promocodes.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody };

const promocodeRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const common = { tags: ['promocodes'], security: [{ bearer: [] }] };

  app.get(
    `/${ApiPath.promocodes}`,
    {
      schema: {
        ...common,
        querystring: PromocodeListQuery,
        response: { 200: v.array(PromocodeSchema), ...errors },
      },
      onRequest: app.requireApproved,
    },
    async (request) => listOwn(request.em, currentUser(request).id, request.query),
  );

  app.post(
    `/${ApiPath.promocodes}`,
    {
      schema: { ...common, body: PromocodeBody, response: { 201: PromocodeSchema, ...errors } },
      onRequest: app.requireApproved,
    },
    async (request, reply) => {
      reply.code(201);
      return addPromocode(request.em, currentUser(request).id, request.body);
    },
  );
};

export default promocodeRoutes;
