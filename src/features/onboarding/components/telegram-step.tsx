import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { OnboardingState } from '#contract/onboarding.ts';
import { Button } from '../../../components/button.tsx';
import { createTelegramLink } from '../api/onboarding-api.ts';

/**
 * Telegram bot connection: a one-time deep link; the bot's webhook links the chat and the page,
 * which polls the state meanwhile, shows 'connected'.
 */
export function TelegramStep({
  state,
  pending,
  onDone,
}: {
  state: OnboardingState;
  pending: boolean;
  onDone: () => void;
}) {
  const link = useMutation({ mutationFn: createTelegramLink });
  const connected = state.telegram.connected;
  return (
    <form
      className="card form onboarding-step"
      data-testid="onboarding-step-telegram_bot"
      onSubmit={(event) => {
        event.preventDefault();
        if (connected) onDone();
      }}
    >
      <h2>
        <Trans>Connect the Telegram bot</Trans>
      </h2>
      <p className="muted">
        <Trans>The bot sends you moderation results, ERID tokens and removal reminders.</Trans>
      </p>
      {connected ? (
        <p className="status status--ok" data-testid="telegram-connected">
          <Trans>Connected</Trans>
          {state.telegram.username ? ` · @${state.telegram.username}` : ''}
        </p>
      ) : link.data ? (
        <>
          <a
            className="btn btn--green"
            data-testid="telegram-deep-link"
            href={link.data.deep_link}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Trans>Open the bot in Telegram</Trans>
          </a>
          <p className="muted" aria-live="polite">
            <Trans>Press Start in the bot; this page updates by itself.</Trans>
          </p>
        </>
      ) : (
        <Button onClick={() => link.mutate()} loading={link.isPending} disabled={link.isPending}>
          <Trans>Get the connection link</Trans>
        </Button>
      )}
      {connected ? (
        <Button type="submit" loading={pending} disabled={pending}>
          <Trans>Continue</Trans>
        </Button>
      ) : null}
    </form>
  );
}
