import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReviewDecisionBody } from '#contract/moderation.ts';
import { Button } from '../../../components/button.tsx';
import { RejectForm } from '../../../components/reject-form.tsx';

/** Approve, or reject with a required reason: the same two actions for applications and placements. */
export function DecisionActions({
  pending,
  onDecide,
}: {
  pending: boolean;
  onDecide: (body: ReviewDecisionBody) => void;
}) {
  const [rejecting, setRejecting] = useState(false);
  if (rejecting) {
    return (
      <RejectForm
        pending={pending}
        onCancel={() => setRejecting(false)}
        onSubmit={(reason) => onDecide({ decision: 'reject', reason })}
      />
    );
  }
  return (
    <div className="button-row">
      <Button
        size="small"
        loading={pending}
        disabled={pending}
        onClick={() => onDecide({ decision: 'approve' })}
      >
        <Trans>Approve</Trans>
      </Button>
      <Button variant="warned" size="small" disabled={pending} onClick={() => setRejecting(true)}>
        <Trans>Reject</Trans>
      </Button>
    </div>
  );
}
