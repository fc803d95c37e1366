import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useState } from 'react';
import { Msg } from '#contract/messages.ts';
import { Button } from '../../../components/button.tsx';
import { formatBytes } from '../../../lib/format.ts';
import { fileSent, useDraftPercent } from '../hooks/use-draft-progress.ts';
import { useLocalDraft } from '../hooks/use-local-drafts.ts';
import { attachFiles, detachFile, type LocalFile } from '../local/drafts.ts';
import { StorageLine } from './storage-line.tsx';

type RejectReason = 'type' | 'count' | 'size' | 'storage';
const REJECT_MESSAGES: Record<RejectReason, MessageDescriptor> = {
  type: Msg.unsupported_file,
  count: Msg.too_many_files,
  size: Msg.files_too_large,
  storage: msg`Not enough space on this device`,
};

/** Materials of a draft: picked files are copied into IndexedDB at once, then uploaded in the background. */
export function DraftFiles({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useLingui();
  const draft = useLocalDraft(id);
  const [rejected, setRejected] = useState<{ name: string; reason: RejectReason }[]>([]);
  const files = draft?.files ?? [];
  const percent = useDraftPercent(id, files);
  const total = files.reduce((sum, f) => sum + f.size, 0);
  const locale = i18n.locale;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const picked = Array.from(input.files ?? []);
    input.value = '';
    if (picked.length === 0) return;
    const result = await attachFiles(id, picked);
    setRejected(result.rejected);
  };

  return (
    <fieldset className="draft-files">
      <legend>{t`Materials`}</legend>
      <label className="btn btn--light-gray btn--small draft-files__pick">
        <input
          type="file"
          name="materials"
          data-field="files"
          multiple
          accept="image/*,video/*"
          className="visually-hidden"
          onChange={(e) => void pick(e)}
        />
        <Trans>Add photos or videos</Trans>
      </label>
      <small className="field__hint">{t`Up to 15 files, 500 MB in total`}</small>
      {rejected.length > 0 ? (
        <ul className="draft-files__rejected" role="alert">
          {rejected.map((r) => (
            <li key={`${r.name}:${r.reason}`} className="field__error">
              {r.name}: {i18n._(REJECT_MESSAGES[r.reason])}
            </li>
          ))}
        </ul>
      ) : null}
      {errors?.length ? <small className="field__error">{errors.join(' ')}</small> : null}
      {files.length > 0 ? (
        <>
          <ul className="draft-files__list">
            {files.map((file) => (
              <FileRow
                key={file.id}
                file={file}
                sent={fileSent(id, file)}
                locale={locale}
                onRemove={() => void detachFile(id, file.id)}
              />
            ))}
          </ul>
          <div className="draft-files__total">
            <span>
              {formatBytes(locale, total)} · {t`uploaded ${percent} %`}
            </span>
            <progress max={100} value={percent} aria-label={t`Upload progress`} />
          </div>
        </>
      ) : null}
      <StorageLine />
    </fieldset>
  );
}

interface FileRowProps {
  file: LocalFile;
  /** Bytes on the server (fileSent: live while this page uploads it). */
  sent: number;
  locale: string;
  onRemove: () => void;
}

function FileRow({ file, sent, locale, onRemove }: FileRowProps) {
  const { t } = useLingui();
  const value = file.size > 0 ? Math.round((sent / file.size) * 100) : 0;
  return (
    <li className="draft-file" data-testid="draft-file" data-state={file.state}>
      <span className="draft-file__name">{file.name}</span>
      <span className="muted">{formatBytes(locale, file.size)}</span>
      <progress max={100} value={value} aria-label={t`${file.name}: ${value} %`} />
      <Button size="tiny" variant="transparent" onClick={onRemove} aria-label={t`Remove ${file.name}`}>
        ✕
      </Button>
      {file.error ? <small className="field__error draft-file__error">{file.error}</small> : null}
    </li>
  );
}
