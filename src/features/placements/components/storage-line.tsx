import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/button.tsx';
import { formatBytes } from '../../../lib/format.ts';
import { requestPersistence } from '../../../lib/storage.ts';
import { useStorageEstimate } from '../../../lib/use-storage-estimate.ts';

/** How much of the device's quota the drafts take, and whether the browser may evict them. */
export function StorageLine() {
  const { t, i18n } = useLingui();
  const estimate = useStorageEstimate();
  if (!estimate) return null;
  const used = formatBytes(i18n.locale, estimate.usage);
  const quota = formatBytes(i18n.locale, estimate.quota);
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
