import { Trans } from '@lingui/react/macro';
import { StatusIcon } from './status-icon.tsx';

/** 'Account not suitable': the application was rejected. */
export function NotSuitableScreen({ reason }: { reason?: string | null }) {
  return (
    <section className="card notice" data-testid="registration-rejected">
      <StatusIcon kind="no" />
      <h2>
        <Trans>Unfortunately, your account is not suitable</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Your account does not meet the programme's conditions. If you think this is a mistake, contact
          support.
        </Trans>
      </p>
      {reason ? <p>{reason}</p> : null}
    </section>
  );
}
