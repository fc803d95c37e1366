import { i18n } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { Msg } from '#contract/messages.ts';
import { Button } from '../../../components/button.tsx';
import { toast } from '../../../lib/toasts.ts';

/** The referral link with a copy button ('Ссылка скопирована'). */
export function ReferralLink({ link }: { link: string | null }) {
  if (!link) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(i18n._(Msg.link_copied));
    } catch {
      toast.error(i18n._(Msg.internal_error));
    }
  };
  return (
    <div className="referral">
      <span className="muted">
        <Trans>Your referral link</Trans>
      </span>
      <code className="referral__link">{link}</code>
      <Button size="small" variant="transparent" onClick={copy}>
        <Trans>Copy</Trans>
      </Button>
    </div>
  );
}
