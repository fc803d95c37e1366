import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/button.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { showToast, TOAST_POSITIONS, type ToastType } from '../../../lib/toasts.ts';

const TYPES: readonly ToastType[] = ['success', 'error', 'info', 'warning', 'default'];

/** The /toast route: shows every toast type and position, for checking the notification system. */
export function ToastPage() {
  const { t } = useLingui();
  return (
    <section className="page">
      <PageTitle>{t`Notifications`}</PageTitle>
      <div className="button-row">
        {TYPES.map((type) => (
          <Button
            key={type}
            variant="light-gray"
            size="small"
            onClick={() => showToast({ title: type, type })}
          >
            {type}
          </Button>
        ))}
      </div>
      <div className="button-row">
        {TOAST_POSITIONS.map((position) => (
          <Button
            key={position}
            variant="transparent"
            size="tiny"
            onClick={() => showToast({ title: position, position })}
          >
            {position}
          </Button>
        ))}
      </div>
    </section>
  );
}
