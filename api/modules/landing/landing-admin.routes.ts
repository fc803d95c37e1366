/**
 * /api/v1/admin/reviews and /admin/faq: staff (moderators and admins) list, add, edit and delete the
 * landing's reviews and FAQ items (audited; docs/decisions/056-landing-content.md).
 */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { FaqBody, FaqItem, FaqList, Review, ReviewBody, ReviewList } from '#contract/landing.ts';
import { ADMIN_ERRORS, ADMIN_ROUTE, IdParams } from '../../lib/admin-schema.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import {
  createContent,
  deleteContent,
  FAQ,
  listContent,
  REVIEWS,
  updateContent,
} from './landing-admin.service.ts';

const landingAdminRoutes: FastifyPluginAsync<
  Record<never, never>,
  RawServerDefault,
  ValibotTypeProvider
> = async (app) => {
  const staff = app.requireRole('moderator');
  const deleted = { 204: v.null(), ...ADMIN_ERRORS };

  app.get(
    `/${ApiPath.adminReviews}`,
    { schema: { ...ADMIN_ROUTE, response: { 200: ReviewList, ...ADMIN_ERRORS } }, onRequest: staff },
    async (request) => ({ items: await listContent(request.em, REVIEWS) }),
  );
  app.post(
    `/${ApiPath.adminReviews}`,
    {
      schema: { ...ADMIN_ROUTE, body: ReviewBody, response: { 201: Review, ...ADMIN_ERRORS } },
      onRequest: staff,
    },
    async (request, reply) =>
      reply.status(201).send(await createContent(request.em, REVIEWS, currentUser(request).id, request.body)),
  );
  app.put(
    `/${ApiPath.adminReview(':id')}`,
    {
      schema: {
        ...ADMIN_ROUTE,
        params: IdParams,
        body: ReviewBody,
        response: { 200: Review, ...ADMIN_ERRORS },
      },
      onRequest: staff,
    },
    async (request) =>
      updateContent(request.em, REVIEWS, currentUser(request).id, request.params.id, request.body),
  );
  app.delete(
    `/${ApiPath.adminReview(':id')}`,
    { schema: { ...ADMIN_ROUTE, params: IdParams, response: deleted }, onRequest: staff },
    async (request, reply) => {
      await deleteContent(request.em, REVIEWS, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `/${ApiPath.adminFaq}`,
    { schema: { ...ADMIN_ROUTE, response: { 200: FaqList, ...ADMIN_ERRORS } }, onRequest: staff },
    async (request) => ({ items: await listContent(request.em, FAQ) }),
  );
  app.post(
    `/${ApiPath.adminFaq}`,
    {
      schema: { ...ADMIN_ROUTE, body: FaqBody, response: { 201: FaqItem, ...ADMIN_ERRORS } },
      onRequest: staff,
    },
    async (request, reply) =>
      reply.status(201).send(await createContent(request.em, FAQ, currentUser(request).id, request.body)),
  );
  app.put(
    `/${ApiPath.adminFaqItem(':id')}`,
    {
      schema: {
        ...ADMIN_ROUTE,
        params: IdParams,
        body: FaqBody,
        response: { 200: FaqItem, ...ADMIN_ERRORS },
      },
      onRequest: staff,
    },
    async (request) =>
      updateContent(request.em, FAQ, currentUser(request).id, request.params.id, request.body),
  );
  app.delete(
    `/${ApiPath.adminFaqItem(':id')}`,
    { schema: { ...ADMIN_ROUTE, params: IdParams, response: deleted }, onRequest: staff },
    async (request, reply) => {
      await deleteContent(request.em, FAQ, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default landingAdminRoutes;
