/** /api/v1/wallet*: the blogger's wallet, operations, requests, payout connection and withdrawal requests. */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { ApiPath } from '#contract/api-paths.ts';
import { ErrorBody, ErrorCode } from '#contract/errors.ts';
import {
  IDEMPOTENCY_KEY,
  PageQuery,
  PayoutConnectionBody,
  WalletOperationPage,
  WalletSummary,
  WithdrawalBody,
  WithdrawalPage,
  Withdrawal as WithdrawalSchema,
} from '#contract/wallet.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import type { NpdStatusClient } from '../tax/npd-status-client.ts';
import { refreshConnection } from './payout-connection.service.ts';
import type { PayoutProvider } from './payout-provider.ts';
import {
  connectPayouts,
  listOperations,
  listWithdrawals,
  requestWithdrawal,
  walletSummary,
} from './wallet.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 422: ErrorBody };

const walletRoutes: FastifyPluginAsync<
  { payouts: PayoutProvider; npd: NpdStatusClient },
  RawServerDefault,
  ValibotTypeProvider
> = async (app, { payouts, npd }) => {
  const common = { tags: ['wallet'], security: [{ bearer: [] }] };
  const guard = app.requireApproved;

  app.get(
    `/${ApiPath.wallet}`,
    { schema: { ...common, response: { 200: WalletSummary, ...errors } }, onRequest: guard },
    async (request) => {
      const id = currentUser(request).id;
      await refreshConnection(request.em, payouts, id);
      return walletSummary(request.em, id, payouts.name);
    },
  );

  app.post(
    `/${ApiPath.payoutConnection}`,
    {
      schema: { ...common, body: PayoutConnectionBody, response: { 200: WalletSummary, ...errors } },
      onRequest: guard,
    },
    async (request) => connectPayouts(request.em, payouts, currentUser(request).id, request.body),
  );

  app.get(
    `/${ApiPath.walletOperations}`,
    {
      schema: { ...common, querystring: PageQuery, response: { 200: WalletOperationPage, ...errors } },
      onRequest: guard,
    },
    async (request) => listOperations(request.em, currentUser(request).id, request.query.page),
  );

  app.get(
    `/${ApiPath.withdrawals}`,
    {
      schema: { ...common, querystring: PageQuery, response: { 200: WithdrawalPage, ...errors } },
      onRequest: guard,
    },
    async (request) => listWithdrawals(request.em, currentUser(request).id, request.query.page),
  );

  app.post(
    `/${ApiPath.withdrawals}`,
    {
      schema: { ...common, body: WithdrawalBody, response: { 201: WithdrawalSchema, ...errors } },
      onRequest: guard,
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))
        throw new AppError(400, ErrorCode.badRequest, 'idempotency_key_required');
      const created = await requestWithdrawal(request.em, currentUser(request).id, key, request.body, npd);
      return reply.code(201).send(created);
    },
  );
};

export default walletRoutes;
