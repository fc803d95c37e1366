import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { MoveButtons } from '../../../components/move-buttons.tsx';
import type { ContentItem } from './landing-admin-api.ts';

interface Props {
  item: ContentItem;
  first: boolean;
  last: boolean;
  busy: boolean;
  onEdit: () => void;
  onPublish: (published: boolean) => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
}

/** One review or question in the admin list, with its actions; deleting asks first. */
export function ContentCard({ item, first, last, busy, onEdit, onPublish, onMove, onDelete }: Props) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const title = 'author' in item ? item.author : item.question;
  const subtitle = 'author' in item ? item.caption : '';
  const text = 'author' in item ? item.text : item.answer;
  return (
    <li className="card admin-card landing-admin-card" data-testid="landing-admin-item">
      <div className="admin-card__head">
        <div>
          <h3 className="admin-card__name">{title}</h3>
          {subtitle ? <p className="admin-muted">{subtitle}</p> : null}
        </div>
        <div className="landing-admin-card__badges">
          <span className="admin-badge" title={t`Position`}>
            #{item.position}
          </span>
          <span className={`admin-badge ${item.published ? 'admin-badge--approved' : 'admin-badge--review'}`}>
            {item.published ? t`Published` : t`Hidden`}
          </span>
        </div>
      </div>
      <p className="landing-admin-card__text">{text}</p>
      {confirming ? (
        <div className="button-row" role="alertdialog" aria-label={t`Confirm deletion`}>
          <span className="landing-admin-card__ask">
            {'author' in item ? <Trans>Delete this review?</Trans> : <Trans>Delete this question?</Trans>}
          </span>
          <Button variant="warned" size="small" disabled={busy} loading={busy} onClick={onDelete}>
            <Trans>Delete</Trans>
          </Button>
          <Button variant="transparent" size="small" disabled={busy} onClick={() => setConfirming(false)}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      ) : (
        <div className="button-row landing-admin-card__actions">
          <Button variant="light-gray" size="small" disabled={busy} onClick={onEdit}>
            <Trans>Edit</Trans>
          </Button>
          <Button
            variant="light-gray"
            size="small"
            disabled={busy}
            onClick={() => onPublish(!item.published)}
          >
            {item.published ? <Trans>Unpublish</Trans> : <Trans>Publish</Trans>}
          </Button>
          <MoveButtons
            title={title}
            canUp={!busy && !first}
            canDown={!busy && !last}
            onMove={onMove}
            variant="light-gray"
            size="small"
          />
          <Button variant="transparent" size="small" disabled={busy} onClick={() => setConfirming(true)}>
            <Trans>Delete</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}
