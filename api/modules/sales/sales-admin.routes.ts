/**
 * /api/v1/admin/sales/*: CSV import (preview, commit), unattributed sales and attribution by hand
 * (moderator or admin). The work is in api/modules/sales; this staff layer adds the guard and the audit line.
 */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { ApiPath } from '#contract/api-paths.ts';
import {
  AttributionBody,
  ImportPreview,
  ImportResult,
  SalesImportBody,
  UnattributedPage,
  UnattributedQuery,
  UnattributedSale,
} from '#contract/sales.ts';
import type { Config } from '../../config.ts';
import { ADMIN_ERRORS, ADMIN_ROUTE, IdParams } from '../../lib/admin-schema.ts';
import { currentUser } from '../../lib/current-user.ts';
import { type ValibotTypeProvider, validationError } from '../../lib/valibot.ts';
import { audited } from '../audit/audited.ts';
import { commitImport, previewImport } from './import.service.ts';
import { attributeSale, listUnattributed } from './unattributed.service.ts';

const salesAdminRoutes: FastifyPluginAsync<
  { config: Config },
  RawServerDefault,
  ValibotTypeProvider
> = async (app, { config }) => {
  const guard = app.requireRole('moderator');
  const ctx = { clickKey: config.sales.clickKey, windowDays: config.sales.attributionWindowDays };

  app.post(
    `/${ApiPath.adminSalesImportPreview}`,
    {
      schema: { ...ADMIN_ROUTE, body: SalesImportBody, response: { 200: ImportPreview, ...ADMIN_ERRORS } },
      onRequest: guard,
    },
    async (request) => previewImport(request.em, request.body.csv),
  );

  app.post(
    `/${ApiPath.adminSalesImport}`,
    {
      schema: { ...ADMIN_ROUTE, body: SalesImportBody, response: { 200: ImportResult, ...ADMIN_ERRORS } },
      onRequest: guard,
    },
    async (request) => {
      const { fileErrors, ...result } = await commitImport(request.em, request.body.csv, ctx);
      if (fileErrors.length) throw validationError({ csv: ['invalid_value'] });
      return result;
    },
  );

  app.get(
    `/${ApiPath.adminSalesUnattributed}`,
    {
      schema: {
        ...ADMIN_ROUTE,
        querystring: UnattributedQuery,
        response: { 200: UnattributedPage, ...ADMIN_ERRORS },
      },
      onRequest: guard,
    },
    async (request) => listUnattributed(request.em, request.query.page),
  );

  app.post(
    `/${ApiPath.adminSaleAttribution(':id')}`,
    {
      schema: {
        ...ADMIN_ROUTE,
        params: IdParams,
        body: AttributionBody,
        response: { 200: UnattributedSale, ...ADMIN_ERRORS },
      },
      onRequest: guard,
    },
    async (request) => {
      const { sale } = await audited(
        request.em,
        currentUser(request).id,
        'sale.attribute',
        (tx) => attributeSale(tx, request.params.id, request.body),
        ({ sale, seller }) => ({
          id: seller.id,
          email: seller.email,
          reason: [`${sale.external_id}`, request.body.reason].filter(Boolean).join(': '),
        }),
      );
      return sale;
    },
  );
};

export default salesAdminRoutes;
