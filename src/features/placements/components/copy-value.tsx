import { i18n, type MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Msg } from '#contract/messages.ts';
import { Button } from '../../../components/button.tsx';
import { toast } from '../../../lib/toasts.ts';

interface Props {
  label: string;
  value: string;
  /** The SPEC §8 toast for this value ('ERID-токен скопирован', 'ID скопирован', 'Ссылка скопирована'). */
  copied: MessageDescriptor;
  testId: string;
}

/** A value the blogger pastes into the post, with a copy button. */
export function CopyValue({ label, value, copied, testId }: Props) {
  const { t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(i18n._(copied));
    } catch {
      toast.error(i18n._(Msg.internal_error));
    }
  };
  return (
    <div className="placement-copy" data-testid={testId}>
      <span className="muted">{label}</span>
      <code className="placement-copy__value">{value}</code>
      <Button size="tiny" variant="transparent" onClick={copy} aria-label={t`Copy: ${label}`}>
        <Trans>Copy</Trans>
      </Button>
    </div>
  );
}
