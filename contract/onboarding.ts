import * as v from 'valibot';

/** Onboarding steps in order (SPEC §1, §2, §5); each must be completed before the next. */
export const ONBOARDING_STEPS = [
  'important_info',
  'rules',
  'tech_spec',
  'data',
  'telegram_bot',
  'telegram_channel',
  'course',
] as const;
export const OnboardingStep = v.picklist(ONBOARDING_STEPS);
export type OnboardingStep = v.InferOutput<typeof OnboardingStep>;

export const NOTIFY_CHANNELS = ['telegram', 'email'] as const;
export const NotifyBy = v.picklist(NOTIFY_CHANNELS);
export type NotifyBy = v.InferOutput<typeof NotifyBy>;

export const OnboardingState = v.object({
  /** Steps already completed, in order; the first missing one is the current step. */
  completed_steps: v.array(OnboardingStep),
  onboarding_completed: v.boolean(),
  telegram: v.object({
    connected: v.boolean(),
    username: v.nullable(v.string()),
    /** No real bot is configured (the demo): the built-in sandbox bot stands in, and says so. */
    sandbox: v.boolean(),
  }),
  /** Where notifications go: chosen at the Telegram step ('email' for a blogger without Telegram). */
  notify_by: v.nullable(NotifyBy),
  /** Public link of the brand's Telegram channel the ambassador must join. */
  channel_url: v.string(),
});
export type OnboardingState = v.InferOutput<typeof OnboardingState>;

export const StepParams = v.object({ step: OnboardingStep });

/** Reading steps are confirmed explicitly ("I have read and agree"). */
export const StepCompleteBody = v.object({ confirmed: v.literal(true) });

export const TelegramLink = v.object({ deep_link: v.string(), expires_at: v.string() });
export type TelegramLink = v.InferOutput<typeof TelegramLink>;
