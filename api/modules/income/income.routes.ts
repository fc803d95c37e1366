/** /api/v1/income*: the signed-in blogger's own income (no ids in the URL: nobody reads another's). */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { ApiPath } from '#contract/api-paths.ts';
import { ErrorBody } from '#contract/errors.ts';
import {
  IncomeChart,
  IncomeHistoryPage,
  IncomeHistoryQuery,
  IncomeMonthQuery,
  IncomeProducts,
  IncomeSummary,
} from '#contract/income.ts';
import { monthOf } from '#contract/money.ts';
import type { Config } from '../../config.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { incomeHistory } from './income-history.service.ts';
import { earnerOf, incomeChart, incomeProducts, incomeSummary } from './income-summary.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

const incomeRoutes: FastifyPluginAsync<{ config: Config }, RawServerDefault, ValibotTypeProvider> = async (
  app,
) => {
  const common = { tags: ['income'], security: [{ bearer: [] }] };
  const guard = app.requireApproved;
  const thisMonth = () => monthOf(new Date());

  app.get(
    `/${ApiPath.income}`,
    {
      schema: { ...common, querystring: IncomeMonthQuery, response: { 200: IncomeSummary, ...errors } },
      onRequest: guard,
    },
    async (request) =>
      incomeSummary(request.em, earnerOf(currentUser(request)), request.query.month ?? thisMonth()),
  );

  app.get(
    `/${ApiPath.incomeChart}`,
    {
      schema: { ...common, querystring: IncomeMonthQuery, response: { 200: IncomeChart, ...errors } },
      onRequest: guard,
    },
    async (request) =>
      incomeChart(request.em, earnerOf(currentUser(request)), request.query.month ?? thisMonth()),
  );

  app.get(
    `/${ApiPath.incomeHistory}`,
    {
      schema: {
        ...common,
        querystring: IncomeHistoryQuery,
        response: { 200: IncomeHistoryPage, ...errors },
      },
      onRequest: guard,
    },
    async (request) => incomeHistory(request.em, earnerOf(currentUser(request)), request.query),
  );

  app.get(
    `/${ApiPath.incomeProducts}`,
    { schema: { ...common, response: { 200: IncomeProducts, ...errors } }, onRequest: guard },
    async (request) => incomeProducts(request.em, earnerOf(currentUser(request))),
  );
};

export default incomeRoutes;
