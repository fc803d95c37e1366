/**
 * /api/v1/admin/sales/*: CSV import (preview, commit), unattributed sales and attribution by hand
 * (moderator or admin). The work is in api/modules/sales; this staff layer adds the guard and the audit line.
 */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { ApiPath } from '../../../contract/api-paths.ts';
import {
  AttributionBody,
  ImportPreview,
  ImportResult,
  SalesImportBody,
  UnattributedPage,
  UnattributedQuery,
  UnattributedSale,
} from '../../../contract/sales.ts';
import type { Config } from '../../config.ts';
import { currentUser } from '../../lib/current-user.ts';
import { type ValibotTypeProvider, validationError } from '../../lib/valibot.ts';
import { commitImport, previewImport } from '../sales/import.service.ts';
import { attributeSale, listUnattributed } from '../sales/unattributed.service.ts';
import { ADMIN_ERRORS, ADMIN_ROUTE, IdParams } from './admin-schema.ts';
import { AuditEntry } from './audit.entity.ts';

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
      const actor = currentUser(request).id;
      return request.em.fork().transactional(async (tx) => {
        const { sale, seller } = await attributeSale(tx, request.params.id, request.body);
        tx.create(AuditEntry, {
          actor,
          action: 'sale.attribute',
          targetId: seller.id,
          targetEmail: seller.email,
          reason: [`${sale.external_id}`, request.body.reason].filter(Boolean).join(': '),
        });
        return sale;
      });
    },
  );
};

export default salesAdminRoutes;
