/**
 * The self-employed side of the wallet (docs/decisions/067). The blogger: GET wallet/npd (status today,
 * the year's payouts against the limit, receipt tasks) and PUT wallet/receipts/{id} (attach a receipt).
 * Staff: the receipts board, one blogger's status history, and marking an attached receipt cancelled.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { ApiPath } from '#contract/api-paths.ts';
import { ErrorBody } from '#contract/errors.ts';
import {
  AdminNpdBlogger,
  AdminReceiptPage,
  AdminReceiptQuery,
  moscowDay,
  NPD_YEAR_LIMIT_MINOR,
  NpdSummary,
  ReceiptBody,
  ReceiptTask,
} from '#contract/tax.ts';
import { ADMIN_ERRORS, ADMIN_ROUTE, IdParams } from '../../lib/admin-schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { now } from '../../lib/clock.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { User } from '../accounts/accounts.entity.ts';
import { audited } from '../audit/audited.ts';
import { npdApplies, npdHistory, npdStatusOf } from '../tax/npd-status.ts';
import type { NpdStatusClient } from '../tax/npd-status-client.ts';
import {
  cancelReceipt,
  receiptsBoard,
  receiptsOf,
  submitReceipt,
  toReceiptTask,
} from '../tax/receipts.service.ts';
import { yearPaid } from './npd-payouts.ts';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
};
/** A page view waits briefly for the status; when the queue is busy it shows 'unknown'. */
const VIEW_CHECK = { waitMs: 1_000, timeoutMs: 10_000 };

const npdRoutes: FastifyPluginAsync<{ npd: NpdStatusClient }, RawServerDefault, ValibotTypeProvider> = async (
  app,
  { npd },
) => {
  const common = { tags: ['wallet'], security: [{ bearer: [] }] };
  const staff = app.requireRole('moderator');

  async function summaryOf(em: EntityManager, id: string) {
    const user = await em.findOneOrFail(User, { id }, { fields: ['type', 'currency', 'locale', 'inn'] });
    const at = now();
    const today = moscowDay(at);
    const applies = npdApplies(user);
    const paid = applies ? await yearPaid(em, id, at) : 0;
    return {
      user,
      applies,
      status: applies ? await npdStatusOf(em, npd, id, today, VIEW_CHECK) : null,
      today,
      paid,
      receipts: applies ? await receiptsOf(em, id, today) : [],
    };
  }

  app.get(
    `/${ApiPath.walletNpd}`,
    { schema: { ...common, response: { 200: NpdSummary, ...errors } }, onRequest: app.requireApproved },
    async (request) => {
      const s = await summaryOf(request.em, currentUser(request).id);
      return {
        applies: s.applies,
        status: s.status,
        checked_on: s.applies ? s.today : null,
        year: Number(s.today.slice(0, 4)),
        year_paid: s.paid,
        year_limit: NPD_YEAR_LIMIT_MINOR,
        year_remaining: Math.max(0, NPD_YEAR_LIMIT_MINOR - s.paid),
        receipts: s.receipts,
      };
    },
  );

  app.put(
    `/${ApiPath.walletReceipt(':id')}`,
    {
      schema: { ...common, params: IdParams, body: ReceiptBody, response: { 200: ReceiptTask, ...errors } },
      onRequest: app.requireApproved,
    },
    async (request) =>
      submitReceipt(request.em, currentUser(request).id, request.params.id, request.body, moscowDay(now())),
  );

  app.get(
    `/${ApiPath.adminReceipts}`,
    {
      schema: {
        ...ADMIN_ROUTE,
        querystring: AdminReceiptQuery,
        response: { 200: AdminReceiptPage, ...ADMIN_ERRORS },
      },
      onRequest: staff,
    },
    async (request) => receiptsBoard(request.em, request.query.state, request.query.page, moscowDay(now())),
  );

  app.get(
    `/${ApiPath.adminNpd(':id')}`,
    {
      schema: { ...ADMIN_ROUTE, params: IdParams, response: { 200: AdminNpdBlogger, ...ADMIN_ERRORS } },
      onRequest: staff,
    },
    async (request) => {
      const { id } = request.params;
      if (!(await request.em.count(User, { id }))) throw notFound();
      const s = await summaryOf(request.em, id);
      const history = await npdHistory(request.em, s.user.inn ?? null);
      return {
        id,
        inn: s.user.inn ?? null,
        applies: s.applies,
        status: s.status,
        history,
        receipts: s.receipts,
        year_paid: s.paid,
      };
    },
  );

  app.post(
    `/${ApiPath.adminReceiptCancellation(':id')}`,
    {
      schema: { ...ADMIN_ROUTE, params: IdParams, response: { 200: ReceiptTask, ...ADMIN_ERRORS } },
      onRequest: staff,
    },
    async (request) => {
      const at = now();
      const row = await audited(
        request.em,
        currentUser(request).id,
        'receipt.cancelled',
        (tx) => cancelReceipt(tx, request.params.id, at),
        (r) => ({ id: r.owner.id, reason: r.withdrawalId }),
      );
      return toReceiptTask(row, moscowDay(at));
    },
  );
};

export default npdRoutes;
