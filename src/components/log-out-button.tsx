import { i18n } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { Msg } from '#contract/messages.ts';
import { auth } from '../lib/auth.ts';
import { toast } from '../lib/toasts.ts';
import { Button, type ButtonSize, type ButtonVariant } from './button.tsx';

/** Signs out (the server revokes the session; local data is cleared either way) and goes to sign-in. */
export function LogOutButton({
  variant = 'light-gray',
  size = 'small',
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  const router = useRouter();
  const logOut = async () => {
    try {
      await auth.signOut();
    } catch {
      toast.error(i18n._(Msg.logout_failed));
    }
    await router.navigate({ to: '/user/login' });
  };
  return (
    <Button variant={variant} size={size} onClick={logOut}>
      <Trans>Log out</Trans>
    </Button>
  );
}
