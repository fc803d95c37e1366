import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { ONBOARDING_STEPS, type OnboardingState, type OnboardingStep } from '#contract/onboarding.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { auth } from '../../../lib/auth.ts';
import { completeStep, onboardingQuery } from '../api/onboarding-api.ts';
import { CourseStep } from './course-step.tsx';
import { DataStep } from './data-step.tsx';
import { ReadingStep } from './reading-step.tsx';
import { STEP_TEXTS } from './step-texts.tsx';
import { TelegramStep } from './telegram-step.tsx';
import '../onboarding.css';

/** Onboarding (SPEC §1): steps in order; progress lives on the server, so it survives reloads and devices. */
export function OnboardingPage() {
  const { t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const titles: Record<OnboardingStep, string> = {
    important_info: t`Important information`,
    rules: t`Advertising rules`,
    tech_spec: t`Technical specification`,
    data: t`Your details`,
    telegram_bot: t`Telegram bot`,
    telegram_channel: t`Telegram channel`,
    course: t`Ambassador school`,
  };
  const state = useQuery({
    ...onboardingQuery(),
    // While waiting for the bot, poll so 'connected' appears without a reload.
    refetchInterval: (query) =>
      current(query.state.data?.completed_steps) === 'telegram_bot' &&
      !query.state.data?.telegram.connected &&
      !query.state.data?.telegram.sandbox
        ? 3000
        : false,
  });
  const complete = useMutation({
    mutationFn: completeStep,
    onSuccess: async (next) => {
      queryClient.setQueryData(onboardingQuery().queryKey, next);
      if (next.onboarding_completed) {
        await auth.reload();
        await router.navigate({ to: '/user/placements' });
      }
    },
  });

  if (!state.data) {
    return (
      <section className="page">
        <PageTitle>{t`Onboarding`}</PageTitle>
        <p className="muted" aria-busy="true">
          {state.isError ? t`Could not load onboarding. Check the connection and reload.` : t`Loading…`}
        </p>
      </section>
    );
  }
  const step = current(state.data.completed_steps);
  const done = (s: OnboardingStep) => complete.mutate(s);
  const replaceState = (next: OnboardingState) => queryClient.setQueryData(onboardingQuery().queryKey, next);
  const reading = (s: Exclude<OnboardingStep, 'data' | 'telegram_bot'>, confirmLabel: string) => (
    <ReadingStep
      key={s}
      step={s}
      title={titles[s]}
      confirmLabel={confirmLabel}
      pending={complete.isPending}
      onConfirm={() => done(s)}
    >
      {STEP_TEXTS[s]}
      {s === 'telegram_channel' ? (
        <a
          className="btn btn--transparent"
          href={state.data.channel_url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t`Open the channel`}
        </a>
      ) : null}
    </ReadingStep>
  );

  return (
    <section className="page page--narrow">
      <PageTitle>{t`Onboarding`}</PageTitle>
      <ol className="stepper" aria-label={t`Progress`}>
        {ONBOARDING_STEPS.map((s, i) => (
          <li
            key={s}
            className={`stepper__item stepper__item--${state.data.completed_steps.includes(s) ? 'done' : s === step ? 'current' : 'todo'}`}
            aria-current={s === step ? 'step' : undefined}
          >
            <span className="stepper__dot">{i + 1}</span>
            <span className="stepper__label">{titles[s]}</span>
          </li>
        ))}
      </ol>
      {step === 'important_info' ? reading('important_info', t`I have read the important information`) : null}
      {step === 'rules' ? reading('rules', t`I have read and accept the advertising rules`) : null}
      {step === 'tech_spec' ? reading('tech_spec', t`I have read the technical specification`) : null}
      {step === 'data' ? <DataStep pending={complete.isPending} onDone={() => done('data')} /> : null}
      {step === 'telegram_bot' ? (
        <TelegramStep
          state={state.data}
          pending={complete.isPending}
          onDone={() => done('telegram_bot')}
          onState={replaceState}
        />
      ) : null}
      {step === 'telegram_channel' ? reading('telegram_channel', t`I have joined the channel`) : null}
      {step === 'course' ? (
        <CourseStep
          pending={complete.isPending}
          onDone={() => done('course')}
          fallback={reading('course', t`I am ready to start the school`)}
        />
      ) : null}
    </section>
  );
}

function current(completed: readonly OnboardingStep[] | undefined): OnboardingStep | null {
  return ONBOARDING_STEPS.find((s) => !completed?.includes(s)) ?? null;
}
