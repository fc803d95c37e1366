/**
 * /api/v1/admin/withdrawals*: the moderator payout queue. Paying sends the request to the payout provider
 * (its webhook settles it); rejecting returns the money with its own ledger line. Both are audited in the
 * same transaction as the status change.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { ApiPath } from '#contract/api-paths.ts';
import {
  AdminWithdrawalPage,
  AdminWithdrawalQuery,
  AdminWithdrawal as AdminWithdrawalSchema,
  PayoutDecisionBody,
} from '#contract/wallet.ts';
import { ADMIN_ERRORS, ADMIN_ROUTE, IdParams } from '../../lib/admin-schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { writeAudit } from '../audit/audited.ts';
import type { NpdStatusClient } from '../tax/npd-status-client.ts';
import type { PayoutProvider } from './payout-provider.ts';
import { adminWithdrawal, listQueue, payWithdrawal, rejectWithdrawal } from './payouts.service.ts';
import { Withdrawal } from './wallet.entity.ts';

const payoutModerationRoutes: FastifyPluginAsync<
  { payouts: PayoutProvider; npd: NpdStatusClient },
  RawServerDefault,
  ValibotTypeProvider
> = async (app, { payouts, npd }) => {
  const guard = app.requireRole('moderator');

  app.get(
    `/${ApiPath.adminWithdrawals}`,
    {
      schema: {
        ...ADMIN_ROUTE,
        querystring: AdminWithdrawalQuery,
        response: { 200: AdminWithdrawalPage, ...ADMIN_ERRORS },
      },
      onRequest: guard,
    },
    async (request) => listQueue(request.em, request.query.status, request.query.page),
  );

  app.post(
    `/${ApiPath.adminWithdrawalDecision(':id')}`,
    {
      schema: {
        ...ADMIN_ROUTE,
        params: IdParams,
        body: PayoutDecisionBody,
        response: { 200: AdminWithdrawalSchema, ...ADMIN_ERRORS },
      },
      onRequest: guard,
    },
    async (request) => {
      const actor = currentUser(request).id;
      const { id } = request.params;
      const body = request.body;
      const row = await request.em.findOne(Withdrawal, { id }, { populate: ['owner'] });
      if (!row) throw notFound();
      const reason = body.decision === 'reject' ? body.reason : null;
      // The audit line names the blogger (target) and, in the reason, the request and the moderator's words.
      const audit = (tx: EntityManager) =>
        writeAudit(tx, actor, body.decision === 'pay' ? 'payout.pay' : 'payout.reject', {
          id: row.owner.id,
          email: row.owner.getEntity().email,
          reason: reason ? `${row.id}: ${reason}` : row.id,
        });
      if (body.decision === 'pay') await payWithdrawal(request.em, payouts, id, actor, audit, npd);
      else
        await rejectWithdrawal(request.em, id, actor, body.decision === 'reject' ? body.reason : '', audit);
      return adminWithdrawal(request.em.fork(), id);
    },
  );
};

export default payoutModerationRoutes;
