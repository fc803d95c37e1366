import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { RANKS_MAX, type Rank, RankLadderBody } from '../../../../contract/ranks.ts';
import { Button } from '../../../components/button.tsx';
import { SaveCancel } from '../../../components/save-cancel.tsx';
import { fieldErrors, handleError } from '../../../lib/errors.ts';
import { validateForm } from '../../../lib/forms.ts';
import { toast } from '../../../lib/toasts.ts';
import { ranksKeys } from '../api/ranks-api.ts';
import { type DraftErrors, fromDraft, move, newRank, type RankDraft, toDraft } from './ladder-draft.ts';
import { RankFields } from './rank-fields.tsx';
import { ranksAdminKeys, saveLadder } from './ranks-admin-api.ts';

/** The whole ladder as one form: checked with the API's schema here, then saved in one PUT. */
export function LadderEditor({ ranks, onClose }: { ranks: readonly Rank[]; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<RankDraft[]>(() => ranks.map(toDraft));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [pending, setPending] = useState(false);
  // Error keys carry positions: after a reorder or removal they would point at other ranks.
  const reshape = (next: RankDraft[]) => {
    setDraft(next);
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = fromDraft(draft);
    const checked = validateForm(RankLadderBody, parsed.body);
    const found = { ...(checked.ok ? {} : checked.errors), ...parsed.errors };
    if (!checked.ok || Object.keys(parsed.errors).length > 0) return setErrors(found);
    setErrors({});
    setPending(true);
    try {
      await saveLadder(checked.data);
      toast.success(t`Rank ladder saved`);
      await queryClient.invalidateQueries({ queryKey: ranksAdminKeys.ladder });
      await queryClient.invalidateQueries({ queryKey: ranksKeys.all });
      onClose();
    } catch (error) {
      const server = fieldErrors(error);
      if (Object.keys(server).length > 0) setErrors(server);
      else handleError(error);
    } finally {
      setPending(false);
    }
  };

  const formErrors = [...(errors.form ?? []), ...(errors.body ?? []), ...(errors.ranks ?? [])];
  return (
    <form className="ladder-editor" onSubmit={submit} noValidate data-testid="ladder-editor">
      <h2>
        <Trans>Edit the ladder</Trans>
      </h2>
      <p className="admin-muted">
        <Trans>
          Ranks from the lowest. A rank needs all of its conditions in one month; leave a condition empty to
          not use it. Amounts are in whole units (roubles, dollars). Changes apply from the next evaluation.
        </Trans>
      </p>
      {draft.map((rank, i) => (
        <RankFields
          key={rank.key}
          rank={rank}
          index={i}
          count={draft.length}
          errors={errors}
          onChange={(next) => setDraft(draft.map((r) => (r.key === rank.key ? next : r)))}
          onMove={(to) => reshape(move(draft, i, to))}
          onRemove={() => reshape(draft.filter((r) => r.key !== rank.key))}
        />
      ))}
      <Button
        variant="light-gray"
        size="small"
        disabled={draft.length >= RANKS_MAX}
        onClick={() => reshape([...draft, newRank()])}
      >
        <Trans>Add rank</Trans>
      </Button>
      {Object.keys(errors).length > 0 ? (
        <p className="field__error" role="alert" data-testid="ladder-errors">
          {formErrors.length > 0 ? formErrors.join(' ') : <Trans>Check the highlighted fields.</Trans>}
        </p>
      ) : null}
      <SaveCancel save={<Trans>Save the ladder</Trans>} pending={pending} onCancel={onClose} />
    </form>
  );
}
