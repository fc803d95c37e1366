import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/button.tsx';
import { formatBytes } from '../../../lib/placement-vocabulary.ts';
import { requestPersistence } from '../../../lib/storage.ts';
import { useStorageEstimate } from '../../../lib/use-storage-estimate.ts';

/** How much of the device's quota the drafts take, and whether the browser may evict them. */
export function StorageLine() {
  const { t, i18n } = useLingui();
  const estimate = useStorageEstimate();
  if (!estimate) return null;
  const used = formatBytes(estimate.usage, i18n.locale);
  const quota = formatBytes(estimate.quota, i18n.locale);
  return (
    <p className="storage-line muted" data-testid="storage-line">
      {t`Used ${used} of ${quota} on this device`}
      {' · '}
      {estimate.persisted ? (
        t`kept until sent`
      ) : (
        <>
          {t`the browser may clear it when space runs low`}{' '}
          <Button size="tiny" variant="light-gray" onClick={() => void requestPersistence()}>
            <Trans>Keep on this device</Trans>
          </Button>
        </>
      )}
    </p>
  );
}
