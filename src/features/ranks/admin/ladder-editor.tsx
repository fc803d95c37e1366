import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RANKS_MAX, type Rank, RankLadderBody } from '#contract/ranks.ts';
import { Button } from '../../../components/button.tsx';
import { EditorForm } from '../../../components/editor-form.tsx';
import { useContractForm } from '../../../lib/forms.ts';
import { toast } from '../../../lib/toasts.ts';
import { ranksKeys } from '../api/ranks-api.ts';
import { fromDraft, move, newRank, type RankDraft, toDraft } from './ladder-draft.ts';
import { RankFields } from './rank-fields.tsx';
import { ranksAdminKeys, saveLadder } from './ranks-admin-api.ts';

/** The whole ladder as one form: checked with the API's schema here, then saved in one PUT. */
export function LadderEditor({ ranks, onClose }: { ranks: readonly Rank[]; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<RankDraft[]>(() => ranks.map(toDraft));
  const form = useContractForm(
    RankLadderBody,
    async (data) => {
      await saveLadder(data);
      toast.success(t`Rank ladder saved`);
      await queryClient.invalidateQueries({ queryKey: ranksAdminKeys.ladder });
      await queryClient.invalidateQueries({ queryKey: ranksKeys.all });
      onClose();
    },
    { read: () => fromDraft(draft) },
  );
  const { errors } = form;
  // Error keys carry positions: after a reorder or removal they would point at other ranks.
  const reshape = (next: RankDraft[]) => {
    setDraft(next);
    form.setErrors({});
  };
  return (
    <EditorForm
      form={form}
      testId="ladder-editor"
      title={<Trans>Edit the ladder</Trans>}
      intro={
        <Trans>
          Ranks from the lowest. A rank needs all of its conditions in one month; leave a condition empty to
          not use it. Amounts are in whole units (roubles, dollars). Changes apply from the next evaluation.
        </Trans>
      }
      submitLabel={<Trans>Save the ladder</Trans>}
      onCancel={onClose}
    >
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
    </EditorForm>
  );
}
