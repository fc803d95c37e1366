import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { CourseSummary } from '#contract/courses.ts';
import type { DocumentsBody } from '#contract/legal-fields.ts';
import {
  OnboardingState,
  type OnboardingStep,
  type OnboardingState as State,
  TelegramLink,
} from '#contract/onboarding.ts';
import type { ProfileUpdateBody } from '#contract/profile.ts';
import { api } from '../../../lib/api-client.ts';

export const onboardingKeys = { all: ['onboarding'] as const, course: ['onboarding', 'course'] as const };

export async function getOnboarding(): Promise<State> {
  return v.parse(OnboardingState, await api.get(ApiPath.onboarding).json());
}

export async function completeStep(step: OnboardingStep): Promise<State> {
  return v.parse(
    OnboardingState,
    await api.post(ApiPath.onboardingStep(step), { json: { confirmed: true } }).json(),
  );
}

export async function createTelegramLink(): Promise<TelegramLink> {
  return v.parse(TelegramLink, await api.post(ApiPath.onboardingTelegram).json());
}

/** The built-in sandbox bot (only where no real bot is configured): links it at once. */
export async function connectSandboxBot(): Promise<State> {
  return v.parse(OnboardingState, await api.post(ApiPath.onboardingTelegramSandbox).json());
}

/** Goes on without Telegram: both Telegram steps are passed; notifications come by e-mail. */
export async function declineTelegram(): Promise<State> {
  return v.parse(OnboardingState, await api.post(ApiPath.onboardingTelegramDecline).json());
}

/** The data step fills the SPEC §3 required fields through the profile endpoints. */
export async function saveRequiredData(names: ProfileUpdateBody, documents: DocumentsBody): Promise<void> {
  await api.patch(ApiPath.profile, { json: names });
  await api.put(ApiPath.documents, { json: documents });
}

/** The course the 'course' step opens (`onboarding: true` in the school's list); null when there is none. */
export async function getOnboardingCourse(): Promise<CourseSummary | null> {
  const list = v.parse(v.array(CourseSummary), await api.get(ApiPath.courses).json());
  return list.find((c) => c.onboarding) ?? null;
}

export const onboardingQuery = () => queryOptions({ queryKey: onboardingKeys.all, queryFn: getOnboarding });

export const onboardingCourseQuery = () =>
  queryOptions({ queryKey: onboardingKeys.course, queryFn: getOnboardingCourse });
