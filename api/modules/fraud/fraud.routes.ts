/**
 * The fraud rules and review queue for staff (/api/v1/admin/fraud/*), and the blogger's own commissions on
 * review (/api/v1/income/on-review). A decision and its audit line commit together; the earners are mailed
 * after the commit. docs/decisions/070-fraud-holds.md
 */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { ApiPath } from '#contract/api-paths.ts';
import { ErrorBody } from '#contract/errors.ts';
import {
  FraudRuleBody,
  FraudRuleList,
  FraudRuleParams,
  HeldCommissionList,
  OrderReviewPage,
  OrderReview as OrderReviewSchema,
  ReviewDecisionBody,
  ReviewQuery,
} from '#contract/fraud.ts';
import { ADMIN_ERRORS, ADMIN_ROUTE, IdParams } from '../../lib/admin-schema.ts';
import { currentUser } from '../../lib/current-user.ts';
import { asLocale } from '../../lib/links.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { User } from '../accounts/accounts.entity.ts';
import { audited } from '../audit/audited.ts';
import { decideReview } from './hold.service.ts';
import { listReviews, myHeld, reviewById } from './review-list.service.ts';
import { listRules, setRule } from './rules.service.ts';

const fraudRoutes: FastifyPluginAsync<Record<never, never>, RawServerDefault, ValibotTypeProvider> = async (
  app,
) => {
  const moderator = app.requireRole('moderator');

  app.get(
    `/${ApiPath.adminFraudRules}`,
    { schema: { ...ADMIN_ROUTE, response: { 200: FraudRuleList, ...ADMIN_ERRORS } }, onRequest: moderator },
    async (request) => listRules(request.em),
  );

  app.put(
    `/${ApiPath.adminFraudRule(':code')}`,
    {
      schema: {
        ...ADMIN_ROUTE,
        params: FraudRuleParams,
        body: FraudRuleBody,
        response: { 200: FraudRuleList, ...ADMIN_ERRORS },
      },
      onRequest: app.requireRole('admin'),
    },
    async (request) => {
      const { code } = request.params;
      const { enabled } = request.body;
      const actor = currentUser(request).id;
      // The audit target is a uuid: the rule has none, so the line names the admin and the rule.
      await audited(
        request.em,
        actor,
        enabled ? 'fraud_rule.on' : 'fraud_rule.off',
        (tx) => setRule(tx, code, enabled),
        () => ({ id: actor, reason: code }),
      );
      return listRules(request.em.fork());
    },
  );

  app.get(
    `/${ApiPath.adminOrderReviews}`,
    {
      schema: {
        ...ADMIN_ROUTE,
        querystring: ReviewQuery,
        response: { 200: OrderReviewPage, ...ADMIN_ERRORS },
      },
      onRequest: moderator,
    },
    async (request) => listReviews(request.em, request.query.status, request.query.page),
  );

  app.post(
    `/${ApiPath.adminOrderReviewDecision(':id')}`,
    {
      schema: {
        ...ADMIN_ROUTE,
        params: IdParams,
        body: ReviewDecisionBody,
        response: { 200: OrderReviewSchema, ...ADMIN_ERRORS },
      },
      onRequest: moderator,
    },
    async (request) => {
      const body = request.body;
      const reason = body.decision === 'cancel' ? body.reason : null;
      const { review, earners } = await audited(
        request.em,
        currentUser(request).id,
        body.decision === 'release' ? 'order_review.release' : 'order_review.cancel',
        (tx) => decideReview(tx, currentUser(request).id, request.params.id, body),
        (r) => ({
          id: r.review.order.id,
          reason: `${r.review.order.getEntity().externalId}${reason ? `: ${reason}` : ''}`,
        }),
      );
      const order = review.order.getEntity().externalId;
      for (const u of earners.length ? await request.em.find(User, { id: { $in: earners } }) : []) {
        app.mailer.send(
          u.email,
          { kind: 'order_review', released: !reason, order, reason },
          asLocale(u.locale),
        );
      }
      return reviewById(request.em.fork(), review.id);
    },
  );

  app.get(
    `/${ApiPath.incomeOnReview}`,
    {
      schema: {
        tags: ['income'],
        security: [{ bearer: [] }],
        response: { 200: HeldCommissionList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
      onRequest: app.requireApproved,
    },
    async (request) => myHeld(request.em, currentUser(request).id),
  );
};

export default fraudRoutes;
