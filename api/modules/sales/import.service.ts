/**
 * Admin CSV import of the webhook's events (docs/decisions/044): the preview validates every row with the
 * webhook's schema and flags rows already stored or repeated in the file; the commit records the valid new
 * rows through the same ingestion as the webhook, so a second import of a file adds nothing.
 */
import type { EntityManager } from '@mikro-orm/core';
import { parse } from 'csv-parse/sync';
import * as v from 'valibot';
import {
  type ImportPreview,
  type ImportResult,
  type ImportRow,
  SALES_IMPORT_MAX_ROWS,
  SaleEvent,
} from '#contract/sales.ts';
import { fieldErrorIds } from '#contract/validation.ts';
import { chunks } from '../../lib/db-query.ts';
import { Order } from '../orders/order.entity.ts';
import type { AttributionContext } from './attribution.ts';
import { ingest } from './ingest.service.ts';

export const CSV_COLUMNS = [
  'type',
  'external_id',
  'product',
  'amount',
  'currency',
  'promocode',
  'click_id',
  'refund_of',
  'occurred_at',
  'customer_email_hash',
  'customer_phone_hash',
  'customer_email_domain',
  'customer_region',
  'referrer',
] as const;
const REQUIRED = ['external_id', 'amount', 'currency', 'occurred_at'] as const;
type Column = (typeof CSV_COLUMNS)[number];

interface Parsed {
  rows: (ImportRow & { event: SaleEvent | null })[];
  fileErrors: string[];
}

/** Reads the text into rows; file-level problems (syntax, header, size) come back as codes. */
function readCsv(text: string): { records: string[][]; fileErrors: string[] } {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: 10_000,
      to_line: SALES_IMPORT_MAX_ROWS + 2,
    });
  } catch {
    return { records: [], fileErrors: ['invalid_csv'] };
  }
  if (records.length < 2) return { records: [], fileErrors: ['no_rows'] };
  if (records.length > SALES_IMPORT_MAX_ROWS + 1) return { records: [], fileErrors: ['too_many_rows'] };
  const header = (records[0] ?? []).map((h) => h.toLowerCase());
  const missing = REQUIRED.filter((c) => !header.includes(c));
  if (missing.length) return { records: [], fileErrors: missing.map((c) => `missing_column:${c}`) };
  return { records, fileErrors: [] };
}

async function parseFile(em: EntityManager, text: string): Promise<Parsed> {
  const { records, fileErrors } = readCsv(text);
  if (fileErrors.length) return { rows: [], fileErrors };
  const header = (records[0] ?? []).map((h) => h.toLowerCase());
  const at = (record: string[], column: Column) => {
    const i = header.indexOf(column);
    return i < 0 ? '' : (record[i] ?? '');
  };
  const ids = records.slice(1).map((r) => at(r, 'external_id'));
  const stored = new Set<string>();
  for (const part of chunks([...new Set(ids.filter(Boolean))])) {
    const found = await em.find(Order, { externalId: { $in: part } }, { fields: ['externalId'] });
    for (const o of found) stored.add(o.externalId);
  }
  const seen = new Set<string>();
  const rows = records.slice(1).map((record, index) => {
    const type = at(record, 'type').toLowerCase() || 'order';
    const amount = at(record, 'amount');
    const input = {
      type,
      external_id: at(record, 'external_id'),
      product: at(record, 'product'),
      amount: /^\d{1,15}$/.test(amount) ? Number(amount) : amount,
      currency: at(record, 'currency').toUpperCase(),
      promocode: at(record, 'promocode'),
      click_id: at(record, 'click_id'),
      refund_of: at(record, 'refund_of'),
      occurred_at: at(record, 'occurred_at'),
      customer_email_hash: at(record, 'customer_email_hash').toLowerCase(),
      customer_phone_hash: at(record, 'customer_phone_hash').toLowerCase(),
      customer_email_domain: at(record, 'customer_email_domain').toLowerCase(),
      customer_region: at(record, 'customer_region'),
      referrer: at(record, 'referrer'),
    };
    const result = v.safeParse(SaleEvent, input);
    const duplicate = stored.has(input.external_id) || seen.has(input.external_id);
    seen.add(input.external_id);
    return {
      line: index + 2,
      type,
      external_id: input.external_id,
      product: type === 'refund' ? '' : input.product,
      amount,
      currency: input.currency,
      reference: type === 'refund' ? input.refund_of : input.promocode || input.click_id,
      occurred_at: input.occurred_at,
      errors: result.success ? {} : fieldErrorIds(result.issues, 'row'),
      duplicate,
      event: result.success ? result.output : null,
    };
  });
  return { rows, fileErrors: [] };
}

export async function previewImport(em: EntityManager, text: string): Promise<ImportPreview> {
  const { rows, fileErrors } = await parseFile(em, text);
  return {
    rows: rows.map(({ event: _, ...row }) => row),
    file_errors: fileErrors,
    valid: rows.filter((r) => r.event && !r.duplicate).length,
    invalid: rows.filter((r) => !r.event).length,
    duplicates: rows.filter((r) => r.event && r.duplicate).length,
  };
}

/** Records the valid rows; invalid rows are skipped and counted (the preview showed them). */
export async function commitImport(
  em: EntityManager,
  text: string,
  ctx: AttributionContext,
): Promise<ImportResult & { fileErrors: string[] }> {
  const { rows, fileErrors } = await parseFile(em, text);
  const valid = rows.filter((r): r is typeof r & { event: SaleEvent } => r.event !== null);
  const { results, fresh } = valid.length
    ? await ingest(
        em,
        valid.map((r) => r.event),
        'csv',
        ctx,
      )
    : { results: [], fresh: [] };
  const rejected = results.flatMap((r, i) =>
    r.status === 'rejected'
      ? [{ line: valid[i]?.line ?? 0, external_id: r.external_id, reason: r.reason ?? '' }]
      : [],
  );
  return {
    recorded: fresh.filter(Boolean).length,
    attributed: results.filter((r, i) => fresh[i] && r.attribution).length,
    duplicates: results.filter((r, i) => r.status === 'recorded' && !fresh[i]).length,
    rejected,
    invalid: rows.length - valid.length,
    fileErrors,
  };
}
