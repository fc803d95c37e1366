import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { OnboardingState } from '#contract/onboarding.ts';
import { Button } from '../../../components/button.tsx';
import { connectSandboxBot, createTelegramLink, declineTelegram } from '../api/onboarding-api.ts';

interface Props {
  state: OnboardingState;
  pending: boolean;
  onDone: () => void;
  /** The new state after a server-side change (the sandbox bot linked, or Telegram declined). */
  onState: (next: OnboardingState) => void;
}

/**
 * Telegram bot connection: a one-time deep link; the bot's webhook links the chat and the page, which polls
 * the state meanwhile, shows 'connected'. Where no bot is configured (the demo) the sandbox bot stands in and
 * says so. A blogger without Telegram goes on with notifications by e-mail.
 */
export function TelegramStep({ state, pending, onDone, onState }: Props) {
  const link = useMutation({ mutationFn: createTelegramLink });
  const sandbox = useMutation({ mutationFn: connectSandboxBot, onSuccess: onState });
  const decline = useMutation({ mutationFn: declineTelegram, onSuccess: onState });
  const { connected } = state.telegram;
  const busy = pending || sandbox.isPending || decline.isPending;
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
          {state.telegram.sandbox ? (
            <>
              {' · '}
              <Trans>sandbox bot</Trans>
            </>
          ) : null}
        </p>
      ) : state.telegram.sandbox ? (
        <>
          <p className="notice" data-testid="telegram-sandbox">
            <Trans>
              Demo mode: no Telegram bot is set up on this server, so a sandbox bot stands in for it. Nothing
              is sent to Telegram.
            </Trans>
          </p>
          <Button onClick={() => sandbox.mutate()} loading={sandbox.isPending} disabled={busy}>
            <Trans>Connect the sandbox bot</Trans>
          </Button>
        </>
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
      ) : (
        <div className="onboarding-step__alt">
          <Button
            variant="transparent"
            data-testid="telegram-decline"
            onClick={() => decline.mutate()}
            loading={decline.isPending}
            disabled={busy}
          >
            <Trans>I don't use Telegram — continue</Trans>
          </Button>
          <p className="muted">
            <Trans>Notifications will then come by e-mail.</Trans>
          </p>
        </div>
      )}
    </form>
  );
}
