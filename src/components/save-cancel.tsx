import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/** An editor form's closing row: submit (busy while saving) and cancel. */
export function SaveCancel({
  save,
  pending,
  onCancel,
}: {
  save: ReactNode;
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="button-row">
      <Button type="submit" loading={pending} disabled={pending}>
        {save}
      </Button>
      <Button variant="transparent" onClick={onCancel} disabled={pending}>
        <Trans>Cancel</Trans>
      </Button>
    </div>
  );
}
