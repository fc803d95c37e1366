import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ContentLocale } from '#contract/landing.ts';
import { Button } from '../../../components/button.tsx';
import { LoadingOrRetry } from '../../../components/loading-or-retry.tsx';
import { handleError } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toasts.ts';
import { ContentCard } from './content-card.tsx';
import { ContentForm } from './content-form.tsx';
import {
  type ContentItem,
  type ContentKind,
  nextPosition,
  ofLocale,
  REVIEWS,
  reorder,
  withoutId,
} from './landing-admin-api.ts';

/** One tab of the page: the list of one language, its editor, and the list actions. */
export function ContentSection({ kind, locale }: { kind: ContentKind<ContentItem>; locale: ContentLocale }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery(kind.query());
  /** null: the list; 'new': the create form; an id: that item's editor. */
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(done);
    } catch (error) {
      handleError(error);
    } finally {
      await queryClient.invalidateQueries({ queryKey: kind.query().queryKey });
      setBusy(false);
    }
  };

  if (isPending || isError) return <LoadingOrRetry isPending={isPending} onRetry={() => void refetch()} />;
  const list = ofLocale(data, locale);
  const countInLocale = list.length;
  const max = kind.max;
  const item = editing && editing !== 'new' ? (list.find((i) => i.id === editing) ?? null) : null;
  if (editing)
    return (
      <ContentForm
        key={editing}
        kind={kind}
        item={item}
        locale={locale}
        position={nextPosition(list)}
        onDone={() => setEditing(null)}
      />
    );

  const reviews = kind.tab === REVIEWS.tab;
  return (
    <div className="landing-admin-section">
      <div className="landing-admin-section__head">
        <p className="admin-muted">
          {reviews ? (
            <Trans>
              Reviews: {countInLocale} of {max}
            </Trans>
          ) : (
            <Trans>
              Questions: {countInLocale} of {max}
            </Trans>
          )}
        </p>
        <Button size="small" disabled={busy || countInLocale >= kind.max} onClick={() => setEditing('new')}>
          {reviews ? <Trans>Add review</Trans> : <Trans>Add question</Trans>}
        </Button>
      </div>
      {list.length === 0 ? (
        <p className="admin-empty" data-testid="admin-empty">
          {reviews ? (
            <Trans>No reviews in this language yet.</Trans>
          ) : (
            <Trans>No questions in this language yet.</Trans>
          )}
        </p>
      ) : (
        <ul className="admin-list" aria-busy={busy || undefined}>
          {list.map((entry, i) => (
            <ContentCard
              key={entry.id}
              item={entry}
              first={i === 0}
              last={i === list.length - 1}
              busy={busy}
              onEdit={() => setEditing(entry.id)}
              onPublish={(published) =>
                void run(
                  () => kind.save(entry.id, { ...withoutId(entry), published }),
                  published ? t`Published` : t`Hidden from the landing`,
                )
              }
              onMove={(by) =>
                void run(async () => {
                  for (const moved of reorder(list, i, by)) await kind.save(moved.id, withoutId(moved));
                }, t`Order saved`)
              }
              onDelete={() => void run(() => kind.remove(entry.id), t`Deleted`)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
