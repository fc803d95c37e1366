import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { SALES_IMPORT_MAX_CHARS } from '#contract/sales.ts';
import { Button } from '../../../components/button.tsx';
import { TextAreaField } from '../../../components/form-field.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { adminKey } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toasts.ts';
import { ImportPreviewTable } from './import-preview-table.tsx';
import { reasonText } from './labels.ts';
import { commitImport, previewImport } from './sales-admin-api.ts';
import './sales.css';

const EXAMPLE =
  'type,external_id,product,amount,currency,promocode,click_id,refund_of,occurred_at\n' +
  'order,A-1001,monthly,199000,RUB,ANNA10,,,2026-10-01T12:00:00Z';

/** CSV import of the brand's sales: paste or choose a file, preview with row errors, then import. */
export function ImportPage() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [csv, setCsv] = useState('');
  const preview = useMutation({ mutationFn: previewImport });
  const commit = useMutation({
    mutationFn: commitImport,
    onSuccess: async () => {
      toast.success(t`Import finished`);
      preview.reset();
      await queryClient.invalidateQueries({ queryKey: adminKey });
    },
  });

  const change = (text: string) => {
    setCsv(text);
    preview.reset();
    commit.reset();
  };
  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > SALES_IMPORT_MAX_CHARS)
      return void toast.error(t`The file is too large: split it into parts`);
    change(await file.text());
  };
  const data = preview.data;
  const result = commit.data;

  return (
    <section className="page admin-page sales-import">
      <PageTitle>{t`Sales import`}</PageTitle>
      <p className="admin-muted">
        <Trans>
          One sale per line, with a header. Amounts in kopecks or cents, dates in ISO format with a time zone.
          Rows already imported are skipped, so the same file can be imported twice safely.
        </Trans>
      </p>
      <TextAreaField
        label={t`CSV data`}
        name="csv"
        rows={8}
        value={csv}
        maxLength={SALES_IMPORT_MAX_CHARS}
        placeholder={EXAMPLE}
        spellCheck={false}
        className="sales-import__text"
        onChange={(e) => change(e.target.value)}
      />
      <div className="button-row">
        <label className="btn btn--light-gray btn--small sales-import__file">
          <Trans>Choose a file</Trans>
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            className="visually-hidden"
            onChange={chooseFile}
          />
        </label>
        <Button
          size="small"
          disabled={!csv.trim() || preview.isPending}
          loading={preview.isPending}
          onClick={() => preview.mutate(csv)}
        >
          <Trans>Check</Trans>
        </Button>
      </div>

      {data?.file_errors.length ? (
        <div className="admin-empty" role="alert" data-testid="import-file-errors">
          {data.file_errors.map((code) => (
            <p key={code}>{reasonText(i18n, code)}</p>
          ))}
        </div>
      ) : data ? (
        <>
          <p className="sales-import__summary" data-testid="import-summary">
            <Trans>
              Ready: {data.valid} · with errors: {data.invalid} · already imported: {data.duplicates}
            </Trans>
          </p>
          <ImportPreviewTable preview={data} />
          <div className="button-row">
            <Button
              disabled={data.valid === 0 || commit.isPending}
              loading={commit.isPending}
              onClick={() => commit.mutate(csv)}
            >
              <Trans>Import {data.valid} rows</Trans>
            </Button>
          </div>
        </>
      ) : null}

      {result ? (
        <div className="sales-import__result" role="status" data-testid="import-result">
          <p>
            <Trans>
              Recorded: {result.recorded} (attributed: {result.attributed}) · already imported:{' '}
              {result.duplicates} · skipped with errors: {result.invalid}
            </Trans>
          </p>
          {result.rejected.length ? (
            <ul>
              {result.rejected.map((r) => (
                <li key={r.line}>
                  <Trans>Line {r.line}</Trans> ({r.external_id}): {reasonText(i18n, r.reason)}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
