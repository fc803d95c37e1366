import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import {
  type AttributionBody,
  ImportPreview,
  ImportResult,
  UnattributedPage,
  UnattributedSale,
} from '#contract/sales.ts';
import { api } from '../../../lib/api-client.ts';
import { adminKey } from '../../../lib/query-keys.ts';

export const salesKeys = {
  unattributed: (page: number) => [...adminKey, 'sales', 'unattributed', page] as const,
};

/** A CSV of up to 5 000 rows takes a moment to check on a busy server. */
const TIMEOUT = 60_000;

export const previewImport = async (csv: string): Promise<ImportPreview> =>
  v.parse(
    ImportPreview,
    await api.post(ApiPath.adminSalesImportPreview, { json: { csv }, timeout: TIMEOUT }).json(),
  );

export const commitImport = async (csv: string): Promise<ImportResult> =>
  v.parse(ImportResult, await api.post(ApiPath.adminSalesImport, { json: { csv }, timeout: TIMEOUT }).json());

export const unattributedQuery = (page: number) =>
  queryOptions({
    queryKey: salesKeys.unattributed(page),
    queryFn: async () =>
      v.parse(
        UnattributedPage,
        await api.get(ApiPath.adminSalesUnattributed, { searchParams: { page } }).json(),
      ),
  });

export const attributeSale = async ({ id, body }: { id: string; body: AttributionBody }) =>
  v.parse(UnattributedSale, await api.post(ApiPath.adminSaleAttribution(id), { json: body }).json());
